// Variant B's player save (spec section 3): one versioned JSON record under a fixed key, read with a
// fallback per field (src/save/fields) so that one bad field never loses the others. Every field of the
// spec is here, the old game's legacy fields too, and fields this build does not know are kept as read:
// nothing is dropped on save. The writer saves local storage at once on each write and hands the cloud
// copy to the platform at most every 30 s, and only when it changed.
import * as v from 'valibot';
import { CANDY_TASK_IDS, CANDY_TASKS, TASK_POINTS_MAX, type CandyTaskData } from '../core/candyTasks';
import { ensureYearTables, type CompletedDays, type DayKey } from '../core/calendar';
import { HEARTS, type HeartFields } from '../core/hearts';
import { SIGN_IN_DAYS, type SignInState } from '../core/signIn';
import { realClock, type Clock } from '../platform/clock';
import { createSaveThrottle, SAVE_INTERVAL_MS } from '../platform/saveThrottle';
import { CANDY_SAVE_KEY } from '../core/records';
import {
  capped,
  completedDays,
  eachField,
  flag,
  jsonOf,
  keysOf,
  numberIn,
  orNull,
  shortText,
  shortTexts,
  timeOr,
  upgrade,
  whole,
  wholeOr,
  type Loose,
} from './fields';
import { COUNT_MAX, MAX_SAVED_LEVEL, SCORE_MAX, WALLET_MAX } from './saveRanges';
import type { KeyValueStore } from '../platform/storage';

/** The fixed storage key of variant B's save. */
export { CANDY_SAVE_KEY };

/** The record's current version; older records are upgraded by {@link migrateCandySave}. */
export const CANDY_SAVE_VERSION = 1;

/** The language a save without a valid one gets. */
export const DEFAULT_LANGUAGE = 'en_US';

/**
 * The whole-number fields (non-negative) and their defaults: the wallet, the timestamps (ms, 0 = never)
 * and the legacy counters of the old game (kept, not used).
 */
export const CANDY_COUNT_DEFAULTS = {
  coin1: 0,
  prop0: 0,
  prop1: 0,
  prop2: 0,
  lastSignInTime: 0,
  tasksDayTime: 0,
  outLineTime: 0,
  // Legacy and misc.
  money: 0,
  settlementBar: 0,
  playerLv: 1,
  curEx: 0,
  curCardSkinIdx: 0,
  totalCardSkinNum: 6,
  signInProgressIdx: 0,
  signInDayIdx: 0,
  signInTime: 0,
  Day_home1: 0,
  lv: 1,
  gold: 0,
  exp: 0,
  toolHammerCount: 3,
  toolChangeCount: 3,
  toolStopCount: 3,
  toolBigChangeCount: 3,
  tournamentBestScore: 0,
} as const;

/** One of {@link CANDY_COUNT_DEFAULTS}. */
export type CandyCountField = keyof typeof CANDY_COUNT_DEFAULTS;

/** The on/off fields and their defaults: the day's sign-in and chest flags, settings, legacy flags. */
export const CANDY_FLAG_DEFAULTS = {
  isSigIn: false,
  isSigInX2: false,
  Get1: false,
  Get2: false,
  Get3: false,
  isMusicOn: true,
  isSoundOn: true,
  isShock: true,
  isVibart: true,
  // Legacy and misc.
  isSign: false,
  isSignIn: false,
  isTodaySignInGetCardSkin: false,
  isFirstPlay: true,
  isGuide: false,
  isShowSignInUI: false,
  tool1: false,
  tool2: false,
  tool3: false,
  tool4: false,
  pause: false,
} as const;

/** One of {@link CANDY_FLAG_DEFAULTS}. */
export type CandyFlagField = keyof typeof CANDY_FLAG_DEFAULTS;

/** Legacy fields whose shape the spec does not give: kept exactly as read, these defaults when missing. */
export const CANDY_OPAQUE_DEFAULTS = {
  propArr: [] as unknown,
  propDayShare: 0 as unknown,
  unlockCardSkinIdx: [0] as unknown,
  playerRankData: null as unknown,
};

