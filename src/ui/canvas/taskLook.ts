// How the two task boards look on the canvas (as the DOM task layers drew them before the canvas move), as numbers and
// words: the panel's and the rows' measures in both skins, what a row shows for a task (its title, bar, count, reward
// and state), the chests' places and spoken names, the award's items, and the list's scrolling (clamping, wheel steps,
// the thumb, a row brought into view, a box clipped to what the list shows). Pure, read by the task layers and their
// tests.
import type { CandyTaskRow } from '../../core/candyTasks';
import { WALLET_ITEMS, type WalletItem, type WalletReward } from '../../core/economy';
import { isMessageKey, translateText, type Translate } from '../../i18n';
import type { DesignBox } from './controls';

/** Where a task stands: still counting, done but not yet claimed, or claimed. */
export type TaskRowState = 'running' | 'claimable' | 'claimed';

/** One task of variant A's list. */
export interface TaskRow {
  id: string;
  /** The task's English title ('Win 5 levels'): shown in the current language when en_US has it. */
  title: string;
  progress: number;
  threshold: number;
  /** Points the claim adds. */
  reward: number;
  state: TaskRowState;
}

/** Where a chest stands: below its points, openable, or opened. */
export type ChestBarStatus = 'locked' | 'claimable' | 'claimed';

/** One chest of the points bar. */
export interface ChestBarChest {
  id: string;
  points: number;
  status: ChestBarStatus;
}

/** How full a task's bar is, 0-100: claimable and claimed tasks are full; a bad threshold counts as done. */
export function taskPercent({ progress, threshold, state }: Pick<TaskRow, 'progress' | 'threshold' | 'state'>): number {
  if (state !== 'running') return 100;
  if (!(threshold > 0)) return 100;
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  return Math.min(100, Math.floor((progress / threshold) * 100));
}

/** The 'progress/threshold' count, with progress held within 0..threshold (a finished task says e.g. '5/5'). */
export function taskCount({ progress, threshold, state }: Pick<TaskRow, 'progress' | 'threshold' | 'state'>): string {
  const total = Math.max(0, Math.floor(threshold));
  const done = state === 'running' ? Math.max(0, Math.min(total, Math.floor(progress || 0))) : total;
  return `${done}/${total}`;
}

/** How far along the bar `points` are, 0-100. */
export function pointsPercent(points: number, maxPoints: number): number {
  if (!(maxPoints > 0) || !Number.isFinite(points) || points <= 0) return 0;
  return Math.min(100, (points / maxPoints) * 100);
}

/** The points the bar's badge shows: whole, within 0..maxPoints. */
export function shownPoints(points: number, maxPoints: number): number {
  return Math.max(0, Math.min(maxPoints, Math.floor(Number.isFinite(points) ? points : 0)));
}

/** A row as the list draws it, whichever board: words, bar, count, reward and its state. */
export interface TaskRowView {
  id: string;
  title: string;
  /** How full the bar is, 0-100. */
  percent: number;
  count: string;
  /** The points it gives ('+10'). */
  reward: string;
  state: TaskRowState;
  /** What a screen reader hears for the row: title, count, points and state. */
  name: string;
}

const STATE_KEY = { running: null, claimable: 'tasks.ready', claimed: 'tasks.claimed' } as const;

/** Variant A's row: its title in the current language, its bar, count and reward. */
export function taskRowView(row: TaskRow, t: Translate): TaskRowView {
  const title = translateText(row.title, t);
  const count = taskCount(row);
  const reward = `+${row.reward}`;
  const stateKey = STATE_KEY[row.state];
  return {
    id: row.id,
    title,
    percent: taskPercent(row),
    count,
    reward,
    state: row.state,
    name: [title, count, `${reward} ${t('tasks.points')}`, ...(stateKey ? [t(stateKey)] : [])].join(', '),
  };
}

