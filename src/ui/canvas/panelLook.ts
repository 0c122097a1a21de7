// How the canvas's pop-up panels look and sit (as the DOM layers' panels and ribbons did before the canvas move), as
// numbers: the wooden (or candy) panel's measures and paints, the ribbon's tones, where a panel of a given height sits
// on the screen, how its body's rows stack, and the entrances' timings. Pure, read by CanvasPanel.tsx and its tests.
import type { DesignBox } from './controls';
import { cubicBezier, EASE } from './motion';
import { PANEL } from './panelFrame';

// The frame's measures and paints (panelFrame.ts: the first load reads them).
export { BODY_WIDTH, CANDY_PANEL, PANEL, WOOD_PANEL, type PanelPaint } from './panelFrame';

/** The panel's area of the screen: from 120 below the layout's top to 40 above the design box's bottom. */
export const PANEL_AREA = { top: 120, bottom: 40 } as const;

/** The ribbon across the panel's top: its box around the panel's centre line, and its tails. */
export const RIBBON = {
  width: 460,
  height: 116,
  /** Its top, from the panel's padding box (inside the border). */
  top: -56,
  rim: 5,
  radius: 28,
  ledge: 10,
  tail: { width: 84, height: 90, top: 40, out: 52, notch: 0.26 },
  padSide: 22,
} as const;

/** The round close button: its centre from the panel's top-right corner (CSS right -34, top -44 of 86 px). */
export const CLOSE_AT = { dx: -PANEL.border + 34 - 43, dy: PANEL.border - 44 + 43 } as const;

/** A ribbon's colours. */
export interface RibbonColours {
  top: number;
  bottom: number;
  edge: number;
  tail: number;
}

/** The tones of a ribbon. */
export type RibbonTone = 'orange' | 'red' | 'green' | 'blue' | 'purple';

const RIBBONS: Readonly<Record<RibbonTone, RibbonColours>> = {
  orange: { top: 0xffa552, bottom: 0xf0661f, edge: 0xa8400c, tail: 0xd24f12 },
  red: { top: 0xff7f6b, bottom: 0xe83a27, edge: 0x9c1c0e, tail: 0xc52c1a },
  green: { top: 0x92e45c, bottom: 0x3fae28, edge: 0x236e12, tail: 0x2f8f1c },
  blue: { top: 0x69c6ff, bottom: 0x2584ef, edge: 0x14509e, tail: 0x1d69c5 },
  purple: { top: 0xcf95ff, bottom: 0x8d4ae0, edge: 0x55239a, tail: 0x6f35ba },
};

/** In the candy game the orange ribbon is strawberry and the green one mint. */
const CANDY_RIBBONS: Partial<Record<RibbonTone, RibbonColours>> = {
  orange: { top: 0xff8cc0, bottom: 0xf2478f, edge: 0xa11c5a, tail: 0xcf2f74 },
  green: { top: 0x7fe0b0, bottom: 0x23a86a, edge: 0x0f6b41, tail: 0x17894f },
};

/** A ribbon's colours in a skin. */
export function ribbonColours(tone: RibbonTone, candy: boolean): RibbonColours {
  return (candy ? CANDY_RIBBONS[tone] : undefined) ?? RIBBONS[tone];
}

/** The sprinkles of the candy panel: a 72 px tile of three dots (pink, yellow, mint). */
export const SPRINKLES = {
  tile: 72,
  dots: [
    { x: 14, y: 14, r: 5, color: 0xff5fa2, alpha: 0.2 },
    { x: 50, y: 30, r: 4, color: 0xffd23f, alpha: 0.24 },
    { x: 32, y: 58, r: 4, color: 0x2bb673, alpha: 0.16 },
  ],
} as const;

/** The wood grain: light and dark stripes every 54 px, tilted 8 degrees. */
export const GRAIN = {
  period: 54,
  tilt: (8 * Math.PI) / 180,
  stripes: [
    { at: 22, width: 4, color: 0xffffff, alpha: 0.16 },
    { at: 48, width: 6, color: 0xaa5a19, alpha: 0.08 },
  ],
} as const;

/** Where a panel `height` tall (and `width` wide) sits: centred in the area under the layout's top, at least at its top. */
export function panelBox(
  height: number,
  layoutTop: number,
  designHeight: number,
  width: number = PANEL.width,
): DesignBox {
  const top = layoutTop + PANEL_AREA.top;
  const room = designHeight - PANEL_AREA.bottom - top;
  return { x: (750 - width) / 2, y: top + Math.max(0, (room - height) / 2), width, height };
}

/**
 * The close button's centre from the centre line of a panel `width` wide: at CLOSE_AT from its top-right
 * corner, but never nearer the design's edge than 18 px (a wide panel's, like the sign-in's, hangs out less).
 */
export function closeButtonX(width: number = PANEL.width): number {
  return Math.min(width / 2 + CLOSE_AT.dx, 375 - 43 - 18);
}

