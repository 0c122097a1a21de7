// The level generator: colours a level map (boards and holes without colours) so that the level is
// winnable, every colour fills whole boxes, and its felt difficulty (feltDifficulty.ts) lands in a
// target band.
//
// How (the approach known to work in this genre):
// 1. Find a removal order ignoring colours: tap only screws the cautious cover model calls free,
//    boards falling as their last pin goes. A "fifo" bias takes the screw that has been free
//    longest (few free screws wait, so the free ones match the open boxes: easier); otherwise a
//    uniformly random free screw (free screws of far-off boxes pile up: harder).
// 2. Build a box queue of the chosen colours (no colour twice in a row where it can be helped) and
//    give the screws along the order to the boxes in queue order, `capacity` at a time. Played in
//    that order, every screw finds its box open, so the level is winnable without the tray.
// 3. Add noise that grows with the target: swap the boxes of two screws far apart in the order, so
//    that the earlier one must wait in the tray for its box. A swap is kept only while the order
//    still wins within the tray (its peak stays under the open slots). From medium heat up, climb:
//    more such swaps, each kept only when seeded box-first players win no more games than before,
//    until they win no more than the heat's goal share (`climb`, generatorClimb.ts).
// 4. Verify with the colour-aware solver (a state budget, no clock), replay its line through the
//    rules, measure the felt difficulty and keep the level if it is in the target band; otherwise move a
//    "heat" figure towards the band and retry with the next derived seed. After the last attempt
//    the verified level closest to the band is returned.
// 5. A map too small to reach the band by colouring (a hard level of 9 screws) is coloured again with its
//    box row narrowed one position at a time: fewer open boxes, more waiting in the tray.
// Everything is seeded (src/core/random.ts) and bounded by attempt and state counts, never by time,
// so one seed gives one level on every device.
import type { CoverLayout } from './coverModel';
import type { DifficultyBand } from './difficulty';
import {
  coverDepthOf,
  feltBandEdges,
  feltBandOf,
  feltMiss,
  feltScore,
  playerInputs,
  type FeltFigures,
  type FeltInputs,
} from './feltDifficulty';
import type { LevelMap } from './levelMap';
import { DEFAULT_GAMES, playerShares } from './playerModels';
import { mapFromGroups, type MapFromGroupsOptions } from './mapFromGroups';
import { createRng, hashSeed, type Seed } from './random';
import { colourCount, draftLevel, intendedWins, plainLevel } from './generatorDraft';
import { replayLine, solveLevel, trayNeedOf } from './solver';
import { workBeat } from './workBeat';
import type { LevelSpec } from './types';

/** Options of the generator. */
export interface GenerateOptions {
  /** Screws per box (the variant's figure, 3 by default). */
  capacity?: number;
  /** Colours to use (1..7); by default chosen from the screw count and the target. */
  colours?: number;
  /** Levels to build and measure before settling for the closest (default 12). */
  maxAttempts?: number;
  /** Games of the random player per measurement (default 200, as `measureFeltDifficulty`). */
  randomPlayers?: number;
  /** Games of the box-first and lookahead players per measurement (default 100 each, as `measureFeltDifficulty`). */
  modelGames?: number;
  /** State budget of each solver run while verifying and measuring (default 20 000). */
  maxStates?: number;
  /** Box-first games the climb plays per colouring it weighs (default 32; bigLevel.ts plays fewer). */
  climbGames?: number;
  /** Swaps the climb may try per screw at full heat (default 8; bigLevel.ts tries fewer). */
  climbSwaps?: number;
}

/** What the generator answers: the level, a winning line, its difficulty figures and the attempts it took. */
export interface GeneratedLevel {
  level: LevelSpec;
  /** A winning line from the solver, replayed through the rules. */
  line: string[];
  /**
   * The felt difficulty as `measureFeltDifficulty` measures it (same players, same seeds), with a
   * budgeted tray-need search (an unproved tray need is an upper bound), and the level's size.
   */
  figures: GeneratedFigures;
  /** Levels built (1 when the first one was in the band). */
  attempts: number;
}

/** The felt figures of a generated level (`feltDifficulty.ts`) and its size, which the score does not read. */
export interface GeneratedFigures extends FeltFigures {
  colours: number;
  screws: number;
  layers: number;
  boards: number;
  /** Positions the solver searched to prove the level winnable. */
  statesSearched: number;
}

