// The Poki adapter: init, loading finished, gameplay start/stop, commercial breaks as interstitials and rewarded
// breaks as rewarded videos; storage, leaderboard and the rest stay web (a share links to the game's poki.com page).
import { realClock, type Clock } from './clock';
import {
  AD_SHOW_TIMEOUT_MS,
  consoleLog,
  type AdUnit,
  type InterstitialResult,
  type Platform,
  type PlatformLog,
  type RewardedResult,
  type SharePayload,
} from './platform';
import { fullScreenAdsOver } from './unsupported';
import type { PokiApi, PokiRewardedSize } from './pokiApi';

/** How long initialize waits for PokiSDK.init before the game goes on (ads come on if init resolves later). */
export const POKI_INIT_TIMEOUT_MS = 10_000;

/** How long a break may stay silent (no onStart, no end) before it counts as no ad and the game resumes. */
export const POKI_NO_START_MS = 15_000;

/** The longest a started ad may run before the game gives up waiting for the break to end. */
export const POKI_SHOW_TIMEOUT_MS = AD_SHOW_TIMEOUT_MS;

/** The size every rewarded break is asked with (Poki's own default). */
export const POKI_REWARDED_SIZE: PokiRewardedSize = 'small';

/** Options of {@link createPokiPlatform}. */
export interface PokiOptions {
  log?: PlatformLog;
  clock?: Clock;
}

/** How one break ended, as the adapter saw it. */
export type PokiBreakEnd<T> =
  /** The SDK's promise resolved; `started` tells whether onStart came first (an ad really played). */
  | { kind: 'ended'; value: T; started: boolean }
  /** Neither onStart nor the end came within POKI_NO_START_MS. */
  | { kind: 'silent' }
  /** An ad started and never ended within POKI_SHOW_TIMEOUT_MS. */
  | { kind: 'stuck' }
  /** The SDK threw or its promise rejected (the docs promise neither). */
  | { kind: 'error'; error: unknown };

/** What a rewarded break's end means for the reward. */
export function pokiRewardedOutcome(end: PokiBreakEnd<boolean>): RewardedResult {
  switch (end.kind) {
    case 'ended':
      // No onStart and no reward: Poki showed no ad (its frequency, no fill, an ad blocker).
      return end.value === true ? 'rewarded' : end.started ? 'interrupted' : 'not-ready';
    case 'silent':
      return 'not-ready';
    case 'stuck':
    case 'error':
      return 'failed';
  }
}

/** What a commercial break's end means. */
export function pokiInterstitialOutcome(end: PokiBreakEnd<unknown>): InterstitialResult {
  switch (end.kind) {
    case 'ended':
      // Resolved without onStart: Poki decided it is not time for an ad ("not every commercialBreak will trigger an ad").
      return end.started ? 'shown' : 'rate-limited';
    case 'silent':
      return 'not-ready';
    case 'stuck':
    case 'error':
      return 'failed';
  }
}

/** Runs breaks one at a time, each with its timeouts; the SDK is busy until its own promise settles. */
function createBreakRunner(clock: Clock, log: PlatformLog) {
  let pending = false;
  return {
    busy: () => pending,
    run<T>(name: string, call: (onStart: () => void) => Promise<T>): Promise<PokiBreakEnd<T>> {
      pending = true;
      return new Promise<PokiBreakEnd<T>>((resolve) => {
        let settled = false;
        let started = false;
        let timer: unknown = null;
        const finish = (end: PokiBreakEnd<T>) => {
          if (settled) return;
          settled = true;
          clock.clearTimeout(timer);
          resolve(end);
        };
        const wait = (ms: number, end: PokiBreakEnd<T>) => {
          clock.clearTimeout(timer);
          timer = clock.setTimeout(() => finish(end), ms);
        };
        const onStart = () => {
          if (started) return;
          started = true;
          if (settled) log(`Poki: ${name} started an ad after the game stopped waiting for it.`);
          else wait(POKI_SHOW_TIMEOUT_MS, { kind: 'stuck' });
        };
        wait(POKI_NO_START_MS, { kind: 'silent' });
        let answer: Promise<T>;
        try {
          answer = Promise.resolve(call(onStart));
        } catch (error) {
          pending = false;
          finish({ kind: 'error', error });
          return;
        }
        answer.then(
          (value) => {
            pending = false;
            if (settled) log(`Poki: ${name} ended after the game stopped waiting for it.`);
            finish({ kind: 'ended', value, started });
          },
          (error: unknown) => {
            pending = false;
            finish({ kind: 'error', error });
          },
        );
      });
    },
  };
}