/** A panel's height around a body `bodyHeight` tall. */
export function panelHeight(bodyHeight: number): number {
  return 2 * PANEL.border + PANEL.padTop + bodyHeight + PANEL.padBottom;
}

/** One row of a panel's body: its height and any room above it besides the body's gap (CSS margins). */
export interface StackRow {
  height: number;
  /** Extra room above (a negative margin pulls it up). */
  before?: number;
  /** Extra room below. */
  after?: number;
}

/** The rows' tops in the body, one under the other with `gap` between them, and the body's height. */
export function stackRows(rows: readonly StackRow[], gap: number = PANEL.gap): { tops: number[]; height: number } {
  const tops: number[] = [];
  let y = 0;
  rows.forEach((row, i) => {
    if (i > 0) y += gap;
    y += row.before ?? 0;
    tops.push(y);
    y += row.height + (row.after ?? 0);
  });
  return { tops, height: Math.max(0, y) };
}

/** How a panel comes in (spec 2's pop-up styles). */
export type PanelEntrance = 'pop' | 'top' | 'bottom' | 'ordered';

/** The entrances' timings, in ms: every one under 0.5 s. */
export const ENTRANCE = {
  backdropMs: 250,
  popMs: 260,
  flyMs: 380,
  /** The ordered entrance: each row pops after its delay (the fourth and later share the last). */
  rowMs: 220,
  rowDelays: [120, 170, 220, 260],
  /** Under reduced motion everything only fades. */
  fadeMs: 150,
} as const;

/** When row `index` of an ordered entrance starts to pop, in ms. */
export function rowDelay(index: number): number {
  const delays = ENTRANCE.rowDelays;
  return delays[Math.min(index, delays.length - 1)] ?? 0;
}

/** How long an entrance runs in all, in ms (the ordered one ends with its last row). */
export function entranceMs(entrance: PanelEntrance, rows: number, reducedMotion: boolean): number {
  if (reducedMotion) return Math.max(ENTRANCE.backdropMs, ENTRANCE.fadeMs);
  switch (entrance) {
    case 'top':
    case 'bottom':
      return ENTRANCE.flyMs;
    case 'ordered':
      return Math.max(ENTRANCE.popMs, rowDelay(Math.max(0, rows - 1)) + ENTRANCE.rowMs);
    default:
      return Math.max(ENTRANCE.backdropMs, ENTRANCE.popMs);
  }
}

const POP = cubicBezier(0.34, 1.56, 0.64, 1);
const FLY = cubicBezier(0.34, 1.3, 0.64, 1);

/** Where an entrance stands: the backdrop's alpha, the panel's scale, alpha and drop, each row's scale and alpha. */
export interface EntranceFrame {
  backdrop: number;
  panel: { scale: number; alpha: number; dy: number };
  rows: { scale: number; alpha: number }[];
}

const popAt = (ms: number, duration: number) => {
  const p = Math.min(1, Math.max(0, ms / duration));
  return { scale: 0.8 + 0.2 * POP(p), alpha: EASE.linear(p) };
};

/**
 * An entrance `elapsedMs` in: pop (scale 0.8 to 1 with an overshoot, fading in), top or bottom (flies in from
 * `travel` design px beyond that edge), ordered (pops, then each row pops in turn); the backdrop fades in
 * under each. Under reduced motion everything only fades.
 */
export function entranceFrame(
  entrance: PanelEntrance,
  elapsedMs: number,
  rows: number,
  reducedMotion: boolean,
  travel: number,
): EntranceFrame {
  const backdrop = EASE.easeOut(Math.min(1, elapsedMs / ENTRANCE.backdropMs));
  if (reducedMotion) {
    const alpha = EASE.easeOut(Math.min(1, elapsedMs / ENTRANCE.fadeMs));
    return {
      backdrop,
      panel: { scale: 1, alpha, dy: 0 },
      rows: Array.from({ length: rows }, () => ({ scale: 1, alpha: 1 })),
    };
  }
  const still = Array.from({ length: rows }, () => ({ scale: 1, alpha: 1 }));
  if (entrance === 'top' || entrance === 'bottom') {
    const p = Math.min(1, elapsedMs / ENTRANCE.flyMs);
    const dy = (entrance === 'top' ? -travel : travel) * (1 - FLY(p));
    return { backdrop, panel: { scale: 1, alpha: EASE.linear(p), dy }, rows: still };
  }
  const panel = { ...popAt(elapsedMs, ENTRANCE.popMs), dy: 0 };
  if (entrance !== 'ordered') return { backdrop, panel, rows: still };
  return {
    backdrop,
    panel,
    rows: Array.from({ length: rows }, (_, i) => popAt(elapsedMs - rowDelay(i), ENTRANCE.rowMs)),
  };
}

// Room for the ribbon's text, and the average width of a character of the heavy (900) title face, in em.
const RIBBON_TEXT_WIDTH = 410;
const CHAR_EM = 0.66;

