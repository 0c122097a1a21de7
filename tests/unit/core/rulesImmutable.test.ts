// The rules never change the state they are given: each answers a new state (rules.ts copies it field by field,
// not with structuredClone, for speed at 200 screws). Every state here is deep-frozen before a rule sees it, so a
// write into it throws; played along the solver's line of every shipped level, with the skills' rules between.
import { describe, expect, it } from 'vitest';
import { buildLevel } from '../../../src/core/buildLevel';
import { breakBoard, clearTray, tapScrew, unlockBox, unlockTraySlot } from '../../../src/core/rules';
import { solveLevel } from '../../../src/core/solver';
import type { GameState } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';
import { SHIPPED_SCREW_LEVELS } from './fixtures';

const capacity = screwVariant.boxCapacity;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

describe('the rules leave the state they are given as it was', () => {
  it.each(SHIPPED_SCREW_LEVELS.map((level) => [level.id, level] as const))('%s', (_, level) => {
    const line = solveLevel(level, { capacity }).line;
    let state: GameState = deepFreeze(buildLevel(level, { boxCapacity: capacity }));
    for (const [i, id] of line.entries()) {
      const before = JSON.stringify(state);
      // The skills' rules on the same frozen state: they too answer a new state.
      if (i % 4 === 1) {
        clearTray(state);
        unlockTraySlot(state);
        unlockBox(state, 0);
        const board = Object.values(state.boards).find((b) => b.pins.length > 0);
        if (board) breakBoard(state, board.id);
      }
      const next = tapScrew(state, id, false).state;
      expect(JSON.stringify(state)).toBe(before);
      expect(next).not.toBe(state);
      state = deepFreeze(next);
    }
    expect(state.outcome).toBe('won');
  });
});
