// How the candy menu's level path looks on the canvas (as the DOM level path drew it before LevelPath.tsx replaced it),
// as numbers: the big current bubble with its play badge, the small locked bubbles with their padlocks on a dotted
// trail under it, where each sits, how big its number may be, their colours and what each is called. Pure, so the tests
// read the path without a canvas.
import type { Translate } from '../../i18n';
import type { UiTheme } from '../skin';
import { SHADOW } from './buttonLook';
import type { DesignBox } from './controls';
import type { Keyframe } from './motion';
import type { RadialPaint } from './paint';

/** A bubble: the current level's, or a locked one's. */
export type BubbleKind = 'current' | 'locked';

/** A bubble's measures in design px. */
export interface BubbleLook {
  /** Its diameter, its white rim included. */
  size: number;
  rim: number;
  /** Its number's type (the largest; long numbers get smaller, never below `minFontSize`). */
  fontSize: number;
  minFontSize: number;
  /** The number's outline (px each side) and its hard shadow's drop; 0 for none. */
  outline: number;
  textShadow: number;
  /** The ledge under it (`0 Npx 0`), and what is left of it while held, when it has sunk `sink` px. */
  ledge: number;
  pressedLedge: number;
  sink: number;
  /** The shade inside its bottom (`inset 0 -Npx 0`), resting and held. */
  inset: number;
  pressedInset: number;
  /** Its badge (play or padlock): diameter, white rim, how far it reaches past the inner edge right and down, its icon, its ledge. */
  badge: { size: number; rim: number; right: number; bottom: number; icon: number; ledge: number };
}

/** The current bubble's and a locked bubble's measures in design px. */
export const BUBBLE: Readonly<Record<BubbleKind, BubbleLook>> = {
  current: {
    size: 164,
    rim: 8,
    fontSize: 70,
    minFontSize: 28,
    outline: 3,
    textShadow: 5,
    ledge: 12,
    pressedLedge: 4,
    sink: 8,
    inset: 10,
    pressedInset: 6,
    badge: { size: 62, rim: 5, right: 12, bottom: 6, icon: 34, ledge: 5 },
  },
  locked: {
    size: 70,
    rim: 5,
    fontSize: 30,
    minFontSize: 14,
    outline: 0,
    textShadow: 0,
    ledge: 6,
    pressedLedge: 1,
    sink: 5,
    inset: 5,
    pressedInset: 0,
    badge: { size: 34, rim: 3, right: 9, bottom: 9, icon: 20, ledge: 0 },
  },
};

/** The row: 20 px between the current bubble and the locked ones, 12 px between locked ones; the dotted trail. */
export const LEVEL_PATH = {
  rowGap: 20,
  nextGap: 12,
  /** The trail (`border-top: 8px dotted`), 24 px in from both ends of the locked row, through their middles. */
  trail: { inset: 24, dot: 8, colour: 0xffffff, alpha: 0.85 },
  /** The current bubble's soft shadow (`0 24px 26px`, held `0 8px 10px`). */
  shadow: { drop: 24, blur: 26, pressedDrop: 8, pressedBlur: 10 },
  /** The gloss over the current bubble (`::after`): 18% in from each side, 8% down, 34% high, rounder on top. */
  gloss: { side: 0.18, top: 0.08, height: 0.34, topRound: 0.5, bottomRound: 0.4, alphaTop: 0.6, alphaBottom: 0.05 },
  /** The current bubble swells to 1.05 and back every 1.8 s, after 0.6 s (not while held, not under reduced motion). */
  bounce: { ms: 1800, delayMs: 600 },
} as const;

/** The bounce's keyframes (`level-bounce`, each half eased in and out). */
export const BOUNCE: readonly Keyframe<{ scale: number }>[] = [
  [0, { scale: 1 }],
  [0.5, { scale: 1.05 }],
  [1, { scale: 1 }],
];

/** The current bubble's colours in a variant: its lit gradient, its edge (ledge and the number's outline), its soft shadow. */
export interface CurrentColours {
  top: number;
  mid: number;
  bottom: number;
  edge: number;
  shadow: { color: number; alpha: number };
}

/** Orange in the screw game, strawberry in the candy game. */
export const CURRENT_COLOURS: Readonly<Record<UiTheme, CurrentColours>> = {
  screw: { top: 0xffe3ad, mid: 0xffb347, bottom: 0xf0861f, edge: 0xa8500c, shadow: SHADOW },
  candy: { top: 0xffd3e6, mid: 0xff6fae, bottom: 0xe0317a, edge: 0xa11c5a, shadow: { color: 0x5a1432, alpha: 0.35 } },
};

