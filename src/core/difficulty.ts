// Difficulty figures of a level and the one number they fold into. Levels are no longer aimed at or
// labelled by this number but by the felt difficulty (feltDifficulty.ts), which reuses `trayNeedOf`;
// `npm run levels -- check` prints both.
//
// Figures (all deterministic: seeded players, no clock):
// - colours, screws, boards, layers (distinct groups): the size of the level.
// - statesSearched: positions the solver expanded to prove the level winnable.
// - trayNeed: the fewest screws that must wait in the tray at once on some winning line (the
//   smallest peak tray count over all winning lines). Because the game is lost the moment every
//   open slot is taken, a level with trayNeed k is winnable only with k + 1 open slots or more.
//   Found by solving again with a tray limit just below the peak of the best line known, until a
//   limit is proved too small (a search that gives up keeps the figure as an upper bound).
// - greedyWins: whether a greedy player wins: it taps the first free screw that fits a box, else
//   the first free screw at all (`greedyPlay` with the first pick).
// - randomWinShare: the share (0..1) of seeded random players who win; each taps, uniformly, any
//   free screw that has somewhere to go (its box or a free tray slot), good or bad.
//
// The formula (`difficultyScore`), each term clamped to 0..1, the sum to 0..100:
//   difficulty = 100 × ( 0.40 × (1 − randomWinShare)
//                      + 0.15 × trayNeed / open tray slots
//                      + 0.10 × (greedy player loses ? 1 : 0)
//                      + 0.10 × log2(statesSearched / screws) / 6   (log2 linear between powers of 2)
//                      + 0.10 × (layers − 1) / 4
//                      + 0.15 × (colours − 1) / 6 )
// Random players weigh most: they stand for a player who does not look ahead. The tray need and
// the greedy player say how much waiting a level forces; the search effort says how much looking
// ahead it takes (64 times more positions than screws counts in full); layers and colours say how
// much there is to read. Every term grows with its figure, so the score is monotone in each.
// An unwinnable level scores 100.
//
// Bands (`bandOf`): easy below 30, medium from 30 to below 60, hard from 60. On the shipped levels
// that sorts 1-5 as easy, 6-10, 12 and 13 as medium and the rest as hard.
import { buildLevel } from './buildLevel';
import { createRng, hashSeed, type Seed } from './random';
import { applyTap, factsOf, freeTaps, outcomeOf, searchFromState } from './searchState';
import { DEFAULT_MAX_STATES, greedyPlay, solveLevel, UNWINNABLE } from './solver';
import type { LevelSpec } from './types';

/** A difficulty band a level is sorted into. */
export type DifficultyBand = 'easy' | 'medium' | 'hard';

/** Every difficulty band, easiest first. */
export const DIFFICULTY_BANDS: readonly DifficultyBand[] = ['easy', 'medium', 'hard'];

/** Scores below this are easy. */
export const MEDIUM_FROM = 30;
/** Scores from this up are hard. */
export const HARD_FROM = 60;

/** Weights of the formula's terms (they sum to 1). */
export const DIFFICULTY_WEIGHTS = {
  random: 0.4,
  tray: 0.15,
  greedy: 0.1,
  search: 0.1,
  layers: 0.1,
  colours: 0.15,
} as const;

/** The figures the score is made of. */
export interface DifficultyInputs {
  colours: number;
  screws: number;
  layers: number;
  /** Open tray slots at the start (slots − locked). */
  traySlots: number;
  statesSearched: number;
  trayNeed: number;
  greedyWins: boolean;
  randomWinShare: number;
  /** False when the solver found no winning line: the score is then 100. */
  winnable: boolean;
}

/** Everything `measureDifficulty` reports about a level. */
export interface DifficultyFigures extends DifficultyInputs {
  boards: number;
  /** The folded figure, 0..100 (see `difficultyScore`). */
  difficulty: number;
  band: DifficultyBand;
}

