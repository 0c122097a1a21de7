// The level tool's headless replay: a winning line must work in the real matter-js world, a screw
// under a higher board is covered in physics, and a line that stops short is no win.
import { describe, expect, it } from 'vitest';
import { solveLevel } from '../../../src/core/solver';
import type { LevelSpec } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';
import { replayInPhysics } from '../../../scripts/levels/headlessReplay';

/** A plank with three screws under a vertical bar (a higher layer) that lies over its middle screw. */
const covered: LevelSpec = {
  format: 1,
  id: 'replay-test',
  boards: [
    {
      id: 'lower',
      group: 1,
      shape: { kind: 'rect', width: 420, height: 120, radius: 20 },
      x: 375,
      y: 800,
      angle: 0,
      holes: [
        { x: -150, y: 0, colour: 1 },
        { x: 0, y: 0, colour: 1 },
        { x: 150, y: 0, colour: 1 },
      ],
    },
    {
      id: 'top',
      group: 2,
      shape: { kind: 'bar', length: 420, width: 60 },
      x: 375,
      y: 800,
      angle: 90,
      holes: [
        { x: -170, y: 0, colour: 1 },
        { x: -100, y: 0, colour: 1 },
        { x: 170, y: 0, colour: 1 },
      ],
    },
  ],
  boxes: { queue: [1, 1], positions: 1, locked: [] },
  tray: { slots: 5, locked: 0 },
};

const WIN = ['top.0', 'top.1', 'top.2', 'lower.0', 'lower.1', 'lower.2'];

describe('headless physics replay', () => {
  it('replays a winning line to a win, with every freed board fallen off the screen', () => {
    const r = replayInPhysics(covered, WIN, screwVariant);
    expect(r.problem).toBeUndefined();
    expect(r.ok).toBe(true);
    expect(r.taps).toBe(WIN.length);
    expect(r.simulatedMs).toBeGreaterThan(0);
  });

  it("replays the solver's own line", () => {
    const solved = solveLevel(covered, { capacity: screwVariant.boxCapacity });
    expect(solved.winnable).toBe(true);
    expect(replayInPhysics(covered, solved.line, screwVariant).ok).toBe(true);
  });

  it('reports a tap on a screw that a higher board covers in physics', () => {
    const r = replayInPhysics(covered, ['lower.1', ...WIN], screwVariant);
    expect(r.ok).toBe(false);
    expect(r.problem).toContain('tap 0 (lower.1) is covered by top in physics');
    expect(r.taps).toBe(0);
  });

  it('reports a line that does not end in a win', () => {
    const r = replayInPhysics(covered, WIN.slice(0, 4), screwVariant);
    expect(r.ok).toBe(false);
    expect(r.problem).toMatch(/not won/);
    expect(r.taps).toBe(4);
  });

  it('reports a tap the rules refuse', () => {
    const r = replayInPhysics(covered, ['top.0', 'top.0'], screwVariant);
    expect(r.ok).toBe(false);
    expect(r.problem).toContain('tap 1 (top.0) rejected by the rules: not-on-board');
  });

  it('reports a world that does not settle within the cap', () => {
    const r = replayInPhysics(covered, WIN, screwVariant, { settleCapMs: 200 });
    expect(r.ok).toBe(false);
    // 'top' is left balanced on its bottom screw: it stands still, but a board rests only after a
    // moment of standing still (src/physics/rest.ts), longer than this cap.
    expect(r.problem).toMatch(
      /^before tap 2 \(top\.2\): the world did not settle within 0\.2 s .*top \(hanging, still\)/,
    );
  });

  it('is deterministic', () => {
    const a = replayInPhysics(covered, WIN, screwVariant);
    const b = replayInPhysics(covered, WIN, screwVariant);
    expect(b.simulatedMs).toBe(a.simulatedMs);
    expect(b.longestSettleMs).toBe(a.longestSettleMs);
  });
});