/** The colours every variant shares: the rims, the current bubble's shade and play badge, the locked bubbles. */
export const BUBBLE_COLOURS = {
  rim: 0xffffff,
  currentShade: { color: 0x5a1400, alpha: 0.18 },
  play: { top: 0x8ee65a, bottom: 0x3fb328, ledge: 0x287a16, icon: 0xffffff },
  locked: {
    top: 0xeee0e6,
    bottom: 0xc9aebb,
    rimAlpha: 0.9,
    shade: { color: 0x5a283c, alpha: 0.18 },
    ledge: 0x9a7a8a,
    ink: 0x7d5a6b,
    badge: 0x6e3418,
    lock: 0xffe1ec,
  },
} as const;

/**
 * The current bubble's face: a radial gradient from (36%, 28%) of its inside out to its farthest corner
 * (CSS's `radial-gradient(circle at 36% 28%, top 0%, mid 45%, bottom 100%)`), in the unit box of the inside.
 */
export function currentFace(colours: CurrentColours): RadialPaint {
  const centre = { x: 0.36, y: 0.28 };
  return {
    centre,
    radius: Math.hypot(1 - centre.x, 1 - centre.y),
    stops: [
      { offset: 0, color: colours.top },
      { offset: 0.45, color: colours.mid },
      { offset: 1, color: colours.bottom },
    ],
    space: 'local',
  };
}

/** The gloss's box from the bubble's centre, and its corners' radii (elliptic: 50% on top, 40% below). */
export function glossShape(kind: BubbleKind = 'current'): {
  box: DesignBox;
  top: { rx: number; ry: number };
  bottom: { rx: number; ry: number };
} {
  const g = LEVEL_PATH.gloss;
  const inner = BUBBLE[kind].size - 2 * BUBBLE[kind].rim;
  const box = {
    x: -inner / 2 + g.side * inner,
    y: -inner / 2 + g.top * inner,
    width: inner * (1 - 2 * g.side),
    height: inner * g.height,
  };
  return {
    box,
    top: { rx: box.width * g.topRound, ry: box.height * g.topRound },
    bottom: { rx: box.width * g.bottomRound, ry: box.height * g.bottomRound },
  };
}

/**
 * The soft shadow under the current bubble: a circle `radius` across, `y` px under the bubble's centre, fading
 * from solid to clear over its blur.
 */
export function softShadow(
  colours: CurrentColours,
  pressed: boolean,
): { y: number; radius: number; paint: RadialPaint } {
  const s = LEVEL_PATH.shadow;
  const r = BUBBLE.current.size / 2;
  const drop = pressed ? s.pressedDrop : s.drop;
  const half = (pressed ? s.pressedBlur : s.blur) / 2;
  const radius = r + half;
  const rgb = (c: number) => `${(c >> 16) & 255},${(c >> 8) & 255},${c & 255}`;
  const solid = `rgba(${rgb(colours.shadow.color)},${colours.shadow.alpha})`;
  return {
    y: drop,
    radius,
    // In the unit box of the shadow's circle: its centre, out to its edge.
    paint: {
      centre: { x: 0.5, y: 0.5 },
      radius: 0.5,
      stops: [
        { offset: 0, color: solid },
        { offset: (r - half) / radius, color: solid },
        { offset: 1, color: `rgba(${rgb(colours.shadow.color)},0)` },
      ],
      space: 'local',
    },
  };
}

/** Where a bubble's badge sits from its centre: past the inner edge, `right` px right and `bottom` px down. */
export function badgeCentre(kind: BubbleKind): { x: number; y: number; radius: number } {
  const b = BUBBLE[kind];
  const inner = b.size / 2 - b.rim;
  return {
    x: inner + b.badge.right - b.badge.size / 2,
    y: inner + b.badge.bottom - b.badge.size / 2,
    radius: b.badge.size / 2,
  };
}

/** The digits' half height in ems (their cap height is about 0.72 em). */
export const DIGITS_HALF_HEIGHT = 0.36;

/** Whether a number `ems` wide at 1 px fits inside the bubble's rim at `fontSize`, outline included. */
export function numberFits(kind: BubbleKind, fontSize: number, ems: number): boolean {
  const b = BUBBLE[kind];
  const inner = b.size / 2 - b.rim;
  const halfWidth = (ems * fontSize) / 2 + b.outline;
  const halfHeight = DIGITS_HALF_HEIGHT * fontSize + b.outline;
  return halfWidth * halfWidth + halfHeight * halfHeight <= inner * inner;
}

