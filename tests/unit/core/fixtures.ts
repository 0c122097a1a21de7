// Small hand-made levels for rule and machine tests.
import type { Colour, LevelSpec } from '../../../src/core/types';

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
