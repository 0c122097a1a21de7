// Spec 4, 5 and 9 (variant B): the 7-day sign-in table and its rules, on a controlled clock.
import { describe, expect, it } from 'vitest';
import {
  addReward,
  claimSignIn,
  DAY_MS,
  dayOfAtOffset,
  localDayOf,
  nextSignInAt,
  NO_SIGN_IN,
  refreshSignIn,
  SIGN_IN_DAYS,
  SIGN_IN_TIPS,
  SIGN_IN_WINDOW_MS,
  signInStatus,
  type ClaimKind,
  type SignInState,
} from '../../../src/core/signIn';

const HOUR = 3_600_000;
const utc = dayOfAtOffset(0);
/** Monday 6 January 2025, 09:00 UTC. */
const T0 = Date.UTC(2025, 0, 6, 9);

/** Claims on `days` consecutive days (09:00 each), all of one kind; returns the states and rewards. */
function claimDays(days: number, kind: ClaimKind, from: SignInState = NO_SIGN_IN) {
  let state = from;
  const rewards = [];
  const counters = [];
  for (let i = 0; i < days; i += 1) {
    const claim = claimSignIn(state, T0 + i * DAY_MS, kind);
    if (!claim.ok) throw new Error(`day ${i + 1} refused`);
    state = claim.state;
    rewards.push(claim.reward);
    counters.push(state.signIn);
  }
  return { state, rewards, counters };
}

describe('the sign-in table', () => {
  it("has the spec's 7 days, normal and double", () => {
    expect(SIGN_IN_DAYS.map((d) => [d.day, d.normal, d.double])).toEqual([
      [1, { coin1: 200 }, { coin1: 400 }],
      [2, { prop0: 1 }, { prop0: 2 }],
      [3, { prop2: 1 }, { prop2: 2 }],
      [4, { coin1: 500 }, { coin1: 1000 }],
      [5, { prop1: 2 }, { prop1: 4 }],
      [6, { prop2: 2 }, { prop2: 4 }],
      [7, { prop0: 1, prop2: 1, coin1: 500 }, { prop0: 2, prop2: 2, coin1: 1000 }],
    ]);
  });

  it('the double reward is twice the normal one on every day', () => {
    for (const d of SIGN_IN_DAYS) {
      for (const [item, n] of Object.entries(d.normal)) expect(d.double[item as keyof typeof d.double]).toBe(n * 2);
    }
  });
});

describe("the player's calendar day (the daily tasks turn on it)", () => {
  it('a fixed offset turns the day at local midnight', () => {
    const plus2 = dayOfAtOffset(120);
    const lateUtc = Date.UTC(2025, 0, 6, 22, 30);
    expect(plus2(lateUtc)).toBe(utc(lateUtc) + 1);
    expect(dayOfAtOffset(-300)(Date.UTC(2025, 0, 7, 3))).toBe(utc(Date.UTC(2025, 0, 6, 12)));
  });

  it('the local day gives consecutive numbers for consecutive days', () => {
    const a = new Date(2025, 2, 29, 12).getTime();
    const b = new Date(2025, 2, 30, 12).getTime();
    const c = new Date(2025, 2, 31, 12).getTime();
    expect(localDayOf(b) - localDayOf(a)).toBe(1);
    expect(localDayOf(c) - localDayOf(b)).toBe(1);
    expect(localDayOf(new Date(2025, 2, 30, 0, 0, 1).getTime())).toBe(
      localDayOf(new Date(2025, 2, 30, 23, 59).getTime()),
    );
  });
});

