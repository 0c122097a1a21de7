// The plausible range of every saved number (the issue "bad levels never crash the tab", saves): a value
// outside its range, or of the wrong type, falls back to that field's default alone, keeping every other
// field (the valibot fields of src/save/fields). Shared by variant A's save and gameData (screwSave,
// gameData, allData) and variant B's one save (candySave).
//
// | field(s)                                              | range                                  | default        |
// | ----------------------------------------------------- | -------------------------------------- | -------------- |
// | level (game_level, level, levelBK, lv, playerLv)      | whole, 1 .. 100,000 (levelBK from 0)   | 1              |
// | score, scoreMax, tournamentBestScore                  | whole, 0 .. SCORE_MAX (10,000,000)     | 0              |
// | coins and props (coin1, prop0..prop3, money, gold)    | whole, 0 .. WALLET_MAX (1e9)           | 0 (tools 3)    |
// | task counters                                         | whole, 0 .. 1e9, kept at most the      | 0              |
// |                                                       | task's target                          |                |
// | day's task points (taskListNum)                       | whole, 0 .. every task's points        | 0              |
// | sign-in day (signIn)                                  | whole, 0 .. 6 (7 days)                 | 0              |
// | hearts (curHeartNum / maxHeartNum)                    | 0 .. max / 1 .. 20                     | max / 20       |
// | seconds per heart, seconds left (addHreatTime, ...)   | 1 .. 86,400 / 0 .. seconds per heart   | 600 / 600      |
// | timestamps (lastSignInTime, tasksDayTime, outLineTime,| whole ms, 0 .. now + 3 days            | 0 ('never')    |
// |   signInTime, Day_home1, allData's savedAt)           |                                        |                |
// | best time of a level (ms)                             | whole, 1 .. 3,600,000 (countdown cap)  | dropped        |
// | free hints used today                                 | whole, 0 .. 1e9                        | 0              |
// | other legacy counters                                 | whole, 0 .. 1e9                        | as listed      |
// | ids and names (tournamentBestScoreId, friends)        | text of at most 64 characters;         | '' / dropped   |
// |                                                       | at most 500 friends                    |                |
import { LEVEL_BOUNDS } from '../core/levelBounds';

/** The highest level a save keeps (levels past the shipped ones repeat them): the level files' cap. */
export const MAX_SAVED_LEVEL = LEVEL_BOUNDS.levelNumber;

/** The most score one win can give in any variant (variant A and B give 20; the variant tests hold them to it). */
export const MAX_WIN_SCORE = 100;

/** The highest score a save keeps: every level up to the highest won with the most a win can give. */
export const SCORE_MAX = MAX_SAVED_LEVEL * MAX_WIN_SCORE;

/** The most coins, or of one prop, a wallet keeps. */
export const WALLET_MAX = 1e9;

/** The most any other counter keeps (task counters, legacy counters, hints used). */
export const COUNT_MAX = 1e9;

/** How far in the future a saved time may lie (a device clock a little ahead, time zones). */
export const FUTURE_SLACK_MS = 3 * 24 * 3600 * 1000;

/** The longest best time a level keeps: the countdown cap of a level file (ms). */
export const BEST_TIME_MAX_MS = LEVEL_BOUNDS.countdown * 1000;

/** The longest id or name a save keeps, and the most friends. */
export const SAVED_TEXT_MAX = LEVEL_BOUNDS.idLength;
export const FRIENDS_MAX = 500;
