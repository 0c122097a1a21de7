// The issue "A difficulty curve players feel": every world must come to rest. After each tap of a
// level's winning line, a board left hanging or leaning settles within 3 s of simulated time (the rest
// rule of src/physics/rest.ts), on every shipped level of both variants and on a month of daily
// levels of both variants, as the headless replay plays them (the way the game waits for the scene).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeDailyLevel } from '../../../src/app/dailyLevel';
import { parseLevel } from '../../../src/core/levelSchema';
import { solveLevel } from '../../../src/core/solver';
import type { LevelSpec } from '../../../src/core/types';
import { DEFAULT_SETTLE_CAP_MS, replayInPhysics } from '../../../scripts/levels/headlessReplay';
import { levelFilesOf, VARIANT_LEVELS } from '../../../scripts/levels/variantLevels';

/** The settle budget the issue asks for, in simulated ms. */
const SETTLE_BUDGET_MS = 3000;

/** Replays the solver's line with the budget as the cap; the replay fails on any longer wait. */
function expectSettles(level: LevelSpec, entry: (typeof VARIANT_LEVELS)[number]): number {
  const capacity = entry.variant.boxCapacity;
  const solved = solveLevel(level, { capacity });
  expect(solved.winnable, `${level.id} is winnable`).toBe(true);
  const replay = replayInPhysics(level, solved.line, entry.variant, { settleCapMs: SETTLE_BUDGET_MS });
  expect(replay.problem, level.id).toBeUndefined();
  expect(replay.longestSettleMs, level.id).toBeLessThanOrEqual(SETTLE_BUDGET_MS);
  return replay.longestSettleMs;
}

describe('every world comes to rest within 3 s of a tap', () => {
  it('is the cap the level check replays with', () => {
    expect(DEFAULT_SETTLE_CAP_MS).toBe(SETTLE_BUDGET_MS);
  });

  for (const entry of VARIANT_LEVELS) {
    it(`on every shipped level of variant ${entry.variant.id}`, () => {
      const files = levelFilesOf(entry);
      expect(files.length).toBe(entry.variant.levelCount);
      for (const file of files) {
        const parsed = parseLevel(JSON.parse(readFileSync(file.absolute, 'utf8')), entry.variant.boxCapacity);
        if (!parsed.ok) throw new Error(`${file.path}: ${parsed.error}`);
        expectSettles(parsed.level, entry);
      }
    }, 120_000);

    it(`on every daily level of a month, variant ${entry.variant.id}`, async () => {
      const files = levelFilesOf(entry);
      const loadLevelFile = async (n: number) =>
        JSON.parse(readFileSync(files.find((f) => f.number === n)!.absolute, 'utf8')) as unknown;
      const opts = { levelCount: entry.variant.levelCount, capacity: entry.variant.boxCapacity, loadLevelFile };
      for (let day = 1; day <= 31; day++) {
        expectSettles(await makeDailyLevel({ year: 2026, month: 1, day }, opts), entry);
      }
    }, 240_000);
  }
});
