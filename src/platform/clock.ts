// Time as the platform layer reads it: the device's timers by default, a fake in tests.
import { device } from './currentDevice';

/** Now and one-shot timers. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The device's timers, read at call time so that fake timers installed later (vitest) are the ones used. */
export const realClock: Clock = {
  now: () => device().timers.now(),
  setTimeout: (callback, ms) => device().timers.setTimeout(callback, ms),
  clearTimeout: (handle) => device().timers.clearTimeout(handle),
};

/** Resolves after `ms` on `clock`. */
export function sleepOn(clock: Clock): (ms: number) => Promise<void> {
  return (ms) => new Promise<void>((resolve) => void clock.setTimeout(resolve, ms));
}
