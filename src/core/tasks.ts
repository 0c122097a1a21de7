// Variant A's daily tasks (spec section 9): each raises one gameData counter (task1..task11) on a game event,
// up to its threshold; once reached it can be claimed once, and its reward is added to taskListNum. The
// points open the chests of the points bar (coins and props), and everything starts again each day.
import { compareDays, dayKeyString, parseDayKey, type DayKey } from './calendar';
import { CHEST_TIPS } from './candyTables';
import type { WalletReward } from './economy';
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
  /** Ids of the chests opened today. */
  chestsClaimed: string[];
  /** The day ('YYYY-MM-DD') the counters, claims and points belong to; '' when not known yet. */
  tasksDay: string;
}

/** Every task point a day can give: the rewards of the whole table together (variant A: 65). */
export function taskPointsMax(tasks: readonly TaskSpec[] = SCREW_TASKS): number {
  return tasks.reduce((sum, t) => sum + t.reward, 0);
}

/** One chest of variant A's points bar: opened once a day from its points on, for coins and props. */
export interface TaskChestSpec {
  id: string;
  points: number;
  reward: WalletReward;
}

/**
 * Variant A's chests (docs/economy.md). Spec 9 gives chests only to variant B (40, 70 and 100 of its 100
 * points); variant A's seven tasks give 65 points a day, so its chests sit at 20, 40 and all 65, and
 * carry B's first two chests' figures with a hint prop for the first.
 */
export const SCREW_TASK_CHESTS: readonly TaskChestSpec[] = [
  { id: 'chest1', points: 20, reward: { coin1: 100, prop3: 1 } },
  { id: 'chest2', points: 40, reward: { coin1: 300, prop0: 1 } },
  { id: 'chest3', points: taskPointsMax(SCREW_TASKS), reward: { coin1: 500, prop0: 1, prop1: 1, prop2: 1 } },
];

/**
 * The data for `today`: on a later day than the one the tasks belong to, every counter of the table, the
 * claims, the chests and the points start again. A day not known yet (a new player, a save from before
 * daily tasks) is taken as today with the progress kept; a clock gone back to an earlier day changes
 * nothing. The same object when nothing changed.
 */
export function resetTasksForDay<D extends TaskData>(
  data: D,
  today: DayKey,
  tasks: readonly TaskSpec[] = SCREW_TASKS,
): D {
  const day = dayKeyString(today);
  const stored = parseDayKey(data.tasksDay);
  if (stored && compareDays(today, stored) <= 0) return data;
  if (!stored) return { ...data, tasksDay: day };
  const next: D = { ...data, taskListNum: 0, tasksClaimed: [], chestsClaimed: [], tasksDay: day };
  for (const task of tasks) next[task.counter] = 0;
  return next;
}

/** A chest claim's answer: the data with the chest marked (the caller adds the reward), or why not. */
export type ChestClaimResult<D> =
  | { ok: true; data: D; chest: TaskChestSpec }
  | { ok: false; reason: 'unknown' | 'not-enough-points' | 'received'; text: string };

/** Opens a chest: once a day, from its points on ('Not enough points', 'You have received'). */
export function claimTaskChest<D extends TaskData>(
  data: D,
  id: string,
  chests: readonly TaskChestSpec[] = SCREW_TASK_CHESTS,
): ChestClaimResult<D> {
  const chest = chests.find((c) => c.id === id);
  if (!chest) return { ok: false, reason: 'unknown', text: CHEST_TIPS.notEnoughPoints };
  if (data.chestsClaimed.includes(id)) return { ok: false, reason: 'received', text: CHEST_TIPS.received };
  if (data.taskListNum < chest.points)
    return { ok: false, reason: 'not-enough-points', text: CHEST_TIPS.notEnoughPoints };
  return { ok: true, chest, data: { ...data, chestsClaimed: [...data.chestsClaimed, id] } };
}

/** One chest of the bar: locked below its points, then claimable, then claimed. */
export interface TaskChestRow {
  id: string;
  points: number;
  reward: WalletReward;
  status: 'locked' | 'claimable' | 'claimed';
}

/** What the points bar shows, in table order. */
export function taskChestRows(data: TaskData, chests: readonly TaskChestSpec[] = SCREW_TASK_CHESTS): TaskChestRow[] {
  return chests.map((c) => ({
    id: c.id,
    points: c.points,
    reward: c.reward,
    status: data.chestsClaimed.includes(c.id) ? 'claimed' : data.taskListNum >= c.points ? 'claimable' : 'locked',
  }));
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
