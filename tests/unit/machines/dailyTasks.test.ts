// Spec 4, 5 and 9 (variant B): the daily-tasks chart with a controlled clock: task events, minutes of
// play, the chests of the points bar, and a fresh day of tasks when the day changes mid-session.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { dailyTasksMachine, type DailyTasksEmitted } from '../../../machines/dailyTasks';
import {
  CANDY_CHESTS,
  CANDY_TASKS,
  CHEST_TIPS,
  emptyTaskData,
  type CandyTaskData,
  type ChestId,
} from '../../../src/core/candyTasks';
import { DAY_MS, dayOfAtOffset } from '../../../src/core/signIn';

const utc = dayOfAtOffset(0);
const T0 = Date.UTC(2025, 0, 6, 9);
const MINUTE = 60_000;
const chest = (id: ChestId) => CANDY_CHESTS.find((c) => c.id === id)!;

/** The player's wall clock, which (unlike the actor's SimulatedClock) the player can also set back. */
function wallClock(start: number) {
  let t = start;
  return { now: () => t, set: (ms: number) => void (t = ms), increment: (ms: number) => void (t += ms) };
}

function start(data: CandyTaskData = emptyTaskData(T0)) {
  const clock = wallClock(T0);
  const actor = createActor(dailyTasksMachine, { clock: new SimulatedClock(), input: { data, dayOf: utc } });
  const emitted: DailyTasksEmitted[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  const now = () => clock.now();
  const of = <T extends DailyTasksEmitted['type']>(type: T) =>
    emitted.filter((e): e is Extract<DailyTasksEmitted, { type: T }> => e.type === type);
  const data$ = () => actor.getSnapshot().context.data;
  return { actor, clock, now, emitted, of, data: data$ };
}

describe('the daily-tasks chart', () => {
  it('a win counts for task0, task2 and task7; finished tasks add their points and are saved', () => {
    const { actor, now, of, data } = start();
    actor.send({ type: 'TASK', now: now(), trigger: 'levelWon' });
    expect(of('task.completed')).toEqual([{ type: 'task.completed', id: 'task0', points: 5, taskListNum: 5 }]);
    expect(data()).toMatchObject({ task0: 1, task2: 1, task7: 1, taskListNum: 5 });
    expect(of('save').at(-1)!.patch).toEqual(data());
    actor.send({ type: 'TASK', now: now(), trigger: 'levelWon', count: 4 });
    expect(of('task.completed').map((e) => e.id)).toEqual(['task0', 'task2', 'task7']);
    expect(data().taskListNum).toBe(25);
  });

  it('an event that changes nothing saves nothing', () => {
    const { actor, now, of } = start();
    actor.send({ type: 'TASK', now: now(), trigger: 'signedIn' });
    actor.send({ type: 'TASK', now: now(), trigger: 'signedIn' });
    expect(of('save')).toHaveLength(1);
  });

  it('play time counts in whole minutes, the rest carried over', () => {
    const { actor, clock, now, data, of } = start();
    actor.send({ type: 'PLAYED', now: now(), ms: 90_000 });
    expect(data()).toMatchObject({ task5: 1, task10: 1, task12: 1 });
    actor.send({ type: 'PLAYED', now: now(), ms: 20_000 });
    expect(data().task5).toBe(1);
    actor.send({ type: 'PLAYED', now: now(), ms: 10_000 });
    expect(data().task5).toBe(2);
    for (let i = 0; i < 8; i += 1) {
      clock.increment(MINUTE);
      actor.send({ type: 'PLAYED', now: now(), ms: MINUTE });
    }
    expect(of('task.completed')).toEqual([{ type: 'task.completed', id: 'task5', points: 5, taskListNum: 5 }]);
  });

  it("chests open only with the task layer; below their points: 'Not enough points'", () => {
    const { actor, now, of } = start();
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get1' });
    expect(of('toast')).toEqual([]);
    actor.send({ type: 'OPEN', now: now() });
    expect(actor.getSnapshot().value).toEqual({ open: 'list' });
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get1' });
    expect(of('toast')).toEqual([{ type: 'toast', text: CHEST_TIPS.notEnoughPoints }]);
    expect(of('reward')).toEqual([]);
  });

  it("each chest gives its reward at its points, once: then 'You have received'", () => {
    const { actor, now, of, data } = start();
    actor.send({ type: 'OPEN', now: now() });
    for (const t of CANDY_TASKS) actor.send({ type: 'TASK', now: now(), trigger: t.trigger, count: t.target });
    expect(data().taskListNum).toBe(100);
    for (const c of CANDY_CHESTS) {
      actor.send({ type: 'CLAIM_CHEST', now: now(), chest: c.id });
      actor.send({ type: 'CLOSE_AWARD' });
    }
    expect(of('reward')).toEqual(CANDY_CHESTS.map((c) => ({ type: 'reward', reward: c.reward, chest: c.id })));
    expect(data()).toMatchObject({ Get1: true, Get2: true, Get3: true });
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get2' });
    expect(of('toast')).toEqual([{ type: 'toast', text: CHEST_TIPS.received }]);
    expect(of('reward')).toHaveLength(3);
  });

  it('a chest that opens shows its award popup until OK; a refused one only toasts', () => {
    const { actor, now, of } = start({ ...emptyTaskData(T0), taskListNum: chest('Get2').points });
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get3' });
    expect(actor.getSnapshot().value).toEqual({ open: 'list' });
    expect(actor.getSnapshot().context.award).toBeNull();
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get2' });
    expect(actor.getSnapshot().value).toEqual({ open: 'award' });
    expect(actor.getSnapshot().context.award).toEqual({ chest: 'Get2', reward: chest('Get2').reward });
    // Taps on the bar behind the popup do nothing until OK.
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get1' });
    expect(of('reward')).toHaveLength(1);
    actor.send({ type: 'CLOSE_AWARD' });
    expect(actor.getSnapshot().value).toEqual({ open: 'list' });
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get2' });
    expect(actor.getSnapshot().value).toEqual({ open: 'list' });
    expect(of('toast').map((t) => t.text)).toEqual([CHEST_TIPS.notEnoughPoints, CHEST_TIPS.received]);
  });

  it('the 40-point chest opens at 40 and the 70-point one still waits', () => {
    const { actor, now, of } = start({ ...emptyTaskData(T0), taskListNum: chest('Get1').points });
    actor.send({ type: 'OPEN', now: now() });
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get2' });
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get1' });
    expect(of('toast').map((t) => t.text)).toEqual([CHEST_TIPS.notEnoughPoints]);
    expect(of('reward')).toEqual([{ type: 'reward', reward: chest('Get1').reward, chest: 'Get1' }]);
  });

  it('a day boundary mid-session resets every counter, the points and the chests', () => {
    const { actor, clock, now, of, data } = start();
    clock.set(Date.UTC(2025, 0, 6, 23, 50));
    actor.send({ type: 'OPEN', now: now() });
    for (const t of CANDY_TASKS) actor.send({ type: 'TASK', now: now(), trigger: t.trigger, count: t.target });
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get1' });
    actor.send({ type: 'CLOSE_AWARD' });
    actor.send({ type: 'PLAYED', now: now(), ms: 30_000 });
    expect(data()).toMatchObject({ taskListNum: 100, Get1: true });
    clock.set(Date.UTC(2025, 0, 7, 0, 1));
    actor.send({ type: 'PLAYED', now: now(), ms: MINUTE });
    expect(of('tasks.reset')).toHaveLength(1);
    expect(data()).toEqual({ ...emptyTaskData(now()), task5: 1, task10: 1, task12: 1 });
    actor.send({ type: 'CLAIM_CHEST', now: now(), chest: 'Get1' });
    expect(of('toast').at(-1)).toEqual({ type: 'toast', text: CHEST_TIPS.notEnoughPoints });
  });

  it("the app's NOW starts a new day even with nothing else happening; tasks saved yesterday reset on OPEN", () => {
    const yesterday = { ...emptyTaskData(T0 - DAY_MS), task0: 1, taskListNum: 5, Get1: true };
    const { actor, now, of, data } = start(yesterday);
    actor.send({ type: 'OPEN', now: now() });
    expect(data()).toEqual(emptyTaskData(T0));
    expect(of('save')).toEqual([{ type: 'save', patch: emptyTaskData(T0) }]);
    actor.send({ type: 'NOW', now: now() + 1000 });
    expect(of('tasks.reset')).toHaveLength(1);
  });

  it('the clock moved back does not reset the day (no fresh chests)', () => {
    const { actor, clock, now, of, data } = start();
    actor.send({ type: 'TASK', now: now(), trigger: 'levelWon', count: 5 });
    clock.set(T0 - 3 * DAY_MS);
    actor.send({ type: 'NOW', now: now() });
    actor.send({ type: 'TASK', now: now(), trigger: 'boxFilled' });
    expect(of('tasks.reset')).toEqual([]);
    expect(data()).toMatchObject({ task0: 1, task2: 3, task7: 5, task4: 1, taskListNum: 25 });
  });
});