/** One of {@link CANDY_OPAQUE_DEFAULTS}. */
export type CandyOpaqueField = keyof typeof CANDY_OPAQUE_DEFAULTS;

/** Variant B's save, with the spec's field names. */
export interface CandySave
  extends
    SignInState,
    CandyTaskData,
    HeartFields,
    Record<CandyCountField, number>,
    Record<CandyFlagField, boolean>,
    Record<CandyOpaqueField, unknown> {
  version: typeof CANDY_SAVE_VERSION;
  /** The level reached, from 1. */
  level: number;
  /** The old game's second level field (kept; 1 by default). */
  levelBK: number;
  /** The UI language, a code like en_US. */
  curLanguage: string;
  /** Completed daily challenges: year, then month 1-12, then a sorted list of days. */
  dailyChallengeCompleteDateArr: CompletedDays;
  arrFriend: string[];
  tournamentBestScoreId: string;
  /** Fields this build does not know, kept as read and written back untouched. */
  extras: Record<string, unknown>;
}

/** A field of the save that the game writes. */
export type CandyField = Exclude<keyof CandySave, 'version' | 'extras'>;

/** Seconds a heart takes at most (a day); the save's addHreatTime beyond it is not plausible. */
const HEART_SECONDS_MAX = 24 * 3600;

/** The sign-in day indexes of the legacy fields (a week). */
const LEGACY_SIGN_IN_MAX = 7;

/** The times (ms, 0 = never): no later than a few days after the time now. */
const TIME_FIELDS = ['lastSignInTime', 'tasksDayTime', 'outLineTime', 'signInTime', 'Day_home1'] as const;
const isTime = (field: string) => (TIME_FIELDS as readonly string[]).includes(field);

/**
 * The range of each whole-number field but the times (src/save/saveRanges): wallet fields up to
 * WALLET_MAX, levels 1 to 100,000, the tournament best up to SCORE_MAX, legacy sign-in indexes 0 to 7,
 * other counters up to COUNT_MAX.
 */
function countRange(field: CandyCountField): [number, number] {
  switch (field) {
    case 'coin1':
    case 'prop0':
    case 'prop1':
    case 'prop2':
    case 'money':
    case 'gold':
      return [0, WALLET_MAX];
    case 'playerLv':
    case 'lv':
      return [1, MAX_SAVED_LEVEL];
    case 'tournamentBestScore':
      return [0, SCORE_MAX];
    case 'signInProgressIdx':
    case 'signInDayIdx':
      return [0, LEGACY_SIGN_IN_MAX];
    default:
      return [0, COUNT_MAX];
  }
}

/** A field kept exactly as read, its default when missing: never undefined. */
const asRead = (fallback: unknown) =>
  v.optional(v.unknown(), fallback) as v.GenericSchema<unknown, NonNullable<unknown> | null>;

/** The fields whose range does not depend on the time now, each with its fallback. */
const CANDY_FIELDS = {
  ...eachField(keysOf(CANDY_OPAQUE_DEFAULTS), (field) => asRead(CANDY_OPAQUE_DEFAULTS[field])),
  ...eachField(
    keysOf(CANDY_COUNT_DEFAULTS).filter((field) => !isTime(field)),
    (field) => wholeOr(...countRange(field), CANDY_COUNT_DEFAULTS[field]),
  ),
  ...eachField(keysOf(CANDY_FLAG_DEFAULTS), (field) => flag(CANDY_FLAG_DEFAULTS[field])),
  // A task counter stops at its target, the day's points at 100.
  ...eachField(CANDY_TASK_IDS, (id) => capped(CANDY_TASKS.find((t) => t.id === id)?.target ?? Number.MAX_SAFE_INTEGER)),
  signIn: wholeOr(0, SIGN_IN_DAYS.length - 1, 0),
  taskListNum: capped(TASK_POINTS_MAX),
  maxHeartNum: wholeOr(1, HEARTS.max, HEARTS.max),
  // Bad, or more than maxHeartNum: maxHeartNum.
  curHeartNum: orNull(whole(0, HEARTS.max)),
  // Whole seconds from 1 to a day: a fraction such as 5e-324 would cut the seconds left to nothing.
  addHreatTime: wholeOr(1, HEART_SECONDS_MAX, HEARTS.regenSeconds),
  // Bad, or more than addHreatTime: addHreatTime.
  addHeartLeftTime: orNull(numberIn(0, HEART_SECONDS_MAX)),
  level: wholeOr(1, MAX_SAVED_LEVEL, 1),
  levelBK: wholeOr(0, MAX_SAVED_LEVEL, 1),
  curLanguage: v.fallback(v.pipe(v.string(), v.regex(/^[a-z]{2}_[A-Z]{2}$/)), DEFAULT_LANGUAGE),
  dailyChallengeCompleteDateArr: completedDays,
  arrFriend: shortTexts,
  tournamentBestScoreId: v.fallback(shortText, ''),
};

