// Variant B's 7-day sign-in (spec sections 4, 5 and 9): the reward table and the pure rules of claiming
// (one claim per 24-hour window, counted from the last claim).
// Also what the rest of variant B's meta shares: the player's calendar day (`DayOf`, which the daily
// tasks turn on) and a reward of coins and props (`Reward`). Wall-clock time only comes in as arguments.
import { CANDY_AD_TIPS, SIGN_IN_DAYS } from './candyTables';

export { CANDY_AD_TIPS, SIGN_IN_DAYS };

/** Milliseconds in a day of 24 hours. */
export const DAY_MS = 86_400_000;

/**
 * The player's day of a moment as a whole number (consecutive days give consecutive numbers). Passed in
 * so that tests are deterministic: {@link localDayOf} in the game, {@link dayOfAtOffset} in tests.
 */
export type DayOf = (ms: number) => number;

/** The LOCAL calendar day of a moment (a day is the player's own day: it turns at their midnight). */
export const localDayOf: DayOf = (ms) => {
  const d = new Date(ms);
  // The local date counted as a UTC date, so that a 23 or 25 hour day (daylight saving) is still one day.
  return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS);
};

/** The calendar day at a fixed offset from UTC, in minutes east (120 for UTC+2, -300 for UTC-5). */
export function dayOfAtOffset(offsetMinutes: number): DayOf {
  return (ms) => Math.floor((ms + offsetMinutes * 60_000) / DAY_MS);
}

/** What a reward can hold: coins and the three props of variant B. */
export type RewardItem = 'coin1' | 'prop0' | 'prop1' | 'prop2';

/** Every reward item, in display order. */
export const REWARD_ITEMS: readonly RewardItem[] = ['coin1', 'prop0', 'prop1', 'prop2'];

/** Coins and props given at once (a sign-in day, a chest); missing items give nothing. */
export type Reward = Partial<Record<RewardItem, number>>;

/** The wallet with the reward added; negative or broken amounts add nothing. The input is not changed. */
export function addReward<W extends Record<RewardItem, number>>(wallet: W, reward: Reward): W {
  const next = { ...wallet };
  for (const item of REWARD_ITEMS) {
    const n = reward[item] ?? 0;
    if (Number.isFinite(n) && n > 0) next[item] = wallet[item] + n;
  }
  return next;
}

/** One day of the cycle: what a normal claim gives and what a double (rewarded-ad) claim gives. */
export interface SignInDay {
  /** 1 to 7. */
  day: number;
  normal: Reward;
  double: Reward;
}

/** The texts the sign-in popup toasts (spec 5). */
export const SIGN_IN_TIPS = {
  signedInToday: 'You have signed in today',
} as const;

/** The sign-in fields of the save, with the spec's names. */
export interface SignInState {
  /** Days claimed in the current cycle, 0 to 6 (the 7th claim starts the cycle again at 0). */
  signIn: number;
  /** A claim (normal or double) was made on the day of lastSignInTime. */
  isSigIn: boolean;
  /** That claim was the double one. */
  isSigInX2: boolean;
  /** When the last claim was made, ms since 1970; 0 = never. */
  lastSignInTime: number;
}

/** A player who never signed in. */
export const NO_SIGN_IN: Readonly<SignInState> = { signIn: 0, isSigIn: false, isSigInX2: false, lastSignInTime: 0 };

/** A normal claim or the double one (paid by a rewarded ad). */
export type ClaimKind = 'normal' | 'double';

/** How long a claim lasts: the next one opens this long after it (spec 4 and 9: a 24-hour window). */
export const SIGN_IN_WINDOW_MS = DAY_MS;

/**
 * Where `now` stands against the last claim: never claimed, the window since it has passed (a new
 * claim is open), still within the window, or before the last claim (the clock went back: nothing
 * opens until the window after the last claim has passed).
 */
export type SignInRelation = 'never' | 'window-passed' | 'within-window' | 'clock-back';

/** How `now` compares with the last claim. A time that is not a number reads as the clock going back. */
export function signInRelation(state: SignInState, now: number): SignInRelation {
  if (!Number.isFinite(now)) return 'clock-back';
  if (!(state.lastSignInTime > 0)) return 'never';
  if (now < state.lastSignInTime) return 'clock-back';
  return now - state.lastSignInTime >= SIGN_IN_WINDOW_MS ? 'window-passed' : 'within-window';
}

