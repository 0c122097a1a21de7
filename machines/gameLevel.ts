// One level (spec section 4): fetching and checking its file, building it, RUN, game over, win and the lose layers with revive.
import { and, assign, enqueueActions, or, sendTo } from 'xstate';
import { dayKeyString, markCompleted } from '../src/core/calendar';
import { levelRules } from '../src/core/loadLevelRules';
import { recordBestTime } from '../src/core/bestTimes';
import { challengeResultOf, challengeScore } from '../src/core/challengeScore';
import { applyWin, currentLevelFor } from '../src/core/progress';
import { recordTaskEvents, type TaskEvent } from '../src/core/tasks';
import { payWin } from '../src/core/winRewards';

import { adState } from './adState';
import { gameSetup, taskTable, winRewards } from './gameSetup';
import type { GameContext } from './gameTypes';
import { runState } from './gameRun';

/**
 * A lose layer (lose-full or lose-time): Revive plays its rewarded ad; Restart (with a heart) plays the
 * interstitial, then builds the level again; Home leaves for the menu.
 */
function lostState(reviving: 'revivingFull' | 'revivingTime') {
  return gameSetup.createStateConfig({
    initial: 'shown',
    states: {
      shown: {
        on: {
          RESTART: [{ guard: 'heartIsLeft', target: 'interstitial' }, { actions: 'refusePlay' }],
          REVIVE: `#game.level.${reviving}`,
          HOME: '#game.menu',
        },
      },
      interstitial: {
        invoke: {
          src: 'interstitial',
          input: { placement: 'restart' },
          onDone: '#game.level.building',
          onError: '#game.level.building',
        },
      },
    },
  });
}

/** The level's name in a message: a tester's, a day's challenge, a friend challenge or a file's number. */
function levelName(context: GameContext): string | number {
  if (context.customLevel) return '(test)';
  if (context.mode === 'daily' && context.day) return `of ${dayKeyString(context.day)}`;
  if (context.mode === 'challenge' && context.challenge) return `of challenge ${context.challenge.seed}`;
  return context.levelNumber;
}

/** The level's countdown at its start: its own, else the variant's. */
function levelCountdownMs(context: GameContext): number {
  return context.level?.countdown ? context.level.countdown * 1000 : context.settings.countdownMs;
}

/** The message of a level that could not be loaded (its rules' chunk or its file): the level and the reason. */
function notLoaded(context: GameContext, error: unknown): string {
  return `Level ${levelName(context)} could not be loaded: ${String((error as Error)?.message ?? error)}`;
}

