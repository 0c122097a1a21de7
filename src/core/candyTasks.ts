// Variant B's 13 daily tasks and their three chests (spec sections 3, 4, 5 and 9): targets, points,
// triggers, the 0 to 100 points bar, the chests at 40, 70 and 100 points, and the reset when the day
// changes. Pure: the wall clock only comes in as `now` and the player's day as a `DayOf`.
import { localDayOf, type DayOf, type Reward } from './signIn';
import type { TaskTrigger } from './tasks';
import { CANDY_CHESTS, CANDY_TASKS, CHEST_TIPS, TASK_POINTS_MAX } from './candyTables';

export { CANDY_CHESTS, CANDY_TASKS, CHEST_TIPS, TASK_POINTS_MAX };

/** The task counters of the save, task0 to task12. */
export const CANDY_TASK_IDS = [
  'task0',
  'task1',
  'task2',
  'task3',
  'task4',
  'task5',
  'task6',
  'task7',
  'task8',
  'task9',
  'task10',
  'task11',
  'task12',
] as const;

/** One of {@link CANDY_TASK_IDS}. */
export type CandyTaskId = (typeof CANDY_TASK_IDS)[number];

/**
 * What a task counts: the shared triggers of src/core/tasks (so that `taskEventsOfRules` feeds both
 * variants: a won level, a skill used, a plate filled, a board freed, a candy taken, a minute of play),
 * plus three of variant B's own: a sign-in claimed, a rewarded video watched to the end, a level
 * started. The spec names the win and minute triggers; the others are ours (docs/meta.md).
 */
export type CandyTaskTrigger = TaskTrigger | 'signedIn' | 'adWatched' | 'levelStarted';

/** One task of the list. */
export interface CandyTaskSpec {
  id: CandyTaskId;
  /** The task layer's text; `{n}` stands for the target. */
  title: string;
  /** The counter's goal; the counter never goes above it. */
  target: number;
  /** Points added to taskListNum when the counter reaches the target. */
  points: number;
  trigger: CandyTaskTrigger;
}

/** The chest flags of the save. */
export type ChestId = 'Get1' | 'Get2' | 'Get3';

/** One chest of the points bar. */
export interface ChestSpec {
  id: ChestId;
  /** Points from which it can be claimed. */
  points: number;
  reward: Reward;
}

/** The task fields of the save: the spec's counters, points and chest flags, and the day they belong to. */
export interface CandyTaskData extends Record<CandyTaskId, number>, Record<ChestId, boolean> {
  /** Points of the day, 0 to 100. */
  taskListNum: number;
  /** A moment of the day the counters belong to (ms since 1970); 0 = unknown, read as another day. */
  tasksDayTime: number;
}

/** Only the task fields of a larger record (the whole save): a chart that writes them back writes nothing else. */
export function taskDataOf(record: CandyTaskData): CandyTaskData {
  const data = {
    taskListNum: record.taskListNum,
    tasksDayTime: record.tasksDayTime,
    Get1: record.Get1,
    Get2: record.Get2,
    Get3: record.Get3,
  } as CandyTaskData;
  for (const id of CANDY_TASK_IDS) data[id] = record[id];
  return data;
}

/** The task layer's text of a task, its target filled in. */
export function taskTitle(task: CandyTaskSpec): string {
  return task.title.replace('{n}', String(task.target));
}

/** A fresh day of tasks, belonging to the day of `now`. */
export function emptyTaskData(now: number): CandyTaskData {
  const data = { taskListNum: 0, tasksDayTime: now, Get1: false, Get2: false, Get3: false } as CandyTaskData;
  for (const id of CANDY_TASK_IDS) data[id] = 0;
  return data;
}

/**
 * True when `now` is on a later day than the one the tasks belong to (or that day is unknown). A clock
 * that went back to an earlier day is not a new day: the tasks stay until the stored day has passed.
 */
export function isNewTaskDay(data: CandyTaskData, now: number, dayOf: DayOf = localDayOf): boolean {
  if (!Number.isFinite(now)) return false;
  if (!(data.tasksDayTime > 0)) return true;
  return dayOf(now) > dayOf(data.tasksDayTime);
}

/**
 * The data for `now`: every counter, the points and the chests back to zero when the day changed, the
 * other fields kept. The same object when it is still the stored day.
 */