describe('claiming each day of the cycle', () => {
  it.each(['normal', 'double'] as const)('%s claims give each day of the table in order', (kind) => {
    const { rewards, counters } = claimDays(7, kind);
    expect(rewards).toEqual(SIGN_IN_DAYS.map((d) => d[kind]));
    expect(counters).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('a claim sets isSigIn and the time; a double one sets isSigInX2 too', () => {
    const normal = claimSignIn(NO_SIGN_IN, T0, 'normal');
    expect(normal).toMatchObject({
      ok: true,
      day: 1,
      state: { signIn: 1, isSigIn: true, isSigInX2: false, lastSignInTime: T0 },
    });
    const double = claimSignIn(NO_SIGN_IN, T0, 'double');
    expect(double).toMatchObject({ ok: true, day: 1, state: { signIn: 1, isSigIn: true, isSigInX2: true } });
  });

  it('the 7th claim resets the counter to 0; the next day is day 1 again', () => {
    const { state } = claimDays(7, 'normal');
    expect(state.signIn).toBe(0);
    const eighth = claimSignIn(state, T0 + 7 * DAY_MS, 'normal');
    expect(eighth).toMatchObject({ ok: true, day: 1, reward: SIGN_IN_DAYS[0]!.normal });
  });

  it('normal and double claims can mix across days', () => {
    let state: SignInState = NO_SIGN_IN;
    const kinds: ClaimKind[] = ['normal', 'double', 'normal', 'double', 'double', 'normal', 'double'];
    kinds.forEach((kind, i) => {
      const claim = claimSignIn(state, T0 + i * DAY_MS, kind);
      expect(claim.ok && claim.reward).toEqual(SIGN_IN_DAYS[i]![kind]);
      if (claim.ok) state = claim.state;
    });
  });
});

describe('one claim a day', () => {
  it("a second claim the same day says 'You have signed in today'", () => {
    const first = claimSignIn(NO_SIGN_IN, T0, 'normal');
    if (!first.ok) throw new Error('refused');
    const again = claimSignIn(first.state, T0 + 5 * HOUR, 'normal');
    expect(again).toEqual({ ok: false, reason: 'signed-in-today', text: 'You have signed in today' });
    expect(SIGN_IN_TIPS.signedInToday).toBe('You have signed in today');
  });

  it('the double claim is refused after a normal claim that day, and the other way round', () => {
    const normal = claimSignIn(NO_SIGN_IN, T0, 'normal');
    if (!normal.ok) throw new Error('refused');
    expect(claimSignIn(normal.state, T0 + HOUR, 'double')).toMatchObject({
      ok: false,
      text: SIGN_IN_TIPS.signedInToday,
    });
    const double = claimSignIn(NO_SIGN_IN, T0, 'double');
    if (!double.ok) throw new Error('refused');
    expect(claimSignIn(double.state, T0 + HOUR, 'normal')).toMatchObject({
      ok: false,
      text: SIGN_IN_TIPS.signedInToday,
    });
    expect(claimSignIn(double.state, T0 + HOUR, 'double')).toMatchObject({ ok: false });
  });

  it('a new claim opens 24 hours after the last one, not at midnight (spec 4 and 9)', () => {
    const late = Date.UTC(2025, 0, 6, 23, 30);
    const first = claimSignIn(NO_SIGN_IN, late, 'normal');
    if (!first.ok) throw new Error('refused');
    expect(claimSignIn(first.state, Date.UTC(2025, 0, 7, 0, 0, 1), 'normal').ok).toBe(false);
    expect(claimSignIn(first.state, late + DAY_MS - 1, 'normal')).toMatchObject({
      ok: false,
      reason: 'signed-in-today',
    });
    expect(claimSignIn(first.state, late + DAY_MS, 'normal')).toMatchObject({ ok: true, day: 2 });
    expect(SIGN_IN_WINDOW_MS).toBe(24 * HOUR);
  });

  it('the next opening follows the last claim, so claims made later each day stay open', () => {
    const first = claimSignIn(NO_SIGN_IN, T0, 'normal');
    if (!first.ok) throw new Error('refused');
    const second = claimSignIn(first.state, T0 + DAY_MS + 5 * HOUR, 'double');
    if (!second.ok) throw new Error('refused');
    expect(nextSignInAt(second.state, T0 + DAY_MS + 6 * HOUR)).toBe(T0 + 2 * DAY_MS + 5 * HOUR);
    expect(claimSignIn(second.state, T0 + 2 * DAY_MS + 4 * HOUR, 'normal').ok).toBe(false);
    expect(claimSignIn(second.state, T0 + 2 * DAY_MS + 5 * HOUR, 'normal')).toMatchObject({ ok: true, day: 3 });
  });
});

describe('a missed day', () => {
  it('keeps the cycle: the next claim gives the next day of the table', () => {
    const { state } = claimDays(3, 'normal');
    const later = claimSignIn(state, T0 + 6 * DAY_MS, 'normal');
    expect(later).toMatchObject({ ok: true, day: 4, reward: SIGN_IN_DAYS[3]!.normal, state: { signIn: 4 } });
  });

  it('24 hours after the last claim clear isSigIn and isSigInX2, and keep the counter', () => {
    const { state } = claimDays(2, 'double');
    expect(refreshSignIn(state, T0 + DAY_MS + HOUR)).toBe(state);
    expect(refreshSignIn(state, T0 + 2 * DAY_MS - 1)).toBe(state);
    const next = refreshSignIn(state, T0 + 2 * DAY_MS);
    expect(next).toEqual({ ...state, isSigIn: false, isSigInX2: false });
    expect(refreshSignIn(next, T0 + 3 * DAY_MS)).toBe(next);
  });
});

describe('the clock moved back', () => {
  it('never opens a claim before 24 hours after the last claim', () => {
    const { state } = claimDays(2, 'normal');
    const lastDay = T0 + DAY_MS;
    for (const back of [lastDay - 1, lastDay - HOUR * 10, lastDay - 3 * DAY_MS, 0, -DAY_MS]) {
      expect(claimSignIn(state, back, 'normal')).toEqual({
        ok: false,
        reason: 'clock-back',
        text: SIGN_IN_TIPS.signedInToday,
      });
      expect(claimSignIn(state, back, 'double').ok).toBe(false);
      expect(signInStatus(state, back)).toMatchObject({ claimable: false, clockBack: true });
      expect(refreshSignIn(state, back)).toBe(state);
    }
    expect(signInStatus(state, lastDay - HOUR).secondsToNext).toBe((DAY_MS + HOUR) / 1000);
    expect(claimSignIn(state, lastDay + DAY_MS - 1, 'normal').ok).toBe(false);
    expect(claimSignIn(state, lastDay + DAY_MS, 'normal')).toMatchObject({ ok: true, day: 3 });
  });

  it('a time that is not a number claims nothing', () => {
    expect(claimSignIn(NO_SIGN_IN, Number.NaN, 'normal').ok).toBe(false);
  });
});

describe('the popup status', () => {
  it('shows the day to claim, its rewards and the claimed slots', () => {
    expect(signInStatus(NO_SIGN_IN, T0)).toEqual({
      claimable: true,
      claimedToday: false,
      doubledToday: false,
      clockBack: false,
      secondsToNext: 0,
      day: 1,
      claimedSlots: 0,
      normal: SIGN_IN_DAYS[0]!.normal,
      double: SIGN_IN_DAYS[0]!.double,
    });
    const { state } = claimDays(3, 'double');
    expect(signInStatus(state, T0 + 2 * DAY_MS + HOUR)).toMatchObject({
      claimable: false,
      claimedToday: true,
      doubledToday: true,
      secondsToNext: (DAY_MS - HOUR) / 1000,
      day: 4,
      claimedSlots: 3,
    });
    expect(signInStatus(state, T0 + 3 * DAY_MS - 1500).secondsToNext).toBe(2);
    expect(signInStatus(state, T0 + 3 * DAY_MS)).toMatchObject({
      claimable: true,
      secondsToNext: 0,
      day: 4,
      claimedSlots: 3,
    });
  });

  it('shows all 7 slots claimed on the day of the 7th claim, then day 1', () => {
    const { state } = claimDays(7, 'normal');
    expect(signInStatus(state, T0 + 6 * DAY_MS + HOUR)).toMatchObject({ claimedSlots: 7, day: 1 });
    expect(signInStatus(state, T0 + 7 * DAY_MS)).toMatchObject({ claimedSlots: 0, day: 1, claimable: true });
  });

  it('a broken counter reads as day 1', () => {
    expect(signInStatus({ ...NO_SIGN_IN, signIn: 9 }, T0).day).toBe(1);
    expect(signInStatus({ ...NO_SIGN_IN, signIn: -1 }, T0).day).toBe(1);
  });
});

describe('rewards', () => {
  it('add coins and props to a wallet, ignoring nonsense', () => {
    const wallet = { coin1: 10, prop0: 0, prop1: 1, prop2: 2, other: 'kept' };
    expect(addReward(wallet, SIGN_IN_DAYS[6]!.double)).toEqual({
      coin1: 1010,
      prop0: 2,
      prop1: 1,
      prop2: 4,
      other: 'kept',
    });
    expect(addReward(wallet, { coin1: -5, prop0: Number.NaN })).toEqual(wallet);
  });
});
