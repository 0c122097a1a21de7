// Variant A's app-level gameData (spec section 3): coins, props, task counters, the daily-challenge table,
// settings, friends, tournament best, pause, today's free hints, the day's tasks and chests, the first win of the day
// and the best time of each level. One versioned JSON record under its
// own key beside the screw save, read field by field so that one bad field never loses the others.
import { HINT_PRICING, type HintUse } from '../core/hintPrice';
import {
  dayKeyOf,
  dayKeyString,
  ensureYearTables,
  isValidDay,
  markCompleted,
  parseDayKey,
  type CompletedDays,
  type DayKey,
} from '../core/calendar';
import { SCREW_TASKS, taskPointsMax } from '../core/tasks';
import {
  BEST_TIME_MAX_MS,
  COUNT_MAX,
  SAVED_TEXT_MAX,
  SCORE_MAX,
  shortText,
  shortTexts,
  WALLET_MAX,
  wholeIn,
} from './saveRanges';
import type { KeyValueStore } from '../platform/storage';
import {
  GAME_DATA_COUNTERS,
  GAME_DATA_FLAG_DEFAULTS,
  GAME_DATA_VERSION,
  type GameData,
  type GameDataCounter,
  type GameDataFlag,
} from '../core/records';

export {
  GAME_DATA_COUNTERS,
  GAME_DATA_FLAG_DEFAULTS,
  GAME_DATA_VERSION,
  type GameData,
  type GameDataCounter,
  type GameDataFlag,
};

/** Variant A's storage key for gameData; another variant passes its own key to load and save. */
export const GAME_DATA_KEY = 'screw-puzzle.gameData.v1';

/** Hints a player gets free each day (the figure; later hints cost coins or an ad). */
export const FREE_HINTS_PER_DAY = HINT_PRICING.freePerDay;

/** Most levels the best-time table keeps (the shipped ones and many test levels); later ones are dropped. */
export const BEST_TIMES_MAX = 500;

type Loose = Record<string, unknown>;

/** Keys that would reach an object's prototype: never a level id of the best-time table. */
const FORBIDDEN_IDS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number from 0 to COUNT_MAX (numeric strings too, as older builds saved them), else null. */
function count(value: unknown): number | null {
  return wholeIn(value, 0, COUNT_MAX);
}

/**
 * The range of each counter (src/save/saveRanges): the wallet up to WALLET_MAX, the tournament best up
 * to SCORE_MAX, the day's task points up to every task's reward together, other counters up to COUNT_MAX.
 */
function counterIn(field: GameDataCounter, value: unknown): number | null {
  if (field === 'coin1' || field.startsWith('prop')) return wholeIn(value, 0, WALLET_MAX);
  if (field === 'tournamentBestScore') return wholeIn(value, 0, SCORE_MAX);
  if (field === 'taskListNum') return wholeIn(value, 0, taskPointsMax());
  const n = count(value);
  // A task counter stops at its threshold: a higher count only means the task was done.
  const threshold = SCREW_TASKS.find((t) => t.counter === field)?.threshold;
  return n === null || threshold === undefined ? n : Math.min(n, threshold);
}

