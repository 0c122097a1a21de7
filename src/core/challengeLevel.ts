// Makes a challenge's level: its plan (challenge.ts) applied to a shipped map, as the daily level is.
// This module imports the generator and the solver: the app loads it with import() only when a
// challenge is opened, so they stay out of the initial bundle.
import { challengePlan, type ChallengeSeed } from './challenge';
import { generateFromMap, mapOf } from './generator';
import { parseLevel } from './levelSchema';
import type { LevelSpec } from './types';

/** What making a challenge level needs from the variant and the app: the same as the daily level's maker. */
export interface ChallengeLevelMaker {
  /** Level files the variant ships (the app's `min(variant.levelCount, catalogue count)`). */
  levelCount: number;
  /** Screws per box (the variant's figure). */
  capacity: number;
  /** The JSON of shipped level file `n`. */
  loadLevelFile: (n: number) => Promise<unknown>;
}

/**
 * The challenge's level as plain JSON, ready for the same validation as any level file. The
 * generator proves it winnable with the solver (or falls back to a one-colour level it plays out),
 * and is seeded and bounded by counts, never by time, so one seed makes one level everywhere.
 */
export async function makeChallengeLevel(seed: ChallengeSeed, maker: ChallengeLevelMaker): Promise<LevelSpec> {
  const plan = challengePlan(seed, maker.levelCount);
  const parsed = parseLevel(await maker.loadLevelFile(plan.mapLevel), maker.capacity);
  if (!parsed.ok) throw new Error(`the map of level ${plan.mapLevel} is broken: ${parsed.error}`);
  const generated = generateFromMap(mapOf(parsed.level), plan.seed, plan.target, { capacity: maker.capacity });
  return { ...generated.level, id: plan.id, name: `Challenge ${seed}` };
}
