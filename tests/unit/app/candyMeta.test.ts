// Variant B's meta charts wired to the game chart and the one save, as the app runs them: rewards reach
// the wallet and the save, the game's events count for the daily tasks, and hearts gate and pay for play.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { gameMachine, withRewardedAd, type GameSettings, type LevelRequest } from '../../../machines/game';
import { overlayOf } from '../../../machines/overlay';
import type { AdResult } from '../../../machines/rewardedAd';
import { candyMetaCharts, startCandyMeta } from '../../../src/app/candyMeta';
import { countTasks, provisionsOf } from '../../../src/app/gameEffects';
import { dayKeyOf } from '../../../src/core/calendar';
import { createAdService } from '../../../src/platform/adService';
import { CANDY_SAVE_KEY, createCandySaveWriter, parseCandySave } from '../../../src/save/candySave';
import { candyPatchOfGameData, candyPatchOfSave, chartRecordsOf } from '../../../src/save/candyChartRecords';
import type { KeyValueStore } from '../../../src/platform/storage';
import { candyVariant } from '../../../src/variants/candy';
import { flatLevel } from '../core/fixtures';
import { createFakeAds } from '../platform/fakes/fakeAds';
import { screwTap } from '../machines/taps';

const settings: GameSettings = {
  levelCount: candyVariant.levelCount,
  boxCapacity: 3,
  countdownMs: 180_000,
  reviveMs: 60_000,
  winScore: 20,
  gameOverDelayMs: 500,
  tasks: [],
  winCoins: 100,
};
const level = flatLevel([1, 1, 1, 2, 2, 2, 3, 3, 3], { positions: 1, slots: 5 });
const flush = () => new Promise((r) => setTimeout(r, 0));

/**
 * The game and the meta charts on one save. Their videos are `ad`, or, with `realAds`, played by the real
 * ad service over scripted units and wired as the runtime wires it (its onRewarded → meta.videoWatched).
 */
function setup(saved: Record<string, unknown> = {}, ad: AdResult = true, realAds = false) {
  const fakeAds = createFakeAds();
  let videoWatched = (): void => {};
  const adService = createAdService({ ads: fakeAds.ads }, { onRewarded: () => videoWatched(), log: () => {} });
  const play = (placement: string): Promise<AdResult> =>
    realAds ? adService.rewarded(placement) : Promise.resolve(ad);
  const map = new Map<string, string>([[CANDY_SAVE_KEY, JSON.stringify(saved)]]);
  const store: KeyValueStore = {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => {
      map.set(key, value);
      return true;
    },
  };
  const writer = createCandySaveWriter(store, { saveData: () => {} });
  const toasts: string[] = [];
  // The meta charts as the runtime makes them: invoked by the game chart at its root.
  const charts = candyMetaCharts({ writer, rewarded: play, now: () => Date.now() });
  // The chart's task triggers, as the runtime supplies them (src/app/gameEffects.ts).
  const effects = provisionsOf([countTasks({ meta: () => meta })]);
  const game = createActor(
    gameMachine.provide({
      actors: {
        ...charts.actors,
        loadLevelFile: fromPromise<unknown, LevelRequest>(async () => structuredClone(level)),
        ...withRewardedAd(fromPromise<AdResult, { placement: string }>(({ input }) => play(input.placement))),
      },
      // The hearts gate on START, NEXT and RESTART, as the runtime wires it (meta is made just below).
      guards: { heartIsLeft: () => meta.canPlay() },
      actions: {
        tellNoHeart: () => void meta.mayPlay(),
        persist: (_, save) => writer.patch(candyPatchOfSave(save)),
        persistGameData: (_, data) => writer.patch(candyPatchOfGameData(data)),
        ...effects.actions,
      },
    }),
    { input: { settings, ...chartRecordsOf(writer.get()), meta: charts.input } },
  );
  game.start();
  game.send({ type: 'LOADED' });
  // eslint-disable-next-line prefer-const -- the game's gate reads it once it is made, as in the runtime
  let meta: ReturnType<typeof startCandyMeta>;
  meta = startCandyMeta({ game, writer, toast: (text) => void toasts.push(text), now: () => Date.now() });
  videoWatched = meta.videoWatched;
  const stored = () => parseCandySave(map.get(CANDY_SAVE_KEY) ?? null);
  return { game, meta, toasts, stored, script: fakeAds.script };
}

