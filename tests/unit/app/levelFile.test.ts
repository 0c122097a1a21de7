// The level a request names, as the game chart's loader gets it: a level file up to the last one, and past it
// a replay made by the level maker, one ahead: while the last file is played the first replay is made in the
// worker, and it opens without a new order.
import { describe, expect, it } from 'vitest';
import { levelFile } from '../../../src/app/gameProvided';
import type { LevelOrder } from '../../../src/app/levelOrders';
import type { AskOptions } from '../../../src/app/workerClient';
import type { LevelSpec } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function world() {
  const orders: { order: LevelOrder; ask: AskOptions | undefined }[] = [];
  const loaded: number[] = [];
  const levels = {
    count: 20,
    load: async (n: number) => {
      loaded.push(n);
      return { id: `file-${n}` };
    },
    big: { count: 0, load: async () => ({}) },
  };
  const makeLevel = async (order: LevelOrder, _needs: unknown, ask?: AskOptions) => {
    orders.push({ order, ask });
    return { id: `made-${order.kind === 'replay' ? order.gameLevel : order.kind}` } as unknown as LevelSpec;
  };
  const load = levelFile({ variant: screwVariant, levels, makeLevel });
  return { orders, loaded, load };
}

const campaign = (gameLevel: number) => ({
  levelNumber: Math.min(gameLevel, 20),
  custom: null,
  gameLevel,
});

describe('levelFile', () => {
  it('plays the files up to the last; the last begins the first replay in the background', async () => {
    const w = world();
    expect(await w.load(campaign(19))).toEqual({ id: 'file-19' });
    expect(w.orders).toEqual([]);
    expect(await w.load(campaign(20))).toEqual({ id: 'file-20' });
    expect(w.orders).toEqual([{ order: { kind: 'replay', gameLevel: 21 }, ask: { backgroundOnly: true } }]);
  });

  it('the replay made ahead opens with no new order, and the next one is begun', async () => {
    const w = world();
    await w.load(campaign(20));
    expect(await w.load(campaign(21))).toEqual({ id: 'made-21' });
    await settle();
    expect(w.orders.map((o) => [(o.order as { gameLevel: number }).gameLevel, o.ask?.backgroundOnly])).toEqual([
      [21, true],
      [22, true],
    ]);
  });

  it('a replay nobody made ahead (a saved game past level 20) is made for the player, not in the background', async () => {
    const w = world();
    expect(await w.load(campaign(37))).toEqual({ id: 'made-37' });
    expect(w.orders[0]).toEqual({ order: { kind: 'replay', gameLevel: 37 }, ask: { backgroundOnly: false } });
  });
});
