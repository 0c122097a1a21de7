// The look of the full-screen layers' canvas background (ScreenBackdrop.tsx, the canvas twin of ScreenDecor.tsx) as
// numbers: the warm (screw game) or pink (candy game) gradient and washes over the whole window, three soft blobs in
// the 750x1334 design box, and for the candy game the sprinkles and the floating sweets with their bob. Pure, so the
// tests pin it without a canvas. The measures are the DOM backdrop's, carried over in the canvas move.
import type { DesignBox } from './controls';
import { EASE, sampleKeyframes, type Keyframe } from './motion';

/** The design box the blobs and sweets are placed in (`.screen-decor__inner`: 750x1334 from the design origin). */
export const DESIGN_BOX = { width: 750, height: 1334 } as const;

/** A colour stop of the background's vertical gradient. */
export interface BackdropStop {
  offset: number;
  color: number;
}

/**
 * A soft elliptical wash (a CSS `radial-gradient(RX% RY% at CX% CY%, colour 0%, transparent FADE%)`): its centre
 * and radii as fractions of the screen box, its colour, and where along its radius it has faded out.
 */
export interface BackdropWash {
  centre: { x: number; y: number };
  radius: { x: number; y: number };
  colour: number;
  alpha: number;
  /** Fraction of the radius where the wash is gone. */
  fadeAt: number;
}

/** A round blob (`.screen-decor__blob`): its top-left corner and size in design px, its colour and strength. */
export interface BackdropBlob {
  left: number;
  top: number;
  size: number;
  colour: number;
  alpha: number;
}

/** One variant's background: the gradient top to bottom, the washes over it (lowest first) and the blobs. */
export interface BackdropLook {
  base: readonly BackdropStop[];
  washes: readonly BackdropWash[];
  blobs: readonly BackdropBlob[];
}

/** The blobs' places (the same in both variants): a, b (from the right edge) and c (from the bottom). */
const BLOB_A = { left: -220, top: 120, size: 520 } as const;
const BLOB_B = { left: DESIGN_BOX.width + 150 - 380, top: 620, size: 380 } as const;
const BLOB_C = { left: 40, top: DESIGN_BOX.height + 470 - 680, size: 680 } as const;

/** Variant A's background: warm orange, a pale glow from the top, an orange wash in the bottom-right corner. */
export const SCREW_BACKDROP: BackdropLook = {
  base: [
    { offset: 0, color: 0xffd27a },
    { offset: 0.55, color: 0xfbb45c },
    { offset: 1, color: 0xf0924a },
  ],
  washes: [
    { centre: { x: 1, y: 1 }, radius: { x: 0.9, y: 0.6 }, colour: 0xff8c46, alpha: 0.45, fadeAt: 0.7 },
    { centre: { x: 0.5, y: 0 }, radius: { x: 1.2, y: 0.6 }, colour: 0xffe9b8, alpha: 1, fadeAt: 0.6 },
  ],
  blobs: [
    { ...BLOB_A, colour: 0xffffff, alpha: 0.22 },
    { ...BLOB_B, colour: 0xffdc8c, alpha: 0.35 },
    { ...BLOB_C, colour: 0xd26e28, alpha: 0.22 },
  ],
};

/** Variant B's background: strawberry pinks, a pale glow from the top, a pink wash in the bottom-right corner. */
export const CANDY_BACKDROP: BackdropLook = {
  base: [
    { offset: 0, color: 0xffe6f0 },
    { offset: 0.55, color: 0xffc4dc },
    { offset: 1, color: 0xf49ac0 },
  ],
  washes: [
    { centre: { x: 1, y: 1 }, radius: { x: 0.9, y: 0.6 }, colour: 0xff6eaa, alpha: 0.35, fadeAt: 0.7 },
    { centre: { x: 0.5, y: 0 }, radius: { x: 1.2, y: 0.6 }, colour: 0xfff4f8, alpha: 1, fadeAt: 0.6 },
  ],
  blobs: [
    { ...BLOB_A, colour: 0xffffff, alpha: 0.3 },
    { ...BLOB_B, colour: 0xffeca0, alpha: 0.3 },
    { ...BLOB_C, colour: 0xff5fa2, alpha: 0.2 },
  ],
};

/** The background of a skin's decor ('sweets': the candy game's). */
export function backdropLook(decor: 'shapes' | 'sweets'): BackdropLook {
  return decor === 'sweets' ? CANDY_BACKDROP : SCREW_BACKDROP;
}

/** A wash's ellipse over `screen`, in design px: its centre and its full radii (the wash is gone at `fadeAt`). */
export function washEllipse(screen: DesignBox, wash: BackdropWash): { cx: number; cy: number; rx: number; ry: number } {
  return {
    cx: screen.x + wash.centre.x * screen.width,
    cy: screen.y + wash.centre.y * screen.height,
    rx: wash.radius.x * screen.width,
    ry: wash.radius.y * screen.height,
  };
}

/** A blob's circle in design px. */
export function blobCircle(blob: BackdropBlob): { x: number; y: number; r: number } {
  return { x: blob.left + blob.size / 2, y: blob.top + blob.size / 2, r: blob.size / 2 };
}

