// Spec: a tapped screw moves only if no board with a higher group number overlaps it (now).
import { describe, expect, it } from 'vitest';
import { tapScrew } from '../../../src/core/rules';
import type { BoardSpec } from '../../../src/core/types';
import { createPhysicsWorld } from '../../../src/physics';
import { bar, levelOf, start, STEP, tapAll, variant } from './helpers';

/** A small group-1 plate with two screws at (345, 700) and (405, 700). */
const plate: BoardSpec = {
  id: 'low',
  group: 1,
  shape: { kind: 'rect', width: 160, height: 80 },
  x: 375,
  y: 700,
  angle: 0,
  holes: [
    { x: -30, y: 0, colour: 2 },
    { x: 30, y: 0, colour: 2 },
  ],
};

describe('the cover query', () => {
  it('follows a covering board that hangs and swings away', () => {
    const level = levelOf([plate, bar('up', 2, 375, 700)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    expect(world.isCovered('low.0')).toBe(true);
    expect(world.coveringBoards('low.0')).toEqual(['up']);
    expect(tapScrew(s0, 'low.0', world.isCovered('low.0')).events[0]).toMatchObject({
      type: 'Rejected',
      reason: 'covered',
    });

    const { state, events } = tapAll(s0, ['up.1']);
    world.apply(events);
    expect(world.isCovered('low.0')).toBe(true);
    for (let i = 0; i < 120; i++) world.step(STEP);
    expect(world.isCovered('low.0')).toBe(false);
    expect(world.coveringBoards('low.0')).toEqual([]);
    expect(tapScrew(state, 'low.0', world.isCovered('low.0')).events[0]).toMatchObject({ type: 'ScrewToBox' });
  });

  it('is uncovered by a swinging board that covered it at first and covered by one that swings over it', () => {
    // 'up' hangs from its right screw at (495, 700) and swings down over a screw below that point.
    const below: BoardSpec = { ...plate, id: 'below', x: 495, y: 880 };
    const level = levelOf([below, bar('up', 2, 375, 700)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    expect(world.isCovered('below.1')).toBe(false);
    world.apply(tapAll(s0, ['up.0']).events);
    let seen = false;
    for (let i = 0; i < 60 * 10; i++) {
      world.step(STEP);
      seen ||= world.isCovered('below.1');
    }
    expect(seen).toBe(true);
    expect(world.isCovered('below.1')).toBe(true);
  });

  it('never counts boards of the same or a lower group, nor a graze', () => {
    const level = levelOf([
      { ...plate, group: 2 },
      bar('same', 2, 375, 700),
      // A group-3 bar whose edge only grazes the screw at (345, 700): its bottom edge at 700 - 24 + 1.
      {
        ...bar('graze', 3, 345, 700 - 24 + 1 - 25),
        holes: [
          { x: -100, y: 0, colour: 1 },
          { x: 100, y: 0, colour: 1 },
        ],
      },
    ]);
    const world = createPhysicsWorld(level, start(level), variant);
    expect(world.coveringBoards('low.0')).toEqual([]);
    expect(world.isCovered('low.0')).toBe(false);
  });

  it('has no answer for a screw that left its board', () => {
    const level = levelOf([plate, bar('up', 2, 375, 300)]);
    const s0 = start(level);
    const world = createPhysicsWorld(level, s0, variant);
    world.apply(tapAll(s0, ['low.0']).events);
    expect(world.screwPosition('low.0')).toBeNull();
    expect(world.isCovered('low.0')).toBe(false);
    expect(world.isCovered('nope.0')).toBe(false);
  });
});

describe('boardAt', () => {
  it('finds the top-most board under a point, and none once it falls', () => {
    const level = levelOf([plate, bar('up', 2, 375, 700)]);
    const world = createPhysicsWorld(level, start(level), variant);
    expect(world.boardAt({ x: 375, y: 700 })).toBe('up');
    expect(world.boardAt({ x: 375, y: 735 })).toBe('low');
    expect(world.boardAt({ x: 100, y: 100 })).toBeNull();
    world.dropBoard('up');
    expect(world.boardAt({ x: 375, y: 700 })).toBe('low');
  });
});

describe('tapAt, the one query of a tap', () => {
  const reach = variant.screwRadius + 6;
  const all = () => true;

  it('finds the screw under the point with its cover now, and the top-most board there', () => {
    const level = levelOf([plate, bar('up', 2, 375, 700)]);
    const world = createPhysicsWorld(level, start(level), variant);
    expect(world.tapAt({ x: 345, y: 702 }, reach, all)).toEqual({
      screw: { id: 'low.0', covered: true },
      boardId: 'up',
    });
    // The higher board's screw wins where two are in reach.
    expect(world.tapAt({ x: 255, y: 700 }, reach, all)).toEqual({
      screw: { id: 'up.0', covered: false },
      boardId: 'up',
    });
    expect(world.tapAt({ x: 375, y: 735 }, reach, all)).toEqual({ screw: null, boardId: 'low' });
    expect(world.tapAt({ x: 100, y: 100 }, reach, all)).toEqual({ screw: null, boardId: null });
  });

  it('skips screws the rules no longer have on a board', () => {
    const level = levelOf([plate]);
    const world = createPhysicsWorld(level, start(level), variant);
    expect(world.tapAt({ x: 345, y: 700 }, reach, (id) => id !== 'low.0')).toEqual({ screw: null, boardId: 'low' });
  });
});
