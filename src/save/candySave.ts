// Variant B's player save (spec section 3): one versioned JSON record under a fixed key, read field by
// field so that one bad field never loses the others. Every field of the spec is here, the old game's
// legacy fields too, and fields this build does not know are kept as read: nothing is dropped on save.
// The writer saves local storage at once on each write and hands the cloud copy to the platform at most
// every 30 s, and only when it changed.
import { CANDY_TASK_IDS, CANDY_TASKS, TASK_POINTS_MAX, type CandyTaskData } from '../core/candyTasks';
import { ensureYearTables, isValidDay, type CompletedDays, type DayKey } from '../core/calendar';
import { HEARTS, type HeartFields } from '../core/hearts';
import { SIGN_IN_DAYS, type SignInState } from '../core/signIn';
import { realClock, type Clock } from '../platform/clock';
import { createSaveThrottle, SAVE_INTERVAL_MS } from '../platform/saveThrottle';
import { CANDY_SAVE_KEY } from '../core/records';
import {
  COUNT_MAX,
  MAX_SAVED_LEVEL,
  numberOf,
  SCORE_MAX,
  shortText,
  shortTexts,
  timestampIn,
  WALLET_MAX,
  wholeIn,
} from './saveRanges';
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

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number from `min` to COUNT_MAX, else null. */
function whole(value: unknown, min = 0): number | null {
  return wholeIn(value, min, COUNT_MAX);
}

/** Seconds a heart takes at most (a day); the save's addHreatTime beyond it is not plausible. */
const HEART_SECONDS_MAX = 24 * 3600;

/** The sign-in day indexes of the legacy fields (a week). */
const LEGACY_SIGN_IN_MAX = 7;

/**
 * The range of each whole-number field (src/save/saveRanges), given the time now: wallet fields up to
 * WALLET_MAX, times from 0 ('never') to a few days after now, levels 1 to 100,000, the tournament best up
 * to SCORE_MAX, legacy sign-in indexes 0 to 7, other counters up to COUNT_MAX.
 */
function countIn(field: CandyCountField, value: unknown, now: number): number | null {
  switch (field) {
    case 'coin1':
    case 'prop0':
    case 'prop1':
    case 'prop2':
    case 'money':
    case 'gold':
      return wholeIn(value, 0, WALLET_MAX);
    case 'lastSignInTime':
    case 'tasksDayTime':
    case 'outLineTime':
    case 'signInTime':
    case 'Day_home1':
      return timestampIn(value, now);
    case 'playerLv':
    case 'lv':
      return wholeIn(value, 1, MAX_SAVED_LEVEL);
    case 'tournamentBestScore':
      return wholeIn(value, 0, SCORE_MAX);
    case 'signInProgressIdx':
    case 'signInDayIdx':
      return wholeIn(value, 0, LEGACY_SIGN_IN_MAX);
    default:
      return whole(value);
  }
}

/** The chart's extra fields (src/save/candyChartRecords) held to their ranges; out of range, they are dropped (default). */
const EXTRA_RANGES: ReadonlyMap<string, (value: unknown) => number | null> = new Map([
  ['score', (value: unknown) => wholeIn(value, 0, SCORE_MAX)],
  ['scoreMax', (value: unknown) => wholeIn(value, 0, SCORE_MAX)],
  ['prop3', (value: unknown) => wholeIn(value, 0, WALLET_MAX)],
]);

/** Keys that would reach an object's prototype: never kept as extra fields. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

function flag(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

/** Days of one month that exist in it, sorted, without repeats. */
function monthDays(list: unknown, year: number, month: number): number[] {
  if (!Array.isArray(list)) return [];
  const days = list.map((d) => whole(d, 1)).filter((d): d is number => d !== null && isValidDay(year, month, d));
  return [...new Set(days)].sort((a, b) => a - b);
}

/** The completed-days table: 4-digit year keys, each with all 12 months; anything malformed is dropped. */
function completedTable(value: unknown): CompletedDays {
  if (!isRecord(value)) return {};
  const table: CompletedDays = {};
  for (const [y, months] of Object.entries(value)) {
    if (!/^[1-9]\d{3}$/.test(y) || !isRecord(months)) continue;
    const year: Record<string, number[]> = {};
    for (let m = 1; m <= 12; m += 1) year[String(m)] = monthDays(months[String(m)], Number(y), m);
    table[y] = year;
  }
  return table;
}

function strings(value: unknown): string[] {
  return shortTexts(value);
}

function language(value: unknown): string {
  return typeof value === 'string' && /^[a-z]{2}_[A-Z]{2}$/.test(value) ? value : DEFAULT_LANGUAGE;
}