/**
 * The candy sprinkles: four dots on a 130 px tile repeated from the window's top-left corner (the DOM layer drew
 * each as a radial gradient solid to 5 or 4 px, gone at 6 or 5: here a disc half a pixel wider), the whole
 * layer at 80%.
 */
export const SPRINKLES = {
  tile: 130,
  opacity: 0.8,
  dots: [
    { x: 20, y: 30, r: 5.5, colour: 0xffffff, alpha: 0.75 },
    { x: 90, y: 70, r: 5.5, colour: 0xffd23f, alpha: 0.7 },
    { x: 60, y: 110, r: 4.5, colour: 0x2bb673, alpha: 0.45 },
    { x: 110, y: 20, r: 4.5, colour: 0x2f6fde, alpha: 0.35 },
  ],
} as const;

/** One sprinkle, in design px, with its alpha (the layer's opacity included). */
export interface Sprinkle {
  x: number;
  y: number;
  r: number;
  colour: number;
  alpha: number;
}

/** Every sprinkle that shows in `screen`: the tile's dots, tile after tile from its top-left corner. */
export function sprinkleDots(screen: DesignBox): Sprinkle[] {
  const out: Sprinkle[] = [];
  const { tile, dots, opacity } = SPRINKLES;
  for (let ty = screen.y; ty < screen.y + screen.height; ty += tile) {
    for (let tx = screen.x; tx < screen.x + screen.width; tx += tile) {
      for (const dot of dots) {
        const x = tx + dot.x;
        const y = ty + dot.y;
        if (x - dot.r >= screen.x + screen.width || y - dot.r >= screen.y + screen.height) continue;
        out.push({ x, y, r: dot.r, colour: dot.colour, alpha: dot.alpha * opacity });
      }
    }
  }
  return out;
}

/** A floating sweet: a wrapped candy or a lollipop, its top-left corner and size in design px, tilt, colour. */
export interface Floater {
  kind: 'candy' | 'lolly';
  x: number;
  y: number;
  size: number;
  /** Degrees, clockwise. */
  tilt: number;
  /** Which of the sweets' colours (ScreenDecor's `sweet(i)`). */
  colour: number;
}

/**
 * The candy background's floating sweets (ScreenDecor.tsx's FLOATERS, copied: the DOM file keeps its own, and
 * should rather import these).
 */
export const FLOATERS: readonly Floater[] = [
  { kind: 'candy', x: -18, y: 250, size: 120, tilt: -24, colour: 0 },
  { kind: 'lolly', x: 640, y: 200, size: 120, tilt: 18, colour: 6 },
  { kind: 'candy', x: 630, y: 1000, size: 110, tilt: 30, colour: 3 },
  { kind: 'lolly', x: -30, y: 960, size: 130, tilt: -14, colour: 5 },
  { kind: 'candy', x: 40, y: 1190, size: 104, tilt: 12, colour: 2 },
  { kind: 'candy', x: 640, y: 1210, size: 116, tilt: -20, colour: 4 },
  { kind: 'candy', x: 330, y: 1262, size: 84, tilt: 40, colour: 1 },
];

/** The sweets' bob (`sweet-float`): up 14 px and back in 3.6 s, eased in and out, each sweet on its own delay. */
export const FLOAT = { ms: 3600, rise: 14 } as const;

const FLOAT_FRAMES: readonly Keyframe<{ dy: number }>[] = [
  [0, { dy: 0 }],
  [0.5, { dy: -FLOAT.rise }],
  [1, { dy: 0 }],
];

/** How long sweet `i` waits before it starts to bob: (0.7 s × i) mod 3 s, as the DOM's inline delay. */
export function floaterDelayMs(i: number): number {
  return Math.round(((i * 0.7) % 3) * 1000);
}

/** How far sweet `i` is lifted (0 or negative design px) `nowMs` after the background appeared. */
export function floaterRise(i: number, nowMs: number): number {
  const local = nowMs - floaterDelayMs(i);
  if (local <= 0) return 0;
  return sampleKeyframes(FLOAT_FRAMES, (local % FLOAT.ms) / FLOAT.ms, EASE.easeInOut).dy;
}

/**
 * The soft shadow under a sweet (CSS `drop-shadow(0 10px 10px rgba(120, 20, 70, 0.25))`), drawn as a blurred
 * ellipse: its centre and radii in the icon's 48-unit box (the candy's body and wrapper ends, the lollipop's
 * head), 10 px down, fading over 10 px.
 */
export const SWEET_SHADOW = {
  dy: 10,
  blur: 10,
  colour: 0x781446,
  alpha: 0.25,
  candy: { cx: 24, cy: 24.5, rx: 21, ry: 12.5 },
  lolly: { cx: 24, cy: 18.75, rx: 16, ry: 16 },
} as const;

/** A blurred ellipse's shape in px for an icon of `size`: the full radii and where its solid core ends (0..1). */
export function softEllipse(
  shape: { cx: number; cy: number; rx: number; ry: number },
  size: number,
  blur: number,
): { cx: number; cy: number; rx: number; ry: number; solid: number } {
  const k = size / 48;
  const rx = shape.rx * k + blur / 2;
  const ry = shape.ry * k + blur / 2;
  return { cx: shape.cx * k, cy: shape.cy * k, rx, ry, solid: Math.max(0, (rx - blur) / rx) };
}
