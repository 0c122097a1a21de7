// Variant B's hearts as a statechart (spec sections 3, 4 and 9): full ⇄ regenerating, offline time
// credited on START, a heart spent by a lost level, a level start refused at zero, one heart back for a
// rewarded ad. The rules are src/core/hearts; every event carries the wall-clock time, so tests step it.
import { assign, enqueueActions, setup } from 'xstate';
import {
  canStartLevel,
  fullHearts,
  HEART_TIPS,
  heartFieldsOf,
  HEARTS,
  heartsAfter,
  heartStateOf,
  refillHearts,
  secondsToNextHeart,
  spendHeart,
  type HeartFields,
  type HeartSpendReason,
  type HeartState,
} from '../src/core/hearts';
import { CANDY_AD_TIPS } from '../src/core/signIn';
import { outcomeOfDone, rewardedAdMachine } from './rewardedAd';
import { candyAdTip } from './signIn';

/** Events the app sends; `now` is the wall clock in ms. */
export type HeartsEvent =
  /** The game starts: the saved fields (or the input's) are read and the offline time credited. */
  | { type: 'START'; now: number; saved?: HeartFields }
  /** The time now (a second tick while a heart timer shows, the tab shown again): regenerated hearts. */
  | { type: 'TICK'; now: number }
  /** The same as TICK. */
  | { type: 'NOW'; now: number }
  /** A heart is spent (see HeartSpendReason); at zero nothing happens. */
  | { type: 'SPEND'; now: number; reason: HeartSpendReason }
  /** Hearts given (a reward); 1 unless told. */
  | { type: 'REFILL'; now: number; count?: number }
  /** The start button (menu, level, restart, next): allowed with a heart, else 'No hearts left'. */
  | { type: 'REQUEST_PLAY'; now: number }
  /** The heart button at zero (or below max): a rewarded ad gives one heart. */
  | { type: 'WATCH_AD'; now: number };

/** What the chart tells the app. */
export type HeartsEmitted =
  | { type: 'toast'; text: string }
  /** Write these save fields now (emitted whenever the hearts or their timer change). */
  | { type: 'save'; patch: HeartFields }
  /** A level may start. */
  | { type: 'play.allowed' }
  /** No heart: the start button shows the wait. */
  | { type: 'play.refused'; secondsToNextHeart: number }
  /** A heart was taken. */
  | { type: 'heart.spent'; reason: HeartSpendReason; cur: number };

export interface HeartsContext {
  hearts: HeartState;
  regenSeconds: number;
  /** The time of the last event (ms). */
  now: number;
  /** Seconds to the next heart at `now`, 0 when full (the timer the heart display and start button show). */
  secondsToNextHeart: number;
  /** The saved fields START reads when it carries none. */
  saved: HeartFields | null;
  /** What the last SPEND took (for the layer that says so), or null when it found no heart to take. */
  lastSpent: { reason: HeartSpendReason; now: number } | null;
  /** The variant's figures (most hearts, seconds per heart); null: the save's own, else the spec's. */
  figures: HeartFigures | null;
}

/** The heart figures of a variant config: most hearts, and seconds per regenerated heart. */
export interface HeartFigures {
  max: number;
  regenSeconds: number;
}

/** Seconds per heart: the variant's figure, else the save's, else the spec's. */
function regenOf(figures: HeartFigures | null, saved: HeartFields | null | undefined): number {
  if (figures) return figures.regenSeconds;
  return saved && saved.addHreatTime > 0 ? saved.addHreatTime : HEARTS.regenSeconds;
}

export interface HeartsInput {
  /** The saved heart fields; a full supply of the spec's size when absent. */
  saved?: HeartFields;
  /** The variant's figures (src/variants: `hearts`); they rule over the save's copies of them. */
  figures?: HeartFigures;
}

type NamedAction = { type: 'commit'; params: { hearts: HeartState; now: number } };
const named = (action: NamedAction) => action as never;

/** The event's time, or the last known one. */
const timeOf = (context: HeartsContext, event: HeartsEvent | { type: string }): number =>
  'now' in event && typeof event.now === 'number' && Number.isFinite(event.now) ? event.now : context.now;

/**
 * Hearts: stopped until START, then two regions. `supply`: full, or regenerating (someLeft / noneLeft);
 * TICK, SPEND and REFILL credit the elapsed time first. `refillAd`: idle or watchingAd (one heart for a
 * rewarded video).
 */
