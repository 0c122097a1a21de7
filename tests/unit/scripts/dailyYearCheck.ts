// One year of a variant's daily challenges, made as the game makes them, held to the bands of their weekdays
// (issue "A difficulty curve players feel"). Each variant's year is a test file of its own, so the two run side
// by side; `npm run levels -- daily 2026` prints the same year day by day.
import { describe, expect, it } from 'vitest';
import { dailyDays, daysOf } from '../../../scripts/levels/dailyYear';
import { variantById } from '../../../scripts/levels/variantLevels';

/** Declares the year's test for one variant: every day lands the band of its weekday, on maps that vary. */
export function describeDailyYear(variantId: string, year = 2026): void {
  describe(`the daily challenges of ${year}, variant ${variantId}`, () => {
    it('every day lands the band of its weekday, on maps that vary', async () => {
      const days = await dailyDays(variantById(variantId)!, daysOf(year));
      expect(days).toHaveLength(365);
      const missed = days
        .filter((d) => d.band !== d.target)
        .map((d) => `${d.day.month}-${d.day.day}: ${d.target}, felt ${d.felt}`);
      expect(missed).toEqual([]);
      for (const band of ['easy', 'medium', 'hard'] as const) {
        expect(new Set(days.filter((d) => d.target === band).map((d) => d.mapLevel)).size).toBeGreaterThanOrEqual(8);
      }
    }, 1_200_000);
  });
}
