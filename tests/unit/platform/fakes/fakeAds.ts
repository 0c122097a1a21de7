// Scripted ad units for testing the ad policy: each show answers the next scripted result and records the
// order of events, so a test can check the game was paused before the ad and resumed after it.
import type { InterstitialResult, PlatformAds, RewardedResult } from '../../../../src/platform/platform';

/** The units, their scripts and the event log. */
export function createFakeAds(events: string[] = []) {
  const script = {
    rewardedReady: true,
    interstitialReady: true,
    rewarded: [] as RewardedResult[],
    interstitial: [] as InterstitialResult[],
    bannerResult: true,
    /** While set, every full-screen show waits for it (an ad still on screen). */
    gate: null as Promise<void> | null,
  };
  const ads: PlatformAds = {
    rewarded: {
      isReady: () => script.rewardedReady,
      preload: () => void events.push('rewarded.preload'),
      async show(placement) {
        events.push(`rewarded.show(${placement})`);
        await script.gate;
        return script.rewarded.shift() ?? 'rewarded';
      },
    },
    interstitial: {
      isReady: () => script.interstitialReady,
      preload: () => void events.push('interstitial.preload'),
      async show(placement) {
        events.push(`interstitial.show(${placement})`);
        await script.gate;
        return script.interstitial.shift() ?? 'shown';
      },
    },
    banner: {
      async show(placement) {
        events.push(`banner.show(${placement})`);
        return script.bannerResult;
      },
      hide: () => void events.push('banner.hide'),
    },
  };
  return { ads, script, events };
}
