// The game chart's vocabulary (variant A, spec section 4): its types, actors, guards and named actions,
// shared by the states of machines/game.ts, gameLevel.ts and gameRun.ts.
import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { offersInterstitial } from '../src/core/betweenLevels';
import { canPage, compareDays, isCompleted } from '../src/core/calendar';
import {
  addCoins,
  addWalletReward,
  LOOK_AD_COINS,
  payWith,
  SCREW_SKILLS,
  skillBlocker,
  TIPS,
} from '../src/core/economy';
import type { CandyTaskTrigger } from '../src/core/candyTasks';
import type { HintAnswer } from '../src/core/hint';
import { hintPaymentFor } from '../src/core/hintPrice';
import { levelRules, loadLevelRules } from '../src/core/loadLevelRules';
import {
  claimTask,
  claimTaskChest,
  recordTaskEvent,
  resetTasksForDay,
  recordTaskEvents,
  SCREW_TASKS,
  taskEventsOfRules,
} from '../src/core/tasks';
import type { GameState, LevelSpec, RuleEvent } from '../src/core/types';
import type { WinRewardTable } from '../src/core/winRewards';
import type { GameData, ScrewSave } from '../src/core/records';
import { countdownMachine } from './countdown';
import { outcomeOfDone, rewardedAdMachine } from './rewardedAd';
import { noMetaChart } from './metaCharts';
import { overlayMachine } from './overlay';
import { adTip, skillsMachine } from './skills';

import type { Ending, GameContext, GameEmitted, GameEvent, GameInput, GameSettings, LevelRequest } from './gameTypes';

/** A board the break-board skill can take: present and still held by a screw. */
export function boardIsLeft(rules: GameState | null, boardId: string | null): boardId is string {
  return boardId !== null && (rules?.boards[boardId]?.pins.length ?? 0) > 0;
}

/**
 * The named actions that other actions of `setup` enqueue. XState types a name only in the machine
 * config, not inside `setup` itself, so these go through {@link named}, which keeps them checked here.
 */
type NamedAction =
  | { type: 'announceRules'; params: { events: RuleEvent[] } }
  | { type: 'showRules'; params: { events: RuleEvent[]; rules: GameState } }
  | { type: 'buzz'; params: { kind: 'good' | 'bad' } }
  | { type: 'showToast'; params: { text: string } }
  | { type: 'showHint'; params: { answer: HintAnswer } }
  | { type: 'countTask'; params: { trigger: CandyTaskTrigger; count?: number } }
  | { type: 'showLevel'; params: { level: LevelSpec; rules: GameState } }
  | { type: 'showEnding'; params: { ending: Ending } }
  | { type: 'applySettings'; params: { music: boolean; sound: boolean } }
  | { type: 'keepGameData'; params: { data: GameData } }
  | { type: 'persistGameData'; params: GameData }
  | { type: 'toast'; params: { text: string } }
  | { type: 'tellNoHeart' };
const named = (action: NamedAction) => action as never;

export const skillTable = (settings: GameSettings) => settings.skills ?? SCREW_SKILLS;
/**
 * Whether the level's clock runs now: in status RUN (tag 'clockRuns'), with no state that stops it on top
 * (tag 'clockStopped': the exit layer, the question before a video, an ad) and no skill's tip, ad or board
 * choice open. The countdown gets TICK only then; the page being hidden pauses the countdown itself.
 */
export function clockRuns(snapshot: { hasTag(tag: string): boolean; context: { skillBusy: boolean } }): boolean {
  return snapshot.hasTag('clockRuns') && !snapshot.hasTag('clockStopped') && !snapshot.context.skillBusy;
}

/** The tip words of the blockers, the variant's own where it has them. */
const skillWords = (settings: GameSettings) => ({ ...TIPS, ...settings.skillTips });
export const taskTable = (settings: GameSettings) => settings.tasks ?? SCREW_TASKS;
export const winRewards = (settings: GameSettings): WinRewardTable => ({
  levelCoins: settings.winCoins,
  firstWinOfDayCoins: settings.winBonus?.firstWinOfDayCoins,
  dailyChallengeCoins: settings.winBonus?.dailyChallengeCoins,
});

