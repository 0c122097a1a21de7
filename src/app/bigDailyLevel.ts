// A big Sunday's daily challenge (src/core/dailyPlan.ts, `bigDailyOf`): a proved big level file played as
// the day's level. Light on purpose: the page reads it directly, with no generator and no worker.
import { dayKeyString, type DayKey } from '../core/calendar';
import { bigDailyOf, dailyPlan } from '../core/dailyPlan';

/** The big files of a variant as the page's catalogue gives them. */
export interface BigLevelFiles {
  count: number;
  load(n: number): Promise<unknown>;
}

/** The day's big level as JSON with the day's id and name, or null when the day plays a generated level. */
export function bigDailyLevel(day: DayKey, big: BigLevelFiles): { file: number; json: Promise<unknown> } | null {
  const file = bigDailyOf(day, big.count);
  if (file === null) return null;
  const plan = dailyPlan(day);
  const json = big
    .load(file)
    .then((loaded) =>
      typeof loaded === 'object' && loaded !== null
        ? { ...loaded, id: plan.id, name: `Daily challenge ${dayKeyString(day)}` }
        : loaded,
    );
  return { file, json };
}