/** A bubble's number size: its own (70 or 30 px) when the number fits inside the rim, else the largest that does. */
export function levelNumberFontSize(kind: BubbleKind, ems: number): number {
  const b = BUBBLE[kind];
  if (!(ems > 0)) return b.fontSize;
  let size = b.fontSize;
  while (size > b.minFontSize && !numberFits(kind, size, ems)) size--;
  return size;
}

/** A bubble's place: its centre from the row's top-centre, and its diameter. */
export interface BubblePlace {
  kind: BubbleKind;
  x: number;
  y: number;
  size: number;
}

/** Where the row's parts sit, from its top-centre (design px). */
export interface LevelPathLayout {
  /** The row's box (the DOM element's): the badges, ledges and shadow reach a little out of it. */
  width: number;
  height: number;
  current: BubblePlace;
  next: BubblePlace[];
  /** The dotted trail through the locked bubbles: its dots' centres across, at `y`; none without locked ones. */
  trail: { y: number; dots: number[] } | null;
}

/**
 * The centres of dots `dot` px across along a line from `from` to `to`, a dot at each end and about a dot's
 * width between dots (as browsers draw a dotted border).
 */
export function trailDots(from: number, to: number, dot: number): number[] {
  const length = to - from;
  if (!(dot > 0) || length < dot) return [];
  const count = Math.max(1, Math.round((length + dot) / (2 * dot)));
  if (count === 1) return [(from + to) / 2];
  const step = (length - dot) / (count - 1);
  return Array.from({ length: count }, (_, i) => from + dot / 2 + i * step);
}

/** The row's layout with `count` locked levels after the current one. */
export function levelPathLayout(count: number): LevelPathLayout {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const big = BUBBLE.current.size;
  const small = BUBBLE.locked.size;
  const current: BubblePlace = { kind: 'current', x: 0, y: big / 2, size: big };
  if (n === 0) return { width: big, height: big, current, next: [], trail: null };
  const rowWidth = n * small + (n - 1) * LEVEL_PATH.nextGap;
  const y = big + LEVEL_PATH.rowGap + small / 2;
  const next = Array.from({ length: n }, (_, i): BubblePlace => ({
    kind: 'locked',
    x: -rowWidth / 2 + small / 2 + i * (small + LEVEL_PATH.nextGap),
    y,
    size: small,
  }));
  const t = LEVEL_PATH.trail;
  const trail = { y, dots: trailDots(-rowWidth / 2 + t.inset, rowWidth / 2 - t.inset, t.dot) };
  return { width: Math.max(big, rowWidth), height: big + LEVEL_PATH.rowGap + small, current, next, trail };
}

/** The row's size for layout with `count` locked levels (its box, as the DOM element's). */
export function levelPathSize(count: number): { width: number; height: number } {
  const { width, height } = levelPathLayout(count);
  return { width, height };
}

/** A bubble's control: its test id, its name, the number it shows. */
export interface BubbleWords {
  id: string;
  name: string;
  text: string;
}

/** The row's words, as LevelRow's: the group's name, the current bubble's and each locked one's. */
export function levelPathWords(
  t: Translate,
  current: number,
  next: readonly number[],
): { group: string; current: BubbleWords; next: BubbleWords[] } {
  return {
    group: t('menu.levels'),
    current: {
      id: 'menu-level-current',
      name: t('menu.start', { level: levelLabel(current) }),
      text: levelLabel(current),
    },
    next: next.map((n) => ({
      id: `menu-level-${n}`,
      name: t('menu.levelLocked', { level: levelLabel(n) }),
      text: levelLabel(n),
    })),
  };
}

/** A level number as the bubbles show it: a whole number from 1 up. */
export function levelLabel(level: number): string {
  return String(Number.isFinite(level) ? Math.max(1, Math.floor(level)) : 1);
}

/** The level path of the menu: the current level and the locked ones after it. */
export interface MenuLevels {
  current: number;
  /** The next levels (the spec shows 5), all still locked. */
  next: readonly number[];
  /** The current level was tapped: start it (as Start does). */
  onPlay: () => void;
  /** A locked level was tapped (the app toasts 'This level has not been unlocked'). */
  onLocked: () => void;
}
