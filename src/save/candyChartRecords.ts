// Variant B keeps one save (spec 3, variant B: CandySave under its fixed key). The shared game chart
// reads and writes variant A's two records (ScrewSave and gameData). These pure maps turn the one into
// the other and back, so that no rule is forked: B's fields carry the chart's values where the spec has
// a field for them (level, coins, props, settings, the daily-challenge table), and the few the spec
// lacks (score, best score, hint props and today's free hints) ride along as extra fields of the same
// record, which the candy save keeps as read.
import type { DayKey } from '../core/calendar';
import type { CandyField, CandySave } from './candySave';
import { parseGameData, type GameData } from './gameData';
import { parseScrewSave, type ScrewSave } from './screwSave';

/** The chart's two records as read from B's save. */
export interface ChartRecords {
  save: ScrewSave;
  gameData: GameData;
}

/** A write into B's save: known fields by their spec names, plus the extra fields named here. */
export type CandyPatch = Partial<Pick<CandySave, CandyField>> & Partial<Record<CandyExtraField, unknown>>;

/** The chart's fields that B's spec table has no name for, kept as extra fields of the save. */
export const CANDY_EXTRA_FIELDS = ['score', 'scoreMax', 'prop3', 'hints'] as const;
export type CandyExtraField = (typeof CANDY_EXTRA_FIELDS)[number];

/** The chart's records from B's save; bad extra fields read as their defaults, as in variant A. */
export function chartRecordsOf(candy: CandySave, today?: DayKey): ChartRecords {
  const { extras } = candy;
  const save = parseScrewSave(
    JSON.stringify({
      game_music: candy.isMusicOn,
      game_sound: candy.isSoundOn,
      game_level: candy.level,
      score: extras.score,
      scoreMax: extras.scoreMax,
    }),
  );
  const gameData = parseGameData(
    {
      coin1: candy.coin1,
      prop0: candy.prop0,
      prop1: candy.prop1,
      prop2: candy.prop2,
      prop3: extras.prop3,
      hints: extras.hints,
      isMusicOn: candy.isMusicOn,
      isSoundOn: candy.isSoundOn,
      isVibart: candy.isVibart,
      pause: candy.pause,
      dailyChallengeCompleteDateArr: candy.dailyChallengeCompleteDateArr,
      arrFriend: candy.arrFriend,
      tournamentBestScore: candy.tournamentBestScore,
      tournamentBestScoreId: candy.tournamentBestScoreId,
    },
    today,
  );
  return { save, gameData };
}

/** The write a changed ScrewSave makes in B's save. */
export function candyPatchOfSave(save: ScrewSave): CandyPatch {
  return {
    level: save.game_level,
    isMusicOn: save.game_music,
    isSoundOn: save.game_sound,
    score: save.score,
    scoreMax: save.scoreMax,
  };
}

/**
 * The write a changed gameData makes in B's save. Its task counters and points are variant A's and are
 * not written: B's taskListNum and task0..task12 belong to its daily tasks (machines/dailyTasks).
 */
export function candyPatchOfGameData(data: GameData): CandyPatch {
  return {
    coin1: data.coin1,
    prop0: data.prop0,
    prop1: data.prop1,
    prop2: data.prop2,
    prop3: data.prop3,
    hints: data.hints,
    isVibart: data.isVibart,
    pause: data.pause,
    dailyChallengeCompleteDateArr: data.dailyChallengeCompleteDateArr,
    arrFriend: data.arrFriend,
    tournamentBestScore: data.tournamentBestScore,
    tournamentBestScoreId: data.tournamentBestScoreId,
  };
}
