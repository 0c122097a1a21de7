// Big levels (issue 15): 100 to 200 screws, up to 6 layers, 40 boards and 7 colours, with the spec's
// box row (4 positions above 36 screws) and tray of 5, made by the same generator and proved winnable
// the same way as every other generated level.
//
// Two things change against `generateFromGroups` at today's sizes (up to 72 screws):
// - The map. The play area holds about 125 hole sites 68 units apart, so 200 screws cannot each have
//   a site of their own. A big map stacks: a site may take a screw again once every screw on it lies
//   one layer or more below (`stackEvery`); the upper board hides the lower screw whole until it
//   falls. Boards are bigger (4 to 7 holes, mostly 5 and 6) so that 200 screws fit on 40 boards; a map
//   of more boards is laid out again with the next derived seed.
// - The budgets. The generator's cost grows with screws × steps × games: at 200 screws one attempt with
//   today's budgets (a 32-game climb of up to 8 swaps a screw, 400 measuring games) takes seconds. A
//   big level climbs with 8 games and 1 swap a screw, measures with 40 random and 20 box-first and
//   20 lookahead games (win shares then carry about ±11 points of sampling error where 100 games carry
//   ±5: the felt score is a coarser estimate, good for the band, not for ranking two levels a few
//   points apart), searches at most 4,000 states per solver run (the proofs take about one state per
//   screw) and tries at most 4 colourings. All counts, never time: one seed gives one level everywhere.
import type { DifficultyBand } from './difficulty';
import { generateFromMap, type GeneratedLevel, type GenerateOptions } from './generator';
import type { LevelMap } from './levelMap';
import { mapFromGroups, type MapFromGroupsOptions } from './mapFromGroups';
import { hashSeed, type Seed } from './random';

/** Most boards, layers and screws of a big level (issue 15; the schema allows 60 boards and 300 screws). */
export const BIG_LIMITS = { boards: 40, layers: 6, screws: 210 } as const;

/** How a big map is laid out: stacked sites, boards of 4 to 7 holes. */
export const BIG_MAP_OPTIONS: Readonly<MapFromGroupsOptions> = {
  stackEvery: 1,
  boardSizes: [
    [4, 1],
    [5, 3],
    [6, 4],
    [7, 2],
  ],
};

/** The generator's budgets for big levels (see the module comment). */
export const BIG_BUDGETS: Readonly<GenerateOptions> = {
  maxAttempts: 4,
  randomPlayers: 40,
  modelGames: 20,
  climbGames: 8,
  climbSwaps: 0,
  maxStates: 4_000,
};

/**
 * Seconds of countdown a big level gives per screw: variant A's 185 s for the 54 screws of its biggest
 * shipped level is about 3.4 s a screw; a 201-screw level under the flat 185 s could not be cleared by
 * anyone. Rounded up to 5 s (a big level's 99 screws or more always come out above the variant's own).
 */
export const BIG_SECONDS_PER_SCREW = 3.5;

/** The countdown of a big level of `screws` screws, in seconds. */
export function bigCountdown(screws: number): number {
  return Math.ceil((screws * BIG_SECONDS_PER_SCREW) / 5) * 5;
}

/** Maps laid out (with derived seeds) before giving up on keeping to BIG_LIMITS.boards. */
const MAP_TRIES = 6;

/** Options of `generateBigLevel`: the generator's, with the big budgets as defaults. */
export type BigLevelOptions = GenerateOptions;

/** A screw count rounded to the nearest positive multiple of the capacity. */
export function bigScrewCount(screws: number, capacity = 3): number {
  return Math.max(capacity, Math.round(screws / capacity) * capacity);
}

/** Screws per layer for a big level: 6 layers from 90 screws up (3 to 6 below), as even as they go. */
export function bigGroupData(screws: number): number[] {
  const layers = Math.min(BIG_LIMITS.layers, Math.max(3, Math.ceil(screws / 17)));
  return Array.from({ length: layers }, (_, i) => Math.floor(screws / layers) + (i < screws % layers ? 1 : 0));
}

/** The map of a big level: the first of the derived seeds whose layout keeps to 40 boards (else the one with fewest). */
export function bigLevelMap(screws: number, seed: Seed): LevelMap {
  const groups = bigGroupData(screws);
  let best: LevelMap | null = null;
  let lastError: unknown = null;
  for (let k = 0; k < MAP_TRIES; k++) {
    try {
      const map = mapFromGroups(groups, k === 0 ? seed : hashSeed(seed, 'big-map', k), BIG_MAP_OPTIONS);
      if (map.boards.length <= BIG_LIMITS.boards) return map;
      if (!best || map.boards.length < best.boards.length) best = map;
    } catch (e) {
      // No room for a layer with this seed: the next one.
      lastError = e;
    }
  }
  if (best) return best;
  throw lastError instanceof Error ? lastError : new Error(`no map of ${screws} screws`);
}

/**
 * A big level of about `screws` screws (rounded to a multiple of the capacity, at most
 * BIG_LIMITS.screws) aimed at a felt band: the map of `bigLevelMap`, coloured by `generateFromMap`
 * with the big budgets (each overridable), its countdown scaled to its size (`bigCountdown`). Proved
 * winnable by the solver like every generated level; same seed, same level.
 */
export function generateBigLevel(
  screws: number,
  seed: Seed,
  band: DifficultyBand,
  opts: BigLevelOptions = {},
): GeneratedLevel {
  const capacity = opts.capacity ?? 3;
  const total = bigScrewCount(screws, capacity);
  if (total > BIG_LIMITS.screws) throw new Error(`a big level holds at most ${BIG_LIMITS.screws} screws, not ${total}`);
  const made = generateFromMap(bigLevelMap(total, seed), seed, band, { ...BIG_BUDGETS, ...opts });
  return { ...made, level: { ...made.level, countdown: bigCountdown(total) } };
}
