// The game statechart of variant A (spec section 4): screens, status UNRUN/RUN, taps, game over, revive.
import { assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import { buildLevel } from '../src/core/buildLevel';
import {
  canPage,
  compareDays,
  dayKeyString,
  ensureYearTables,
  isCompleted,
  markCompleted,
  addMonths,
  type DayKey,
  type MonthKey,
} from '../src/core/calendar';
import type { HintAnswer } from '../src/core/hint';
import { hintPaymentFor, spendHint, type HintPayment } from '../src/core/hintPrice';
import { parseLevel } from '../src/core/levelSchema';
import { applyWin, currentLevelFor } from '../src/core/progress';
import { clearTray, tapScrew, unlockBox } from '../src/core/rules';
import type { GameState, LevelSpec, RuleEvent } from '../src/core/types';
import type { GameData } from '../src/save/gameData';
import type { ScrewSave } from '../src/save/screwSave';
import { countdownMachine } from './countdown';

/** The numbers the statechart reads (from the variant config and URL parameters). */
export interface GameSettings {
  levelCount: number;
  boxCapacity: number;
  countdownMs: number;
  reviveMs: number;
  winScore: number;
  gameOverDelayMs: number;
}

export type Ending = 'won' | 'lost-full' | 'lost-time';

/** What is being played: the level ladder (game_level) or one day's daily challenge. */
export type PlayMode = 'campaign' | 'daily';

export interface GameContext {
  settings: GameSettings;
  save: ScrewSave;
  /** The level file being played (game_level_current). */
  levelNumber: number;
  /** The game level shown while playing (game_level when the level was built; a win raises game_level). */
  playingLevel: number;
  /** A level given as JSON through the test hook, played instead of the level file. */
  customLevel: unknown;
  level: LevelSpec | null;
  rules: GameState | null;
  ending: Ending | null;
  bestBeaten: boolean;
  error: string | null;
  loadProgress: number;
  /** The app-level gameData: daily-challenge table, coins, props, today's free hints. */
  gameData: GameData;
  mode: PlayMode;
  /** The day whose challenge is being played (daily mode). */
  day: DayKey | null;
  /** The player's local date when the calendar was last opened (wall clock, from the UI). */
  today: DayKey | null;
  /** The month the calendar page shows. */
  calendarMonth: MonthKey | null;
  /** How the hint being searched for is paid, charged when its answer arrives. */
  hintPayment: HintPayment | null;
  /** The player's local date when the hint was asked for. */
  hintDay: DayKey | null;
  /** The position the running hint search started from. */
  hintFrom: GameState | null;
}

export type GameEvent =
  | { type: 'PROGRESS'; value: number }
  | { type: 'LOADED' }
  | { type: 'START' }
  | { type: 'OPEN_SETTINGS' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE_MUSIC' }
  | { type: 'TOGGLE_SOUND' }
  | { type: 'TAP_SCREW'; id: string }
  | { type: 'UNLOCK_BOX'; position: number }
  | { type: 'TICK'; deltaMs: number }
  | { type: 'VISIBILITY'; hidden: boolean }
  | { type: 'EXIT' }
  | { type: 'SUBMIT' }
  | { type: 'TIME_UP' }
  | { type: 'NEXT' }
  | { type: 'RESTART' }
  | { type: 'REVIVE' }
  | { type: 'BACK' }
  | { type: 'LOAD_LEVEL'; json: unknown }
  | { type: 'OPEN_CALENDAR'; today: DayKey }
  | { type: 'PAGE'; delta: -1 | 1 }
  | { type: 'PLAY_DAY'; day: DayKey }
  | { type: 'HINT'; today: DayKey };

/** What the level loader is asked for: a level file by number, the day's challenge, or a test level. */
export interface LevelRequest {
  levelNumber: number;
  custom: unknown;
  day?: DayKey | null;
}

/** What the game tells the scene, physics, audio and UI; nothing flows back up. */
export type GameEmitted =
  | { type: 'level.built'; level: LevelSpec; rules: GameState }
  | { type: 'rules'; events: RuleEvent[]; rules: GameState }
  | { type: 'game.over'; ending: Ending }
  | { type: 'settings.changed'; music: boolean; sound: boolean }
  | { type: 'hint'; answer: HintAnswer }
  | { type: 'daily.completed'; day: DayKey };

export interface GameInput {
  settings: GameSettings;
  save: ScrewSave;
  gameData: GameData;
  /** Start at this game level instead of the saved one (URL `?level=N`). */
  startLevel?: number;
}

/** Variant A's game: loading → menu → level (RUN ⇄ exit) → game over → win or lose layers. */
export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
    emitted: {} as GameEmitted,
  },
  actors: {
    countdown: countdownMachine,
    /** Fetches the JSON of a level file by number, or makes the day's challenge (provided by the app). */
    loadLevelFile: fromPromise<unknown, LevelRequest>(async ({ input }) => {
      if (input.custom != null) return input.custom;
      throw new Error('loadLevelFile is not provided');
    }),
    /** Searches a winning line from the current position (provided by the app: a worker running the solver). */
    findHint: fromPromise<HintAnswer, { level: LevelSpec; rules: GameState }>(async () => {
      throw new Error('findHint is not provided');
    }),
    /** Plays a rewarded ad through the platform; true when the reward is earned. */
    rewardedAd: fromPromise<boolean, { placement: string }>(async () => true),
  },
  guards: {
    /** Asked of physics: does a present board of a higher group overlap this screw now? */
    screwIsCovered: () => false,
    levelFileIsBad: ({ context }) => context.level === null,
    levelIsOver: ({ context }) => context.rules !== null && context.rules.outcome !== 'playing',
    levelWasWon: ({ context }) => context.ending === 'won',
    trayWasFull: ({ context }) => context.ending === 'lost-full',
    rewardEarned: ({ event }) => (event as unknown as { output: unknown }).output === true,
    playingDaily: ({ context }) => context.mode === 'daily',
    /** Only a day up to today that is not yet completed opens its challenge. */
    dayIsPlayable: ({ context, event }) =>
      event.type === 'PLAY_DAY' &&
      context.today !== null &&
      compareDays(event.day, context.today) <= 0 &&
      !isCompleted(context.gameData.dailyChallengeCompleteDateArr, event.day),
    calendarCanPage: ({ context, event }) =>
      event.type === 'PAGE' &&
      context.today !== null &&
      context.calendarMonth !== null &&
      canPage(context.calendarMonth.year, context.calendarMonth.month, context.today, event.delta),
    /** The hint is paid without an ad: free today, a hint prop, or enough coins. */
    hintNeedsNoAd: ({ context, event }) =>
      event.type === 'HINT' && hintPaymentFor(context.gameData, event.today) !== 'ad',
    /** The position changed while the hint was searched: search again from the new one. */
    hintIsStale: ({ context }) => context.hintFrom !== context.rules,
  },
  actions: {
    /** Writes the saved record (provided by the app). */
    persist: (_, _save: ScrewSave) => {},
    /** Posts a new best score to the leaderboard (provided by the app). */
    postScore: (_, _score: number) => {},
    /** Writes the gameData record (provided by the app). */
    persistGameData: (_, _data: GameData) => {},
    /** Applies the tap rule to an uncovered screw and hands its events on. */
    tapScrew: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'TAP_SCREW') return;
      const result = tapScrew(context.rules!, event.id, false);
      enqueue.assign({ rules: result.state });
      enqueue.emit({ type: 'rules', events: result.events, rules: result.state });
    }),
    /** Hands rule events to physics, the scene, audio and the UI. */
    announceRules: emit(({ context }, params: { events: RuleEvent[] }) => ({
      type: 'rules' as const,
      events: params.events,
      rules: context.rules!,
    })),
  },
  delays: {
    gameOverDelay: ({ context }) => context.settings.gameOverDelayMs,
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => {
    const save = input.startLevel ? { ...input.save, game_level: input.startLevel } : input.save;
    return {
      settings: input.settings,
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
      gameData: input.gameData,
      mode: 'campaign',
      day: null,
      today: null,
      calendarMonth: null,
      hintPayment: null,
      hintDay: null,
      hintFrom: null,
    };
  },
  initial: 'loading',
  on: {
    TOGGLE_MUSIC: {
      actions: [
        assign({ save: ({ context }) => ({ ...context.save, game_music: !context.save.game_music }) }),
        { type: 'persist', params: ({ context }) => context.save },
        emit(({ context }) => ({
          type: 'settings.changed' as const,
          music: context.save.game_music,
          sound: context.save.game_sound,
        })),
      ],
    },
    TOGGLE_SOUND: {
      actions: [
        assign({ save: ({ context }) => ({ ...context.save, game_sound: !context.save.game_sound }) }),
        { type: 'persist', params: ({ context }) => context.save },
        emit(({ context }) => ({
          type: 'settings.changed' as const,
          music: context.save.game_music,
          sound: context.save.game_sound,
        })),
      ],
    },
    LOAD_LEVEL: {
      target: '.level',
      actions: assign({ customLevel: ({ event }) => event.json, mode: 'campaign', day: null }),
    },
  },
  states: {
    loading: {
      on: {
        PROGRESS: { actions: assign({ loadProgress: ({ event }) => Math.min(1, Math.max(0, event.value)) }) },
        LOADED: { target: 'menu', actions: assign({ loadProgress: 1 }) },
      },
    },
    menu: {
      on: {
        START: { target: 'level', actions: assign({ customLevel: null, mode: 'campaign', day: null }) },
        OPEN_SETTINGS: 'settings',
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
          actions: assign({ customLevel: null, mode: 'daily', day: ({ event }) => event.day }),
        },
        CLOSE: 'menu',
      },
    },
    settings: {
      on: { CLOSE: 'menu' },
    },
    level: {
      initial: 'fetching',
      invoke: {
        id: 'countdown',
        src: 'countdown',
        input: ({ context }) => ({ ms: context.settings.countdownMs, pausedBy: ['status'] }),
      },
      on: {
        TICK: { actions: sendTo('countdown', ({ event }) => event) },
        VISIBILITY: {
          actions: sendTo(
            'countdown',
            ({ event }) => ({ type: event.hidden ? 'PAUSE' : 'RESUME', reason: 'hidden' }) as const,
          ),
        },
      },
      states: {
        fetching: {
          invoke: {
            src: 'loadLevelFile',
            input: ({ context }) => ({
              levelNumber: context.levelNumber,
              custom: context.customLevel,
              day: context.mode === 'daily' ? context.day : null,
            }),
            onDone: {
              target: 'checking',
              actions: assign(({ context, event }) => {
                const parsed = parseLevel(event.output, context.settings.boxCapacity);
                if (parsed.ok) return { level: parsed.level, error: null };
                const which = context.customLevel
                  ? '(test)'
                  : context.mode === 'daily' && context.day
                    ? `of ${dayKeyString(context.day)}`
                    : context.levelNumber;
                return { level: null, error: `Level ${which}: ${parsed.error}` };
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({
                error: ({ context, event }) =>
                  `Level ${context.mode === 'daily' && context.day ? `of ${dayKeyString(context.day)}` : context.levelNumber} could not be loaded: ${String((event.error as Error)?.message ?? event.error)}`,
              }),
            },
          },
        },
        checking: {
          description: 'The level file was validated: a bad one shows its message, a good one is built.',
          always: [{ guard: 'levelFileIsBad', target: 'failed' }, { target: 'building' }],
        },
        failed: {
          on: {
            BACK: [
              { guard: 'playingDaily', target: '#game.calendar', actions: assign({ error: null }) },
              { target: '#game.menu', actions: assign({ error: null, customLevel: null }) },
            ],
          },
        },
        building: {
          description: 'New game or restart: status UNRUN, build the level, reset the countdown, then RUN.',
          entry: [
            assign({
              rules: ({ context }) => buildLevel(context.level!, { boxCapacity: context.settings.boxCapacity }),
              playingLevel: ({ context }) => context.save.game_level,
              ending: null,
              bestBeaten: false,
              error: null,
            }),
            sendTo(
              'countdown',
              ({ context }) =>
                ({
                  type: 'SET',
                  ms: context.level?.countdown ? context.level.countdown * 1000 : context.settings.countdownMs,
                }) as const,
            ),
            emit(({ context }) => ({ type: 'level.built' as const, level: context.level!, rules: context.rules! })),
          ],
          always: 'run',
        },
        run: {
          description: 'Status RUN: the countdown ticks, taps move screws.',
          initial: 'playing',
          entry: sendTo('countdown', { type: 'RESUME', reason: 'status' }),
          exit: sendTo('countdown', { type: 'PAUSE', reason: 'status' }),
          on: {
            TIME_UP: { target: 'over', actions: assign({ ending: 'lost-time' }) },
          },
          states: {
            playing: {
              always: { guard: 'levelIsOver', target: '#game.level.over' },
              on: {
                TAP_SCREW: [
                  {
                    guard: 'screwIsCovered',
                    actions: {
                      type: 'announceRules',
                      params: ({ event }) => ({ events: [{ type: 'Rejected', screwId: event.id, reason: 'covered' }] }),
                    },
                  },
                  { actions: 'tapScrew' },
                ],
                HINT: [
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
                UNLOCK_BOX: {
                  guard: ({ context, event }) => context.rules?.positions[event.position]?.locked === true,
                  target: 'unlocking',
                },
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
                      emit(({ event }) => ({ type: 'hint' as const, answer: event.output })),
                    ],
                  },
                ],
                onError: {
                  target: 'playing',
                  actions: [
                    assign({ hintPayment: null }),
                    emit({ type: 'hint' as const, answer: { kind: 'unsure' as const, screwId: null } }),
                  ],
                },
              },
              on: {
                TAP_SCREW: [
                  {
                    guard: 'screwIsCovered',
                    actions: {
                      type: 'announceRules',
                      params: ({ event }) => ({ events: [{ type: 'Rejected', screwId: event.id, reason: 'covered' }] }),
                    },
                  },
                  { actions: 'tapScrew' },
                ],
                EXIT: { target: 'exit', actions: assign({ hintPayment: null }) },
              },
            },
            hintAd: {
              description: 'No free hint, prop or coins left: a rewarded ad pays for the hint.',
              entry: sendTo('countdown', { type: 'PAUSE', reason: 'ad' }),
              exit: sendTo('countdown', { type: 'RESUME', reason: 'ad' }),
              invoke: {
                src: 'rewardedAd',
                input: { placement: 'hint' },
                onDone: [
                  { guard: 'rewardEarned', target: 'hinting' },
                  { target: 'playing', actions: assign({ hintPayment: null }) },
                ],
                onError: { target: 'playing', actions: assign({ hintPayment: null }) },
              },
            },
            exit: {
              description: 'The exit layer: the game pauses; submit returns to the menu, close resumes.',
              entry: sendTo('countdown', { type: 'PAUSE', reason: 'exit' }),
              exit: sendTo('countdown', { type: 'RESUME', reason: 'exit' }),
              on: {
                CLOSE: 'playing',
                SUBMIT: '#game.menu',
              },
            },
            unlocking: {
              description: 'A rewarded ad opens a locked box position.',
              entry: sendTo('countdown', { type: 'PAUSE', reason: 'ad' }),
              exit: sendTo('countdown', { type: 'RESUME', reason: 'ad' }),
              invoke: {
                src: 'rewardedAd',
                input: { placement: 'unlock-box' },
                onDone: [
                  {
                    guard: 'rewardEarned',
                    target: 'playing',
                    actions: enqueueActions(({ context, enqueue }) => {
                      const position = context.rules!.positions.findIndex((p) => p.locked);
                      const result = unlockBox(context.rules!, position);
                      enqueue.assign({ rules: result.state });
                      enqueue({ type: 'announceRules', params: { events: result.events } });
                    }),
                  },
                  { target: 'playing' },
                ],
                onError: 'playing',
              },
            },
          },
        },
        over: {
          description: 'Game over: status UNRUN; a win is scored and saved at once; the layer shows after the delay.',
          entry: [
            assign({
              ending: ({ context }) => context.ending ?? (context.rules?.outcome === 'won' ? 'won' : 'lost-full'),
            }),
            enqueueActions(({ context, enqueue }) => {
              if (context.ending !== 'won') return;
              if (context.mode === 'daily' && context.day) {
                // A daily challenge marks its day; the level ladder and the score are the campaign's.
                const gameData = {
                  ...context.gameData,
                  dailyChallengeCompleteDateArr: markCompleted(
                    context.gameData.dailyChallengeCompleteDateArr,
                    context.day,
                  ),
                };
                enqueue.assign({ gameData });
                enqueue({ type: 'persistGameData', params: gameData });
                enqueue.emit({ type: 'daily.completed', day: context.day });
                return;
              }
              const { save, bestBeaten } = applyWin(context.save, context.settings);
              enqueue.assign({ save, bestBeaten });
              enqueue({ type: 'persist', params: save });
              if (bestBeaten) enqueue({ type: 'postScore', params: save.scoreMax });
            }),
            emit(({ context }) => ({ type: 'game.over' as const, ending: context.ending! })),
          ],
          after: {
            gameOverDelay: [
              { guard: 'levelWasWon', target: 'won' },
              { guard: 'trayWasFull', target: 'lostFull' },
              { target: 'lostTime' },
            ],
          },
        },
        won: {
          on: {
            NEXT: [
              {
                guard: 'playingDaily',
                target: '#game.calendar',
                actions: assign({
                  calendarMonth: ({ context }) => ({ year: context.day!.year, month: context.day!.month }),
                }),
              },
              {
                target: 'fetching',
                actions: assign({
                  levelNumber: ({ context }) => currentLevelFor(context.save.game_level, context.settings.levelCount),
                  customLevel: null,
                }),
              },
            ],
          },
        },
        lostFull: {
          on: { RESTART: 'building', REVIVE: 'revivingFull' },
        },
        lostTime: {
          on: { RESTART: 'building', REVIVE: 'revivingTime' },
        },
        revivingFull: {
          description: 'Revive after lose-full: a rewarded ad, then the tray is cleared and RUN resumes.',
          invoke: {
            src: 'rewardedAd',
            input: { placement: 'revive-full' },
            onDone: [
              {
                guard: 'rewardEarned',
                target: 'run',
                actions: enqueueActions(({ context, enqueue }) => {
                  const result = clearTray(context.rules!);
                  enqueue.assign({ rules: result.state, ending: null });
                  enqueue({ type: 'announceRules', params: { events: result.events } });
                }),
              },
              { target: 'lostFull' },
            ],
            onError: 'lostFull',
          },
        },
        revivingTime: {
          description: 'Revive after lose-time: a rewarded ad, then the revive time is added and RUN resumes.',
          invoke: {
            src: 'rewardedAd',
            input: { placement: 'revive-time' },
            onDone: [
              {
                guard: 'rewardEarned',
                target: 'run',
                actions: [
                  assign({ ending: null }),
                  sendTo('countdown', ({ context }) => ({ type: 'ADD', ms: context.settings.reviveMs }) as const),
                ],
              },
              { target: 'lostTime' },
            ],
            onError: 'lostTime',
          },
        },
      },
    },
  },
});