/** Options of `measureDifficulty`. */
export interface DifficultyOptions {
  /** Screws per box (the variant's figure). */
  capacity?: number;
  /** How many seeded random players to run (default 200). */
  randomPlayers?: number;
  /** Seed of the random players (default: the level id). */
  seed?: Seed;
  /** State budget of each solver run. */
  maxStates?: number;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * log2 for x >= 1, linear between powers of two, from +, -, * and / only: those round the same in
 * every JavaScript engine, Math.log2 need not, and a daily level must come out the same on every
 * device (the score steers the generator).
 */
export function exactLog2(x: number): number {
  if (!(x >= 1)) return 0;
  let k = 0;
  let p = 1;
  while (p * 2 <= x) {
    p *= 2;
    k += 1;
  }
  return k + (x - p) / p;
}

/** The one difficulty number, 0..100, of a level's figures (formula in the module comment). */
export function difficultyScore(f: DifficultyInputs): number {
  if (!f.winnable) return 100;
  const w = DIFFICULTY_WEIGHTS;
  const sum =
    w.random * clamp01(1 - f.randomWinShare) +
    w.tray * clamp01(f.trayNeed / Math.max(1, f.traySlots)) +
    w.greedy * (f.greedyWins ? 0 : 1) +
    w.search * clamp01(exactLog2(Math.max(1, f.statesSearched) / Math.max(1, f.screws)) / 6) +
    w.layers * clamp01((f.layers - 1) / 4) +
    w.colours * clamp01((f.colours - 1) / 6);
  return Math.round(Math.min(100, Math.max(0, sum * 100)) * 10) / 10;
}

/** The band of a score: easy below MEDIUM_FROM, hard from HARD_FROM, medium between. */
export function bandOf(score: number): DifficultyBand {
  if (score >= HARD_FROM) return 'hard';
  if (score >= MEDIUM_FROM) return 'medium';
  return 'easy';
}

/** The share (0..1) of `players` seeded random players who win the level from its start. */
export function randomWinShare(level: LevelSpec, players: number, seed: Seed, capacity: number): number {
  if (players <= 0) return 0;
  const { problem: p, node: start } = searchFromState(level, buildLevel(level, { boxCapacity: capacity }));
  const base = hashSeed(seed);
  let wins = 0;
  for (let i = 0; i < players; i++) {
    const rng = createRng(hashSeed(base, i));
    let n = start;
    for (;;) {
      const taps = freeTaps(p, n, factsOf(p, n));
      if (taps.length === 0) break;
      n = applyTap(p, n, taps[rng.int(taps.length)]!.screw)!;
      const outcome = outcomeOf(p, n);
      if (outcome === 'won') wins += 1;
      if (outcome !== 'playing') break;
    }
  }
  return wins / players;
}

/**
 * The smallest peak tray count over all winning lines, starting from a line whose peak is known:
 * solve again with a limit one below the best peak until that is proved impossible. Returns the
 * figure and whether it is proved (false when a search gave up first).
 */
export function trayNeedOf(
  level: LevelSpec,
  knownPeak: number,
  opts: { capacity: number; maxStates?: number },
): { trayNeed: number; proved: boolean } {
  let need = knownPeak;
  while (need > 0) {
    const maxStates = opts.maxStates ?? DEFAULT_MAX_STATES;
    const r = solveLevel(level, { capacity: opts.capacity, maxStates, trayLimit: need - 1 });
    if (!r.winnable) return { trayNeed: need, proved: r.reason !== UNWINNABLE.gaveUp(maxStates) };
    need = r.peakTray;
  }
  return { trayNeed: 0, proved: true };
}

/** Measures the difficulty figures of a level and folds them into one number and a band. */
export function measureDifficulty(level: LevelSpec, opts: DifficultyOptions = {}): DifficultyFigures {
  const capacity = opts.capacity ?? 3;
  const players = opts.randomPlayers ?? 200;
  const holes = level.boards.flatMap((b) => b.holes);
  const traySlots = level.tray.slots - level.tray.locked;
  const solved = solveLevel(level, { capacity, maxStates: opts.maxStates });
  const trayNeed = solved.winnable
    ? trayNeedOf(level, solved.peakTray, { capacity, maxStates: opts.maxStates }).trayNeed
    : traySlots;
  const inputs: DifficultyInputs = {
    colours: new Set(holes.map((h) => h.colour)).size,
    screws: holes.length,
    layers: new Set(level.boards.map((b) => b.group)).size,
    traySlots,
    statesSearched: solved.statesSearched,
    trayNeed,
    greedyWins: greedyPlay(level, () => 0, capacity).outcome === 'won',
    randomWinShare: randomWinShare(level, players, opts.seed ?? level.id, capacity),
    winnable: solved.winnable,
  };
  const difficulty = difficultyScore(inputs);
  return { ...inputs, boards: level.boards.length, difficulty, band: bandOf(difficulty) };
}