const DEFAULT_ATTEMPTS = 12;
const DEFAULT_BUDGET = 20_000;
/** Points a generated level's felt score keeps clear of its band's edges when it can. */
const BAND_MARGIN = 2;
/** Seeded box-first games the heat's climb plays per colouring it weighs (see `draftLevel`). */
const CLIMB_GAMES = 32;
/** Swaps the climb may try per screw at full heat. */
const CLIMB_SWAPS = 8;
/**
 * Attempts in a row with the heat at an end and the band still missed that way before giving up on the
 * band. A narrowed box row is not given up early (see `generateFromMap`).
 */
const PINNED_ATTEMPTS = 5;

/** Where each band starts the heat (0: plainest, 1: hardest the knobs go). */
const START_HEAT: Record<DifficultyBand, number> = { easy: 0.25, medium: 0.5, hard: 0.9 };

/**
 * How far a felt score lies from the inside of a band, keeping BAND_MARGIN points clear of its edges
 * (0 when it is well inside), so that a level sits in its band and not on an edge of it.
 */
function missOf(score: number, target: DifficultyBand): number {
  return feltMiss(score, target, BAND_MARGIN);
}

/**
 * The generator's measure (see `GeneratedLevel.figures`): the felt difficulty with the players and
 * seeds of `measureFeltDifficulty`, the tray need from a budgeted search.
 */
function measureCheaply(
  level: LevelSpec,
  solved: { statesSearched: number; peakTray: number },
  capacity: number,
  games: { random: number; models: number },
  maxStates: number,
): GeneratedFigures {
  const holes = level.boards.flatMap((b) => b.holes);
  const shares = playerShares(level, {
    capacity,
    games: { random: games.random, boxFirst: games.models, lookahead: games.models },
    seed: level.id,
  });
  const inputs: FeltInputs = {
    traySlots: level.tray.slots - level.tray.locked,
    trayNeed: trayNeedOf(level, solved.peakTray, { capacity, maxStates }).trayNeed,
    ...playerInputs(shares),
    coverDepth: coverDepthOf(level),
    winnable: true,
  };
  const felt = feltScore(inputs);
  return {
    ...inputs,
    felt,
    band: feltBandOf(felt),
    colours: new Set(holes.map((h) => h.colour)).size,
    screws: holes.length,
    layers: new Set(level.boards.map((b) => b.group)).size,
    boards: level.boards.length,
    statesSearched: solved.statesSearched,
  };
}

/**
 * Colours a level map into a winnable level aimed at a difficulty band (see the module comment).
 * Throws when the map's screw count is not a multiple of the capacity.
 */
export function generateFromMap(map: LevelMap, seed: Seed, target: DifficultyBand, opts: GenerateOptions = {}) {
  let result = colourMap(map, seed, target, opts);
  // A narrower row swings its colourings wider (with one open box, every screw out of turn waits, and
  // a small map's loss per screw is brought to 30 screws), so its band is a narrower target: twice the
  // attempts, and no early stop with the heat at its top, since a hot colouring that misses low is
  // followed by one that lands (map 5 of variant A aimed at hard: 3 of 12 seeds missed with the stop).
  const narrowed = { ...opts, maxAttempts: 2 * (opts.maxAttempts ?? DEFAULT_ATTEMPTS) };
  for (const narrower of narrowerBoxRows(map)) {
    // In the band, or too hard: nothing to narrow for.
    if (result.figures.felt >= lowEdge(target)) break;
    const next = colourMap(narrower, seed, target, narrowed, Infinity);
    if (missOf(next.figures.felt, target) < missOf(result.figures.felt, target)) result = next;
  }
  return result;
}

/**
 * The map with its box row narrowed one position at a time, down to one open position: where colouring
 * alone cannot make a small map hard enough, fewer open boxes make more screws wait in the tray (tray
 * pressure, not size). A locked position at the end goes with it.
 */
function narrowerBoxRows(map: LevelMap): LevelMap[] {
  const out: LevelMap[] = [];
  for (let positions = map.boxes.positions - 1; positions >= 1; positions--) {
    const locked = map.boxes.locked.filter((p) => p < positions);
    if (positions - new Set(locked).size < 1) break;
    out.push({ ...map, boxes: { positions, locked } });
  }
  return out;
}

