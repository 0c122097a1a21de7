// Level progress and score after a win (spec section 4): pure, shared by the statechart and tests.
import type { ScrewSave } from '../save/screwSave';

/** The numbers a win needs. */
export interface ProgressConfig {
  levelCount: number;
  winScore: number;
}

/** A small integer hash (deterministic across devices). */
function mix(n: number): number {
  let h = (n ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The level file to play for a saved game level: itself up to the level count, beyond it a random
 * level from 1 to the count, the same on every device for the same game level and never the same
 * file twice in a row.
 */
export function currentLevelFor(gameLevel: number, levelCount: number): number {
  if (gameLevel <= levelCount) return gameLevel;
  const pick = (n: number) => (mix(n) % levelCount) + 1;
  const previous = gameLevel - 1 <= levelCount ? gameLevel - 1 : pick(gameLevel - 1);
  const mine = pick(gameLevel);
  return mine === previous ? (mine % levelCount) + 1 : mine;
}

/** What a win changes: level +1, score + win score, best score when beaten. */
export function applyWin(save: ScrewSave, config: ProgressConfig): { save: ScrewSave; bestBeaten: boolean } {
  const score = save.score + config.winScore;
  const bestBeaten = score > save.scoreMax;
  return {
    save: { ...save, game_level: save.game_level + 1, score, scoreMax: bestBeaten ? score : save.scoreMax },
    bestBeaten,
  };
}
