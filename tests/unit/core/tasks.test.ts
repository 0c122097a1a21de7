// Spec 9: variant A's tasks, their thresholds and rewards added to taskListNum; progress and claims.
import { describe, expect, it } from 'vitest';
import { CHEST_TIPS } from '../../../src/core/candyTasks';
import {
  CLAIM_TIPS,
  claimTask,
  claimTaskChest,
  resetTasksForDay,
  SCREW_TASK_CHESTS,
  taskChestRows,
  taskPointsMax,
  recordTaskEvent,
  recordTaskEvents,
  SCREW_TASKS,
  taskEventsOfRules,
  taskRows,
  type TaskData,
} from '../../../src/core/tasks';
import type { RuleEvent } from '../../../src/core/types';
import { defaultGameData } from '../../../src/save/gameData';
import { screwVariant } from '../../../src/variants/screw';

const fresh = (): TaskData => defaultGameData();
const task = (id: string) => SCREW_TASKS.find((t) => t.id === id)!;

describe('the task table', () => {
  it("has the spec's tasks, thresholds and rewards, in its order", () => {
    expect(SCREW_TASKS.map((t) => [t.id, t.threshold, t.reward])).toEqual([
      ['task1', 5, 5],
      ['task3', 1, 5],
      ['task6', 5, 10],
      ['task9', 10, 10],
      ['task4', 15, 10],
      ['task8', 30, 10],
      ['task11', 50, 15],
    ]);
    expect(screwVariant.tasks).toBe(SCREW_TASKS);
  });

  it("each task counts in gameData's counter of its name, on its own trigger", () => {
    for (const t of SCREW_TASKS) expect(t.counter).toBe(t.id);
    expect(new Set(SCREW_TASKS.map((t) => t.trigger)).size).toBe(SCREW_TASKS.length);
  });
});

describe('task progress', () => {
  it('an event raises the counter of the task that counts it, capped at the threshold', () => {
    let data = fresh();
    data = recordTaskEvent(data, { type: 'levelWon' });
    expect(data.task1).toBe(1);
    data = recordTaskEvent(data, { type: 'screwTaken', count: 7 });
    expect(data.task11).toBe(7);
    data = recordTaskEvent(data, { type: 'levelWon', count: 99 });
    expect(data.task1).toBe(task('task1').threshold);
  });

  it('gives back the same data when nothing changed, and never changes its input', () => {
    const full = { ...fresh(), task3: 1 };
    expect(recordTaskEvent(full, { type: 'dailyWon' })).toBe(full);
    expect(recordTaskEvent(full, { type: 'levelWon', count: 0 })).toBe(full);
    const before = fresh();
    recordTaskEvent(before, { type: 'levelWon' });
    expect(before.task1).toBe(0);
  });

  it('several events in order', () => {
    const data = recordTaskEvents(fresh(), [{ type: 'skillUsed' }, { type: 'skillUsed' }, { type: 'minutePlayed' }]);
    expect(data).toMatchObject({ task6: 2, task4: 1 });
  });

  it('rule events: screws taken off boards, boxes filled, boards freed', () => {
    const events: RuleEvent[] = [
      { type: 'ScrewToBox', screwId: 'a', boardId: 'b', boxUid: 1, position: 0, slot: 2 },
      { type: 'BoardFreed', boardId: 'b' },
      { type: 'BoxFilled', boxUid: 1, position: 0, colour: 1 },
      { type: 'TrayToBox', screwId: 'c', fromSlot: 0, boxUid: 2, position: 0, slot: 0 },
      { type: 'ScrewToTray', screwId: 'd', boardId: 'e', slot: 1 },
    ];
    expect(taskEventsOfRules(events)).toEqual([
      { type: 'screwTaken', count: 2 },
      { type: 'boxFilled', count: 1 },
      { type: 'boardFreed', count: 1 },
    ]);
    expect(taskEventsOfRules([{ type: 'Rejected', screwId: 'a', reason: 'covered' }])).toEqual([]);
  });
});

