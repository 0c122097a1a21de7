// Variant B's 7-day sign-in (spec sections 4, 5 and 9): the reward table and the pure rules of claiming.
// Also the two things the whole meta of variant B shares (sign-in, tasks, chests): the player's day
// (`DayOf`) and a reward of coins and props (`Reward`). Wall-clock time only comes in as arguments.

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

/** The spec's 7-day table: the only place its figures are written. */
export const SIGN_IN_DAYS: readonly SignInDay[] = [
  { day: 1, normal: { coin1: 200 }, double: { coin1: 400 } },
  { day: 2, normal: { prop0: 1 }, double: { prop0: 2 } },
  { day: 3, normal: { prop2: 1 }, double: { prop2: 2 } },
  { day: 4, normal: { coin1: 500 }, double: { coin1: 1000 } },
  { day: 5, normal: { prop1: 2 }, double: { prop1: 4 } },
  { day: 6, normal: { prop2: 2 }, double: { prop2: 4 } },
  { day: 7, normal: { prop0: 1, prop2: 1, coin1: 500 }, double: { prop0: 2, prop2: 2, coin1: 1000 } },
];

/** The texts the sign-in popup toasts (spec 5). */
export const SIGN_IN_TIPS = {
  signedInToday: 'You have signed in today',
} as const;

/** Variant B's toasts around a rewarded video (spec 5): no ad slot, interrupted, reward given. */
export const CANDY_AD_TIPS = {
  notAvailable: 'This feature is not yet available',
  interrupted: 'Video playback interrupted',
  rewarded: 'Reward has been issued',
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

/**
 * Where today stands against the last claim: never claimed, claimed on an earlier day (a new claim is
 * open), claimed today, or claimed on a day after today (the clock went back: nothing opens until it
 * has caught up again).
 */
export type SignInDayRelation = 'never' | 'earlier-day' | 'same-day' | 'clock-back';

/** How today compares with the last claim. A time that is not a number reads as the clock going back. */
export function signInRelation(state: SignInState, now: number, dayOf: DayOf = localDayOf): SignInDayRelation {
  if (!Number.isFinite(now)) return 'clock-back';
  if (!(state.lastSignInTime > 0)) return 'never';
  const today = dayOf(now);
  const last = dayOf(state.lastSignInTime);
  if (today > last) return 'earlier-day';
  return today === last ? 'same-day' : 'clock-back';
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
  /** Today's claim was made (normal or double). */
  claimedToday: boolean;
  /** Today's claim was the double one. */
  doubledToday: boolean;
  /** The clock reads a day before the last claim: no claim until that day has passed. */
  clockBack: boolean;
  /** The cycle day (1 to 7) the next claim gives. */
  day: number;
  /** Slots shown as claimed, 0 to 7 (7 on the day the 7th slot was claimed; the cycle restarts after). */
  claimedSlots: number;
  /** The next claim's rewards. */
  normal: Reward;
  double: Reward;
}

/** The popup's content at `now`. */
export function signInStatus(
  state: SignInState,
  now: number,
  dayOf: DayOf = localDayOf,
  table: readonly SignInDay[] = SIGN_IN_DAYS,
): SignInStatus {
  const relation = signInRelation(state, now, dayOf);
  const claimable = relation === 'never' || relation === 'earlier-day';
  const claimedToday = !claimable;
  const day = nextCycleDay(state, table);
  const row = table[day - 1]!;
  return {
    claimable,
    claimedToday,
    doubledToday: claimedToday && state.isSigInX2,
    clockBack: relation === 'clock-back',
    day,
    claimedSlots: claimedToday && day === 1 ? table.length : day - 1,
    normal: row.normal,
    double: row.double,
  };
}

/**
 * The flags of a new day: when today is after the day of the last claim (or nothing was ever claimed),
 * isSigIn and isSigInX2 go back to false. The counter is kept (a missed day does not restart the cycle).
 * The same object when nothing changed.
 */
export function refreshSignIn<S extends SignInState>(state: S, now: number, dayOf: DayOf = localDayOf): S {
  const relation = signInRelation(state, now, dayOf);
  if (relation !== 'never' && relation !== 'earlier-day') return state;
  if (!state.isSigIn && !state.isSigInX2) return state;
  return { ...state, isSigIn: false, isSigInX2: false };
}

/** Why a claim was refused: today's claim was made (or the clock reads a day before it). */
export type SignInRefusal = 'signed-in-today' | 'clock-back';

/** A claim's answer: the new state and what it gives, or why not with the popup's toast. */
export type SignInClaim<S> =
  | { ok: true; state: S; reward: Reward; day: number; kind: ClaimKind }
  | { ok: false; reason: SignInRefusal; text: string };

/**
 * Claims today's slot, normal or double. One claim a day: a normal claim and a double one exclude each
 * other ('You have signed in today'). The counter goes up by one; the 7th claim puts it back to 0.
 */
export function claimSignIn<S extends SignInState>(
  state: S,
  now: number,
  kind: ClaimKind,
  dayOf: DayOf = localDayOf,
  table: readonly SignInDay[] = SIGN_IN_DAYS,
): SignInClaim<S> {
  const relation = signInRelation(state, now, dayOf);
  if (relation === 'same-day' || relation === 'clock-back') {
    return {
      ok: false,
      reason: relation === 'same-day' ? 'signed-in-today' : 'clock-back',
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
