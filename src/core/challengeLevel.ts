// Makes a challenge's level: its plan (challenge.ts) made as the daily level is (plannedLevel.ts).
// This module imports the generator and the solver: the app loads it with import() only when a
// challenge is opened, so they stay out of the initial bundle.
import { challengePlan, type ChallengeSeed } from './challenge';
import { makePlannedLevel, type LevelMaker } from './plannedLevel';
import type { LevelSpec } from './types';

/**
 * The challenge's level as plain JSON, ready for the same validation as any level file. The
 * generator proves it winnable with the solver (or falls back to a one-colour level it plays out),
 * and is seeded and bounded by counts, never by time, so one seed makes one level everywhere.
 */
export async function makeChallengeLevel(seed: ChallengeSeed, maker: LevelMaker): Promise<LevelSpec> {
  const plan = challengePlan(seed);
  const { level } = await makePlannedLevel(plan, maker);
  return { ...level, id: plan.id, name: `Challenge ${seed}` };
}
