// The loading screen as the canvas draws it (LoadingLayer.tsx, the canvas twin of src/ui/LoadingLayer.tsx) as numbers:
// where the title sign, the track, the caption and the candy game's tip sit under the top of the layout, each game's
// colours, the fill's width for a percentage and its moving stripes, the tip's box, the title's pop and the tip's fade,
// and the pure helpers both loading layers share (the percentage shown, the tip's key). Pure, so the tests pin it
// without a canvas. The measures are the DOM loading layers', carried over in the canvas move.
import type { UiTheme } from '../skin';
import type { DesignBox } from './controls';
import { cubicBezier, EASE, sampleKeyframes, type Keyframe } from './motion';

const WIDTH = 750;

/** The rotating tips: how many there are (loading.tip0 onwards) and how long each shows. */
export interface LoadingTips {
  count: number;
  everyMs: number;
}

/** Load progress as a whole percentage, 0..100; only a finished load shows 100. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  if (progress >= 1) return 100;
  return Math.min(99, Math.floor(progress * 100));
}

/** The key of the tip shown after `step` changes, going round `count` tips ('loading.tip0' for step 0). */
export function loadingTipKey(step: number, count: number): string {
  const n = Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
  const s = Number.isFinite(step) ? Math.floor(step) : 0;
  return `loading.tip${((s % n) + n) % n}`;
}

/** How many tips `tips` goes round (at least 1), or 0 without tips. */
export function tipCount(tips: LoadingTips | undefined): number {
  return tips ? Math.max(1, Math.floor(tips.count) || 1) : 0;
}

/** The loading screen's measures, in design px (tops from the top of the layout). */
export const LOADING = {
  /** The title sign's top (`.loading__title`: layout top + 300, full width, so centred). */
  titleTop: 300,
  /** The column of track, caption and tip: 95 px in from each side, its top at layout top + 860, 26 px gaps. */
  box: { top: 860, side: 95, gap: 26 },
  /** The track: 76 px tall, 9 px padding, fully round; a white ledge 6 px under it. */
  track: { height: 76, pad: 9, ledge: 6, ledgeAlpha: 0.35 },
  /**
   * The track's inner shadow (CSS `inset 0 6px 10px rgba(0, 0, 0, 0.35)`), as black veils each cut by the track
   * moved down `drop` px: together about 0.32 at the top edge, gone 14 px down.
   */
  trackShade: [
    { drop: 14, alpha: 0.05 },
    { drop: 9, alpha: 0.1 },
    { drop: 5, alpha: 0.12 },
    { drop: 2, alpha: 0.1 },
  ],
  /** The fill: at least 58 px (a round end) and fully round; a 12% dark band 6 px deep along its inner bottom. */
  fill: { minWidth: 58, band: 6, bandAlpha: 0.12, tweenMs: 200 },
  /**
   * The fill's stripes (`repeating-linear-gradient(-45deg, …)` in 51 px tiles): leaning like '/', one every
   * 51 px across, each half as wide, sliding 51 px right every 0.7 s.
   */
  stripes: { period: 51, width: 25.5, ms: 700 },
  /** The percentage over the track: 40 px white, a brown edge 2 px each side and a hard shadow 3 px down. */
  percent: { fontSize: 40, edge: 0x3c1900, edgeAlpha: 0.5, edgeWidth: 4, shadowAlpha: 0.6, shadow: 3 },
  /** The caption ('Loading…'): 44 px heavy, its line 1.15 tall, a hard shadow 4 px down. */
  caption: { fontSize: 44, lineHeight: 1.15, shadow: 4 },
  /**
   * The tip: 6 px more under the caption, at least 112 px tall, as wide as its words and 30 px padding each
   * side up to the column's width, round corners of 32 px; 32 px type (800) in lines 40 px apart, centred,
   * a hard shadow 3 px down.
   */
  tip: { marginTop: 6, minHeight: 112, maxWidth: 580, padX: 30, padY: 14, radius: 32, fontSize: 32, lineHeight: 40 },
  tipShadow: 3,
  /** The title pops in over 0.4 s (a 0.2 s fade under reduced motion); a tip fades in over 0.4 s (0.2 s). */
  titlePopMs: 400,
  tipFadeMs: 400,
  stillFadeMs: 200,
} as const;

/** One game's loading colours. */
export interface LoadingColours {
  track: { top: number; bottom: number };
  fill: { top: number; bottom: number };
  /** The stripes' white strength. */
  stripeAlpha: number;
  caption: { fill: number; shadow: number; shadowAlpha: number };
  tip: {
    back: number;
    backAlpha: number;
    /** A highlight along the inner top (CSS `inset 0 4px 0`), or none. */
    shine: { colour: number; alpha: number; depth: number } | null;
    shadow: number;
    shadowAlpha: number;
  };
}

/** Each game's loading colours: a brown track with a green fill, or a chocolate one with a pink candy cane. */
export const LOADING_COLOURS: Readonly<Record<UiTheme, LoadingColours>> = {
  screw: {
    track: { top: 0x7d3f15, bottom: 0x9c5526 },
    fill: { top: 0xa6f06f, bottom: 0x46b52c },
    stripeAlpha: 0.22,
    caption: { fill: 0xfff7e6, shadow: 0x783200, shadowAlpha: 0.45 },
    tip: { back: 0x783200, backAlpha: 0.18, shine: null, shadow: 0x6e2800, shadowAlpha: 0.45 },
  },
  candy: {
    track: { top: 0x5e2c16, bottom: 0x7b3d20 },
    fill: { top: 0xff9bc8, bottom: 0xec3f88 },
    stripeAlpha: 0.5,
    caption: { fill: 0xffffff, shadow: 0xa01e5a, shadowAlpha: 0.45 },
    tip: {
      back: 0x5e2c16,
      backAlpha: 0.62,
      shine: { colour: 0xffc8e1, alpha: 0.2, depth: 4 },
      shadow: 0x000000,
      shadowAlpha: 0.3,
    },
  },
};

