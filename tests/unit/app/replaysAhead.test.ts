// Replayed levels made one ahead: asked for game level g, the level maker makes g, then begins g + 1 in the
// background, so the next level opens at once; a level made ahead is not made twice, one that failed ahead is
// made when asked for, and levels behind the player are let go.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaysAhead } from '../../../src/app/replaysAhead';
import type { LevelSpec } from '../../../src/core/types';

/** A level maker that records each order and answers when the test says so. */
function maker() {
  const orders: { gameLevel: number; ahead: boolean }[] = [];
  const answers = new Map<number, { resolve: (l: LevelSpec) => void; reject: (e: Error) => void }>();
  const make = (gameLevel: number, ahead: boolean) => {
    orders.push({ gameLevel, ahead });
    return new Promise<LevelSpec>((resolve, reject) => answers.set(orders.length - 1, { resolve, reject }));
  };
  const level = (gameLevel: number) => ({ id: `replay-${gameLevel}` }) as unknown as LevelSpec;
  const answer = (order: number) => answers.get(order)!.resolve(level(orders[order]!.gameLevel));
  const fail = (order: number) => answers.get(order)!.reject(new Error('no worker for background work'));
  return { orders, make, answer, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('replays made ahead', () => {
  it('makes the level asked for, then the next one ahead, which then opens without a new order', async () => {
    const m = maker();
    const replays = replaysAhead(m.make);
    const first = replays.level(21);
    expect(m.orders).toEqual([{ gameLevel: 21, ahead: false }]);
    m.answer(0);
    expect(await first).toMatchObject({ id: 'replay-21' });
    await settle();
    expect(m.orders).toEqual([
      { gameLevel: 21, ahead: false },
      { gameLevel: 22, ahead: true },
    ]);
    m.answer(1);
    expect(await replays.level(22)).toMatchObject({ id: 'replay-22' });
    await settle();
    expect(m.orders.map((o) => o.gameLevel)).toEqual([21, 22, 23]);
  });

  it('a restart of the same level plays the level made before, with no new order', async () => {
    const m = maker();
    const replays = replaysAhead(m.make);
    const once = replays.level(30);
    m.answer(0);
    await once;
    await settle();
    const count = m.orders.length;
    expect(await replays.level(30)).toMatchObject({ id: 'replay-30' });
    expect(m.orders).toHaveLength(count);
  });

  it('the last level file begins the first replay ahead', async () => {
    const m = maker();
    const replays = replaysAhead(m.make);
    replays.ahead(21);
    replays.ahead(21);
    expect(m.orders).toEqual([{ gameLevel: 21, ahead: true }]);
  });

  it('a level that failed ahead (no worker) is made when asked for', async () => {
    const m = maker();
    const replays = replaysAhead(m.make);
    replays.ahead(21);
    m.fail(0);
    await settle();
    const asked = replays.level(21);
    expect(m.orders.at(-1)).toEqual({ gameLevel: 21, ahead: false });
    m.answer(m.orders.length - 1);
    expect(await asked).toMatchObject({ id: 'replay-21' });
  });

  it('one still being made ahead when asked for, that then fails, is made again for the player', async () => {
    const m = maker();
    const replays = replaysAhead(m.make);
    replays.ahead(21);
    const asked = replays.level(21);
    expect(m.orders).toHaveLength(1);
    m.fail(0);
    await settle();
    expect(m.orders.at(-1)).toEqual({ gameLevel: 21, ahead: false });
    m.answer(m.orders.length - 1);
    expect(await asked).toMatchObject({ id: 'replay-21' });
  });

  describe('with no worker left (given up under load)', () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    beforeEach(() => {
      unhandled.length = 0;
      process.on('unhandledRejection', record);
    });
    afterEach(() => void process.off('unhandledRejection', record));

    it('a level made ahead that fails leaves no unhandled rejection (a page error), level after level', async () => {
      const m = maker();
      const replays = replaysAhead(m.make);
      for (let g = 21; g <= 23; g++) {
        const asked = replays.level(g);
        m.answer(m.orders.length - 1);
        await asked;
        await settle();
        // The next level's order, ahead: the worker is gone.
        expect(m.orders.at(-1)).toEqual({ gameLevel: g + 1, ahead: true });
        m.fail(m.orders.length - 1);
        await settle();
        await settle();
      }
      expect(unhandled).toEqual([]);
    });
  });

  it('lets go of the levels behind the player', async () => {
    const m = maker();
    const replays = replaysAhead(m.make);
    const a = replays.level(21);
    m.answer(0);
    await a;
    await settle();
    m.answer(1);
    await replays.level(22);
    await settle();
    // Level 21 is behind: asked again (a new session's ladder would not, but the cache must not grow), it is made anew.
    void replays.level(21);
    expect(m.orders.filter((o) => o.gameLevel === 21)).toHaveLength(2);
  });
});
