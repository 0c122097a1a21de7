// The candy game's logo scene as the canvas draws it (LogoLayer.tsx, the canvas twin of src/ui/LogoLayer.tsx) as
// numbers: the emblem (a white halo, two wrapped sweets and the big lollipop), the sign and the tagline stacked in the
// middle of the screen under the top of the layout, their entrances (grown in from 60%, the sign 0.12 s later, the
// tagline fading in at 0.4 s) and the lollipop's sway. Pure, so the tests pin it without a canvas. The measures,
// keyframes and reduced-motion rules are the DOM logo's, carried over in the canvas move.
import type { DesignBox } from './controls';
import { cubicBezier, EASE, sampleKeyframes, type Keyframe } from './motion';
import type { SweetShadow } from './ScreenBackdrop';

const WIDTH = 750;

/** A sweet of the emblem: its kind, size, centre in the emblem's box, tilt, colour (of SWEETS) and shadow. */
export interface EmblemSweet {
  kind: 'candy' | 'lolly';
  size: number;
  x: number;
  y: number;
  angle: number;
  colour: number;
  shadow: SweetShadow;
}

/** The soft drop shadows (CSS `drop-shadow(0 Npx Npx rgba(120, 20, 70, A))`). */
const CANDY_SHADOW: SweetShadow = { dy: 10, blur: 10, colour: 0x781446, alpha: 0.3 };
const LOLLY_SHADOW: SweetShadow = { dy: 16, blur: 16, colour: 0x781446, alpha: 0.35 };

/** The logo scene's measures, in design px. */
export const LOGO = {
  /** The stack: centred in the room under the layout's top, 90 px clear of the bottom, 40 px between parts. */
  stack: { gap: 40, padBottom: 90 },
  /** The emblem's box; it grows from its centre. */
  emblem: { width: 460, height: 330 },
  /**
   * The halo: an ellipse reaching 60 px above the emblem, 20 px past each side and 30 px below it, white at 90%
   * in the middle, gone at 66% of the way to its box's corner (a `circle` gradient's farthest corner).
   */
  halo: { left: -20, top: -60, right: -20, bottom: -30, alpha: 0.9, fadeAt: 0.66 },
  /** The lollipop: 300 px, standing on the emblem's bottom in its middle, swaying about 95% of its height. */
  lolly: { size: 300, colour: 6, pivotY: 0.95, shadow: LOLLY_SHADOW },
  /** The wrapped sweets: 130 px, 10 px over the emblem's bottom, 6 px in from its sides. */
  candy: { size: 130, bottom: 10, side: 6, shadow: CANDY_SHADOW },
  /**
   * The tagline: 22 px more under the sign, a chocolate pill with a 4 px pink-white rim, up to 640 px wide with
   * 34 px padding across (10 above, 12 below), corners of 34 px and a ledge 8 px down; 36 px white type, lines
   * 1.15 apart, a hard shadow 3 px down.
   */
  tagline: {
    marginTop: 22,
    maxWidth: 640,
    padX: 34,
    padTop: 10,
    padBottom: 12,
    border: 4,
    radius: 34,
    fontSize: 36,
    lineHeight: 1.15,
    shadow: 3,
    shadowAlpha: 0.25,
  },
  /** The tagline's paint. */
  taglinePaint: {
    top: 0x8b4a2b,
    bottom: 0x5e2c16,
    rim: 0xffe3ef,
    ledge: { color: 0x501428, alpha: 0.35, depth: 8 },
  },
  /** The entrances: 0.45 s each, the sign 0.12 s after the emblem; the tagline fades in over 0.4 s from 0.4 s. */
  entrance: { ms: 450, signDelay: 120, taglineDelay: 400, taglineMs: 400, stillMs: 200 },
  /** The sway: from -4 to 4 degrees and back every 2.4 s, starting at 0.45 s. */
  sway: { delay: 450, ms: 2400, angle: 4 },
} as const;

/** The emblem's sweets, lowest first: the left wrapped sweet, the lollipop, the right wrapped sweet. */
export function emblemSweets(): EmblemSweet[] {
  const { emblem, lolly, candy } = LOGO;
  const candyY = emblem.height - candy.bottom - candy.size / 2;
  return [
    {
      kind: 'candy',
      size: candy.size,
      x: candy.side + candy.size / 2,
      y: candyY,
      angle: -24,
      colour: 3,
      shadow: candy.shadow,
    },
    {
      kind: 'lolly',
      size: lolly.size,
      x: emblem.width / 2,
      y: emblem.height - lolly.size / 2,
      angle: 0,
      colour: lolly.colour,
      shadow: lolly.shadow,
    },
    {
      kind: 'candy',
      size: candy.size,
      x: emblem.width - candy.side - candy.size / 2,
      y: candyY,
      angle: 20,
      colour: 4,
      shadow: candy.shadow,
    },
  ];
}

/** The point the lollipop sways about, in the emblem's box: the middle of its width, 95% down its height. */
export function lollyPivot(): { x: number; y: number } {
  const { emblem, lolly } = LOGO;
  return { x: emblem.width / 2, y: emblem.height - lolly.size + lolly.size * lolly.pivotY };
}

/** The halo in the emblem's box: its ellipse, and the circle its gradient fades over (centred on the ellipse). */
export function haloShape(): { cx: number; cy: number; rx: number; ry: number; radius: number } {
  const { emblem, halo } = LOGO;
  const left = halo.left;
  const top = halo.top;
  const width = emblem.width - halo.left - halo.right;
  const height = emblem.height - halo.top - halo.bottom;
  const rx = width / 2;
  const ry = height / 2;
  return { cx: left + rx, cy: top + ry, rx, ry, radius: Math.hypot(rx, ry) * halo.fadeAt };
}

