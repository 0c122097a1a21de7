// Spec 4, 5 and 9 (variant B): the 13 daily tasks, the 0 to 100 points bar, its chests at 40, 70 and
// 100 points, and the reset when the day changes.
import { describe, expect, it } from 'vitest';
import {
  CANDY_CHESTS,
  CANDY_TASK_IDS,
  CANDY_TASKS,
  candyTaskRows,
  chestRows,
  CHEST_TIPS,
  claimChest,
  emptyTaskData,
  isNewTaskDay,
  recordCandyTaskEvent,
  resetIfNewDay,
  TASK_POINTS_MAX,
  taskTitle,
  type CandyTaskData,
  type CandyTaskEvent,
} from '../../../src/core/candyTasks';
import { DAY_MS, dayOfAtOffset } from '../../../src/core/signIn';
import { taskEventsOfRules } from '../../../src/core/tasks';
import type { RuleEvent } from '../../../src/core/types';

const utc = dayOfAtOffset(0);
const T0 = Date.UTC(2025, 0, 6, 9);
const task = (id: string) => CANDY_TASKS.find((t) => t.id === id)!;
const chest = (id: string) => CANDY_CHESTS.find((c) => c.id === id)!;

function record(data: CandyTaskData, ...events: CandyTaskEvent[]): CandyTaskData {
  return events.reduce((d, e) => recordCandyTaskEvent(d, e).data, data);
}

describe('the task list', () => {
  it("has the spec's 13 tasks in order with their targets and points", () => {
    expect(CANDY_TASKS.map((t) => t.id)).toEqual([...CANDY_TASK_IDS]);
    expect(CANDY_TASKS.map((t) => t.target)).toEqual([1, 5, 3, 1, 15, 10, 5, 5, 30, 10, 20, 50, 30]);
    expect(CANDY_TASKS.map((t) => t.points)).toEqual([5, 5, 10, 5, 10, 5, 10, 10, 10, 10, 15, 15, 20]);
  });

  it("a win counts for task0, task2 and task7; a minute of play for task5, task10 and task12 (the spec's triggers)", () => {
    expect(CANDY_TASKS.filter((t) => t.trigger === 'levelWon').map((t) => t.id)).toEqual(['task0', 'task2', 'task7']);
    expect(CANDY_TASKS.filter((t) => t.trigger === 'minutePlayed').map((t) => t.id)).toEqual([
      'task5',
      'task10',
      'task12',
    ]);
  });

  it('every task has a title with its target', () => {
    expect(taskTitle(task('task7'))).toBe('Win 5 levels');
    expect(taskTitle(task('task12'))).toBe('Play for 30 minutes');
    for (const t of CANDY_TASKS) expect(taskTitle(t)).toContain(String(t.target));
  });

  it("the chests are the spec's: 40, 70 and 100 points and their rewards; the bar tops at 100", () => {
    expect(TASK_POINTS_MAX).toBe(100);
    expect(CANDY_CHESTS).toEqual([
      { id: 'Get1', points: 40, reward: { coin1: 300, prop0: 1 } },
      { id: 'Get2', points: 70, reward: { coin1: 500, prop0: 1, prop1: 1, prop2: 1 } },
      { id: 'Get3', points: 100, reward: { coin1: 1000, prop0: 3, prop1: 3, prop2: 3 } },
    ]);
  });
});

