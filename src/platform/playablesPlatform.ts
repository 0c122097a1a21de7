// The YouTube Playables adapter: firstFrameReady when the loading screen shows, gameReady when loading is done,
// YouTube's pause/resume and audio setting, its language, the best score through sendScore, interstitial and
// rewarded ads through ytgame.ads (where YouTube offers them), and every record of the game in ONE cloud save:
// a JSON object of all keys, read once with loadData and written with saveData (coalesced, throttled, never
// over 3 MiB, and never written over a cloud save it could not read).
import { realClock, type Clock } from './clock';
import { createLifecycle } from './lifecycle';
import {
  PLAYABLES_SAVE_LIMIT_BYTES,
  playablesErrorType,
  utf8Size,
  type PlayablesAds,
  type PlayablesApi,
} from './playablesApi';
import {
  AD_SHOW_TIMEOUT_MS,
  consoleLog,
  type AdUnit,
  type HostStorage,
  type InterstitialResult,
  type LeaderboardApi,
  type Platform,
  type PlatformLog,
  type RewardedResult,
} from './platform';
import { fullScreenAdsOver } from './unsupported';
import { createSaveThrottle } from './saveThrottle';
import { LEADERBOARD_KEY, WEB_ALL_DATA_KEY } from './webPlatform';

/** The shortest time between two saveData calls (no rate is documented: ours, so saves never spam). */
export const PLAYABLES_SAVE_INTERVAL_MS = 5_000;

/** How long the cloud save may take to load before the game plays on without it. */
export const PLAYABLES_LOAD_TIMEOUT_MS = 10_000;

/** The longest an ad request may stay unanswered before the game gives up on it. */
export const PLAYABLES_SHOW_TIMEOUT_MS = AD_SHOW_TIMEOUT_MS;

/** The cloud-save key of the allData string (the web's key name, inside the one cloud object). */
export const PLAYABLES_ALL_DATA_KEY = WEB_ALL_DATA_KEY;

/**
 * Where the cloud save stands: not read yet; read (writes go to it); the read failed (nothing is written
 * unless a later read finds it empty); or this visit's records stay in memory only (the cloud save could not
 * be read as ours, or was read only after this visit had changed records: writing would wipe it).
 */
export type CloudSaveState = 'unloaded' | 'loaded' | 'failed' | 'memory-only';

/** The game's records in the one cloud save. */
export interface PlayablesCloudStorage extends HostStorage {
  /** Reads the cloud save (once; later calls share it). Never rejects. */
  load(): Promise<void>;
  /** Writes waiting changes now (pause, page hidden). */
  flush(): Promise<void>;
  state(): CloudSaveState;
}

/** Options of {@link createPlayablesCloudStorage}. */
export interface CloudStorageOptions {
  clock?: Clock;
  log?: PlatformLog;
  intervalMs?: number;
  loadTimeoutMs?: number;
}

/** How a promise raced against a timeout ended. */
type Outcome<T> = { kind: 'value'; value: T } | { kind: 'error'; error: unknown } | { kind: 'timeout' };

/** Waits for `promise` at most `ms` on `clock`; never rejects. */
function within<T>(promise: Promise<T>, ms: number, clock: Clock): Promise<Outcome<T>> {
  return new Promise<Outcome<T>>((resolve) => {
    const timer = clock.setTimeout(() => resolve({ kind: 'timeout' }), ms);
    promise.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve({ kind: 'value', value });
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        resolve({ kind: 'error', error });
      },
    );
  });
}

