// Spec: boards of different groups never collide; a falling board collides with no other board.
import { describe, expect, it } from 'vitest';
import { createPhysicsWorld } from '../../../src/physics';
import { fallingFilter, groupCategory, heldFilter } from '../../../src/physics/collision';
import { bar, levelOf, start, STEP, tapAll, variant } from './helpers';

/** Hangs bar 'a' (group 1) on its left screw with bar 'b' of `blockerGroup` across its swing; returns the largest angle reached. */
function swingPast(blockerGroup: number): number {
  const level = levelOf([bar('a', 1, 375, 600), bar('b', blockerGroup, 400, 780, 200)]);
  const s0 = start(level);
  const world = createPhysicsWorld(level, s0, variant);
  world.apply(tapAll(s0, ['a.1']).events);
  let maxAngle = 0;
  for (let i = 0; i < 60; i++) {
    world.step(STEP);
    maxAngle = Math.max(maxAngle, world.boardPose('a')!.angle);
  }
  expect(world.boardMode('b')).toBe('fixed');
  return maxAngle;
}

describe('layers', () => {
  it('a board hanging on group 1 swings through a group 2 board', () => {
    expect(swingPast(2)).toBeGreaterThan(Math.PI / 2);
  });

  it('but is stopped by a board of its own group', () => {
    expect(swingPast(1)).toBeLessThan(1.2);
  });

  it('a falling board passes through a fixed board of its own group', () => {
    const level = levelOf([bar('a', 1, 375, 400), bar('b', 1, 375, 700)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    world.apply(tapAll(s0, ['a.1', 'a.0']).events);
    for (let i = 0; i < 45; i++) world.step(STEP);
    const pose = world.boardPose('a')!;
    expect(pose.y).toBeGreaterThan(800);
    expect(Math.abs(pose.x - 375)).toBeLessThan(1e-6);
    expect(world.boardPose('b')!.y).toBe(700);
  });

  it('gives each group its own category bit and falling boards an empty mask', () => {
    const bits = [1, 2, 3, 4, 5, 6].map(groupCategory);
    expect(new Set(bits).size).toBe(6);
    for (const b of bits) expect(b & (b - 1)).toBe(0);
    expect(heldFilter(3).mask & groupCategory(3)).not.toBe(0);
    expect(heldFilter(3).mask & groupCategory(2)).toBe(0);
    expect(fallingFilter(3).mask).toBe(0);
  });
});
