// Makes a day's challenge level: the day's plan (src/core/dailyPlan) applied to a shipped map.
import { dayKeyString, type DayKey } from '../core/calendar';
import { dailyPlan } from '../core/dailyPlan';
import { generateFromMap, mapOf } from '../core/generator';
import { parseLevel } from '../core/levelSchema';
import type { LevelSpec } from '../core/types';

/** The day's level as plain JSON, ready for the same validation as any level file. */
export async function makeDailyLevel(
  day: DayKey,
  opts: { levelCount: number; capacity: number; loadLevelFile: (n: number) => Promise<unknown> },
): Promise<LevelSpec> {
  const plan = dailyPlan(day, opts.levelCount);
  const parsed = parseLevel(await opts.loadLevelFile(plan.mapLevel), opts.capacity);
  if (!parsed.ok) throw new Error(`the map of level ${plan.mapLevel} is broken: ${parsed.error}`);
  const generated = generateFromMap(mapOf(parsed.level), plan.seed, plan.target, { capacity: opts.capacity });
  return { ...generated.level, id: plan.id, name: `Daily challenge ${dayKeyString(day)}` };
}
