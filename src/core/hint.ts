// The hint (issue 3): the next tap of a winning line from the position the player sees, or plain words
// when that position can no longer be won. Pure; the app runs it in a worker so play never waits.
import { coverModel } from './coverModel';
import { solveState, UNWINNABLE } from './solver';
import type { GameState, LevelSpec } from './types';

/** The answer of a hint search from the current position. */
export type HintAnswer =
  /** The next tap of a winning line. */
  | { kind: 'tap'; screwId: string }
  /** The position can no longer be won; `reason` says why in plain words. */
  | { kind: 'lost'; reason: string }
  /** The search ran out of budget: a free screw that fits a box, if there is one, without a promise. */
  | { kind: 'unsure'; screwId: string | null };

/** States a hint search may visit: about a second in a worker on a mid-range phone. */
export const HINT_MAX_STATES = 300_000;

const GAVE_UP = UNWINNABLE.gaveUp(0).replace(/\d+.*$/, '');

/** The hint for a position: the first tap of a winning line, 'lost' with the reason, or a best guess. */
export function hintFor(level: LevelSpec, rules: GameState, maxStates: number = HINT_MAX_STATES): HintAnswer {
  const result = solveState(level, rules, { maxStates });
  if (result.winnable && result.line.length > 0) return { kind: 'tap', screwId: result.line[0]! };
  if (!result.winnable && result.reason && !result.reason.startsWith(GAVE_UP)) {
    return { kind: 'lost', reason: result.reason };
  }
  return { kind: 'unsure', screwId: freeScrewForABox(level, rules) };
}

/** A screw on a board that the cautious cover model calls free and that an open box of its colour takes. */
function freeScrewForABox(level: LevelSpec, rules: GameState): string | null {
  const model = coverModel(level);
  const open = new Set(
    rules.positions.flatMap((p) => (p.box && !p.locked && p.box.screws.length < rules.capacity ? [p.box.colour] : [])),
  );
  for (const screw of Object.values(rules.screws)) {
    if (screw.place.kind !== 'board' || !open.has(screw.colour)) continue;
    if (!model.covered(rules, screw.id)) return screw.id;
  }
  return null;
}
