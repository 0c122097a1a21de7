// A whole year of variant screw's daily challenges, made as the game makes them: every day lands the band
// of its weekday (issue "A difficulty curve players feel"). Minutes of work: `npm run levels -- daily 2026`
// prints the same year day by day. The other variant's year is its own file, so the two run side by side.
import { describe, expect, it } from 'vitest';
import { dailyDays, daysOf } from '../../../scripts/levels/dailyYear';
import { variantById } from '../../../scripts/levels/variantLevels';

describe('the daily challenges of 2026, variant screw', () => {
  it('every day lands the band of its weekday, on maps that vary', async () => {
    const days = await dailyDays(variantById('screw')!, daysOf(2026));
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