export const heartsMachine = setup({
  types: {
    context: {} as HeartsContext,
    events: {} as HeartsEvent,
    input: {} as HeartsInput | undefined,
    emitted: {} as HeartsEmitted,
  },
  actors: {
    /** The rewarded-ad chart (the app provides it with the platform's ads: rewardedAdWith). */
    rewardedAd: rewardedAdMachine,
  },
  guards: {
    heartsAreFull: ({ context }) => context.hearts.cur >= context.hearts.max,
    noHeartIsLeft: ({ context }) => context.hearts.cur <= 0,
    heartsAreBelowMax: ({ context, event }) =>
      heartsAfter(context.hearts, timeOf(context, event), context.regenSeconds).cur < context.hearts.max,
    adWasRewarded: ({ event }) => outcomeOfDone(event).rewarded,
  },
  actions: {
    /** Takes new hearts at `now`: the context, and a save when the hearts or their timer changed. */
    commit: enqueueActions(({ context, enqueue }, params: { hearts: HeartState; now: number }) => {
      const changed = params.hearts !== context.hearts;
      enqueue.assign({
        hearts: params.hearts,
        now: params.now,
        secondsToNextHeart: secondsToNextHeart(params.hearts, params.now, context.regenSeconds),
      });
      if (changed) {
        enqueue.emit({ type: 'save', patch: heartFieldsOf(params.hearts, params.now, context.regenSeconds) });
      }
    }),
    /** Reads the saved fields at START and credits the time since they were written. */
    start: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'START') return;
      const now = timeOf(context, event);
      const saved = event.saved ?? context.saved;
      const regenSeconds = regenOf(context.figures, saved);
      const max = context.figures?.max;
      const read = saved
        ? heartStateOf(max === undefined ? saved : { ...saved, maxHeartNum: max, addHreatTime: regenSeconds }, now)
        : fullHearts(now, max);
      const hearts = heartsAfter(read, now, regenSeconds);
      enqueue.assign({ regenSeconds, hearts, now, secondsToNextHeart: secondsToNextHeart(hearts, now, regenSeconds) });
      enqueue.emit({ type: 'save', patch: heartFieldsOf(hearts, now, regenSeconds) });
    }),
    credit: enqueueActions(({ context, event, enqueue }) => {
      const now = timeOf(context, event);
      enqueue(
        named({ type: 'commit', params: { hearts: heartsAfter(context.hearts, now, context.regenSeconds), now } }),
      );
    }),
    spend: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'SPEND') return;
      const now = timeOf(context, event);
      const spent = spendHeart(context.hearts, now, context.regenSeconds);
      enqueue(named({ type: 'commit', params: { hearts: spent.state, now } }));
      enqueue.assign({ lastSpent: spent.ok ? { reason: event.reason, now } : null });
      if (spent.ok) enqueue.emit({ type: 'heart.spent', reason: event.reason, cur: spent.state.cur });
    }),
    refill: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'REFILL') return;
      const now = timeOf(context, event);
      const hearts = refillHearts(context.hearts, now, event.count ?? 1, context.regenSeconds);
      enqueue(named({ type: 'commit', params: { hearts, now } }));
    }),
    answerPlay: enqueueActions(({ context, event, enqueue }) => {
      const now = timeOf(context, event);
      const hearts = heartsAfter(context.hearts, now, context.regenSeconds);
      enqueue(named({ type: 'commit', params: { hearts, now } }));
      if (canStartLevel(hearts, now, context.regenSeconds)) return void enqueue.emit({ type: 'play.allowed' });
      enqueue.emit({ type: 'toast', text: HEART_TIPS.noHearts });
      enqueue.emit({
        type: 'play.refused',
        secondsToNextHeart: secondsToNextHeart(hearts, now, context.regenSeconds),
      });
    }),
    giveAdHeart: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'toast', text: CANDY_AD_TIPS.rewarded });
      enqueue.raise({ type: 'REFILL', now: context.now, count: 1 });
    }),
    tellAdMissed: enqueueActions(({ event, enqueue }) => {
      enqueue.emit({ type: 'toast', text: candyAdTip(outcomeOfDone(event)) });
    }),
  },
}).createMachine({
  id: 'hearts',
  context: ({ input }) => ({
    hearts: fullHearts(0, input?.figures?.max),
    regenSeconds: regenOf(input?.figures ?? null, input?.saved),
    now: 0,
    secondsToNextHeart: 0,
    saved: input?.saved ?? null,
    lastSpent: null,
    figures: input?.figures ?? null,
  }),
  initial: 'stopped',
  states: {
    stopped: {
      description: 'Before the game starts: START reads the save and credits the offline time.',
      on: { START: { target: 'running', actions: 'start' } },
    },
    running: {
      type: 'parallel',
      states: {
        supply: {
          initial: 'deciding',
          on: {
            TICK: { target: '.deciding', actions: 'credit' },
            NOW: { target: '.deciding', actions: 'credit' },
            SPEND: { target: '.deciding', actions: 'spend' },
            REFILL: { target: '.deciding', actions: 'refill' },
            REQUEST_PLAY: { target: '.deciding', actions: 'answerPlay' },
          },
          states: {
            deciding: {
              always: [
                { guard: 'heartsAreFull', target: 'full' },
                { guard: 'noHeartIsLeft', target: 'regenerating.noneLeft' },
                { target: 'regenerating.someLeft' },
              ],
            },
            full: {
              description: 'At the maximum: no timer runs; the first heart spent starts one.',
            },
            regenerating: {
              description: 'Below the maximum: one heart back every period, the offline time included.',
              initial: 'someLeft',
              states: {
                someLeft: {},
                noneLeft: {
                  description: "No heart: a start shows 'No hearts left' and the time to the next heart.",
                },
              },
            },
          },
        },
        refillAd: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                WATCH_AD: {
                  guard: 'heartsAreBelowMax',
                  target: 'watchingAd',
                  actions: assign({ now: ({ context, event }) => timeOf(context, event) }),
                },
              },
            },
            watchingAd: {
              description: 'A rewarded video gives one heart; no reward gives nothing.',
              invoke: {
                src: 'rewardedAd',
                input: { placement: 'heart' },
                onDone: [
                  { guard: 'adWasRewarded', target: 'idle', actions: 'giveAdHeart' },
                  { target: 'idle', actions: 'tellAdMissed' },
                ],
              },
            },
          },
        },
      },
    },
  },
});
