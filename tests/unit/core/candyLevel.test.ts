// Variant B's level files (docs/levels-candy.md): the format, how it maps onto the shared format, and the
// shipped files: 30 or more, every one the conversion of its file, valid, laid out by the design rules and
// proved winnable.
import { describe, expect, it } from 'vitest';
import { buildLevel } from '../../../src/core/buildLevel';
import {
  CANDY_HOLDING_SLOTS,
  candyLevelId,
  candyLevelToSpec,
  candyMapOf,
  groupCountsOf,
  parseCandyLevel,
  parseCandyMap,
  type CandyLevelFile,
} from '../../../src/core/candyLevel';
import { pointInConvex, type Point } from '../../../src/core/geometry';
import { parseLevel } from '../../../src/core/levelSchema';
import { mapFromGroups } from '../../../src/core/mapFromGroups';
import { tapScrew } from '../../../src/core/rules';
import { boardOutlines, coverModel, greedyPlay, screwPositions, solveLevel } from '../../../src/core/solver';
import type { LevelSpec } from '../../../src/core/types';
import { candyVariant } from '../../../src/variants/candy';

const capacity = candyVariant.boxCapacity;
const levelJson = import.meta.glob<unknown>('../../../assets/levels-candy/level-*.json', {
  eager: true,
  import: 'default',
});
const builtJson = import.meta.glob<unknown>('../../../assets/levels-candy/built/level-*.json', {
  eager: true,
  import: 'default',
});
const mapJson = import.meta.glob<unknown>('../../../assets/levels-candy/maps/*.json', {
  eager: true,
  import: 'default',
});

const nameOf = (path: string) => path.split('/').pop()!;
const maps: Record<string, unknown> = Object.fromEntries(
  Object.entries(mapJson).map(([path, json]) => [nameOf(path).replace(/\.json$/, ''), json]),
);

/** The shipped level files with their built levels, in level order. */
const shipped = Object.entries(levelJson)
  .map(([path, json]) => {
    const file = nameOf(path);
    const parsed = parseCandyLevel(json);
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
    const builtPath = Object.keys(builtJson).find((p) => nameOf(p) === file);
    const built = builtPath === undefined ? undefined : builtJson[builtPath];
    return { file, json, source: parsed.file, built };
  })
  .sort((a, b) => a.source.levelId - b.source.levelId);

const levels: { file: string; source: CandyLevelFile; level: LevelSpec }[] = shipped.map((s) => {
  const parsed = parseLevel(s.built, capacity);
  if (!parsed.ok) throw new Error(`built/${s.file}: ${parsed.error}`);
  return { file: s.file, source: s.source, level: parsed.level };
});

/** A small map file: one disc with three holes, and a bar above it with three more. */
const discMap = {
  id: 'test-disc',
  name: 'Test Disc',
  boards: [
    {
      id: 'disc',
      group: 1,
      shape: { kind: 'circle', radius: 140 },
      x: 375,
      y: 900,
      angle: 0,
      holes: [
        { x: 0, y: -80 },
        { x: 69.28, y: 40 },
        { x: -69.28, y: 40 },
      ],
    },
    {
      id: 'bar',
      group: 2,
      shape: { kind: 'bar', length: 300, width: 64 },
      x: 375,
      y: 1150,
      angle: 0,
      holes: [
        { x: -110, y: 0 },
        { x: 0, y: 0 },
        { x: 110, y: 0 },
      ],
    },
  ],
};

const file = (over: Partial<CandyLevelFile> = {}): CandyLevelFile => ({
  levelId: 7,
  mapId: 'test-disc',
  type: 'easy',
  group: [3, 3],
  empty: 5,
  lockCount: 0,
  seed: 42,
  ...over,
});

