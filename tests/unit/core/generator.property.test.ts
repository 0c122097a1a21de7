// Properties of the generator over random seeds: every level it makes is a valid file, the solver
// proves it winnable, its line wins through the rules, and one seed always makes the same level.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOutlines, screwPositions } from '../../../src/core/coverModel';
import type { DifficultyBand } from '../../../src/core/difficulty';
import { generateFromGroups, generateFromMap, type GeneratedLevel } from '../../../src/core/generator';
import { mapOf } from '../../../src/core/levelMap';
import { parseLevel } from '../../../src/core/levelSchema';
import { replayLine, solveLevel } from '../../../src/core/solver';
import type { LevelSpec } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';

const capacity = screwVariant.boxCapacity;

const maps = Object.entries(
  import.meta.glob<unknown>('../../../assets/levels/*.json', { eager: true, import: 'default' }),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, json]) => {
    const parsed = parseLevel(json, capacity);
    if (!parsed.ok) throw new Error(parsed.error);
    return mapOf(parsed.level);
  });

const seeds = fc.integer({ min: 0, max: 0x7fffffff });
const targets = fc.constantFrom<DifficultyBand>('easy', 'medium', 'hard');

/** Screw counts per layer: 1 to 5 layers, a total that is a multiple of the capacity, at most 54. */
const groupData = fc.array(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 5 }).map((counts) => {
  const out = [...counts];
  while (out.reduce((a, b) => a + b, 0) > 54) out.pop();
  if (out.length === 0) out.push(3);
  const total = out.reduce((a, b) => a + b, 0);
  out[0]! += (capacity - (total % capacity)) % capacity;
  return out;
});

/** The promises of the generator for one result. */
function expectPlayable(result: GeneratedLevel): void {
  const parsed = parseLevel(result.level, capacity);
  expect(parsed.ok ? 'ok' : parsed.error).toBe('ok');
  const solved = solveLevel(result.level, { capacity });
  expect(solved.reason).toBeUndefined();
  expect(solved.winnable).toBe(true);
  expect(replayLine(result.level, result.line, capacity).outcome).toBe('won');
}

/** The design rules the level tests check for shipped files. */
function expectDesignRules(level: LevelSpec): void {
  for (const outline of boardOutlines(level).values()) {
    for (const p of outline) {
      expect(p.x >= 30 && p.x <= 720 && p.y >= 480 && p.y <= 1300).toBe(true);
    }
  }
  const points = [...screwPositions(level).values()];
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      expect(Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y)).toBeGreaterThanOrEqual(59.5);
}

// Forty generated levels a property, each proved by the solver and measured by the simulated players: tens of
// seconds on a busy machine, so each property has an explicit limit of four minutes.
describe('generator properties', () => {
  it('generateFromMap on the shipped maps: valid, winnable, its line wins, same seed same level', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: maps.length - 1 }), targets, (seed, m, target) => {
        const result = generateFromMap(maps[m]!, seed, target, { capacity });
        expectPlayable(result);
        // The map comes back whole, but for a box row narrowed where colouring alone stays short of the band.
        const { boxes, ...made } = mapOf(result.level);
        const { boxes: mapBoxes, ...given } = maps[m]!;
        expect(made).toEqual(given);
        expect(boxes.positions).toBeGreaterThanOrEqual(1);
        expect(boxes.positions).toBeLessThanOrEqual(mapBoxes.positions);
        if (boxes.positions < mapBoxes.positions) expect(target).not.toBe('easy');
        for (const p of boxes.locked) expect(mapBoxes.locked).toContain(p);
        expect(generateFromMap(maps[m]!, seed, target, { capacity })).toEqual(result);
      }),
      { numRuns: 40 },
    );
  }, 240_000);

  it('generateFromGroups on random screw counts: valid, winnable, design rules kept, same seed same level', () => {
    fc.assert(
      fc.property(seeds, groupData, targets, (seed, groups, target) => {
        const result = generateFromGroups(groups, seed, target, { capacity });
        expectPlayable(result);
        expectDesignRules(result.level);
        const perGroup = groups.map((_, i) =>
          result.level.boards.filter((b) => b.group === i + 1).reduce((n, b) => n + b.holes.length, 0),
        );
        expect(perGroup).toEqual(groups);
        expect(generateFromGroups(groups, seed, target, { capacity })).toEqual(result);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
