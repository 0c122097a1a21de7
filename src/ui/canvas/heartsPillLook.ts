// How the candy menu's hearts pill looks on the canvas (as the DOM hearts pill drew it before HeartsPill.tsx replaced
// it), as numbers: the chocolate pill, the big heart hanging over its left end with the count on it, the slot of 'Full'
// or the time to the next heart, their colours, and what it says in words. Pure, so the tests read the pill without a
// canvas.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { Translate } from '../../i18n';
import { formatHeartTimer, HeartIcon, type HeartsNodeProps } from './heartIcon';
import type { DesignBox } from './controls';
import { HUD_COLOURS } from './coinPillLook';
import type { PillPaint } from './paint';

/** The measures of the pill in design px: the pill itself, its heart, the count and the time. */
export const HEARTS_PILL = {
  /** The pill: 72 high (its 5 px rim included), round ends, 76 px of room on the left for the heart, 26 on the right. */
  height: 72,
  rim: 5,
  padLeft: 76,
  padRight: 26,
  /** The time or 'Full': 36 px heavy type, centred in a slot at least 100 px wide. */
  fontSize: 36,
  timeMinWidth: 100,
  /** The top highlight (`inset 0 4px 0`) and the ledge (`0 8px 0`). */
  shineDepth: 4,
  ledgeDepth: 8,
  /** The heart: a 76 px icon whose box starts 14 px left of the pill's inner edge, centred on the pill's height. */
  heart: { size: 76, left: -14 },
  /** The heart's drop shadow (`drop-shadow(0 4px 0 rgba(60, 10, 20, 0.3))`). */
  heartShadow: { color: 0x3c0a14, alpha: 0.3, drop: 4 },
  /**
   * The count on the heart: 30 px heavy white type outlined in raspberry (2 px round, 3 px below), centred on
   * the heart's box 8 px above its middle; `room` is how wide the heart is there (the count gets smaller beyond).
   */
  count: { fontSize: 30, minFontSize: 16, padBottom: 8, outline: 4, shadow: 3, room: 56 },
  /** Held down it sinks 4 px and shrinks to 97%. */
  press: { drop: 4, scale: 0.97 },
} as const;

/** The pill's colours: the HUD's chocolate, the time's white, 'Full' in pale pink, the count's raspberry outline. */
export const HEARTS_COLOURS = {
  pill: HUD_COLOURS.candy.pill,
  time: 0xffffff,
  full: 0xffd9ea,
  count: 0xffffff,
  countOutline: 0x8c0f33,
} as const;

/** The chocolate pill's paint (the same as the coin pill's). */
export function heartsPillPaint(): PillPaint {
  const p = HEARTS_COLOURS.pill;
  return {
    top: p.top,
    bottom: p.bottom,
    rim: p.rim,
    rimWidth: HEARTS_PILL.rim,
    shine: { color: p.shine, alpha: p.shineAlpha, depth: HEARTS_PILL.shineDepth },
    ledge: { color: p.ledge, alpha: p.ledgeAlpha, depth: HEARTS_PILL.ledgeDepth },
  };
}

/** What the pill shows and says. */
export interface HeartsPillWords {
  /** Hearts held, a whole number from 0. */
  count: number;
  countText: string;
  /** 'Full', or mm:ss to the next heart. */
  time: string;
  full: boolean;
  /** No heart left: the heart is drawn pale and broken. */
  empty: boolean;
  /** Its accessible name, as the DOM pill's: '3 09:59, Hearts 3 of 20, Next heart in 09:59'. */
  label: string;
  /** What it shows, side by side: '3 09:59'. */
  text: string;
}

/** The pill's words for the hearts state (HeartsNode's, word for word). */
export function heartsPillWords({ hearts, max, secondsToNext }: HeartsPillState, t: Translate): HeartsPillWords {
  const count = Number.isFinite(hearts) ? Math.max(0, Math.floor(hearts)) : 0;
  const full = count >= max;
  const time = full ? t('hearts.full') : formatHeartTimer(secondsToNext);
  const text = `${count} ${time}`;
  const label = `${text}, ${t('hearts.label', { count, max })}, ${full ? time : t('hearts.nextIn', { time })}`;
  return { count, countText: String(count), time, full, empty: count === 0, label, text };
}

