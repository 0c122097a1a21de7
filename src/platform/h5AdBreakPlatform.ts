// The web ad-break adapter: rewarded videos as 'reward' breaks, interstitials as 'browse' breaks; the rest is web.
import { realClock, type Clock } from './clock';
import type { BreakStatus, H5AdBreakApi, PlacementInfo } from './h5AdBreakApi';
import {
  consoleLog,
  type AdUnit,
  type InterstitialResult,
  type Platform,
  type PlatformFeature,
  type PlatformLog,
  type RewardedResult,
} from './platform';

/** How long a 'browse' break may stay silent (no beforeAd, no adBreakDone) before it counts as no ad. */
export const H5_NO_ANSWER_MS = 5_000;

/** The longest a started ad may run before the game gives up waiting for adBreakDone. */
export const H5_SHOW_TIMEOUT_MS = 180_000;

/** The break name the standing reward offer is made under. */
export const H5_REWARD_BREAK_NAME = 'rewarded';

/** Options of {@link createH5AdBreakPlatform}. */
export interface H5AdBreakOptions {
  clock?: Clock;
  log?: PlatformLog;
}

/** What a reward break's end means for the reward (adViewed / adDismissed decide first when they came). */
export function rewardedOutcome(status: BreakStatus): RewardedResult {
  switch (status) {
    case 'viewed':
      return 'rewarded';
    case 'dismissed':
      return 'interrupted';
    case 'notReady':
    case 'noAdPreloaded':
    case 'frequencyCapped':
    case 'ignored':
      return 'not-ready';
    case 'timeout':
    case 'error':
    case 'other':
      return 'failed';
  }
}

/** What a browse break's end means. */
export function interstitialOutcome(status: BreakStatus): InterstitialResult {
  switch (status) {
    case 'viewed':
    case 'dismissed':
      return 'shown';
    case 'frequencyCapped':
      return 'rate-limited';
    case 'notReady':
    case 'noAdPreloaded':
    case 'ignored':
      return 'not-ready';
    case 'timeout':
    case 'error':
    case 'other':
      return 'failed';
  }
}

/** Statuses that only mean "no ad this time", not worth a warning. */
const QUIET_STATUSES: readonly BreakStatus[] = ['notReady', 'noAdPreloaded', 'frequencyCapped', 'ignored'];

/** The rewarded slot: a standing reward break whose beforeReward hands over showAdFn (the "preloaded" ad). */
function createRewarded(api: H5AdBreakApi, clock: Clock, log: PlatformLog): AdUnit<RewardedResult> {
  let state: 'idle' | 'offering' | 'ready' | 'showing' = 'idle';
  let showAdFn: (() => void) | null = null;
  let settle: ((result: RewardedResult) => void) | null = null;

  const noteEnd = (status: BreakStatus) => {
    const message = `H5 ads: the reward break ended without a show (${status}).`;
    if (QUIET_STATUSES.includes(status)) console.info(message);
    else log(message);
  };

  return {
    isReady: () => state === 'ready',
    preload() {
      if (state !== 'idle') return;
      state = 'offering';
      try {
        api.adBreak({
          type: 'reward',
          name: H5_REWARD_BREAK_NAME,
          beforeReward(fn) {
            if (state !== 'offering') return;
            showAdFn = fn;
            state = 'ready';
          },
          adViewed: () => settle?.('rewarded'),
          adDismissed: () => settle?.('interrupted'),
          adBreakDone(info: PlacementInfo) {
            if (state === 'showing') settle?.(rewardedOutcome(info.breakStatus));
            else noteEnd(info.breakStatus);
            state = 'idle';
            showAdFn = null;
          },
        });
      } catch (error) {
        log('H5 ads: adBreak threw for a reward break.', error);
        state = 'idle';
      }
    },
    show(placement) {
      const play = showAdFn;
      if (state !== 'ready' || !play) return Promise.resolve('not-ready');
      state = 'showing';
      showAdFn = null;
      return new Promise<RewardedResult>((resolve) => {
        const timer = clock.setTimeout(() => {
          log(`H5 ads: the rewarded ad (${placement}) never ended; no reward.`);
          settle?.('failed');
          state = 'idle';
        }, H5_SHOW_TIMEOUT_MS);
        settle = (result) => {
          settle = null;
          clock.clearTimeout(timer);
          if (result !== 'rewarded' && result !== 'interrupted') log(`H5 ads: rewarded ad (${placement}) ${result}.`);
          resolve(result);
        };
        try {
          play();
        } catch (error) {
          log('H5 ads: showAdFn threw.', error);
          settle('failed');
          state = 'idle';
        }
      });
    },
  };
}

/** The interstitial slot: one 'browse' break per show; the SDK preloads on its own. */
function createInterstitial(
  api: H5AdBreakApi,
  sdkReady: () => boolean,
  clock: Clock,
  log: PlatformLog,
): AdUnit<InterstitialResult> {
  let showing = false;
  return {
    isReady: () => sdkReady() && !showing,
    preload: () => {},
    show(placement) {
      if (showing || !sdkReady()) return Promise.resolve('not-ready');
      showing = true;
      return new Promise<InterstitialResult>((resolve) => {
        let timer: unknown = null;
        const finish = (result: InterstitialResult) => {
          if (!showing) return;
          showing = false;
          clock.clearTimeout(timer);
          if (result === 'failed') log(`H5 ads: interstitial (${placement}) failed.`);
          resolve(result);
        };
        const wait = (ms: number, result: InterstitialResult) => {
          clock.clearTimeout(timer);
          timer = clock.setTimeout(() => finish(result), ms);
        };
        wait(H5_NO_ANSWER_MS, 'not-ready');
        try {
          api.adBreak({
            type: 'browse',
            name: placement,
            beforeAd: () => wait(H5_SHOW_TIMEOUT_MS, 'failed'),
            adBreakDone: (info) => finish(interstitialOutcome(info.breakStatus)),
          });
        } catch (error) {
          log('H5 ads: adBreak threw for a browse break.', error);
          finish('failed');
        }
      });
    },
  };
}

/** Wraps `base` (the web adapter: storage, leaderboard, share) with ads from the adConfig/adBreak globals. */
export function createH5AdBreakPlatform(api: H5AdBreakApi, base: Platform, options: H5AdBreakOptions = {}): Platform {
  const { clock = realClock, log = consoleLog } = options;
  let sdkReady = false;
  const rewarded = createRewarded(api, clock, log);
  const interstitial = createInterstitial(api, () => sdkReady, clock, log);
  const features: Partial<Record<PlatformFeature, boolean>> = {
    rewardedAds: true,
    interstitialAds: true,
    bannerAds: false,
  };
  return {
    ...base,
    name: 'h5',
    supports: (feature) => features[feature] ?? base.supports(feature),
    async initialize() {
      await base.initialize();
      try {
        api.adConfig({
          preloadAdBreaks: 'on',
          sound: 'on',
          onReady: () => {
            sdkReady = true;
          },
        });
      } catch (error) {
        log('H5 ads: adConfig threw; ads stay off.', error);
      }
    },
    ads: { rewarded, interstitial, banner: base.ads.banner },
  };
}
