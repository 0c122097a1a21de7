// How the canvas's round buttons look (the DOM layers' glossy round toy buttons, carried over in the canvas move), as
// numbers: each tone's colours and each size's radius, rim, ledge and press. Pure, read by CanvasButton.tsx and its
// tests.

/** Colour of a button. */
export type ButtonTone = 'green' | 'orange' | 'blue' | 'red' | 'wood' | 'purple';

/** A tone's colours: the body's gradient, the ledge under it and the accent cut into its icon. */
export interface ToneColours {
  top: number;
  bottom: number;
  edge: number;
  iconCut: number;
}

/** The buttons' tones, as the DOM layers painted them; where the variant is candy, wood is CANDY_WOOD. */
export const TONES: Readonly<Record<ButtonTone, ToneColours>> = {
  green: { top: 0x8ee65a, bottom: 0x3fb328, edge: 0x287a16, iconCut: 0x3aa324 },
  orange: { top: 0xffc157, bottom: 0xff8a1f, edge: 0xc0560b, iconCut: 0xff9a2a },
  blue: { top: 0x6cc8ff, bottom: 0x2687f2, edge: 0x1757a8, iconCut: 0x2f8ff2 },
  red: { top: 0xff8a75, bottom: 0xf0402c, edge: 0xa9210f, iconCut: 0xf04a34 },
  purple: { top: 0xd39bff, bottom: 0x9350e6, edge: 0x5f2aa3, iconCut: 0x9a58e8 },
  wood: { top: 0xf9d08a, bottom: 0xd98e45, edge: 0x8e4a19, iconCut: 0xdc9348 },
};

/** Variant B's wood buttons are pink. */
export const CANDY_WOOD: ToneColours = { top: 0xffa3cb, bottom: 0xf5559a, edge: 0xa91f5e, iconCut: 0xf5559a };

/** A round button's measures in design px: its diameter, white rim, the ledge under it and how far a press sinks it. */
export interface RoundMeasures {
  size: number;
  rim: number;
  ledge: number;
  /** The ledge left showing while pressed. */
  pressedLedge: number;
  /** The bottom inner shade (inset shadow) height. */
  inset: number;
  /** The soft shadow under the ledge: its drop and spread. */
  shadowDrop: number;
}

/** `.btn--icon` (116 px) and `.btn--icon-sm` (86 px); a button of another size scales the icon's measures. */
export function roundMeasures(kind: 'icon' | 'icon-sm', size?: number): RoundMeasures {
  if (kind === 'icon-sm') return { size: size ?? 86, rim: 4, ledge: 8, pressedLedge: 2, inset: 6, shadowDrop: 14 };
  return { size: size ?? 116, rim: 5, ledge: 12, pressedLedge: 2, inset: 8, shadowDrop: 22 };
}

/** The gloss over a round button's top: an ellipse from 14% to 86% across and 7% to 47% down. */
export function glossOf(size: number): { cx: number; cy: number; rx: number; ry: number } {
  const r = size / 2;
  return { cx: 0, cy: -r + size * 0.07 + size * 0.2, rx: size * 0.36, ry: size * 0.2 };
}

/** The CSS shadow colour of the layers (`--shadow`, rgba(70, 28, 0, 0.35)). */
export const SHADOW = { color: 0x461c00, alpha: 0.35 } as const;
