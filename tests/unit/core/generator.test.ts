// The generator colours level maps into winnable levels aimed at a band, and lays out maps from
// screw counts per layer that keep the design rules of docs/levels.md.
import { describe, expect, it } from 'vitest';
import { coverModel, screwPositions, boardOutlines } from '../../../src/core/coverModel';
import { buildLevel } from '../../../src/core/buildLevel';
import { generateFromGroups, generateFromMap } from '../../../src/core/generator';
import { mapOf, type LevelMap } from '../../../src/core/levelMap';
import { feltScore } from '../../../src/core/feltDifficulty';
import { circleOverlapsConvex, insetDistance, shapeOutline, type Point } from '../../../src/core/geometry';
import { parseLevel } from '../../../src/core/levelSchema';
import { SCREW_RADIUS } from '../../../src/core/levelBounds';
import { mapFromGroups } from '../../../src/core/mapFromGroups';
import { replayLine, solveLevel } from '../../../src/core/solver';
import type { LevelSpec } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';

const capacity = screwVariant.boxCapacity;

const shipped: LevelSpec[] = Object.entries(
  import.meta.glob<unknown>('../../../assets/levels/*.json', { eager: true, import: 'default' }),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, json]) => {
    const parsed = parseLevel(json, capacity);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.level;
  });

/** True when two convex polygons overlap (separating axis test). */
function overlap(a: Point[], b: Point[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      const nx = p.y - q.y;
      const ny = q.x - p.x;
      const span = (pts: Point[]) => pts.map((r) => r.x * nx + r.y * ny);
      const sa = span(a);
      const sb = span(b);
      if (Math.max(...sa) <= Math.min(...sb) || Math.max(...sb) <= Math.min(...sa)) return false;
    }
  }
  return true;
}

/** The checks every generated level must pass: valid file, winnable, its line wins through the rules. */
function expectPlayable(level: LevelSpec, line: string[], cap = capacity): void {
  const parsed = parseLevel(level, cap);
  expect(parsed.ok && parsed.level.id).toBe(level.id);
  expect(solveLevel(level, { capacity: cap }).winnable).toBe(true);
  expect(replayLine(level, line, cap).outcome).toBe('won');
}

describe('mapOf', () => {
  it('keeps boards, holes, box row and tray and drops colours and the queue', () => {
    const level = shipped[19]!;
    const map = mapOf(level);
    expect(map.boards.map((b) => b.id)).toEqual(level.boards.map((b) => b.id));
    expect(map.boards[0]!.holes[0]).toEqual({ x: level.boards[0]!.holes[0]!.x, y: level.boards[0]!.holes[0]!.y });
    expect(map.boxes).toEqual({ positions: level.boxes.positions, locked: level.boxes.locked });
    expect(map.tray).toEqual(level.tray);
    expect(JSON.stringify(map)).not.toMatch(/colour|queue/);
  });
});

