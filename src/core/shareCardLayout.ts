// The share card's layout: a 1200x630 picture (the 1.91:1 landscape Facebook recommends for shared images), or a
// 1000x800 one where the host shows shared pictures at 5:4 (WeChat's shareAppMessage: "显示图片长宽比是 5:4"), with
// the playfield as the game drew it on the left, and the game's name, the moment and the score on the right.
// Plain numbers only: src/app/shareCard.ts draws it on a 2D canvas.
import type { StageLayout } from './stageLayout';

/** A card's size in pixels. */
export interface CardSize {
  width: number;
  height: number;
}

/** The card's size in pixels (1.91:1). */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** The card for hosts that show a share's picture at 5:4 (mini-games), which would crop the wide one. */
export const SHARE_CARD_5_4 = { width: 1000, height: 800 } as const;

/** The cards by shape: 'wide' (1.91:1, the default) and '5:4'. */
export const SHARE_CARDS = { wide: SHARE_CARD, '5:4': SHARE_CARD_5_4 } as const;

/** A card's shape. */
export type CardShape = keyof typeof SHARE_CARDS;

/** A rectangle in card (or design) pixels. */
export interface CardRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One line of text on the card: where its baseline is centred, how wide it may run, its largest size. */
export interface CardTextSlot {
  /** Centre of the line. */
  x: number;
  /** Middle of the line (the text is drawn with a middle baseline). */
  y: number;
  /** The widest the line may be. */
  maxWidth: number;
  /** The font size when the text fits; smaller for a long translation, never below `minSize`. */
  maxSize: number;
  minSize: number;
}

/** A round screw (or sweet) head decorating the card, in the variant's colours. */
export interface CardDot {
  x: number;
  y: number;
  radius: number;
}

/** Everything the card draws, placed. */
export interface ShareCardLayout {
  width: number;
  height: number;
  /** Where the captured playfield goes (inside its white frame), or null for a card without a picture. */
  picture: CardRect | null;
  /** The white frame's width around the picture. */
  frame: number;
  /** The picture's tilt in radians (a snapshot pinned to the card). */
  tilt: number;
  title: CardTextSlot;
  /** 'Well done!' on a win. */
  headline: CardTextSlot;
  /** 'Level 3 complete', or the level being played. */
  line: CardTextSlot;
  /** The score, on a gold pill. */
  score: CardTextSlot;
  dots: readonly CardDot[];
}

const MARGIN = 46;
const FRAME = 12;
const GAP = 64;

/**
 * The part of the design the card shows: from just above the box row down to the bottom of the play area
 * (the HUD over the top is DOM, not canvas, and the skill buttons below are DOM too).
 */
export function shareCaptureFrame(layout: Pick<StageLayout, 'width' | 'height' | 'boxRow'>): CardRect {
  const top = Math.max(0, Math.round(layout.boxRow.y - layout.boxRow.height / 2 - 48));
  return { x: 0, y: top, width: layout.width, height: layout.height - top };
}

/** The lines' heights (middles) on the 630 px high card, with and without the headline: each block sits in the card's middle. */
const ROWS = {
  withHeadline: { title: 150, headline: 272, line: 370, score: 490 },
  withoutHeadline: { title: 190, headline: 190, line: 330, score: 450 },
} as const;

/**
 * Places the card's parts on a card of `size`. `pictureAspect` is the captured picture's width / height (portrait:
 * under 1); null (or not a positive number) lays out a card without a picture, its texts across the whole width.
 * Without a headline the other lines close up around the card's middle.
 */
