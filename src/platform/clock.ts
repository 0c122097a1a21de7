// Time as the platform layer reads it: the globals by default, a fake in tests.

/** Now and one-shot timers. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The globals, read at call time so that fake timers installed later (vitest) are the ones used. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Resolves after `ms` on `clock`. */
export function sleepOn(clock: Clock): (ms: number) => Promise<void> {
  return (ms) => new Promise<void>((resolve) => void clock.setTimeout(resolve, ms));
}
