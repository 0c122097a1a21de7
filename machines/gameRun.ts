// Status RUN of a level (spec section 4): taps, skills, hints, the exit layer and the ads that pause the countdown.
import { assign, sendTo } from 'xstate';
import { hintPaymentFor, spendHint } from '../src/core/hintPrice';

import { adState } from './adState';
import { gameSetup, skillTable } from './gameSetup';

/**
 * A tap while the level runs (playing, or playing on while a hint is searched), routed by what it hit:
 * to the skill choosing a board; to nothing while a skill's tip layer or ad is open; a locked box opens
 * its ad; a screw goes to the tap rule. Anything else does nothing.
 */
const TAP_IN_PLAY = [
  { guard: 'choosingBoard', actions: 'tapBoardForSkill' },
  { guard: 'skillIsOpen' },
  { guard: 'tapOnLockedBox', target: '#game.level.run.unlocking' },
  { guard: 'tapOnScrew', actions: 'tapScrew' },
] as const;

/** Status RUN: the countdown ticks, taps move screws, skills, hints, exit and in-level ads. */
export const runState = gameSetup.createStateConfig({
  description:
    'Status RUN: the countdown ticks, taps move screws, skills open their tip layer (the skills chart lives here, so game over closes it).',
  initial: 'playing',
  // The clock runs in RUN (clockRuns), unless a state on top stops it or a skill is open (gameSetup's clockRuns).
  tags: ['clockRuns'],
  exit: [assign({ skillView: null, skillBusy: false }), 'countPlayTime'],
  invoke: [
    {
      id: 'skills',
      src: 'skills',
      input: ({ context }) => ({ table: skillTable(context.settings) }),
    },
    // The idle help (provided by the app) runs while the level runs; each rule step tells it of activity.
    { id: 'idleHelp', src: 'idleHelp' },
  ],
  on: {
    TIME_UP: { target: 'over', actions: assign({ ending: 'lost-time' }) },
    SKILL_SUBMIT: { actions: sendTo('skills', { type: 'SUBMIT' }) },
    SKILL_PAY_COINS: { actions: sendTo('skills', { type: 'PAY_COINS' }) },
    SKILL_CLOSE: { actions: sendTo('skills', { type: 'CLOSE' }) },
    SKILL_BUSY: { actions: assign({ skillBusy: ({ event }) => event.busy }) },
    SKILL_VIEW: { actions: assign({ skillView: ({ event }) => event.view }) },
    SKILL_TOAST: { actions: { type: 'toast', params: ({ event }) => ({ text: event.text }) } },
    SKILL_USED: { actions: 'useSkill' },
  },
  states: {
    playing: {
      always: { guard: 'levelIsOver', target: '#game.level.over' },
      on: {
        CANVAS_TAP: TAP_IN_PLAY,
        SKILL: { actions: 'chooseSkill' },
        LOOK_AD: [{ guard: 'skillIsOpen' }, { guard: 'lookAdAsks', target: 'lookAdAsk' }, { target: 'lookAd' }],
        HINT: [
          { guard: 'skillIsOpen' },
          {
            guard: 'hintNeedsNoAd',
            target: 'hinting',
            actions: assign(({ context, event }) => ({
              hintPayment: hintPaymentFor(context.gameData, event.today),
              hintDay: event.today,
            })),
          },
          { target: 'hintAd', actions: assign({ hintPayment: 'ad', hintDay: ({ event }) => event.today }) },
        ],
        EXIT: 'exit',
      },
    },
    hinting: {
      description:
        'A hint is searched from the current position while play goes on; it is paid for when the answer arrives.',
      always: { guard: 'levelIsOver', target: '#game.level.over' },
      entry: assign({ hintFrom: ({ context }) => context.rules }),
      exit: assign({ hintFrom: null }),
      invoke: {
        src: 'findHint',
        input: ({ context }) => ({ level: context.level!, rules: context.rules! }),
        onDone: [
          // Taps went on during the search: ask again from the position the player now sees.
          { guard: 'hintIsStale', target: 'hinting', reenter: true },
          {
            target: 'playing',
            actions: [
              assign(({ context }) => ({
                gameData: spendHint(context.gameData, context.hintDay!, context.hintPayment ?? 'free'),
                hintPayment: null,
              })),
              { type: 'persistGameData', params: ({ context }) => context.gameData },
              { type: 'announceHint', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'playing',
          actions: [
            assign({ hintPayment: null }),
            { type: 'announceHint', params: { answer: { kind: 'unsure', screwId: null } } },
          ],
        },
      },
      on: {
        CANVAS_TAP: TAP_IN_PLAY,
        SKILL: { actions: 'chooseSkill' },
        EXIT: { target: 'exit', actions: assign({ hintPayment: null }) },
      },
    },
    hintAd: adState({
      description: 'No free hint, prop or coins left: a rewarded ad pays for the hint.',
      placement: 'hint',
      pausesClock: true,
      rewarded: { target: 'hinting' },
      missed: { target: 'playing', actions: 'dropHintPayment' },
    }),
    exit: {
      description: 'The exit layer: the game pauses; submit returns to the menu, close resumes.',
      tags: ['clockStopped'],
      on: {
        CLOSE: 'playing',
        SUBMIT: '#game.menu',
      },
    },
    lookAdAsk: {
      description: "The coin node's video button asks first (what the ad gives, Watch or Cancel); the countdown waits.",
      tags: ['clockStopped'],
      on: {
        LOOK_AD_WATCH: 'lookAd',
        LOOK_AD_CANCEL: 'playing',
      },
    },
    lookAd: adState({
      description: "The coin node's look-ad during play: the countdown waits while the ad plays.",
      placement: 'look-ad',
      pausesClock: true,
      rewarded: { target: 'playing', actions: 'rewardLookAd' },
      missed: { target: 'playing' },
    }),
    unlocking: adState({
      description: 'A rewarded ad opens a locked box position.',
      placement: 'unlock-box',
      pausesClock: true,
      rewarded: { target: 'playing', actions: 'unlockLockedBox' },
      missed: { target: 'playing' },
    }),
  },
});
