// A fake of the CrazyGames HTML5 SDK v3 (`window.CrazyGames.SDK`), written from its documentation: init() resolves
// (or rejects) and only then is the SDK usable; `environment` says where it runs, and on a 'disabled' domain every
// later call throws; requestAd answers on a later macrotask with adStarted then adFinished when an ad plays, or
// adError({ code: 'unfilled' | 'other', message }) instead (no fill, adblock, a midgame inside the SDK's 3-minute
// spacing); hasAdblock() resolves a boolean; the game module records loading and gameplay events and keeps
// settings (muteAudio) with change listeners; the data module is localStorage-like.
// Bundled for the browser too (end-to-end tests), so it imports nothing but types.
import type {
  CrazyGamesAdCallbacks,
  CrazyGamesAdType,
  CrazyGamesApi,
  CrazyGamesEnvironment,
  CrazyGamesSettings,
} from '../../../../src/platform/crazyGamesApi';

/** How a requested ad ends: played to the end, no fill, an error, no answer at all, or started and never ended. */
export type CrazyGamesAdScript = 'finished' | 'unfilled' | 'other' | 'silent' | 'hang';

/** What the fake does. */
export interface CrazyGamesScript {
  environment: CrazyGamesEnvironment;
  /** init() rejects (the SDK could not start). */
  initFails: boolean;
  /** An adblocker: hasAdblock() resolves true and every ad request ends unfilled. */
  adblock: boolean;
  midgame: CrazyGamesAdScript;
  rewarded: CrazyGamesAdScript;
  /** How long an ad plays between adStarted and adFinished, ms (0: on the next macrotask). */
  adMs: number;
  /** A midgame requested within this time of the last one that played ends unfilled (the SDK's spacing). */
  midgameSpacingMs: number;
  /** The host's mute setting at start. */
  muteAudio: boolean;
  /** The fake's clock (for the midgame spacing). */
  now: () => number;
}

const DISABLED_MESSAGE = 'CrazySDK is disabled on this domain';

/** The fake SDK and what it saw. */
export function createCrazyGamesFake(script: Partial<CrazyGamesScript> = {}) {
  const s: CrazyGamesScript = {
    environment: 'crazygames',
    initFails: false,
    adblock: false,
    midgame: 'finished',
    rewarded: 'finished',
    adMs: 0,
    midgameSpacingMs: 180_000,
    muteAudio: false,
    now: () => Date.now(),
    ...script,
  };
  const calls: string[] = [];
  /** The callbacks the fake made, in order (adStarted:type, adFinished:type, adError:code). */
  const events: string[] = [];
  const store = new Map<string, string>();
  const settingsListeners = new Set<(settings: CrazyGamesSettings) => void>();
  let started = false;
  let playing = false;
  let lastMidgameAt = -Infinity;
  const settings: CrazyGamesSettings = { muteAudio: s.muteAudio, disableChat: false };

  /** Records a call, and throws as the SDK does before init or on a disabled domain. */
  const record = (name: string) => {
    calls.push(name);
    if (!started) throw new Error('CrazySDK is not initialized');
    if (s.environment === 'disabled') throw new Error(DISABLED_MESSAGE);
  };
  const later = (callback: () => void, ms = 0) => void setTimeout(callback, ms);

  const requestAd = (type: CrazyGamesAdType, callbacks: CrazyGamesAdCallbacks = {}) => {
    record(`requestAd:${type}`);
    const fail = (code: 'unfilled' | 'other', message: string) =>
      later(() => {
        events.push(`adError:${code}`);
        callbacks.adError?.({ code, message });
      });
    if (playing) return fail('other', 'An ad request is already in progress');
    const outcome = type === 'midgame' ? s.midgame : s.rewarded;
    if (s.adblock) return fail('unfilled', 'No ad available');
    if (type === 'midgame' && s.now() - lastMidgameAt < s.midgameSpacingMs) return fail('unfilled', 'No ad available');
    if (outcome === 'unfilled') return fail('unfilled', 'No ad available');
    if (outcome === 'other') return fail('other', 'Ad error');
    if (outcome === 'silent') return;
    playing = true;
    later(() => {
      if (type === 'midgame') lastMidgameAt = s.now();
      events.push(`adStarted:${type}`);
      callbacks.adStarted?.();
      if (outcome === 'hang') return;
      later(() => {
        playing = false;
        events.push(`adFinished:${type}`);
        callbacks.adFinished?.();
      }, s.adMs);
    });
  };

  const sdk: CrazyGamesApi = {
    async init() {
      calls.push('init');
      if (s.initFails) throw new Error('CrazyGames SDK failed to initialise');
      started = true;
    },
    get environment() {
      return s.environment;
    },
    ad: {
      requestAd,
      async hasAdblock() {
        record('hasAdblock');
        return s.adblock;
      },
    },
    game: {
      loadingStart: () => record('loadingStart'),
      loadingStop: () => record('loadingStop'),
      gameplayStart: () => record('gameplayStart'),
      gameplayStop: () => record('gameplayStop'),
      happytime: () => record('happytime'),
      get settings() {
        return { ...settings };
      },
      addSettingsChangeListener(listener) {
        record('addSettingsChangeListener');
        settingsListeners.add(listener);
      },
      removeSettingsChangeListener(listener) {
        record('removeSettingsChangeListener');
        settingsListeners.delete(listener);
      },
    },
    data: {
      getItem(key) {
        record(`data.getItem:${key}`);
        return store.get(key) ?? null;
      },
      setItem(key, value) {
        record(`data.setItem:${key}`);
        store.set(key, String(value));
      },
      removeItem(key) {
        record(`data.removeItem:${key}`);
        store.delete(key);
      },
      clear() {
        record('data.clear');
        store.clear();
      },
    },
  };

  /** The host changes its settings (the player mutes the site): listeners hear the new settings. */
  const changeSettings = (next: Partial<CrazyGamesSettings>) => {
    Object.assign(settings, next);
    for (const listener of [...settingsListeners]) listener({ ...settings });
  };

  return { sdk, script: s, calls, events, store, changeSettings };
}

/** The fake handle. */
export type CrazyGamesFake = ReturnType<typeof createCrazyGamesFake>;

/** Puts the fake where the SDK script puts itself: `window.CrazyGames.SDK`. */
export function installCrazyGamesFake(win: Record<string, unknown>, script: Partial<CrazyGamesScript> = {}) {
  const fake = createCrazyGamesFake(script);
  const root = (typeof win.CrazyGames === 'object' && win.CrazyGames !== null ? win.CrazyGames : {}) as Record<
    string,
    unknown
  >;
  root.SDK = fake.sdk;
  win.CrazyGames = root;
  return fake;
}
