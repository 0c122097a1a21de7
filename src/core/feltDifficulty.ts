// The felt difficulty: how hard a level feels to play, not how big it is (issue "A difficulty curve
// players feel"; docs/levels.md). It is the difficulty levels are aimed at and labelled by: the generator
// steers by it, replays, the daily level and challenges aim at its bands, and `npm run levels -- check`
// fails a variant B level whose `type` is not its felt band. `measureDifficulty` (difficulty.ts) reports
// it beside the level's size.
//
// It is made of:
// - three simulated players (playerModels.ts), each over seeded games from the start:
//   random (taps any free screw that has somewhere to go), box-first (never parks a screw in the tray
//   while a free screw fits a box) and lookahead (box-first, and looks two taps ahead over the tray);
//   for each, its win share and its loss rate per screw (games lost / taps made), which the score reads;
// - the tray pressure of the solver's lines: trayNeed, the fewest screws that must wait in the tray
//   at once on any winning line, over the open tray slots;
// - the cover depth: how many higher boards lie over a screw at the start, on average over screws.
//
// The formula (`feltScore`), each term clamped to 0..1, the sum to 0..100:
//   felt = 100 × ( 0.15 × L30(random loss per screw)
//                + 0.35 × L30(box-first loss per screw)
//                + 0.25 × L30(lookahead loss per screw)
//                + 0.15 × trayNeed / open tray slots
//                + 0.10 × min(1, cover depth) )
//   where L30(l) = 1 − (1 − l)^30, the chance of losing a level of 30 screws at that loss per screw.
// Every player is read per screw, not by its win share: a level played twice over is lost about
// twice as often over twice as many taps, so its loss per screw (and its score) stays as it was,
// while its win shares fall to their squares. Box-first and lookahead players weigh most because
// they play the way people do. Screws, boards, colours and layers are not scored.
// Every term grows with its figure, so the score is monotone in each. An unwinnable level scores
// 100. Powers are repeated products (no Math.pow), so the score is the same in every engine.
//
// Bands (`feltBandOf`): easy below 13, medium from 13 to below 29, hard from 29. On the shipped
// variant A levels that sorts 1-5 as easy, 6-10 and 12 as medium, 11 and 13-20 as hard, level 20
// the hardest.
import { coverGeometry } from './coverModel';
import type { DifficultyBand } from './difficulty';
import { DEFAULT_GAMES, playerShares, type PlayerModel, type PlayerShares } from './playerModels';
import type { Seed } from './random';
import { solveLevel, trayNeedOf } from './solver';
import type { LevelSpec } from './types';

/** Felt scores below this are easy. */
export const FELT_MEDIUM_FROM = 13;
/** Felt scores from this up are hard. */
export const FELT_HARD_FROM = 29;

/** Weights of the formula's terms (they sum to 1). */
export const FELT_WEIGHTS = {
  random: 0.15,
  boxFirst: 0.35,
  lookahead: 0.25,
  tray: 0.15,
  cover: 0.1,
} as const;

/** The screws of the level every player's loss rate is brought to. */
export const REFERENCE_SCREWS = 30;

/** The figures the felt score is made of. */
export interface FeltInputs {
  /** Open tray slots at the start (slots − locked). */
  traySlots: number;
  trayNeed: number;
  /** Share (0..1) of random players who win. Reported; the score reads the loss rate below. */
  randomWinShare: number;
  /** Random players' games lost per tap made (0..1). */
  randomLossPerScrew: number;
  /** Share (0..1) of box-first players who win. Reported; the score reads the loss rate below. */
  boxFirstWinShare: number;
  /** Box-first players' games lost per tap made (0..1). */
  boxFirstLossPerScrew: number;
  /** Share (0..1) of lookahead players who win. Reported; the score reads the loss rate below. */
  lookaheadWinShare: number;
  /** Lookahead players' games lost per tap made (0..1). */
  lookaheadLossPerScrew: number;
  /** Higher boards over a screw at the start, on average over the screws. */
  coverDepth: number;
  /** False when the solver found no winning line: the score is then 100. */
  winnable: boolean;
}

/** Everything `measureFeltDifficulty` reports about a level. */
export interface FeltFigures extends FeltInputs {
  /** The folded figure, 0..100 (see `feltScore`). */
  felt: number;
  band: DifficultyBand;
}

