// The GamePix adapter: loading progress and loaded, interstitialAd and rewardAd, happyMoment on a win, the player's
// language, and saves through GamePix.localStorage; leaderboard, share and the rest stay web.
import { realClock, type Clock } from './clock';
import { gamepixPercent, gamepixSucceeded, type GamePixAdResult, type GamePixApi } from './gamepixApi';
import {
  consoleLog,
  type AdUnit,
  type HostStorage,
  type InterstitialResult,
  type Platform,
  type PlatformLog,
  type RewardedResult,
} from './platform';
import { fullScreenAdsOver } from './unsupported';

/**
 * The longest an ad request may hold the game before it gives up waiting (GamePix signals no ad start, so this
 * covers the request and the whole ad).
 */
export const GAMEPIX_AD_TIMEOUT_MS = 120_000;

/** Options of {@link createGamePixPlatform}. */
export interface GamePixOptions {
  log?: PlatformLog;
  clock?: Clock;
}

/** How one ad request ended, as the adapter saw it. */
export type GamePixAdEnd =
  | { kind: 'ended'; success: boolean }
  /** The SDK's promise did not settle within GAMEPIX_AD_TIMEOUT_MS. */
  | { kind: 'timeout' }
  /** The SDK threw or its promise rejected. */
  | { kind: 'error'; error: unknown };

/** What a rewardAd end means for the reward. */
export function gamepixRewardedOutcome(end: GamePixAdEnd): RewardedResult {
  if (end.kind !== 'ended') return 'failed';
  // GamePix says no more than "no success": the player closed it, or no ad came.
  return end.success ? 'rewarded' : 'interrupted';
}

/** What an interstitialAd end means. */
export function gamepixInterstitialOutcome(end: GamePixAdEnd): InterstitialResult {
  if (end.kind !== 'ended') return 'failed';
  // No success: no ad this time (GamePix decides the fill and the frequency).
  return end.success ? 'shown' : 'not-ready';
}

/** Wraps `base` (the web adapter: storage, leaderboard, share) with GamePix's SDK. */
export function createGamePixPlatform(sdk: GamePixApi, base: Platform, options: GamePixOptions = {}): Platform {
  const { log = consoleLog, clock = realClock } = options;
  let state: 'loading' | 'ready' | 'failed' = 'loading';
  let lastPercent = -1;
  /** An ad promise of the SDK has not settled yet (asking again would be the SDK's *_CALLED_TWICE). */
  let pending = false;
  const canShow = () => state === 'ready' && !pending;

  /** One ad request, with its timeout; the SDK stays busy until its own promise settles. */
  const request = (what: string, call: () => Promise<GamePixAdResult>): Promise<GamePixAdEnd> => {
    pending = true;
    return new Promise<GamePixAdEnd>((resolve) => {
      let settled = false;
      const finish = (end: GamePixAdEnd) => {
        if (settled) return;
        settled = true;
        clock.clearTimeout(timer);
        if (end.kind === 'timeout') log(`GamePix: ${what} never ended; the game goes on.`);
        else if (end.kind === 'error') log(`GamePix: ${what} failed.`, end.error);
        resolve(end);
      };
      const timer = clock.setTimeout(() => finish({ kind: 'timeout' }), GAMEPIX_AD_TIMEOUT_MS);
      let answer: Promise<GamePixAdResult>;
      try {
        answer = Promise.resolve(call());
      } catch (error) {
        pending = false;
        finish({ kind: 'error', error });
        return;
      }
      answer.then(
        (result) => {
          pending = false;
          if (settled) log(`GamePix: ${what} ended after the game stopped waiting for it.`);
          finish({ kind: 'ended', success: gamepixSucceeded(result) });
        },
        (error: unknown) => {
          pending = false;
          finish({ kind: 'error', error });
        },
      );
    });
  };

  const rewarded: AdUnit<RewardedResult> = {
    isReady: canShow,
    // GamePix loads its ads itself.
    preload: () => {},
    async show(placement) {
      if (!canShow()) return 'not-ready';
      return gamepixRewardedOutcome(await request(`the rewarded ad (${placement})`, () => sdk.rewardAd()));
    },
  };

  const interstitial: AdUnit<InterstitialResult> = {
    isReady: canShow,
    preload: () => {},
    async show(placement) {
      if (!canShow()) return 'not-ready';
      return gamepixInterstitialOutcome(await request(`the interstitial (${placement})`, () => sdk.interstitialAd()));
    },
  };

  /** Sends loading progress: whole percents, forward only, never after loaded(). */
  const sendPercent = (percent: number) => {
    if (state !== 'loading' || percent <= lastPercent) return;
    lastPercent = percent;
    try {
      sdk.loading(percent);
    } catch (error) {
      log('GamePix: loading progress was refused.', error);
    }
  };

  const failLoaded = (error: unknown) => {
    state = 'failed';
    log('GamePix: loaded() failed; playing without ads.', error);
  };

  /** GamePix.localStorage with the Web Storage shape; strings only, as GamePix requires. */
  const hostStorage = (): HostStorage | null => {
    const store = sdk.localStorage;
    if (!store || typeof store.getItem !== 'function' || typeof store.setItem !== 'function') return null;
    return {
      getItem(key) {
        const value: unknown = store.getItem(String(key));
        return typeof value === 'string' ? value : null;
      },
      setItem: (key, value) => store.setItem(String(key), String(value)),
    };
  };

  return {
    ...base,
    name: 'gamepix',
    supports: fullScreenAdsOver(base, () => state !== 'failed'),
    // GamePix has no init: its script tag, first in <head>, has run before the game.
    setLoadingProgress: (progress) => sendPercent(gamepixPercent(progress)),
    async start() {
      await base.start();
      if (state !== 'loading') return;
      sendPercent(100);
      try {
        const answer = sdk.loaded();
        state = 'ready';
        // The documentation gives loaded() no result; should it be a promise, a rejection turns ads off.
        if (typeof (answer as PromiseLike<unknown> | null)?.then === 'function') {
          Promise.resolve(answer).catch(failLoaded);
        }
      } catch (error) {
        failLoaded(error);
      }
    },
    gameplay: {
      // The JavaScript SDK has no gameplay start or stop.
      start: () => {},
      stop: () => {},
      happyTime() {
        if (state !== 'ready' || typeof sdk.happyMoment !== 'function') return;
        try {
          sdk.happyMoment();
        } catch (error) {
          log('GamePix: happyMoment threw.', error);
        }
      },
    },
    async language() {
      try {
        const lang: unknown = sdk.lang?.();
        return typeof lang === 'string' && lang.trim() ? lang.trim() : null;
      } catch (error) {
        log('GamePix: lang() threw.', error);
        return null;
      }
    },
    saveStorage: hostStorage,
    ads: { rewarded, interstitial, banner: base.ads.banner },
  };
}
