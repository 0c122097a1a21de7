// Difficulty bands, and everything the level tools report about a level: its size, the solver's effort,
// and the felt difficulty (feltDifficulty.ts), the one number levels are aimed at and labelled by. The
// size figures are reported, never scored: a level and a bigger one of the same puzzle feel the same.
//
// Figures (all deterministic: seeded players, no clock):
// - colours, screws, boards, layers (distinct groups): the size of the level.
// - statesSearched: positions the solver expanded to prove the level winnable.
// - the felt figures: the three simulated players' shares, the tray need (`trayNeedOf` in solver.ts),
//   the cover depth, the felt score and its band.
import { measureFeltDifficulty, type FeltFigures, type FeltOptions } from './feltDifficulty';
import { solveLevel, trayNeedOf } from './solver';
import type { LevelSpec } from './types';

/** A difficulty band a level is sorted into. */
export type DifficultyBand = 'easy' | 'medium' | 'hard';

/** Every difficulty band, easiest first. */
export const DIFFICULTY_BANDS: readonly DifficultyBand[] = ['easy', 'medium', 'hard'];

/** Everything `measureDifficulty` reports about a level: its size, the solver's effort and the felt figures. */
export interface DifficultyFigures extends FeltFigures {
  colours: number;
  screws: number;
  layers: number;
  boards: number;
  /** Positions the solver expanded to prove the level winnable. */
  statesSearched: number;
}

/** Options of `measureDifficulty`: those of the felt measure, whose solver run it makes itself. */
export type DifficultyOptions = Omit<FeltOptions, 'solved'>;

/** Measures a level: its size, one solver run (reused for the tray need) and the felt difficulty. */
export function measureDifficulty(level: LevelSpec, opts: DifficultyOptions = {}): DifficultyFigures {
  const capacity = opts.capacity ?? 3;
  const holes = level.boards.flatMap((b) => b.holes);
  const solved = solveLevel(level, { capacity, maxStates: opts.maxStates });
  const trayNeed = solved.winnable
    ? trayNeedOf(level, solved.peakTray, { capacity, maxStates: opts.maxStates }).trayNeed
    : level.tray.slots - level.tray.locked;
  const felt = measureFeltDifficulty(level, { ...opts, capacity, solved: { trayNeed, winnable: solved.winnable } });
  return {
    colours: new Set(holes.map((h) => h.colour)).size,
    screws: holes.length,
    layers: new Set(level.boards.map((b) => b.group)).size,
    boards: level.boards.length,
    statesSearched: solved.statesSearched,
    ...felt,
  };
}