/** The fields the parser reads by name; every other stored field goes to `extras`. */
const KNOWN_FIELDS: ReadonlySet<string> = new Set([
  'version',
  ...Object.keys(CANDY_COUNT_DEFAULTS),
  ...Object.keys(CANDY_FLAG_DEFAULTS),
  ...Object.keys(CANDY_OPAQUE_DEFAULTS),
  ...CANDY_TASK_IDS,
  'signIn',
  'taskListNum',
  'maxHeartNum',
  'curHeartNum',
  'addHreatTime',
  'addHeartLeftTime',
  'level',
  'levelBK',
  'curLanguage',
  'dailyChallengeCompleteDateArr',
  'arrFriend',
  'tournamentBestScoreId',
]);

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
  if (!isRecord(raw)) return { version: CANDY_SAVE_VERSION };
  let record: Loose = raw;
  for (let v = whole(raw.version) ?? 0; v < CANDY_SAVE_VERSION; v += 1) {
    const step = MIGRATIONS[v];
    if (step) record = step(record);
  }
  return { ...record, version: CANDY_SAVE_VERSION };
}

/**
 * Reads a stored record (a JSON string, or an already parsed value) field by field: a bad or out-of-range
 * number (src/save/saveRanges; times no later than a few days after `now`) gets its default (a bad level
 * gives 1), task counters and points are kept within their targets, a bad flag its
 * default, a bad language en_US, a bad table or list its empty form. Legacy fields of unknown shape and
 * unknown fields are kept as read. With `today`, the daily-challenge year tables of this year and the
 * last are made sure of. Never throws.
 */
export function parseCandySave(raw: unknown, today?: DayKey, now: number = Date.now()): CandySave {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
  }
  const record = migrateCandySave(value);
  const extras: Loose = {};
  for (const [field, v] of Object.entries(record)) {
    if (KNOWN_FIELDS.has(field) || FORBIDDEN_KEYS.has(field)) continue;
    // A Map, not an object: a field named valueOf or toString must not find Object.prototype's.
    const range = EXTRA_RANGES.get(field);
    if (!range) extras[field] = v;
    else if (range(v) !== null) extras[field] = range(v);
  }

  const counts = {} as Record<CandyCountField, number>;
  for (const [field, fallback] of Object.entries(CANDY_COUNT_DEFAULTS) as [CandyCountField, number][]) {
    counts[field] = countIn(field, record[field], now) ?? fallback;
  }
  const flags = {} as Record<CandyFlagField, boolean>;
  for (const [field, fallback] of Object.entries(CANDY_FLAG_DEFAULTS) as [CandyFlagField, boolean][]) {
    flags[field] = flag(record[field], fallback);
  }
  const opaque = {} as Record<CandyOpaqueField, unknown>;
  for (const [field, fallback] of Object.entries(CANDY_OPAQUE_DEFAULTS) as [CandyOpaqueField, unknown][]) {
    opaque[field] = field in record && record[field] !== undefined ? record[field] : fallback;
  }
  const tasks = {} as Record<(typeof CANDY_TASK_IDS)[number], number>;
  for (const id of CANDY_TASK_IDS) {
    const target = CANDY_TASKS.find((t) => t.id === id)?.target ?? Number.MAX_SAFE_INTEGER;
    tasks[id] = Math.min(target, whole(record[id]) ?? 0);
  }
  const signIn = whole(record.signIn);
  const points = whole(record.taskListNum);
  const maxHeartNum = wholeIn(record.maxHeartNum, 1, HEARTS.max) ?? HEARTS.max;
  const curHeartNum = whole(record.curHeartNum);
  // Whole seconds from 1 to a day: a fraction such as 5e-324 would cut the seconds left to nothing.
  const regen = wholeIn(record.addHreatTime, 1, HEART_SECONDS_MAX) ?? HEARTS.regenSeconds;
  const left = numberOf(record.addHeartLeftTime);
  const table = completedTable(record.dailyChallengeCompleteDateArr);

  return {
    ...opaque,
    ...counts,
    ...flags,
    ...tasks,
    version: CANDY_SAVE_VERSION,
    signIn: signIn !== null && signIn < SIGN_IN_DAYS.length ? signIn : 0,
    taskListNum: Math.min(TASK_POINTS_MAX, points ?? 0),
    maxHeartNum,
    curHeartNum: curHeartNum !== null && curHeartNum <= maxHeartNum ? curHeartNum : maxHeartNum,
    addHreatTime: regen,
    addHeartLeftTime: left !== null && left >= 0 && left <= regen ? left : regen,
    level: wholeIn(record.level, 1, MAX_SAVED_LEVEL) ?? 1,
    levelBK: wholeIn(record.levelBK, 0, MAX_SAVED_LEVEL) ?? 1,
    curLanguage: language(record.curLanguage),
    dailyChallengeCompleteDateArr: today ? ensureYearTables(table, today) : table,
    arrFriend: strings(record.arrFriend),
    tournamentBestScoreId: shortText(record.tournamentBestScoreId) ?? '',
    extras,
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
