// The task boards read without a canvas (variant A's task panel and variant B's daily tasks, drawn on the canvas
// by TaskLayer and DailyTaskLayer): what each row shows (title, bar, count, reward, Claim or check), the chests'
// spoken names and places, the award's items, the rows' layout in both skins and the list's scrolling (clamping,
// the wheel, the thumb, a focused row brought into view, mirror boxes kept inside the list).
import { describe, expect, it } from 'vitest';
import { candyTaskRows, chestRows, type CandyTaskData } from '../../../../src/core/candyTasks';
import { translatorFor } from '../../../../src/i18n';
import { mutedColour } from '../../../../src/ui/ChestIcon';
import {
  awardItems,
  chestLabel,
  clampScroll,
  clipToView,
  clipX,
  DAILY_ROW,
  dailyRowView,
  fitSize,
  LIST,
  listStack,
  pointsPercent,
  rowLayout,
  rowMark,
  scrollThumb,
  scrollToShow,
  shownPoints,
  TASK_LIST_WITH_CHESTS,
  TASK_PANEL,
  TASK_ROW,
  taskCount,
  taskPercent,
  taskRowView,
  wheelStep,
  wiggleDegrees,
  type TaskRow,
} from '../../../../src/ui/canvas/taskLook';

const t = translatorFor('en_US');

describe("variant A's task rows", () => {
  const rows: TaskRow[] = [
    { id: 'task1', title: 'Win 5 levels', progress: 5, threshold: 5, reward: 5, state: 'claimed' },
    { id: 'task3', title: 'Play the daily challenge', progress: 1, threshold: 1, reward: 5, state: 'claimable' },
    { id: 'task6', title: 'Use 5 skills', progress: 2, threshold: 5, reward: 10, state: 'running' },
  ];

  it('a row shows its title, bar, "progress/threshold" and "+reward", and says them all', () => {
    const running = taskRowView(rows[2]!, t);
    expect(running).toMatchObject({
      title: 'Use 5 skills',
      percent: 40,
      count: '2/5',
      reward: '+10',
      state: 'running',
    });
    expect(running.name).toBe('Use 5 skills, 2/5, +10 Points');
    expect(taskRowView(rows[0]!, t).name).toBe('Win 5 levels, 5/5, +5 Points, Claimed');
    expect(taskRowView(rows[1]!, t)).toMatchObject({ percent: 100, count: '1/1' });
  });

  it('Claim only on claimable rows, a check on claimed ones, nothing on running ones', () => {
    expect(rows.map((r) => rowMark(r.state, false))).toEqual(['done', 'claim', null]);
    // Variant B's rows always have their circle, ticked once done.
    expect(rowMark('running', true)).toBe('empty');
    expect(rowMark('claimed', true)).toBe('done');
  });

  it('bar and count hold within 0..threshold; finished tasks are full', () => {
    expect(taskPercent({ progress: 3, threshold: 10, state: 'running' })).toBe(30);
    expect(taskPercent({ progress: 12, threshold: 10, state: 'running' })).toBe(100);
    expect(taskPercent({ progress: -1, threshold: 10, state: 'running' })).toBe(0);
    expect(taskPercent({ progress: 0, threshold: 0, state: 'running' })).toBe(100);
    expect(taskPercent({ progress: 0, threshold: 5, state: 'claimable' })).toBe(100);
    expect(taskCount({ progress: 12, threshold: 10, state: 'running' })).toBe('10/10');
    expect(taskCount({ progress: 3, threshold: 5, state: 'claimed' })).toBe('5/5');
    expect(taskCount({ progress: 2.7, threshold: 5, state: 'running' })).toBe('2/5');
  });

  it('a title en_US knows is shown in the current language', () => {
    const de = translatorFor('de_DE');
    const row = taskRowView({ ...rows[2]!, title: 'Use 5 skills' }, de);
    expect(row.count).toBe('2/5');
    expect(typeof row.title).toBe('string');
    expect(row.title.length).toBeGreaterThan(0);
  });
});

