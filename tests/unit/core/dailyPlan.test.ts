import { describe, expect, it } from 'vitest';
import { dayKeyString } from '../../../src/core/calendar';
import {
  bigDailyOf,
  DAILY_MAP_FIT,
  DAILY_TARGETS,
  dailyPlan,
  MAX_PLAN_TRIES,
  planTries,
} from '../../../src/core/dailyPlan';
import { bigDailyLevel } from '../../../src/app/bigDailyLevel';
import { DIFFICULTY_BANDS } from '../../../src/core/difficulty';
import { parseLevel } from '../../../src/core/levelSchema';
import { measureMap } from '../../../src/core/plannedLevel';
import { diskLevelMaker } from '../../../scripts/levels/dailyYear';
import { VARIANT_LEVELS } from '../../../scripts/levels/variantLevels';

describe('daily plan', () => {
  it('is the same for every player: a pure function of the date', () => {
    const day = { year: 2026, month: 11, day: 18 };
    expect(dailyPlan(day)).toEqual(dailyPlan({ ...day }));
    expect(dailyPlan(day).id).toBe('daily-2026-11-18');
    expect(dailyPlan(day).seed).not.toBe(dailyPlan({ ...day, day: 19 }).seed);
  });

  it('the weekday sets the band: Monday easy, Wednesday medium, Sunday hard', () => {
    expect(dailyPlan({ year: 2026, month: 11, day: 16 }).target).toBe('easy');
    expect(dailyPlan({ year: 2026, month: 11, day: 18 }).target).toBe('medium');
    expect(dailyPlan({ year: 2026, month: 11, day: 22 }).target).toBe('hard');
    expect(DAILY_TARGETS).toHaveLength(7);
  });

  it("its tries are a pure function of the plan: the plan's seed first, then maps and seeds drawn from it", () => {
    const plan = dailyPlan({ year: 2026, month: 3, day: 9 });
    const tries = planTries(plan, 20);
    expect(tries).toHaveLength(MAX_PLAN_TRIES);
    expect(planTries({ ...plan }, 20)).toEqual(tries);
    expect(tries[0]!.seed).toBe(plan.seed);
    expect(new Set(tries.map((t) => t.seed)).size).toBe(MAX_PLAN_TRIES);
    for (const t of tries) {
      expect(t.mapLevel).toBeGreaterThanOrEqual(1);
      expect(t.mapLevel).toBeLessThanOrEqual(20);
    }
    // Over a year the first tries spread over every file.
    const firsts = new Set<number>();
    for (let d = 0; d < 365; d++) {
      const date = new Date(Date.UTC(2026, 0, 1 + d));
      const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      expect(dailyPlan(day).id).toBe(`daily-${dayKeyString(day)}`);
      firsts.add(planTries(dailyPlan(day), 32)[0]!.mapLevel);
    }
    expect(firsts.size).toBe(32);
  });

  it('borrows maps by measured size and depth: never a tutorial step, never a big map for an easy day', async () => {
    for (const entry of VARIANT_LEVELS) {
      const maker = diskLevelMaker(entry);
      const suited = { easy: [] as number[], medium: [] as number[], hard: [] as number[] };
      for (let n = 1; n <= maker.levelCount; n++) {
        const parsed = parseLevel(await maker.loadLevelFile(n), maker.capacity);
        if (!parsed.ok) throw new Error(parsed.error);
        const m = measureMap(parsed.level);
        for (const band of DIFFICULTY_BANDS) {
          if (!DAILY_MAP_FIT[band](m)) continue;
          suited[band].push(n);
          expect(m.screws, `${entry.variant.id} ${n} for ${band}`).toBeGreaterThanOrEqual(12);
          if (band === 'easy') expect(m.screws).toBeLessThanOrEqual(36);
        }
      }
      // The first levels (the tutorial) are never borrowed; every band has maps to vary over.
      for (const band of DIFFICULTY_BANDS) {
        expect(suited[band][0], `${entry.variant.id} ${band}`).toBeGreaterThanOrEqual(4);
        expect(suited[band].length, `${entry.variant.id} ${band}`).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('the last Sunday of every month plays a big level, the five in turn; no other day, and none without big files', () => {
    const bigDays: string[] = [];
    const files: number[] = [];
    for (let d = 0; d < 365; d++) {
      const date = new Date(Date.UTC(2026, 0, 1 + d));
      const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      const big = bigDailyOf(day, 5);
      if (big === null) continue;
      bigDays.push(dayKeyString(day));
      files.push(big);
      expect(dailyPlan(day).target).toBe('hard');
      expect(bigDailyOf(day, 0)).toBeNull();
    }
    expect(bigDays).toEqual([
      '2026-01-25',
      '2026-02-22',
      '2026-03-29',
      '2026-04-26',
      '2026-05-31',
      '2026-06-28',
      '2026-07-26',
      '2026-08-30',
      '2026-09-27',
      '2026-10-25',
      '2026-11-29',
      '2026-12-27',
    ]);
    expect(new Set(files)).toEqual(new Set([1, 2, 3, 4, 5]));
    for (let i = 1; i < files.length; i++) expect(files[i]).not.toBe(files[i - 1]);
  });

  it("a big Sunday's level is the big file with the day's id and name", async () => {
    const day = { year: 2026, month: 11, day: 29 };
    const made = bigDailyLevel(day, { count: 5, load: async (n) => ({ format: 1, id: `big-${n}`, name: 'Big' }) });
    expect(made?.file).toBe(bigDailyOf(day, 5));
    expect(await made?.json).toEqual({ format: 1, id: 'daily-2026-11-29', name: 'Daily challenge 2026-11-29' });
    expect(bigDailyLevel({ ...day, day: 22 }, { count: 5, load: async () => ({}) })).toBeNull();
  });
});
