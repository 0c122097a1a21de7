// Spec 4, 5 and 9 (variant B): the sign-in popup chart, with a stepped clock and a provided rewarded ad.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { signInMachine, type SignInEmitted } from '../../../machines/signIn';
import { rewardedAdWith, type AdResult } from '../../../machines/rewardedAd';
import {
  CANDY_AD_TIPS,
  DAY_MS,
  NO_SIGN_IN,
  SIGN_IN_DAYS,
  SIGN_IN_TIPS,
  type SignInState,
} from '../../../src/core/signIn';

const HOUR = 3_600_000;
/** Monday 6 January 2025, 09:00 UTC. */
const T0 = Date.UTC(2025, 0, 6, 9);

const flush = () => new Promise((r) => setTimeout(r, 0));

/** The player's wall clock, which (unlike the actor's SimulatedClock) the player can also set back. */
function wallClock(start: number) {
  let t = start;
  return {
    now: () => t,
    set: (ms: number) => void (t = ms),
    increment: (ms: number) => void (t += ms),
  };
}

function start(opts: { state?: SignInState; ad?: () => Promise<AdResult> } = {}) {
  const clock = wallClock(T0);
  const placements: string[] = [];
  const machine = signInMachine.provide({
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
    input: { state: opts.state ?? NO_SIGN_IN, now: clock.now() },
  });
  const emitted: SignInEmitted[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  const now = () => clock.now();
  const of = <T extends SignInEmitted['type']>(type: T) =>
    emitted.filter((e): e is Extract<SignInEmitted, { type: T }> => e.type === type);
  const snap = () => actor.getSnapshot();
  return { actor, clock, now, emitted, of, snap, placements };
}

describe('the sign-in popup', () => {
  it('opens and closes; the status shows the day to claim', () => {
    const { actor, now, snap } = start();
    expect(snap().value).toBe('closed');
    actor.send({ type: 'OPEN', now: now() });
    expect(snap().value).toEqual({ open: 'ready' });
    expect(snap().context.status).toMatchObject({ claimable: true, day: 1, normal: SIGN_IN_DAYS[0]!.normal });
    actor.send({ type: 'CLOSE' });
    expect(snap().value).toBe('closed');
  });

  it('each day of the cycle gives its normal reward, saves, and the 7th resets the counter', () => {
    const { actor, clock, now, of, snap } = start();
    for (let day = 1; day <= 7; day += 1) {
      actor.send({ type: 'OPEN', now: now() });
      actor.send({ type: 'CLAIM', now: now() });
      actor.send({ type: 'CLOSE' });
      clock.increment(DAY_MS);
    }
    expect(of('reward')).toEqual(
      SIGN_IN_DAYS.map((d) => ({ type: 'reward', reward: d.normal, day: d.day, kind: 'normal' })),
    );
    expect(
      of('save')
        .filter((s) => s.patch.isSigIn)
        .map((s) => s.patch.signIn),
    ).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(snap().context.state.signIn).toBe(0);
    expect(of('toast')).toEqual([]);
  });

  it('each day of the cycle through the double button gives the double reward after an ad', async () => {
    const { actor, clock, now, of, placements } = start();
    for (let day = 1; day <= 7; day += 1) {
      actor.send({ type: 'OPEN', now: now() });
      actor.send({ type: 'CLAIM_DOUBLE', now: now() });
      await flush();
      actor.send({ type: 'CLOSE' });
      clock.increment(DAY_MS);
    }
    expect(of('reward').map((r) => [r.day, r.kind, r.reward])).toEqual(
      SIGN_IN_DAYS.map((d) => [d.day, 'double', d.double]),
    );
    expect(placements).toHaveLength(7);
    expect(of('toast').map((t) => t.text)).toEqual(Array(7).fill(CANDY_AD_TIPS.rewarded));
    expect(of('save').at(-1)!.patch).toMatchObject({ signIn: 0, isSigIn: true, isSigInX2: true });
  });

  it("a second claim the same day toasts 'You have signed in today'", () => {
    const { actor, clock, now, of } = start();
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM', now: now() });
    clock.increment(5 * HOUR);
    actor.send({ type: 'CLAIM', now: now() });
    expect(of('reward')).toHaveLength(1);
    expect(of('toast')).toEqual([{ type: 'toast', text: SIGN_IN_TIPS.signedInToday }]);
  });

  it('the double claim after a normal claim is refused before any ad plays', () => {
    const { actor, now, of, snap, placements } = start();
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM', now: now() });
    actor.send({ type: 'CLAIM_DOUBLE', now: now() });
    expect(snap().value).toEqual({ open: 'ready' });
    expect(placements).toEqual([]);
    expect(of('toast')).toEqual([{ type: 'toast', text: 'You have signed in today' }]);
    expect(of('reward')).toHaveLength(1);
  });

  it.each([
    [false as AdResult, CANDY_AD_TIPS.interrupted],
    ['interrupted' as AdResult, 'Video playback interrupted'],
    ['not-ready' as AdResult, 'This feature is not yet available'],
    [{ rewarded: false, reason: 'failed' } as AdResult, CANDY_AD_TIPS.notAvailable],
  ])('an ad answering %j gives nothing, toasts why, and leaves the day open', async (answer, text) => {
    const { actor, now, of, snap } = start({ ad: async () => answer });
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM_DOUBLE', now: now() });
    await flush();
    expect(of('toast')).toEqual([{ type: 'toast', text }]);
    expect(of('reward')).toEqual([]);
    expect(snap().context.status.claimable).toBe(true);
    actor.send({ type: 'CLAIM', now: now() });
    expect(of('reward')).toEqual([{ type: 'reward', reward: SIGN_IN_DAYS[0]!.normal, day: 1, kind: 'normal' }]);
  });

  it('an ad that throws gives nothing: this feature is not yet available', async () => {
    const { actor, now, of } = start({ ad: () => Promise.reject(new Error('no slot')) });
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM_DOUBLE', now: now() });
    await flush();
    expect(of('toast')).toEqual([{ type: 'toast', text: CANDY_AD_TIPS.notAvailable }]);
  });

  it('the popup stays open while the ad plays', async () => {
    let finish: (r: AdResult) => void = () => {};
    const { actor, now, snap, of } = start({ ad: () => new Promise((r) => (finish = r)) });
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM_DOUBLE', now: now() });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CLAIM', now: now() });
    expect(snap().value).toEqual({ open: 'watchingAd' });
    finish(true);
    await flush();
    expect(of('reward')).toEqual([{ type: 'reward', reward: SIGN_IN_DAYS[0]!.double, day: 1, kind: 'double' }]);
  });

  it('a missed day keeps the cycle going', () => {
    const { actor, clock, now, of } = start();
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM', now: now() });
    clock.increment(3 * DAY_MS);
    actor.send({ type: 'CLAIM', now: now() });
    expect(of('reward').map((r) => r.day)).toEqual([1, 2]);
  });

  it('24 hours after the last claim clear the flags (saved) even with the popup closed', () => {
    const state: SignInState = { signIn: 3, isSigIn: true, isSigInX2: true, lastSignInTime: T0 - DAY_MS };
    const { actor, now, of, snap } = start({ state });
    expect(snap().context.status.claimable).toBe(true);
    actor.send({ type: 'NOW', now: now() });
    expect(of('save')).toEqual([{ type: 'save', patch: { ...state, isSigIn: false, isSigInX2: false } }]);
    actor.send({ type: 'NOW', now: now() });
    expect(of('save')).toHaveLength(1);
  });

  it('the window closing while the popup is open opens the next claim; midnight does not', () => {
    const { actor, clock, now, of, snap } = start();
    clock.set(Date.UTC(2025, 0, 6, 23, 58));
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM', now: now() });
    expect(snap().context.status).toMatchObject({ claimable: false, secondsToNext: DAY_MS / 1000 });
    clock.increment(4 * 60_000);
    actor.send({ type: 'NOW', now: now() });
    expect(snap().context.status).toMatchObject({ claimable: false, secondsToNext: DAY_MS / 1000 - 240 });
    actor.send({ type: 'CLAIM', now: now() });
    expect(of('reward')).toHaveLength(1);
    clock.set(Date.UTC(2025, 0, 7, 23, 58));
    actor.send({ type: 'NOW', now: now() });
    expect(snap().context.status).toMatchObject({ claimable: true, day: 2 });
    actor.send({ type: 'CLAIM', now: now() });
    expect(of('reward').map((r) => r.day)).toEqual([1, 2]);
  });

  it('the clock moved back gives no extra claim', () => {
    const { actor, clock, now, of, snap } = start();
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM', now: now() });
    clock.set(T0 - 2 * DAY_MS);
    actor.send({ type: 'NOW', now: now() });
    expect(snap().context.status).toMatchObject({ claimable: false, clockBack: true });
    actor.send({ type: 'CLAIM', now: now() });
    actor.send({ type: 'CLAIM_DOUBLE', now: now() });
    expect(of('reward')).toHaveLength(1);
    expect(of('toast').map((t) => t.text)).toEqual([SIGN_IN_TIPS.signedInToday, SIGN_IN_TIPS.signedInToday]);
    clock.set(T0 + DAY_MS);
    actor.send({ type: 'CLAIM', now: now() });
    expect(of('reward').map((r) => r.day)).toEqual([1, 2]);
  });
});

