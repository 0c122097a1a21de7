// The game statechart of variant A (spec section 4): screens, status UNRUN/RUN, taps, game over, revive.
import { assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import { buildLevel } from '../src/core/buildLevel';
import { parseLevel } from '../src/core/levelSchema';
import { applyWin, currentLevelFor } from '../src/core/progress';
import { clearTray, tapScrew, unlockBox } from '../src/core/rules';
import type { GameState, LevelSpec, RuleEvent } from '../src/core/types';
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
  | { type: 'LOAD_LEVEL'; json: unknown };

/** What the game tells the scene, physics, audio and UI; nothing flows back up. */
export type GameEmitted =
  | { type: 'level.built'; level: LevelSpec; rules: GameState }
  | { type: 'rules'; events: RuleEvent[]; rules: GameState }
  | { type: 'game.over'; ending: Ending }
  | { type: 'settings.changed'; music: boolean; sound: boolean };

export interface GameInput {
  settings: GameSettings;
  save: ScrewSave;
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
    /** Fetches the JSON of a level file by number (provided by the app). */
    loadLevelFile: fromPromise<unknown, { levelNumber: number; custom: unknown }>(async ({ input }) => {
      if (input.custom != null) return input.custom;
      throw new Error('loadLevelFile is not provided');
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
  },
  actions: {
    /** Writes the saved record (provided by the app). */
    persist: (_, _save: ScrewSave) => {},
    /** Posts a new best score to the leaderboard (provided by the app). */
    postScore: (_, _score: number) => {},
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
      actions: assign({ customLevel: ({ event }) => event.json }),
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
        START: { target: 'level', actions: assign({ customLevel: null }) },
        OPEN_SETTINGS: 'settings',
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
            input: ({ context }) => ({ levelNumber: context.levelNumber, custom: context.customLevel }),
            onDone: {
              target: 'checking',
              actions: assign(({ context, event }) => {
                const parsed = parseLevel(event.output, context.settings.boxCapacity);
                if (parsed.ok) return { level: parsed.level, error: null };
                const which = context.customLevel ? '(test)' : context.levelNumber;
                return { level: null, error: `Level ${which}: ${parsed.error}` };
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({
                error: ({ context, event }) =>
                  `Level ${context.levelNumber} could not be loaded: ${String((event.error as Error)?.message ?? event.error)}`,
              }),
            },
          },
        },
        checking: {
          description: 'The level file was validated: a bad one shows its message, a good one is built.',
          always: [{ guard: 'levelFileIsBad', target: 'failed' }, { target: 'building' }],
        },
        failed: {
          on: { BACK: { target: '#game.menu', actions: assign({ error: null, customLevel: null }) } },
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
                  {
                    actions: enqueueActions(({ context, event, enqueue }) => {
                      const result = tapScrew(context.rules!, event.id, false);
                      enqueue.assign({ rules: result.state });
                      enqueue({ type: 'announceRules', params: { events: result.events } });
                    }),
                  },
                ],
                UNLOCK_BOX: {
                  guard: ({ context, event }) => context.rules?.positions[event.position]?.locked === true,
                  target: 'unlocking',
                },
                EXIT: 'exit',
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
            NEXT: {
              target: 'fetching',
              actions: assign({
                levelNumber: ({ context }) => currentLevelFor(context.save.game_level, context.settings.levelCount),
                customLevel: null,
              }),
            },
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