describe('claiming a task', () => {
  it('only when reached, only once; the reward is added to taskListNum', () => {
    let data: TaskData = { ...fresh(), taskListNum: 3, task6: task('task6').threshold - 1 };
    expect(claimTask(data, 'task6')).toEqual({ ok: false, reason: 'not-reached', text: CLAIM_TIPS['not-reached'] });
    data = recordTaskEvent(data, { type: 'skillUsed' });
    const claim = claimTask(data, 'task6');
    expect(claim).toMatchObject({ ok: true, reward: task('task6').reward });
    if (!claim.ok) return;
    expect(claim.data).toMatchObject({ taskListNum: 3 + task('task6').reward, tasksClaimed: ['task6'] });
    expect(claimTask(claim.data, 'task6')).toEqual({ ok: false, reason: 'claimed', text: 'You have received' });
    expect(data.tasksClaimed).toEqual([]);
  });

  it('an unknown task is refused', () => {
    expect(claimTask(fresh(), 'task2')).toMatchObject({ ok: false, reason: 'unknown' });
  });
});

describe('the task layer rows', () => {
  it('progress, threshold, reward, and whether the claim button is on', () => {
    const data = { ...fresh(), task1: 5, task3: 1, task11: 12, tasksClaimed: ['task3'] };
    const rows = taskRows(data);
    expect(rows.map((r) => r.id)).toEqual(SCREW_TASKS.map((t) => t.id));
    expect(rows[0]).toEqual({
      id: 'task1',
      title: task('task1').title,
      progress: 5,
      threshold: 5,
      reward: 5,
      reached: true,
      claimed: false,
      claimable: true,
    });
    expect(rows[1]).toMatchObject({ reached: true, claimed: true, claimable: false });
    expect(rows[6]).toMatchObject({ progress: 12, reached: false, claimable: false });
  });
});

describe("variant A's task chests and daily reset (docs/economy.md)", () => {
  const chests = screwVariant.taskChests!;
  const day = { year: 2026, month: 11, day: 21 };

  it('the last chest is reached by every task of the day; none is out of reach', () => {
    expect(taskPointsMax(SCREW_TASKS)).toBe(65);
    expect(chests.map((c) => c.points)).toEqual([20, 40, taskPointsMax(SCREW_TASKS)]);
    expect(chests).toBe(SCREW_TASK_CHESTS);
  });

  it('a chest opens once from its points on; below them or again it says why', () => {
    const below = { ...fresh(), taskListNum: chests[1]!.points - 1 };
    expect(claimTaskChest(below, 'chest2')).toEqual({
      ok: false,
      reason: 'not-enough-points',
      text: CHEST_TIPS.notEnoughPoints,
    });
    const reached = { ...fresh(), taskListNum: chests[1]!.points };
    const claim = claimTaskChest(reached, 'chest2');
    expect(claim).toMatchObject({ ok: true, chest: chests[1] });
    if (!claim.ok) return;
    expect(claim.data.chestsClaimed).toEqual(['chest2']);
    expect(claimTaskChest(claim.data, 'chest2')).toMatchObject({
      ok: false,
      reason: 'received',
      text: CHEST_TIPS.received,
    });
    expect(claimTaskChest(reached, 'nope')).toMatchObject({ ok: false, reason: 'unknown' });
    expect(taskChestRows(claim.data).map((r) => r.status)).toEqual(['claimable', 'claimed', 'locked']);
  });

  it('a new day resets counters, claims, chests and points; the same or an earlier day changes nothing', () => {
    const played = {
      ...fresh(),
      task1: 5,
      task8: 12,
      taskListNum: 30,
      tasksClaimed: ['task1'],
      chestsClaimed: ['chest1'],
      tasksDay: '2026-11-21',
      coin1: 90,
    };
    expect(resetTasksForDay(played, day)).toBe(played);
    expect(resetTasksForDay(played, { ...day, day: 20 })).toBe(played);
    const next = resetTasksForDay(played, { ...day, day: 22 });
    expect(next).toMatchObject({
      task1: 0,
      task8: 0,
      taskListNum: 0,
      tasksClaimed: [],
      chestsClaimed: [],
      tasksDay: '2026-11-22',
      coin1: 90,
    });
  });

  it('a day not known yet (a new player, an older save) becomes today with the progress kept', () => {
    const old = { ...fresh(), task1: 4, taskListNum: 10, tasksClaimed: ['task3'] };
    expect(resetTasksForDay(old, day)).toEqual({ ...old, tasksDay: '2026-11-21' });
  });
});
