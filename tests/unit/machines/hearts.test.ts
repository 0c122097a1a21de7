// Spec 3, 4 and 9 (variant B): the hearts chart with a controlled clock: offline regeneration on start,
// spending, a start refused at zero, the clock moved back, a heart for a rewarded ad.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { heartsMachine, type HeartFigures, type HeartsEmitted } from '../../../machines/hearts';
import { rewardedAdWith, type AdResult } from '../../../machines/rewardedAd';
import { HEART_TIPS, HEARTS, type HeartFields } from '../../../src/core/hearts';
import { CANDY_AD_TIPS } from '../../../src/core/signIn';

const T0 = Date.UTC(2025, 0, 6, 9);
const PERIOD = HEARTS.regenSeconds * 1000;

const flush = () => new Promise((r) => setTimeout(r, 0));

/** The player's wall clock, which (unlike the actor's SimulatedClock) the player can also set back. */
function wallClock(start: number) {
  let t = start;
  return { now: () => t, set: (ms: number) => void (t = ms), increment: (ms: number) => void (t += ms) };
}

const saved = (fields: Partial<HeartFields>): HeartFields => ({
  maxHeartNum: HEARTS.max,
  curHeartNum: HEARTS.max,
  addHreatTime: HEARTS.regenSeconds,
  addHeartLeftTime: HEARTS.regenSeconds,
  outLineTime: 0,
  ...fields,
});

function start(opts: { saved?: HeartFields; ad?: () => Promise<AdResult>; figures?: HeartFigures } = {}) {
  const clock = wallClock(T0);
  const placements: string[] = [];
  const machine = heartsMachine.provide({
    actors: {
      rewardedAd: rewardedAdWith(
        fromPromise<AdResult, { placement: string }>(({ input }) => {
          placements.push(input.placement);
          return opts.ad ? opts.ad() : Promise.resolve(true);
        }),
      ),
    },
  });
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { saved: opts.saved, ...(opts.figures ? { figures: opts.figures } : {}) },
  });
  const emitted: HeartsEmitted[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  const now = () => clock.now();
  const of = <T extends HeartsEmitted['type']>(type: T) =>
    emitted.filter((e): e is Extract<HeartsEmitted, { type: T }> => e.type === type);
  const ctx = () => actor.getSnapshot().context;
  const supply = () => (actor.getSnapshot().value as { running: { supply: unknown } }).running.supply;
  const spend = (n: number) => {
    for (let i = 0; i < n; i += 1) actor.send({ type: 'SPEND', now: now(), reason: 'lost-time' });
  };
  return { actor, clock, now, emitted, of, ctx, supply, spend, placements };
}

describe("the variant's heart figures", () => {
  it('a changed regeneration time brings a spent heart back after it; a changed max caps the supply', () => {
    const figures = { max: 5, regenSeconds: 60 };
    const { actor, now, clock, ctx, spend, of } = start({ figures });
    actor.send({ type: 'START', now: now() });
    expect(ctx().hearts).toMatchObject({ cur: 5, max: 5 });
    spend(1);
    expect(ctx().secondsToNextHeart).toBe(60);
    clock.increment(59_000);
    actor.send({ type: 'TICK', now: now() });
    expect(ctx().hearts.cur).toBe(4);
    clock.increment(1_000);
    actor.send({ type: 'TICK', now: now() });
    expect(ctx().hearts.cur).toBe(5);
    // The save keeps copies of the figures (its format has the fields).
    expect(of('save').at(-1)!.patch).toMatchObject({ maxHeartNum: 5, addHreatTime: 60 });
  });

  it("the variant's figures rule over other figures a save holds", () => {
    const { actor, now, ctx } = start({ saved: saved({ outLineTime: T0 }), figures: { max: 8, regenSeconds: 120 } });
    actor.send({ type: 'START', now: now() });
    expect(ctx().hearts).toMatchObject({ cur: 8, max: 8 });
    expect(ctx().regenSeconds).toBe(120);
  });
});