/** Options of {@link measureFeltDifficulty}. */
export interface FeltOptions {
  /** Screws per box (the variant's figure). */
  capacity?: number;
  /** Games of the random player (default 200). */
  randomPlayers?: number;
  /** Games of the box-first and lookahead players (default 100 each). */
  modelGames?: number;
  /** Seed of the simulated players (default: the level id). */
  seed?: Seed;
  /** State budget of each solver run. */
  maxStates?: number;
  /** The solver's verdict when the caller has it already (the tray need and whether it is winnable). */
  solved?: { trayNeed: number; winnable: boolean };
  /**
   * Times the level is played in a row as one level (default 1): 2 measures the level doubled in size,
   * the same puzzle twice over. The tray need and the cover depth are each round's; the players play
   * every round (playerModels.ts).
   */
  rounds?: number;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/** x to a whole power by repeated products (the same in every engine, unlike Math.pow). */
function power(x: number, n: number): number {
  let out = 1;
  for (let i = 0; i < n; i++) out *= x;
  return out;
}

/** The chance (0..1) of losing a level of REFERENCE_SCREWS screws at a loss rate per screw. */
export function lossOverReference(lossPerScrew: number): number {
  return 1 - power(1 - clamp01(lossPerScrew), REFERENCE_SCREWS);
}

/** The felt score, 0..100, of a level's figures (formula in the module comment). */
export function feltScore(f: FeltInputs): number {
  if (!f.winnable) return 100;
  const w = FELT_WEIGHTS;
  const sum =
    w.random * clamp01(lossOverReference(f.randomLossPerScrew)) +
    w.boxFirst * clamp01(lossOverReference(f.boxFirstLossPerScrew)) +
    w.lookahead * clamp01(lossOverReference(f.lookaheadLossPerScrew)) +
    w.tray * clamp01(f.trayNeed / Math.max(1, f.traySlots)) +
    w.cover * clamp01(f.coverDepth);
  return Math.round(Math.min(100, Math.max(0, sum * 100)) * 10) / 10;
}

/** A band's felt scores: from `low` (inclusive) to below `high`. */
export function feltBandEdges(band: DifficultyBand): { low: number; high: number } {
  if (band === 'easy') return { low: 0, high: FELT_MEDIUM_FROM };
  if (band === 'medium') return { low: FELT_MEDIUM_FROM, high: FELT_HARD_FROM };
  return { low: FELT_HARD_FROM, high: Infinity };
}

/** How far a felt score lies outside a band, kept `margin` points clear of its inner edges (0 inside). */
export function feltMiss(score: number, band: DifficultyBand, margin = 0): number {
  const { low, high } = feltBandEdges(band);
  return Math.max(0, low + (low > 0 ? margin : 0) - score, score - (high - margin));
}

/** The band of a felt score: easy below FELT_MEDIUM_FROM, hard from FELT_HARD_FROM, medium between. */
export function feltBandOf(score: number): DifficultyBand {
  if (score >= FELT_HARD_FROM) return 'hard';
  if (score >= FELT_MEDIUM_FROM) return 'medium';
  return 'easy';
}

/**
 * Higher boards over a screw at the start, on average over the screws: a board on two or more
 * screws covers by its outline, a board on one by its swing disc (the cover model's reading).
 */
export function coverDepthOf(level: LevelSpec): number {
  const g = coverGeometry(level);
  if (g.ids.length === 0) return 0;
  let sum = 0;
  for (const entries of g.cover) {
    for (const e of entries) if (g.boardScrews[e.board]!.length >= 2 ? e.atRest : e.swingPins.length > 0) sum += 1;
  }
  return sum / g.ids.length;
}

/** The players' figures the felt score is made of: each model's win share and loss per screw. */
export function playerInputs(
  shares: PlayerShares,
): Pick<
  FeltInputs,
  | 'randomWinShare'
  | 'randomLossPerScrew'
  | 'boxFirstWinShare'
  | 'boxFirstLossPerScrew'
  | 'lookaheadWinShare'
  | 'lookaheadLossPerScrew'
> {
  return {
    randomWinShare: shares.random.winShare,
    randomLossPerScrew: shares.random.lossPerScrew,
    boxFirstWinShare: shares.boxFirst.winShare,
    boxFirstLossPerScrew: shares.boxFirst.lossPerScrew,
    lookaheadWinShare: shares.lookahead.winShare,
    lookaheadLossPerScrew: shares.lookahead.lossPerScrew,
  };
}

/** Measures the felt difficulty of a level: the three players, the tray pressure, the cover. */
export function measureFeltDifficulty(level: LevelSpec, opts: FeltOptions = {}): FeltFigures {
  const capacity = opts.capacity ?? 3;
  const games: Record<PlayerModel, number> = {
    random: opts.randomPlayers ?? DEFAULT_GAMES.random,
    boxFirst: opts.modelGames ?? DEFAULT_GAMES.boxFirst,
    lookahead: opts.modelGames ?? DEFAULT_GAMES.lookahead,
  };
  const traySlots = level.tray.slots - level.tray.locked;
  const solved =
    opts.solved ??
    (() => {
      const r = solveLevel(level, { capacity, maxStates: opts.maxStates });
      return {
        winnable: r.winnable,
        trayNeed: r.winnable
          ? trayNeedOf(level, r.peakTray, { capacity, maxStates: opts.maxStates }).trayNeed
          : traySlots,
      };
    })();
  const shares = playerShares(level, { capacity, games, seed: opts.seed ?? level.id, rounds: opts.rounds });
  const inputs: FeltInputs = {
    traySlots,
    trayNeed: solved.trayNeed,
    ...playerInputs(shares),
    coverDepth: coverDepthOf(level),
    winnable: solved.winnable,
  };
  const felt = feltScore(inputs);
  return { ...inputs, felt, band: feltBandOf(felt) };
}
