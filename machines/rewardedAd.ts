// The rewarded ad as one chart (spec sections 5 and 8): every chart that pays with a video (the game's
// look-ad, hint, unlock and revives; the skills; variant B's hearts and sign-in) invokes this one with a
// placement and gets a typed outcome back. It never fails: a platform that throws reads as 'failed'.
import { assign, fromPromise, setup, type PromiseActorLogic } from 'xstate';

/** Why a rewarded ad gave no reward: none was ready, the player stopped it, or showing it failed. */
export type AdFailure = 'no-ads' | 'interrupted' | 'failed';

/** How a rewarded ad ended. */
export type AdOutcome = { rewarded: true; reason?: undefined } | { rewarded: false; reason: AdFailure };

/**
 * What the platform's ad call may answer: an {@link AdOutcome}, a platform result word ('rewarded',
 * 'not-ready', 'interrupted', 'failed'), or a plain boolean (false reads as interrupted).
 */
export type AdResult =
  boolean | { rewarded: boolean; reason?: AdFailure } | 'rewarded' | 'not-ready' | 'interrupted' | 'failed';

/** The platform's ad call as an actor: given a placement, it answers an {@link AdResult}. */
export type AdPlayer = PromiseActorLogic<AdResult, { placement: string }>;

/** Reads any {@link AdResult} (or anything else: not rewarded, failed) as an {@link AdOutcome}. */
export function adOutcomeOf(output: unknown): AdOutcome {
  if (output === true || output === 'rewarded') return { rewarded: true };
  if (output === false || output === 'interrupted') return { rewarded: false, reason: 'interrupted' };
  if (output === 'not-ready') return { rewarded: false, reason: 'no-ads' };
  if (typeof output === 'object' && output !== null && 'rewarded' in output) {
    const { rewarded, reason } = output as { rewarded: unknown; reason?: unknown };
    if (rewarded === true) return { rewarded: true };
    return { rewarded: false, reason: reason === 'no-ads' || reason === 'interrupted' ? reason : 'failed' };
  }
  return { rewarded: false, reason: 'failed' };
}

/** The outcome carried by the done event of an invoked ad chart (anything else: failed). */
export function outcomeOfDone(event: unknown): AdOutcome {
  const output = (event as { output?: unknown }).output;
  return typeof output === 'object' && output !== null && 'rewarded' in output
    ? (output as AdOutcome)
    : { rewarded: false, reason: 'failed' };
}

const NOT_PROVIDED: AdOutcome = { rewarded: false, reason: 'failed' };

/** playing → done, with the outcome as the chart's output; the platform's call is the `play` actor. */
export const rewardedAdMachine = setup({
  types: {
    input: {} as { placement: string },
    context: {} as { placement: string; outcome: AdOutcome },
    output: {} as AdOutcome,
  },
  actors: {
    /** The platform's rewarded ad (provided by the app with {@link rewardedAdWith}). */
    play: fromPromise<AdResult, { placement: string }>(async () => {
      throw new Error('the rewarded ad is not provided');
    }),
  },
}).createMachine({
  id: 'rewardedAd',
  context: ({ input }) => ({ placement: input.placement, outcome: NOT_PROVIDED }),
  initial: 'playing',
  states: {
    playing: {
      invoke: {
        src: 'play',
        input: ({ context }) => ({ placement: context.placement }),
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => adOutcomeOf(event.output) }) },
        onError: { target: 'done', actions: assign({ outcome: NOT_PROVIDED }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});

/** The ad chart playing the platform's ads: provide it as `rewardedAd` to any chart that pays with a video. */
export function rewardedAdWith(play: AdPlayer) {
  return rewardedAdMachine.provide({ actors: { play } });
}
