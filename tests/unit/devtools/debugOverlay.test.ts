// The debug overlay over a real physics world (no renderer): outlines and layer labels of present boards,
// pins, screws green when free and red when covered with a line to each covering board, swing discs.
import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics, Text and containers need no renderer.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import type { Container, Graphics, Text } from 'pixi.js';
import type { GameState, LevelSpec } from '../../../src/core/types';
import {
  COVERED_COLOUR,
  createDebugOverlay,
  FREE_COLOUR,
  layerColour,
  PIN_COLOUR,
  swingRadius,
  type DebugOverlay,
} from '../../../src/devtools/debugOverlay';
import { shapeOutline } from '../../../src/core/geometry';
import { createPhysicsWorld, type PhysicsWorld } from '../../../src/physics';
import { bar, levelOf, start, STEP, tapAll, variant } from '../physics/helpers';

/**
 * Three boards: 'a' (layer 1) with its right screw under 'b' (layer 2, upright across it), and 'c'
 * (layer 1, lower down) hanging on its left screw.
 */
function scene(taps: string[] = ['c.1']): { level: LevelSpec; rules: GameState; world: PhysicsWorld } {
  const level = levelOf([bar('a', 1, 375, 600), bar('b', 2, 495, 600, 200, 90), bar('c', 1, 375, 1000)]);
  const world = createPhysicsWorld(level, start(level), variant);
  const { state, events } = tapAll(start(level), taps);
  world.apply(events);
  return { level, rules: state, world };
}

function parts(overlay: DebugOverlay): { g: Graphics; labels: Text[] } {
  const [g, labelLayer] = overlay.container.children as [Graphics, Container];
  return { g, labels: labelLayer.children as Text[] };
}

/** Stroke and fill instructions of the overlay's Graphics, with their colours. */
function strokes(g: Graphics, colour: number): number {
  return g.context.instructions.filter((i) => i.action === 'stroke' && i.data.style.color === colour).length;
}

describe('debug overlay', () => {
  it('draws every present board, pin and screw, the covered screw red with a line to its cover', () => {
    const { level, rules, world } = scene();
    expect(world.coveringBoards('a.1')).toEqual(['b']);
    const overlay = createDebugOverlay({ screwRadius: variant.screwRadius });
    overlay.update(world, rules, level);
    expect(overlay.stats()).toEqual({
      outlines: 3,
      labels: 3,
      // a.0, a.1, b.0, b.1 and c.0 (c.1 went to a box).
      pins: 5,
      screws: 5,
      covered: 1,
      coverLinks: 1,
      discs: 1,
    });
    const { g, labels } = parts(overlay);
    // One red line stroke (the link) and one red head ring; four green head rings; one stroke of pin crosses.
    expect(strokes(g, COVERED_COLOUR)).toBe(2);
    expect(strokes(g, FREE_COLOUR)).toBe(4);
    expect(strokes(g, PIN_COLOUR)).toBe(1);
    // Outlines in their layer's colour, and a label with the layer number at each centroid.
    expect(strokes(g, layerColour(2))).toBe(1);
    expect(labels.map((t) => [t.text, t.visible])).toEqual([
      ['1', true],
      ['2', true],
      ['1', true],
    ]);
    expect(labels[1]!.position.x).toBeCloseTo(495, 6);
    expect(labels[1]!.position.y).toBeCloseTo(600, 6);
    world.destroy();
    overlay.destroy();
  });

  it('follows the poses of moving boards and reuses its labels frame after frame', () => {
    const { level, rules, world } = scene();
    const overlay = createDebugOverlay();
    overlay.update(world, rules, level);
    const { g, labels } = parts(overlay);
    const before = labels[2]!.position.x;
    const first = labels.slice();
    for (let i = 0; i < 20; i++) {
      world.step(STEP);
      overlay.update(world, rules, level);
    }
    expect(parts(overlay).labels).toEqual(first);
    expect(overlay.container.children[0]).toBe(g);
    // 'c' swings down about its left pin: its centroid (label) moves left of where it started.
    expect(labels[2]!.position.x).toBeLessThan(before - 5);
    // Still one frame's worth of drawing, not an accumulation.
    expect(strokes(g, FREE_COLOUR)).toBe(4);
    world.destroy();
    overlay.destroy();
  });

  it('drops a board that fell off the screen, hiding its label', () => {
    const { level, rules, world } = scene(['c.1', 'c.0']);
    const overlay = createDebugOverlay();
    overlay.update(world, rules, level);
    expect(overlay.stats()).toMatchObject({ outlines: 3, discs: 0, pins: 4, screws: 4 });
    for (let i = 0; i < 200 && world.boardMode('c') !== 'gone'; i++) world.step(STEP);
    expect(world.boardMode('c')).toBe('gone');
    overlay.update(world, rules, level);
    expect(overlay.stats()).toMatchObject({ outlines: 2, labels: 2 });
    expect(parts(overlay).labels.map((t) => t.visible)).toEqual([true, true, false]);
    world.destroy();
    overlay.destroy();
  });

  it('draws nothing while disabled', () => {
    const { level, rules, world } = scene();
    const overlay = createDebugOverlay();
    overlay.update(world, rules, level);
    overlay.setEnabled(false);
    expect(overlay.enabled).toBe(false);
    expect(overlay.container.visible).toBe(false);
    const { g } = parts(overlay);
    expect(g.context.instructions).toHaveLength(0);
    overlay.update(world, rules, level);
    expect(g.context.instructions).toHaveLength(0);
    expect(overlay.stats().outlines).toBe(0);
    overlay.setEnabled(true);
    overlay.update(world, rules, level);
    expect(overlay.stats().outlines).toBe(3);
    world.destroy();
    overlay.destroy();
    expect(overlay.container.destroyed).toBe(true);
  });

  it('survives the playfield destroying it first', () => {
    const { level, rules, world } = scene();
    const overlay = createDebugOverlay();
    overlay.container.destroy({ children: true, context: true });
    expect(() => overlay.update(world, rules, level)).not.toThrow();
    expect(() => overlay.setEnabled(false)).not.toThrow();
    expect(() => overlay.destroy()).not.toThrow();
    world.destroy();
  });

  it('gives a hanging board a swing disc reaching its farthest point from the pin', () => {
    const outline = shapeOutline({ kind: 'bar', length: 300, width: 50 });
    // The left screw of a 300-long bar sits 120 from the middle: the far tip is 270 away.
    expect(swingRadius(outline, { x: -120, y: 0 })).toBeCloseTo(270, 6);
  });
});