/** Variant B's row: its own translation with the target filled in (else the table's title), bar, count, points. */
export function dailyRowView(row: CandyTaskRow, t: Translate): TaskRowView {
  const key = `task.b.${row.id}`;
  const title = isMessageKey(key) ? t(key, { count: row.target }) : row.title;
  const target = Math.max(0, Math.floor(row.target));
  const progress = row.done ? target : Math.max(0, Math.min(target, Math.floor(row.progress || 0)));
  const count = `${progress}/${target}`;
  const reward = `+${row.points}`;
  return {
    id: row.id,
    title,
    percent: target > 0 ? Math.floor((progress / target) * 100) : 100,
    count,
    reward,
    state: row.done ? 'claimed' : 'running',
    name: [title, count, `${reward} ${t('tasks.points')}`, ...(row.done ? [t('tasks.done')] : [])].join(', '),
  };
}

/**
 * What stands in a row's mark place: variant A shows Claim on a claimable task, a check on a claimed one and
 * nothing on a running one; variant B (`markLeft`) always has its circle, ticked once done.
 */
export function rowMark(state: TaskRowState, markLeft: boolean): 'claim' | 'done' | 'empty' | null {
  if (state === 'claimed') return 'done';
  if (markLeft) return 'empty';
  return state === 'claimable' ? 'claim' : null;
}

const CHEST_STATE_KEY = { locked: 'tasks.locked', claimable: 'tasks.ready', claimed: 'tasks.claimed' } as const;

/** A chest's spoken name: 'Chest, 40 points, Locked' (its state is the last part). */
export function chestLabel(chest: ChestBarChest, t: Translate): string {
  return `${t('tasks.chest')}, ${t('tasks.chestPoints', { points: chest.points })}, ${t(CHEST_STATE_KEY[chest.status])}`;
}

/** The award's items: each wallet item the chest gave, coins as '+300', props as 'x2', in wallet order. */
export function awardItems(reward: WalletReward): { item: WalletItem; text: string }[] {
  return WALLET_ITEMS.filter((item) => (reward[item] ?? 0) > 0).map((item) => ({
    item,
    text: item === 'coin1' ? `+${reward[item]}` : `x${reward[item]}`,
  }));
}

/** The task panels: 702 px wide (the calendar's width), their body 642 inside the border and padding. */
export const TASK_PANEL = { width: 702, padTop: 104, body: 702 - 2 * 8 - 2 * 22 } as const;

/** The list around the rows: its padding, the gap between rows. */
export const LIST = { padTop: 4, padSide: 6, padBottom: 12, gap: 10 } as const;

/** A board's row measures: variant A's wooden rows (`.task-row`) or variant B's candy ones (`.daily-task`). */
export interface RowMeasures {
  height: number;
  radius: number;
  padLeft: number;
  padRight: number;
  gap: number;
  /** The title's type and the count's. */
  titleSize: number;
  countSize: number;
  countMinWidth: number;
  bar: { height: number; pad: number; radius: number };
  /** The reward pill: at least this wide, its height, its type. */
  pill: { minWidth: number; height: number; fontSize: number; star: number };
  /** Variant A's action column (Claim or a check) or variant B's check circle on the left. */
  action: { width: number };
  /** The list's most height before it scrolls. */
  listMax: number;
}

/** Variant A's rows: 108 tall, the action column on the right. */
export const TASK_ROW: RowMeasures = {
  height: 108,
  radius: 30,
  padLeft: 22,
  padRight: 12,
  gap: 14,
  titleSize: 30,
  countSize: 26,
  countMinWidth: 86,
  bar: { height: 26, pad: 4, radius: 13 },
  pill: { minWidth: 120, height: 44, fontSize: 28, star: 30 },
  action: { width: 150 },
  listMax: 832,
};

/** Variant A's list under the chests' bar: shorter, so the panel still fits (`.tasks--chests .task-list`). */
export const TASK_LIST_WITH_CHESTS = 680;

/** Variant B's rows: 100 tall, a check circle on the left. */
export const DAILY_ROW: RowMeasures = {
  height: 100,
  radius: 28,
  padLeft: 14,
  padRight: 14,
  gap: 14,
  titleSize: 28,
  countSize: 25,
  countMinWidth: 92,
  bar: { height: 24, pad: 4, radius: 12 },
  pill: { minWidth: 112, height: 50, fontSize: 28, star: 30 },
  action: { width: 52 },
  listMax: 700,
};

