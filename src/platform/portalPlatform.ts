// The game-portal adapter: ads and loading progress through the portal SDK; storage, leaderboard and share are web.
import {
  consoleLog,
  type AdUnit,
  type InterstitialResult,
  type Platform,
  type PlatformFeature,
  type PlatformLog,
  type RewardedResult,
} from './platform';
import { portalErrorCode, type PortalSdkApi } from './portalSdkApi';

/** Wraps `base` (the web adapter) with the portal SDK's ads and loading progress. */
export function createPortalPlatform(sdk: PortalSdkApi, base: Platform, options: { log?: PlatformLog } = {}): Platform {
  const { log = consoleLog } = options;
  let started = false;
  let busy = false;
  const ready = (kind: 'rewarded' | 'interstitial') => {
    try {
      return started && !busy && sdk.isReady(kind);
    } catch {
      return false;
    }
  };

  const rewarded: AdUnit<RewardedResult> = {
    isReady: () => ready('rewarded'),
    // The portal SDK preloads by itself.
    preload: () => {},
    async show(placement) {
      if (!ready('rewarded')) return 'not-ready';
      busy = true;
      try {
        const { success } = await sdk.rewarded();
        return success ? 'rewarded' : 'interrupted';
      } catch (error) {
        const code = portalErrorCode(error);
        log(`Portal: rewarded ad (${placement}) did not play (${code}).`, error);
        return code === 'no-fill' ? 'not-ready' : 'failed';
      } finally {
        busy = false;
      }
    },
  };

  const interstitial: AdUnit<InterstitialResult> = {
    isReady: () => ready('interstitial'),
    preload: () => {},
    async show(placement) {
      if (!ready('interstitial')) return 'not-ready';
      busy = true;
      try {
        await sdk.interstitial();
        return 'shown';
      } catch (error) {
        const code = portalErrorCode(error);
        log(`Portal: interstitial (${placement}) did not play (${code}).`, error);
        return code === 'no-fill' ? 'not-ready' : code === 'rate-limited' ? 'rate-limited' : 'failed';
      } finally {
        busy = false;
      }
    },
  };

  const features: Partial<Record<PlatformFeature, boolean>> = {
    rewardedAds: true,
    interstitialAds: true,
    bannerAds: false,
  };

  return {
    ...base,
    name: 'portal',
    supports: (feature) => features[feature] ?? base.supports(feature),
    async initialize() {
      await base.initialize();
      try {
        await sdk.init();
        started = true;
      } catch (error) {
        // The game runs without ads rather than not at all.
        log('Portal: the SDK failed to start; ads stay off.', error);
      }
    },
    setLoadingProgress(progress) {
      const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
      try {
        sdk.loadingProgress(percent);
        if (percent >= 100) sdk.loadingDone?.();
      } catch (error) {
        log('Portal: loading progress was refused.', error);
      }
    },
    ads: { rewarded, interstitial, banner: base.ads.banner },
  };
}