describe('the hearts chart', () => {
  it('waits for START; a first start is a full supply, saved', () => {
    const { actor, now, of, ctx, supply } = start();
    expect(actor.getSnapshot().value).toBe('stopped');
    actor.send({ type: 'TICK', now: now() });
    expect(of('save')).toEqual([]);
    actor.send({ type: 'START', now: now() });
    expect(supply()).toBe('full');
    expect(ctx().hearts.cur).toBe(HEARTS.max);
    expect(of('save')).toEqual([{ type: 'save', patch: saved({ outLineTime: T0 }) }]);
  });

  it('a lost level spends a heart and starts the timer: full → regenerating', () => {
    const { actor, now, of, ctx, supply, spend } = start();
    actor.send({ type: 'START', now: now() });
    spend(1);
    expect(supply()).toEqual({ regenerating: 'someLeft' });
    expect(of('heart.spent')).toEqual([{ type: 'heart.spent', reason: 'lost-time', cur: HEARTS.max - 1 }]);
    expect(ctx().secondsToNextHeart).toBe(HEARTS.regenSeconds);
    expect(of('save').at(-1)!.patch).toMatchObject({ curHeartNum: 19, addHeartLeftTime: 600, outLineTime: T0 });
  });

  it('one heart comes back every 600 s; back to full, the timer stops', () => {
    const { actor, clock, now, ctx, supply, spend } = start();
    actor.send({ type: 'START', now: now() });
    spend(2);
    clock.increment(PERIOD - 1000);
    actor.send({ type: 'TICK', now: now() });
    expect(ctx().hearts.cur).toBe(18);
    expect(ctx().secondsToNextHeart).toBe(1);
    clock.increment(1000);
    actor.send({ type: 'TICK', now: now() });
    expect(ctx().hearts.cur).toBe(19);
    clock.increment(PERIOD);
    actor.send({ type: 'NOW', now: now() });
    expect(supply()).toBe('full');
    expect(ctx().secondsToNextHeart).toBe(0);
  });

  it('a tick that changes nothing saves nothing', () => {
    const { actor, clock, now, of, spend } = start();
    actor.send({ type: 'START', now: now() });
    spend(1);
    const saves = of('save').length;
    for (let i = 0; i < 10; i += 1) {
      clock.increment(1000);
      actor.send({ type: 'TICK', now: now() });
    }
    expect(of('save')).toHaveLength(saves);
  });

  it("at zero a start is refused: 'No hearts left' and the time to the next heart", () => {
    const { actor, clock, now, of, supply, spend } = start();
    actor.send({ type: 'START', now: now() });
    spend(HEARTS.max);
    expect(supply()).toEqual({ regenerating: 'noneLeft' });
    clock.increment(60_000);
    actor.send({ type: 'REQUEST_PLAY', now: now() });
    expect(of('toast')).toEqual([{ type: 'toast', text: HEART_TIPS.noHearts }]);
    expect(of('play.refused')).toEqual([{ type: 'play.refused', secondsToNextHeart: HEARTS.regenSeconds - 60 }]);
    expect(of('play.allowed')).toEqual([]);
    clock.increment(PERIOD - 60_000);
    actor.send({ type: 'REQUEST_PLAY', now: now() });
    expect(of('play.allowed')).toHaveLength(1);
    expect(supply()).toEqual({ regenerating: 'someLeft' });
  });

  it('remembers what the last spend took, and that a spend at zero took nothing', () => {
    const { actor, now, ctx, spend } = start({ saved: saved({ curHeartNum: 1, outLineTime: T0 }) });
    actor.send({ type: 'START', now: now() });
    expect(ctx().lastSpent).toBeNull();
    spend(1);
    expect(ctx().lastSpent).toEqual({ reason: 'lost-time', now: T0 });
    actor.send({ type: 'SPEND', now: now(), reason: 'lost-full' });
    expect(ctx().lastSpent).toBeNull();
  });

  it('hearts never go below zero', () => {
    const { actor, now, ctx, of, spend } = start();
    actor.send({ type: 'START', now: now() });
    spend(HEARTS.max + 5);
    expect(ctx().hearts.cur).toBe(0);
    expect(of('heart.spent')).toHaveLength(HEARTS.max);
  });

  it('offline regeneration on START: the time since the save is credited', () => {
    const at = T0 - 3 * PERIOD - 100_000;
    const { actor, now, ctx, supply } = start({
      saved: saved({ curHeartNum: 5, addHeartLeftTime: 500, outLineTime: at }),
    });
    actor.send({ type: 'START', now: now() });
    // 100 s into the first period at the save, then 3 periods and 100 s: 3 hearts, 200 s into the next.
    expect(ctx().hearts.cur).toBe(8);
    expect(ctx().secondsToNextHeart).toBe(HEARTS.regenSeconds - 200);
    expect(supply()).toEqual({ regenerating: 'someLeft' });
  });

  it('offline regeneration is capped at the maximum', () => {
    const { actor, now, ctx, supply, of } = start({
      saved: saved({ curHeartNum: 0, addHeartLeftTime: 30, outLineTime: T0 - 2 * 86_400_000 }),
    });
    actor.send({ type: 'START', now: now() });
    expect(ctx().hearts.cur).toBe(HEARTS.max);
    expect(supply()).toBe('full');
    expect(of('save').at(-1)!.patch).toEqual(saved({ outLineTime: T0 }));
  });

  it('START may carry the save itself', () => {
    const { actor, now, ctx } = start();
    actor.send({ type: 'START', now: now(), saved: saved({ curHeartNum: 3, outLineTime: T0 - 1000 }) });
    expect(ctx().hearts.cur).toBe(3);
  });

  it('the clock moved back: no heart, the timer restarts from now, never negative', () => {
    const { actor, clock, now, ctx, spend } = start();
    actor.send({ type: 'START', now: now() });
    spend(HEARTS.max);
    clock.increment(PERIOD / 2);
    actor.send({ type: 'TICK', now: now() });
    clock.set(T0 - 86_400_000);
    actor.send({ type: 'TICK', now: now() });
    expect(ctx().hearts).toEqual({ cur: 0, max: HEARTS.max, lastTickAt: T0 - 86_400_000 });
    expect(ctx().secondsToNextHeart).toBe(HEARTS.regenSeconds);
    clock.increment(PERIOD);
    actor.send({ type: 'TICK', now: now() });
    expect(ctx().hearts.cur).toBe(1);
  });

  it('a save from before the clock went back credits nothing on START', () => {
    const { actor, now, ctx } = start({
      saved: saved({ curHeartNum: 4, addHeartLeftTime: 10, outLineTime: T0 + 86_400_000 }),
    });
    actor.send({ type: 'START', now: now() });
    expect(ctx().hearts).toEqual({ cur: 4, max: HEARTS.max, lastTickAt: T0 });
  });

  it('a rewarded ad gives one heart', async () => {
    const { actor, now, ctx, of, placements, spend } = start();
    actor.send({ type: 'START', now: now() });
    spend(HEARTS.max);
    actor.send({ type: 'WATCH_AD', now: now() });
    await flush();
    expect(placements).toEqual(['heart']);
    expect(ctx().hearts.cur).toBe(1);
    expect(of('toast')).toEqual([{ type: 'toast', text: CANDY_AD_TIPS.rewarded }]);
  });

  it('an ad without reward gives nothing and says why; no ad at full', async () => {
    const missed = start({ ad: async () => 'interrupted' });
    missed.actor.send({ type: 'START', now: missed.now() });
    missed.spend(2);
    missed.actor.send({ type: 'WATCH_AD', now: missed.now() });
    await flush();
    expect(missed.ctx().hearts.cur).toBe(18);
    expect(missed.of('toast')).toEqual([{ type: 'toast', text: CANDY_AD_TIPS.interrupted }]);

    const full = start();
    full.actor.send({ type: 'START', now: full.now() });
    full.actor.send({ type: 'WATCH_AD', now: full.now() });
    await flush();
    expect(full.placements).toEqual([]);
  });

  it('REFILL gives hearts up to the maximum', () => {
    const { actor, now, ctx, supply, spend } = start();
    actor.send({ type: 'START', now: now() });
    spend(3);
    actor.send({ type: 'REFILL', now: now(), count: 10 });
    expect(ctx().hearts.cur).toBe(HEARTS.max);
    expect(supply()).toBe('full');
  });
});
