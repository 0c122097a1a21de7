// Times the level tools of issue 3: proving every shipped level winnable, and generating verified
// levels (from the shipped maps and from groupData) for each target band.
import { performance } from 'node:perf_hooks';
import { generateFromGroups, generateFromMap } from '../../src/core/generator';
import { mapOf } from '../../src/core/levelMap';
import { parseLevel } from '../../src/core/levelSchema';
import { solveLevel } from '../../src/core/solver';
import type { LevelSpec } from '../../src/core/types';
import { DIFFICULTY_BANDS, type DifficultyBand } from '../../src/core/difficulty';

/** Seeds per map and band in the generator bench. */
const SEEDS = 3;

export interface LevelsBench {
  /** Wall time to prove all the levels winnable, cold (first run) and warm (second run). */
  proveColdMs: number;
  proveWarmMs: number;
  levels: number;
  allWinnable: boolean;
  /** Mean ms per verified level by band, from the maps and from groupData, and how many were made. */
  generator: { band: DifficultyBand; fromMapsMs: number; fromGroupsMs: number; inBand: number; made: number }[];
}

/** Runs the level tool timings over parsed level JSON files. */
export function benchLevels(files: unknown[], capacity: number): LevelsBench {
  const levels: LevelSpec[] = files.map((json, i) => {
    const parsed = parseLevel(json, capacity);
    if (!parsed.ok) throw new Error(`level ${i + 1}: ${parsed.error}`);
    return parsed.level;
  });
  const prove = () => {
    const t = performance.now();
    const ok = levels.every((level) => solveLevel(level, { capacity }).winnable);
    return { ms: performance.now() - t, ok };
  };
  const cold = prove();
  const warm = prove();

  // Maps big enough to reach every band (the first five are tutorial-sized).
  const maps = levels.slice(5).map(mapOf);
  const groups = levels.slice(5).map((level) => {
    const counts = new Map<number, number>();
    for (const b of level.boards) counts.set(b.group, (counts.get(b.group) ?? 0) + b.holes.length);
    return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
  });
  const generator = DIFFICULTY_BANDS.map((band) => {
    let inBand = 0;
    let made = 0;
    let t = performance.now();
    for (const [i, map] of maps.entries()) {
      for (let s = 0; s < SEEDS; s++) {
        const g = generateFromMap(map, `bench-${i}-${s}`, band, { capacity });
        made += 1;
        if (g.figures.band === band) inBand += 1;
      }
    }
    const fromMapsMs = (performance.now() - t) / (maps.length * SEEDS);
    t = performance.now();
    let fromGroups = 0;
    for (const [i, counts] of groups.entries()) {
      if (counts.reduce((a, b) => a + b, 0) % capacity !== 0) continue;
      for (let s = 0; s < SEEDS; s++) {
        generateFromGroups(counts, `bench-g-${i}-${s}`, band, { capacity });
        fromGroups += 1;
      }
    }
    const fromGroupsMs = (performance.now() - t) / Math.max(1, fromGroups);
    return { band, fromMapsMs, fromGroupsMs, inBand, made };
  });
  return {
    proveColdMs: cold.ms,
    proveWarmMs: warm.ms,
    levels: levels.length,
    allWinnable: cold.ok && warm.ok,
    generator,
  };
}
