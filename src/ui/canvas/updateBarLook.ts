// The web app's update bar as numbers (updateBar.css in design px): a dark wood strip (chocolate and strawberry in
// the candy look) at the bottom of the design box, above the part of the phone's home-indicator area that reaches
// into it; inside, the words, Reload and the close button, 18 px apart. Where each sits, how the words are set
// (32 px on at most two balanced lines, smaller when a language needs it) and how the bar slides in. Pure:
// UpdateBarLayer draws it, the tests pin it.
import type { StageFit } from '../fitStage';
import { cubicBezier, EASE } from './motion';

/** Props of the update bar (UpdateBarLayer). */
export interface UpdateBarProps {
  /** Reload was tapped and the new version is taking over: the button waits. */
  reloading: boolean;
  onReload: () => void;
  onDismiss: () => void;
  /** How far the screen's bottom safe area reaches into the design box, in design px (default none). */
  bottomInset?: number;
}

/** updateBar.css in design px. */
export const UPDATE_BAR = {
  side: 24,
  bottom: 24,
  minHeight: 116,
  padTop: 14,
  padBottom: 14,
  padLeft: 30,
  padRight: 18,
  border: 4,
  radius: 40,
  gap: 18,
  text: { fontSize: 32, minFontSize: 24, lineHeight: 1.15, maxLines: 2 },
  reloadIcon: 34,
  dismiss: { size: 68, icon: 36 },
  shadow: { dy: 14, alpha: 0.4, colour: 0x280c00 },
  enter: { ms: 320, rise: 60, fadeMs: 200 },
} as const;

/** The bar's paint in a variant: a see-through dark strip with a pale rim. */
export interface UpdateBarPaint {
  fill: { color: number; alpha: number };
  rim: { color: number; alpha: number };
}

/** Dark wood (variant A) or chocolate with a strawberry rim (variant B). */
export function updateBarPaint(candy: boolean): UpdateBarPaint {
  return candy
    ? { fill: { color: 0x5c1e34, alpha: 0.92 }, rim: { color: 0xffb9d6, alpha: 0.55 } }
    : { fill: { color: 0x482006, alpha: 0.92 }, rim: { color: 0xffffff, alpha: 0.3 } };
}

/**
 * How far the bottom safe area (`safeBottom`, window px) reaches into the design box, in design px: the part of it
 * below the design box's own bottom edge (the letterbox band) does not count (updateBar.css's calc).
 */
export function bottomInsetOf(fit: StageFit, safeBottom: number): number {
  if (!(fit.scale > 0) || !(safeBottom > fit.offsetY)) return 0;
  return (safeBottom - fit.offsetY) / fit.scale;
}

/** The room inside the bar, between its paddings (646 px on the 750 design). */
export function innerWidth(designWidth = 750): number {
  const b = UPDATE_BAR;
  return designWidth - 2 * b.side - 2 * b.border - b.padLeft - b.padRight;
}

/** The width the words may take beside Reload (`reloadWidth` wide) and the close button. */
export function textRoom(reloadWidth: number, designWidth = 750): number {
  const b = UPDATE_BAR;
  return innerWidth(designWidth) - reloadWidth - b.dismiss.size - 2 * b.gap;
}

/**
 * The words' type: the largest size from 32 px down to 24 whose lines (`linesAt(fontSize)`, at the room's width)
 * are at most two; the smallest when none is.
 */
export function updateTextSize(linesAt: (fontSize: number) => number): number {
  const { fontSize, minFontSize, maxLines } = UPDATE_BAR.text;
  for (let size = fontSize; size > minFontSize; size -= 2) if (linesAt(size) <= maxLines) return size;
  return minFontSize;
}

/**
 * The narrowest width from `room` down to half of it at which the words still take as few lines as at `room`
 * (CSS's `text-wrap: balance`: two lines of about the same length). `linesAt(width)` counts lines at a width.
 */
export function balancedWidth(room: number, linesAt: (width: number) => number): number {
  const lines = linesAt(room);
  if (lines <= 1) return room;
  let lo = Math.floor(room / 2);
  let hi = room;
  while (hi - lo > 4) {
    const mid = Math.floor((lo + hi) / 2);
    if (linesAt(mid) <= lines) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** A box in design units. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the bar and its parts sit, in design units. */
export interface UpdateBarLayout {
  bar: Box;
  /** The words' left edge, width and vertical centre. */
  text: { x: number; width: number; y: number };
  reload: { x: number; y: number };
  dismiss: { x: number; y: number };
}

/**
 * The bar at the bottom of the design box (`designHeight` tall), `bottomInset` higher where the safe area reaches
 * in, as tall as its tallest part (at least 116 px): the words, Reload (`reload` wide and tall) and the close button.
 */
export function updateBarLayout(input: {
  designHeight: number;
  designWidth?: number;
  bottomInset?: number;
  textHeight: number;
  reload: { width: number; height: number };
}): UpdateBarLayout {
  const b = UPDATE_BAR;
  const designWidth = input.designWidth ?? 750;
  const content = Math.max(input.textHeight, input.reload.height, b.dismiss.size);
  const height = Math.max(b.minHeight, content + b.padTop + b.padBottom + 2 * b.border);
  const width = designWidth - 2 * b.side;
  const y = input.designHeight - b.bottom - Math.max(0, input.bottomInset ?? 0) - height;
  const bar = { x: b.side, y, width, height };
  const midY = y + height / 2;
  const left = bar.x + b.border + b.padLeft;
  const right = bar.x + width - b.border - b.padRight;
  const dismissX = right - b.dismiss.size / 2;
  const reloadX = right - b.dismiss.size - b.gap - input.reload.width / 2;
  const textWidth = textRoom(input.reload.width, designWidth);
  return {
    bar,
    text: { x: left, width: textWidth, y: midY },
    reload: { x: reloadX, y: midY },
    dismiss: { x: dismissX, y: midY },
  };
}

const RISE = cubicBezier(0.34, 1.4, 0.64, 1);

/** The entrance `ms` in: it rises 60 px into place, overshooting a little (0.32 s); reduced motion: a fade. */
export function updateBarEntrance(ms: number, reduced: boolean): { dy: number; alpha: number } {
  const e = UPDATE_BAR.enter;
  if (reduced) return { dy: 0, alpha: EASE.easeOut(ms / e.fadeMs) };
  const p = RISE(Math.min(1, Math.max(0, ms / e.ms)));
  return { dy: e.rise * (1 - p), alpha: Math.min(1, Math.max(0, p)) };
}

/** How long the entrance lasts, ms. */
export function updateBarEntranceMs(reduced: boolean): number {
  return reduced ? UPDATE_BAR.enter.fadeMs : UPDATE_BAR.enter.ms;
}
