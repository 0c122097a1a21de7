// A fake of the GameDistribution HTML5 SDK (`window.gdsdk`), written from its documentation (the GD-HTML5 README's
// event tables and the wiki): the SDK reads `window.GD_OPTIONS` when its script runs and reports everything to
// `GD_OPTIONS.onEvent({ name, message, status })`: SDK_READY once it is up (or SDK_ERROR, then SDK_GAME_START);
// showAd() plays an interstitial, showAd('rewarded') a rewarded ad: SDK_GAME_PAUSE when the ad covers the game,
// SDK_REWARDED_WATCH_COMPLETE when a rewarded ad was watched completely, SDK_GAME_START after every ad (played or
// not), then the promise resolves; when no ad plays it rejects with a reason string instead (ads disabled, an
// interstitial requested too soon after the last, blocked, an ad error). preloadAd('rewarded') resolves when a
// rewarded ad is available and rejects when none is.
// Bundled for the browser too (end-to-end tests), so it imports nothing but types.
import type {
  GameDistributionAdType,
  GameDistributionApi,
  GameDistributionEvent,
  GameDistributionOptions,
} from '../../../../src/platform/gameDistributionApi';

/** How an ad request ends. */
export type GameDistributionAdScript =
  /** Rewarded: watched completely (reward). Interstitial: shown. */
  | 'watched'
  /** Rewarded only: closed early (showAd resolves, no reward event). */
  | 'skipped'
  /** No ad to show (an AD_ERROR, then a rejection). */
  | 'nofill'
  /** The ad errored (an AD_ERROR, then a rejection). */
  | 'error'
  /** Ads are disabled for this game or domain (rejection). */
  | 'disabled'
  /** The game or domain is blocked (rejection). */
  | 'blocked'
  /** The game is paused for the ad and showAd never settles. */
  | 'hang'
  /** Nothing at all: no event, showAd never settles. */
  | 'silent';

/** What the fake does. */
export interface GameDistributionScript {
  /** How the SDK starts: SDK_READY, SDK_ERROR (then SDK_GAME_START), or nothing. */
  sdk: 'ready' | 'error' | 'silent';
  /** A preroll right after SDK_READY (SDK_GAME_PAUSE, then SDK_GAME_START after adMs), as GD may play one. */
  preroll: boolean;
  /** Whether preloadAd('rewarded') finds a rewarded ad. */
  rewardedFill: boolean;
  rewarded: GameDistributionAdScript;
  interstitial: GameDistributionAdScript;
  /** The SDK's interstitial spacing: showAd() within this time of the last ad rejects "too soon" (0: none). */
  midrollMs: number;
  /** How long an ad plays between SDK_GAME_PAUSE and SDK_GAME_START, ms (0: on the next macrotask). */
  adMs: number;
  /** SDK_REWARDED_WATCH_COMPLETE comes just after showAd resolved instead of before. */
  rewardEventLate: boolean;
  /** The fake's clock (for the interstitial spacing). */
  now: () => number;
}

