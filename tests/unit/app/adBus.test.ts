import { afterEach, describe, expect, it } from 'vitest';
import { createAdBus } from '../../../src/app/adBus';
import { setDevice } from '../../../src/platform/currentDevice';
import { memoryDevice } from '../../../src/platform/memoryDevice';

afterEach(() => setDevice(null));

/** A bus on a memory device whose clock the test moves. */
function busOnClock() {
  const dev = memoryDevice();
  setDevice(dev);
  const bus = createAdBus();
  const seen: (number | null)[] = [];
  bus.subscribe(() => seen.push(bus.current()?.secondsLeft ?? null));
  return { dev, bus, seen };
}

describe('the simulated ad bus', () => {
  it('counts whole seconds down and ends watched', async () => {
    const { dev, bus, seen } = busOnClock();
    let watched: boolean | null = null;
    void bus.present('revive', 3).then((w) => (watched = w));
    dev.advance(2999);
    expect(bus.current()?.secondsLeft).toBe(1);
    dev.advance(1);
    await Promise.resolve();
    expect(watched).toBe(true);
    expect(seen).toEqual([3, 2, 1, null]);
  });

  it('ends a fractional ad at its fraction: 0.3 s is over at 300 ms, 2.5 s steps 2.5, 2, 1', async () => {
    const { dev, bus, seen } = busOnClock();
    let watched: boolean | null = null;
    void bus.present('restart', 0.3, 'interstitial').then((w) => (watched = w));
    dev.advance(299);
    expect(bus.current()).not.toBeNull();
    dev.advance(1);
    await Promise.resolve();
    expect(watched).toBe(true);
    seen.length = 0;
    void bus.present('revive', 2.5);
    dev.advance(500);
    expect(bus.current()?.secondsLeft).toBe(2);
    dev.advance(2000);
    expect(bus.current()).toBeNull();
    expect(seen).toEqual([2.5, 2, 1, null]);
  });

  it('a skip ends it unwatched and stops the count; a second ad ends the first unwatched', async () => {
    const { dev, bus } = busOnClock();
    const results: boolean[] = [];
    void bus.present('revive', 5).then((w) => results.push(w));
    void bus.present('coins', 5).then((w) => results.push(w));
    dev.advance(1000);
    bus.skip();
    dev.advance(10_000);
    await Promise.resolve();
    expect(results).toEqual([false, false]);
    expect(bus.current()).toBeNull();
  });
});