/** Colours the map as it stands: the attempts of step 4 (see the module comment). */
function colourMap(
  map: LevelMap,
  seed: Seed,
  target: DifficultyBand,
  opts: GenerateOptions = {},
  pinnedLimit = PINNED_ATTEMPTS,
): GeneratedLevel {
  const capacity = opts.capacity ?? 3;
  const screws = map.boards.reduce((n, b) => n + b.holes.length, 0);
  if (screws === 0 || screws % capacity !== 0) {
    throw new Error(`the map has ${screws} screws, not a positive multiple of the box capacity ${capacity}`);
  }
  const attempts = Math.max(1, opts.maxAttempts ?? DEFAULT_ATTEMPTS);
  const players = {
    random: opts.randomPlayers ?? DEFAULT_GAMES.random,
    models: opts.modelGames ?? DEFAULT_GAMES.boxFirst,
  };
  const maxStates = opts.maxStates ?? DEFAULT_BUDGET;
  const climbBudget = { games: opts.climbGames ?? CLIMB_GAMES, swaps: opts.climbSwaps ?? CLIMB_SWAPS };
  const open = map.boxes.positions - new Set(map.boxes.locked).size;
  const plain = plainLevel(map, capacity);
  const layout: CoverLayout = map;
  let heat = START_HEAT[target];
  let best: { result: GeneratedLevel; miss: number } | null = null;
  let pinned = 0;
  let attempt = 0;
  for (; attempt < attempts; attempt++) {
    workBeat();
    const rng = createRng(hashSeed(seed, target, attempt));
    const colours = opts.colours ?? colourCount(screws, capacity, open, heat);
    const draft = draftLevel(map, layout, plain, capacity, colours, heat, rng, climbBudget);
    if (!intendedWins(draft.level, draft.intended, capacity)) continue;
    const solved = solveLevel(draft.level, { capacity, maxStates });
    if (!solved.winnable) {
      // Too hard for the solver's budget: cool down.
      heat = Math.max(0, heat - 0.15);
      continue;
    }
    const figures = measureCheaply(draft.level, solved, capacity, players, maxStates);
    const miss = missOf(figures.felt, target);
    const result: GeneratedLevel = { level: draft.level, line: solved.line, figures, attempts: attempt + 1 };
    if (miss === 0) return result;
    if (!best || miss < best.miss) best = { result, miss };
    // Move the heat towards the band, less as the attempts go on; once the heat is pinned at an end
    // and the level still misses that way, the map cannot reach the band: stop early.
    const tooEasy = target !== 'easy' && figures.felt < lowEdge(target) + BAND_MARGIN;
    if ((tooEasy && heat >= 1) || (!tooEasy && heat <= 0)) pinned += 1;
    else pinned = 0;
    if (pinned >= pinnedLimit) break;
    const step = 0.25 / (1 + attempt * 0.3);
    heat = Math.min(1, Math.max(0, heat + (tooEasy ? step : -step)));
  }
  if (best) return { ...best.result, attempts: Math.min(attempts, attempt + 1) };
  // Every attempt failed to verify (only possible with tiny budgets): one colour always wins.
  const draft = draftLevel(map, layout, plain, capacity, 1, 0, createRng(hashSeed(seed, 'plain')), climbBudget);
  const replay = replayLine(draft.level, draft.intended, capacity);
  if (replay.outcome !== 'won') throw new Error(`the map cannot be played out: ${replay.problem}`);
  const figures = measureCheaply(draft.level, { statesSearched: screws, peakTray: 0 }, capacity, players, maxStates);
  return { level: draft.level, line: draft.intended, figures, attempts: attempts + 1 };
}

/** The lowest felt score of a band. */
function lowEdge(target: DifficultyBand): number {
  return feltBandEdges(target).low;
}

/** Options of `generateFromGroups`: the generator's and the map maker's. */
export type GenerateFromGroupsOptions = GenerateOptions & MapFromGroupsOptions;

/**
 * Builds a map from screw counts per layer (`mapFromGroups`) and colours it (`generateFromMap`).
 * The total screw count must be a multiple of the capacity.
 */
export function generateFromGroups(
  groupData: number[],
  seed: Seed,
  target: DifficultyBand,
  opts: GenerateFromGroupsOptions = {},
): GeneratedLevel {
  const capacity = opts.capacity ?? 3;
  const total = groupData.reduce((a, b) => a + b, 0);
  if (total % capacity !== 0) {
    throw new Error(`the groups hold ${total} screws, not a multiple of the box capacity ${capacity}`);
  }
  return generateFromMap(mapFromGroups(groupData, seed, opts), seed, target, opts);
}