export function shareCardLayout(
  pictureAspect: number | null,
  withHeadline = true,
  size: CardSize = SHARE_CARD,
): ShareCardLayout {
  const { width, height } = size;
  // The lines' heights and the decorations are drawn for the wide card, and spread to this one.
  const sx = width / SHARE_CARD.width;
  const sy = height / SHARE_CARD.height;
  const hasPicture = pictureAspect !== null && Number.isFinite(pictureAspect) && pictureAspect > 0;
  let picture: CardRect | null = null;
  let textLeft = MARGIN + 40;
  if (hasPicture) {
    // As tall as the card allows, but never wider than 40% of it (a landscape capture shrinks to fit).
    const maxHeight = height - 2 * (MARGIN + FRAME);
    const maxWidth = width * 0.4;
    const pictureHeight = Math.min(maxHeight, maxWidth / pictureAspect);
    const pictureWidth = pictureHeight * pictureAspect;
    picture = {
      x: Math.round(MARGIN + FRAME + 24),
      y: Math.round((height - pictureHeight) / 2),
      width: Math.round(pictureWidth),
      height: Math.round(pictureHeight),
    };
    textLeft = picture.x + picture.width + FRAME + GAP;
  }
  const textRight = width - MARGIN - 30;
  const centre = Math.round((textLeft + textRight) / 2);
  const room = textRight - textLeft;
  const slot = (y: number, maxSize: number, minSize: number, maxWidth = room): CardTextSlot => ({
    x: centre,
    y,
    maxWidth,
    maxSize,
    minSize,
  });
  const base = withHeadline ? ROWS.withHeadline : ROWS.withoutHeadline;
  const rows = {
    title: Math.round(base.title * sy),
    headline: Math.round(base.headline * sy),
    line: Math.round(base.line * sy),
    score: Math.round(base.score * sy),
  };
  const spread = (dots: readonly CardDot[]) =>
    sx === 1 && sy === 1
      ? dots
      : dots.map((d) => ({ x: Math.round(d.x * sx), y: Math.round(d.y * sy), radius: d.radius }));
  return {
    width,
    height,
    picture,
    frame: FRAME,
    tilt: hasPicture ? -0.035 : 0,
    title: slot(rows.title, 104, 44),
    headline: slot(rows.headline, 72, 32),
    line: slot(rows.line, 60, 28),
    // The pill is drawn around the text: leave room for its rounded ends.
    score: slot(rows.score, 56, 28, Math.max(0, room - 120)),
    dots: spread(hasPicture ? PICTURE_DOTS : WIDE_DOTS),
  };
}

/** Decorations away from the texts and the picture (some cut by the card's edge). */
const PICTURE_DOTS: readonly CardDot[] = [
  { x: 1160, y: 40, radius: 42 },
  { x: 1072, y: 34, radius: 20 },
  { x: 1150, y: 590, radius: 36 },
  { x: 1052, y: 606, radius: 18 },
  { x: 560, y: 600, radius: 24 },
  { x: 556, y: 34, radius: 20 },
];
const WIDE_DOTS: readonly CardDot[] = [
  ...PICTURE_DOTS,
  { x: 44, y: 46, radius: 40 },
  { x: 134, y: 30, radius: 18 },
  { x: 60, y: 586, radius: 32 },
  { x: 150, y: 610, radius: 16 },
];

/**
 * The font size that lets a line `widthAt100` pixels wide at 100 px fit `maxWidth`: the slot's largest size
 * when it fits, else smaller, never below its smallest (the line is then squeezed to fit when drawn).
 */
export function fitCardFont(widthAt100: number, slot: Pick<CardTextSlot, 'maxWidth' | 'maxSize' | 'minSize'>): number {
  if (!(widthAt100 > 0)) return slot.maxSize;
  const fits = Math.floor((slot.maxWidth * 100) / widthAt100);
  return Math.max(slot.minSize, Math.min(slot.maxSize, fits));
}

/** A 0xRRGGBB colour mixed toward white (amount > 0) or black (amount < 0), amount in -1..1, as '#rrggbb'. */
export function shadeColour(rgb: number, amount: number): string {
  const a = Math.max(-1, Math.min(1, amount));
  const target = a >= 0 ? 255 : 0;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(a));
  const r = mix((rgb >> 16) & 0xff);
  const g = mix((rgb >> 8) & 0xff);
  const b = mix(rgb & 0xff);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}
