// Big levels (issue 15) over random seeds and the sizes 100, 150 and 200: every level is a valid file
// within the limits, the solver proves it winnable, its line wins through the rules and in the
// headless matter-js world, and one seed always makes the same level.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIG_LIMITS, bigCountdown, bigGroupData, bigScrewCount, generateBigLevel } from '../../../src/core/bigLevel';
import type { DifficultyBand } from '../../../src/core/difficulty';
import { parseLevel } from '../../../src/core/levelSchema';
import { replayLine, solveLevel } from '../../../src/core/solver';
import { screwVariant } from '../../../src/variants/screw';
import { replayInPhysics } from '../../../scripts/levels/headlessReplay';

const capacity = screwVariant.boxCapacity;
const seeds = fc.integer({ min: 0, max: 0x7fffffff });
const sizes = fc.constantFrom(100, 150, 200);
const bands = fc.constantFrom<DifficultyBand>('easy', 'medium', 'hard');

describe('big levels', () => {
  it('rounds the screw count to a multiple of the capacity and spreads it over 6 layers', () => {
    expect([50, 100, 150, 200].map((n) => bigScrewCount(n))).toEqual([51, 99, 150, 201]);
    expect(bigGroupData(201)).toEqual([34, 34, 34, 33, 33, 33]);
    expect(bigGroupData(51)).toHaveLength(3);
  });

  it("gives a countdown of 3.5 s a screw, rounded up to 5 s: above the variant's own from 99 screws", () => {
    expect([99, 150, 201].map((n) => bigCountdown(n))).toEqual([350, 525, 705]);
    expect(bigCountdown(99)).toBeGreaterThan(screwVariant.countdownSeconds);
    expect(generateBigLevel(100, 7, 'easy', { capacity }).level.countdown).toBe(350);
  });

  it('makes valid, winnable levels whose line wins through the rules and in headless matter-js', () => {
    fc.assert(
      fc.property(sizes, seeds, bands, (size, seed, band) => {
        const g = generateBigLevel(size, seed, band, { capacity });
        const parsed = parseLevel(JSON.parse(JSON.stringify(g.level)) as unknown, capacity);
        expect(parsed.ok ? true : parsed.error).toBe(true);
        const screws = g.level.boards.reduce((n, b) => n + b.holes.length, 0);
        expect(screws).toBe(bigScrewCount(size));
        expect(g.level.boards.length).toBeLessThanOrEqual(BIG_LIMITS.boards);
        expect(new Set(g.level.boards.map((b) => b.group)).size).toBeLessThanOrEqual(BIG_LIMITS.layers);
        expect(g.figures.colours).toBeLessThanOrEqual(7);
        // The spec's box row and tray: 4 positions above 36 screws, 5 slots.
        expect(g.level.boxes.positions).toBe(4);
        expect(g.level.tray).toEqual({ slots: 5, locked: 0 });

        const solved = solveLevel(g.level, { capacity, maxStates: 20_000 });
        expect(solved.winnable).toBe(true);
        expect(replayLine(g.level, solved.line, capacity).outcome).toBe('won');
        expect(replayLine(g.level, g.line, capacity).outcome).toBe('won');
        const physics = replayInPhysics(g.level, g.line, screwVariant);
        expect(physics.problem).toBeUndefined();
        expect(physics.ok).toBe(true);
      }),
      { numRuns: 6, seed: 15 },
    );
  }, 240_000);

  it('makes the same level from the same seed', () => {
    fc.assert(
      fc.property(sizes, seeds, (size, seed) => {
        const a = generateBigLevel(size, seed, 'hard');
        const b = generateBigLevel(size, seed, 'hard');
        expect(b.level).toEqual(a.level);
        expect(b.line).toEqual(a.line);
        expect(b.figures).toEqual(a.figures);
      }),
      { numRuns: 2, seed: 16 },
    );
  }, 120_000);

  it('refuses more screws than a big level holds', () => {
    expect(() => generateBigLevel(240, 1, 'easy')).toThrow(/at most/);
  });
});
