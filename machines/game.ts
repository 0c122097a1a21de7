// The game statechart of variant A (spec section 4): screens, status UNRUN/RUN, taps, game over, revive,
// the skills (a child chart), coins, the look-ad reward, the win's rewards and best times, and the daily tasks.
import { assign, emit, enqueueActions, fromPromise, sendTo, setup, type PromiseActorLogic } from 'xstate';
import { buildLevel } from '../src/core/buildLevel';
import {
  canPage,
  compareDays,
  dayKeyString,
  ensureYearTables,
  isCompleted,
  markCompleted,
  addMonths,
} from '../src/core/calendar';
import {
  addCoins,
  addWalletReward,
  LOOK_AD_COINS,
  payWith,
  SCREW_SKILLS,
  skillBlocker,
  TIPS,
  type SkillIndex,
} from '../src/core/economy';
import type { HintAnswer } from '../src/core/hint';
import { hintPaymentFor, spendHint } from '../src/core/hintPrice';
import { parseLevel } from '../src/core/levelSchema';
import { recordBestTime } from '../src/core/bestTimes';
import { applyWin, currentLevelFor } from '../src/core/progress';
import { breakBoard, clearTray, tapScrew, unlockBox, unlockTraySlot } from '../src/core/rules';
import {
  claimTask,
  claimTaskChest,
  recordTaskEvent,
  resetTasksForDay,
  recordTaskEvents,
  SCREW_TASKS,
  taskEventsOfRules,
  type TaskEvent,
} from '../src/core/tasks';
import type { GameState, LevelSpec, RuleEvent, RuleResult } from '../src/core/types';
import { payWin, type WinRewardTable } from '../src/core/winRewards';
import type { GameData } from '../src/core/records';
import type { ScrewSave } from '../src/core/records';
import { countdownMachine } from './countdown';
import { adOutcomeOf, adTip, skillsMachine, type AdResult } from './skills';

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

/** The rule a paid skill applies: unlock a tray slot, clear the tray, or break the chosen board. */
function applySkill(rules: GameState, skill: SkillIndex, boardId: string | null): RuleResult {
  switch (skill) {
    case 0:
      return unlockTraySlot(rules);
    case 1:
      return clearTray(rules);
    case 2:
      return boardId === null ? { state: rules, events: [] } : breakBoard(rules, boardId);
  }
}

/** A board the break-board skill can take: present and still held by a screw. */
function boardIsLeft(rules: GameState | null, boardId: string | null): boardId is string {
  return boardId !== null && (rules?.boards[boardId]?.pins.length ?? 0) > 0;
}

/**
 * The named actions that other actions of `setup` enqueue. XState types a name only in the machine
 * config, not inside `setup` itself, so these go through {@link named}, which keeps them checked here.
 */
type NamedAction =
  | { type: 'announceRules'; params: { events: RuleEvent[] } }
  | { type: 'keepGameData'; params: { data: GameData } }
  | { type: 'persistGameData'; params: GameData }
  | { type: 'toast'; params: { text: string } };
const named = (action: NamedAction) => action as never;

const skillTable = (settings: GameSettings) => settings.skills ?? SCREW_SKILLS;
const taskTable = (settings: GameSettings) => settings.tasks ?? SCREW_TASKS;
const winRewards = (settings: GameSettings): WinRewardTable => ({
  levelCoins: settings.winCoins,
  firstWinOfDayCoins: settings.winBonus?.firstWinOfDayCoins,
  dailyChallengeCoins: settings.winBonus?.dailyChallengeCoins,
});

/**
 * The app's rewarded ad for the game and for its skills chart (which plays its own ads): spread into
 * `gameMachine.provide({ actors: { ...withRewardedAd(ad), ... } })`.
 */