describe('the variant B level file format', () => {
  it('reads levelId, mapId, type, group, empty and lockCount', () => {
    const parsed = parseCandyLevel(file());
    expect(parsed.ok).toBe(true);
  });

  it('names the first bad field', () => {
    const bad = (over: Record<string, unknown>) => {
      const r = parseCandyLevel({ ...file(), ...over });
      return r.ok ? '' : r.error;
    };
    expect(bad({ type: 'nightmare' })).toMatch(/^level\.type: expected a type: easy, medium or hard/);
    expect(bad({ empty: 8 })).toMatch(/^level\.empty: 8 is more than 7/);
    expect(bad({ empty: 0 })).toMatch(/^level\.empty/);
    expect(bad({ lockCount: -1 })).toMatch(/^level\.lockCount/);
    expect(bad({ group: [] })).toMatch(/^level\.group: expected at least one layer/);
    expect(bad({ group: [3, 0] })).toMatch(/^level\.group\[1\]/);
    expect(bad({ levelId: 0 })).toMatch(/^level\.levelId/);
    expect(bad({ mapId: '' })).toMatch(/^level\.mapId/);
    expect(parseCandyLevel('not a level').ok).toBe(false);
  });

  it.each([
    ['a level number of 1e20', { levelId: 1e20 }, 'level.levelId: 1e20 is more than 100000'],
    ['a countdown of 1e20 s', { countdown: 1e20 }, 'level.countdown: 1e20 is more than 3600'],
    ['a 1 MB map name', { mapId: 'm'.repeat(1 << 20) }, 'level.mapId: 1048576 characters is more than 64'],
    ['a layer of 1e9 candies', { group: [3, 1e9] }, 'level.group[1]: 1e9 is more than 300'],
    ['500 layers', { group: new Array(500).fill(3) }, 'level.group: 500 layers is more than 60'],
    ['a 1 MB seed', { seed: 's'.repeat(1 << 20) }, 'level.seed: 1048576 characters is more than 64'],
    ['a lock count of 1e9', { lockCount: 1e9 }, 'level.lockCount: 1e9 is more than 4'],
  ])('refuses a level file with %s, naming the field and the bound', (_name, over, message) => {
    expect(parseCandyLevel({ ...file(), ...over })).toEqual({ ok: false, error: message });
  });

  it('refuses prototype keys in a level or map file', () => {
    const level = JSON.parse(JSON.stringify(file()).replace('{', '{"__proto__":{"levelId":2},'));
    expect(parseCandyLevel(level)).toEqual({ ok: false, error: 'level.__proto__: the key "__proto__" is not allowed' });
    const map = structuredClone(discMap) as { boards: Record<string, unknown>[] };
    map.boards[0]!.shape = JSON.parse('{"kind":"circle","radius":60,"constructor":{"x":1}}');
    expect(parseCandyMap(map)).toEqual({
      ok: false,
      error: 'map.boards[0].shape.constructor: the key "constructor" is not allowed',
    });
  });

  it('refuses map boards out of the design', () => {
    const far = structuredClone(discMap) as { boards: Record<string, unknown>[] };
    far.boards[0]!.x = 1e308;
    expect(parseCandyMap(far)).toEqual({ ok: false, error: 'map.boards[0].x: 1e308 is more than 1500' });
    const many = { ...discMap, boards: Array.from({ length: 500 }, (_, i) => ({ ...discMap.boards[0], id: `b${i}` })) };
    expect(parseCandyMap(many)).toEqual({ ok: false, error: 'map.boards: 500 boards is more than 60' });
  });

  it('reads a map file: boards and holes without colours', () => {
    expect(parseCandyMap(discMap).ok).toBe(true);
    const r = parseCandyMap({ ...discMap, boards: [] });
    expect(r.ok ? '' : r.error).toMatch(/^map\.boards/);
    expect(groupCountsOf(discMap.boards)).toEqual([3, 3]);
  });
});

