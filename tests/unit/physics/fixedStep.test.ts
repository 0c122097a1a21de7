// Design: physics steps on a fixed timestep with a capped accumulator.
import { describe, expect, it } from 'vitest';
import { createPhysicsWorld } from '../../../src/physics';
import { FixedStep } from '../../../src/physics/fixedStep';
import { bar, levelOf, start, STEP, tapAll, variant } from './helpers';

describe('fixed steps', () => {
  it('a long frame takes at most maxCatchUp / stepMs steps', () => {
    const level = levelOf([bar('a', 1, 375, 500)]);
    const world = createPhysicsWorld(level, start(level), variant);
    const cap = Math.floor(variant.physics.maxCatchUpMs / variant.physics.stepMs + 1e-9);
    expect(world.step(1000)).toBeLessThanOrEqual(cap);
    expect(world.step(1000)).toBeGreaterThan(0);
    // The excess was dropped, not carried over.
    expect(world.step(0)).toBe(0);
  });

  it('carries part steps over to the next frame', () => {
    const level = levelOf([bar('a', 1, 375, 500)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    world.apply(tapAll(s0, ['a.1', 'a.0']).events);
    expect(world.step(STEP / 2)).toBe(0);
    expect(world.boardPose('a')!.y).toBe(500);
    expect(world.step(STEP / 2)).toBe(1);
    expect(world.boardPose('a')!.y).toBeGreaterThan(500);
    let total = 0;
    for (let i = 0; i < 60; i++) total += world.step(1000 / 60);
    expect(total).toBe(Math.round(1000 / STEP));
  });

  it('counts steps for odd frame lengths and ignores bad deltas', () => {
    const clock = new FixedStep(10, 35);
    expect(clock.advance(25)).toBe(2);
    expect(clock.advance(4)).toBe(0);
    expect(clock.advance(1)).toBe(1);
    expect(clock.advance(Number.NaN)).toBe(0);
    expect(clock.advance(-50)).toBe(0);
    expect(clock.advance(1000)).toBe(3);
    expect(clock.pendingMs).toBeCloseTo(5, 9);
  });
});
