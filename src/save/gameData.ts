// Variant A's app-level gameData (spec section 3): coins, props, task counters, the daily-challenge table,
// settings, friends, tournament best, pause, today's free hints, the day's tasks and chests, the first win of the day
// and the best time of each level. One versioned JSON record under its own key beside the screw save,
// read with a fallback per field (src/save/fields) so that one bad field never loses the others.
import * as v from 'valibot';
import { HINT_PRICING } from '../core/hintPrice';
import { dayKeyOf, ensureYearTables, markCompleted, parseDayKey, type DayKey } from '../core/calendar';
import { SCREW_TASKS, taskPointsMax } from '../core/tasks';
import {
  capped,
  completedDays,
  eachField,
  flag,
  jsonOf,
  keysOf,
  shortText,
  shortTexts,
  tableOf,
  upgrade,
  whole,
  wholeOr,
  type Loose,
} from './fields';
import { BEST_TIME_MAX_MS, COUNT_MAX, SCORE_MAX, WALLET_MAX } from './saveRanges';
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

/**
 * The range of each counter (src/save/saveRanges), else 0: the wallet up to WALLET_MAX, the tournament
 * best up to SCORE_MAX, the day's task points up to every task's reward together, other counters up to
 * COUNT_MAX; a task counter stops at its threshold (a higher count only means the task was done).
 */
function counter(field: GameDataCounter) {
  if (field === 'coin1' || field.startsWith('prop')) return wholeOr(0, WALLET_MAX, 0);
  if (field === 'tournamentBestScore') return wholeOr(0, SCORE_MAX, 0);
  if (field === 'taskListNum') return wholeOr(0, taskPointsMax(), 0);
  return capped(SCREW_TASKS.find((t) => t.counter === field)?.threshold ?? COUNT_MAX);
}

/** A day as 'YYYY-MM-DD'. */
const day = v.pipe(
  v.string(),
  v.check((text) => parseDayKey(text) !== null),
);

/** A level's best time: a whole number of ms from 1 to the countdown cap. */
const bestTime = whole(1, BEST_TIME_MAX_MS);

/** The record's fields (all but its version), each with its fallback. */
export const gameDataSchema = v.object({
  ...eachField(GAME_DATA_COUNTERS, counter),
  ...eachField(keysOf(GAME_DATA_FLAG_DEFAULTS), (field) => flag(GAME_DATA_FLAG_DEFAULTS[field])),
  dailyChallengeCompleteDateArr: completedDays,
  arrFriend: shortTexts,
  tournamentBestScoreId: v.fallback(shortText, ''),
  // A count without a valid day cannot be tied to today, so it is dropped with the day.
  hints: v.fallback(v.object({ day, used: wholeOr(0, COUNT_MAX, 0) }), () => ({ day: '', used: 0 })),
  tasksClaimed: shortTexts,
  chestsClaimed: shortTexts,
  tasksDay: v.fallback(day, ''),
  firstWinDay: v.fallback(day, ''),
  // Level ids of up to 64 characters, each with its best time.
  bestTimes: tableOf(shortText, () => bestTime, BEST_TIMES_MAX),
});

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
  return upgrade(raw, GAME_DATA_VERSION, MIGRATIONS);
}

/** The defaults of every field; with `today`, empty year tables for this year and the last. */
export function defaultGameData(today?: DayKey): GameData {
  return parseGameData(null, today);
}

/**
 * Reads a stored record (a JSON string, or an already parsed value) with {@link gameDataSchema}: a bad
 * field gets its default (0, the flag's default, '', an empty table or list) without touching the
 * others. With `today`, the year tables of this year and the last are made sure of. Never throws.
 */
export function parseGameData(raw: unknown, today?: DayKey): GameData {
  const data = v.parse(gameDataSchema, migrateGameData(jsonOf(raw)));
  const table = data.dailyChallengeCompleteDateArr;
  return {
    version: GAME_DATA_VERSION,
    ...data,
    dailyChallengeCompleteDateArr: today ? ensureYearTables(table, today) : table,
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
