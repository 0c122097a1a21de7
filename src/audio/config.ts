// The audio rules in one place (spec sections 4 and 9).

export const AUDIO = {
  /** Music plays at 0.3 (spec 9); effects at full volume. */
  musicVolume: 0.3,
  effectsVolume: 1,
  /** The countdown's ticking loop plays while this much time or less is left (spec 4: the last 5 s). */
  tickFromMs: 5000,
} as const;

/**
 * Whether the countdown's ticking loop should be playing: during the last `fromMs` (the variant's
 * timerWarningSeconds; spec: 5 s) while the timer runs;
 * not at 0, and not while the timer is stopped or paused.
 */
export function tickShouldPlay(remainingMs: number, running: boolean, fromMs: number = AUDIO.tickFromMs): boolean {
  return running && remainingMs > 0 && remainingMs <= fromMs;
}
