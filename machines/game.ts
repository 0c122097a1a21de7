// The game statechart of variant A (spec section 4): screens, status UNRUN/RUN, taps, game over, revive,
// the skills (a child chart), coins, the look-ad reward, the win's rewards and best times, and the daily tasks.
import { assign, enqueueActions, sendTo } from 'xstate';
import { ensureYearTables, addMonths } from '../src/core/calendar';
import { currentLevelFor } from '../src/core/progress';
import { resetTasksForDay, SCREW_TASKS } from '../src/core/tasks';

import type {
  Ending,
  GameContext,
  GameEmitted,
  GameEvent,
  GameInput,
  GameSettings,
  LevelRequest,
  PlayMode,
} from './gameTypes';

export type { Ending, GameContext, GameEmitted, GameEvent, GameInput, GameSettings, LevelRequest, PlayMode };

import { adState, withRewardedAd } from './adState';
import { gameSetup } from './gameSetup';
import { levelState } from './gameLevel';

export { withRewardedAd };

/** Variant A's game: loading → menu → level (RUN ⇄ exit) → game over → win or lose layers. */
export const gameMachine = gameSetup.createMachine({
  id: 'game',
  context: ({ input }) => {
    const save = input.startLevel ? { ...input.save, game_level: input.startLevel } : input.save;
    return {
      settings: input.settings,
      sessionWins: 0,
      sessionScore: 0,
      metaInput: input.meta ?? {},
      save,
      levelNumber: currentLevelFor(save.game_level, input.settings.levelCount),
      playingLevel: save.game_level,
      customLevel: null,
      level: null,
      rules: null,
      ending: null,
      bestBeaten: false,
      error: null,
      loadProgress: 0,
      gameData: input.today
        ? resetTasksForDay(input.gameData, input.today, input.settings.tasks ?? SCREW_TASKS)
        : input.gameData,
      mode: 'campaign',
      challenge: null,
      officialTournament: null,
      day: null,
      today: null,
      calendarMonth: null,
      hintPayment: null,
      hintDay: null,
      hintFrom: null,
      skillView: null,
      skillBusy: false,
      countedPlayMs: 0,
      playCarryMs: 0,
      levelStartElapsedMs: 0,
      timeTakenMs: null,
      clockDay: input.today ?? null,
      winPay: null,
      bestTime: null,
    };
  },
  initial: 'loading',
  invoke: [
    { id: 'overlay', src: 'overlay' },
    // The world's clocks and the page's watcher (provided by the app): they send DAY and VISIBILITY.
    { id: 'dayClock', src: 'dayClock' },
    { id: 'pagePresence', src: 'pagePresence' },
    { id: 'metaClock', src: 'metaClock' },
    // Variant B's meta game (no-ops in variant A), under system ids the overlay opens and closes.
    {
      id: 'hearts',
      systemId: 'hearts',
      src: 'hearts',
      input: ({ context }: { context: GameContext }) => context.metaInput.hearts,
    },
    {
      id: 'signIn',
      systemId: 'signIn',
      src: 'signIn',
      input: ({ context }: { context: GameContext }) => context.metaInput.signIn,
    },
    {
      id: 'dailyTasks',
      systemId: 'dailyTasks',
      src: 'dailyTasks',
      input: ({ context }: { context: GameContext }) => context.metaInput.dailyTasks,
    },
  ],
  on: {
    POPUP_OPEN: { actions: sendTo('overlay', ({ event }) => ({ ...event, type: 'OPEN' as const })) },
    POPUP_CLOSE: { actions: sendTo('overlay', { type: 'CLOSE' as const }) },
    GRANT: { actions: 'grant' },
    DAY: { actions: 'newDay' },
    TOURNAMENT_OFFERED: { actions: assign({ officialTournament: ({ event }) => event.tournament }) },
    DEBUG_SET_COUNTDOWN: {
      actions: [
        assign({
          settings: ({ context, event }) => ({ ...context.settings, countdownMs: Math.max(1, event.seconds) * 1000 }),
        }),
        // The running level's countdown too, when there is one (outside a level nobody listens).
        enqueueActions(({ enqueue, event, self }) => {
          if (self.getSnapshot().children.countdown) {
            enqueue.sendTo('countdown', { type: 'SET', ms: Math.max(1, event.seconds) * 1000 });
          }
        }),
      ],
    },
    DEBUG_SET_REVIVE: {
      actions: assign({
        settings: ({ context, event }) => ({ ...context.settings, reviveMs: Math.max(1, event.seconds) * 1000 }),
      }),
    },
    TOGGLE_VIBRATION: {
      actions: [
        assign({ gameData: ({ context }) => ({ ...context.gameData, isVibart: !context.gameData.isVibart }) }),
        { type: 'persistGameData', params: ({ context }) => context.gameData },
      ],
    },
    TOGGLE_MUSIC: {
      actions: [
        assign({ save: ({ context }) => ({ ...context.save, game_music: !context.save.game_music }) }),
        { type: 'persist', params: ({ context }) => context.save },
        'announceSettings',
      ],
    },
    TOGGLE_SOUND: {
      actions: [
        assign({ save: ({ context }) => ({ ...context.save, game_sound: !context.save.game_sound }) }),
        { type: 'persist', params: ({ context }) => context.save },
        'announceSettings',
      ],
    },
    LOAD_LEVEL: {
      target: '.level',
      actions: assign({ customLevel: ({ event }) => event.json, mode: 'campaign', day: null, challenge: null }),
    },
  },
  states: {
    loading: {
      on: {
        PROGRESS: { actions: assign({ loadProgress: ({ event }) => Math.min(1, Math.max(0, event.value)) }) },
        LOADED: { target: 'menu', actions: assign({ loadProgress: 1 }) },
        // The host's copy of the saves arrives before the menu opens (the app reads it while loading).
        RESTORE: {
          actions: [
            assign(({ context, event }) => ({
              save: event.save,
              gameData: event.gameData,
              levelNumber: currentLevelFor(event.save.game_level, context.settings.levelCount),
              playingLevel: event.save.game_level,
            })),
            { type: 'persist', params: ({ event }) => event.save },
            { type: 'persistGameData', params: ({ event }) => event.gameData },
            'announceSettings',
          ],
        },
      },
    },
    menu: {
      initial: 'idle',
      on: {
        START: [
          {
            guard: 'heartIsLeft',
            target: 'level',
            actions: assign({ customLevel: null, mode: 'campaign', day: null, challenge: null }),
          },
          { actions: 'refusePlay' },
        ],
        PLAY_CHALLENGE: [
          {
            guard: 'heartIsLeft',
            target: 'level',
            actions: assign(({ event }) => ({
              customLevel: null,
              mode: 'challenge' as const,
              day: null,
              challenge: { seed: event.seed, theirs: event.theirs ?? null, score: null },
            })),
          },
          { actions: 'refusePlay' },
        ],
        OPEN_SETTINGS: 'settings',
        OPEN_TASKS: 'tasks',
        OPEN_RANK: 'rank',
        OPEN_CALENDAR: {
          target: 'calendar',
          actions: assign(({ context, event }) => ({
            today: event.today,
            calendarMonth: { year: event.today.year, month: event.today.month },
            gameData: {
              ...context.gameData,
              dailyChallengeCompleteDateArr: ensureYearTables(
                context.gameData.dailyChallengeCompleteDateArr,
                event.today,
              ),
            },
          })),
        },
      },
      states: {
        idle: {
          on: { LOOK_AD: 'lookAd' },
        },
        lookAd: adState({
          description: "The coin node's look-ad: a rewarded ad gives coins (spec 9: 'Coin add 200').",
          placement: 'look-ad',
          rewarded: { target: 'idle', actions: 'rewardLookAd' },
          missed: { target: 'idle' },
        }),
      },
    },
    tasks: {
      description: 'The task layer: each task with its progress; a reached task is claimed once for its reward.',
      on: {
        CLAIM_TASK: { actions: 'claimTask' },
        CLAIM_CHEST: { actions: 'claimChest' },
        CLOSE: 'menu',
      },
    },
    rank: {
      description: 'The rank layer (the app asks the platform for the rank); its ad-reward panel gives coins.',
      initial: 'open',
      on: { CLOSE: 'menu' },
      states: {
        open: {
          on: { LOOK_AD: 'lookAd' },
        },
        lookAd: adState({
          description: "The rank layer's ad-reward panel: a rewarded ad gives coins.",
          placement: 'rank-reward',
          rewarded: { target: 'open', actions: 'rewardLookAd' },
          missed: { target: 'open' },
        }),
      },
    },
    calendar: {
      description:
        'The daily challenge calendar: 42 day buttons, month paging; a past or today day not yet completed opens its level.',
      on: {
        PAGE: {
          guard: 'calendarCanPage',
          actions: assign({
            calendarMonth: ({ context, event }) =>
              addMonths(context.calendarMonth!.year, context.calendarMonth!.month, event.delta),
          }),
        },
        PLAY_DAY: {
          guard: 'dayIsPlayable',
          target: 'level',
          actions: assign({ customLevel: null, mode: 'daily', day: ({ event }) => event.day, challenge: null }),
        },
        CLOSE: 'menu',
      },
    },
    settings: {
      on: { CLOSE: 'menu' },
    },
    level: levelState,
  },
});
