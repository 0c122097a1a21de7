// Countdown text for the HUD and lose layers, elapsed time for the win layer, and the sign-in popup's wait.

/**
 * Milliseconds left as "m:ss" (or "mm:ss" from ten minutes up). Rounds up, so the clock shows
 * 0:00 only when time is really out; negative or non-numbers read as 0:00.
 */
export function formatTime(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Whole seconds as "h:mm:ss" (the sign-in's wait of up to 24 hours); negative or non-numbers read as 0:00:00. */
export function formatHours(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Elapsed time as 'mm:ss' (whole seconds, rounded down; '60:00' and up past an hour); broken values read '00:00'. */
export function formatTimeTaken(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
