// Small hand-made levels for rule and machine tests.
import { parseLevel } from '../../../src/core/levelSchema';
import type { BoardSpec, Colour, LevelSpec } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';

/** A level of single-hole boards side by side (no overlap), one per colour entry. */
export function flatLevel(
  colours: Colour[],
  opts: { queue?: Colour[]; positions?: number; locked?: number[]; slots?: number; trayLocked?: number } = {},
): LevelSpec {
  const counts = new Map<Colour, number>();
  for (const c of colours) counts.set(c, (counts.get(c) ?? 0) + 1);
  const queue = opts.queue ?? [...counts].flatMap(([c, n]) => Array.from({ length: n / 3 }, () => c));
  return {
    format: 1,
    id: 'test',
    boards: colours.map((colour, i) => ({
      id: `b${i}`,
      group: 1,
      shape: { kind: 'circle', radius: 40 },
      x: 80 + (i % 8) * 85,
      y: 560 + Math.floor(i / 8) * 100,
      angle: 0,
      holes: [{ x: 0, y: 0, colour }],
    })),
    boxes: { queue, positions: opts.positions ?? 2, locked: opts.locked ?? [] },
    tray: { slots: opts.slots ?? 5, locked: opts.trayLocked ?? 0 },
  };
}

/** A horizontal plank with holes 80 apart; a plank on top at the same place covers the holes below it. */
export function plank(id: string, group: number, x: number, y: number, colours: Colour[]): BoardSpec {
  const step = 80;
  const left = -((colours.length - 1) * step) / 2;
  return {
    id,
    group,
    shape: { kind: 'rect', width: colours.length * step + 40, height: 100 },
    x,
    y,
    angle: 0,
    holes: colours.map((colour, i) => ({ x: left + i * step, y: 0, colour })),
  };
}

/** A level of hand-laid boards, validated as a level file is (the id seeds the simulated players). */
export function boardsLevel(
  boards: BoardSpec[],
  opts: { queue: Colour[]; positions: number; slots: number; locked?: number; id: string },
): LevelSpec {
  const parsed = parseLevel(
    {
      format: 1,
      id: opts.id,
      boards,
      boxes: { queue: opts.queue, positions: opts.positions, locked: [] },
      tray: { slots: opts.slots, locked: opts.locked ?? 0 },
    },
    screwVariant.boxCapacity,
  );
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.level;
}

/** Variant A's 20 shipped levels, in order. */
export const SHIPPED_SCREW_LEVELS: readonly LevelSpec[] = Object.entries(
  import.meta.glob<unknown>('../../../assets/levels/*.json', { eager: true, import: 'default' }),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, json]) => {
    const parsed = parseLevel(json, screwVariant.boxCapacity);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.level;
  });

/**
 * Three reds under a plank of two blues, a third blue apart; the red box comes first. Both covering blues
 * must wait in the tray together before any red shows: two tray slots' worth of waiting.
 */
export const twoWaiting = (slots: number) =>
  boardsLevel(
    [plank('low', 1, 375, 800, [1, 1, 1]), plank('top', 2, 375, 800, [2, 2]), plank('side', 1, 375, 1100, [2])],
    { queue: [1, 2], positions: 1, slots, id: 'd' },
  );