/** Where the loading screen's parts sit, in design px. */
export interface LoadingLayout {
  /** The title sign's top-centre. */
  title: { x: number; y: number };
  /** The track (the bar's control box). */
  track: DesignBox;
  /** The room the fill grows in: the track less its padding. */
  fillRoom: DesignBox;
  /** The caption's centre. */
  caption: { x: number; y: number };
  /** The tip box's top. */
  tipTop: number;
}

/** The loading screen's layout under the top of the layout `layoutTop`. */
export function loadingLayout(layoutTop: number): LoadingLayout {
  const { box, track: tr, caption: cap, tip } = LOADING;
  const top = layoutTop + box.top;
  const track = { x: box.side, y: top, width: WIDTH - 2 * box.side, height: tr.height };
  const fillRoom = {
    x: track.x + tr.pad,
    y: track.y + tr.pad,
    width: track.width - 2 * tr.pad,
    height: track.height - 2 * tr.pad,
  };
  const captionTop = track.y + track.height + box.gap;
  const captionHeight = cap.fontSize * cap.lineHeight;
  return {
    title: { x: WIDTH / 2, y: layoutTop + LOADING.titleTop },
    track,
    fillRoom,
    caption: { x: WIDTH / 2, y: captionTop + captionHeight / 2 },
    tipTop: captionTop + captionHeight + box.gap + tip.marginTop,
  };
}

/** The fill's width in a room `room` px wide at `percent` (0..100, clamped): at least its round end. */
export function fillWidth(percent: number, room: number): number {
  const p = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return Math.max(LOADING.fill.minWidth, (room * p) / 100);
}

/**
 * The stripes over a fill `height` tall and up to `width` wide, as four-point polygons (x, y pairs) from the
 * fill's left: one every period, leaning like '/', starting a period left of 0 so that sliding them right by up
 * to a period still covers the fill.
 */
export function stripeBands(width: number, height: number): number[][] {
  const { period, width: band } = LOADING.stripes;
  const bands: number[][] = [];
  for (let x = -period; x < width + height + period; x += period) {
    bands.push([x, 0, x + band, 0, x + band - height, height, x - height, height]);
  }
  return bands;
}

/** How far right the stripes have slid at progress `t` (0..1) of their 0.7 s loop. */
export function stripeShift(t: number): number {
  const p = Number.isFinite(t) ? t - Math.floor(t) : 0;
  return p * LOADING.stripes.period;
}

/** The fill's width `tween` progress (0..1, eased out as CSS's `transition: width 200ms ease-out`) from `from` to `to`. */
export function fillTween(from: number, to: number, tween: number): number {
  return from + (to - from) * EASE.easeOut(tween);
}

/**
 * The tip's box for words `textWidth` wide in `lines` lines, its top at `top`: as wide as the words and its
 * padding up to the column's width, at least 112 px tall, centred across.
 */
export function tipBox(textWidth: number, lines: number, top: number): DesignBox {
  const { tip, box } = LOADING;
  const room = Math.min(tip.maxWidth, WIDTH - 2 * box.side);
  const width = Math.min(room, Math.ceil(textWidth) + 2 * tip.padX);
  const height = Math.max(tip.minHeight, Math.max(1, lines) * tip.lineHeight + 2 * tip.padY);
  return { x: (WIDTH - width) / 2, y: top, width, height };
}

/** The width the tip's words wrap at: the column's width less the tip's padding. */
export function tipWrapWidth(): number {
  const { tip, box } = LOADING;
  return Math.min(tip.maxWidth, WIDTH - 2 * box.side) - 2 * tip.padX;
}

/** The title's pop (CSS's `pop-in`: from 80% and clear to full size, on a bouncy curve). */
export const TITLE_POP_IN: readonly Keyframe<{ scale: number; alpha: number }>[] = [
  [0, { scale: 0.8, alpha: 0 }],
  [1, { scale: 1, alpha: 1 }],
];

/** The pop's curve (`cubic-bezier(0.34, 1.56, 0.64, 1)`): it overshoots full size a little. */
export const POP_EASE = cubicBezier(0.34, 1.56, 0.64, 1);

/**
 * The title at progress `t` (0..1) of its entrance: popping in over 0.4 s, or under reduced motion only fading
 * in over 0.2 s (ease-out) at full size. Its strength never passes 1.
 */
export function titleEntrance(t: number, still: boolean): { scale: number; alpha: number } {
  if (still) return { scale: 1, alpha: EASE.easeOut(t) };
  const frame = sampleKeyframes(TITLE_POP_IN, t, POP_EASE);
  return { scale: frame.scale, alpha: Math.min(1, Math.max(0, frame.alpha)) };
}

/** How long the title's entrance lasts (ms). */
export function titleEntranceMs(still: boolean): number {
  return still ? LOADING.stillFadeMs : LOADING.titlePopMs;
}

/** How long a new tip's fade-in lasts (ms): 0.4 s, 0.2 s under reduced motion. */
export function tipFadeMs(still: boolean): number {
  return still ? LOADING.stillFadeMs : LOADING.tipFadeMs;
}

/** A tip's strength at progress `t` (0..1) of its fade-in (ease-out). */
export function tipAlpha(t: number): number {
  return EASE.easeOut(t);
}