/** The fake SDK, reporting to `options.onEvent`, and what it saw. */
export function createGameDistributionFake(
  script: Partial<GameDistributionScript> = {},
  options: Partial<GameDistributionOptions> = {},
) {
  const s: GameDistributionScript = {
    sdk: 'ready',
    preroll: false,
    rewardedFill: true,
    rewarded: 'watched',
    interstitial: 'watched',
    midrollMs: 0,
    adMs: 0,
    rewardEventLate: false,
    now: () => Date.now(),
    ...script,
  };
  const calls: string[] = [];
  /** Every event sent to onEvent, by name, in order. */
  const sent: string[] = [];
  let ready = false;
  let playing = false;
  let lastAdAt = -Infinity;
  const later = (callback: () => void, ms = 0) => void setTimeout(callback, ms);
  // The SDK keeps the onEvent it was given when its script ran; a later change to GD_OPTIONS is not seen.
  const onEvent = options.onEvent;
  const emit = (name: string, message = '', status = 'success') => {
    sent.push(name);
    const event: GameDistributionEvent = { name, message, status };
    try {
      onEvent?.(event);
    } catch {
      // The SDK logs a developer's throwing onEvent and goes on.
    }
  };

  /** The SDK's start-up, on a later macrotask (its script fetches the game's data first). */
  const boot = () =>
    later(() => {
      if (s.sdk === 'silent') return;
      if (s.sdk === 'error') {
        emit('SDK_ERROR', 'Blocked: game data could not be loaded', 'error');
        emit('SDK_GAME_START', 'Blocked: game data could not be loaded', 'warning');
        return;
      }
      ready = true;
      emit('SDK_READY', 'Everything is ready.');
      if (!s.preroll) return;
      playing = true;
      emit('SDK_GAME_PAUSE', 'New advertisements requested and loaded');
      later(() => {
        playing = false;
        lastAdAt = s.now();
        emit('SDK_GAME_START', 'Advertisement(s) are done. Start / resume the game.');
      }, s.adMs);
    });

  const showAd = (adType?: GameDistributionAdType) => {
    calls.push(adType ? `showAd:${adType}` : 'showAd');
    return new Promise<string>((resolve, reject) => {
      const refuse = (reason: string, adError = false) => {
        if (adError) emit('AD_ERROR', reason, 'warning');
        emit('SDK_GAME_START', reason, 'warning');
        reject(reason);
      };
      later(() => {
        if (s.sdk === 'silent') return; // showAd waits for the SDK forever
        if (!ready) return refuse('Advertisements are disabled.');
        if (playing) return refuse('An advertisement is already playing.');
        const rewarded = adType === 'rewarded';
        const outcome = rewarded ? s.rewarded : s.interstitial;
        if (outcome === 'silent') return;
        if (outcome === 'disabled')
          return refuse(rewarded ? 'Rewarded ads are disabled.' : 'Advertisements are disabled.');
        if (outcome === 'blocked') return refuse('Game or domain is blocked.');
        if (!rewarded && s.now() - lastAdAt < s.midrollMs) return refuse('The advertisement was requested too soon.');
        if (outcome === 'nofill' || (rewarded && !s.rewardedFill)) return refuse('No ad available.', true);
        if (outcome === 'error') return refuse('VAST media file loading reached a timeout.', true);
        playing = true;
        emit('SDK_GAME_PAUSE', 'New advertisements requested and loaded');
        if (outcome === 'hang') return;
        later(() => {
          playing = false;
          lastAdAt = s.now();
          const reward = rewarded && outcome === 'watched';
          if (reward && !s.rewardEventLate) emit('SDK_REWARDED_WATCH_COMPLETE', 'Rewarded ad watched completely.');
          emit('SDK_GAME_START', 'Advertisement(s) are done. Start / resume the game.');
          resolve('');
          if (reward && s.rewardEventLate)
            later(() => emit('SDK_REWARDED_WATCH_COMPLETE', 'Rewarded ad watched completely.'));
        }, s.adMs);
      });
    });
  };

  const sdk: GameDistributionApi = {
    showAd,
    preloadAd(adType) {
      calls.push(`preloadAd:${adType}`);
      return new Promise((resolve, reject) =>
        later(() => {
          if (s.sdk === 'silent') return;
          if (!ready) return reject('Advertisements are disabled.');
          if (adType === 'rewarded' && s.rewarded === 'disabled') return reject('Rewarded ads are disabled.');
          if (adType === 'rewarded' && !s.rewardedFill) return reject('No ad available.');
          resolve('');
        }),
      );
    },
  };

  return { sdk, script: s, calls, sent, boot, emit };
}

/** The fake handle. */
export type GameDistributionFake = ReturnType<typeof createGameDistributionFake>;

/**
 * Does what the SDK's script does when it runs: reads `win.GD_OPTIONS` (set by the page before), creates
 * `win.gdsdk`, and starts up (SDK_READY or SDK_ERROR to GD_OPTIONS.onEvent on a later macrotask).
 */
export function installGameDistributionFake(
  win: Record<string, unknown>,
  script: Partial<GameDistributionScript> = {},
) {
  const options = (win.GD_OPTIONS ?? {}) as Partial<GameDistributionOptions>;
  const fake = createGameDistributionFake(script, options);
  win.gdsdk = fake.sdk;
  fake.boot();
  return fake;
}