describe('generateFromMap', () => {
  it('colours a shipped map into a valid, winnable level with a winning line', () => {
    const map = mapOf(shipped[15]!);
    const { level, line, figures, attempts } = generateFromMap(map, 11, 'medium', { capacity });
    expectPlayable(level, line);
    expect(attempts).toBeGreaterThanOrEqual(1);
    // Same geometry as the map, every colour in whole boxes.
    expect(mapOf(level)).toEqual(map);
    const counts = new Map<number, number>();
    for (const b of level.boards) for (const h of b.holes) counts.set(h.colour, (counts.get(h.colour) ?? 0) + 1);
    for (const [c, n] of counts) expect(level.boxes.queue.filter((q) => q === c).length * capacity).toBe(n);
    expect(figures.colours).toBe(counts.size);
  });

  it('gives the same level for the same seed and another for another seed', () => {
    const map = mapOf(shipped[9]!);
    const a = generateFromMap(map, 'seed-a', 'hard', { capacity });
    expect(generateFromMap(map, 'seed-a', 'hard', { capacity })).toEqual(a);
    expect(generateFromMap(map, 'seed-b', 'hard', { capacity }).level).not.toEqual(a.level);
  });

  it('aims at the target band on a big map', () => {
    const map = mapOf(shipped[19]!);
    for (const target of ['easy', 'medium', 'hard'] as const) {
      const result = generateFromMap(map, 3, target, { capacity });
      expect(result.figures.band, target).toBe(target);
      expectPlayable(result.level, result.line);
    }
    const easy = generateFromMap(map, 3, 'easy', { capacity }).figures;
    const hard = generateFromMap(map, 3, 'hard', { capacity }).figures;
    expect(hard.colours).toBeGreaterThan(easy.colours);
    expect(hard.randomWinShare).toBeLessThan(easy.randomWinShare);
  });

  it('reaches every felt band on shipped maps of 15 screws and more, small and big, hard by waiting', () => {
    // Maps 5 (15 screws, two box positions), 8 (24) and 14 (36, little cover): hardness from tray pressure
    // and box order, not size. The generator's figures are the felt difficulty's.
    for (const n of [5, 8, 14]) {
      const map = mapOf(shipped[n - 1]!);
      for (const target of ['easy', 'medium', 'hard'] as const) {
        const result = generateFromMap(map, 'probe', target, { capacity });
        expect(result.figures.band, `map ${n} ${target}`).toBe(target);
        expect(result.figures.felt).toBe(feltScore(result.figures));
      }
      const hard = generateFromMap(map, 'probe', 'hard', { capacity }).figures;
      expect(hard.boxFirstWinShare, `map ${n}`).toBeLessThan(0.7);
    }
  }, 60_000);

  it('reaches medium and hard from 9 screws up: a small map gets its hardness from a narrower box row', () => {
    // Maps 3 (9 screws) and 4 (12), two box positions each: colouring alone tops out at felt 8 and 37 there.
    for (const n of [3, 4]) {
      const map = mapOf(shipped[n - 1]!);
      for (const target of ['easy', 'medium', 'hard'] as const) {
        for (const seed of ['probe', 'second']) {
          const result = generateFromMap(map, seed, target, { capacity });
          expect(result.figures.band, `map ${n} ${target} ${seed}`).toBe(target);
          expect(result.level.boxes.positions).toBeGreaterThanOrEqual(1);
          expect(result.level.boxes.positions).toBeLessThanOrEqual(map.boxes.positions);
          // The level it returns is the level it measured: winnable along its line.
          expect(replayLine(result.level, result.line, capacity).outcome, `map ${n} ${target}`).toBe('won');
          expect(generateFromMap(map, seed, target, { capacity })).toEqual(result);
        }
      }
      // Easy levels keep the map's box row: the row narrows only for a band colouring cannot reach.
      expect(generateFromMap(map, 'probe', 'easy', { capacity }).level.boxes.positions).toBe(map.boxes.positions);
    }
    // Map 3 reaches hard only by narrowing; the boards, holes and tray stay the map's.
    const hard = generateFromMap(mapOf(shipped[2]!), 'probe', 'hard', { capacity });
    expect(hard.level.boxes.positions).toBe(1);
    const { boxes: _, ...rest } = mapOf(hard.level);
    const { boxes: __, ...shippedRest } = mapOf(shipped[2]!);
    expect({ ...rest, id: '' }).toEqual({ ...shippedRest, id: '' });
  }, 120_000);

  it('lands medium and hard on the small maps 3 to 5 for every seed tried', () => {
    // Small maps swing between bands from one colouring to the next: a narrowed row keeps trying until
    // one lands (with a stop after 5 attempts at full heat, map 5 aimed at hard missed for 3 of these seeds).
    const misses: string[] = [];
    for (const n of [3, 4, 5]) {
      const map = mapOf(shipped[n - 1]!);
      for (let s = 0; s < 12; s++) {
        for (const target of ['medium', 'hard'] as const) {
          const { figures } = generateFromMap(map, `s${s}`, target, { capacity });
          if (figures.band !== target) misses.push(`map ${n} s${s} ${target}: ${figures.felt.toFixed(1)}`);
        }
      }
    }
    expect(misses).toEqual([]);
  }, 120_000);

  it('uses the number of colours it is given, and another box capacity', () => {
    const withFour = generateFromMap(mapOf(shipped[13]!), 1, 'medium', { capacity, colours: 4 });
    expect(withFour.figures.colours).toBe(4);
    expectPlayable(withFour.level, withFour.line);
    const pairs = generateFromMap(mapOf(shipped[3]!), 1, 'easy', { capacity: 2 });
    expectPlayable(pairs.level, pairs.line, 2);
    expect(pairs.level.boxes.queue).toHaveLength(6);
  });

  it('refuses a map whose screws do not fill whole boxes', () => {
    const map: LevelMap = { ...mapOf(shipped[1]!), boards: mapOf(shipped[1]!).boards.slice(0, 1) };
    map.boards[0] = { ...map.boards[0]!, holes: map.boards[0]!.holes.slice(0, 2) };
    expect(() => generateFromMap(map, 1, 'easy', { capacity })).toThrow(
      /not a positive multiple of the box capacity 3/,
    );
  });
});