/** Logs the ends worth a warning (not "no ad this time"). */
function noteEnd(log: PlatformLog, what: string, end: PokiBreakEnd<unknown>): void {
  if (end.kind === 'silent') log(`Poki: ${what} never answered; no ad.`);
  else if (end.kind === 'stuck') log(`Poki: ${what} started and never ended.`);
  else if (end.kind === 'error') log(`Poki: ${what} failed.`, end.error);
}

/** Wraps `base` (the web adapter: storage, leaderboard, share) with Poki's SDK. */
export function createPokiPlatform(sdk: PokiApi, base: Platform, options: PokiOptions = {}): Platform {
  const { log = consoleLog, clock = realClock } = options;
  /** initialize has run: Poki's events may be sent. */
  let opened = false;
  /** init resolved: ads may play. */
  let ready = false;
  let loadingFinished = false;
  const breaks = createBreakRunner(clock, log);
  const canShow = () => ready && !breaks.busy();

  /** Sends one of Poki's events; a throwing SDK is logged, never passed on. */
  const tell = (event: 'gameLoadingFinished' | 'gameplayStart' | 'gameplayStop') => {
    if (!opened) return;
    try {
      sdk[event]();
    } catch (error) {
      log(`Poki: ${event} threw.`, error);
    }
  };

  const rewarded: AdUnit<RewardedResult> = {
    isReady: canShow,
    // Poki loads its ads itself.
    preload: () => {},
    async show(placement) {
      if (!canShow()) return 'not-ready';
      const end = await breaks.run(`the rewarded break (${placement})`, (onStart) =>
        sdk.rewardedBreak({ size: POKI_REWARDED_SIZE, onStart }),
      );
      noteEnd(log, `the rewarded break (${placement})`, end);
      return pokiRewardedOutcome(end);
    },
  };

  const interstitial: AdUnit<InterstitialResult> = {
    isReady: canShow,
    preload: () => {},
    async show(placement) {
      if (!canShow()) return 'not-ready';
      // The game is already paused and muted by the ad service; onStart only tells that an ad really plays.
      const end = await breaks.run(`the commercial break (${placement})`, (onStart) => sdk.commercialBreak(onStart));
      noteEnd(log, `the commercial break (${placement})`, end);
      return pokiInterstitialOutcome(end);
    },
  };

  /** The game's page on poki.com (the page runs in Poki's frame, whose own address is no use to share). */
  const shareLink = async (): Promise<string | null> => {
    if (!sdk.shareableURL) return null;
    try {
      const url = await sdk.shareableURL({});
      return typeof url === 'string' && url ? url : null;
    } catch (error) {
      log('Poki: shareableURL failed; sharing without it.', error);
      return null;
    }
  };

  /** A share carries the game's poki.com link. */
  const share = async (payload: SharePayload): Promise<boolean> => {
    if (payload.url) return base.share(payload);
    const url = await shareLink();
    return base.share(url ? { ...payload, url } : payload);
  };

  return {
    ...base,
    name: 'poki',
    supports: fullScreenAdsOver(base, () => ready),
    async initialize() {
      await base.initialize();
      opened = true;
      let init: Promise<void>;
      try {
        init = Promise.resolve(sdk.init());
      } catch (error) {
        log('Poki: init threw; playing without ads.', error);
        return;
      }
      const settled = init.then(
        () => {
          ready = true;
        },
        (error: unknown) => {
          // The docs: an ad blocker most often; the game must go on.
          log('Poki: init rejected (an ad blocker?); playing without ads.', error);
        },
      );
      let timer: unknown = null;
      const gaveUp = new Promise<void>((resolve) => {
        timer = clock.setTimeout(() => {
          log('Poki: init has not answered yet; the game goes on (ads come on if it does).');
          resolve();
        }, POKI_INIT_TIMEOUT_MS);
      });
      await Promise.race([settled, gaveUp]);
      clock.clearTimeout(timer);
    },
    async start() {
      await base.start();
      if (loadingFinished) return;
      loadingFinished = true;
      tell('gameLoadingFinished');
    },
    gameplay: {
      start: () => tell('gameplayStart'),
      stop: () => tell('gameplayStop'),
      // Poki deprecated happyTime and no longer documents it: nothing to tell.
      happyTime: () => {},
    },
    ads: { rewarded, interstitial, banner: base.ads.banner },
    share,
    shareLink,
    invite: share,
  };
}
