// Every shipped level file is valid, sits in the play area, and is proved winnable by the solver.
import { describe, expect, it } from 'vitest';
import { candyVariant } from '../../../src/variants/candy';
import { buildLevel } from '../../../src/core/buildLevel';
import { levelCatalogOf } from '../../../src/app/levelCatalog';
import { parseLevel } from '../../../src/core/levelSchema';
import { makeDailyLevel } from '../../../src/app/dailyLevel';
import { controlClashes, controlRects, type ControlClash } from '../../../src/core/controlZones';
import { measureDifficulty } from '../../../src/core/difficulty';
import { skillBlocker } from '../../../src/core/economy';
import { generateFromGroups } from '../../../src/core/generator';
import { mapFromGroups } from '../../../src/core/mapFromGroups';
import { tapScrew } from '../../../src/core/rules';
import { boardOutlines, coverModel, greedyPlay, screwPositions, solveLevel } from '../../../src/core/solver';
import type { LevelSpec } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';

const variants = [screwVariant, candyVariant];

const capacity = screwVariant.boxCapacity;
const files = import.meta.glob<unknown>('../../../assets/levels/*.json', { eager: true, import: 'default' });
const candyFiles = import.meta.glob<unknown>('../../../assets/levels-candy/built/*.json', {
  eager: true,
  import: 'default',
});

const levels: { file: string; n: number; level: LevelSpec }[] = Object.entries(files)
  .map(([path, json]) => {
    const file = path.split('/').pop()!;
    const parsed = parseLevel(json, capacity);
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
    return { file, n: Number(/^level-(\d+)\.json$/.exec(file)?.[1] ?? NaN), level: parsed.level };
  })
  .sort((a, b) => a.n - b.n);

/** A small deterministic random source for the greedy player's choices. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('shipped level files', () => {
  it('are exactly the 20 levels of the variant, numbered 1 to 20, with unique ids', () => {
    expect(levels).toHaveLength(screwVariant.levelCount);
    expect(levels.map((l) => l.n)).toEqual(Array.from({ length: screwVariant.levelCount }, (_, i) => i + 1));
    expect(levels.map((l) => l.level.id)).toEqual(levels.map((l) => `a-${String(l.n).padStart(2, '0')}`));
    expect(new Set(levels.map((l) => l.level.id)).size).toBe(levels.length);
  });

  it('are listed in the lazy catalogue and load as JSON', async () => {
    const catalog = await levelCatalogOf('screw');
    expect(catalog.count).toBe(levels.length);
    const first = parseLevel(await catalog.load(1), capacity);
    expect(first.ok && first.level.id).toBe('a-01');
    await expect(catalog.load(21)).rejects.toThrow(/no level file/);
  });

  it("variant B's catalogue lists its 32 built levels, apart from variant A's", async () => {
    const catalog = await levelCatalogOf('candy');
    expect(catalog.count).toBe(candyVariant.levelCount);
    const first = parseLevel(await catalog.load(1), capacity);
    expect(first.ok && first.level.id).toBe('b-01');
    await expect(catalog.load(candyVariant.levelCount + 1)).rejects.toThrow(/no level file/);
  });

  it.each(levels)('$file: every colour count is a multiple of the box capacity and matches the queue', ({ level }) => {
    const counts = new Map<number, number>();
    for (const board of level.boards)
      for (const hole of board.holes) counts.set(hole.colour, (counts.get(hole.colour) ?? 0) + 1);
    for (const [colour, n] of counts) {
      expect(n % capacity).toBe(0);
      expect(level.boxes.queue.filter((c) => c === colour)).toHaveLength(n / capacity);
    }
  });

  it.each(levels)('$file: boards lie in the play area, with two or more screws, holes apart', ({ level }) => {
    const { playArea, width } = screwVariant.layout;
    for (const [id, outline] of boardOutlines(level)) {
      for (const p of outline) {
        expect(p.x, id).toBeGreaterThanOrEqual(30);
        expect(p.x, id).toBeLessThanOrEqual(width - 30);
        expect(p.y, id).toBeGreaterThanOrEqual(playArea.top + 20);
        expect(p.y, id).toBeLessThanOrEqual(playArea.bottom - 34);
      }
    }
    for (const board of level.boards) expect(board.holes.length, board.id).toBeGreaterThanOrEqual(2);
    const points = [...screwPositions(level).values()];
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++)
        expect(Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y)).toBeGreaterThanOrEqual(59.5);
  });

  it.each(levels)('$file: the solver proves it winnable without unlocking anything', ({ level }) => {
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
    expect(Object.values(state.screws).every((s) => s.place.kind === 'done')).toBe(true);
  });

  // The skill bar (skill 0 'Add slot' first) is offered in every level from level 1 (App.tsx draws it in
  // every level being played), so every level from the first has a locked tray slot for skill 0 to open.
  const FIRST_LEVEL_WITH_SKILL_0 = 1;
  it.each(levels.filter((l) => l.n >= FIRST_LEVEL_WITH_SKILL_0))(
    '$file: skill 0 (add a tray slot) has a locked slot to open at the start',
    ({ level }) => {
      const start = buildLevel(level, { boxCapacity: capacity });
      expect(level.tray.locked).toBeGreaterThanOrEqual(1);
      expect(skillBlocker(start, 0)).toBeNull();
    },
  );

  it('the first five levels ramp up: each harder than the one before, and level 5 still below level 6', () => {
    const figures = levels.slice(0, 6).map((l) => measureDifficulty(l.level, { capacity }));
    const scores = figures.map((f) => f.felt);
    for (let i = 1; i < scores.length; i++)
      expect(scores[i], `level ${i + 1} after ${scores[i - 1]}`).toBeGreaterThan(scores[i - 1]!);
    // Level 1 teaches the tap; levels 2 to 5 stay easy.
    expect(scores[0]).toBe(0);
    for (const f of figures.slice(1, 5)) expect(f.band).toBe('easy');
  }, 30_000);

  it.each(levels.filter((l) => l.n >= 2 && l.n <= 5))(
    '$file: needs a little thought: a screw covered at the start, and from level 3 a screw that must wait in the tray',
    ({ n, level }) => {
      const model = coverModel(level);
      const start = buildLevel(level, { boxCapacity: capacity });
      expect(Object.keys(start.screws).some((id) => model.covered(start, id))).toBe(true);
      if (n >= 3) expect(measureDifficulty(level, { capacity }).trayNeed).toBeGreaterThanOrEqual(1);
    },
    30_000,
  );

  it.each(levels.filter((l) => l.n <= 5))(
    '$file: a simple greedy player always wins (no frustration early)',
    ({ level }) => {
      expect(greedyPlay(level, () => 0, capacity).outcome).toBe('won');
      expect(greedyPlay(level, (c) => c.length - 1, capacity).outcome).toBe('won');
      for (let seed = 1; seed <= 25; seed++) {
        const rand = seeded(seed);
        expect(greedyPlay(level, (c) => Math.floor(rand() * c.length), capacity).outcome).toBe('won');
      }
    },
  );
});

/** The controls a level's screws and boards come too near, as readable lines (empty: clear of them all). */
function clashesOf(level: LevelSpec, layout = screwVariant.layout): string[] {
  return controlClashes(level, layout, { boxPositions: level.boxes.positions, traySlots: level.tray.slots }).map(
    (c: ControlClash) => `${c.item} is ${c.distance.toFixed(1)} from ${c.control}`,
  );
}