/**
 * What the time's slot is measured with: the time with every digit a 0, so the pill keeps its width from
 * second to second (the DOM's tabular digits; canvas type has the face's own, often proportional, digits).
 */
export function timeSlotSample(time: string): string {
  return time.replace(/\d/g, '0');
}

/** Where the pill's parts sit, from the pill's top-left corner (design px). */
export interface HeartsPillLayout {
  /** The pill's box (the DOM element's box): the heart and the ledge reach out of it. */
  width: number;
  height: number;
  /** The heart icon's box. */
  heart: DesignBox;
  /** The count's centre. */
  count: { x: number; y: number };
  /** The slot the time (or 'Full') is centred in. */
  time: DesignBox;
  /** Everything drawn: the pill with its ledge and the heart hanging out of its left end. */
  drawn: DesignBox;
}

/** The pill's layout for a time (or 'Full') `timeWidth` px wide at 36 px type. */
export function heartsPillLayout(timeWidth: number): HeartsPillLayout {
  const p = HEARTS_PILL;
  const slot = Math.max(p.timeMinWidth, Number.isFinite(timeWidth) ? Math.ceil(timeWidth) : 0);
  const width = p.rim + p.padLeft + slot + p.padRight + p.rim;
  const height = p.height;
  const heart = {
    x: p.rim + p.heart.left,
    y: (height - p.heart.size) / 2,
    width: p.heart.size,
    height: p.heart.size,
  };
  const count = { x: heart.x + heart.width / 2, y: heart.y + (heart.height - p.count.padBottom) / 2 };
  const time = { x: p.rim + p.padLeft, y: p.rim, width: slot, height: height - 2 * p.rim };
  const left = Math.min(0, heart.x);
  const top = Math.min(0, heart.y);
  const bottom = Math.max(height + p.ledgeDepth, heart.y + heart.height + p.heartShadow.drop);
  const drawn = { x: left, y: top, width: width - left, height: bottom - top };
  return { width, height, heart, count, time, drawn };
}

/** The hearts state a pill shows. */
export type HeartsPillState = Pick<HeartsNodeProps, 'hearts' | 'max' | 'secondsToNext'>;

/**
 * The pill's size for layout: its box, as the DOM element's (`heartsPillLayout(…).drawn` adds the heart and
 * ledge reaching out of it). Always 72 high. Its width depends on the state only through the time's words:
 * `timeWidth`, their width at 36 px (HeartsPill.tsx's `measureHeartsPill` measures it in the real face); left
 * out, the slot's 100 px, which holds 'mm:ss' and 'Full' in the face's usual widths.
 */
export function heartsPillSize(
  _state: HeartsPillState,
  timeWidth: number = HEARTS_PILL.timeMinWidth,
): { width: number; height: number } {
  const { width, height } = heartsPillLayout(timeWidth);
  return { width, height };
}

/**
 * The count's type size: 30 px, smaller when the count (`ems` wide at 1 px, outline aside) would not fit
 * across the heart, never below 16.
 */
export function heartCountFontSize(ems: number): number {
  const c = HEARTS_PILL.count;
  if (!(ems > 0) || ems * c.fontSize + c.outline <= c.room) return c.fontSize;
  return Math.max(c.minFontSize, Math.floor((c.room - c.outline) / ems));
}

let outline: { d: string; dy: number } | null | undefined;
/**
 * The heart's outline in the icon's 48-unit box, read from HeartIcon (its first path: the darker copy, `dy`
 * units down), for its drop shadow; null if the icon is drawn otherwise.
 */
export function heartOutline(): { d: string; dy: number } | null {
  if (outline !== undefined) return outline;
  const svg: ReactElement<{ children?: ReactNode }> = HeartIcon({ size: 48 });
  const children = svg.props.children;
  const first: ReactNode = Array.isArray(children) ? (children as ReactNode[])[0] : children;
  if (!isValidElement<{ d?: unknown; transform?: unknown }>(first) || typeof first.props.d !== 'string') {
    outline = null;
    return outline;
  }
  const { d, transform } = first.props;
  const shift = typeof transform === 'string' ? /translate\(\s*0[\s,]+([\d.]+)\s*\)/.exec(transform) : null;
  outline = { d, dy: shift ? Number(shift[1]) : 0 };
  return outline;
}