/** Variant A's Claim button (`.task-row__claim`) and check (`.task-row__done`); variant B's check circle. */
export const CLAIM = { width: 150, height: 88, radius: 30, fontSize: 36, minFont: 20, padSide: 16 } as const;
export const DONE_MARK = { a: { size: 72, rim: 4, icon: 44, ledge: 5 }, b: { size: 52, rim: 4, icon: 34, ledge: 4 } };

/** The points pill over variant A's list (`.tasks__points`). */
export const POINTS_PILL = { height: 76, padLeft: 18, padRight: 34, gap: 12, star: 46, label: 34, value: 42 } as const;

/** The bar with its chests (`.chest-bar`): its height in each board, the badge, the track and the chests. */
export const CHEST_BAR = {
  height: { a: 132, b: 150 },
  padLeft: 6,
  padRight: 58,
  gap: 14,
  badge: 100,
  track: { height: 34, pad: 5, radius: 17 },
  chest: { width: 108, icon: 96, label: 30, labelSize: 24, labelPad: 12, lift: 0.58, glow: 160 },
} as const;

/** Where a row's pieces sit, in its own box (x from its left, y from its top). */
export interface RowLayout {
  width: number;
  height: number;
  /** Variant B's check circle (left) or variant A's action column (right): its centre. */
  mark: { x: number; y: number };
  title: { x: number; y: number; width: number };
  bar: { x: number; y: number; width: number };
  /** The count's right edge and middle. */
  count: { right: number; y: number };
  /** The reward pill's box. */
  pill: DesignBox;
}

/**
 * A row `width` wide laid out as the DOM's flex row did: variant B's check on the left; the title over the bar
 * and its count; the reward pill (at least its minimum, as wide as its words need); variant A's action column
 * on the right. `countWidth` and `pillWords` are the count's and the pill's words' widths in their type.
 */
export function rowLayout(
  m: RowMeasures,
  width: number,
  countWidth: number,
  pillWords: number,
  markLeft: boolean,
): RowLayout {
  const h = m.height;
  const mid = h / 2;
  let left = m.padLeft;
  let right = width - m.padRight;
  let mark: RowLayout['mark'];
  if (markLeft) {
    mark = { x: left + m.action.width / 2, y: mid };
    left += m.action.width + m.gap;
  } else {
    mark = { x: right - m.action.width / 2, y: mid };
    right -= m.action.width + m.gap;
  }
  // Variant A's pill sits in the progress line; variant B's stands on its own at the right, centred.
  const pillWidth = Math.max(m.pill.minWidth, Math.ceil(pillWords) + m.pill.star + 4 + 6 + 14);
  const count = Math.max(m.countMinWidth, Math.ceil(countWidth));
  const titleLine = Math.round(m.titleSize * 1.2);
  if (markLeft) {
    const pill = { x: right - pillWidth, y: mid - m.pill.height / 2, width: pillWidth, height: m.pill.height };
    const mainRight = pill.x - m.gap;
    const block = titleLine + 8 + Math.max(m.bar.height, Math.round(m.countSize * 1.2));
    const top = mid - block / 2;
    const lineY = top + titleLine + 8 + Math.max(m.bar.height, Math.round(m.countSize * 1.2)) / 2;
    const barWidth = Math.max(40, mainRight - left - 12 - count);
    return {
      width,
      height: h,
      mark,
      title: { x: left, y: top, width: mainRight - left },
      bar: { x: left, y: lineY - m.bar.height / 2, width: barWidth },
      count: { right: mainRight, y: lineY },
      pill,
    };
  }
  const block = titleLine + 8 + m.pill.height;
  const top = mid - block / 2;
  const lineY = top + titleLine + 8 + m.pill.height / 2;
  const pill = { x: right - pillWidth, y: lineY - m.pill.height / 2, width: pillWidth, height: m.pill.height };
  const countRight = pill.x - 12;
  const barWidth = Math.max(40, countRight - count - 12 - left);
  return {
    width,
    height: h,
    mark,
    title: { x: left, y: top, width: right - left },
    bar: { x: left, y: lineY - m.bar.height / 2, width: barWidth },
    count: { right: countRight, y: lineY },
    pill,
  };
}

