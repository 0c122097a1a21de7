// The planned level (daily and friend challenges): the tries are walked in order, maps not of the band's
// size and depth are passed over, and a colouring that misses the band is followed by the next try. The
// generator is replaced here by one whose felt scores the test sets, so that each rule is seen alone;
// tests/unit/scripts/dailyYear*.test.ts hold a whole year of the real thing to its bands.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GeneratorModule from '../../../src/core/generator';
import type { GeneratedLevel } from '../../../src/core/generator';
import type { LevelMap } from '../../../src/core/levelMap';
import { DAILY_MAP_FIT, planTries, type LevelPlan } from '../../../src/core/dailyPlan';
import { parseLevel } from '../../../src/core/levelSchema';
import { makePlannedLevel, measureMap } from '../../../src/core/plannedLevel';
import type { LevelSpec } from '../../../src/core/types';
import { diskLevelMaker } from '../../../scripts/levels/dailyYear';
import { VARIANT_LEVELS } from '../../../scripts/levels/variantLevels';

const felts: number[] = [];
const coloured: { screws: number; seed: unknown }[] = [];
vi.mock('../../../src/core/generator', async (original) => ({
  ...(await original<typeof GeneratorModule>()),
  generateFromMap: (map: LevelMap, seed: number): GeneratedLevel => {
    coloured.push({ screws: map.boards.reduce((n, b) => n + b.holes.length, 0), seed });
    const felt = felts.shift() ?? 50;
    return {
      level: {
        format: 1,
        id: 'made',
        boards: [],
        boxes: { queue: [], positions: 2, locked: [] },
        tray: { slots: 5, locked: 0 },
      },
      line: [],
      figures: { felt } as GeneratedLevel['figures'],
      attempts: 1,
    };
  },
}));

const maker = diskLevelMaker(VARIANT_LEVELS[0]!);
const hardPlan: LevelPlan = { seed: 20_261_122, target: 'hard', id: 'daily-test' };

async function shipped(n: number): Promise<LevelSpec> {
  const parsed = parseLevel(await maker.loadLevelFile(n), maker.capacity);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.level;
}

/** Indices of the plan's tries whose maps suit its band, in order. */
async function suitedTries(plan: LevelPlan, levelCount = maker.levelCount): Promise<number[]> {
  const out: number[] = [];
  for (const [k, t] of planTries(plan, levelCount).entries()) {
    if (DAILY_MAP_FIT[plan.target](measureMap(await shipped(t.mapLevel)))) out.push(k);
  }
  return out;
}

beforeEach(() => {
  felts.length = 0;
  coloured.length = 0;
});

describe('a planned level', () => {
  it('colours the first try whose map suits the band, and no other when it lands', async () => {
    // A plan over the first 8 files: several of its tries draw a tutorial map (under 12 screws).
    const plan: LevelPlan = { ...hardPlan, target: 'medium' };
    const small = { ...maker, levelCount: 8 };
    const suited = await suitedTries(plan, 8);
    expect(suited[0]).toBeGreaterThan(0);
    felts.push(20);
    const made = await makePlannedLevel(plan, small);
    expect(coloured).toHaveLength(1);
    expect(coloured[0]!.screws).toBeGreaterThanOrEqual(18);
    expect(made).toMatchObject({ tries: suited[0]! + 1, felt: 20, inBand: true });
    expect(made.mapLevel).toBe(planTries(plan, 8)[suited[0]!]!.mapLevel);
  });

  it('goes on to the next suited try while the colouring misses the band', async () => {
    const suited = await suitedTries(hardPlan);
    felts.push(20, 28, 41);
    const made = await makePlannedLevel(hardPlan, maker);
    expect(coloured).toHaveLength(3);
    expect(made).toMatchObject({ tries: suited[2]! + 1, felt: 41, inBand: true });
    // Each try colours with its own seed.
    expect(new Set(coloured.map((c) => c.seed)).size).toBe(3);
  });

  it('when no try lands, keeps the closest miss and says so', async () => {
    felts.push(...Array.from({ length: 24 }, (_, k) => (k === 5 ? 27 : 10)));
    const made = await makePlannedLevel(hardPlan, maker);
    expect(made).toMatchObject({ felt: 27, inBand: false });
  });

  it('with no map of the size the band needs, colours the first try anyway', async () => {
    const tutorialOnly = { ...maker, levelCount: 2 };
    felts.push(3);
    const made = await makePlannedLevel(hardPlan, tutorialOnly);
    expect(coloured).toHaveLength(1);
    expect(made).toMatchObject({ mapLevel: planTries(hardPlan, 2)[0]!.mapLevel, inBand: false });
  });

  it('reads each file once, and names a broken one', async () => {
    const loads: number[] = [];
    felts.push(10, 10, 10, 10, 10, 10);
    await makePlannedLevel(hardPlan, { ...maker, loadLevelFile: (n) => (loads.push(n), maker.loadLevelFile(n)) });
    expect(new Set(loads).size).toBe(loads.length);
    await expect(makePlannedLevel(hardPlan, { ...maker, loadLevelFile: async () => ({ format: 1 }) })).rejects.toThrow(
      /the map of level \d+ is broken/,
    );
  });
});
