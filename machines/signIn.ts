// Variant B's sign-in popup as a statechart (spec sections 4, 5 and 9): closed or open, a normal claim,
// a double claim paid by a rewarded ad, one claim per 24 hours. The rules are src/core/signIn; the time of each event comes in
// the event, so tests step the clock. It emits toasts, rewards and save patches for the app to apply.
import { assign, enqueueActions, setup } from 'xstate';
import {
  CANDY_AD_TIPS,
  claimSignIn,
  refreshSignIn,
  SIGN_IN_DAYS,
  signInStatus,
  type ClaimKind,
  type Reward,
  type SignInDay,
  type SignInState,
  type SignInStatus,
} from '../src/core/signIn';
import { outcomeOfDone, rewardedAdMachine, type AdOutcome } from './rewardedAd';

/** Variant B's toast for a rewarded video that gave nothing: interrupted, or no ad to show. */
export function candyAdTip(outcome: AdOutcome): string {
  return outcome.reason === 'interrupted' ? CANDY_AD_TIPS.interrupted : CANDY_AD_TIPS.notAvailable;
}

/** Events the app sends; `now` is the wall clock in ms. */
export type SignInEvent =
  /** The popup opens (a button, or the app on start when a claim is open). */
  | { type: 'OPEN'; now: number }
  /** The sign-in button: today's normal reward. */
  | { type: 'CLAIM'; now: number }
  /** The double-reward button: a rewarded ad, then today's double reward. */
  | { type: 'CLAIM_DOUBLE'; now: number }
  | { type: 'CLOSE' }
  /** The time now (app start, tab shown again, a second tick): a passed window clears the flags. */
  | { type: 'NOW'; now: number };

/** What the chart tells the app. */
export type SignInEmitted =
  | { type: 'toast'; text: string }
  /** Add this to the wallet (coins and props). */
  | { type: 'reward'; reward: Reward; day: number; kind: ClaimKind }
  /** Write these save fields now. */
  | { type: 'save'; patch: SignInState };

export interface SignInContext {
  state: SignInState;
  table: readonly SignInDay[];
  /** The popup's content at the last event's time. */
  status: SignInStatus;
  /** The time of the double claim whose ad is playing (the claim is dated by it). */
  pendingNow: number | null;
}

export interface SignInInput {
  /** The saved sign-in fields. */
  state: SignInState;
  /** The 7-day table; the spec's by default. */
  table?: readonly SignInDay[];
  /** The time at start, to read the status (and clear a passed window's flags on the first NOW). */
  now?: number;
}

type Timed = Extract<SignInEvent, { now: number }>;
const timeOf = (event: SignInEvent): number | null => ('now' in event ? (event as Timed).now : null);

/**
 * The sign-in popup: closed ⇄ open; in open, ready or watchingAd (a double claim). A claim within 24
 * hours of the last one toasts 'You have signed in today' and changes nothing; a double claim checks
 * that before the ad, so no ad is watched for nothing, and is dated when its button was tapped.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    emitted: {} as SignInEmitted,
  },
  actors: {
    /** The rewarded-ad chart (the app provides it with the platform's ads: rewardedAdWith). */
    rewardedAd: rewardedAdMachine,
  },
  guards: {
    aClaimIsOpenToday: ({ context, event }) => {
      const now = timeOf(event);
      return now !== null && signInStatus(context.state, now, context.table).claimable;
    },
    adWasRewarded: ({ event }) => outcomeOfDone(event).rewarded,
    /** The ad paid and the time of its claim is known (a claim is never dated 1970). */
    doubleIsPaid: ({ context, event }) => context.pendingNow !== null && outcomeOfDone(event).rewarded,
  },
  actions: {
    /** Reads the status at the event's time; a passed window clears isSigIn and isSigInX2 (and saves that). */
    readTheDay: enqueueActions(({ context, event, enqueue }) => {
      const now = timeOf(event);
      if (now === null) return;
      const state = refreshSignIn(context.state, now);
      enqueue.assign({ state, status: signInStatus(state, now, context.table) });
      if (state !== context.state) enqueue.emit({ type: 'save', patch: state });
    }),
    /** Claims at `now`: the reward and the save, or the refusal's toast. */
    claim: enqueueActions(({ context, enqueue }, params: { now: number; kind: ClaimKind }) => {
      const claim = claimSignIn(context.state, params.now, params.kind, context.table);
      if (!claim.ok) return void enqueue.emit({ type: 'toast', text: claim.text });
      enqueue.assign({
        state: claim.state,
        status: signInStatus(claim.state, params.now, context.table),
      });
      enqueue.emit({ type: 'save', patch: claim.state });
      enqueue.emit({ type: 'reward', reward: claim.reward, day: claim.day, kind: claim.kind });
      if (claim.kind === 'double') enqueue.emit({ type: 'toast', text: CANDY_AD_TIPS.rewarded });
    }),
    signedInToday: enqueueActions(({ context, event, enqueue }) => {
      const now = timeOf(event);
      if (now === null) return;
      const claim = claimSignIn(context.state, now, 'double', context.table);
      if (!claim.ok) enqueue.emit({ type: 'toast', text: claim.text });
    }),
    tellAdMissed: enqueueActions(({ event, enqueue }) => {
      enqueue.emit({ type: 'toast', text: candyAdTip(outcomeOfDone(event)) });
    }),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => {
    const table = input.table ?? SIGN_IN_DAYS;
    const now = input.now ?? input.state.lastSignInTime;
    return { state: input.state, table, status: signInStatus(input.state, now, table), pendingNow: null };
  },
  initial: 'closed',
  on: {
    NOW: { actions: 'readTheDay' },
  },
  states: {
    closed: {
      description: 'The popup is closed; NOW still clears the flags of a passed window.',
      on: {
        OPEN: { target: 'open', actions: 'readTheDay' },
      },
    },
    open: {
      description: '7 day slots, the sign-in button and the double-reward button.',
      initial: 'ready',
      states: {
        ready: {
          on: {
            CLAIM: {
              actions: ['readTheDay', { type: 'claim', params: ({ event }) => ({ now: event.now, kind: 'normal' }) }],
            },
            CLAIM_DOUBLE: [
              {
                guard: 'aClaimIsOpenToday',
                target: 'watchingAd',
                actions: ['readTheDay', assign({ pendingNow: ({ event }) => event.now })],
              },
              { actions: ['readTheDay', 'signedInToday'] },
            ],
            CLOSE: '#signIn.closed',
          },
        },
        watchingAd: {
          description: 'The double reward is paid by a rewarded video; no reward, no claim (the day stays open).',
          invoke: {
            src: 'rewardedAd',
            input: { placement: 'sign-in-double' },
            // XState runs a state's exit actions before the transition's: pendingNow is read here and
            // cleared after the claim (never in exit, which would date the claim 1970).
            onDone: [
              {
                guard: 'doubleIsPaid',
                target: 'ready',
                actions: [
                  {
                    type: 'claim',
                    params: ({ context }) => ({ now: context.pendingNow!, kind: 'double' as const }),
                  },
                  assign({ pendingNow: null }),
                ],
              },
              { target: 'ready', actions: ['tellAdMissed', assign({ pendingNow: null })] },
            ],
          },
        },
      },
    },
  },
});
