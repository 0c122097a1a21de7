// The GameDistribution adapter: interstitials as showAd(), rewarded videos as preloadAd('rewarded') then
// showAd('rewarded') with the reward only on SDK_REWARDED_WATCH_COMPLETE, and GD's SDK_GAME_PAUSE /
// SDK_GAME_START as the game's pause and resume; storage, leaderboard and share stay web.
import { realClock, type Clock } from './clock';
import {
  GD_EVENTS,
  gameDistributionRejection,
  type GameDistributionAdType,
  type GameDistributionApi,
  type GameDistributionEvent,
  type GameDistributionEventFeed,
} from './gameDistributionApi';
import { createLifecycle } from './lifecycle';
import {
  AD_SHOW_TIMEOUT_MS,
  consoleLog,
  type AdUnit,
  type InterstitialResult,
  type Platform,
  type PlatformLog,
  type RewardedResult,
} from './platform';
import { fullScreenAdsOver } from './unsupported';

/** How long showAd may stay silent (no SDK_GAME_PAUSE, not settled) before it counts as no ad. */
export const GD_NO_ANSWER_MS = 10_000;

/** The longest an ad that paused the game may run before the game stops waiting for showAd. */
export const GD_SHOW_TIMEOUT_MS = AD_SHOW_TIMEOUT_MS;

/** How long after a rewarded showAd resolved SDK_REWARDED_WATCH_COMPLETE may still come (event order is not documented). */
export const GD_REWARD_GRACE_MS = 500;

/** How long after initialize a missing SDK_READY is worth a warning (GD_OPTIONS.onEvent not the queue's?). */
export const GD_READY_WARN_MS = 15_000;

/** Options of {@link createGameDistributionPlatform}. */
export interface GameDistributionPlatformOptions {
  /** GD's events (takeGameDistributionEvents(window)); without them there is no SDK_READY, so no ads. */
  events?: GameDistributionEventFeed | null;
  log?: PlatformLog;
  clock?: Clock;
}

/** How one showAd ended; `reward` is whether SDK_REWARDED_WATCH_COMPLETE came during it. */
type AdEnd =
  | { kind: 'done'; reward: boolean }
  | { kind: 'rejected'; reason: unknown }
  | { kind: 'silent' }
  | { kind: 'timeout'; reward: boolean }
  | { kind: 'threw'; error: unknown };

/** The ad playing now: its kind, whether the game was paused for it, whether the reward came. */
interface Showing {
  type: GameDistributionAdType;
  started: boolean;
  reward: boolean;
  /** showAd resolved; waiting out the reward grace. */
  resolved: boolean;
  finish(end: AdEnd): void;
  wait(ms: number, end: () => AdEnd): void;
}

