import { describe, expect, it } from 'vitest';
import { buildLevel } from '../../../src/core/buildLevel';
import { hintFor } from '../../../src/core/hint';
import { tapScrew } from '../../../src/core/rules';
import { replayFromState } from '../../../src/core/solver';
import type { GameState, LevelSpec } from '../../../src/core/types';
import { flatLevel } from './fixtures';

const capacity = { boxCapacity: 3 };

function tapAll(state: GameState, ids: string[]): GameState {
  return ids.reduce((s, id) => tapScrew(s, id, false).state, state);
}

describe('hint', () => {
  it('shows the next tap of a winning line from the current position', () => {
    const level = flatLevel([1, 2, 1, 2, 1, 2], { positions: 1, slots: 4 });
    const state = tapAll(buildLevel(level, capacity), ['b1.0']);
    const answer = hintFor(level, state);
    expect(answer.kind).toBe('tap');
    if (answer.kind !== 'tap') return;
    const rest = replayFromState(level, state, [answer.screwId]);
    expect(rest.problem ?? '').not.toMatch(/rejected/);
  });

  it('says plainly when the position can no longer be won', () => {
    // The red screws lie under a plank of blue ones; the box wants red and the tray holds one screw.
    const level: LevelSpec = {
      format: 1,
      id: 'covered',
      boards: [
        ...[200, 375, 550].map((x, i) => ({
          id: `low${i}`,
          group: 1,
          shape: { kind: 'circle' as const, radius: 40 },
          x,
          y: 700,
          angle: 0,
          holes: [{ x: 0, y: 0, colour: 1 as const }],
        })),
        {
          id: 'plank',
          group: 2,
          shape: { kind: 'rect' as const, width: 560, height: 120 },
          x: 375,
          y: 700,
          angle: 0,
          holes: [-220, 0, 220].map((x) => ({ x, y: -40, colour: 2 as const })),
        },
      ],
      boxes: { queue: [1, 2], positions: 1, locked: [] },
      tray: { slots: 2, locked: 0 },
    };
    const state = tapAll(buildLevel(level, capacity), ['plank.0']);
    expect(state.outcome).toBe('playing');
    const answer = hintFor(level, state);
    expect(answer).toEqual({ kind: 'lost', reason: expect.stringMatching(/tray|covered/) });
  });

  it('without a sure line in budget it offers a free screw that fits a box, promising nothing', () => {
    const level = flatLevel([1, 2, 1, 2, 1, 2], { positions: 1, slots: 4, queue: [2, 1] });
    const answer = hintFor(level, buildLevel(level, capacity), 0);
    expect(answer).toEqual({ kind: 'unsure', screwId: 'b1.0' });
  });
});
