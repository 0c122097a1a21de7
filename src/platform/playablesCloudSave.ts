// YouTube Playables' cloud save for the game: every record of the game in ONE cloud save, a JSON object of all
// keys, read once with ytgame.game.loadData and written with saveData (coalesced, throttled, never over 3 MiB,
// and never written over a cloud save it could not read). The adapter (playablesPlatform.ts) hands it to the game.
import { realClock, type Clock } from './clock';
import { PLAYABLES_SAVE_LIMIT_BYTES, utf8Size, type PlayablesApi } from './playablesApi';
import { consoleLog, type HostStorage, type PlatformLog } from './platform';
import { createSaveThrottle } from './saveThrottle';
import { WEB_ALL_DATA_KEY } from './webPlatform';

/** The shortest time between two saveData calls (no rate is documented: ours, so saves never spam). */
export const PLAYABLES_SAVE_INTERVAL_MS = 5_000;

/** How long the cloud save may take to load before the game plays on without it. */
export const PLAYABLES_LOAD_TIMEOUT_MS = 10_000;

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

/** Waits for `promise` at most `ms` on `clock`; never rejects (the ad requests use it too). */
export function within<T>(promise: Promise<T>, ms: number, clock: Clock): Promise<Outcome<T>> {
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