/** The game chart's setup: `gameSetup.createMachine` builds it, `gameSetup.createStateConfig` its parts. */
export const gameSetup = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
    emitted: {} as GameEmitted,
    /** clockRuns: status RUN; clockStopped: a state on top of RUN stops the clock (exit, a question, an ad). */
    tags: {} as 'clockRuns' | 'clockStopped',
  },
  actors: {
    countdown: countdownMachine,
    /** Fetches the JSON of a level file by number, or makes the day's challenge (provided by the app). */
    loadLevelFile: fromPromise<unknown, LevelRequest>(async ({ input }) => {
      if (input.custom != null) return input.custom;
      throw new Error('loadLevelFile is not provided');
    }),
    /** The level's rules, a chunk of their own: loaded once, before a level's file is read (gameLevel.ts). */
    loadLevelRules: fromPromise<unknown>(() => loadLevelRules()),
    /** Searches a winning line from the current position (provided by the app: a worker running the solver). */
    findHint: fromPromise<HintAnswer, { level: LevelSpec; rules: GameState }>(async () => {
      throw new Error('findHint is not provided');
    }),
    /** The rewarded-ad chart, invoked with a placement; its output is the typed outcome (see adState.ts's withRewardedAd). */
    rewardedAd: rewardedAdMachine,
    /**
     * The interstitial between levels, after Next or before a restart (provided by the app: the ad
     * service's rules decide whether one shows; none by default). It never holds the game: an ad that
     * fails goes on as one that ended.
     */
    interstitial: fromPromise<void, { placement: 'next' | 'restart' }>(async () => {}),
    /** The popups over the screen, one at a time (invoked at the root as 'overlay'). */
    overlay: overlayMachine,
    /** Variant B's meta charts, invoked at the root (the app provides them; none in variant A). */
    hearts: noMetaChart,
    signIn: noMetaChart,
    dailyTasks: noMetaChart,
    /** The skills chart; the app provides it with its rewarded ad (see adState.ts's withRewardedAd). */
    skills: skillsMachine,
    // The world's clocks and watchers, invoked by the chart and provided by the app (nothing by default, so
    // the chart runs alone in tests): they only send the chart events.
    /** The player's day, checked every little while: sends DAY (a new day resets the tasks). */
    dayClock: fromCallback<GameEvent>(() => {}),
    /** The page's comings and goings: sends VISIBILITY (and DAY when the page is back); told of each new level. */
    pagePresence: fromCallback<{ type: 'LEVEL_BUILT' }>(() => {}),
    /** Variant B's heart timer and day (sign-in, daily tasks), told the time each second. */
    metaClock: fromCallback(() => {}),
    /** While a level runs: after 20 s without a tap a free screw that fits a box pulses. */
    idleHelp: fromCallback<{ type: 'ACTIVITY' }>(() => {}),
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
    /**
     * The hearts gate on START, NEXT and RESTART: a level starts only with a heart (variant B; the app
     * provides it from the hearts chart). Variant A has no hearts: always true.
     */
    heartIsLeft: () => true,
    /** Next plays an interstitial: on every win, or after every n-th win of the session (the variant's figure). */
    interstitialOffered: ({ context }) =>
      offersInterstitial('next', context.sessionWins, context.settings.interstitialEveryWins),
    levelFileIsBad: ({ context }) => context.level === null,
    levelIsOver: ({ context }) => context.rules !== null && context.rules.outcome !== 'playing',
    levelWasWon: ({ context }) => context.ending === 'won',
    trayWasFull: ({ context }) => context.ending === 'lost-full',
    rewardEarned: ({ event }) => outcomeOfDone(event).rewarded,
    /** A skill's tip layer, ad or board selection is open. */
    skillIsOpen: ({ context }) => context.skillBusy,
    playingDaily: ({ context }) => context.mode === 'daily',
    playingChallenge: ({ context }) => context.mode === 'challenge',
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
    // The effects: what the world outside the chart does after a step (the app provides them; nothing by
    // default). Each goes with the emitted fact of the same name (see the announce actions below).
    /** Builds the level's boards and screws in the scene. */
    showLevel: (_, _params: { level: LevelSpec; rules: GameState }) => {},
    /** The level is left: the scene frees its boards, screws and physics world (no screen shows them then). */
    clearLevel: (_, _params: undefined) => {},
    /** Moves screws and boards for rule events, and plays their sounds. */
    showRules: (_, _params: { events: RuleEvent[]; rules: GameState }) => {},
    /** A short buzz for a screw that moves, a longer one for a refused tap (only with the player's setting on). */
    buzz: (_, _params: { kind: 'good' | 'bad' }) => {},
    /** The level is over: its sound, and the host's happy moment on a win. */
    showEnding: (_, _params: { ending: Ending }) => {},
    /** The player's music and sound switches, for the sound bank and the host. */
    applySettings: (_, _params: { music: boolean; sound: boolean }) => {},
    /** A transient tip, one at a time. */
    showToast: (_, _params: { text: string }) => {},
    /** The hint's answer: the screw glows, or the player hears why there is none. */
    showHint: (_, _params: { answer: HintAnswer }) => {},
    /** A task trigger for variant B's daily-task chart (variant A counts its tasks in gameData, here). */
    countTask: (_, _params: { trigger: CandyTaskTrigger; count?: number }) => {},
    /** A new level: the scene builds it, the page's watcher and the idle help hear of it. */
    announceLevel: enqueueActions(({ context, enqueue }) => {
      const fact = { level: context.level!, rules: context.rules! };
      enqueue.emit({ type: 'level.built', ...fact });
      enqueue(named({ type: 'showLevel', params: fact }));
      enqueue(named({ type: 'countTask', params: { trigger: 'levelStarted' } }));
      enqueue.sendTo('pagePresence', { type: 'LEVEL_BUILT' });
    }),
    /** Game over: the fact for observers, and its sound and host call. */
    announceEnding: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'game.over', ending: context.ending! });
      enqueue(named({ type: 'showEnding', params: { ending: context.ending! } }));
      if (context.ending === 'won') enqueue(named({ type: 'countTask', params: { trigger: 'levelWon' } }));
    }),
    /** The player's switches changed (or the host's copy of the save arrived). */
    announceSettings: enqueueActions(({ context, enqueue }) => {
      const switches = { music: context.save.game_music, sound: context.save.game_sound };
      enqueue.emit({ type: 'settings.changed', ...switches });
      enqueue(named({ type: 'applySettings', params: switches }));
    }),
    /** The hint search answered (or failed: then 'unsure' with no screw). */
    announceHint: enqueueActions(({ enqueue }, params: { answer: HintAnswer }) => {
      enqueue.emit({ type: 'hint', answer: params.answer });
      enqueue(named({ type: 'showHint', params }));
    }),
    /** Writes the saved record (provided by the app). */
    persist: (_, _save: ScrewSave) => {},
    /** Posts a new best score to the leaderboard (provided by the app). */
    postScore: (_, _score: number) => {},
    /** Posts the session score after every win of the ladder, where the host takes one (provided by the app). */
    postSessionScore: (_, _score: number) => {},
    /** Says why a level may not start (provided by the app: variant B's hearts chart toasts 'No hearts left'). */
    tellNoHeart: (_, _params: undefined) => {},
    /** The hearts gate refused a start: the toast, and the hearts layer opens. */
    refusePlay: enqueueActions(({ enqueue }) => {
      enqueue(named({ type: 'tellNoHeart' }));
      enqueue.sendTo('overlay', { type: 'OPEN', popup: 'hearts' });
      enqueue.emit({ type: 'play.refused' });
    }),
    /** Writes the gameData record (provided by the app). */
    persistGameData: (_, _data: GameData) => {},
    /** The tap rule decides, cover included: a covered screw is Rejected (the scene shakes it), a free one moves. */
    tapScrew: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CANVAS_TAP' || event.hit.kind !== 'screw') return;
      const result = levelRules().tapScrew(context.rules!, event.hit.id, event.hit.covered);
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
    announceRules: enqueueActions(({ context, enqueue, self }, params: { events: RuleEvent[] }) => {
      enqueue.emit({ type: 'rules', events: params.events, rules: context.rules! });
      if (self.getSnapshot().children.idleHelp) enqueue.sendTo('idleHelp', { type: 'ACTIVITY' });
      enqueue(named({ type: 'showRules', params: { events: params.events, rules: context.rules! } }));
      const moved = params.events.some((r) => r.type === 'ScrewToBox' || r.type === 'ScrewToTray');
      const refused = params.events.some((r) => r.type === 'Rejected');
      if (context.gameData.isVibart && (moved || refused)) {
        enqueue(named({ type: 'buzz', params: { kind: refused ? 'bad' : 'good' } }));
      }
      const counted = taskEventsOfRules(params.events);
      for (const e of counted) enqueue(named({ type: 'countTask', params: { trigger: e.type, count: e.count } }));
      const data = recordTaskEvents(context.gameData, counted, taskTable(context.settings));
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
    toast: enqueueActions(({ enqueue }, params: { text: string }) => {
      enqueue.emit({ type: 'toast', text: params.text });
      enqueue(named({ type: 'showToast', params }));
    }),
    /** The tip of a rewarded ad that gave no reward: 'No ads available' or 'Video playback interrupted'. */
    tellAdMissed: enqueueActions(({ event, enqueue }) => {
      enqueue(named({ type: 'toast', params: { text: adTip(outcomeOfDone(event)) } }));
    }),
    /** Opens the chosen skill's tip layer: the skills chart gets the wallet and whether the skill can apply. */
    chooseSkill: sendTo('skills', ({ context, event }) => {
      const skill = event.type === 'SKILL' ? event.skill : 0;
      const { coin1, prop0, prop1, prop2, prop3 } = context.gameData;
      return {
        type: 'CHOOSE' as const,
        skill,
        wallet: { coin1, prop0, prop1, prop2, prop3 },
        blocker: skillBlocker(context.rules, skill, skillWords(context.settings), skillTable(context.settings)),
      };
    }),
    /**
     * A paid skill: charge the wallet, apply its rule, announce both. When the skill cannot apply (any
     * more) or the payment cannot be made, it says why and costs nothing.
     */
    useSkill: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'SKILL_USED') return;
      const table = skillTable(context.settings);
      const blocker = skillBlocker(context.rules, event.skill, skillWords(context.settings), table);
      if (blocker) return void enqueue(named({ type: 'toast', params: { text: blocker } }));
      const paid = payWith(context.gameData, event.skill, event.payment, table);
      if (!paid.ok) return void enqueue(named({ type: 'toast', params: { text: paid.error } }));
      // The skill's own rule, from the registry entry (a board target gets the board the player chose).
      const result = table[event.skill]!.apply(context.rules!, event.boardId);
      if (result.events.length === 0) return void enqueue(named({ type: 'toast', params: { text: TIPS.noBoard } }));
      const data = recordTaskEvent(paid.wallet, { type: 'skillUsed' }, taskTable(context.settings));
      enqueue.assign({ rules: result.state });
      enqueue(named({ type: 'keepGameData', params: { data } }));
      enqueue(named({ type: 'announceRules', params: { events: result.events } }));
      enqueue.emit({ type: 'skill.used', skill: event.skill, payment: event.payment, boardId: event.boardId });
      enqueue(named({ type: 'countTask', params: { trigger: 'skillUsed' } }));
    }),
    /** A look-ad watched to the end: its coins and 'Reward has been issued'. */
    rewardLookAd: enqueueActions(({ context, enqueue }) => {
      const data = addCoins(context.gameData, context.settings.lookAdCoins ?? LOOK_AD_COINS);
      enqueue(named({ type: 'keepGameData', params: { data } }));
      enqueue(named({ type: 'toast', params: { text: TIPS.rewarded } }));
    }),
    /** The unlock ad was watched: the first locked box position opens. */
    unlockLockedBox: enqueueActions(({ context, enqueue }) => {
      const result = levelRules().unlockBox(
        context.rules!,
        context.rules!.positions.findIndex((p) => p.locked),
      );
      enqueue.assign({ rules: result.state });
      enqueue(named({ type: 'announceRules', params: { events: result.events } }));
    }),
    /** The revive ad after lose-full was watched: the tray is cleared and play resumes. */
    reviveFull: enqueueActions(({ context, enqueue }) => {
      const result = levelRules().clearTray(context.rules!);
      enqueue.assign({ rules: result.state, ending: null });
      enqueue(named({ type: 'announceRules', params: { events: result.events } }));
      enqueue.emit({ type: 'level.revived' });
    }),
    /** The revive ad after lose-time was watched: the revive time is added and play resumes. */
    reviveTime: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ ending: null });
      enqueue.sendTo('countdown', { type: 'ADD', ms: context.settings.reviveMs });
      enqueue.emit({ type: 'level.revived' });
    }),
    /** A hint ad gave nothing: the hint is not paid for. */
    dropHintPayment: assign({ hintPayment: null }),
    /** The game clock's step goes to the countdown while the clock runs (see {@link clockRuns}). */
    tickClock: enqueueActions(({ event, self, enqueue }) => {
      if (event.type === 'TICK' && clockRuns(self.getSnapshot())) enqueue.sendTo('countdown', event);
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
});
