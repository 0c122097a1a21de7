// Small hand-made levels and helpers shared by the physics tests.
import { buildLevel } from '../../../src/core/buildLevel';
import { tapScrew } from '../../../src/core/rules';
import type { BoardSpec, Colour, GameState, LevelSpec, RuleEvent } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';

/** The variant numbers the physics reads, from the real variant config. */
export const variant = {
  physics: screwVariant.physics,
  layout: screwVariant.layout,
  screwRadius: screwVariant.screwRadius,
};

/** A level from boards; boxes and tray are roomy so taps never get rejected for lack of room. */
export function levelOf(boards: BoardSpec[]): LevelSpec {
  const colours = new Set<Colour>();
  for (const b of boards) for (const h of b.holes) colours.add(h.colour);
  return {
    format: 1,
    id: 'test',
    boards,
    boxes: { queue: [...colours], positions: 1, locked: [] },
    tray: { slots: 7, locked: 0 },
  };
}

/** A horizontal bar with a screw near each end. */
export function bar(id: string, group: number, x: number, y: number, length = 300, angle = 0): BoardSpec {
  const reach = length / 2 - 30;
  return {
    id,
    group,
    shape: { kind: 'bar', length, width: 50 },
    x,
    y,
    angle,
    holes: [
      { x: -reach, y: 0, colour: 1 },
      { x: reach, y: 0, colour: 1 },
    ],
  };
}

/** The starting rule state of a level. */
export function start(level: LevelSpec): GameState {
  return buildLevel(level, { boxCapacity: 3 });
}

/** Taps screws in order (uncovered), returning the final state and every event. */
export function tapAll(state: GameState, ids: string[]): { state: GameState; events: RuleEvent[] } {
  const events: RuleEvent[] = [];
  let s = state;
  for (const id of ids) {
    const r = tapScrew(s, id, false);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** One fixed physics step of the variant. */
export const STEP = screwVariant.physics.stepMs;