async function winALevel(game: ReturnType<typeof setup>['game']) {
  game.send({ type: 'START' });
  await flush();
  for (let i = 0; i < 9; i++) game.send(screwTap(`b${i}.0`));
}

describe("variant B's meta charts in the app", () => {
  beforeEach(() => void vi.useFakeTimers({ now: new Date(2026, 10, 22, 10), toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it("a sign-in claim pays into the game's wallet and the one save, and counts the sign-in task", () => {
    const { game, meta, toasts, stored } = setup({ coin1: 10 });
    meta.signIn.send({ type: 'OPEN', now: Date.now() });
    meta.signIn.send({ type: 'CLAIM', now: Date.now() });
    expect(game.getSnapshot().context.gameData.coin1).toBe(210);
    expect(stored()).toMatchObject({ coin1: 210, signIn: 1, isSigIn: true, task3: 1 });
    meta.signIn.send({ type: 'CLAIM', now: Date.now() });
    expect(toasts).toContain('You have signed in today');
    expect(stored().coin1).toBe(210);
  });

  it("the sign-in and daily tasks are popups of the game chart's overlay: one at a time, a second replaces the first", () => {
    const { game, meta } = setup({ taskListNum: 45, tasksDayTime: Date.now() });
    const overlay = () => overlayOf(game.getSnapshot().children.overlay?.getSnapshot().value);
    // The meta charts are the game chart's own children.
    expect(game.getSnapshot().children.signIn).toBe(meta.signIn);
    expect(game.getSnapshot().children.dailyTasks).toBe(meta.tasks);
    game.send({ type: 'POPUP_OPEN', popup: 'signIn', now: Date.now() });
    expect(overlay()).toBe('signIn');
    expect(meta.signIn.getSnapshot().matches('open')).toBe(true);
    game.send({ type: 'POPUP_OPEN', popup: 'dailyTasks', now: Date.now() });
    expect(overlay()).toBe('dailyTasks');
    expect(meta.signIn.getSnapshot().matches('closed')).toBe(true);
    expect(meta.tasks.getSnapshot().matches('open')).toBe(true);
    game.send({ type: 'POPUP_OPEN', popup: 'hearts' });
    expect(meta.tasks.getSnapshot().matches('closed')).toBe(true);
    game.send({ type: 'POPUP_CLOSE' });
    expect(overlay()).toBeNull();
    expect(meta.signIn.getSnapshot().matches('closed')).toBe(true);
  });

  it('a won level gives 100 coins and counts the win, start, candy and plate tasks', async () => {
    const { game, meta, stored } = setup();
    await winALevel(game);
    const data = meta.tasks.getSnapshot().context.data;
    expect([data.task0, data.task2, data.task7, data.task9]).toEqual([1, 1, 1, 1]);
    expect(data.task8).toBe(9);
    expect(data.task4).toBe(3);
    expect(stored()).toMatchObject({ coin1: 100, level: 2, task0: 1, taskListNum: 5 });
  });

  it('a chest claimed at 40 points pays its coins and props into the wallet and shows its award popup', () => {
    const { game, meta, toasts, stored } = setup({ taskListNum: 45, tasksDayTime: Date.now() });
    meta.tasks.send({ type: 'OPEN', now: Date.now() });
    meta.tasks.send({ type: 'CLAIM_CHEST', now: Date.now(), chest: 'Get1' });
    expect(game.getSnapshot().context.gameData).toMatchObject({ coin1: 300, prop0: 1 });
    expect(stored()).toMatchObject({ coin1: 300, prop0: 1, Get1: true });
    // The award popup says what was won; a success is no toast ('You have received' is a refusal).
    expect(meta.tasks.getSnapshot().matches({ open: 'award' })).toBe(true);
    expect(toasts).toEqual([]);
    meta.tasks.send({ type: 'CLOSE_AWARD' });
    meta.tasks.send({ type: 'CLAIM_CHEST', now: Date.now(), chest: 'Get2' });
    meta.tasks.send({ type: 'CLAIM_CHEST', now: Date.now(), chest: 'Get1' });
    expect(toasts).toEqual(['Not enough points', 'You have received']);
  });

  it('no heart, no start', () => {
    const empty = setup({ curHeartNum: 0, outLineTime: Date.now(), addHeartLeftTime: 600 });
    expect(empty.meta.mayPlay()).toBe(false);
    expect(empty.toasts).toContain('No hearts left');
  });

  it("START at zero hearts is refused by the game chart's hearts gate: no level, 'No hearts left', the hearts layer", async () => {
    const { game, toasts } = setup({ curHeartNum: 0, outLineTime: Date.now(), addHeartLeftTime: 600 });
    const refused: string[] = [];
    game.on('play.refused', (e) => void refused.push(e.type));
    game.send({ type: 'START' });
    await flush();
    expect(game.getSnapshot().matches('menu')).toBe(true);
    expect(toasts).toContain('No hearts left');
    expect(refused).toEqual(['play.refused']);
  });

  it('NEXT and RESTART pass the same gate: the last heart lost on the lose layer keeps the player there', async () => {
    const { game, meta, toasts } = setup({ curHeartNum: 1, outLineTime: Date.now(), addHeartLeftTime: 600 });
    await loseOnTime(game);
    await vi.waitFor(() => expect(game.getSnapshot().matches({ level: 'lostTime' })).toBe(true));
    expect(meta.canPlay()).toBe(false);
    game.send({ type: 'RESTART' });
    await flush();
    expect(game.getSnapshot().matches({ level: 'lostTime' })).toBe(true);
    expect(toasts).toContain('No hearts left');
    // A heart back (a watched video): the restart goes through the interstitial state and builds the level.
    meta.hearts.send({ type: 'REFILL', now: Date.now(), count: 1 });
    game.send({ type: 'RESTART' });
    await vi.waitFor(() => expect(game.getSnapshot().matches({ level: 'run' })).toBe(true));
  });

  /** Starts a level and lets its time run out; resolves on the lose-time layer. */
  async function loseOnTime(game: ReturnType<typeof setup>['game']) {
    game.send({ type: 'START' });
    await vi.waitFor(() => expect(game.getSnapshot().matches({ level: 'run' })).toBe(true));
    game.send({ type: 'TIME_UP' });
  }

  it('a loss costs its heart when it is lost, saved at once; restarts and Home cost nothing more', async () => {
    const { game, meta, stored } = setup({ curHeartNum: 3, outLineTime: Date.now(), addHeartLeftTime: 600 });
    expect(meta.mayPlay()).toBe(true);
    await loseOnTime(game);
    // Saved before the lose layer even shows: a reload now keeps the heart spent.
    expect(stored().curHeartNum).toBe(2);
    expect(meta.hearts.getSnapshot().context.lastSpent).toMatchObject({ reason: 'lost-time' });
    await vi.waitFor(() => expect(game.getSnapshot().matches({ level: 'lostTime' })).toBe(true));
    game.send({ type: 'RESTART' });
    await loseOnTime(game);
    await vi.waitFor(() => expect(game.getSnapshot().matches({ level: 'lostTime' })).toBe(true));
    expect(stored().curHeartNum).toBe(1);
    game.send({ type: 'HOME' });
    expect(game.getSnapshot().matches('menu')).toBe(true);
    expect(meta.hearts.getSnapshot().context.hearts.cur).toBe(1);
    expect(stored().curHeartNum).toBe(1);
  });

  it('a paid revive gives the loss its heart back; an unpaid one does not', async () => {
    const paid = setup({ curHeartNum: 3, outLineTime: Date.now(), addHeartLeftTime: 600 });
    await loseOnTime(paid.game);
    await vi.waitFor(() => expect(paid.game.getSnapshot().matches({ level: 'lostTime' })).toBe(true));
    paid.game.send({ type: 'REVIVE' });
    await vi.waitFor(() => expect(paid.game.getSnapshot().matches({ level: 'run' })).toBe(true));
    expect(paid.stored().curHeartNum).toBe(3);

    const unpaid = setup({ curHeartNum: 3, outLineTime: Date.now(), addHeartLeftTime: 600 }, 'interrupted');
    await loseOnTime(unpaid.game);
    await vi.waitFor(() => expect(unpaid.game.getSnapshot().matches({ level: 'lostTime' })).toBe(true));
    unpaid.game.send({ type: 'REVIVE' });
    await flush();
    await vi.waitFor(() => expect(unpaid.game.getSnapshot().matches({ level: 'lostTime' })).toBe(true));
    expect(unpaid.stored().curHeartNum).toBe(2);
  });

  it('a loss at zero hearts (a free daily start) takes nothing and says nothing was taken', async () => {
    const { game, meta, stored } = setup({ curHeartNum: 0, outLineTime: Date.now(), addHeartLeftTime: 600 });
    // The hearts gate is on START, NEXT and RESTART; a daily challenge opens from the calendar without one.
    const today = dayKeyOf(new Date());
    game.send({ type: 'OPEN_CALENDAR', today });
    game.send({ type: 'PLAY_DAY', day: today });
    await vi.waitFor(() => expect(game.getSnapshot().matches({ level: 'run' })).toBe(true));
    game.send({ type: 'TIME_UP' });
    expect(stored().curHeartNum).toBe(0);
    expect(meta.hearts.getSnapshot().context.lastSpent).toBeNull();
  });

  it("every rewarded video watched to the end counts once for 'Watch 5 videos', whichever chart played it", async () => {
    const { game, meta, script } = setup(
      { curHeartNum: 5, outLineTime: Date.now(), addHeartLeftTime: 600 },
      true,
      true,
    );
    const videos = () => meta.tasks.getSnapshot().context.data.task6;
    // The game chart's coin video on the menu.
    game.send({ type: 'LOOK_AD' });
    await vi.waitFor(() => expect(game.getSnapshot().matches({ menu: 'idle' })).toBe(true));
    expect(videos()).toBe(1);
    // A heart for a video (the hearts chart), then an interrupted one that counts nothing.
    meta.hearts.send({ type: 'WATCH_AD', now: Date.now() });
    await vi.waitFor(() => expect(meta.hearts.getSnapshot().context.hearts.cur).toBe(6));
    expect(videos()).toBe(2);
    script.rewarded.push('interrupted');
    meta.hearts.send({ type: 'WATCH_AD', now: Date.now() });
    await vi.waitFor(() => expect(meta.hearts.getSnapshot().matches({ running: { refillAd: 'idle' } })).toBe(true));
    await flush();
    expect(videos()).toBe(2);
    // A revive after time ran out (the game chart).
    game.send({ type: 'START' });
    await vi.waitFor(() => expect(game.getSnapshot().matches({ level: 'run' })).toBe(true));
    game.send({ type: 'TIME_UP' });
    await vi.waitFor(() => expect(game.getSnapshot().matches({ level: 'lostTime' })).toBe(true));
    game.send({ type: 'REVIVE' });
    await vi.waitFor(() => expect(game.getSnapshot().matches({ level: 'run' })).toBe(true));
    expect(videos()).toBe(3);
    // The double sign-in (the sign-in chart): one more, not two.
    meta.signIn.send({ type: 'OPEN', now: Date.now() });
    meta.signIn.send({ type: 'CLAIM_DOUBLE', now: Date.now() });
    await vi.waitFor(() => expect(meta.signIn.getSnapshot().matches({ open: 'ready' })).toBe(true));
    expect(videos()).toBe(4);
  });

  it('minutes of countdown play count for the play-time tasks', async () => {
    const { game, meta } = setup();
    game.send({ type: 'START' });
    await flush();
    game.send({ type: 'TICK', deltaMs: 61_000 });
    expect(meta.tasks.getSnapshot().context.data.task5).toBe(1);
  });
});