export function resetIfNewDay<D extends CandyTaskData>(data: D, now: number, dayOf: DayOf = localDayOf): D {
  if (!isNewTaskDay(data, now, dayOf)) return data;
  return { ...data, ...emptyTaskData(now) };
}

/** Something that happened in the game, `count` times (1 unless told). */
export interface CandyTaskEvent {
  type: CandyTaskTrigger;
  count?: number;
}

/** An event's answer: the data, the tasks it completed (in table order) and the points they added. */
export interface CandyTaskProgress<D> {
  /** The same object when nothing changed. */
  data: D;
  completed: CandyTaskSpec[];
  points: number;
}

/**
 * Raises the counter of every task counting this event, each up to its target. A task that reaches its
 * target adds its points to taskListNum at once (no claim button), never above 100.
 */
export function recordCandyTaskEvent<D extends CandyTaskData>(
  data: D,
  event: CandyTaskEvent,
  tasks: readonly CandyTaskSpec[] = CANDY_TASKS,
): CandyTaskProgress<D> {
  const by = Number.isFinite(event.count ?? 1) ? Math.max(0, Math.floor(event.count ?? 1)) : 0;
  let next = data;
  const completed: CandyTaskSpec[] = [];
  let points = 0;
  for (const task of tasks) {
    if (task.trigger !== event.type || by === 0) continue;
    const before = next[task.id];
    if (before >= task.target) continue;
    const value = Math.min(task.target, before + by);
    next = { ...next, [task.id]: value };
    if (value >= task.target) {
      completed.push(task);
      points += task.points;
    }
  }
  if (points > 0) next = { ...next, taskListNum: Math.min(TASK_POINTS_MAX, next.taskListNum + points) };
  return { data: next, completed, points };
}

/** Why a chest claim was refused. */
export type ChestRefusal = 'unknown' | 'not-enough-points' | 'received';

/** A chest claim's answer: the data with the chest marked and its reward, or why not with the toast. */
export type ChestClaim<D> =
  { ok: true; data: D; reward: Reward; chest: ChestSpec } | { ok: false; reason: ChestRefusal; text: string };

/** Claims a chest: once a day, from its points on ('Not enough points', 'You have received'). */
export function claimChest<D extends CandyTaskData>(
  data: D,
  id: ChestId,
  chests: readonly ChestSpec[] = CANDY_CHESTS,
): ChestClaim<D> {
  const chest = chests.find((c) => c.id === id);
  if (!chest) return { ok: false, reason: 'unknown', text: CHEST_TIPS.notEnoughPoints };
  if (data[id]) return { ok: false, reason: 'received', text: CHEST_TIPS.received };
  if (data.taskListNum < chest.points)
    return { ok: false, reason: 'not-enough-points', text: CHEST_TIPS.notEnoughPoints };
  return { ok: true, chest, reward: chest.reward, data: { ...data, [id]: true } };
}

/** One row of the task layer. */
export interface CandyTaskRow {
  id: CandyTaskId;
  title: string;
  /** The counter, never above the target. */
  progress: number;
  target: number;
  points: number;
  done: boolean;
}

/** What the task list shows, in table order. */
export function candyTaskRows(data: CandyTaskData, tasks: readonly CandyTaskSpec[] = CANDY_TASKS): CandyTaskRow[] {
  return tasks.map((t) => {
    const progress = Math.max(0, Math.min(t.target, data[t.id]));
    return { id: t.id, title: taskTitle(t), progress, target: t.target, points: t.points, done: progress >= t.target };
  });
}

/** A chest on the bar: locked below its points, then claimable, then claimed (spec 4). */
export type ChestStatus = 'locked' | 'claimable' | 'claimed';

/** One chest of the bar. */
export interface ChestRow {
  id: ChestId;
  points: number;
  reward: Reward;
  status: ChestStatus;
}

/** What the points bar shows, in table order. */
export function chestRows(data: CandyTaskData, chests: readonly ChestSpec[] = CANDY_CHESTS): ChestRow[] {
  return chests.map((c) => ({
    id: c.id,
    points: c.points,
    reward: c.reward,
    status: data[c.id] ? 'claimed' : data.taskListNum >= c.points ? 'claimable' : 'locked',
  }));
}
