// The spec's button rule: a tap is ignored during the cooldown after an accepted tap, or while an animation runs.

/** Decides whether a button tap goes through. */
export interface TapGate {
  /**
   * True if a tap at `nowMs` is accepted; an accepted tap starts a new cooldown. Rejected taps do not
   * extend it. `cooldownMs` overrides the gate's own cooldown for this tap (for a gate shared by buttons).
   */
  tryTap(nowMs: number, busy?: boolean, cooldownMs?: number): boolean;
  /** Forgets the last tap, so the next one is accepted. */
  reset(): void;
}

/** The spec's button cooldown, 0.3 s: a layer's default when no variant skin is above it (the app passes the variant's buttonCooldownMs). */
export const DEFAULT_TAP_COOLDOWN_MS = 300;

/**
 * A gate with its own memory of the last accepted tap. Given `armedAtMs` (when its button appeared),
 * it also ignores taps for one cooldown after that: the layer's pop-in animation is still running,
 * and a quick double tap on the layer before must not fall through onto this one.
 */
export function createTapGate(cooldownMs: number = DEFAULT_TAP_COOLDOWN_MS, armedAtMs: number | null = null): TapGate {
  let lastTapMs: number | null = armedAtMs;
  return {
    tryTap(nowMs, busy = false, cooldown = cooldownMs) {
      if (busy) return false;
      // A clock that went backwards (a restored page, a swapped time source) must not lock the button.
      if (lastTapMs !== null && nowMs >= lastTapMs && nowMs - lastTapMs < Math.max(0, cooldown)) return false;
      lastTapMs = nowMs;
      return true;
    },
    reset() {
      lastTapMs = null;
    },
  };
}
