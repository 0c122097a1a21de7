// The largest level the level check accepts (60 boards, 300 screws, shapes and poses at their bounds)
// builds, gets its physics world and plays through to the end in reasonable time: a file within the
// bounds cannot stall the game.
import { describe, expect, it } from 'vitest';
import { buildLevel } from '../../../src/core/buildLevel';
import { coverModel } from '../../../src/core/coverModel';
import { parseLevel } from '../../../src/core/levelSchema';
import { tapScrew } from '../../../src/core/rules';
import type { BoardSpec, Colour, LevelSpec, Shape } from '../../../src/core/types';
import { createPhysicsWorld } from '../../../src/physics';
import { STEP, variant } from './helpers';

/** 60 boards of 5 holes on 60 layers; every tenth board at a corner of the pose bounds and the size bounds. */
function maximalLevel(): LevelSpec {
  const boards: BoardSpec[] = [];
  let screw = 0;
  const colourOf = () => ((Math.floor(screw++ / 3) % 7) + 1) as Colour;
  for (let i = 0; i < 60; i++) {
    const extreme = i % 10 === 0;
    const corner = i / 10;
    const shape: Shape =
      i % 3 === 0
        ? { kind: 'rect', width: extreme ? 1334 : 400, height: extreme ? 1334 : 80, radius: extreme ? 667 : 10 }
        : i % 3 === 1
          ? { kind: 'bar', length: 400, width: 80 }
          : {
              kind: 'polygon',
              points: Array.from({ length: 32 }, (_, k) => [
                Math.cos((2 * Math.PI * k) / 32) * 220,
                Math.sin((2 * Math.PI * k) / 32) * 220,
              ]),
            };
    boards.push({
      id: `board-${String(i).padStart(2, '0')}`,
      group: i + 1,
      shape,
      x: extreme ? [-750, 1500, -750, 1500, 375, 375][corner]! : 150 + (i % 4) * 150,
      y: extreme ? [-1334, -1334, 2668, 2668, 460, 1300][corner]! : 500 + (i % 7) * 110,
      angle: extreme ? (corner % 2 ? 360 : -360) : (i * 37) % 360,
      holes: [-120, -60, 0, 60, 120].map((x) => ({ x, y: 0, colour: colourOf() })),
    });
  }
  const queue = Array.from({ length: 100 }, (_, k) => ((k % 7) + 1) as Colour);
  return {
    format: 1,
    id: 'x'.repeat(64),
    boards,
    boxes: { queue, positions: 5, locked: [] },
    tray: { slots: 7, locked: 0 },
    countdown: 3600,
  };
}

describe('the largest level the check accepts', () => {
  it('is accepted: 60 boards, 300 screws, poses and sizes at their bounds', () => {
    const parsed = parseLevel(maximalLevel());
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    expect(parsed.level.boards).toHaveLength(60);
    expect(parsed.level.boards.reduce((n, b) => n + b.holes.length, 0)).toBe(300);
  });

  it('builds, gets its physics and cover, and plays out fast', { timeout: 60_000 }, () => {
    const parsed = parseLevel(maximalLevel());
    if (!parsed.ok) throw new Error(parsed.error);
    const level = parsed.level;
    const started = performance.now();
    let state = buildLevel(level, { boxCapacity: 3 });
    const world = createPhysicsWorld(level, state, variant);
    const cover = coverModel(level);
    expect(cover).toBeDefined();
    expect(Object.keys(state.screws)).toHaveLength(300);
    const built = performance.now() - started;
    // Every screw in turn, top layer first, that the physics says is free (the rules refuse what does
    // not fit); boards swing and fall as they go, as in a game.
    const ids = Object.keys(state.screws).reverse();
    let moved = 0;
    for (let round = 0; round < 3 && state.outcome === 'playing'; round++) {
      for (const id of ids) {
        if (state.screws[id]!.place.kind !== 'board' || world.isCovered(id)) continue;
        const result = tapScrew(state, id, false);
        state = result.state;
        if (result.events.some((e) => e.type !== 'Rejected')) moved += 1;
        world.apply(result.events);
        world.step(STEP);
        world.takeDestroyed();
        if (state.outcome !== 'playing') break;
      }
      for (let i = 0; i < 120; i++) world.step(STEP);
    }
    expect(moved).toBeGreaterThan(10);
    expect(performance.now() - started).toBeLessThan(30_000);
    world.destroy();
    // Generous for a busy two-core machine: building is a frame or two, the whole play a few seconds.
    expect(built).toBeLessThan(5_000);
  });
});