describe('task progress', () => {
  it('a win raises task0 to 1 (+5 points), task2 towards 3 (+10) and task7 towards 5 (+10)', () => {
    const first = recordCandyTaskEvent(emptyTaskData(T0), { type: 'levelWon' });
    expect(first.completed.map((t) => t.id)).toEqual(['task0']);
    expect(first.points).toBe(task('task0').points);
    expect(first.data).toMatchObject({ task0: 1, task2: 1, task7: 1, taskListNum: 5 });
    const three = record(first.data, { type: 'levelWon' }, { type: 'levelWon' });
    expect(three).toMatchObject({ task0: 1, task2: 3, task7: 3, taskListNum: 15 });
    const five = record(three, { type: 'levelWon', count: 4 });
    expect(five).toMatchObject({ task0: 1, task2: 3, task7: 5, taskListNum: 25 });
  });

  it('minutes of play raise task5 to 10 (+5), task10 to 20 (+15), task12 to 30 (+20)', () => {
    let data = emptyTaskData(T0);
    const points: number[] = [];
    for (let minute = 1; minute <= 31; minute += 1) {
      const r = recordCandyTaskEvent(data, { type: 'minutePlayed' });
      data = r.data;
      if (r.points > 0) points.push(minute, r.points);
    }
    expect(points).toEqual([10, 5, 20, 15, 30, 20]);
    expect(data).toMatchObject({ task5: 10, task10: 20, task12: 30, taskListNum: 40 });
  });

  it('a counter never goes above its target and its points count once', () => {
    const done = record(emptyTaskData(T0), { type: 'signedIn' });
    const again = recordCandyTaskEvent(done, { type: 'signedIn', count: 3 });
    expect(again.data).toBe(done);
    expect(again.points).toBe(0);
    expect(done).toMatchObject({ task3: 1, taskListNum: 5 });
  });

  it('an event no task counts, or a count of 0, changes nothing', () => {
    const data = emptyTaskData(T0);
    expect(recordCandyTaskEvent(data, { type: 'boxFilled', count: 0 }).data).toBe(data);
    expect(recordCandyTaskEvent(data, { type: 'boxFilled', count: -2 }).data).toBe(data);
  });

  it('the points stop at 100 even though the tasks add up to more', () => {
    const total = CANDY_TASKS.reduce((sum, t) => sum + t.points, 0);
    expect(total).toBeGreaterThan(TASK_POINTS_MAX);
    let data = emptyTaskData(T0);
    for (const t of CANDY_TASKS) data = record(data, { type: t.trigger, count: t.target });
    expect(data.taskListNum).toBe(TASK_POINTS_MAX);
    expect(candyTaskRows(data).every((row) => row.done)).toBe(true);
  });

  it('the rule events of a level feed the candy tasks through the shared taskEventsOfRules', () => {
    const events: RuleEvent[] = [
      { type: 'ScrewToBox', screwId: 's1', boardId: 'b1', boxUid: 1, position: 0, slot: 0 },
      { type: 'ScrewToTray', screwId: 's2', boardId: 'b1', slot: 0 },
      { type: 'BoxFilled', boxUid: 1, position: 0, colour: 1 },
      { type: 'BoardFreed', boardId: 'b1' },
    ];
    const data = record(emptyTaskData(T0), ...taskEventsOfRules(events));
    expect(data).toMatchObject({ task8: 2, task4: 1, task11: 1 });
  });

  it('the task rows show progress out of target', () => {
    const data = record(emptyTaskData(T0), { type: 'screwTaken', count: 12 });
    expect(candyTaskRows(data).find((r) => r.id === 'task8')).toEqual({
      id: 'task8',
      title: 'Take 30 candies',
      progress: 12,
      target: 30,
      points: 10,
      done: false,
    });
  });
});

describe('chests', () => {
  it.each(CANDY_CHESTS.map((c) => [c.id, c.points] as const))(
    "%s: 'Not enough points' below %i, its reward at it, then 'You have received'",
    (id, points) => {
      const below = { ...emptyTaskData(T0), taskListNum: points - 1 };
      expect(claimChest(below, id)).toEqual({ ok: false, reason: 'not-enough-points', text: 'Not enough points' });
      const at = { ...below, taskListNum: points };
      const claim = claimChest(at, id);
      expect(claim).toEqual({ ok: true, chest: chest(id), reward: chest(id).reward, data: { ...at, [id]: true } });
      if (!claim.ok) return;
      expect(claimChest(claim.data, id)).toEqual({ ok: false, reason: 'received', text: 'You have received' });
      expect(CHEST_TIPS).toEqual({ notEnoughPoints: 'Not enough points', received: 'You have received' });
    },
  );

  it('go locked, claimable, claimed', () => {
    const data = { ...emptyTaskData(T0), taskListNum: 70, Get1: true };
    expect(chestRows(data).map((c) => c.status)).toEqual(['claimed', 'claimable', 'locked']);
  });
});

describe('the day changes', () => {
  const busy = (): CandyTaskData => ({
    ...record(emptyTaskData(T0), { type: 'levelWon', count: 5 }, { type: 'minutePlayed', count: 30 }),
    Get1: true,
    Get2: true,
  });

  it('the same day keeps everything (the same object)', () => {
    const data = busy();
    expect(resetIfNewDay(data, T0 + 14 * 3_600_000, utc)).toBe(data);
    expect(isNewTaskDay(data, T0 + 14 * 3_600_000, utc)).toBe(false);
  });

  it('a later day resets every counter, the points and the chests, and keeps other fields', () => {
    const data = { ...busy(), coin1: 77 };
    const next = resetIfNewDay(data, T0 + DAY_MS, utc);
    expect(next).toEqual({ ...emptyTaskData(T0 + DAY_MS), coin1: 77 });
    expect(chestRows(next).map((c) => c.status)).toEqual(['locked', 'locked', 'locked']);
  });

  it('the day turns at midnight, not 24 hours later', () => {
    const late = { ...busy(), tasksDayTime: Date.UTC(2025, 0, 6, 23, 50) };
    expect(isNewTaskDay(late, Date.UTC(2025, 0, 7, 0, 5), utc)).toBe(true);
  });

  it('tasks of an unknown day start afresh', () => {
    const data = { ...busy(), tasksDayTime: 0 };
    expect(resetIfNewDay(data, T0, utc)).toEqual(emptyTaskData(T0));
  });

  it('the clock moved back to an earlier day keeps the tasks (no fresh chests)', () => {
    const data = busy();
    expect(resetIfNewDay(data, T0 - 3 * DAY_MS, utc)).toBe(data);
    expect(resetIfNewDay(data, Number.NaN, utc)).toBe(data);
  });
});