/** The record's known fields (all but its version), each with its fallback, given the time now. */
export function candySaveSchema(now: number) {
  return v.pipe(
    v.object({
      ...CANDY_FIELDS,
      ...eachField(TIME_FIELDS, (field) => timeOr(now, CANDY_COUNT_DEFAULTS[field])),
    }),
    v.transform(({ curHeartNum, addHeartLeftTime, ...save }) => ({
      ...save,
      curHeartNum: Math.min(curHeartNum ?? save.maxHeartNum, save.maxHeartNum),
      addHeartLeftTime: Math.min(addHeartLeftTime ?? save.addHreatTime, save.addHreatTime),
    })),
  );
}

/** The fields the parser reads by name; every other stored field goes to `extras`. */
const KNOWN_FIELDS: ReadonlySet<string> = new Set(['version', ...Object.keys(CANDY_FIELDS), ...TIME_FIELDS]);

/**
 * The chart's extra fields (src/save/candyChartRecords) held to their ranges; out of range, they are
 * dropped (default). A Map, not an object: a field named valueOf or toString must not find Object.prototype's.
 */
const EXTRA_RANGES = new Map([
  ['score', whole(0, SCORE_MAX)],
  ['scoreMax', whole(0, SCORE_MAX)],
  ['prop3', whole(0, WALLET_MAX)],
]);

/** The fields this build does not know, as read; prototype keys never (valibot's record skips them). */
function extrasOf(record: Loose): Loose {
  const extras: Loose = {};
  for (const [field, value] of Object.entries(v.parse(v.record(v.string(), v.unknown()), record))) {
    if (KNOWN_FIELDS.has(field)) continue;
    const range = EXTRA_RANGES.get(field);
    const read = range ? v.safeParse(range, value) : { success: true, output: value };
    if (read.success) extras[field] = read.output;
  }
  return extras;
}

/** One upgrade step per old version: `MIGRATIONS[v]` turns a version-v record into a version v+1 record. */
const MIGRATIONS: readonly ((record: Loose) => Loose)[] = [
  // 0 (no version field): the original game's record. Same field names; the field-by-field read fills
  // what it lacks (tasksDayTime among them: its tasks read as another day's and start afresh).
  (record) => ({ ...record }),
];

/**
 * Upgrades a stored record of any version to the current one (a missing or bad version counts as 0).
 * A record from a newer build is read as it is. Anything that is not an object gives an empty record.
 */
export function migrateCandySave(raw: unknown): Loose {
  return upgrade(raw, CANDY_SAVE_VERSION, MIGRATIONS);
}

/**
 * Reads a stored record (a JSON string, or an already parsed value) with {@link candySaveSchema}: a bad
 * or out-of-range field (src/save/saveRanges; times no later than a few days after `now`) gets its
 * default, task counters and points are kept within their targets, hearts within their maximum. Legacy
 * fields of unknown shape and unknown fields are kept as read. With `today`, the daily-challenge year
 * tables of this year and the last are made sure of. Never throws.
 */
