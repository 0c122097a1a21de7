// The skills of variant A as a statechart of their own (spec sections 4, 5 and 8): the tip layer of the
// chosen skill, paying with a prop, coins or a rewarded ad, and for the break-board skill the board the
// player taps. It decides nothing about the level: it tells the game (its parent) what was paid and
// chosen, and the game applies the rule and charges the wallet.
import { assign, sendParent, setup } from 'xstate';
import {
  SCREW_SKILLS,
  skillOffer,
  TIPS,
  type SkillIndex,
  type SkillOffer,
  type SkillPayment,
  type SkillTable,
  type SkillWallet,
} from '../src/core/economy';
import { outcomeOfDone, rewardedAdMachine, type AdOutcome } from './rewardedAd';

/** The transient tip of an ad that gave no reward ('No ads available' unless the player interrupted it). */
export function adTip(outcome: AdOutcome): string {
  return outcome.reason === 'interrupted' ? TIPS.interrupted : TIPS.noAds;
}

/** Which part of a skill is on screen. */
export type SkillStage = 'tip' | 'watchingAd' | 'selectingBoard';

/** What the UI shows of the skill in progress: the tip layer, the ad, or the board-selection prompt. */
export interface SkillView {
  stage: SkillStage;
  skill: SkillIndex;
  /** The tip layer's content: 'x N' when props > 0, else the coin price and an ad option. */
  offer: SkillOffer;
  /** 'Please select the dish you want to break' while a board is being chosen, else null. */
  prompt: string | null;
}

/** Events the game sends the skills chart. */
export type SkillsEvent =
  /** A skill button: the game reads the wallet and asks the rules whether the skill can apply. */
  | { type: 'CHOOSE'; skill: SkillIndex; wallet: SkillWallet; blocker: string | null }
  /** The tip's main button: a prop when one is held, else a rewarded ad. */
  | { type: 'SUBMIT' }
  /** The tip's coin button: coins, or 'Coins shortage'. */
  | { type: 'PAY_COINS' }
  | { type: 'CLOSE' }
  /** A tap while a board is being chosen: the board whose outline holds the point, or null. */
  | { type: 'BOARD_TAPPED'; boardId: string | null };

/** Events the skills chart sends its parent (the game). */
export type SkillsToParent =
  /** Paid and chosen: the game applies the skill's rule and charges the wallet. */
  | { type: 'SKILL_USED'; skill: SkillIndex; payment: SkillPayment; boardId: string | null }
  /** A transient tip. */
  | { type: 'SKILL_TOAST'; text: string }
  /** A tip, ad or board selection is open (the countdown pauses, screw taps are ignored), or none is. */
  | { type: 'SKILL_BUSY'; busy: boolean }
  /** What the UI shows of the skill, or null when nothing is open. */
  | { type: 'SKILL_VIEW'; view: SkillView | null };

export interface SkillsContext {
  table: SkillTable;
  skill: SkillIndex | null;
  offer: SkillOffer | null;
  payment: SkillPayment | null;
  boardId: string | null;
}

export interface SkillsInput {
  /** The variant's skills (prop and coin price of each); variant A's by default. */
  table?: SkillTable;
}

const toParent = (event: SkillsToParent) => event;

/**
 * The skills: idle → tip (the chosen skill's tip layer) → paid by a prop, coins or a watched ad →
 * for the break-board skill, selectingBoard until a tap lands inside a board → applying (SKILL_USED).
 * A blocked skill toasts its reason and costs nothing. An ad without reward toasts why and goes back
 * to the tip. Once a board is to be chosen, CLOSE cancels only when a prop or coins pay (nothing has
 * been taken yet); after a watched ad the player must pick a board, so the ad is not wasted.
 */