/** A level from its file to its end: fetching → checking → building → run → over → won, lostFull or lostTime. */
export const levelState = gameSetup.createStateConfig({
  initial: 'fetching',
  entry: assign({ countedPlayMs: 0 }),
  // Left for the menu, the calendar or another screen: the scene frees the level it drew (a restart stays inside).
  exit: 'clearLevel',
  invoke: {
    id: 'countdown',
    src: 'countdown',
    input: ({ context }) => ({ ms: context.settings.countdownMs }),
  },
  on: {
    TICK: { actions: 'tickClock' },
    VISIBILITY: {
      actions: sendTo(
        'countdown',
        ({ event }) => ({ type: event.hidden ? 'PAUSE' : 'RESUME', reason: 'hidden' }) as const,
      ),
    },
  },
  states: {
    fetching: {
      description: "The level's rules (a chunk of their own, at hand once loaded), then its file, validated.",
      initial: 'rules',
      states: {
        rules: {
          invoke: {
            src: 'loadLevelRules',
            onDone: 'file',
            onError: {
              target: '#game.level.failed',
              actions: assign({ error: ({ context, event }) => notLoaded(context, event.error) }),
            },
          },
        },
        file: {
          invoke: {
            src: 'loadLevelFile',
            input: ({ context }) => ({
              levelNumber: context.levelNumber,
              custom: context.customLevel,
              day: context.mode === 'daily' ? context.day : null,
              challenge: context.mode === 'challenge' ? (context.challenge?.seed ?? null) : null,
              gameLevel: context.mode === 'campaign' ? context.save.game_level : null,
            }),
            onDone: {
              target: '#game.level.checking',
              actions: assign(({ context, event }) => {
                const parsed = levelRules().parseLevel(event.output, context.settings.boxCapacity);
                if (parsed.ok) return { level: parsed.level, error: null };
                return { level: null, error: `Level ${levelName(context)}: ${parsed.error}` };
              }),
            },
            onError: {
              target: '#game.level.failed',
              actions: assign({ error: ({ context, event }) => notLoaded(context, event.error) }),
            },
          },
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
          rules: ({ context }) =>
            levelRules().buildLevel(context.level!, { boxCapacity: context.settings.boxCapacity }),
          playingLevel: ({ context }) => context.save.game_level,
          ending: null,
          timeTakenMs: null,
          winPay: null,
          bestTime: null,
          levelStartElapsedMs: ({ self }) =>
            (self.getSnapshot().children.countdown?.getSnapshot().context.elapsedMs as number | undefined) ?? 0,
          bestBeaten: false,
          error: null,
          // A friend challenge played again is scored again.
          challenge: ({ context }) => (context.challenge ? { ...context.challenge, score: null } : null),
        }),
        sendTo(
          'countdown',
          ({ context }) =>
            ({
              type: 'SET',
              ms: levelCountdownMs(context),
            }) as const,
        ),
        'announceLevel',
      ],
      always: 'run',
    },
    run: runState,
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
        enqueueActions(({ context, enqueue, self }) => {
          if (context.mode === 'challenge' && context.challenge) {
            // A friend challenge is scored (docs/challenges.md); it leaves the ladder, coins and best times alone.
            const countdown = self.getSnapshot().children.countdown?.getSnapshot().context as
              { remainingMs: number } | undefined;
            const result = challengeResultOf(context.rules!, countdown?.remainingMs ?? 0, levelCountdownMs(context));
            enqueue.assign({ challenge: { ...context.challenge, score: challengeScore(result) } });
            return;
          }
          if (context.ending !== 'won') return;
          enqueue.assign({ sessionWins: context.sessionWins + 1 });
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
          const sessionScore = context.sessionScore + (save.score - context.save.score);
          enqueue.assign({ save, bestBeaten, sessionScore });
          enqueue({ type: 'persist', params: save });
          if (bestBeaten) enqueue({ type: 'postScore', params: save.scoreMax });
          enqueue({ type: 'postSessionScore', params: sessionScore });
        }),
        'announceEnding',
      ],
      after: {
        gameOverDelay: [
          { guard: 'playingChallenge', target: 'challengeDone' },
          { guard: 'levelWasWon', target: 'won' },
          { guard: 'trayWasFull', target: 'lostFull' },
          { target: 'lostTime' },
        ],
      },
    },
    won: {
      description: 'The win layer; Next (with a heart, or back to a daily challenge) plays the interstitial first.',
      initial: 'shown',
      states: {
        shown: {
          on: {
            NEXT: [
              { guard: and([or(['playingDaily', 'heartIsLeft']), 'interstitialOffered']), target: 'interstitial' },
              { guard: or(['playingDaily', 'heartIsLeft']), target: '#game.level.afterWin' },
              { actions: 'refusePlay' },
            ],
          },
        },
        interstitial: {
          invoke: {
            src: 'interstitial',
            input: { placement: 'next' },
            onDone: '#game.level.afterWin',
            onError: '#game.level.afterWin',
          },
        },
      },
    },
    afterWin: {
      always: [
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
    challengeDone: {
      description:
        "A friend challenge is over: its score beside the sender's (when a link brought one); the player sends it on or goes home. No revive: every player's score comes from one play.",
      on: {
        HOME: '#game.menu',
        RESTART: [{ guard: 'heartIsLeft', target: 'interstitial' }, { actions: 'refusePlay' }],
      },
    },
    interstitial: {
      description: 'Playing a friend challenge again: the restart interstitial, then the same level anew.',
      invoke: {
        src: 'interstitial',
        input: { placement: 'restart' },
        onDone: 'building',
        onError: 'building',
      },
    },
    lostFull: lostState('revivingFull'),
    lostTime: lostState('revivingTime'),
    revivingFull: adState({
      description: 'Revive after lose-full: a rewarded ad, then the tray is cleared and RUN resumes.',
      placement: 'revive-full',
      rewarded: { target: 'run', actions: 'reviveFull' },
      missed: { target: 'lostFull' },
    }),
    revivingTime: adState({
      description: 'Revive after lose-time: a rewarded ad, then the revive time is added and RUN resumes.',
      placement: 'revive-time',
      rewarded: { target: 'run', actions: 'reviveTime' },
      missed: { target: 'lostTime' },
    }),
  },
});
