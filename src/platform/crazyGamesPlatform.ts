// The CrazyGames adapter (HTML5 SDK v3): video ads through requestAd ('midgame' for interstitials, 'rewarded'),
// loading and gameplay events, the host's mute setting, and saves through the SDK's data module; the rest is web.
import { realClock, type Clock } from './clock';
import {
  crazyGamesErrorCode,
  crazyGamesUsable,
  type CrazyGamesAdErrorCode,
  type CrazyGamesAdType,
  type CrazyGamesApi,
  type CrazyGamesSettings,
} from './crazyGamesApi';
import {
  AD_SHOW_TIMEOUT_MS,
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
 * How long a request may stay unanswered (no adStarted, no adError) before it counts as no ad. The ads guidelines
 * say the SDK answers within five seconds; twice that leaves room for a slow page.
 */
export const CG_NO_ANSWER_MS = 10_000;

/** The longest a started ad may run before the game stops waiting for adFinished. */
export const CG_SHOW_TIMEOUT_MS = AD_SHOW_TIMEOUT_MS;

/**
 * The SDK's own spacing of midgame ads (CrazyGames' documentation: none within 3 minutes of the last). A midgame
 * request it leaves unfilled within this time of the last one that played reads as rate-limited, not as no fill.
 */
export const CG_MIDGAME_SPACING_MS = 180_000;

/** Options of {@link createCrazyGamesPlatform}. */
export interface CrazyGamesOptions {
  log?: PlatformLog;
  clock?: Clock;
}

/** How one requestAd ended. */
type AdEnd =
  | { kind: 'finished' }
  | { kind: 'error'; code: CrazyGamesAdErrorCode; error: unknown }
  | { kind: 'silent' }
  | { kind: 'timeout' }
  | { kind: 'threw'; error: unknown };

/** Wraps `base` (the web adapter: leaderboard, share, device storage) with the CrazyGames SDK. */
export function createCrazyGamesPlatform(
  sdk: CrazyGamesApi,
  base: Platform,
  options: CrazyGamesOptions = {},
): Platform {
  const { log = consoleLog, clock = realClock } = options;
  /** 'starting' until init settles; 'off' when it failed or the SDK is disabled on this domain. */
  let state: 'starting' | 'ready' | 'off' = 'starting';
  let adblock = false;
  let showing = false;
  let lastMidgameAt = -Infinity;
  let loading: 'not-yet' | 'started' | 'done' = 'not-yet';
  let playing = false;
  let muted = false;
  const audioListeners = new Set<(enabled: boolean) => void>();

  const usable = () => state === 'ready';
  /** Calls the SDK only when it is up; a throwing call is logged, never passed on. */
  const tell = (name: string, call: () => void): boolean => {
    if (!usable()) return false;
    try {
      call();
      return true;
    } catch (error) {
      log(`CrazyGames: ${name} failed.`, error);
      return false;
    }
  };

  /** One requestAd, guarded against a callback that never comes and against callbacks after the end. */
  const play = (type: CrazyGamesAdType) =>
    new Promise<AdEnd>((resolve) => {
      let done = false;
      let timer: unknown = null;
      const finish = (end: AdEnd) => {
        if (done) return;
        done = true;
        clock.clearTimeout(timer);
        resolve(end);
      };
      const wait = (ms: number, end: AdEnd) => {
        clock.clearTimeout(timer);
        timer = clock.setTimeout(() => finish(end), ms);
      };
      wait(CG_NO_ANSWER_MS, { kind: 'silent' });
      try {
        sdk.ad.requestAd(type, {
          adStarted() {
            if (done) return;
            if (type === 'midgame') lastMidgameAt = clock.now();
            wait(CG_SHOW_TIMEOUT_MS, { kind: 'timeout' });
          },
          adFinished: () => finish({ kind: 'finished' }),
          adError: (error) => finish({ kind: 'error', code: crazyGamesErrorCode(error), error }),
        });
      } catch (error) {
        finish({ kind: 'threw', error });
      }
    });

  /** Runs one ad while no other plays; 'busy' when one does or the SDK is not up. */
  const showOnce = async (type: CrazyGamesAdType): Promise<AdEnd | 'busy'> => {
    if (showing || !usable() || adblock) return 'busy';
    showing = true;
    try {
      return await play(type);
    } finally {
      showing = false;
    }
  };

  const isReady = () => usable() && !adblock && !showing;

  const rewarded: AdUnit<RewardedResult> = {
    isReady,
    // The SDK has no preload: each request runs its own auction.
    preload: () => {},
    async show(placement) {
      const end = await showOnce('rewarded');
      if (end === 'busy') return 'not-ready';
      switch (end.kind) {
        case 'finished':
          return 'rewarded';
        case 'error':
          if (end.code === 'unfilled') {
            console.info(`CrazyGames: no rewarded ad for ${placement} (unfilled).`);
            return 'not-ready';
          }
          log(`CrazyGames: rewarded ad (${placement}) failed.`, end.error);
          return 'failed';
        case 'silent':
          log(`CrazyGames: rewarded ad (${placement}) got no answer in ${CG_NO_ANSWER_MS} ms.`);
          return 'not-ready';
        case 'timeout':
          log(`CrazyGames: rewarded ad (${placement}) never finished; no reward.`);
          return 'failed';
        case 'threw':
          log(`CrazyGames: requestAd threw for a rewarded ad (${placement}).`, end.error);
          return 'failed';
      }
    },
  };

  const interstitial: AdUnit<InterstitialResult> = {
    isReady,
    preload: () => {},
    async show(placement) {
      const end = await showOnce('midgame');
      if (end === 'busy') return 'not-ready';
      switch (end.kind) {
        case 'finished':
          return 'shown';
        case 'error':
          if (end.code === 'unfilled') {
            const spaced = clock.now() - lastMidgameAt < CG_MIDGAME_SPACING_MS;
            console.info(`CrazyGames: no midgame ad for ${placement} (${spaced ? 'too soon' : 'unfilled'}).`);
            return spaced ? 'rate-limited' : 'not-ready';
          }
          log(`CrazyGames: midgame ad (${placement}) failed.`, end.error);
          return 'failed';
        case 'silent':
          log(`CrazyGames: midgame ad (${placement}) got no answer in ${CG_NO_ANSWER_MS} ms.`);
          return 'not-ready';
        case 'timeout':
          log(`CrazyGames: midgame ad (${placement}) never finished.`);
          return 'failed';
        case 'threw':
          log(`CrazyGames: requestAd threw for a midgame ad (${placement}).`, end.error);
          return 'failed';
      }
    },
  };

  const applySettings = (settings: CrazyGamesSettings | undefined) => {
    const next = settings?.muteAudio === true;
    if (next === muted) return;
    muted = next;
    for (const listener of [...audioListeners]) {
      try {
        listener(!muted);
      } catch (error) {
        log('CrazyGames: a sound listener failed.', error);
      }
    }
  };

  return {
    ...base,
    name: 'crazygames',
    supports: fullScreenAdsOver(base, usable),
    async initialize() {
      await base.initialize();
      try {
        await sdk.init();
      } catch (error) {
        state = 'off';
        log('CrazyGames: the SDK failed to start; playing without ads.', error);
        return;
      }
      let environment: unknown;
      try {
        environment = sdk.environment;
      } catch (error) {
        log('CrazyGames: the SDK has no environment.', error);
      }
      if (!crazyGamesUsable(environment)) {
        state = 'off';
        log(`CrazyGames: the SDK is disabled here (environment ${String(environment)}); no ads, device storage.`);
        return;
      }
      state = 'ready';
      try {
        void sdk.ad
          .hasAdblock()
          .then((blocked) => {
            adblock = blocked === true;
            if (adblock) console.info('CrazyGames: an adblocker is on; no ads are offered.');
          })
          .catch((error: unknown) => log('CrazyGames: adblock detection failed.', error));
      } catch (error) {
        log('CrazyGames: adblock detection threw.', error);
      }
      tell('reading the settings', () => {
        applySettings(sdk.game.settings);
        sdk.game.addSettingsChangeListener?.(applySettings);
      });
    },
    setLoadingProgress() {
      if (loading !== 'not-yet') return;
      if (tell('loadingStart', () => sdk.game.loadingStart())) loading = 'started';
    },
    async start() {
      await base.start();
      if (loading !== 'started') return;
      loading = 'done';
      tell('loadingStop', () => sdk.game.loadingStop());
    },
    gameplay: {
      start() {
        if (playing) return;
        playing = tell('gameplayStart', () => sdk.game.gameplayStart());
      },
      stop() {
        if (!playing) return;
        playing = false;
        tell('gameplayStop', () => sdk.game.gameplayStop());
      },
      happyTime: () => void tell('happytime', () => sdk.game.happytime()),
    },
    audio: {
      enabled: () => !muted,
      onChange(listener) {
        audioListeners.add(listener);
        return () => void audioListeners.delete(listener);
      },
    },
    saveStorage(): HostStorage | null {
      if (!usable()) return null;
      const data = sdk.data;
      return {
        getItem: (key) => data.getItem(key),
        setItem: (key, value) => data.setItem(key, value),
      };
    },
    ads: { rewarded, interstitial, banner: base.ads.banner },
  };
}