export const skillsMachine = setup({
  types: {
    context: {} as SkillsContext,
    events: {} as SkillsEvent,
    input: {} as SkillsInput | undefined,
  },
  actors: {
    /** The rewarded-ad chart (the app provides it with the platform's ads: rewardedAdWith). */
    rewardedAd: rewardedAdMachine,
  },
  guards: {
    skillIsBlocked: ({ event }) => event.type === 'CHOOSE' && event.blocker !== null,
    propIsHeld: ({ context }) => (context.offer?.props ?? 0) > 0,
    coinsAreEnough: ({ context }) => context.offer?.canPayCoins === true,
    skillBreaksABoard: ({ context }) => context.skill !== null && context.table[context.skill]?.target === 'board',
    adWasRewarded: ({ event }) => outcomeOfDone(event).rewarded,
    tapIsInsideABoard: ({ event }) => event.type === 'BOARD_TAPPED' && event.boardId !== null,
    nothingWasWatched: ({ context }) => context.payment !== 'ad',
  },
  actions: {
    toast: sendParent((_, params: { text: string }) => toParent({ type: 'SKILL_TOAST', text: params.text })),
    tellBusy: sendParent((_, params: { busy: boolean }) => toParent({ type: 'SKILL_BUSY', busy: params.busy })),
    showStage: sendParent(({ context }, params: { stage: SkillStage }) =>
      toParent({
        type: 'SKILL_VIEW',
        view: {
          stage: params.stage,
          skill: context.skill!,
          offer: context.offer!,
          prompt: params.stage === 'selectingBoard' ? TIPS.selectBoard : null,
        },
      }),
    ),
    hideStage: sendParent(toParent({ type: 'SKILL_VIEW', view: null })),
    tellUsed: sendParent(({ context }) =>
      toParent({ type: 'SKILL_USED', skill: context.skill!, payment: context.payment!, boardId: context.boardId }),
    ),
  },
}).createMachine({
  id: 'skills',
  context: ({ input }) => ({
    table: input?.table ?? SCREW_SKILLS,
    skill: null,
    offer: null,
    payment: null,
    boardId: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ skill: null, offer: null, payment: null, boardId: null }),
      on: {
        CHOOSE: [
          {
            guard: 'skillIsBlocked',
            actions: { type: 'toast', params: ({ event }) => ({ text: event.blocker ?? '' }) },
          },
          {
            target: 'open',
            actions: assign(({ context, event }) => ({
              skill: event.skill,
              offer: skillOffer(event.wallet, event.skill, context.table),
            })),
          },
        ],
      },
    },
    open: {
      description: 'A tip layer, its ad or the board selection is open: the game pauses the countdown.',
      entry: { type: 'tellBusy', params: { busy: true } },
      exit: ['hideStage', { type: 'tellBusy', params: { busy: false } }],
      initial: 'tip',
      states: {
        tip: {
          description: "The chosen skill's tip layer: 'x N' with a prop held, else the coin price and an ad.",
          entry: { type: 'showStage', params: { stage: 'tip' } },
          on: {
            SUBMIT: [
              { guard: 'propIsHeld', target: 'paid', actions: assign({ payment: 'prop' }) },
              { target: 'watchingAd' },
            ],
            PAY_COINS: [
              { guard: 'coinsAreEnough', target: 'paid', actions: assign({ payment: 'coins' }) },
              { actions: { type: 'toast', params: { text: TIPS.coinsShortage } } },
            ],
            CLOSE: '#skills.idle',
          },
        },
        watchingAd: {
          description: 'No prop: a rewarded ad pays; no reward (none ready, interrupted, failed) costs nothing.',
          entry: { type: 'showStage', params: { stage: 'watchingAd' } },
          invoke: {
            src: 'rewardedAd',
            input: ({ context }) => ({ placement: `skill-${context.skill}` }),
            onDone: [
              {
                guard: 'adWasRewarded',
                target: 'paid',
                actions: [assign({ payment: 'ad' }), { type: 'toast', params: { text: TIPS.rewarded } }],
              },
              {
                target: 'tip',
                actions: { type: 'toast', params: ({ event }) => ({ text: adTip(event.output) }) },
              },
            ],
          },
        },
        paid: {
          always: [{ guard: 'skillBreaksABoard', target: 'selectingBoard' }, { target: '#skills.applying' }],
        },
        selectingBoard: {
          description:
            "'Please select the dish you want to break': only a tap inside a board's outline counts; a tap outside keeps waiting.",
          entry: { type: 'showStage', params: { stage: 'selectingBoard' } },
          on: {
            BOARD_TAPPED: {
              guard: 'tapIsInsideABoard',
              target: '#skills.applying',
              actions: assign({ boardId: ({ event }) => event.boardId }),
            },
            CLOSE: { guard: 'nothingWasWatched', target: '#skills.idle' },
          },
        },
      },
    },
    applying: {
      description: 'Paid and chosen: the game applies the rule and charges the wallet.',
      entry: 'tellUsed',
      always: 'idle',
    },
  },
});
