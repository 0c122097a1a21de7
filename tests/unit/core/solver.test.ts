// The draft solver proves small hand-made levels winnable or not, with the cautious cover model.
import { describe, expect, it } from 'vitest';
import { buildLevel } from '../../../src/core/buildLevel';
import { parseLevel } from '../../../src/core/levelSchema';
import { tapScrew } from '../../../src/core/rules';
import { coverModel, greedyPlay, replayLine, solveLevel } from '../../../src/core/solver';
import type { BoardSpec, Colour, LevelSpec } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';

const capacity = screwVariant.boxCapacity;

function level(boards: BoardSpec[], queue: Colour[], positions: number, slots: number, locked = 0): LevelSpec {
  const parsed = parseLevel(
    { format: 1, id: 't', boards, boxes: { queue, positions, locked: [] }, tray: { slots, locked } },
    capacity,
  );
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.level;
}

function plank(id: string, group: number, x: number, y: number, colours: Colour[]): BoardSpec {
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

/** Replays a line of taps through the real rules, with the cover model deciding `covered`. */
function replay(spec: LevelSpec, line: string[]) {
  const model = coverModel(spec);
  let state = buildLevel(spec, { boxCapacity: capacity });
  for (const id of line) {
    const result = tapScrew(state, id, model.covered(state, id));
    expect(result.events.some((e) => e.type === 'Rejected')).toBe(false);
    state = result.state;
  }
  return state;
}

// A blue plank lies over a red plank that holds three red screws: every red is covered at first.
const stacked = (slots: number) =>
  level([plank('low', 1, 375, 800, [1, 1, 1]), plank('top', 2, 375, 800, [2, 2, 2])], [1, 2], 1, slots);

describe('solveLevel', () => {
  it('finds a winning line for a small level and the line replays to a win', () => {
    const spec = level(
      [plank('a', 1, 375, 700, [1, 2, 1]), plank('b', 1, 375, 900, [2, 1, 2]), plank('c', 2, 375, 800, [3, 3, 3])],
      [1, 3, 2],
      2,
      5,
    );
    const result = solveLevel(spec, { capacity });
    expect(result.winnable).toBe(true);
    expect(result.line).toHaveLength(9);
    expect(result.statesSearched).toBeGreaterThan(0);
    expect(replay(spec, result.line).outcome).toBe('won');
    expect(replayLine(spec, result.line, capacity).outcome).toBe('won');
  });

  it('wins when the tray can hold the covering screws', () => {
    const spec = stacked(4);
    const result = solveLevel(spec, { capacity });
    expect(result.winnable).toBe(true);
    expect(replay(spec, result.line).outcome).toBe('won');
  });

  it('says unwinnable when the tray is too small for the screws that must wait', () => {
    // Three blues must leave before any red shows; a tray of 3 is full (lost) at the third.
    const result = solveLevel(stacked(3), { capacity });
    expect(result.winnable).toBe(false);
    expect(result.line).toEqual([]);
    expect(result.reason).toMatch(/loses or gets stuck/);
  });

  it('says unwinnable when cover forces a screw that fits no box first', () => {
    // Side by side the same screws win with a one-slot tray; stacked, the blue must go first and loses.
    const apart = level([plank('low', 1, 375, 700, [1, 1, 1]), plank('top', 2, 375, 1000, [2, 2, 2])], [1, 2], 1, 1);
    expect(solveLevel(apart, { capacity }).winnable).toBe(true);
    const result = solveLevel(stacked(1), { capacity });
    expect(result.winnable).toBe(false);
    expect(result.statesSearched).toBe(1);
  });

  it('never unlocks a locked tray slot', () => {
    const spec = level([plank('low', 1, 375, 800, [1, 1, 1]), plank('top', 2, 375, 800, [2, 2, 2])], [1, 2], 1, 5, 2);
    expect(solveLevel(spec, { capacity }).winnable).toBe(false);
  });

  it('gives up with a reason when the state budget runs out', () => {
    const result = solveLevel(stacked(3), { capacity, maxStates: 1 });
    expect(result.winnable).toBe(false);
    expect(result.reason).toMatch(/gave up/);
  });

  it('is deterministic', () => {
    const spec = stacked(5);
    expect(solveLevel(spec, { capacity })).toEqual(solveLevel(spec, { capacity }));
  });
});

describe('coverModel', () => {
  // A long bar on top, pinned at both ends; a small red board sits below it, clear of the bar at rest.
  const bar: BoardSpec = {
    id: 'bar',
    group: 2,
    shape: { kind: 'bar', length: 400, width: 60 },
    x: 375,
    y: 700,
    angle: 0,
    holes: [
      { x: -160, y: 0, colour: 2 },
      { x: 0, y: 0, colour: 2 },
      { x: 160, y: 0, colour: 2 },
    ],
  };
  const below = plank('below', 1, 375, 900, [1, 1, 1]);
  const spec = level([below, bar], [1, 2], 2, 5);

  it('a board at rest covers only what its outline overlaps', () => {
    const model = coverModel(spec);
    const state = buildLevel(spec, { boxCapacity: capacity });
    expect(model.covered(state, 'below.1')).toBe(false);
    expect(model.coverers('below.1')).toEqual(['bar']);
    expect(model.covered(state, 'bar.0')).toBe(false);
  });

  it('a board hanging on one screw covers its whole swing disc, a fallen board nothing', () => {
    const model = coverModel(spec);
    let state = buildLevel(spec, { boxCapacity: capacity });
    state = tapScrew(state, 'bar.0', false).state;
    expect(model.covered(state, 'below.1')).toBe(false);
    state = tapScrew(state, 'bar.1', false).state;
    // The bar hangs on its right end and may swing 360 units around it: far enough to reach the reds below.
    expect(model.covered(state, 'below.1')).toBe(true);
    expect(model.covered(state, 'below.2')).toBe(true);
    state = tapScrew(state, 'bar.2', false).state;
    expect(model.covered(state, 'below.1')).toBe(false);
  });
});

describe('greedyPlay', () => {
  it('wins an easy level whatever it picks', () => {
    const spec = level([plank('a', 1, 375, 700, [1, 2, 1]), plank('b', 1, 375, 900, [2, 1, 2])], [1, 2], 2, 5);
    expect(greedyPlay(spec, () => 0, capacity).outcome).toBe('won');
    expect(greedyPlay(spec, (c) => c.length - 1, capacity).outcome).toBe('won');
  });

  it('loses when the tray overflows', () => {
    expect(greedyPlay(stacked(3), () => 0, capacity).outcome).toBe('lost-full');
  });
});
