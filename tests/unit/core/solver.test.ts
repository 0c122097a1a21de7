// The solver proves small hand-made levels winnable or not, from the start or mid-game, with the
// cautious cover model; a naive search over the real rules checks its verdicts and reductions.
import { describe, expect, it } from 'vitest';
import { buildLevel } from '../../../src/core/buildLevel';
import { mapFromGroups } from '../../../src/core/mapFromGroups';
import { parseLevel } from '../../../src/core/levelSchema';
import { createRng, shuffled, type Rng } from '../../../src/core/random';
import { clearTray, screwsOnBoards, tapScrew, trayCount, unlockBox } from '../../../src/core/rules';
import {
  coverModel,
  greedyPlay,
  replayFromState,
  replayLine,
  solveLevel,
  solveState,
  type CoverModel,
} from '../../../src/core/solver';
import type { BoardSpec, Colour, GameState, LevelSpec } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';
import { boardsLevel, flatLevel, plank } from './fixtures';

const capacity = screwVariant.boxCapacity;

const level = (boards: BoardSpec[], queue: Colour[], positions: number, slots: number, locked = 0): LevelSpec =>
  boardsLevel(boards, { queue, positions, slots, locked, id: 't' });

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
    expect(result.reason).toBe('the tray fills up on every line of taps');
  });

  it('says unwinnable when cover forces a screw that fits no box first', () => {
    // Side by side the same screws win with a one-slot tray; stacked, the blue must go first and loses.
    const apart = level([plank('low', 1, 375, 700, [1, 1, 1]), plank('top', 2, 375, 1000, [2, 2, 2])], [1, 2], 1, 1);
    expect(solveLevel(apart, { capacity }).winnable).toBe(true);
    const result = solveLevel(stacked(1), { capacity });
    expect(result.winnable).toBe(false);
    expect(result.statesSearched).toBe(1);
    expect(result.reason).toBe('every line leaves a covered screw that no box can take');
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

/** Taps screws in order through the real rules, with the cover model; fails the test on a refusal. */
function play(spec: LevelSpec, state: GameState, ids: string[]): GameState {
  const model = coverModel(spec);
  for (const id of ids) {
    const result = tapScrew(state, id, model.covered(state, id));
    expect(
      result.events.find((e) => e.type === 'Rejected'),
      id,
    ).toBeUndefined();
    state = result.state;
  }
  return state;
}

// Reds under a blue plank, a green plank apart; one box position: red, then blue, then green.
// The blues must wait in the tray (three at once), so a tray of five leaves one slot to spare.
const parked = (slots = 5) =>
  level(
    [
      plank('low', 1, 375, 800, [1, 1, 1]),
      plank('top', 2, 375, 800, [2, 2, 2]),
      plank('side', 1, 375, 1100, [3, 3, 3]),
    ],
    [1, 2, 3],
    1,
    slots,
  );

describe('solveState (mid-game positions)', () => {
  it('wins from a position after some taps, and the line replays from that position', () => {
    const spec = parked();
    const state = play(spec, buildLevel(spec, { boxCapacity: capacity }), ['side.0', 'top.0']);
    const result = solveState(spec, state);
    expect(result.winnable).toBe(true);
    expect(result.line).toHaveLength(7);
    expect(replayFromState(spec, state, result.line).outcome).toBe('won');
    expect(replay(spec, ['side.0', 'top.0', ...result.line]).outcome).toBe('won');
  });

  it('says unwinnable when earlier taps parked screws that leave no room for the ones that must wait', () => {
    const spec = parked();
    const start = buildLevel(spec, { boxCapacity: capacity });
    expect(solveState(spec, start).winnable).toBe(true);
    const state = play(spec, start, ['side.0', 'side.1']);
    const result = solveState(spec, state);
    expect(result.winnable).toBe(false);
    expect(result.line).toEqual([]);
    expect(result.reason).toBe('the tray fills up on every line of taps');
  });

  it('answers at once for a won or lost position', () => {
    const spec = parked();
    const start = buildLevel(spec, { boxCapacity: capacity });
    const won = replayLine(spec, solveLevel(spec, { capacity }).line, capacity).state;
    expect(won.outcome).toBe('won');
    expect(solveState(spec, won)).toMatchObject({ winnable: true, line: [], statesSearched: 0 });
    const lost = play(spec, start, ['side.0', 'side.1', 'top.0', 'top.1', 'top.2']);
    expect(lost.outcome).toBe('lost-full');
    expect(solveState(spec, lost)).toMatchObject({
      winnable: false,
      line: [],
      reason: 'the tray is full: this game is already lost',
    });
  });

  it('after a revive clears the tray, set-aside screws drop into their boxes as the rules do', () => {
    const spec = parked();
    const lost = play(spec, buildLevel(spec, { boxCapacity: capacity }), [
      'side.0',
      'side.1',
      'top.0',
      'top.1',
      'top.2',
    ]);
    const revived = clearTray(lost).state;
    expect(revived.setAside).toHaveLength(5);
    expect(trayCount(revived)).toBe(0);
    const result = solveState(spec, revived);
    expect(result.winnable).toBe(true);
    // Three reds fill the red box; the blue box takes the three set-aside blues and closes; the green
    // box takes the two set-aside greens; one green is left to tap.
    expect(result.line).toHaveLength(4);
    expect(result.peakTray).toBe(0);
    expect(replayFromState(spec, revived, result.line).outcome).toBe('won');
  });

  it('uses a box position unlocked mid-game', () => {
    const boards = [plank('low', 1, 375, 800, [1, 1, 1]), plank('top', 2, 375, 800, [2, 2, 2])];
    const parsed = parseLevel(
      {
        format: 1,
        id: 't',
        boards,
        boxes: { queue: [1, 2], positions: 2, locked: [1] },
        tray: { slots: 1, locked: 0 },
      },
      capacity,
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const spec = parsed.level;
    const start = buildLevel(spec, { boxCapacity: capacity });
    const locked = solveState(spec, start);
    expect(locked.winnable).toBe(false);
    expect(locked.reason).toBe('every line leaves a covered screw that no box can take');
    const unlocked = unlockBox(start, 1).state;
    expect(unlocked.positions[1]!.locked).toBe(false);
    const result = solveState(spec, unlocked);
    expect(result.winnable).toBe(true);
    expect(replayFromState(spec, unlocked, result.line).outcome).toBe('won');
  });

  it('keeps within a tray limit when asked, and reports the peak tray count of its line', () => {
    const spec = parked();
    const free = solveLevel(spec, { capacity });
    expect(free.peakTray).toBe(3);
    expect(solveLevel(spec, { capacity, trayLimit: 3 }).winnable).toBe(true);
    expect(solveLevel(spec, { capacity, trayLimit: 2 })).toMatchObject({
      winnable: false,
      reason: 'the tray fills up on every line of taps',
    });
  });

  it('treats free screws of one colour that cover nothing as one move (few states on a flat level)', () => {
    const spec = flatLevel([1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4], { positions: 2 });
    const result = solveLevel(spec, { capacity });
    expect(result.winnable).toBe(true);
    expect(result.statesSearched).toBeLessThanOrEqual(13);
    expect(replayLine(spec, result.line, capacity).outcome).toBe('won');
  });
});

/** A plain exhaustive search over the real rules (no reductions): the reference the solver must agree with. */
function naiveWinnable(model: CoverModel, state: GameState, trayLimit = Infinity): boolean {
  const memo = new Map<string, boolean>();
  const colourOf = (id: string) => state.screws[id]!.colour;
  const rec = (s: GameState): boolean => {
    if (s.outcome === 'won') return true;
    if (s.outcome !== 'playing') return false;
    const key = JSON.stringify([
      screwsOnBoards(s).sort(),
      s.positions.map((p) => [p.locked, p.box?.colour ?? 0, p.box?.screws.length ?? 0]),
      s.queue.length,
      s.tray.slots
        .filter((x): x is string => x !== null)
        .map(colourOf)
        .sort(),
      s.setAside.map(colourOf).sort(),
    ]);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let win = false;
    for (const id of screwsOnBoards(s)) {
      if (model.covered(s, id)) continue;
      const r = tapScrew(s, id, false);
      if (r.events.some((e) => e.type === 'Rejected')) continue;
      if (r.events.some((e) => e.type === 'ScrewToTray') && trayCount(r.state) > trayLimit) continue;
      if (rec(r.state)) {
        win = true;
        break;
      }
    }
    memo.set(key, win);
    return win;
  };
  return rec(state);
}

/** A small random level on a generated map: random colours, queue, box row and tray. */
function randomSmallLevel(rng: Rng, seed: number): LevelSpec {
  const groups = [
    [3, 3, 3],
    [6, 3],
    [3, 6, 3],
    [4, 2, 3],
    [2, 2, 2, 3],
  ][rng.int(5)]!;
  const map = mapFromGroups(groups, seed);
  const screws = groups.reduce((a, b) => a + b, 0);
  const colours = 1 + rng.int(Math.min(3, screws / capacity));
  const boxes = Array.from({ length: screws / capacity }, (_, i) => ((i % colours) + 1) as Colour);
  const holeColours = shuffled(
    boxes.flatMap((c) => [c, c, c]),
    rng,
  );
  let k = 0;
  const spec: LevelSpec = {
    format: 1,
    id: `r${seed}`,
    boards: map.boards.map((b) => ({ ...b, holes: b.holes.map((h) => ({ ...h, colour: holeColours[k++]! })) })),
    boxes: { queue: shuffled(boxes, rng), positions: 1 + rng.int(2), locked: [] },
    tray: { slots: 1 + rng.int(4), locked: 0 },
  };
  const parsed = parseLevel(spec, capacity);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.level;
}

describe('solver against a naive search over the real rules', () => {
  it('agrees on winnable or not, from the start, mid-game and after a revive, with and without a tray limit', () => {
    let winnable = 0;
    let lost = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rng = createRng(seed);
      const spec = randomSmallLevel(rng, seed);
      const model = coverModel(spec);
      const states: GameState[] = [buildLevel(spec, { boxCapacity: capacity })];
      // A random prefix of legal taps, then (sometimes) a revive that sets the tray aside.
      let s = states[0]!;
      for (let t = 0; t < 1 + rng.int(5) && s.outcome === 'playing'; t++) {
        const free = screwsOnBoards(s).filter((id) => !model.covered(s, id));
        const r = tapScrew(s, free[rng.int(free.length)]!, false);
        if (r.events.some((e) => e.type === 'Rejected')) break;
        s = r.state;
      }
      states.push(s);
      if (trayCount(s) > 0 || s.outcome === 'lost-full') states.push(clearTray(s).state);
      for (const state of states) {
        const expected = naiveWinnable(model, state);
        const result = solveState(spec, state);
        expect(result.winnable, `seed ${seed}`).toBe(expected);
        if (result.winnable) {
          winnable += 1;
          expect(replayFromState(spec, state, result.line).outcome).toBe('won');
        } else lost += 1;
        if (state.outcome === 'playing') {
          expect(solveState(spec, state, { trayLimit: 1 }).winnable, `seed ${seed} limit 1`).toBe(
            naiveWinnable(model, state, 1),
          );
        }
      }
    }
    // The sample holds both answers, so the comparison means something.
    expect(winnable).toBeGreaterThan(10);
    expect(lost).toBeGreaterThan(10);
  }, 120_000); // 40 seeds of a naive search: seconds on a quiet machine, more on a busy one
});
