// The table and summary `npm run levels -- daily YEAR` prints: a generated day, a big Sunday and a miss.
import { describe, expect, it } from 'vitest';
import { dailyReport, type DailyDay } from '../../../scripts/levels/dailyYear';

const day = (d: Partial<DailyDay>): DailyDay => ({
  day: { year: 2026, month: 11, day: 23 },
  weekday: 1,
  target: 'easy',
  mapLevel: 7,
  big: null,
  tries: 1,
  felt: 6.25,
  band: 'easy',
  screws: 21,
  ms: 120,
  ...d,
});

describe('the daily year report', () => {
  it('prints each day with its map (or big file), felt and verdict, and counts what landed', () => {
    const { table, summary, missed } = dailyReport('screw', [
      day({}),
      day({
        day: { year: 2026, month: 11, day: 29 },
        weekday: 0,
        target: 'hard',
        mapLevel: 0,
        big: 5,
        felt: null,
        band: 'hard',
        screws: 201,
        ms: 0,
      }),
      day({
        day: { year: 2026, month: 11, day: 25 },
        weekday: 3,
        target: 'medium',
        felt: 40.5,
        band: 'hard',
        tries: 24,
      }),
    ]);
    const rows = table.split('\n').slice(2);
    expect(rows[0]).toMatch(/^2026-11-23\s+Mon\s+easy\s+7\s+21\s+1\s+6\.3\s+in band\s+120$/);
    expect(rows[1]).toMatch(/^2026-11-29\s+Sun\s+hard\s+big 5\s+201\s+1\s+-\s+in band\s+0$/);
    expect(rows[2]).toContain('MISSED (hard)');
    expect(missed).toBe(1);
    expect(summary).toContain('screw: 2 of 3 days in band (66.7%)');
    expect(summary).toContain('1 big Sundays play a big level file');
  });
});
