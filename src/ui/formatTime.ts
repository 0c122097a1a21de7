// Countdown text for the HUD and lose layers.

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