describe("variant B's daily task rows", () => {
  const data = {
    taskListNum: 45,
    tasksDayTime: 1,
    Get1: true,
    Get2: false,
    Get3: false,
    ...Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`task${i}`, i === 0 ? 1 : 0])),
  } as unknown as CandyTaskData;

  it('13 rows, each with its translated title, count, points and a tick when done', () => {
    const rows = candyTaskRows(data).map((r) => dailyRowView(r, t));
    expect(rows).toHaveLength(13);
    expect(rows[0]).toMatchObject({ title: 'Win 1 level', count: '1/1', percent: 100, reward: '+5', state: 'claimed' });
    expect(rows[0]!.name).toBe('Win 1 level, 1/1, +5 Points, Done');
    expect(rows[1]).toMatchObject({ title: 'Use 5 props', count: '0/5', percent: 0, state: 'running' });
  });

  it('a count holds within 0..target; a done task is full', () => {
    const row = candyTaskRows(data)[1]!;
    expect(dailyRowView({ ...row, progress: 9 }, t).count).toBe('5/5');
    expect(dailyRowView({ ...row, progress: -2 }, t).count).toBe('0/5');
    expect(dailyRowView({ ...row, done: true, progress: 0 }, t)).toMatchObject({ count: '5/5', percent: 100 });
    expect(dailyRowView({ ...row, target: 0 }, t).percent).toBe(100);
  });
});

describe('the points bar and its chests', () => {
  it('the badge and the bar hold within 0..max', () => {
    expect(pointsPercent(45, 100)).toBe(45);
    expect(pointsPercent(150, 100)).toBe(100);
    expect(pointsPercent(-3, 100)).toBe(0);
    expect(pointsPercent(10, 0)).toBe(0);
    expect(shownPoints(150.7, 100)).toBe(100);
    expect(shownPoints(Number.NaN, 100)).toBe(0);
  });

  it("a chest's spoken name ends with its state (what the DOM's data-state said)", () => {
    expect(chestLabel({ id: 'chest2', points: 40, status: 'locked' }, t)).toBe('Chest, 40 points, Locked');
    expect(chestLabel({ id: 'chest2', points: 40, status: 'claimable' }, t)).toBe('Chest, 40 points, Ready to open');
    expect(chestLabel({ id: 'chest2', points: 40, status: 'claimed' }, t)).toBe('Chest, 40 points, Claimed');
  });

  it("variant B's chests from its rows: opened, ready, locked", () => {
    const rows = chestRows({ taskListNum: 75, Get1: true, Get2: false, Get3: false } as unknown as CandyTaskData);
    expect(rows.map((c) => [c.id, c.status])).toEqual([
      ['Get1', 'claimed'],
      ['Get2', 'claimable'],
      ['Get3', 'locked'],
    ]);
  });

  it("a locked chest's colours are 45% greyed, 3% darker; grey stays grey", () => {
    expect(mutedColour('#ffffff')).toBe('#f7f7f7');
    expect(mutedColour('#fff')).toBe('#f7f7f7');
    const pink = mutedColour('#ff5f9e');
    const [r, g] = [Number.parseInt(pink.slice(1, 3), 16), Number.parseInt(pink.slice(3, 5), 16)];
    expect(r).toBeLessThan(255);
    expect(g).toBeGreaterThan(0x5f);
  });

  it("the fill's stripes are cut to the fill; the ready chest wiggles after a still 60%", () => {
    expect(clipX([0, 0, 10, 0, 10, 10, 0, 10], 2, 6)).toEqual([2, 0, 6, 0, 6, 10, 2, 10]);
    expect(clipX([0, 0, 10, 0, 10, 10, 0, 10], 20, 30)).toEqual([]);
    expect(wiggleDegrees(0.3)).toBe(0);
    expect(wiggleDegrees(0.7)).toBeCloseTo(-8);
    expect(wiggleDegrees(0.8)).toBeCloseTo(7);
    expect(wiggleDegrees(1)).toBe(0);
  });
});

describe("a chest's award", () => {
  it('lists the coins and props it gave, coins as +N and props as xN, in wallet order', () => {
    expect(awardItems({ coin1: 300, prop0: 1, prop3: 2 })).toEqual([
      { item: 'coin1', text: '+300' },
      { item: 'prop0', text: 'x1' },
      { item: 'prop3', text: 'x2' },
    ]);
    expect(awardItems({ coin1: 0, prop1: 3 })).toEqual([{ item: 'prop1', text: 'x3' }]);
  });
});