/** Wraps `base` (the web adapter) with GameDistribution's ads and its pause and resume. */
export function createGameDistributionPlatform(
  sdk: GameDistributionApi,
  base: Platform,
  options: GameDistributionPlatformOptions = {},
): Platform {
  const { events = null, log = consoleLog, clock = realClock } = options;
  let initialized = false;
  /** SDK_READY heard: 'waiting' before; 'off' after SDK_ERROR before it, or with no event feed. */
  let sdkState: 'waiting' | 'ready' | 'off' = events ? 'waiting' : 'off';
  let showing: Showing | null = null;
  let rewardedState: 'idle' | 'loading' | 'ready' = 'idle';
  let rewardedWanted = false;

  // Paused while GD asks (SDK_GAME_PAUSE until SDK_GAME_START) or the page is away (the web adapter's pause).
  const lifecycle = createLifecycle();
  let hostPaused = false;
  let pagePaused = false;
  const syncPause = () => (hostPaused || pagePaused ? lifecycle.pause() : lifecycle.resume());
  base.onPause(() => {
    pagePaused = true;
    syncPause();
  });
  base.onResume(() => {
    pagePaused = false;
    syncPause();
  });

  const usable = () => initialized && sdkState === 'ready';

  const preloadRewarded = () => {
    if (!usable() || rewardedState !== 'idle' || showing) return;
    if (typeof sdk.preloadAd !== 'function') {
      // An SDK without preloadAd: showAd('rewarded') asks for one itself.
      rewardedState = 'ready';
      return;
    }
    rewardedState = 'loading';
    try {
      sdk.preloadAd('rewarded').then(
        () => {
          if (rewardedState === 'loading') rewardedState = 'ready';
        },
        (reason: unknown) => {
          if (rewardedState === 'loading') rewardedState = 'idle';
          console.info(`GameDistribution: no rewarded ad preloaded (${gameDistributionRejection(reason)}).`, reason);
        },
      );
    } catch (error) {
      rewardedState = 'idle';
      log('GameDistribution: preloadAd threw.', error);
    }
  };

  const onEvent = (event: GameDistributionEvent) => {
    switch (event.name) {
      case GD_EVENTS.ready:
        if (sdkState === 'waiting') sdkState = 'ready';
        if (rewardedWanted) preloadRewarded();
        break;
      case GD_EVENTS.error:
        if (sdkState === 'waiting') {
          sdkState = 'off';
          log('GameDistribution: the SDK failed to start; playing without ads.', event.message);
        } else log('GameDistribution: the SDK reported an error.', event.message);
        break;
      case GD_EVENTS.pause:
        hostPaused = true;
        syncPause();
        if (showing && !showing.started) {
          showing.started = true;
          const current = showing;
          current.wait(GD_SHOW_TIMEOUT_MS, () => ({ kind: 'timeout', reward: current.reward }));
        }
        break;
      case GD_EVENTS.start:
        hostPaused = false;
        syncPause();
        break;
      case GD_EVENTS.rewardComplete:
        if (showing?.type !== 'rewarded') {
          log('GameDistribution: SDK_REWARDED_WATCH_COMPLETE with no rewarded ad playing; nothing is granted.');
          break;
        }
        showing.reward = true;
        if (showing.resolved) showing.finish({ kind: 'done', reward: true });
        break;
    }
  };
  events?.listen(onEvent);

  /** One showAd, guarded against silence, a show that never ends, and answers after the end. */
  const run = (type: GameDistributionAdType) =>
    new Promise<AdEnd>((resolve) => {
      let timer: unknown = null;
      const current: Showing = {
        type,
        started: false,
        reward: false,
        resolved: false,
        finish(end) {
          if (showing !== current) return;
          showing = null;
          clock.clearTimeout(timer);
          resolve(end);
        },
        wait(ms, end) {
          clock.clearTimeout(timer);
          timer = clock.setTimeout(() => current.finish(end()), ms);
        },
      };
      showing = current;
      current.wait(GD_NO_ANSWER_MS, () => ({ kind: 'silent' }));
      try {
        const shown = type === 'rewarded' ? sdk.showAd('rewarded') : sdk.showAd();
        Promise.resolve(shown).then(
          () => {
            if (type !== 'rewarded' || current.reward) return current.finish({ kind: 'done', reward: current.reward });
            current.resolved = true;
            current.wait(GD_REWARD_GRACE_MS, () => ({ kind: 'done', reward: current.reward }));
          },
          (reason: unknown) => current.finish({ kind: 'rejected', reason }),
        );
      } catch (error) {
        current.finish({ kind: 'threw', error });
      }
    });

  const rewarded: AdUnit<RewardedResult> = {
    isReady: () => usable() && !showing && rewardedState === 'ready',
    preload() {
      rewardedWanted = true;
      preloadRewarded();
    },
    async show(placement) {
      if (!usable() || showing || rewardedState !== 'ready') return 'not-ready';
      rewardedState = 'idle';
      const end = await run('rewarded');
      switch (end.kind) {
        case 'done':
          return end.reward ? 'rewarded' : 'interrupted';
        case 'rejected': {
          const why = gameDistributionRejection(end.reason);
          if (why !== 'error') {
            console.info(`GameDistribution: rewarded ad (${placement}) not shown (${why}).`, end.reason);
            return 'not-ready';
          }
          log(`GameDistribution: rewarded ad (${placement}) failed.`, end.reason);
          return 'failed';
        }
        case 'silent':
          log(`GameDistribution: rewarded ad (${placement}) got no answer in ${GD_NO_ANSWER_MS} ms.`);
          return 'not-ready';
        case 'timeout':
          log(`GameDistribution: rewarded ad (${placement}) never ended.`);
          return end.reward ? 'rewarded' : 'failed';
        case 'threw':
          log(`GameDistribution: showAd threw for a rewarded ad (${placement}).`, end.error);
          return 'failed';
      }
    },
  };

  const interstitial: AdUnit<InterstitialResult> = {
    isReady: () => usable() && !showing,
    // The SDK loads interstitials by itself.
    preload: () => {},
    async show(placement) {
      if (!usable() || showing) return 'not-ready';
      const end = await run('interstitial');
      switch (end.kind) {
        case 'done':
          return 'shown';
        case 'rejected': {
          const why = gameDistributionRejection(end.reason);
          if (why === 'error') {
            log(`GameDistribution: interstitial (${placement}) failed.`, end.reason);
            return 'failed';
          }
          console.info(`GameDistribution: interstitial (${placement}) not shown (${why}).`, end.reason);
          return why === 'too-soon' ? 'rate-limited' : 'not-ready';
        }
        case 'silent':
          log(`GameDistribution: interstitial (${placement}) got no answer in ${GD_NO_ANSWER_MS} ms.`);
          return 'not-ready';
        case 'timeout':
          log(`GameDistribution: interstitial (${placement}) never ended.`);
          return 'failed';
        case 'threw':
          log(`GameDistribution: showAd threw for an interstitial (${placement}).`, end.error);
          return 'failed';
      }
    },
  };

  const hasAds = () => sdkState !== 'off';

  return {
    ...base,
    name: 'gamedistribution',
    supports: fullScreenAdsOver(base, hasAds),
    async initialize() {
      await base.initialize();
      initialized = true;
      if (!events) {
        log('GameDistribution: no event queue (GD_OPTIONS.onEvent); no SDK_READY can be heard, so no ads.');
        return;
      }
      if (sdkState === 'ready') {
        if (rewardedWanted) preloadRewarded();
        return;
      }
      clock.setTimeout(() => {
        if (sdkState === 'waiting') log(`GameDistribution: no SDK_READY after ${GD_READY_WARN_MS} ms; no ads yet.`);
      }, GD_READY_WARN_MS);
    },
    ads: { rewarded, interstitial, banner: base.ads.banner },
    onPause: lifecycle.onPause,
    onResume: lifecycle.onResume,
  };
}