describe('no screw or board within reach of a control', () => {
  const candyLevels = Object.entries(candyFiles).map(([path, json]) => {
    const parsed = parseLevel(json, candyVariant.boxCapacity);
    if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
    return { file: `candy ${path.split('/').pop()!}`, level: parsed.level };
  });

  it('the controls are where the HUD, box row, tray and skill bar are drawn', () => {
    const rects = new Map(controlRects(screwVariant.layout, { boxPositions: 3, traySlots: 5 }).map((r) => [r.name, r]));
    // The HUD bar ends at design y 150; the box row is 104 high at y 240, the tray 76 high at y 392.
    expect(rects.get('hud')).toMatchObject({ y0: 0, y1: 150 });
    expect(rects.get('box row')).toMatchObject({ x0: 375 - 146 - 66, y0: 188, x1: 375 + 146 + 66, y1: 292 });
    expect(rects.get('tray')).toMatchObject({ x0: 375 - 2 * 92 - 38, y0: 354, x1: 375 + 2 * 92 + 38, y1: 430 });
    // The middle skill button ('Clear tray'), 120 across, 40 above the bottom of the 1484-high stage, as it
    // sits over the scene on a tall window (scene moved down by 50): its top at 1484 - 40 - 120 - 50.
    expect(rects.get('skill 1')).toMatchObject({ x0: 315, y0: 1274, x1: 435 });
    expect(variants.map((v) => v.layout)).toEqual([screwVariant.layout, screwVariant.layout]);
  });

  it.each([...levels.map((l) => ({ file: l.file, level: l.level })), ...candyLevels])(
    '$file: every screw and board keeps clear of the controls',
    ({ level }) => {
      expect(clashesOf(level)).toEqual([]);
    },
  );

  it('generated maps keep clear of the controls, over a sample of layer counts and seeds', () => {
    const groups = [[9], [12, 6, 3], [15, 9, 6], [12, 12, 6, 6], [18, 12, 9, 6], [21, 15, 12, 6]];
    for (const groupData of groups) {
      for (let seed = 1; seed <= 8; seed++) {
        const map = mapFromGroups(groupData, seed);
        const level = {
          ...map,
          boards: map.boards.map((b) => ({ ...b, holes: b.holes.map((h) => ({ ...h, colour: 1 })) })),
        };
        expect(clashesOf(level as LevelSpec), `${groupData.join('-')} seed ${seed}`).toEqual([]);
      }
    }
    const generated = generateFromGroups([12, 9, 6], 'controls', 'medium').level;
    expect(clashesOf(generated)).toEqual([]);
  }, 60_000);

  it('daily challenge levels keep clear of the controls, for two weeks of days', async () => {
    const byNumber = new Map(levels.map((l) => [l.n, files[`../../../assets/levels/${l.file}`]]));
    const opts = {
      levelCount: screwVariant.levelCount,
      capacity,
      loadLevelFile: (n: number) => Promise.resolve(byNumber.get(n)),
    };
    for (let day = 1; day <= 14; day++) {
      const level = await makeDailyLevel({ year: 2026, month: 11, day }, opts);
      expect(clashesOf(level), level.id).toEqual([]);
    }
  }, 60_000);
});