describe('how a B file maps onto the shared format', () => {
  const made = (over: Partial<CandyLevelFile> = {}) => {
    const r = candyLevelToSpec(file(over), { 'test-disc': discMap }, capacity);
    if (!r.ok) throw new Error(r.error);
    return r.level;
  };

  it('levelId becomes the id b-NN; the map gives boards and holes, and its name unless the file names one', () => {
    const level = made();
    expect(level.id).toBe('b-07');
    expect(candyLevelId(12)).toBe('b-12');
    expect(level.name).toBe('Test Disc');
    expect(made({ name: 'Mine' }).name).toBe('Mine');
    expect(level.boards.map((b) => [b.id, b.group, b.holes.length])).toEqual([
      ['disc', 1, 3],
      ['bar', 2, 3],
    ]);
    expect(level.boards[0]!.holes.map((h) => [h.x, h.y])).toEqual(discMap.boards[0]!.holes.map((h) => [h.x, h.y]));
  });

  it('empty is the open holding-plate slots: the tray has 7 slots, the rest locked (expansion plates)', () => {
    expect(made().tray).toEqual({ slots: CANDY_HOLDING_SLOTS.max, locked: 2 });
    expect(made({ empty: 7 }).tray).toEqual({ slots: 7, locked: 0 });
    expect(made({ empty: 3 }).tray).toEqual({ slots: 7, locked: 4 });
  });

  it('lockCount locks the right-most plate positions; plates sets the row, else 3 (4 above 36 candies)', () => {
    expect(made().boxes).toMatchObject({ positions: 2, locked: [] });
    expect(made({ plates: 4, lockCount: 2 }).boxes).toMatchObject({ positions: 4, locked: [2, 3] });
    const r = candyLevelToSpec(file({ plates: 2, lockCount: 2 }), { 'test-disc': discMap }, capacity);
    expect(r.ok ? '' : r.error).toMatch(/^lockCount: 2 of 2 plates locked/);
  });

  it('colours the map: every colour fills whole plates, and the queue matches', () => {
    const level = made({ type: 'medium' });
    const counts = new Map<number, number>();
    for (const h of level.boards.flatMap((b) => b.holes)) counts.set(h.colour, (counts.get(h.colour) ?? 0) + 1);
    for (const [colour, n] of counts) {
      expect(n % capacity).toBe(0);
      expect(level.boxes.queue.filter((c) => c === colour)).toHaveLength(n / capacity);
    }
    expect(solveLevel(level, { capacity }).winnable).toBe(true);
  });

  it('is deterministic: the same file and maps give the same level; another seed may colour it otherwise', () => {
    expect(made({ type: 'hard', seed: 9 })).toEqual(made({ type: 'hard', seed: 9 }));
    expect(made({ seed: 'text seeds work too' }).id).toBe('b-07');
  });

  it('mapId "generated" lays the map out from group with the seed', () => {
    const r = candyLevelToSpec(file({ mapId: 'generated', group: [9, 6, 3], seed: 5 }), {}, capacity);
    if (!r.ok) throw new Error(r.error);
    expect(groupCountsOf(r.level.boards)).toEqual([9, 6, 3]);
    const map = mapFromGroups([9, 6, 3], 5);
    expect(r.level.boards.map((b) => [b.id, b.x, b.y])).toEqual(map.boards.map((b) => [b.id, b.x, b.y]));
  });

  it('keeps countdown and tutorial, and says what is wrong', () => {
    expect(made({ countdown: 240, tutorial: true })).toMatchObject({ countdown: 240, tutorial: true });
    const error = (over: Partial<CandyLevelFile>, m: Record<string, unknown> = { 'test-disc': discMap }) => {
      const r = candyLevelToSpec(file(over), m, capacity);
      return r.ok ? '' : r.error;
    };
    expect(error({ mapId: 'nowhere' })).toMatch(/^mapId: there is no map "nowhere"/);
    expect(error({ group: [3, 6] })).toMatch(/^group: \[3, 6\] does not match map "test-disc"/);
    expect(error({ mapId: 'generated', group: [4] })).toMatch(/not a multiple of the plate capacity 3/);
    const broken = { ...discMap, boards: [{ ...discMap.boards[0]!, shape: { kind: 'circle', radius: 60 } }] };
    expect(error({ group: [3] }, { 'test-disc': broken })).toMatch(/not inside the board's outline/);
  });

  it('candyMapOf answers the uncoloured level the generator colours', () => {
    const r = candyMapOf(file({ lockCount: 1, plates: 3, empty: 4 }), { 'test-disc': discMap }, capacity);
    expect(r.ok && { boxes: r.map.boxes, tray: r.map.tray }).toEqual({
      boxes: { positions: 3, locked: [2] },
      tray: { slots: 7, locked: 3 },
    });
  });
});

/** Distance from a point to a convex outline (0 inside). */
function distanceTo(p: Point, outline: Point[]): number {
  if (pointInConvex(p, outline)) return 0;
  let best = Infinity;
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i]!;
    const b = outline[(i + 1) % outline.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = dx * dx + dy * dy;
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
    best = Math.min(best, Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y));
  }
  return best;
}