export function parseCandySave(raw: unknown, today?: DayKey, now: number = Date.now()): CandySave {
  const record = migrateCandySave(jsonOf(raw));
  const save = v.parse(candySaveSchema(now), record);
  const table = save.dailyChallengeCompleteDateArr;
  return {
    ...save,
    version: CANDY_SAVE_VERSION,
    dailyChallengeCompleteDateArr: today ? ensureYearTables(table, today) : table,
    extras: extrasOf(record),
  };
}

/** The defaults of every field. */
export function defaultCandySave(today?: DayKey): CandySave {
  return parseCandySave(null, today);
}

/** The stored text: the unknown fields as read, then every known field. */
export function serializeCandySave(data: CandySave): string {
  const { extras, ...known } = data;
  return JSON.stringify({ ...extras, ...known });
}

/** Loads the save from its key; missing, corrupt or unreadable storage gives the defaults. */
export function loadCandySave(store: KeyValueStore, today?: DayKey, key: string = CANDY_SAVE_KEY): CandySave {
  return parseCandySave(store.get(key), today);
}

/** Saves under the key; false when storage refused (the store keeps it for this visit). */
export function saveCandySave(store: KeyValueStore, data: CandySave, key: string = CANDY_SAVE_KEY): boolean {
  return store.set(key, serializeCandySave(data));
}

/** The little of the platform the writer needs: the allData string store and its flush. */
export interface CloudSave {
  saveData(allData: string): void;
  flushData?(): Promise<void>;
}

/** The save as the game changes it. */
export interface CandySaveWriter {
  /** The current record. */
  get(): CandySave;
  /** Writes one field: local storage at once, the cloud copy throttled. */
  set<K extends CandyField>(field: K, value: CandySave[K]): void;
  /**
   * Writes several fields at once (a chart's save patch): one local write. Fields the spec does not name
   * are kept as extra fields (src/save/candyChartRecords).
   */
  patch<P extends Partial<Pick<CandySave, CandyField>>>(patch: P): void;
  /** Hands a waiting cloud copy to the platform now (pause, page hidden), then asks it to flush. */
  flush(): Promise<void>;
}

export interface CandySaveWriterOptions {
  key?: string;
  /** The record to start from; read from `store` when absent. */
  initial?: CandySave;
  /** The allData text the cloud already holds (after a read), so that it is not written back. */
  cloudHolds?: string | null;
  /** The shortest time between two cloud writes; 30 s (spec 7). */
  intervalMs?: number;
}

/**
 * The writer of variant B's save. Each write goes through the parser (so a bad value gets its default),
 * then, when the record changed, to local storage at once and to the cloud through a throttle: at most
 * one `platform.saveData` every 30 s, only with a text it was not last given. This layer throttles so
 * that the rule holds on every host; the instant-games adapter's own throttle then never has to wait.
 */
export function createCandySaveWriter(
  store: KeyValueStore,
  platform: CloudSave,
  clock: Clock = realClock,
  options: CandySaveWriterOptions = {},
): CandySaveWriter {
  const key = options.key ?? CANDY_SAVE_KEY;
  let data = options.initial ?? loadCandySave(store, undefined, key);
  let text = serializeCandySave(data);
  const cloud = createSaveThrottle(async (value) => platform.saveData(value), {
    clock,
    intervalMs: options.intervalMs ?? SAVE_INTERVAL_MS,
  });
  cloud.known(options.cloudHolds ?? null);

  const write = (patch: Partial<Pick<CandySave, CandyField>>) => {
    const { extras, ...known } = data;
    const next = parseCandySave({ ...extras, ...known, ...patch }, undefined, clock.now());
    const nextText = serializeCandySave(next);
    if (nextText === text) return;
    data = next;
    text = nextText;
    store.set(key, text);
    cloud.save(text);
  };

  return {
    get: () => data,
    set: (field, value) => write({ [field]: value } as Partial<Pick<CandySave, CandyField>>),
    patch: write,
    async flush() {
      await cloud.flush();
      await platform.flushData?.();
    },
  };
}
