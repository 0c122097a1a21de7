// A module loaded on demand (src/core/lazyModule.ts): once however many ask, a failure said clearly and tried again on
// the next call, and read synchronously only once it is in.
import { describe, expect, it } from 'vitest';
import { lazyModule } from '../../../src/core/lazyModule';

const WORDS = { failed: "The game's boards could not be loaded", notYet: 'await load() first' };

describe('a lazy module', () => {
  it('is read only once loaded, and loaded once however many ask', async () => {
    let calls = 0;
    const m = lazyModule(async () => ({ calls: ++calls }), WORDS);
    expect(() => m.get()).toThrow('await load() first');
    const [a, b] = await Promise.all([m.load(), m.load()]);
    expect(a).toBe(b);
    expect(await m.load()).toBe(a);
    expect(m.get()).toBe(a);
    expect(calls).toBe(1);
  });

  it('says why it failed, stays unreadable, and tries again on the next call', async () => {
    let down = true;
    let calls = 0;
    const m = lazyModule(() => {
      calls += 1;
      return down ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve('in');
    }, WORDS);
    const failure = (await m.load().then(
      () => null,
      (error: unknown) => error,
    )) as Error;
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toBe("The game's boards could not be loaded: Failed to fetch dynamically imported module");
    expect(failure.cause).toBeInstanceOf(Error);
    expect(() => m.get()).toThrow('await load() first');
    down = false;
    await expect(m.load()).resolves.toBe('in');
    expect(m.get()).toBe('in');
    expect(calls).toBe(2);
  });
});
