// Variant B's daily tasks as a statechart (spec sections 4, 5 and 9): it counts the game's task events
// and minutes of play, adds the points of finished tasks, opens the chests of the points bar, and starts
// a fresh day of tasks when the day changes. The rules are src/core/candyTasks; every timed event
// carries the wall clock, so tests step it. It emits toasts, rewards and save patches.
import { enqueueActions, setup } from 'xstate';
import {
  CANDY_CHESTS,
  CANDY_TASKS,
  claimChest,
  recordCandyTaskEvent,
  resetIfNewDay,
  type CandyTaskData,
  type CandyTaskId,
  type CandyTaskSpec,
  type CandyTaskTrigger,
  type ChestId,
  type ChestSpec,
} from '../src/core/candyTasks';
import { localDayOf, type DayOf, type Reward } from '../src/core/signIn';

/** A minute of play, in ms. */
const MINUTE_MS = 60_000;

/** Events the app sends; `now` is the wall clock in ms. */
export type DailyTasksEvent =
  /** The time now (app start, tab shown again, a minute tick): a new day resets the tasks. */
  | { type: 'NOW'; now: number }
  /** Something a task counts happened `count` times (1 unless told). */
  | { type: 'TASK'; now: number; trigger: CandyTaskTrigger; count?: number }
  /** `ms` of level time were played (the countdown running, pauses excluded); whole minutes count. */
  | { type: 'PLAYED'; now: number; ms: number }
  /** The task layer opens. */
  | { type: 'OPEN'; now: number }
  | { type: 'CLOSE' }
  /** A chest of the points bar is tapped. */
  | { type: 'CLAIM_CHEST'; now: number; chest: ChestId }
  /** The award popup's OK: back to the task list. */
  | { type: 'CLOSE_AWARD' };

/** What the chart tells the app. */
export type DailyTasksEmitted =
  | { type: 'toast'; text: string }
  /** Add this to the wallet (coins and props): the chest's award popup. */
  | { type: 'reward'; reward: Reward; chest: ChestId }
  /** Write these save fields now. */
  | { type: 'save'; patch: CandyTaskData }
  /** A task reached its target; its points were added. */
  | { type: 'task.completed'; id: CandyTaskId; points: number; taskListNum: number }
  /** A new day: every counter, the points and the chests are back to zero. */
  | { type: 'tasks.reset' };

export interface DailyTasksContext {
  data: CandyTaskData;
  dayOf: DayOf;
  tasks: readonly CandyTaskSpec[];
  chests: readonly ChestSpec[];
  /** Play time not yet counted as a whole minute (ms). */
  playCarryMs: number;
  /** What the last chest claimed gave (the award popup shows it while the chart is in open.award). */
  award: { chest: ChestId; reward: Reward } | null;
}

export interface DailyTasksInput {
  /** The saved task fields. */
  data: CandyTaskData;
  /** The player's day; the local calendar day by default. */
  dayOf?: DayOf;
  tasks?: readonly CandyTaskSpec[];
  chests?: readonly ChestSpec[];
}

type NamedAction =
  | { type: 'keep'; params: { data: CandyTaskData } }
  | { type: 'count'; params: { trigger: CandyTaskTrigger; count: number } };
const named = (action: NamedAction) => action as never;

type Timed = Extract<DailyTasksEvent, { now: number }>;
const timeOf = (event: DailyTasksEvent): number | null => ('now' in event ? (event as Timed).now : null);

/**
 * The daily tasks: closed ⇄ open (the task layer; chests are claimed only while it is open, and a
 * claimed chest shows its award popup, open.award, until its OK). Every timed event first starts a fresh
 * day of tasks if the day changed, then does its own work.
 */
