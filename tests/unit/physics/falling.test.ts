// Spec: a board with no screw left falls and is destroyed when below the screen bottom.
import { describe, expect, it } from 'vitest';
import { shapeOutline } from '../../../src/core/geometry';
import { createPhysicsWorld } from '../../../src/physics';
import { outlineAt } from '../../../src/physics/pose';
import { bar, levelOf, start, STEP, tapAll, variant } from './helpers';

describe('a freed board', () => {
  it('falls about g t^2 / 2 in half a second', () => {
    const level = levelOf([bar('a', 1, 375, 500)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    world.apply(tapAll(s0, ['a.1', 'a.0']).events);
    expect(world.boardMode('a')).toBe('falling');
    const steps = Math.round(500 / STEP);
    for (let i = 0; i < steps; i++) world.step(STEP);
    const t = (steps * STEP) / 1000;
    const expected = (variant.physics.gravity * t * t) / 2;
    const fallen = world.boardPose('a')!.y - 500;
    expect(Math.abs(fallen - expected) / expected).toBeLessThan(0.1);
  });

  it('follows a gravity changed by setTuning', () => {
    const level = levelOf([bar('a', 1, 375, 500)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    world.setTuning({ gravity: variant.physics.gravity / 2 });
    world.apply(tapAll(s0, ['a.1', 'a.0']).events);
    const steps = Math.round(500 / STEP);
    for (let i = 0; i < steps; i++) world.step(STEP);
    const t = (steps * STEP) / 1000;
    const expected = (variant.physics.gravity / 2) * t * t * 0.5;
    const fallen = world.boardPose('a')!.y - 500;
    expect(Math.abs(fallen - expected) / expected).toBeLessThan(0.1);
  });

  it('is destroyed once wholly below the screen, and reported once', () => {
    const level = levelOf([bar('a', 1, 375, 500, 300, 35), bar('b', 2, 375, 200)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    world.apply(tapAll(s0, ['a.1', 'a.0']).events);
    const outline = shapeOutline(level.boards[0]!.shape);
    let last = world.boardPose('a')!;
    let steps = 0;
    while (world.boardMode('a') === 'falling' && steps < 600) {
      expect(world.takeDestroyed()).toEqual([]);
      last = world.boardPose('a')!;
      world.step(STEP);
      steps++;
    }
    expect(world.boardMode('a')).toBe('gone');
    // The last pose seen was already wholly below the design's bottom edge.
    const top = Math.min(...outlineAt(outline, last).map((p) => p.y));
    expect(top).toBeGreaterThan(variant.layout.height);
    expect(world.boardPose('a')).toBeNull();
    expect(world.screwPosition('a.0')).toBeNull();
    expect(world.takeDestroyed()).toEqual(['a']);
    expect(world.takeDestroyed()).toEqual([]);
    expect(world.boardMode('b')).toBe('fixed');
  });

  it('falls when taken out with dropBoard, its screws riding along', () => {
    const level = levelOf([bar('a', 1, 375, 500)]);
    const world = createPhysicsWorld(level, start(level), variant);
    world.dropBoard('a');
    expect(world.boardMode('a')).toBe('falling');
    expect(world.isSettling()).toBe(true);
    for (let i = 0; i < 10; i++) world.step(STEP);
    expect(world.boardPose('a')!.y).toBeGreaterThan(500);
    expect(world.screwPosition('a.0')!.y).toBeGreaterThan(500);
    for (let i = 0; i < 600 && world.boardMode('a') !== 'gone'; i++) world.step(STEP);
    expect(world.takeDestroyed()).toEqual(['a']);
    expect(world.isSettling()).toBe(false);
  });
});