/** How a ribbon title of `length` characters is set: one line from 58 down to 36 px, else two smaller lines. */
export function ribbonTitleFit(length: number): { fontSize: number; twoLines: boolean } {
  const oneLine = Math.floor(RIBBON_TEXT_WIDTH / (Math.max(1, length) * CHAR_EM));
  if (oneLine >= 36) return { fontSize: Math.min(58, oneLine), twoLines: false };
  // Two lines of the ribbon's height; text longer than that is clipped with an ellipsis.
  const twoLine = Math.floor((RIBBON_TEXT_WIDTH * 2 * 0.9) / (length * CHAR_EM));
  return { fontSize: Math.max(30, Math.min(44, twoLine)), twoLines: true };
}

/** The ribbon title's type for a title `ems` wide at 1 px (measured in the real face), 5% to spare. */
export function ribbonTitleFitEm(ems: number): { fontSize: number; twoLines: boolean } {
  return ribbonTitleFit(Math.ceil((ems * 1.05) / CHAR_EM));
}

/** The smallest type a ribbon title is set in. */
export const RIBBON_MIN_FONT = 26;

/**
 * The ribbon title's type for a title `ems` wide at 1 px: ribbonTitleFitEm's size, then, for two lines, smaller
 * until its words wrap into two lines of the ribbon (`linesAt` counts the lines at a type size, words whole).
 */
export function ribbonTitleSize(
  ems: number,
  linesAt: (fontSize: number) => number,
): { fontSize: number; twoLines: boolean } {
  const fit = ribbonTitleFitEm(ems);
  if (!fit.twoLines) return fit;
  let fontSize = fit.fontSize;
  while (fontSize > RIBBON_MIN_FONT && linesAt(fontSize) > 2) fontSize = Math.max(RIBBON_MIN_FONT, fontSize - 2);
  return { fontSize, twoLines: true };
}

/** The text buttons of a panel (`.btn--lg`, `.btn--md`): their measures in design px. */
export const TEXT_BUTTON = {
  /** The menu's Start: the largest button of the game. */
  xl: { minWidth: 500, height: 156, fontSize: 68, padSide: 56, radius: 46, icon: 68 },
  lg: { minWidth: 440, height: 136, fontSize: 60, padSide: 52, radius: 40, icon: 60 },
  md: { minWidth: 340, height: 108, fontSize: 46, padSide: 40, radius: 34, icon: 50 },
  /** A bar's small button (the web app's update bar's Reload, updateBar.css): as wide as its words. */
  sm: { minWidth: 0, height: 84, fontSize: 34, padSide: 22, radius: 28, icon: 34 },
  /** Between the icon and the words. */
  gap: 18,
  rim: 5,
  ledge: 12,
  pressedLedge: 2,
  /** A panel's buttons may spread 44 px into its padding on each side, then their words wrap. */
  spread: 88,
  /** Words longer than about 10 (lg) or 13 (md) letters get 0.82 of the type. */
  longEm: { xl: 6, lg: 6.5, md: 8, sm: 8 },
  longScale: 0.82,
  lineHeight: 1.05,
} as const;

/** A text button's size: 'xl' (Start), 'lg', 'md' or 'sm' (a bar's). */
export type TextButtonSize = 'xl' | 'lg' | 'md' | 'sm';

/** How a text button is laid out: its width and height, its type size and whether its words wrap. */
export interface TextButtonLayout {
  width: number;
  height: number;
  fontSize: number;
  /** The width the words wrap at (Infinity: one line). */
  wrapWidth: number;
}

/**
 * Lays out a text button whose words are `ems` wide at 1 px (measured in the real face), with an icon or not,
 * at most `maxWidth` wide: the smaller type for long words, then wrapping (the height grows by lines).
 * `linesAt(wrapWidth, fontSize)` counts the lines the words take at that width and type.
 */
export function textButtonLayout(
  size: TextButtonSize,
  ems: number,
  withIcon: boolean,
  maxWidth: number,
  linesAt: (wrapWidth: number, fontSize: number) => number = () => 1,
): TextButtonLayout {
  const m = TEXT_BUTTON[size];
  const fontSize = ems > TEXT_BUTTON.longEm[size] ? Math.round(m.fontSize * TEXT_BUTTON.longScale) : m.fontSize;
  const extra = 2 * m.padSide + 2 * TEXT_BUTTON.rim + (withIcon ? m.icon + TEXT_BUTTON.gap : 0);
  const natural = Math.ceil(ems * fontSize) + extra;
  if (natural <= maxWidth) {
    return { width: Math.max(m.minWidth, natural), height: m.height, fontSize, wrapWidth: Infinity };
  }
  const wrapWidth = maxWidth - extra;
  const lines = Math.max(1, linesAt(wrapWidth, fontSize));
  const lineHeight = Math.round(fontSize * TEXT_BUTTON.lineHeight);
  return {
    width: maxWidth,
    height: Math.max(m.height, lines * lineHeight + 12 + 2 * TEXT_BUTTON.rim),
    fontSize,
    wrapWidth,
  };
}
