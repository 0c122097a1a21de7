// Spec: a board held by two or more screws stays put, on one it swings on that screw, and a world
// can be rebuilt from a mid-game state.
import { describe, expect, it } from 'vitest';
import { toWorld } from '../../../src/core/geometry';
import type { BoardSpec } from '../../../src/core/types';
import { createPhysicsWorld } from '../../../src/physics';
import { bar, levelOf, start, STEP, tapAll, variant } from './helpers';

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('a board held by screws', () => {
  it('stays put with two pins', () => {
    const level = levelOf([bar('a', 1, 375, 700, 300, 20)]);
    const world = createPhysicsWorld(level, start(level), variant);
    world.step(2000);
    for (let i = 0; i < 120; i++) world.step(STEP);
    const pose = world.boardPose('a')!;
    expect(pose.x).toBeCloseTo(375, 9);
    expect(pose.y).toBeCloseTo(700, 9);
    expect(pose.angle).toBeCloseTo((20 * Math.PI) / 180, 9);
    expect(world.boardMode('a')).toBe('fixed');
    expect(world.isSettling()).toBe(false);
  });

  it('hangs and swings on its last screw, the pin staying on the hole', () => {
    const level = levelOf([bar('a', 1, 375, 600)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    const hole = level.boards[0]!.holes[0]!;
    const anchor = toWorld(hole, { x: 375, y: 600, angle: 0 });

    world.apply(tapAll(s0, ['a.1']).events);
    expect(world.boardMode('a')).toBe('hanging');
    expect(world.screwPosition('a.1')).toBeNull();

    let maxError = 0;
    let maxAngle = 0;
    for (let i = 0; i < 120; i++) {
      world.step(STEP);
      const pose = world.boardPose('a')!;
      maxError = Math.max(maxError, dist(toWorld(hole, pose), anchor));
      maxAngle = Math.max(maxAngle, pose.angle);
      expect(dist(world.screwPosition('a.0')!, anchor)).toBeLessThan(1);
    }
    expect(maxError).toBeLessThan(1);
    // Swinging down from horizontal: past a quarter turn on the first swing.
    expect(maxAngle).toBeGreaterThan(Math.PI / 2);
    expect(world.isSettling()).toBe(true);
  });

  it('comes to rest under its pin and then stops settling', () => {
    const level = levelOf([bar('a', 1, 375, 600)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    world.apply(tapAll(s0, ['a.1']).events);
    world.step(STEP);
    expect(world.isSettling()).toBe(true);
    for (let i = 0; i < 60 * 30 && world.isSettling(); i++) world.step(STEP);
    expect(world.isSettling()).toBe(false);
    const pose = world.boardPose('a')!;
    // Hanging straight down from the left hole at (255, 600).
    expect(pose.angle).toBeCloseTo(Math.PI / 2, 1);
    expect(pose.x).toBeCloseTo(255, -1);
  });

  it('reports the pose of the shape origin for an off-centre polygon, angle in radians', () => {
    const tri: BoardSpec = {
      id: 'p',
      group: 1,
      shape: {
        kind: 'polygon',
        points: [
          [0, 0],
          [240, 0],
          [0, 180],
        ],
      },
      x: 300,
      y: 500,
      angle: 30,
      holes: [
        { x: 40, y: 40, colour: 1 },
        { x: 150, y: 40, colour: 1 },
      ],
    };
    const level = levelOf([tri]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    const pose = world.boardPose('p')!;
    expect(pose.x).toBeCloseTo(300, 9);
    expect(pose.y).toBeCloseTo(500, 9);
    expect(pose.angle).toBeCloseTo(Math.PI / 6, 9);
    const expected = toWorld(tri.holes[1]!, { x: 300, y: 500, angle: Math.PI / 6 });
    expect(dist(world.screwPosition('p.1')!, expected)).toBeLessThan(1e-9);

    // Hanging from the corner hole: the polygon's centroid offset must not move the pin.
    const anchor = toWorld(tri.holes[0]!, { x: 300, y: 500, angle: Math.PI / 6 });
    world.apply(tapAll(s0, ['p.1']).events);
    let moved = 0;
    for (let i = 0; i < 120; i++) {
      world.step(STEP);
      const now = world.boardPose('p')!;
      moved = Math.max(moved, Math.abs(now.angle - Math.PI / 6));
      expect(dist(toWorld(tri.holes[0]!, now), anchor)).toBeLessThan(1);
    }
    expect(moved).toBeGreaterThan(0.2);
  });
});

describe('a world built mid-game', () => {
  it('starts a board that holds one pin hanging', () => {
    const level = levelOf([bar('a', 1, 375, 600), bar('b', 1, 375, 1000)]);
    const { state } = tapAll(start(level), ['a.1']);
    const world = createPhysicsWorld(level, state, variant);
    expect(world.boardMode('a')).toBe('hanging');
    expect(world.boardMode('b')).toBe('fixed');
    expect(world.screwPosition('a.1')).toBeNull();
    expect(world.screwPosition('a.0')).not.toBeNull();
    for (let i = 0; i < 30; i++) world.step(STEP);
    expect(world.boardPose('a')!.angle).toBeGreaterThan(0.3);
    expect(world.boardPose('b')!.angle).toBe(0);
  });

  it('drops a board with no pins left, or leaves it out when asked to', () => {
    const level = levelOf([bar('a', 1, 375, 600), bar('b', 1, 375, 1000)]);
    const { state } = tapAll(start(level), ['a.1', 'a.0']);
    expect(createPhysicsWorld(level, state, variant).boardMode('a')).toBe('falling');
    const rebuilt = createPhysicsWorld(level, state, variant, { freedBoards: 'gone' });
    expect(rebuilt.boardMode('a')).toBe('gone');
    expect(rebuilt.boardPose('a')).toBeNull();
    expect(rebuilt.takeDestroyed()).toEqual([]);
  });

  it('starts a board with a single screw hanging', () => {
    const one: BoardSpec = { ...bar('a', 1, 375, 600), holes: [{ x: -120, y: 0, colour: 1 }] };
    const level = levelOf([one]);
    const world = createPhysicsWorld(level, start(level), variant);
    expect(world.boardMode('a')).toBe('hanging');
  });
});