/** The records in a loaded text: '' is a new player (no records); null when it is not an object of ours. */
function parseCloud(raw: unknown): Record<string, unknown> | null {
  if (raw === '' || raw === undefined || raw === null) return {};
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The cloud save over ytgame.game.loadData / saveData. */
export function createPlayablesCloudStorage(
  game: PlayablesApi['game'],
  options: CloudStorageOptions = {},
): PlayablesCloudStorage {
  const {
    clock = realClock,
    log = consoleLog,
    intervalMs = PLAYABLES_SAVE_INTERVAL_MS,
    loadTimeoutMs = PLAYABLES_LOAD_TIMEOUT_MS,
  } = options;
  let state: CloudSaveState = 'unloaded';
  // Values other than strings (not written by this game) are kept as they are and written back unchanged.
  let records: Record<string, unknown> = {};
  let changed = false;
  let loading: Promise<void> | null = null;
  let unanswered: Promise<string> | null = null;
  let scheduled = false;

  /** One loadData at a time: a read that timed out is waited for again rather than asked twice. Throws on failure. */
  const read = async (): Promise<string> => {
    let pending = unanswered;
    if (!pending) {
      const asked = Promise.resolve().then(() => game.loadData());
      pending = unanswered = asked;
      const done = () => {
        if (unanswered === asked) unanswered = null;
      };
      asked.then(done, done);
    }
    const outcome = await within(pending, loadTimeoutMs, clock);
    if (outcome.kind === 'value') return outcome.value;
    throw outcome.kind === 'error' ? outcome.error : new Error(`loadData gave no answer in ${loadTimeoutMs} ms`);
  };

  const goMemoryOnly = (why: string) => {
    state = 'memory-only';
    log(`YouTube Playables: ${why}; it is left as it is, and this visit's progress is not saved.`);
  };

  const load = (): Promise<void> => {
    loading ??= (async () => {
      try {
        const cloud = parseCloud(await read());
        if (!cloud) return goMemoryOnly('the cloud save is not one this game wrote');
        // Records set before the read finished stand over the cloud's.
        records = { ...cloud, ...records };
        state = 'loaded';
      } catch (error) {
        state = 'failed';
        log('YouTube Playables: loading the cloud save failed; playing on without writing over it.', error);
      }
    })();
    return loading;
  };

  /** After a failed load, one more read before the first write: only an empty cloud save may be written. */
  const readAgain = async () => {
    const cloud = parseCloud(await read());
    if (!cloud) return goMemoryOnly('the cloud save is not one this game wrote');
    if (Object.keys(cloud).length > 0) return goMemoryOnly('the cloud save could be read only after this visit began');
    state = 'loaded';
  };

  const throttle = createSaveThrottle(
    async () => {
      await load();
      if (state === 'failed') await readAgain();
      if (state !== 'loaded') return;
      const text = JSON.stringify(records);
      if (utf8Size(text) > PLAYABLES_SAVE_LIMIT_BYTES) {
        // saveData would refuse it every time; the last good cloud copy stays.
        log('YouTube Playables: the save is over the 3 MiB a cloud save may hold; it was not sent.');
        return;
      }
      await game.saveData(text);
    },
    { clock, log, intervalMs },
  );

  const hand = () => {
    scheduled = false;
    if (changed) throttle.save(JSON.stringify(records));
  };

  return {
    getItem(key) {
      const value = records[key];
      return typeof value === 'string' ? value : null;
    },
    setItem(key, value) {
      if (records[key] === value) return;
      records[key] = value;
      changed = true;
      // Records set together go out together.
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(hand);
    },
    load,
    async flush() {
      if (scheduled) hand();
      await throttle.flush();
    },
    state: () => state,
  };
}

/** Options of {@link createPlayablesPlatform}. */
export interface PlayablesOptions {
  log?: PlatformLog;
  clock?: Clock;
  /** The shortest time between two saveData calls; {@link PLAYABLES_SAVE_INTERVAL_MS} by default. */
  saveIntervalMs?: number;
  /** How long the first loadData may take; {@link PLAYABLES_LOAD_TIMEOUT_MS} by default. */
  loadTimeoutMs?: number;
}

/** The ad functions when YouTube offers them here (inside Playables, with the ads namespace). */
function adsOf(sdk: PlayablesApi): PlayablesAds | null {
  const ads = sdk.ads;
  return sdk.IN_PLAYABLES_ENV === true &&
    typeof ads?.requestInterstitialAd === 'function' &&
    typeof ads.requestRewardedAd === 'function'
    ? ads
    : null;
}

/** Wraps `base` (the web adapter: share) with the YouTube Playables SDK; `sdk` is the `ytgame` global. */
export function createPlayablesPlatform(sdk: PlayablesApi, base: Platform, options: PlayablesOptions = {}): Platform {
  const { log = consoleLog, clock = realClock } = options;
  const storage = createPlayablesCloudStorage(sdk.game, {
    clock,
    log,
    intervalMs: options.saveIntervalMs,
    loadTimeoutMs: options.loadTimeoutMs,
  });
  const lifecycle = createLifecycle();
  const audioListeners = new Set<(enabled: boolean) => void>();
  const ads = adsOf(sdk);
  let initialized = false;
  let framed = false;
  let gameReady = false;
  let busy = false;

  const attempt = (what: string, run: () => void) => {
    try {
      run();
    } catch (error) {
      log(`YouTube Playables: ${what} threw.`, error);
    }
  };

  const firstFrame = () => {
    if (framed) return;
    framed = true;
    attempt('firstFrameReady', () => sdk.game.firstFrameReady());
  };

  // The SDK is loaded before the game's code, so YouTube's events are heard from the start.
  const pause = () => {
    void storage.flush();
    lifecycle.pause();
  };
  attempt('onPause', () => void sdk.system.onPause(pause));
  attempt('onResume', () => void sdk.system.onResume(() => lifecycle.resume()));
  attempt(
    'onAudioEnabledChange',
    () =>
      void sdk.system.onAudioEnabledChange((enabled) => {
        for (const listener of [...audioListeners]) {
          try {
            listener(enabled);
          } catch (error) {
            log('YouTube Playables: an audio listener failed.', error);
          }
        }
      }),
  );
  base.onPause(pause);
  base.onResume(() => lifecycle.resume());

  /** Runs one ad request under the show timeout; never rejects. */
  const request = async <R>(
    kind: string,
    placement: string,
    ask: (api: PlayablesAds) => Promise<R>,
    notReady: R,
    failed: R,
  ): Promise<R> => {
    if (!ads || !initialized || busy) return notReady;
    busy = true;
    const outcome = await within(
      Promise.resolve().then(() => ask(ads)),
      PLAYABLES_SHOW_TIMEOUT_MS,
      clock,
    );
    busy = false;
    if (outcome.kind === 'value') return outcome.value;
    if (outcome.kind === 'timeout') {
      log(`YouTube Playables: ${kind} (${placement}) never answered.`);
      return failed;
    }
    const type = playablesErrorType(outcome.error);
    if (type === 'API_UNAVAILABLE') {
      console.info(`YouTube Playables: no ${kind} (${placement}) now.`);
      return notReady;
    }
    log(`YouTube Playables: ${kind} (${placement}) failed (${type}).`, outcome.error);
    return failed;
  };

  const adReady = () => ads !== null && initialized && !busy;

  const rewarded: AdUnit<RewardedResult> = {
    isReady: adReady,
    // YouTube loads its ads itself.
    preload: () => {},
    show: (placement) =>
      request<RewardedResult>(
        'rewarded ad',
        placement,
        // The placement names the reward; false: the player did not meet the conditions for it.
        async (api) => ((await api.requestRewardedAd(placement || 'reward')) ? 'rewarded' : 'interrupted'),
        'not-ready',
        'failed',
      ),
  };

  const interstitial: AdUnit<InterstitialResult> = {
    isReady: adReady,
    preload: () => {},
    show: (placement) =>
      request<InterstitialResult>(
        'interstitial',
        placement,
        // YouTube does not tell whether one was shown; the request went through.
        async (api) => {
          await api.requestInterstitialAd();
          return 'shown';
        },
        'not-ready',
        'failed',
      ),
  };

  /** The best score, kept in the cloud save (no other storage is allowed), and sent to YouTube. */
  const readBest = (): number => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(LEADERBOARD_KEY) ?? '{}');
      const best = Number((parsed as { best?: unknown } | null)?.best);
      return Number.isFinite(best) && best > 0 ? best : 0;
    } catch {
      return 0;
    }
  };
  const leaderboard: LeaderboardApi = {
    async postScore(score) {
      if (!Number.isFinite(score) || score <= readBest()) return;
      storage.setItem(LEADERBOARD_KEY, JSON.stringify({ best: score, at: clock.now() }));
      try {
        await sdk.engagement.sendScore({ value: Math.min(Number.MAX_SAFE_INTEGER, Math.floor(score)) });
      } catch (error) {
        log(`YouTube Playables: sending the score failed (${playablesErrorType(error)}).`, error);
      }
    },
    async getRank() {
      const best = readBest();
      return best > 0 ? { rank: 1, score: best } : { rank: null, score: null };
    },
  };

  return {
    ...base,
    name: 'playables',
    supports: fullScreenAdsOver(base, () => ads !== null),
    async initialize() {
      await base.initialize();
      await storage.load();
      initialized = true;
    },
    setLoadingProgress() {
      // YouTube takes no progress; the first call means the loading screen shows.
      firstFrame();
    },
    async start() {
      await base.start();
      firstFrame();
      if (gameReady) return;
      gameReady = true;
      attempt('gameReady', () => sdk.game.gameReady());
    },
    audio: {
      enabled() {
        try {
          return sdk.system.isAudioEnabled() !== false;
        } catch (error) {
          log('YouTube Playables: isAudioEnabled threw.', error);
          return true;
        }
      },
      onChange(listener) {
        audioListeners.add(listener);
        return () => void audioListeners.delete(listener);
      },
    },
    async language() {
      try {
        const tag = await sdk.system.getLanguage();
        return typeof tag === 'string' && tag !== '' ? tag : null;
      } catch (error) {
        log('YouTube Playables: getLanguage failed.', error);
        return null;
      }
    },
    saveStorage: () => storage,
    async loadData() {
      await storage.load();
      return storage.getItem(PLAYABLES_ALL_DATA_KEY);
    },
    saveData: (allData) => storage.setItem(PLAYABLES_ALL_DATA_KEY, allData),
    flushData: () => storage.flush(),
    ads: { rewarded, interstitial, banner: base.ads.banner },
    leaderboard,
    onPause: lifecycle.onPause,
    onResume: lifecycle.onResume,
  };
}