function flag(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

/** Days of one month that exist in it, sorted, without repeats. */
function monthDays(list: unknown, year: number, month: number): number[] {
  if (!Array.isArray(list)) return [];
  const days = list.map(count).filter((d): d is number => d !== null && isValidDay(year, month, d));
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

/** Friend ids: texts of 1 to 64 characters, without repeats, at most 500. */
function friends(value: unknown): string[] {
  return shortTexts(value);
}

/** Claimed task ids: texts of 1 to 64 characters, without repeats. */
function taskIds(value: unknown): string[] {
  return shortTexts(value);
}

/** A day as 'YYYY-MM-DD', or '' for anything else. */
function dayText(value: unknown): string {
  const day = typeof value === 'string' ? parseDayKey(value) : null;
  return day ? dayKeyString(day) : '';
}

/** Best times: level ids of up to 64 characters, each with a whole number of ms from 1 to the countdown cap. */
function bestTimes(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  const table: Record<string, number> = {};
  for (const [id, ms] of Object.entries(value)) {
    const n = wholeIn(ms, 1, BEST_TIME_MAX_MS);
    if (id === '' || id.length > SAVED_TEXT_MAX || FORBIDDEN_IDS.has(id) || n === null) continue;
    if (Object.keys(table).length >= BEST_TIMES_MAX) break;
    table[id] = n;
  }
  return table;
}

function hintUse(value: unknown): HintUse {
  if (!isRecord(value) || typeof value.day !== 'string') return { day: '', used: 0 };
  const day = parseDayKey(value.day);
  // A count without a valid day cannot be tied to today, so it is dropped with the day.
  return day ? { day: dayKeyString(day), used: count(value.used) ?? 0 } : { day: '', used: 0 };
}

/** One upgrade step per old version: `MIGRATIONS[v]` turns a version-v record into a version v+1 record. */
const MIGRATIONS: readonly ((record: Loose) => Loose)[] = [
  // 0 (no version field): the original game's record. Same field names and no hints; the field-by-field
  // read below fills what is missing, so the step only has to carry the fields over.
  (record) => ({ ...record }),
  // 1: tasks could not be claimed yet, so nothing was claimed; a stray field of that name is not trusted.
  (record) => ({ ...record, tasksClaimed: [] }),
  // 2: tasks become daily. The day of the stored progress is not known: it is taken as the first day the
  // game is opened again (kept, not reset); no chest was opened, no first-win bonus paid, no time kept.
  (record) => ({ ...record, chestsClaimed: [], tasksDay: '', firstWinDay: '', bestTimes: {} }),
];

/**
 * Upgrades a stored record of any version to the current one (a missing or bad version counts as 0).
 * A record from a newer build is read as it is: fields this build knows are kept, the rest dropped on save.
 * Anything that is not an object gives an empty record, which reads as the defaults.
 */
export function migrateGameData(raw: unknown): Loose {
  if (!isRecord(raw)) return { version: GAME_DATA_VERSION };
  let record: Loose = raw;
  for (let v = count(raw.version) ?? 0; v < GAME_DATA_VERSION; v += 1) {
    const step = MIGRATIONS[v];
    if (step) record = step(record);
  }
  return { ...record, version: GAME_DATA_VERSION };
}

/** The defaults of every field; with `today`, empty year tables for this year and the last. */
export function defaultGameData(today?: DayKey): GameData {
  return parseGameData(null, today);
}

/**
 * Reads a stored record (a JSON string, or an already parsed value) field by field: bad or out-of-range
 * numbers (src/save/saveRanges) give 0,
 * bad flags their default, a bad table, friend list, hint record or claimed-task list its empty form, without touching
 * the other fields. With `today`, the year tables of this year and the last are made sure of. Never throws.
 */
export function parseGameData(raw: unknown, today?: DayKey): GameData {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
  }
  const record = migrateGameData(value);
  const counters = {} as Record<GameDataCounter, number>;
  for (const field of GAME_DATA_COUNTERS) counters[field] = counterIn(field, record[field]) ?? 0;
  const flags = {} as Record<GameDataFlag, boolean>;
  for (const [field, fallback] of Object.entries(GAME_DATA_FLAG_DEFAULTS) as [GameDataFlag, boolean][]) {
    flags[field] = flag(record[field], fallback);
  }
  const table = completedTable(record.dailyChallengeCompleteDateArr);
  return {
    version: GAME_DATA_VERSION,
    ...counters,
    ...flags,
    dailyChallengeCompleteDateArr: today ? ensureYearTables(table, today) : table,
    arrFriend: friends(record.arrFriend),
    tournamentBestScoreId: shortText(record.tournamentBestScoreId) ?? '',
    hints: hintUse(record.hints),
    tasksClaimed: taskIds(record.tasksClaimed),
    chestsClaimed: taskIds(record.chestsClaimed),
    tasksDay: dayText(record.tasksDay),
    firstWinDay: dayText(record.firstWinDay),
    bestTimes: bestTimes(record.bestTimes),
  };
}

/** Loads gameData from `key`; missing, corrupt or unreadable storage gives the defaults. */
export function loadGameData(store: KeyValueStore, key: string, today: DayKey = dayKeyOf(new Date())): GameData {
  return parseGameData(store.get(key), today);
}

/** Saves gameData under `key`; false when storage refused (the store keeps it for this visit). */
export function saveGameData(store: KeyValueStore, key: string, data: GameData): boolean {
  return store.set(key, JSON.stringify(data));
}

/** The data with the day's challenge marked completed (the input itself when it already was). */
export function markDailyCompleted(data: GameData, key: DayKey): GameData {
  const table = markCompleted(data.dailyChallengeCompleteDateArr, key);
  return table === data.dailyChallengeCompleteDateArr ? data : { ...data, dailyChallengeCompleteDateArr: table };
}

/** Free hints and how a hint is paid: pure rules of src/core, re-exported for callers of the save. */
export { freeHintsLeft, spendHint, type HintUse } from '../core/hintPrice';
