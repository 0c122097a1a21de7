import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeDailyLevel } from '../../../src/app/dailyLevel';
import { parseLevel } from '../../../src/core/levelSchema';
import { solveLevel } from '../../../src/core/solver';
import { screwVariant } from '../../../src/variants/screw';

const loadLevelFile = async (n: number) =>
  JSON.parse(
    readFileSync(new URL(`../../../assets/levels/level-${String(n).padStart(2, '0')}.json`, import.meta.url), 'utf8'),
  );
const opts = { levelCount: screwVariant.levelCount, capacity: screwVariant.boxCapacity, loadLevelFile };

describe("a day's challenge level", () => {
  it('is valid, winnable and the same every time it is made, for a fortnight of days', async () => {
    for (let day = 1; day <= 14; day++) {
      const key = { year: 2026, month: 11, day };
      const level = await makeDailyLevel(key, opts);
      expect(level.id).toBe(`daily-2026-11-${String(day).padStart(2, '0')}`);
      const parsed = parseLevel(level, screwVariant.boxCapacity);
      expect(parsed.ok).toBe(true);
      expect(solveLevel(level, { capacity: screwVariant.boxCapacity }).winnable).toBe(true);
      expect(await makeDailyLevel(key, opts)).toEqual(level);
    }
    // Fourteen generated levels, each solved: seconds on a busy machine.
  }, 60_000);

  it('differs from one day to the next', async () => {
    const a = await makeDailyLevel({ year: 2026, month: 11, day: 20 }, opts);
    const b = await makeDailyLevel({ year: 2026, month: 11, day: 21 }, opts);
    expect({ ...a, id: '', name: '' }).not.toEqual({ ...b, id: '', name: '' });
  });

  it('a broken map file is reported, not played', async () => {
    await expect(
      makeDailyLevel({ year: 2026, month: 11, day: 20 }, { ...opts, loadLevelFile: async () => ({ format: 1 }) }),
    ).rejects.toThrow(/map of level \d+ is broken/);
  });
});
