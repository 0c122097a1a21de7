// The ad policy over any platform: videos only when preloaded, interstitials spaced 30 s and never mid-level,
// banner refreshed every 60 s, the game paused and muted around every ad, and a new preload after every show.
import { consoleLog, type Platform, type PlatformLog } from './platform';

/** The shortest time between two interstitials (spec 4 and 9: 30 s). */
export const INTERSTITIAL_COOLDOWN_MS = 30_000;

/** How often the banner is reloaded (spec 9: every 60 s). */
export const BANNER_REFRESH_MS = 60_000;

/** Why a rewarded video gave no reward: none preloaded (show the 'no ads' tip), closed early, or failed. */
export type NoRewardReason = 'no-ads' | 'interrupted' | 'failed';

/** How a rewarded request ended. */
export type RewardOutcome = { rewarded: true } | { rewarded: false; reason: NoRewardReason };

/** Repeating timers for the banner; the globals unless a test passes its own. */
export interface IntervalTimer {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Options of {@link createAdService}. */
export interface AdServiceOptions {
  /** Milliseconds, for the interstitial cooldown. */
  now?: () => number;
  /** An ad is about to cover the game: pause it and mute every sound. */
  onAdStart?: () => void;
  /** The ad is gone: resume and unmute (as the settings say). */
  onAdEnd?: () => void;
  log?: PlatformLog;
  timer?: IntervalTimer;
  /** Count the interstitial cooldown from now, as if one had just played: no interstitial in a session's first 30 s. */
  coolDownFromStart?: boolean;
  /** The shortest time between two interstitials, ms (the variant's; 30 s by default). */
  interstitialCooldownMs?: number;
  /** How often the banner is reloaded, ms (the variant's; 60 s by default). */
  bannerRefreshMs?: number;
  /** A rewarded video was watched to the end (once per such video; never for an interrupted, failed or unfilled one). */
  onRewarded?: (placement: string) => void;
}

/** What the game asks of ads. */
export interface AdService {
  /** True when a rewarded video is preloaded (offer the video button; else the 'no ads' tip). */
  canShowRewarded(): boolean;
  /** Plays a rewarded video; never rejects. */
  rewarded(placement: string): Promise<RewardOutcome>;
  /** Plays an interstitial unless mid-level, within 30 s of the last one, or none is loaded; true when shown. */
  interstitial(placement: string, when: { midLevel: boolean }): Promise<boolean>;
  /** Shows the banner now and reloads it every refresh period (60 s by default) until stopBanner. */
  startBanner(placement?: string): void;
  /** Stops the refresh and hides the banner. */
  stopBanner(): void;
  /** True while a full-screen ad is up. */
  isShowing(): boolean;
}

const realTimer: IntervalTimer = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Builds the ad policy over `platform.ads`, preloading both full-screen ads at once. */
export function createAdService(platform: Pick<Platform, 'ads'>, options: AdServiceOptions = {}): AdService {
  const {
    now = () => Date.now(),
    onAdStart = () => {},
    onAdEnd = () => {},
    log = consoleLog,
    timer = realTimer,
    interstitialCooldownMs = INTERSTITIAL_COOLDOWN_MS,
    bannerRefreshMs = BANNER_REFRESH_MS,
  } = options;
  const { rewarded, interstitial, banner } = platform.ads;
  let showing = false;
  let lastInterstitialAt = options.coolDownFromStart ? now() : -Infinity;
  let bannerTimer: unknown = null;

  const preload = (unit: { preload(): void }) => {
    try {
      unit.preload();
    } catch (error) {
      log('Ad preload threw.', error);
    }
  };

  /** Runs one full-screen show between onAdStart and onAdEnd, then preloads the next ad. */
  const around = async <R>(
    unit: { show(placement: string): Promise<R>; preload(): void },
    placement: string,
    failed: R,
  ) => {
    showing = true;
    onAdStart();
    try {
      return await unit.show(placement);
    } catch (error) {
      log(`Ad (${placement}) threw while showing.`, error);
      return failed;
    } finally {
      showing = false;
      onAdEnd();
      preload(unit);
    }
  };

  preload(rewarded);
  preload(interstitial);

  return {
    canShowRewarded: () => !showing && rewarded.isReady(),
    async rewarded(placement) {
      if (showing || !rewarded.isReady()) {
        preload(rewarded);
        return { rewarded: false, reason: 'no-ads' };
      }
      const result = await around(rewarded, placement, 'failed' as const);
      switch (result) {
        case 'rewarded':
          options.onRewarded?.(placement);
          return { rewarded: true };
        case 'interrupted':
          return { rewarded: false, reason: 'interrupted' };
        case 'not-ready':
          return { rewarded: false, reason: 'no-ads' };
        case 'failed':
          log(`Rewarded ad (${placement}) failed; no reward.`);
          return { rewarded: false, reason: 'failed' };
      }
    },
    async interstitial(placement, { midLevel }) {
      if (midLevel || showing) return false;
      if (now() - lastInterstitialAt < interstitialCooldownMs) return false;
      if (!interstitial.isReady()) {
        preload(interstitial);
        return false;
      }
      const result = await around(interstitial, placement, 'failed' as const);
      if (result === 'shown') lastInterstitialAt = now();
      else if (result === 'failed') log(`Interstitial (${placement}) failed.`);
      return result === 'shown';
    },
    startBanner(placement = 'banner') {
      if (bannerTimer !== null) return;
      const show = () => void banner.show(placement).catch((error: unknown) => log('Banner threw.', error));
      show();
      bannerTimer = timer.setInterval(show, bannerRefreshMs);
    },
    stopBanner() {
      if (bannerTimer !== null) timer.clearInterval(bannerTimer);
      bannerTimer = null;
      try {
        banner.hide();
      } catch (error) {
        log('Hiding the banner threw.', error);
      }
    },
    isShowing: () => showing,
  };
}
