// How the task boards' rows are painted (TaskList.tsx lays them out): each board's colours by row state,
// and the drawings of a row's card, progress bar, reward pill and check marks.
import type { Graphics } from 'pixi.js';
import { StarIcon } from '../levelIcons';
import { CheckIcon } from '../panelIcons';
import type { DesignBox } from './controls';
import { drawIcon } from './iconGraphics';
import { verticalGradient } from './paint';
import { DONE_MARK, type RowLayout, type RowMeasures, type TaskRowView } from './taskLook';

/** How a board paints its rows. */
export interface RowPaint {
  /** The card: its ground (a colour with alpha, or a gradient's two ends), bottom shade and drop. */
  card: { color: number; alpha: number } | { top: number; bottom: number };
  shade: { color: number; alpha: number };
  drop: { color: number; alpha: number };
  /** A ring inside the card (variant A's claimable rows). */
  ring?: number;
  ink: number;
  count: { color: number; alpha: number };
  track: { top: number; bottom: number };
  fill: { top: number; bottom: number };
  pill: { top: number; bottom: number };
  /** The whole row's alpha (variant A's claimed rows fade to 0.7) and the pill's. */
  alpha: number;
  pillAlpha: number;
}

/** Variant A's wooden rows by state. */
export function taskRowPaint(state: TaskRowView['state']): RowPaint {
  return TASK_PAINTS[state];
}

function makeTaskRowPaint(state: TaskRowView['state']): RowPaint {
  const base: RowPaint = {
    card: { color: 0xfff8e6, alpha: 0.78 },
    shade: { color: 0x965014, alpha: 0.16 },
    drop: { color: 0x783c0f, alpha: 0.25 },
    ink: 0x5b2d0c,
    count: { color: 0x5b2d0c, alpha: 0.85 },
    track: { top: 0x7d3f15, bottom: 0x9c5526 },
    fill: { top: 0xa6f06f, bottom: 0x46b52c },
    pill: { top: 0x8a4819, bottom: 0x6c3511 },
    alpha: 1,
    pillAlpha: 1,
  };
  if (state === 'claimable')
    return {
      ...base,
      card: { top: 0xfff8d2, bottom: 0xffe48f },
      ring: 0xffc21a,
      drop: { color: 0xc27600, alpha: 0.45 },
    };
  if (state === 'claimed') return { ...base, fill: { top: 0xc9e8b4, bottom: 0x8fbf78 }, alpha: 0.7 };
  return base;
}

const TASK_PAINTS = {
  running: makeTaskRowPaint('running'),
  claimable: makeTaskRowPaint('claimable'),
  claimed: makeTaskRowPaint('claimed'),
} as const;

/** Variant B's candy rows, open or done. */
export function dailyRowPaint(done: boolean): RowPaint {
  return done ? DAILY_DONE : DAILY_OPEN;
}

function makeDailyRowPaint(done: boolean): RowPaint {
  return {
    card: done ? { top: 0xf3ffe9, bottom: 0xdbf6c8 } : { color: 0xffffff, alpha: 0.88 },
    shade: { color: 0xe678aa, alpha: 0.18 },
    drop: { color: 0x963c64, alpha: 0.22 },
    ink: 0x5a2a14,
    count: { color: 0x5a2a14, alpha: 0.85 },
    track: { top: 0x5e2c16, bottom: 0x7b3d20 },
    fill: done ? { top: 0xa6f06f, bottom: 0x46b52c } : { top: 0xffa6cf, bottom: 0xef4f93 },
    pill: { top: 0x8b4a2b, bottom: 0x5e2c16 },
    alpha: 1,
    pillAlpha: done ? 0.75 : 1,
  };
}

const DAILY_OPEN = makeDailyRowPaint(false);
const DAILY_DONE = makeDailyRowPaint(true);

export function drawCard(g: Graphics, w: number, h: number, r: number, paint: RowPaint): void {
  g.clear();
  g.roundRect(0, 4, w, h, r).fill(paint.drop);
  const card = paint.card;
  g.roundRect(0, 0, w, h, r).fill('top' in card ? verticalGradient(card.top, card.bottom) : card);
  // The bottom shade 5 px deep (CSS inset 0 -5px 0).
  g.roundRect(0, 0, w, h, r).fill(paint.shade);
  g.roundRect(0.5, 0.5, w - 1, h - 5, r).cut();
  if (paint.ring !== undefined) g.roundRect(2, 2, w - 4, h - 4, r - 2).stroke({ width: 4, color: paint.ring });
}

export function drawBar(g: Graphics, lay: RowLayout, m: RowMeasures, percent: number, paint: RowPaint): void {
  const { x, y, width } = lay.bar;
  const { height, pad, radius } = m.bar;
  g.clear();
  g.roundRect(x, y, width, height, radius).fill(verticalGradient(paint.track.top, paint.track.bottom));
  // The inner shadow along its top (CSS inset 0 4px 6px).
  g.roundRect(x, y, width, height, radius).fill({ color: 0x000000, alpha: 0.22 });
  g.roundRect(x + 0.5, y + 4, width - 1, height - 4.5, radius).cut();
  const inner = width - 2 * pad;
  const fill = Math.round((inner * Math.max(0, Math.min(100, percent))) / 100);
  if (fill > 0) {
    const h = height - 2 * pad;
    g.roundRect(x + pad, y + pad, Math.max(fill, Math.min(inner, h)), h, h / 2).fill(
      verticalGradient(paint.fill.top, paint.fill.bottom),
    );
  }
}

export function drawPill(g: Graphics, box: DesignBox, paint: RowPaint, star: number): void {
  g.clear();
  g.roundRect(box.x, box.y, box.width, box.height, box.height / 2).fill(
    verticalGradient(paint.pill.top, paint.pill.bottom),
  );
  drawIcon(g, StarIcon, star, { colour: 0xffc21a }, { x: box.x + 6, y: box.y + (box.height - star) / 2 });
}

/** A check in a green circle with a white rim and its ledge (variant A's 72 px, variant B's 52). */
export function drawDoneMark(g: Graphics, mark: { size: number; rim: number; icon: number; ledge: number }): void {
  const r = mark.size / 2;
  g.clear();
  g.circle(0, mark.ledge, r).fill(0x287a16);
  g.circle(0, 0, r).fill(0xffffff);
  g.circle(0, 0, r - mark.rim).fill(verticalGradient(0x8ee65a, 0x3fb328));
  drawIcon(g, CheckIcon, mark.icon, { colour: 0xffffff }, { x: -mark.icon / 2, y: -mark.icon / 2 });
}

/** Variant B's empty check: a white circle in a pink ring. */
export function drawEmptyMark(g: Graphics): void {
  const r = DONE_MARK.b.size / 2;
  g.clear();
  g.circle(0, 0, r).fill(0xffffff);
  g.circle(0, 0, r - 2).stroke({ width: 4, color: 0xf3a6c4 });
}
