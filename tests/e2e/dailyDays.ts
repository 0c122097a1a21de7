// Which past day of a month the daily-challenge tests play: the one whose level borrows the smallest
// map (the shortest to play by taps), read as the game's plan reads the shipped maps.
import { diskLevelMaker } from '../../scripts/levels/dailyYear';
import { variantById } from '../../scripts/levels/variantLevels';
import type { DayKey } from '../../src/core/calendar';
import { DAILY_MAP_FIT, dailyPlan, planTries } from '../../src/core/dailyPlan';
import { parseLevel } from '../../src/core/levelSchema';
import { measureMap } from '../../src/core/plannedLevel';

/** The day of `today`'s month before it whose plan's first suited map has the fewest screws. */
export async function quickestPastDay(variantId: string, today: DayKey): Promise<number> {
  const entry = variantById(variantId);
  if (!entry) throw new Error(`no variant ${variantId}`);
  const maker = diskLevelMaker(entry);
  const screwsOf = new Map<number, ReturnType<typeof measureMap>>();
  const measure = async (n: number) => {
    if (!screwsOf.has(n)) {
      const parsed = parseLevel(await maker.loadLevelFile(n), maker.capacity);
      if (!parsed.ok) throw new Error(parsed.error);
      screwsOf.set(n, measureMap(parsed.level));
    }
    return screwsOf.get(n)!;
  };
  let best = { day: 1, screws: Infinity };
  for (let day = 1; day < today.day; day++) {
    const plan = dailyPlan({ ...today, day });
    for (const t of planTries(plan, maker.levelCount)) {
      const m = await measure(t.mapLevel);
      if (!DAILY_MAP_FIT[plan.target](m)) continue;
      if (m.screws < best.screws) best = { day, screws: m.screws };
      break;
    }
  }
  return best.day;
}