describe("the double claim on its own (the tester's walk through the table)", () => {
  /** Taps 'Claim x2' and lets its ad finish. */
  async function double(actor: ReturnType<typeof start>['actor'], now: number) {
    actor.send({ type: 'CLAIM_DOUBLE', now });
    await flush();
  }

  it('from a fresh save: the double day-1 reward once, dated now; a second try is refused before any ad', async () => {
    const { actor, clock, now, of, snap, placements } = start();
    actor.send({ type: 'OPEN', now: now() });
    await double(actor, now());
    expect(of('reward')).toEqual([{ type: 'reward', reward: SIGN_IN_DAYS[0]!.double, day: 1, kind: 'double' }]);
    expect(of('save').at(-1)!.patch).toEqual({ signIn: 1, isSigIn: true, isSigInX2: true, lastSignInTime: T0 });
    expect(snap().context).toMatchObject({ pendingNow: null, status: { claimable: false, doubledToday: true } });
    for (let i = 0; i < 5; i += 1) {
      clock.increment(60_000);
      await double(actor, now());
    }
    expect(of('reward')).toHaveLength(1);
    expect(placements).toHaveLength(1);
    expect(snap().context.state).toEqual({ signIn: 1, isSigIn: true, isSigInX2: true, lastSignInTime: T0 });
    expect(of('toast').map((t) => t.text)).toEqual([
      CANDY_AD_TIPS.rewarded,
      ...Array(5).fill(SIGN_IN_TIPS.signedInToday),
    ]);
  });

  it("from yesterday's claim: the next day's double reward, not 'You have signed in today'", async () => {
    const yesterday: SignInState = { signIn: 1, isSigIn: true, isSigInX2: false, lastSignInTime: T0 - DAY_MS - HOUR };
    const { actor, now, of, snap } = start({ state: yesterday });
    actor.send({ type: 'OPEN', now: now() });
    await double(actor, now());
    expect(of('reward')).toEqual([{ type: 'reward', reward: SIGN_IN_DAYS[1]!.double, day: 2, kind: 'double' }]);
    expect(of('toast').map((t) => t.text)).toEqual([CANDY_AD_TIPS.rewarded]);
    expect(snap().context.state).toEqual({ signIn: 2, isSigIn: true, isSigInX2: true, lastSignInTime: T0 });
  });

  it("after today's normal claim: refused before the ad, nothing more given", async () => {
    const { actor, clock, now, of, placements } = start();
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM', now: now() });
    clock.increment(HOUR);
    await double(actor, now());
    expect(placements).toEqual([]);
    expect(of('reward').map((r) => r.kind)).toEqual(['normal']);
    expect(of('toast').map((t) => t.text)).toEqual([SIGN_IN_TIPS.signedInToday]);
  });

  it('the claim is dated when the button was tapped, even when the ad ends later', async () => {
    let finish: (r: AdResult) => void = () => {};
    const { actor, clock, now, of } = start({ ad: () => new Promise((r) => (finish = r)) });
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM_DOUBLE', now: now() });
    clock.increment(30_000);
    actor.send({ type: 'NOW', now: now() });
    finish(true);
    await flush();
    expect(of('save').at(-1)!.patch.lastSignInTime).toBe(T0);
  });
});
