// Issue "A difficulty curve players feel": a hanging or leaning board comes to rest within 3 s of
// simulated time, and a board freed on one screw still swings as before it stops (src/physics/rest.ts).
import { describe, expect, it } from 'vitest';
import type { BoardSpec } from '../../../src/core/types';
import { createPhysicsWorld, type PhysicsWorld } from '../../../src/physics';
import { bar, levelOf, start, STEP, tapAll, variant } from './helpers';

/** The settle budget of the issue, in steps. */
const BUDGET_STEPS = Math.round(3000 / STEP);

/** Steps until the world says it has settled (or the limit), recording a board's angle on the way. */
function settle(world: PhysicsWorld, id: string, limit = 60 * 20): { steps: number; angles: number[] } {
  const angles: number[] = [];
  let steps = 0;
  while (world.isSettling() && steps < limit) {
    world.step(STEP);
    steps += 1;
    const pose = world.boardPose(id);
    if (pose) angles.push(pose.angle);
  }
  return { steps, angles };
}

/** Times the angle crosses `rest` with a swing of more than `least` radians on each side between crossings. */
function crossings(angles: number[], rest: number, least: number): number {
  let count = 0;
  let side = 0;
  let peak = 0;
  for (const a of angles) {
    const d = a - rest;
    if (Math.abs(d) > least && Math.sign(d) !== side) {
      if (side !== 0 && peak > least) count += 1;
      side = Math.sign(d);
      peak = 0;
    }
    if (Math.sign(d) === side) peak = Math.max(peak, Math.abs(d));
  }
  return count;
}

describe('a board freed on one screw', () => {
  it('swings through its rest pose and back, in big swings, before it stops within 3 s', () => {
    // A 200-unit bar freed from level: it hangs from its left screw, straight down (angle π/2).
    const level = levelOf([bar('a', 1, 375, 600, 200)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    world.apply(tapAll(s0, ['a.1']).events);
    const { steps, angles } = settle(world, 'a');
    expect(steps).toBeLessThanOrEqual(BUDGET_STEPS);
    const rest = world.boardPose('a')!.angle;
    expect(rest).toBeCloseTo(Math.PI / 2, 2);
    // Down past the rest pose, back through it, each time by more than 10 degrees.
    expect(crossings(angles, rest, (10 * Math.PI) / 180)).toBeGreaterThanOrEqual(2);
    // The first swing over the rest pose is as big as the free swing's (about 39 degrees).
    expect(Math.max(...angles) - rest).toBeGreaterThan((35 * Math.PI) / 180);
    expect(world.boardMode('a')).toBe('hanging');
  });

  it('swings freely for its first two seconds: a longer bar swings over by a third of a turn and back through', () => {
    const level = levelOf([bar('a', 1, 375, 600)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    world.apply(tapAll(s0, ['a.1']).events);
    const { steps, angles } = settle(world, 'a');
    expect(steps).toBeLessThanOrEqual(BUDGET_STEPS);
    const rest = world.boardPose('a')!.angle;
    expect(Math.max(...angles) - rest).toBeGreaterThan((30 * Math.PI) / 180);
    expect(crossings(angles, rest, (2 * Math.PI) / 180)).toBeGreaterThanOrEqual(2);
  });

  it('stays at rest, does not creep, and the world stops settling', () => {
    const level = levelOf([bar('a', 1, 375, 600)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    world.apply(tapAll(s0, ['a.1']).events);
    settle(world, 'a');
    expect(world.isSettling()).toBe(false);
    const pose = world.boardPose('a')!;
    for (let i = 0; i < 600; i++) world.step(STEP);
    expect(world.boardPose('a')).toEqual(pose);
    expect(world.isSettling()).toBe(false);
  });
});

describe('boards of one layer that lean on each other', () => {
  /** Two bars of one layer: 'a', freed on its left screw, swings down onto 'b', hanging from its top screw below. */
  const pair = (): BoardSpec[] => [bar('a', 1, 300, 600, 300), bar('b', 1, 330, 850, 300, 90)];

  it('come to rest within 3 s of each tap and stay put', () => {
    const level = levelOf(pair());
    let state = start(level);
    const world = createPhysicsWorld(level, state, variant);
    for (const tap of ['b.1', 'a.1']) {
      const r = tapAll(state, [tap]);
      state = r.state;
      world.apply(r.events);
      expect(settle(world, 'a').steps).toBeLessThanOrEqual(BUDGET_STEPS);
    }
    expect(world.boardMode('a')).toBe('hanging');
    expect(world.boardMode('b')).toBe('hanging');
    // 'a' leans on 'b': well short of hanging straight down.
    expect(world.boardPose('a')!.angle).toBeLessThan(1.3);
    const poses = [world.boardPose('a'), world.boardPose('b')];
    for (let i = 0; i < 600; i++) world.step(STEP);
    expect([world.boardPose('a'), world.boardPose('b')]).toEqual(poses);
  });

  it('wake when a board of their layer falls away, and swing on', () => {
    const level = levelOf(pair());
    let state = start(level);
    const world = createPhysicsWorld(level, state, variant);
    for (const tap of ['b.1', 'a.1']) {
      const r = tapAll(state, [tap]);
      state = r.state;
      world.apply(r.events);
      settle(world, 'a');
    }
    const leaning = world.boardPose('a')!;
    const r = tapAll(state, ['b.0']);
    world.apply(r.events);
    expect(world.boardMode('b')).toBe('falling');
    expect(world.isSettling()).toBe(true);
    const { steps } = settle(world, 'a');
    expect(steps).toBeLessThanOrEqual(BUDGET_STEPS);
    // Without 'b' to lean on, 'a' hangs straight down from its left screw.
    expect(Math.abs(world.boardPose('a')!.angle - leaning.angle)).toBeGreaterThan(0.1);
    expect(world.boardPose('a')!.angle).toBeCloseTo(Math.PI / 2, 1);
  });
});