describe('mapFromGroups', () => {
  const groupData = [12, 9, 6, 3];
  const map = mapFromGroups(groupData, 42);

  it('puts the given number of screws in each layer, on boards of two or more', () => {
    const perGroup = groupData.map((_, i) =>
      map.boards.filter((b) => b.group === i + 1).reduce((n, b) => n + b.holes.length, 0),
    );
    expect(perGroup).toEqual(groupData);
    for (const b of map.boards) expect(b.holes.length, b.id).toBeGreaterThanOrEqual(2);
    expect(new Set(map.boards.map((b) => b.id)).size).toBe(map.boards.length);
  });

  it('keeps the design rules: play area, holes 60 apart and inside their board, no overlap within a layer', () => {
    const outlines = boardOutlines(map);
    for (const [id, outline] of outlines) {
      for (const p of outline) {
        expect(p.x, id).toBeGreaterThanOrEqual(30);
        expect(p.x, id).toBeLessThanOrEqual(720);
        expect(p.y, id).toBeGreaterThanOrEqual(480);
        expect(p.y, id).toBeLessThanOrEqual(1300);
      }
    }
    const points = [...screwPositions(map).values()];
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++)
        expect(Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y)).toBeGreaterThanOrEqual(60);
    for (const b of map.boards)
      for (const h of b.holes) expect(insetDistance(h, shapeOutline(b.shape)), b.id).toBeGreaterThanOrEqual(26);
    for (const a of map.boards)
      for (const b of map.boards)
        if (a.id < b.id && a.group === b.group)
          expect(overlap(outlines.get(a.id)!, outlines.get(b.id)!), `${a.id} ${b.id}`).toBe(false);
  });

  it('lays every higher layer over some lower screws, so that layers cover each other', () => {
    const outlines = boardOutlines(map);
    const positions = screwPositions(map);
    for (const g of [2, 3, 4]) {
      const over = map.boards.filter((b) => b.group === g).map((b) => outlines.get(b.id)!);
      const below = map.boards
        .filter((b) => b.group < g)
        .flatMap((b) => b.holes.map((_, i) => positions.get(`${b.id}.${i}`)!));
      expect(
        below.some((p) => over.some((o) => circleOverlapsConvex(p, SCREW_RADIUS, o))),
        `layer ${g}`,
      ).toBe(true);
    }
    const level = generateFromMap(map, 1, 'easy', { capacity }).level;
    const model = coverModel(level);
    const state = buildLevel(level, { boxCapacity: capacity });
    expect(Object.keys(state.screws).filter((id) => model.covered(state, id)).length).toBeGreaterThan(3);
  });

  it('uses 3 box positions, 4 above 36 screws, and a tray of 5, with nothing locked', () => {
    expect(map.boxes).toEqual({ positions: 3, locked: [] });
    expect(map.tray).toEqual({ slots: 5, locked: 0 });
    expect(mapFromGroups([20, 12, 8], 1).boxes.positions).toBe(4);
    expect(mapFromGroups([6, 3], 1, { positions: 2, traySlots: 6 })).toMatchObject({
      boxes: { positions: 2 },
      tray: { slots: 6 },
    });
  });

  it('is the same map for the same seed', () => {
    expect(mapFromGroups(groupData, 42)).toEqual(map);
    expect(mapFromGroups(groupData, 43)).not.toEqual(map);
  });

  it('refuses counts that are not whole, positive, or too many', () => {
    expect(() => mapFromGroups([], 1)).toThrow(/groupData/);
    expect(() => mapFromGroups([3, 0], 1)).toThrow(/groupData/);
    expect(() => mapFromGroups([2.5], 1)).toThrow(/groupData/);
    expect(() => mapFromGroups([60, 30], 1)).toThrow(/at most/);
  });
});

describe('generateFromGroups', () => {
  it('builds and colours a map from screw counts per layer', () => {
    const result = generateFromGroups([9, 6, 6, 3], 5, 'medium', { capacity });
    expectPlayable(result.level, result.line);
    expect(result.level.boards.reduce((n, b) => n + b.holes.length, 0)).toBe(24);
    expect(new Set(result.level.boards.map((b) => b.group))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('refuses a total that is not a multiple of the capacity', () => {
    expect(() => generateFromGroups([4, 3], 1, 'easy', { capacity })).toThrow(
      /7 screws, not a multiple of the box capacity 3/,
    );
  });
});
