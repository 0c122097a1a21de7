// Times big levels (issue 15): generating a verified level (map, colouring, solver proof and the
// generator's felt measure, with the big budgets of src/core/bigLevel.ts) and proving it winnable
// again from scratch, for 50 to 200 screws over a few seeds, hard band.
import { performance } from 'node:perf_hooks';
import { bigScrewCount, generateBigLevel } from '../../src/core/bigLevel';
import type { DifficultyBand } from '../../src/core/difficulty';
import { solveLevel } from '../../src/core/solver';
import { median } from './stats';

/** Screw counts timed (each rounded to a multiple of 3 by `generateBigLevel`). */
export const BIG_BENCH_SIZES = [50, 100, 150, 200] as const;
/** Seeds per size. */
const SEEDS = 5;

export interface BigBenchRow {
  screws: number;
  band: DifficultyBand;
  /** Wall ms to generate one verified level: median and max over the seeds. */
  generateMedianMs: number;
  generateMaxMs: number;
  /** Wall ms for the solver to prove the level winnable (default budget): median and max. */
  proveMedianMs: number;
  proveMaxMs: number;
  /** Positions the proof searched: median and max. */
  statesMedian: number;
  statesMax: number;
  /** Levels in the band asked for, of the seeds. */
  inBand: number;
  seeds: number;
  /** Largest board count and colour count seen. */
  boards: number;
  colours: number;
}

/** Runs the big-level timings (a warm-up level first, so the JIT does not count against 50 screws). */
export function benchBig(band: DifficultyBand = 'hard', seeds = SEEDS): BigBenchRow[] {
  generateBigLevel(60, 'warm-up', band);
  return BIG_BENCH_SIZES.map((size) => {
    const gen: number[] = [];
    const prove: number[] = [];
    const states: number[] = [];
    let inBand = 0;
    let boards = 0;
    let colours = 0;
    for (let s = 0; s < seeds; s++) {
      let t = performance.now();
      const g = generateBigLevel(size, `bench-big-${size}-${s}`, band);
      gen.push(performance.now() - t);
      t = performance.now();
      const solved = solveLevel(g.level);
      prove.push(performance.now() - t);
      if (!solved.winnable) throw new Error(`big level ${size}/${s} not proved: ${solved.reason ?? ''}`);
      states.push(solved.statesSearched);
      if (g.figures.band === band) inBand += 1;
      boards = Math.max(boards, g.figures.boards);
      colours = Math.max(colours, g.figures.colours);
    }
    return {
      screws: bigScrewCount(size),
      band,
      generateMedianMs: median(gen),
      generateMaxMs: Math.max(...gen),
      proveMedianMs: median(prove),
      proveMaxMs: Math.max(...prove),
      statesMedian: median(states),
      statesMax: Math.max(...states),
      inBand,
      seeds,
      boards,
      colours,
    };
  });
}
