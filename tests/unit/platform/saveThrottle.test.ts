// Spec 7 (variant B): the allData string is written at most every 30 s, and only when changed.
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../src/platform/clock';
import { createSaveThrottle, SAVE_INTERVAL_MS } from '../../../src/platform/saveThrottle';
import { flushPromises } from './fakes/flush';

/** A hand-stepped clock. */
function manualClock() {
  let now = 0;
  const timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout(run, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout(handle) {
      const index = timers.findIndex((t) => t.id === handle);
      if (index >= 0) timers.splice(index, 1);
    },
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const due of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(due), 1);
      due.run();
    }
    await flushPromises();
  };
  return { clock, advance };
}

describe('save throttle', () => {
  it('is 30 s', () => expect(SAVE_INTERVAL_MS).toBe(30_000));

  it('writes the first change at once and the next no sooner than 30 s after the last write', async () => {
    const { clock, advance } = manualClock();
    const written: string[] = [];
    const throttle = createSaveThrottle(async (v) => void written.push(v), { clock });
    throttle.save('a');
    await advance(0);
    await advance(10_000);
    throttle.save('b');
    await advance(19_999);
    expect(written).toEqual(['a']);
    await advance(1);
    expect(written).toEqual(['a', 'b']);
    await advance(45_000);
    throttle.save('c');
    await advance(0);
    expect(written).toEqual(['a', 'b', 'c']);
  });

  it('never writes the text the host already holds', async () => {
    const { clock, advance } = manualClock();
    const written: string[] = [];
    const throttle = createSaveThrottle(async (v) => void written.push(v), { clock });
    throttle.known('same');
    throttle.save('same');
    await advance(60_000);
    expect(written).toEqual([]);
  });

  it('flush writes a waiting change now and then restarts the 30 s', async () => {
    const { clock, advance } = manualClock();
    const written: string[] = [];
    const throttle = createSaveThrottle(async (v) => void written.push(v), { clock });
    throttle.save('a');
    await advance(1_000);
    throttle.save('b');
    await throttle.flush();
    expect(written).toEqual(['a', 'b']);
    throttle.save('c');
    await advance(29_999);
    expect(written).toEqual(['a', 'b']);
    await advance(1);
    expect(written).toEqual(['a', 'b', 'c']);
    await throttle.flush();
    expect(written).toEqual(['a', 'b', 'c']);
  });
});
