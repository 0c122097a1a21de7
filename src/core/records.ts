// The player's records as the game chart holds them: variant A's save record (level, score, music and sound)
// and gameData (wallet, task counters, daily challenges, hints, best times). The field names are the spec's
// (section 3); src/save reads and writes them (codecs with a fallback per field), the chart and the rules
// only use them, so neither imports the save layer.
import type { CompletedDays } from './calendar';
import type { HintUse } from './hintPrice';

/** The storage key of variant B's one save record (spec 3, variant B): the variant config and src/save name it. */
export const CANDY_SAVE_KEY = 'screw-puzzle.candy.v1';

/** The saved fields exactly as the spec's variant A table names them. */
export interface ScrewSave {
  game_music: boolean;
  game_sound: boolean;
  game_level: number;
  score: number;
  scoreMax: number;
}

/** The record's current version; older records are upgraded by src/save/gameData's migrateGameData. */
export const GAME_DATA_VERSION = 3;

/** The whole-number fields, all defaulting to 0. */
export const GAME_DATA_COUNTERS = [
  'coin1',
  'prop0',
  'prop1',
  'prop2',
  'prop3',
  'task1',
  'task2',
  'task3',
  'task4',
  'task5',
  'task6',
  'task7',
  'task8',
  'task9',
  'task10',
  'task11',
  'taskListNum',
  'tournamentBestScore',
] as const;

/** One of {@link GAME_DATA_COUNTERS}. */
export type GameDataCounter = (typeof GAME_DATA_COUNTERS)[number];

/** The on/off fields and their defaults: music, sound and vibration on, not paused. */
export const GAME_DATA_FLAG_DEFAULTS = { isMusicOn: true, isSoundOn: true, isVibart: true, pause: false } as const;

/** One of the keys of {@link GAME_DATA_FLAG_DEFAULTS}. */
export type GameDataFlag = keyof typeof GAME_DATA_FLAG_DEFAULTS;

/** The gameData record, with the spec's field names. */
export interface GameData extends Record<GameDataCounter, number>, Record<GameDataFlag, boolean> {
  version: typeof GAME_DATA_VERSION;
  /** Completed daily challenges: year, then month 1-12, then a sorted list of days. */
  dailyChallengeCompleteDateArr: CompletedDays;
  arrFriend: string[];
  tournamentBestScoreId: string;
  hints: HintUse;
  /** Ids of the tasks whose reward was claimed (each once a day; src/core/tasks). */
  tasksClaimed: string[];
  /** Ids of the task chests opened today (src/core/tasks). */
  chestsClaimed: string[];
  /** The day ('YYYY-MM-DD') the tasks, claims, chests and points belong to; '' when not known yet. */
  tasksDay: string;
  /** The day ('YYYY-MM-DD') whose first-win bonus was paid; '' when never (src/core/winRewards). */
  firstWinDay: string;
  /** The fastest win of each level, in ms, by level id (src/core/bestTimes). */
  bestTimes: Record<string, number>;
}