describe('the rows laid out', () => {
  const width = TASK_PANEL.body - 2 * LIST.padSide;

  it('variant A: the action column on the right, bar, count and reward in the line under the title', () => {
    const lay = rowLayout(TASK_ROW, width, 50, 40, false);
    expect(TASK_PANEL.body).toBe(642);
    expect(lay.mark.x).toBe(width - TASK_ROW.padRight - TASK_ROW.action.width / 2);
    expect(lay.pill.width).toBe(TASK_ROW.pill.minWidth);
    expect(lay.pill.x + lay.pill.width).toBe(width - TASK_ROW.padRight - TASK_ROW.action.width - TASK_ROW.gap);
    expect(lay.count.right).toBe(lay.pill.x - 12);
    expect(lay.bar.x + lay.bar.width).toBe(lay.count.right - TASK_ROW.countMinWidth - 12);
    expect(lay.bar.y + TASK_ROW.bar.height / 2).toBe(lay.pill.y + lay.pill.height / 2);
    // Everything inside the row.
    expect(lay.title.y).toBeGreaterThanOrEqual(0);
    expect(lay.pill.y + lay.pill.height).toBeLessThanOrEqual(TASK_ROW.height);
  });

  it('variant B: the check on the left, the points pill on the right, a wide reward grows its pill', () => {
    const lay = rowLayout(DAILY_ROW, width, 50, 40, true);
    expect(lay.mark.x).toBe(DAILY_ROW.padLeft + DAILY_ROW.action.width / 2);
    expect(lay.title.x).toBe(DAILY_ROW.padLeft + DAILY_ROW.action.width + DAILY_ROW.gap);
    expect(lay.pill.x + lay.pill.width).toBe(width - DAILY_ROW.padRight);
    expect(rowLayout(DAILY_ROW, width, 50, 200, true).pill.width).toBeGreaterThan(DAILY_ROW.pill.minWidth);
  });

  it('a Claim word too long for its button gets smaller type, not less than the least', () => {
    expect(fitSize(2, 118, 36, 20)).toBe(36);
    expect(fitSize(5, 118, 36, 20)).toBe(23);
    expect(fitSize(20, 118, 36, 20)).toBe(20);
  });
});

describe('the scrolling list', () => {
  it("variant B's 13 rows are taller than the list's 700: it scrolls; variant A's 7 under the chests too", () => {
    const daily = listStack(13, DAILY_ROW.height);
    expect(daily.tops[1]).toBe(LIST.padTop + DAILY_ROW.height + LIST.gap);
    expect(daily.height).toBe(LIST.padTop + 13 * 100 + 12 * LIST.gap + LIST.padBottom);
    expect(daily.height).toBeGreaterThan(DAILY_ROW.listMax);
    expect(listStack(7, TASK_ROW.height).height).toBeGreaterThan(TASK_LIST_WITH_CHESTS);
    expect(listStack(0, 100).height).toBe(0);
  });

  it('scrolls within its reach, by wheel pixels, lines or pages', () => {
    expect(clampScroll(-5, 1000, 700)).toBe(0);
    expect(clampScroll(500, 1000, 700)).toBe(300);
    expect(clampScroll(100, 500, 700)).toBe(0);
    expect(clampScroll(Number.NaN, 1000, 700)).toBe(0);
    expect(wheelStep(120, 0, 700)).toBe(120);
    expect(wheelStep(3, 1, 700)).toBe(120);
    expect(wheelStep(1, 2, 700)).toBe(700);
  });

  it('a focused row out of sight scrolls into view; one in sight leaves the list where it is', () => {
    expect(scrollToShow(0, 800, 900, 700)).toBe(200);
    expect(scrollToShow(300, 100, 200, 700, 4)).toBe(96);
    expect(scrollToShow(100, 200, 300, 700)).toBe(100);
  });

  it('the thumb shows only when the list scrolls, and runs from top to bottom', () => {
    expect(scrollThumb(0, 600, 700)).toBeNull();
    const top = scrollThumb(0, 1400, 700)!;
    expect(top).toEqual({ y: 0, height: 350 });
    const end = scrollThumb(700, 1400, 700)!;
    expect(end.y + end.height).toBe(700);
  });

  it("a row's mirror box follows the scroll and stays inside the list (rows out of sight lie flat on its edge)", () => {
    const box = { x: 6, y: 500, width: 630, height: 100 };
    expect(clipToView(box, 0, 700)).toEqual({ x: 6, y: 500, width: 630, height: 100 });
    expect(clipToView(box, 450, 700)).toEqual({ x: 6, y: 50, width: 630, height: 100 });
    expect(clipToView(box, 0, 550)).toEqual({ x: 6, y: 500, width: 630, height: 50 });
    expect(clipToView(box, 0, 400)).toEqual({ x: 6, y: 400, width: 630, height: 0 });
    expect(clipToView(box, 700, 700)).toEqual({ x: 6, y: 0, width: 630, height: 0 });
  });
});
