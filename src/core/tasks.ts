// Variant A's tasks (spec section 9): each raises one gameData counter (task1..task11) on a game event,
// up to its threshold; once reached it can be claimed once, and its reward is added to taskListNum.
import type { RuleEvent } from './types';

/** The gameData task counters. */
export type TaskCounter =
  'task1' | 'task2' | 'task3' | 'task4' | 'task5' | 'task6' | 'task7' | 'task8' | 'task9' | 'task10' | 'task11';

/**
 * What a task counts. The spec gives only thresholds and rewards, so these are ours: a level won
 * (campaign or daily), a daily challenge won, a skill used, a box filled, a board freed (it falls,
 * by taps or the break-board skill), a screw taken off a board into a box or the tray (by a tap or a broken board), a minute of countdown time
 * played (paused time does not count).
 */
export type TaskTrigger =
  'levelWon' | 'dailyWon' | 'skillUsed' | 'boxFilled' | 'boardFreed' | 'screwTaken' | 'minutePlayed';

/** One task row of the table. */
export interface TaskSpec {
  id: string;
  /** What the task layer says the task asks for. */
  title: string;
  counter: TaskCounter;
  threshold: number;
  /** Points added to taskListNum when claimed. */
  reward: number;
  trigger: TaskTrigger;
}

/** Variant A's tasks in the spec's order, with its thresholds and rewards; triggers as documented above. */
export const SCREW_TASKS: readonly TaskSpec[] = [
  { id: 'task1', title: 'Win 5 levels', counter: 'task1', threshold: 5, reward: 5, trigger: 'levelWon' },
  { id: 'task3', title: 'Win a daily challenge', counter: 'task3', threshold: 1, reward: 5, trigger: 'dailyWon' },
  { id: 'task6', title: 'Use 5 skills', counter: 'task6', threshold: 5, reward: 10, trigger: 'skillUsed' },
  { id: 'task9', title: 'Fill 10 boxes', counter: 'task9', threshold: 10, reward: 10, trigger: 'boxFilled' },
  { id: 'task4', title: 'Play for 15 minutes', counter: 'task4', threshold: 15, reward: 10, trigger: 'minutePlayed' },
  { id: 'task8', title: 'Free 30 boards', counter: 'task8', threshold: 30, reward: 10, trigger: 'boardFreed' },
  { id: 'task11', title: 'Take 50 screws', counter: 'task11', threshold: 50, reward: 15, trigger: 'screwTaken' },
];

/** The parts of gameData the tasks read and write. */
export interface TaskData extends Record<TaskCounter, number> {
  taskListNum: number;
  /** Ids of the tasks whose reward was claimed. */
  tasksClaimed: string[];
}

/** Something that happened in the game, `count` times (1 unless told). */
export interface TaskEvent {
  type: TaskTrigger;
  count?: number;
}

/**
 * The data with the counters of every task counting this event raised, each capped at its threshold.
 * The same object when nothing changed (so the caller saves only real progress).
 */
export function recordTaskEvent<D extends TaskData>(
  data: D,
  event: TaskEvent,
  tasks: readonly TaskSpec[] = SCREW_TASKS,
): D {
  const by = Math.max(0, Math.floor(event.count ?? 1));
  let next = data;
  for (const task of tasks) {
    if (task.trigger !== event.type) continue;
    const value = Math.min(task.threshold, next[task.counter] + by);
    if (value === next[task.counter]) continue;
    next = { ...next, [task.counter]: value };
  }
  return next;
}

/** The data after several events, in order. */
export function recordTaskEvents<D extends TaskData>(
  data: D,
  events: readonly TaskEvent[],
  tasks: readonly TaskSpec[] = SCREW_TASKS,
): D {
  return events.reduce((d, e) => recordTaskEvent(d, e, tasks), data);
}

/** The task events a batch of rule events makes: screws taken off boards, boxes filled, boards freed. */
export function taskEventsOfRules(events: readonly RuleEvent[]): TaskEvent[] {
  const count = (type: RuleEvent['type']) => events.filter((e) => e.type === type).length;
  const taken = events.filter((e) => e.type === 'ScrewToBox' || e.type === 'ScrewToTray').length;
  const out: TaskEvent[] = [];
  if (taken > 0) out.push({ type: 'screwTaken', count: taken });
  if (count('BoxFilled') > 0) out.push({ type: 'boxFilled', count: count('BoxFilled') });
  if (count('BoardFreed') > 0) out.push({ type: 'boardFreed', count: count('BoardFreed') });
  return out;
}

/** Why a claim was refused. */
export type ClaimRefusal = 'unknown' | 'not-reached' | 'claimed';

/** The tips of a refused claim (spec 5's 'You have received' for a reward already taken). */
export const CLAIM_TIPS: Record<ClaimRefusal, string> = {
  unknown: 'There is no such task',
  'not-reached': 'The task is not done yet',
  claimed: 'You have received',
};

/** A claim's answer: the data with the reward added, or why not. */
export type ClaimResult<D> = { ok: true; data: D; reward: number } | { ok: false; reason: ClaimRefusal; text: string };

/** Claims a task: only once, only when its counter reached the threshold; the reward goes to taskListNum. */
export function claimTask<D extends TaskData>(
  data: D,
  id: string,
  tasks: readonly TaskSpec[] = SCREW_TASKS,
): ClaimResult<D> {
  const task = tasks.find((t) => t.id === id);
  const refuse = (reason: ClaimRefusal): ClaimResult<D> => ({ ok: false, reason, text: CLAIM_TIPS[reason] });
  if (!task) return refuse('unknown');
  if (data.tasksClaimed.includes(id)) return refuse('claimed');
  if (data[task.counter] < task.threshold) return refuse('not-reached');
  return {
    ok: true,
    reward: task.reward,
    data: { ...data, taskListNum: data.taskListNum + task.reward, tasksClaimed: [...data.tasksClaimed, id] },
  };
}

/** One row of the task layer. */
export interface TaskRow {
  id: string;
  title: string;
  /** The counter, never above the threshold. */
  progress: number;
  threshold: number;
  reward: number;
  /** The threshold is reached. */
  reached: boolean;
  claimed: boolean;
  /** Reached and not yet claimed: the claim button is on. */
  claimable: boolean;
}

/** What the task layer shows, in table order. */
export function taskRows(data: TaskData, tasks: readonly TaskSpec[] = SCREW_TASKS): TaskRow[] {
  return tasks.map((t) => {
    const progress = Math.min(t.threshold, data[t.counter]);
    const reached = progress >= t.threshold;
    const claimed = data.tasksClaimed.includes(t.id);
    return {
      id: t.id,
      title: t.title,
      progress,
      threshold: t.threshold,
      reward: t.reward,
      reached,
      claimed,
      claimable: reached && !claimed,
    };
  });
}