/** The rows' tops in the list and the list's whole height (its padding and the gaps between rows). */
export function listStack(rows: number, rowHeight: number): { tops: number[]; height: number } {
  const tops = Array.from({ length: rows }, (_, i) => LIST.padTop + i * (rowHeight + LIST.gap));
  const height = rows > 0 ? LIST.padTop + rows * rowHeight + (rows - 1) * LIST.gap + LIST.padBottom : 0;
  return { tops, height };
}

/** How far a list `content` tall can scroll in a view `view` tall. */
export function maxScroll(content: number, view: number): number {
  return Math.max(0, content - view);
}

/** `scroll` held within the list's reach. */
export function clampScroll(scroll: number, content: number, view: number): number {
  if (!Number.isFinite(scroll)) return 0;
  return Math.max(0, Math.min(maxScroll(content, view), scroll));
}

/** A wheel's step in design px: pixels as they are, lines as 40 px, pages as the view's height. */
export function wheelStep(deltaY: number, deltaMode: number, view: number): number {
  if (deltaMode === 1) return deltaY * 40;
  if (deltaMode === 2) return deltaY * view;
  return deltaY;
}

/** The scroll that shows the span top..bottom of the content (unchanged if it shows already), with `margin`. */
export function scrollToShow(scroll: number, top: number, bottom: number, view: number, margin = 0): number {
  if (top - margin < scroll) return Math.max(0, top - margin);
  if (bottom + margin > scroll + view) return bottom + margin - view;
  return scroll;
}

/** The scroll thumb along the list's right edge: its top and height in the view, or null when all shows. */
export function scrollThumb(scroll: number, content: number, view: number): { y: number; height: number } | null {
  const reach = maxScroll(content, view);
  if (reach <= 0) return null;
  const height = Math.max(48, Math.round((view * view) / content));
  return { y: Math.round(((view - height) * clampScroll(scroll, content, view)) / reach), height };
}

/**
 * The part of `box` (in the content, scrolled by `scroll`) that the view 0..view shows, in the view's units; a
 * box out of sight is flattened onto the view's nearer edge (its mirror stays in the list, not over the panel).
 */
export function clipToView(box: DesignBox, scroll: number, view: number): DesignBox {
  const top = box.y - scroll;
  const bottom = top + box.height;
  const y = Math.max(0, Math.min(view, top));
  const end = Math.max(0, Math.min(view, bottom));
  return { x: box.x, y, width: box.width, height: Math.max(0, end - y) };
}

/** The type size that fits `ems` (words' width at 1 px) into `room` px, from `size` down to `min`. */
export function fitSize(ems: number, room: number, size: number, min: number): number {
  if (!(ems > 0)) return size;
  return Math.max(min, Math.min(size, Math.floor(room / ems)));
}

/** A polygon (flat x, y list) cut to the strip from <= x <= to. */
export function clipX(points: readonly number[], from: number, to: number): number[] {
  const cut = (pts: number[], inside: (x: number) => boolean, edge: number): number[] => {
    const out: number[] = [];
    for (let i = 0; i < pts.length; i += 2) {
      const x1 = pts[i]!;
      const y1 = pts[i + 1]!;
      const j = (i + 2) % pts.length;
      const x2 = pts[j]!;
      const y2 = pts[j + 1]!;
      if (inside(x1)) out.push(x1, y1);
      if (inside(x1) !== inside(x2)) out.push(edge, y1 + ((y2 - y1) * (edge - x1)) / (x2 - x1));
    }
    return out;
  };
  return cut(
    cut([...points], (x) => x >= from, from),
    (x) => x <= to,
    to,
  );
}

/** The wiggle's angle at `p` of its 1.2 s: still to 60%, then -8, 7, -4 degrees at 70, 80, 90%, back to 0. */
export function wiggleDegrees(p: number): number {
  const keys = [
    [0.6, 0],
    [0.7, -8],
    [0.8, 7],
    [0.9, -4],
    [1, 0],
  ] as const;
  if (p <= 0.6) return 0;
  for (let i = 1; i < keys.length; i++) {
    const [at, deg] = keys[i]!;
    const [from, was] = keys[i - 1]!;
    if (p <= at) return was + ((deg - was) * (p - from)) / (at - from);
  }
  return 0;
}
