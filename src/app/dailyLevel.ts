// Makes a day's challenge level: the day's plan (src/core/dailyPlan) made by src/core/plannedLevel.
import { dayKeyString, type DayKey } from '../core/calendar';
import { dailyPlan } from '../core/dailyPlan';
import { makePlannedLevel, type LevelMaker, type PlannedLevel } from '../core/plannedLevel';

/** The day's level as plain JSON, ready for the same validation as any level file, and how it was reached. */
export async function makeDailyPlannedLevel(day: DayKey, maker: LevelMaker): Promise<PlannedLevel> {
  const plan = dailyPlan(day);
  const made = await makePlannedLevel(plan, maker);
  return { ...made, level: { ...made.level, id: plan.id, name: `Daily challenge ${dayKeyString(day)}` } };
}

/** The day's level as plain JSON, ready for the same validation as any level file. */
export async function makeDailyLevel(day: DayKey, maker: LevelMaker) {
  return (await makeDailyPlannedLevel(day, maker)).level;
}
