// The web ad-break adapter (Google H5 Games Ads / Ad Placement API): one preroll at start-up, rewarded videos as
// 'reward' breaks, interstitials as 'next' / 'start' / 'browse' breaks by the moment, the player's sound switch
// told to adConfig; storage and the rest stay web.
import { realClock, type Clock } from './clock';
import type { BreakStatus, H5AdBreakApi, InterstitialBreakType, PlacementInfo } from './h5AdBreakApi';
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

/** How long a break may stay silent (no beforeAd, no adBreakDone) before it counts as no ad. */
export const H5_NO_ANSWER_MS = 5_000;

/** How long start-up waits for the preroll while the API has not even initialised (a blocked script). */
export const H5_PREROLL_NO_ANSWER_MS = H5_NO_ANSWER_MS;

/** The longest a started ad (or the preroll, once the API is up) may run before the game stops waiting. */
export const H5_SHOW_TIMEOUT_MS = AD_SHOW_TIMEOUT_MS;

/** The break name the standing reward offer is made under. */
export const H5_REWARD_BREAK_NAME = 'rewarded';

/**
 * The placement type of each moment the game shows an interstitial at: a won level leads to the next one
 * ('next'), a restart starts play again ('start'); every other placement opens a layer outside of play
 * (rank, settings, lose-time, ...: 'browse').
 */
export const H5_BREAK_TYPES: Readonly<Record<string, InterstitialBreakType>> = {
  next: 'next',
  win: 'next',
  restart: 'start',
};

/** The placement type for the game's `placement`. */
export function h5BreakType(placement: string): InterstitialBreakType {
  return H5_BREAK_TYPES[placement] ?? 'browse';
}

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
    case 'invalid':
    case 'error':
    case 'other':
      return 'failed';
  }
}

/** What an interstitial break's end means. */
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
    case 'invalid':
    case 'error':
    case 'other':
      return 'failed';
  }
}

/** Statuses that are the ordinary life of ads (shown, closed, none this time): info, not a warning. */
export const H5_QUIET_STATUSES: readonly BreakStatus[] = [
  'viewed',
  'dismissed',
  'notReady',
  'noAdPreloaded',
  'frequencyCapped',
  'ignored',
];

/** Logs how a break ended: the ordinary ends as info, the failures (timeout, invalid, error, other) through `log`. */
function reportBreak(log: PlatformLog, what: string, status: BreakStatus): void {
  const message = `H5 ads: ${what} ended ${status}.`;
  if (H5_QUIET_STATUSES.includes(status)) console.info(message);
  else log(message);
}

/** Whether ads may be asked for now: the API took adConfig and no preroll is running. */
interface AdGate {
  open(): boolean;
}

