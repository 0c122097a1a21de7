// Idle help (spec 9: the idle counter resets at 20 s): after that long without a tap while a level
// runs, a gentle pulse (the hint glow) marks a free screw that fits a box. Any tap starts the count again.
import { levelRules } from '../core/loadLevelRules';
import type { Colour, GameState } from '../core/types';

/** How long without a tap before the help shows (spec 9). */
export const IDLE_HELP_MS = 20_000;

/** A screw on a board as the scene reports it. */
export interface ScrewOnBoard {
  id: string;
  colour: number;
  covered: boolean;
  x: number;
  y: number;
}

/**
 * The screw a helping hand points at: a free one that fits an open box, else (unless `fitsOnly`) any
 * free one; null when none.
 */
export function freeScrewThatFits<S extends ScrewOnBoard>(
  rules: GameState | null,
  screws: readonly S[],
  fitsOnly = false,
): S | null {
  if (!rules) return null;
  const free = screws.filter((s) => !s.covered);
  // The tap rule's own choice of box (rules.ts), not a copy of it.
  return (
    free.find((s) => levelRules().boxFor(rules, s.colour as Colour) !== null) ?? (fitsOnly ? null : (free[0] ?? null))
  );
}

/** What the idle help needs from the game. */
export interface IdleHelpDeps {
  now(): number;
  /** True while the player can tap screws (RUN, no layer on top). */
  isPlaying(): boolean;
  /** The screw to point at now (only one that fits a box: a guess that fills the tray helps nobody). */
  pick(): string | null;
  show(screwId: string): void;
  idleMs?: number;
}

/** The idle counter: `touch()` on every tap or new level, `check()` now and then (e.g. each second). */
export function createIdleHelp(deps: IdleHelpDeps) {
  const idleMs = deps.idleMs ?? IDLE_HELP_MS;
  let since = deps.now();
  return {
    touch(): void {
      since = deps.now();
    },
    /** Shows the help when the player has been idle long enough; true when it did. */
    check(): boolean {
      if (!deps.isPlaying()) {
        since = deps.now();
        return false;
      }
      if (deps.now() - since < idleMs) return false;
      since = deps.now();
      const id = deps.pick();
      if (id) deps.show(id);
      return id !== null;
    },
  };
}