export function withRewardedAd(ad: PromiseActorLogic<AdResult, { placement: string }>) {
  return { rewardedAd: ad, skills: skillsMachine.provide({ actors: { rewardedAd: ad } }) };
}

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
    /** Plays a rewarded ad through the platform: true, 'rewarded' or `{ rewarded: true }` when the reward is earned. */
    rewardedAd: fromPromise<AdResult, { placement: string }>(async () => true),
    /** The skills chart; the app provides it with its rewarded ad (see {@link withRewardedAd}). */
    skills: skillsMachine,
  },
  guards: {
    /** The break-board skill waits for a board: a tap goes to the skill, wherever it lands. */
    choosingBoard: ({ context }) => context.skillView?.stage === 'selectingBoard',
    /** A tap on a locked box position (a rewarded ad opens it). */
    tapOnLockedBox: ({ context, event }) =>
      event.type === 'CANVAS_TAP' &&
      event.hit.kind === 'lockedBox' &&
      context.rules?.positions[event.hit.position]?.locked === true,
    tapOnScrew: ({ event }) => event.type === 'CANVAS_TAP' && event.hit.kind === 'screw',
    levelFileIsBad: ({ context }) => context.level === null,
    levelIsOver: ({ context }) => context.rules !== null && context.rules.outcome !== 'playing',
    levelWasWon: ({ context }) => context.ending === 'won',
    trayWasFull: ({ context }) => context.ending === 'lost-full',
    rewardEarned: ({ event }) => adOutcomeOf((event as unknown as { output: unknown }).output).rewarded,
    /** A skill's tip layer, ad or board selection is open. */
    skillIsOpen: ({ context }) => context.skillBusy,
    playingDaily: ({ context }) => context.mode === 'daily',
    /** The in-game video button asks before its ad (variant A). */
    lookAdAsks: ({ context }) => context.settings.lookAdAsks === true,
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
    /** The tap rule decides, cover included: a covered screw is Rejected (the scene shakes it), a free one moves. */
    tapScrew: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CANVAS_TAP' || event.hit.kind !== 'screw') return;
      const result = tapScrew(context.rules!, event.hit.id, event.hit.covered);
      enqueue.assign({ rules: result.state });
      enqueue(named({ type: 'announceRules', params: { events: result.events } }));
    }),
    /** The board under a tap (a screw's board counts) goes to the skill choosing one; a falling or unknown board is none. */
    tapBoardForSkill: sendTo('skills', ({ context, event }) => {
      const hit = event.type === 'CANVAS_TAP' ? event.hit : null;
      const boardId = hit && (hit.kind === 'screw' || hit.kind === 'board') ? hit.boardId : null;
      return { type: 'BOARD_TAPPED' as const, boardId: boardIsLeft(context.rules, boardId) ? boardId : null };
    }),
    /** Hands rule events to physics, the scene, audio and the UI, and counts them for the tasks. */
    announceRules: enqueueActions(({ context, enqueue }, params: { events: RuleEvent[] }) => {
      enqueue.emit({ type: 'rules', events: params.events, rules: context.rules! });
      const data = recordTaskEvents(context.gameData, taskEventsOfRules(params.events), taskTable(context.settings));
      enqueue(named({ type: 'keepGameData', params: { data } }));
    }),
    /** Takes a new gameData and saves it, when it changed. */
    keepGameData: enqueueActions(({ context, enqueue }, params: { data: GameData }) => {
      if (params.data === context.gameData) return;
      enqueue.assign({ gameData: params.data });
      enqueue(named({ type: 'persistGameData', params: params.data }));
    }),
    /** Adds a reward from outside the level (whole, non-negative amounts only) and saves it. */
    grant: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'GRANT') return;
      const data = { ...context.gameData };
      for (const item of ['coin1', 'prop0', 'prop1', 'prop2'] as const) {
        const n = event.reward[item] ?? 0;
        if (Number.isSafeInteger(n) && n > 0) data[item] += n;
      }
      enqueue(named({ type: 'keepGameData', params: { data } }));
    }),
    /** A transient tip for the UI. */
    toast: emit((_, params: { text: string }) => ({ type: 'toast' as const, text: params.text })),
    /** The tip of a rewarded ad that gave no reward: 'No ads available' or 'Video playback interrupted'. */
    tellAdMissed: emit(({ event }) => ({
      type: 'toast' as const,
      text:
        'output' in event
          ? adTip(adOutcomeOf((event as unknown as { output: unknown }).output))
          : adTip({ rewarded: false, reason: 'failed' }),
    })),
    /** Opens the chosen skill's tip layer: the skills chart gets the wallet and whether the skill can apply. */
    chooseSkill: sendTo('skills', ({ context, event }) => {
      const skill = event.type === 'SKILL' ? event.skill : 0;
      const { coin1, prop0, prop1, prop2 } = context.gameData;
      return {
        type: 'CHOOSE' as const,
        skill,
        wallet: { coin1, prop0, prop1, prop2 },
        blocker: skillBlocker(context.rules, skill, { ...TIPS, ...context.settings.skillTips }),
      };
    }),
    /**
     * A paid skill: charge the wallet, apply its rule, announce both. When the skill cannot apply (any
     * more) or the payment cannot be made, it says why and costs nothing.
     */
    useSkill: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'SKILL_USED') return;
      const blocker = skillBlocker(context.rules, event.skill, { ...TIPS, ...context.settings.skillTips });
      if (blocker) return void enqueue(named({ type: 'toast', params: { text: blocker } }));
      const paid = payWith(context.gameData, event.skill, event.payment, skillTable(context.settings));
      if (!paid.ok) return void enqueue(named({ type: 'toast', params: { text: paid.error } }));
      const result = applySkill(context.rules!, event.skill, event.boardId);
      if (result.events.length === 0) return void enqueue(named({ type: 'toast', params: { text: TIPS.noBoard } }));
      const data = recordTaskEvent(paid.wallet, { type: 'skillUsed' }, taskTable(context.settings));
      enqueue.assign({ rules: result.state });
      enqueue(named({ type: 'keepGameData', params: { data } }));
      enqueue(named({ type: 'announceRules', params: { events: result.events } }));
      enqueue.emit({ type: 'skill.used', skill: event.skill, payment: event.payment, boardId: event.boardId });
    }),
    /** The end of a look-ad: coins when it was watched, else the tip that says why not. */
    rewardLookAd: enqueueActions(({ context, event, enqueue }) => {
      const outcome = adOutcomeOf((event as unknown as { output: unknown }).output);
      if (!outcome.rewarded) return void enqueue(named({ type: 'toast', params: { text: adTip(outcome) } }));
      const data = addCoins(context.gameData, context.settings.lookAdCoins ?? LOOK_AD_COINS);
      enqueue(named({ type: 'keepGameData', params: { data } }));
      enqueue(named({ type: 'toast', params: { text: TIPS.rewarded } }));
    }),
    /** Counts the countdown time played since the last count, in whole minutes, for the tasks. */
    countPlayTime: enqueueActions(({ context, self, enqueue }) => {
      const countdown = self.getSnapshot().children.countdown;
      const elapsed = (countdown?.getSnapshot().context.elapsedMs as number | undefined) ?? context.countedPlayMs;
      const total = context.playCarryMs + Math.max(0, elapsed - context.countedPlayMs);
      const minutes = Math.floor(total / 60_000);
      enqueue.assign({ countedPlayMs: elapsed, playCarryMs: total - minutes * 60_000 });
      if (minutes === 0) return;
      const data = recordTaskEvent(
        context.gameData,
        { type: 'minutePlayed', count: minutes },
        taskTable(context.settings),
      );
      enqueue(named({ type: 'keepGameData', params: { data } }));
    }),
    /** Claims a task's reward once its counter reached the threshold (task layer). */
    claimTask: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CLAIM_TASK') return;
      const claim = claimTask(context.gameData, event.id, taskTable(context.settings));
      if (!claim.ok) return void enqueue(named({ type: 'toast', params: { text: claim.text } }));
      enqueue(named({ type: 'keepGameData', params: { data: claim.data } }));
      enqueue.emit({ type: 'task.claimed', id: event.id, reward: claim.reward });
    }),
    /** Opens a chest of the points bar once its points are reached: its coins and props go to the wallet. */
    claimChest: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CLAIM_CHEST') return;
      const claim = claimTaskChest(context.gameData, event.id, context.settings.taskChests ?? []);
      if (!claim.ok) return void enqueue(named({ type: 'toast', params: { text: claim.text } }));
      const data = addWalletReward(claim.data, claim.chest.reward);
      enqueue(named({ type: 'keepGameData', params: { data } }));
      enqueue.emit({ type: 'chest.claimed', id: claim.chest.id, reward: claim.chest.reward });
    }),
    /** The player's day: on a new one the tasks, their claims, the chests and the points start again. */
    newDay: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'DAY') return;
      enqueue.assign({ clockDay: event.today });
      const data = resetTasksForDay(context.gameData, event.today, taskTable(context.settings));
      enqueue(named({ type: 'keepGameData', params: { data } }));
    }),
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
      gameData: input.today
        ? resetTasksForDay(input.gameData, input.today, input.settings.tasks ?? SCREW_TASKS)
        : input.gameData,
      mode: 'campaign',
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
  on: {
    GRANT: { actions: 'grant' },
    DAY: { actions: 'newDay' },
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
            emit(({ event }) => ({
              type: 'settings.changed' as const,
              music: event.save.game_music,
              sound: event.save.game_sound,
            })),
          ],
        },
      },
    },
    menu: {
      initial: 'idle',
      on: {
        START: { target: 'level', actions: assign({ customLevel: null, mode: 'campaign', day: null }) },
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
        lookAd: {
          description: "The coin node's look-ad: a rewarded ad gives coins (spec 9: 'Coin add 200').",
          invoke: {
            src: 'rewardedAd',
            input: { placement: 'look-ad' },
            onDone: { target: 'idle', actions: 'rewardLookAd' },
            onError: { target: 'idle', actions: 'tellAdMissed' },
          },
        },
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
        lookAd: {
          invoke: {
            src: 'rewardedAd',
            input: { placement: 'rank-reward' },
            onDone: { target: 'open', actions: 'rewardLookAd' },
            onError: { target: 'open', actions: 'tellAdMissed' },
          },
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
      entry: assign({ countedPlayMs: 0 }),
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
              gameLevel: context.mode === 'daily' ? null : context.save.game_level,
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
              timeTakenMs: null,
              winPay: null,
              bestTime: null,
              levelStartElapsedMs: ({ self }) =>
                (self.getSnapshot().children.countdown?.getSnapshot().context.elapsedMs as number | undefined) ?? 0,
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
          description:
            'Status RUN: the countdown ticks, taps move screws, skills open their tip layer (the skills chart lives here, so game over closes it).',
          initial: 'playing',
          entry: sendTo('countdown', { type: 'RESUME', reason: 'status' }),
          exit: [
            sendTo('countdown', { type: 'PAUSE', reason: 'status' }),
            sendTo('countdown', { type: 'RESUME', reason: 'skill' }),
            assign({ skillView: null, skillBusy: false }),
            'countPlayTime',
          ],
          invoke: {
            id: 'skills',
            src: 'skills',
            input: ({ context }) => ({ table: skillTable(context.settings) }),
          },
          on: {
            TIME_UP: { target: 'over', actions: assign({ ending: 'lost-time' }) },
            SKILL_SUBMIT: { actions: sendTo('skills', { type: 'SUBMIT' }) },
            SKILL_PAY_COINS: { actions: sendTo('skills', { type: 'PAY_COINS' }) },
            SKILL_CLOSE: { actions: sendTo('skills', { type: 'CLOSE' }) },
            SKILL_BUSY: {
              actions: [
                assign({ skillBusy: ({ event }) => event.busy }),
                sendTo(
                  'countdown',
                  ({ event }) => ({ type: event.busy ? 'PAUSE' : 'RESUME', reason: 'skill' }) as const,
                ),
              ],
            },
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
                CANVAS_TAP: TAP_IN_PLAY,
                SKILL: { actions: 'chooseSkill' },
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
                  { target: 'playing', actions: [assign({ hintPayment: null }), 'tellAdMissed'] },
                ],
                onError: { target: 'playing', actions: [assign({ hintPayment: null }), 'tellAdMissed'] },
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
            lookAdAsk: {
              description:
                "The coin node's video button asks first (what the ad gives, Watch or Cancel); the countdown waits.",
              entry: sendTo('countdown', { type: 'PAUSE', reason: 'ask' }),
              exit: sendTo('countdown', { type: 'RESUME', reason: 'ask' }),
              on: {
                LOOK_AD_WATCH: 'lookAd',
                LOOK_AD_CANCEL: 'playing',
              },
            },
            lookAd: {
              description: "The coin node's look-ad during play: the countdown waits while the ad plays.",
              entry: sendTo('countdown', { type: 'PAUSE', reason: 'ad' }),
              exit: sendTo('countdown', { type: 'RESUME', reason: 'ad' }),
              invoke: {
                src: 'rewardedAd',
                input: { placement: 'look-ad' },
                onDone: { target: 'playing', actions: 'rewardLookAd' },
                onError: { target: 'playing', actions: 'tellAdMissed' },
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
                  { target: 'playing', actions: 'tellAdMissed' },
                ],
                onError: { target: 'playing', actions: 'tellAdMissed' },
              },
            },
          },
        },
        over: {
          description: 'Game over: status UNRUN; a win is scored and saved at once; the layer shows after the delay.',
          entry: [
            assign({
              ending: ({ context }) => context.ending ?? (context.rules?.outcome === 'won' ? 'won' : 'lost-full'),
              timeTakenMs: ({ context, self }) => {
                const elapsed = self.getSnapshot().children.countdown?.getSnapshot().context.elapsedMs as
                  number | undefined;
                return Math.max(0, (elapsed ?? context.levelStartElapsedMs) - context.levelStartElapsedMs);
              },
            }),
            enqueueActions(({ context, enqueue }) => {
              if (context.ending !== 'won') return;
              const daily = context.mode === 'daily' && context.day !== null;
              // The win's coins, the first win of the day's bonus and a daily challenge's reward.
              const { wallet: paid, pay } = payWin(
                context.gameData,
                { daily, today: context.clockDay },
                winRewards(context.settings),
              );
              enqueue.assign({ winPay: pay });
              const won: TaskEvent[] = daily ? [{ type: 'levelWon' }, { type: 'dailyWon' }] : [{ type: 'levelWon' }];
              const counted = recordTaskEvents(paid, won, taskTable(context.settings));
              if (daily) {
                // A daily challenge marks its day; the level ladder, the score and best times are the campaign's.
                const data = {
                  ...counted,
                  dailyChallengeCompleteDateArr: markCompleted(counted.dailyChallengeCompleteDateArr, context.day!),
                };
                enqueue({ type: 'keepGameData', params: { data } });
                enqueue.emit({ type: 'daily.completed', day: context.day! });
                return;
              }
              const best = recordBestTime(counted.bestTimes, context.level!.id, context.timeTakenMs ?? 0);
              enqueue.assign({ bestTime: { ms: best.bestMs, beaten: best.beaten } });
              const data = best.times === counted.bestTimes ? counted : { ...counted, bestTimes: { ...best.times } };
              enqueue({ type: 'keepGameData', params: { data } });
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
          on: { RESTART: 'building', REVIVE: 'revivingFull', HOME: '#game.menu' },
        },
        lostTime: {
          on: { RESTART: 'building', REVIVE: 'revivingTime', HOME: '#game.menu' },
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
                  enqueue.emit({ type: 'level.revived' });
                }),
              },
              { target: 'lostFull', actions: 'tellAdMissed' },
            ],
            onError: { target: 'lostFull', actions: 'tellAdMissed' },
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
                  emit({ type: 'level.revived' as const }),
                ],
              },
              { target: 'lostTime', actions: 'tellAdMissed' },
            ],
            onError: { target: 'lostTime', actions: 'tellAdMissed' },
          },
        },
      },
    },
  },
});