describe('the shipped variant B levels', () => {
  it('are at least 30 files numbered 1 to N, and N is the variant level count', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(30);
    expect(shipped).toHaveLength(candyVariant.levelCount);
    expect(shipped.map((s) => s.source.levelId)).toEqual(shipped.map((_, i) => i + 1));
    expect(shipped.map((s) => s.file)).toEqual(shipped.map((_, i) => `level-${String(i + 1).padStart(2, '0')}.json`));
    expect(Object.keys(builtJson)).toHaveLength(shipped.length);
  });

  it('start gently: level 1 teaches the tap with one plate, and the first levels are easy', () => {
    expect(shipped[0]!.source).toMatchObject({ tutorial: true, type: 'easy' });
    expect(levels[0]!.level.boxes.positions).toBe(1);
    for (const s of shipped.slice(0, 6)) expect(s.source.type).toBe('easy');
  });

  it('use the map files and generated maps, every map file valid and used', () => {
    const used = new Set(shipped.map((s) => s.source.mapId));
    expect(used.has('generated')).toBe(true);
    for (const [id, json] of Object.entries(maps)) {
      expect(parseCandyMap(json).ok, id).toBe(true);
      expect(used.has(id), id).toBe(true);
    }
  });

  it.each(shipped)('$file: the built level is the conversion of the file', ({ json, built }) => {
    const made = candyLevelToSpec(json, maps, capacity);
    if (!made.ok) throw new Error(made.error);
    // Through JSON, as the file was written (-0 is written as 0).
    expect(built).toEqual(JSON.parse(JSON.stringify(made.level)));
  });

  it.each(levels)('$file: lies in the play area, every board with two or more candies, candies apart', ({ level }) => {
    const { playArea, width } = candyVariant.layout;
    for (const [id, outline] of boardOutlines(level)) {
      for (const p of outline) {
        expect(p.x, id).toBeGreaterThanOrEqual(30);
        expect(p.x, id).toBeLessThanOrEqual(width - 30);
        expect(p.y, id).toBeGreaterThanOrEqual(playArea.top + 20);
        expect(p.y, id).toBeLessThanOrEqual(playArea.bottom - 34);
      }
    }
    for (const board of level.boards) expect(board.holes.length, board.id).toBeGreaterThanOrEqual(2);
    const points = [...screwPositions(level).entries()];
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++) {
        const [a, p] = points[i]!;
        const [b, q] = points[j]!;
        expect(Math.hypot(p.x - q.x, p.y - q.y), `${a} ${b}`).toBeGreaterThanOrEqual(59.5);
      }
  });

  it.each(levels)('$file: a higher board covers a candy clearly or stays clear of it', ({ level }) => {
    const outlines = boardOutlines(level);
    const positions = screwPositions(level);
    for (const board of level.boards) {
      board.holes.forEach((_, i) => {
        const p = positions.get(`${board.id}.${i}`)!;
        for (const other of level.boards) {
          if (other.group <= board.group) continue;
          const d = distanceTo(p, outlines.get(other.id)!);
          expect(d > 14 && d < 29, `${other.id} grazes ${board.id}.${i} (${d.toFixed(1)})`).toBe(false);
        }
      });
    }
  });

  it.each(levels)('$file: the solver proves it winnable without opening a locked plate or slot', ({ level }) => {
    const result = solveLevel(level, { capacity });
    expect(result.reason).toBeUndefined();
    expect(result.winnable).toBe(true);
    const model = coverModel(level);
    let state = buildLevel(level, { boxCapacity: capacity });
    for (const id of result.line) {
      const step = tapScrew(state, id, model.covered(state, id));
      expect(step.events.find((e) => e.type === 'Rejected')).toBeUndefined();
      state = step.state;
    }
    expect(state.outcome).toBe('won');
  });

  it.each(levels.slice(0, 5))('$file: a greedy player always wins (no frustration early)', ({ level }) => {
    expect(greedyPlay(level, () => 0, capacity).outcome).toBe('won');
    expect(greedyPlay(level, (c) => c.length - 1, capacity).outcome).toBe('won');
  });
});
