// Makes a planned level (a day's challenge, a friend challenge): walks the plan's tries (dailyPlan.ts) in
// order, passes over maps not of the size and depth the band needs, colours the first that is with the
// generator, and goes on to the next try while the colouring misses the band. Seeded and bounded by
// counts, never by time, so one plan makes one level on every device. This module imports the generator
// and the solver: the app loads it in the level maker's worker or with import(), never up front.
import { DAILY_MAP_FIT, planTries, type LevelPlan, type MapMeasure, type MapTry } from './dailyPlan';
import { coverDepthOf, feltBandOf, feltMiss } from './feltDifficulty';
import { generateFromMap } from './generator';
import { mapOf } from './levelMap';
import { parseLevel } from './levelSchema';
import type { LevelSpec } from './types';

/** What making a planned level needs from the variant and the app. */
export interface LevelMaker {
  /** Level files the variant ships (the app's `min(variant.levelCount, catalogue count)`). */
  levelCount: number;
  /** Screws per box (the variant's figure). */
  capacity: number;
  /** The JSON of shipped level file `n`. */
  loadLevelFile: (n: number) => Promise<unknown>;
}

/** A planned level and how it was reached. */
export interface PlannedLevel {
  level: LevelSpec;
  /** The shipped file whose map it borrows. */
  mapLevel: number;
  /** Tries walked, passed-over maps included (1 when the first try landed). */
  tries: number;
  /** Its felt difficulty (feltDifficulty.ts) as the generator measured it. */
  felt: number;
  /** True when the felt band is the plan's target (always, for every day of the year the tests walk). */
  inBand: boolean;
}

/** Size and depth of a map, as the plan reads them. */
export function measureMap(level: LevelSpec): MapMeasure {
  return {
    screws: level.boards.reduce((n, b) => n + b.holes.length, 0),
    layers: new Set(level.boards.map((b) => b.group)).size,
    coverDepth: coverDepthOf(level),
  };
}

/**
 * The plan's level. A shipped file that cannot be read as a level is an error naming it (a broken
 * build, not something to play around). When no try lands in the band the closest one is kept; when no
 * map suits the band at all (a catalogue of tutorial maps only) the first try's map is coloured anyway.
 */
export async function makePlannedLevel(plan: LevelPlan, maker: LevelMaker): Promise<PlannedLevel> {
  const tries = planTries(plan, maker.levelCount);
  const maps = new Map<number, LevelSpec>();
  const mapOfTry = async ({ mapLevel }: MapTry) => {
    const known = maps.get(mapLevel);
    if (known) return known;
    const parsed = parseLevel(await maker.loadLevelFile(mapLevel), maker.capacity);
    if (!parsed.ok) throw new Error(`the map of level ${mapLevel} is broken: ${parsed.error}`);
    maps.set(mapLevel, parsed.level);
    return parsed.level;
  };
  const colour = (map: LevelSpec, t: MapTry, walked: number): PlannedLevel => {
    const generated = generateFromMap(mapOf(map), t.seed, plan.target, { capacity: maker.capacity });
    const felt = generated.figures.felt;
    return {
      level: generated.level,
      mapLevel: t.mapLevel,
      tries: walked,
      felt,
      inBand: feltBandOf(felt) === plan.target,
    };
  };
  let best: PlannedLevel | null = null;
  for (const [k, t] of tries.entries()) {
    const map = await mapOfTry(t);
    if (!DAILY_MAP_FIT[plan.target](measureMap(map))) continue;
    const made = colour(map, t, k + 1);
    if (made.inBand) return made;
    if (!best || feltMiss(made.felt, plan.target) < feltMiss(best.felt, plan.target)) best = made;
  }
  return best ?? colour(await mapOfTry(tries[0]!), tries[0]!, tries.length);
}
