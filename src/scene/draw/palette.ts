// Colour helpers for the drawing builders: shading, mixing, contrast ink and the wood tones of board layers.
import type { PlayfieldConfig } from '../../core/config';

/** The variant's colour table: colour index 1..7 to a fill and a head mark. */
export type Palette = PlayfieldConfig['palette'];

/** The shape that tells a colour without seeing it. */
export type MarkKind = Palette[number]['mark'];

function channels(colour: number): [number, number, number] {
  return [(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff];
}

function pack(r: number, g: number, b: number): number {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return (c(r) << 16) | (c(g) << 8) | c(b);
}

/** Darkens (factor < 1, towards black) or lightens (factor > 1, towards white by factor - 1) a colour. */
export function shade(colour: number, factor: number): number {
  const [r, g, b] = channels(colour);
  if (factor <= 1) return pack(r * factor, g * factor, b * factor);
  const t = Math.min(1, factor - 1);
  return pack(r + (255 - r) * t, g + (255 - g) * t, b + (255 - b) * t);
}

/** Blends two colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: number, b: number, t: number): number {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return pack(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

/** Relative luminance (0 black .. 1 white) of a colour, sRGB weighted. */
export function luminance(colour: number): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(colour);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1 .. 21). */
export function contrast(a: number, b: number): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Near-white ink for marks on a colour. */
export const INK_LIGHT = 0xffffff;
/** Near-black ink for marks on a light colour. */
export const INK_DARK = 0x2b2118;

/** The ink (white or near-black) that stands out most on a colour: the head mark is drawn in it. */
export function markInk(colour: number): number {
  return contrast(colour, INK_LIGHT) >= 2 ? INK_LIGHT : INK_DARK;
}

/** The fill of a colour index, grey when the palette lacks it. */
export function paletteFill(palette: Palette, colour: number): number {
  return palette[colour]?.fill ?? 0x9e9e9e;
}

/** The mark of a colour index, a dot when the palette lacks it. */
export function paletteMark(palette: Palette, colour: number): MarkKind {
  return palette[colour]?.mark ?? 'dot';
}

/** The warm wood of the top board layer. */
export const WOOD = 0xeab46e;
/** The deepest wood, for the bottom layer of a tall stack. */
const WOOD_DEEP = 0xa45f32;
const WOOD_RED = 0xd98a52;

/**
 * The wood tone of a board layer: lower groups are darker and alternate layers lean a little redder, so that
 * stacked layers read apart. `group` counts from 1 (bottom) to `groups` (top).
 */
export function woodTone(group: number, groups: number): number {
  const top = Math.max(1, groups);
  const depth = top <= 1 ? 0 : Math.max(0, Math.min(1, (top - group) / (top - 1)));
  const hue = group % 2 === 0 ? mix(WOOD, WOOD_RED, 0.3) : WOOD;
  return mix(hue, WOOD_DEEP, 0.62 * depth);
}
