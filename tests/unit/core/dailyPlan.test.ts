import { describe, expect, it } from 'vitest';
import { dayKeyString } from '../../../src/core/calendar';
import { DAILY_TARGETS, dailyPlan } from '../../../src/core/dailyPlan';

describe('daily plan', () => {
  it('is the same for every player: a pure function of the date', () => {
    const day = { year: 2026, month: 11, day: 18 };
    expect(dailyPlan(day, 20)).toEqual(dailyPlan({ ...day }, 20));
    expect(dailyPlan(day, 20).id).toBe('daily-2026-11-18');
  });

  it('the weekday sets the band: Monday easy, Wednesday medium, Sunday hard', () => {
    expect(dailyPlan({ year: 2026, month: 11, day: 16 }, 20).target).toBe('easy');
    expect(dailyPlan({ year: 2026, month: 11, day: 18 }, 20).target).toBe('medium');
    expect(dailyPlan({ year: 2026, month: 11, day: 22 }, 20).target).toBe('hard');
    expect(DAILY_TARGETS).toHaveLength(7);
  });

  it('borrows maps that suit the band, never the tutorial levels, and varies from day to day', () => {
    const maps = { easy: new Set<number>(), medium: new Set<number>(), hard: new Set<number>() };
    for (let d = 0; d < 365; d++) {
      const date = new Date(2026, 0, 1 + d);
      const plan = dailyPlan({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }, 20);
      maps[plan.target].add(plan.mapLevel);
      expect(plan.mapLevel).toBeGreaterThanOrEqual(4);
      expect(plan.mapLevel).toBeLessThanOrEqual(20);
      expect(plan.id).toBe(
        `daily-${dayKeyString({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() })}`,
      );
    }
    expect(Math.max(...maps.easy)).toBeLessThanOrEqual(10);
    expect(Math.min(...maps.hard)).toBeGreaterThanOrEqual(12);
    for (const set of Object.values(maps)) expect(set.size).toBeGreaterThanOrEqual(5);
  });
});