/** The tagline's pill for words `textWidth` wide in `lines` lines: as wide as them and its padding, up to 640. */
export function taglineSize(textWidth: number, lines: number): { width: number; height: number } {
  const tg = LOGO.tagline;
  const width = Math.min(tg.maxWidth, Math.ceil(textWidth) + 2 * (tg.padX + tg.border));
  const height = Math.max(1, lines) * tg.fontSize * tg.lineHeight + tg.padTop + tg.padBottom + 2 * tg.border;
  return { width, height };
}

/** The width the tagline's words wrap at: 640 px less the padding and rim. */
export function taglineWrapWidth(): number {
  const tg = LOGO.tagline;
  return tg.maxWidth - 2 * (tg.padX + tg.border);
}

/** Where the logo scene's parts sit, in design px. */
export interface LogoLayout {
  /** The emblem's box. */
  emblem: DesignBox;
  /** The sign's top-centre. */
  sign: { x: number; y: number };
  /** The tagline's pill. */
  tagline: DesignBox;
}

/**
 * The logo scene's layout: the emblem, the sign (`signHeight` tall) and the tagline (a pill `tagline` big)
 * stacked 40 px apart and centred across, and as a whole centred down the room from `layoutTop` to 90 px above
 * the design box's bottom (`designHeight`).
 */
export function logoLayout(
  layoutTop: number,
  designHeight: number,
  signHeight: number,
  tagline: { width: number; height: number },
): LogoLayout {
  const { stack, emblem, tagline: tg } = LOGO;
  const total = emblem.height + stack.gap + signHeight + stack.gap + tg.marginTop + tagline.height;
  const room = designHeight - stack.padBottom - layoutTop;
  const top = layoutTop + (room - total) / 2;
  const signTop = top + emblem.height + stack.gap;
  const taglineTop = signTop + signHeight + stack.gap + tg.marginTop;
  return {
    emblem: { x: (WIDTH - emblem.width) / 2, y: top, width: emblem.width, height: emblem.height },
    sign: { x: WIDTH / 2, y: signTop },
    tagline: { x: (WIDTH - tagline.width) / 2, y: taglineTop, width: tagline.width, height: tagline.height },
  };
}

/** `logo-in`'s curve (`cubic-bezier(0.34, 1.4, 0.64, 1)`): it overshoots full size a little. */
export const LOGO_EASE = cubicBezier(0.34, 1.4, 0.64, 1);

/** `logo-in`'s growth: from 60% to full size in one stretch. */
export const LOGO_IN_SCALE: readonly Keyframe<{ scale: number }>[] = [
  [0, { scale: 0.6 }],
  [1, { scale: 1 }],
];

/** `logo-in`'s fade: clear to solid by 60% of the way, then solid. */
export const LOGO_IN_FADE: readonly Keyframe<{ alpha: number }>[] = [
  [0, { alpha: 0 }],
  [0.6, { alpha: 1 }],
  [1, { alpha: 1 }],
];

/** A part's look in its entrance. */
export interface EntranceFrame {
  scale: number;
  alpha: number;
}

/**
 * `logo-in` at progress `t` (clamped to 0..1): the scale and the fade keyframed on their own, as CSS keyframes
 * a property only where it is given, each stretch on the bouncy curve (the strength kept to 0..1).
 */
export function logoIn(t: number): EntranceFrame {
  const p = Math.min(1, Math.max(0, t));
  const { scale } = sampleKeyframes(LOGO_IN_SCALE, p, LOGO_EASE);
  const { alpha } = sampleKeyframes(LOGO_IN_FADE, p, LOGO_EASE);
  return { scale, alpha: Math.min(1, Math.max(0, alpha)) };
}

/** The scene's parts `ms` after it appeared. */
export interface LogoEntrance {
  emblem: EntranceFrame;
  sign: EntranceFrame;
  tagline: { alpha: number };
}

/**
 * The parts `ms` after the scene appeared: the emblem grows in over 0.45 s, the sign 0.12 s later (clear until
 * then), the tagline fades in (ease-out) over 0.4 s from 0.4 s. Under reduced motion all three only fade in
 * (ease-out) over 0.2 s at once, at full size.
 */
export function logoEntrance(ms: number, still: boolean): LogoEntrance {
  const e = LOGO.entrance;
  if (still) {
    const alpha = EASE.easeOut(ms / e.stillMs);
    return { emblem: { scale: 1, alpha }, sign: { scale: 1, alpha }, tagline: { alpha } };
  }
  return {
    emblem: logoIn(ms / e.ms),
    sign: logoIn((ms - e.signDelay) / e.ms),
    tagline: { alpha: EASE.easeOut((ms - e.taglineDelay) / e.taglineMs) },
  };
}

/** How long the whole entrance lasts (ms): until the tagline is in, or 0.2 s under reduced motion. */
export function logoEntranceMs(still: boolean): number {
  const e = LOGO.entrance;
  return still ? e.stillMs : Math.max(e.ms + e.signDelay, e.taglineDelay + e.taglineMs);
}

/** `logo-sway`: -4 degrees, 4 at halfway, -4 again, each half eased in and out. */
export const LOGO_SWAY: readonly Keyframe<{ angle: number }>[] = [
  [0, { angle: -LOGO.sway.angle }],
  [0.5, { angle: LOGO.sway.angle }],
  [1, { angle: -LOGO.sway.angle }],
];

/** The lollipop's turn (degrees) `ms` after the scene appeared: upright until the sway starts at 0.45 s. */
export function swayAngle(ms: number): number {
  const { delay, ms: period } = LOGO.sway;
  const local = ms - delay;
  if (!(local >= 0)) return 0;
  return sampleKeyframes(LOGO_SWAY, (local % period) / period, EASE.easeInOut).angle;
}