/** The rewarded slot: a standing reward break whose beforeReward hands over showAdFn (the "preloaded" ad). */
function createRewarded(api: H5AdBreakApi, gate: AdGate, clock: Clock, log: PlatformLog) {
  let state: 'idle' | 'offering' | 'ready' | 'showing' = 'idle';
  let showAdFn: (() => void) | null = null;
  let settle: ((result: RewardedResult) => void) | null = null;
  let wanted = false;

  const unit: AdUnit<RewardedResult> = {
    isReady: () => state === 'ready' && gate.open(),
    preload() {
      if (state !== 'idle') return;
      if (!gate.open()) {
        // Asked again once the preroll is over.
        wanted = true;
        return;
      }
      wanted = false;
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
            reportBreak(log, 'the reward break', info.breakStatus);
            if (state === 'showing') settle?.(rewardedOutcome(info.breakStatus));
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
      if (state !== 'ready' || !play || !gate.open()) return Promise.resolve('not-ready');
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
  return {
    unit,
    /** The preroll is over: make the offer that was asked for meanwhile. */
    resume() {
      if (wanted) unit.preload();
    },
  };
}

/** The interstitial slot: one break per show, typed by the moment; the SDK preloads on its own. */
function createInterstitial(
  api: H5AdBreakApi,
  gate: AdGate,
  sdkReady: () => boolean,
  clock: Clock,
  log: PlatformLog,
): AdUnit<InterstitialResult> {
  let showing = false;
  const ready = () => sdkReady() && gate.open() && !showing;
  return {
    isReady: ready,
    preload: () => {},
    show(placement) {
      if (!ready()) return Promise.resolve('not-ready');
      showing = true;
      const type = h5BreakType(placement);
      return new Promise<InterstitialResult>((resolve) => {
        let timer: unknown = null;
        const finish = (result: InterstitialResult) => {
          if (!showing) return;
          showing = false;
          clock.clearTimeout(timer);
          resolve(result);
        };
        const wait = (ms: number, result: InterstitialResult, why: string) => {
          clock.clearTimeout(timer);
          timer = clock.setTimeout(() => {
            log(`H5 ads: the ${type} break (${placement}) ${why}.`);
            finish(result);
          }, ms);
        };
        wait(H5_NO_ANSWER_MS, 'not-ready', 'never answered');
        try {
          api.adBreak({
            type,
            name: placement,
            // The ad service has already paused and muted the game before this show.
            beforeAd: () => wait(H5_SHOW_TIMEOUT_MS, 'failed', 'never ended'),
            adBreakDone: (info) => {
              reportBreak(log, `the ${type} break (${placement})`, info.breakStatus);
              finish(interstitialOutcome(info.breakStatus));
            },
          });
        } catch (error) {
          log(`H5 ads: adBreak threw for a ${type} break.`, error);
          finish('failed');
        }
      });
    },
  };
}

/**
 * The preroll: placed once per page load, in initialize, before the game renders its UI or plays sound. The
 * docs give it only adBreakDone, which starts the game. Start-up waits for it, but never forever: without an
 * answer and without the API's onReady (a blocked script) for H5_PREROLL_NO_ANSWER_MS, or H5_SHOW_TIMEOUT_MS in
 * all. Other ads wait until it has ended.
 */
function createPreroll(api: H5AdBreakApi, clock: Clock, log: PlatformLog, onEnd: () => void) {
  let state: 'none' | 'running' | 'done' = 'none';
  let release: (() => void) | null = null;
  let quiet: unknown = null;
  let cap: unknown = null;
  const letTheGameGo = () => {
    clock.clearTimeout(quiet);
    release?.();
    release = null;
  };
  const end = () => {
    if (state !== 'running') return;
    state = 'done';
    clock.clearTimeout(cap);
    letTheGameGo();
    onEnd();
  };
  return {
    running: () => state === 'running',
    /** Places the preroll (once) and resolves when it ended or the wait is over. */
    run(apiReady: boolean): Promise<void> {
      if (state !== 'none') return Promise.resolve();
      state = 'running';
      return new Promise<void>((resolve) => {
        release = resolve;
        if (!apiReady)
          quiet = clock.setTimeout(() => {
            log('H5 ads: no answer to the preroll yet; the game starts without waiting for it.');
            letTheGameGo();
          }, H5_PREROLL_NO_ANSWER_MS);
        cap = clock.setTimeout(() => {
          log('H5 ads: the preroll never ended; ads go on without it.');
          end();
        }, H5_SHOW_TIMEOUT_MS);
        try {
          api.adBreak({
            type: 'preroll',
            adBreakDone: (info) => {
              reportBreak(log, 'the preroll', info.breakStatus);
              end();
            },
          });
        } catch (error) {
          log('H5 ads: adBreak threw for the preroll.', error);
          end();
        }
      });
    },
    /** The API has initialised: the preroll will answer, so start-up waits for it (up to the cap). */
    apiReady() {
      clock.clearTimeout(quiet);
    },
  };
}

/** Wraps `base` (the web adapter: storage, leaderboard, share) with ads from the adConfig/adBreak globals. */
export function createH5AdBreakPlatform(api: H5AdBreakApi, base: Platform, options: H5AdBreakOptions = {}): Platform {
  const { clock = realClock, log = consoleLog } = options;
  let sdkReady = false;
  let configured = false;
  let failed = false;
  let sound: 'on' | 'off' = 'on';
  const gate: AdGate = { open: () => configured && !failed && !preroll.running() };
  const rewarded = createRewarded(api, gate, clock, log);
  const preroll = createPreroll(api, clock, log, () => rewarded.resume());
  const interstitial = createInterstitial(api, gate, () => sdkReady, clock, log);
  const adsOn = () => !failed;
  return {
    ...base,
    name: 'h5',
    supports: fullScreenAdsOver(base, adsOn),
    async initialize() {
      await base.initialize();
      if (configured || failed) return;
      try {
        api.adConfig({
          preloadAdBreaks: 'on',
          sound,
          onReady: () => {
            sdkReady = true;
            preroll.apiReady();
          },
        });
        configured = true;
      } catch (error) {
        failed = true;
        log('H5 ads: adConfig threw; ads stay off.', error);
        return;
      }
      await preroll.run(sdkReady);
    },
    soundSetting(on) {
      const next = on ? 'on' : 'off';
      if (next === sound) return;
      sound = next;
      if (!configured) return;
      try {
        // Only the sound: preloadAdBreaks may be set once, and onReady has been given.
        api.adConfig({ sound });
      } catch (error) {
        log('H5 ads: adConfig refused the sound setting.', error);
      }
    },
    ads: { rewarded: rewarded.unit, interstitial, banner: base.ads.banner },
  };
}
