// The loading bar's pace (variant B, spec 2): it moves along the spec's legs (80% over 15 s, then 100%
// over 5 s) so that a slow load still shows movement, runs ahead when the real load is further, and
// completes the moment loading is done. The legs are a ceiling on how slow the bar is, never a wait.

/** One leg: the share reached at its end, and how long it takes. */
export interface PaceLeg {
  to: number;
  seconds: number;
}

/** The share the legs reach `elapsedMs` after the start, 0..1 (held below 1 while not done). */
export function pacedShare(elapsedMs: number, legs: readonly PaceLeg[]): number {
  let from = 0;
  let t = Math.max(0, Number.isFinite(elapsedMs) ? elapsedMs : 0) / 1000;
  for (const leg of legs) {
    if (leg.seconds <= 0) {
      from = leg.to;
      continue;
    }
    if (t < leg.seconds) return from + (leg.to - from) * (t / leg.seconds);
    t -= leg.seconds;
    from = leg.to;
  }
  return from;
}

/** What the bar shows: 1 when loading is done, else the further of the pace and the real progress, below 1. */
export function loadingBarShare(elapsedMs: number, legs: readonly PaceLeg[], real: number, done: boolean): number {
  if (done) return 1;
  const share = Math.max(pacedShare(elapsedMs, legs), Number.isFinite(real) ? real : 0);
  return Math.min(0.99, Math.max(0, share));
}
