// Level progress and score after a win (spec section 4): pure, shared by the statechart and tests.
import type { ScrewSave } from './records';

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

/** The level numbers the menu shows and the level file Start plays, from one saved game level. */
export interface LevelPath {
  /** The level Start starts, the HUD shows and the menu's current bubble shows: the game level itself. */
  current: number;
  /** The level file that level plays: `currentLevelFor(current, levelCount)`. */
  file: number;
  /** The locked levels after it, numbered on from `current` without a gap. */
  next: number[];
}

/**
 * The menu's level path (spec 2: the current level and the next 5 numbers). The numbers are the player's
 * game levels: past the last file they keep counting (33, 34...) while the file played is an earlier one
 * (`currentLevelFor`), so the bubble, Start and the HUD always say the same number, and the next bubbles
 * are the numbers that come after it.
 */
export function levelPath(gameLevel: number, levelCount: number, nextCount: number): LevelPath {
  const current = Number.isFinite(gameLevel) ? Math.max(1, Math.floor(gameLevel)) : 1;
  return {
    current,
    file: currentLevelFor(current, levelCount),
    next: Array.from({ length: Math.max(0, Math.floor(nextCount)) }, (_, i) => current + 1 + i),
  };
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