export const dailyTasksMachine = setup({
  types: {
    context: {} as DailyTasksContext,
    events: {} as DailyTasksEvent,
    input: {} as DailyTasksInput,
    emitted: {} as DailyTasksEmitted,
  },
  guards: {
    /** The tapped chest opens now (on the event's day: a new day has reset the chests). */
    chestOpens: ({ context, event }) => {
      if (event.type !== 'CLAIM_CHEST') return false;
      const data = resetIfNewDay(context.data, event.now, context.dayOf);
      return claimChest(data, event.chest, context.chests).ok;
    },
  },
  actions: {
    /** Takes new data and saves it, when it changed. */
    keep: enqueueActions(({ context, enqueue }, params: { data: CandyTaskData }) => {
      if (params.data === context.data) return;
      enqueue.assign({ data: params.data });
      enqueue.emit({ type: 'save', patch: params.data });
    }),
    /** A fresh day of tasks when the event's time is on a later day than the stored one. */
    readTheDay: enqueueActions(({ context, event, enqueue }) => {
      const now = timeOf(event);
      if (now === null) return;
      const data = resetIfNewDay(context.data, now, context.dayOf);
      if (data === context.data) return;
      enqueue.assign({ playCarryMs: 0 });
      enqueue(named({ type: 'keep', params: { data } }));
      enqueue.emit({ type: 'tasks.reset' });
    }),
    /** Raises the counters of one trigger; finished tasks add their points. */
    count: enqueueActions(({ context, enqueue }, params: { trigger: CandyTaskTrigger; count: number }) => {
      const progress = recordCandyTaskEvent(context.data, { type: params.trigger, count: params.count }, context.tasks);
      enqueue(named({ type: 'keep', params: { data: progress.data } }));
      for (const task of progress.completed) {
        enqueue.emit({
          type: 'task.completed',
          id: task.id,
          points: task.points,
          taskListNum: progress.data.taskListNum,
        });
      }
    }),
    countEvent: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'TASK') return;
      enqueue(named({ type: 'count', params: { trigger: event.trigger, count: event.count ?? 1 } }));
    }),
    /** Adds play time; each whole minute counts once for the minute tasks. */
    countPlayTime: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PLAYED') return;
      const ms = Number.isFinite(event.ms) ? Math.max(0, event.ms) : 0;
      const total = context.playCarryMs + ms;
      const minutes = Math.floor(total / MINUTE_MS);
      enqueue.assign({ playCarryMs: total - minutes * MINUTE_MS });
      if (minutes > 0) enqueue(named({ type: 'count', params: { trigger: 'minutePlayed', count: minutes } }));
    }),
    claimChest: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CLAIM_CHEST') return;
      const claim = claimChest(context.data, event.chest, context.chests);
      if (!claim.ok) return void enqueue.emit({ type: 'toast', text: claim.text });
      enqueue(named({ type: 'keep', params: { data: claim.data } }));
      enqueue.assign({ award: { chest: claim.chest.id, reward: claim.reward } });
      enqueue.emit({ type: 'reward', reward: claim.reward, chest: claim.chest.id });
    }),
  },
}).createMachine({
  id: 'dailyTasks',
  context: ({ input }) => ({
    data: input.data,
    dayOf: input.dayOf ?? localDayOf,
    tasks: input.tasks ?? CANDY_TASKS,
    chests: input.chests ?? CANDY_CHESTS,
    playCarryMs: 0,
    award: null,
  }),
  initial: 'closed',
  on: {
    NOW: { actions: 'readTheDay' },
    TASK: { actions: ['readTheDay', 'countEvent'] },
    PLAYED: { actions: ['readTheDay', 'countPlayTime'] },
  },
  states: {
    closed: {
      description: 'The task layer is closed; the tasks still count.',
      on: { OPEN: { target: 'open', actions: 'readTheDay' } },
    },
    open: {
      description: 'The task layer: 13 tasks, the 0 to 100 points bar and its three chests.',
      initial: 'list',
      on: {
        CLOSE: 'closed',
        OPEN: { actions: 'readTheDay' },
      },
      states: {
        list: {
          description: 'A chest that opens shows its award popup; a refused one only toasts why.',
          on: {
            CLAIM_CHEST: [
              { guard: 'chestOpens', target: 'award', actions: ['readTheDay', 'claimChest'] },
              { actions: ['readTheDay', 'claimChest'] },
            ],
          },
        },
        award: {
          description: 'The award popup (spec 2): what the chest gave, with its OK button.',
          on: { CLOSE_AWARD: 'list' },
        },
      },
    },
  },
});