/** The moment the next claim opens (ms since 1970): the last claim plus 24 hours; 0 when one is open now. */
export function nextSignInAt(state: SignInState, now: number): number {
  const relation = signInRelation(state, now);
  return relation === 'never' || relation === 'window-passed' ? 0 : state.lastSignInTime + SIGN_IN_WINDOW_MS;
}

/** The day of the cycle (1 to 7) the next claim gives, from the counter (a broken counter reads as 0). */
export function nextCycleDay(state: SignInState, table: readonly SignInDay[] = SIGN_IN_DAYS): number {
  const claimed = Number.isInteger(state.signIn) && state.signIn >= 0 && state.signIn < table.length ? state.signIn : 0;
  return claimed + 1;
}

/** What the popup shows. */
export interface SignInStatus {
  /** A claim can be made now (normal, or double through an ad). */
  claimable: boolean;
  /** The last claim's window is still running (normal or double claim): no claim now. */
  claimedToday: boolean;
  /** That claim was the double one. */
  doubledToday: boolean;
  /** The clock reads a time before the last claim: no claim until the window after it has passed. */
  clockBack: boolean;
  /** Whole seconds (rounded up) until the next claim opens; 0 when one is open. */
  secondsToNext: number;
  /** The cycle day (1 to 7) the next claim gives. */
  day: number;
  /** Slots shown as claimed, 0 to 7 (7 within the window of the 7th claim; the cycle restarts after). */
  claimedSlots: number;
  /** The next claim's rewards. */
  normal: Reward;
  double: Reward;
}

/** The popup's content at `now`. */
export function signInStatus(
  state: SignInState,
  now: number,
  table: readonly SignInDay[] = SIGN_IN_DAYS,
): SignInStatus {
  const relation = signInRelation(state, now);
  const claimable = relation === 'never' || relation === 'window-passed';
  const claimedToday = !claimable;
  const day = nextCycleDay(state, table);
  const row = table[day - 1]!;
  const nextAt = nextSignInAt(state, now);
  return {
    claimable,
    claimedToday,
    doubledToday: claimedToday && state.isSigInX2,
    clockBack: relation === 'clock-back',
    secondsToNext: nextAt > 0 && Number.isFinite(now) ? Math.max(0, Math.ceil((nextAt - now) / 1000)) : 0,
    day,
    claimedSlots: claimedToday && day === 1 ? table.length : day - 1,
    normal: row.normal,
    double: row.double,
  };
}

/**
 * The flags of a new window: when 24 hours have passed since the last claim (or nothing was ever
 * claimed), isSigIn and isSigInX2 go back to false. The counter is kept (a missed day does not restart
 * the cycle). The same object when nothing changed.
 */
export function refreshSignIn<S extends SignInState>(state: S, now: number): S {
  const relation = signInRelation(state, now);
  if (relation !== 'never' && relation !== 'window-passed') return state;
  if (!state.isSigIn && !state.isSigInX2) return state;
  return { ...state, isSigIn: false, isSigInX2: false };
}

/** Why a claim was refused: the last claim's 24 hours are still running (or the clock reads a time before it). */
export type SignInRefusal = 'signed-in-today' | 'clock-back';

/** A claim's answer: the new state and what it gives, or why not with the popup's toast. */
export type SignInClaim<S> =
  | { ok: true; state: S; reward: Reward; day: number; kind: ClaimKind }
  | { ok: false; reason: SignInRefusal; text: string };

/**
 * Claims the next slot, normal or double. One claim per 24 hours: a normal claim and a double one
 * exclude each other ('You have signed in today'). The counter goes up by one; the 7th claim puts it
 * back to 0. The claim is dated `now`, which must be a real time (a time that is not a number claims
 * nothing).
 */
export function claimSignIn<S extends SignInState>(
  state: S,
  now: number,
  kind: ClaimKind,
  table: readonly SignInDay[] = SIGN_IN_DAYS,
): SignInClaim<S> {
  const relation = signInRelation(state, now);
  if (relation === 'within-window' || relation === 'clock-back') {
    return {
      ok: false,
      reason: relation === 'within-window' ? 'signed-in-today' : 'clock-back',
      text: SIGN_IN_TIPS.signedInToday,
    };
  }
  const day = nextCycleDay(state, table);
  const row = table[day - 1]!;
  return {
    ok: true,
    day,
    kind,
    reward: kind === 'double' ? row.double : row.normal,
    state: {
      ...state,
      signIn: day >= table.length ? 0 : day,
      isSigIn: true,
      isSigInX2: kind === 'double',
      lastSignInTime: now,
    },
  };
}
