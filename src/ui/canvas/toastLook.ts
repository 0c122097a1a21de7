// How a toast (one transient tip: 'No ads available', 'Coins shortage') looks on the canvas, as numbers: the dark
// rounded bubble below the tray (plum in the candy game), its type, where it stands and how it rises and fades over its
// life (the variant's toast time, spec: 2 s), or only fades under reduced motion. Pure, so the tests read it without a
// canvas.
import { translateText, type Translate } from '../../i18n';
import type { UiTheme } from '../skin';
import type { DesignBox } from './controls';
import { EASE, sampleKeyframes, type Keyframe } from './motion';

export { TOAST_MS } from '../skin';

/** Props of the toast layer. */
export interface ToastProps {
  /** The tip; an English text of the game ('Coins shortage') is shown in the current language. */
  text: string;
}

/** The tip's words: an English text of the game in the current language, any other text as it is. */
export function toastWords(text: string, t: Translate): string {
  return translateText(text, t);
}

/** The bubble's measures in design px. */
export const TOAST = {
  /** Its top: 560 px under the layout's top (below the tray at design y 460, over the boards). */
  top: 560,
  /** Centred across the 750 px design. */
  centreX: 375,
  maxWidth: 680,
  padX: 44,
  padY: 22,
  border: 4,
  radius: 44,
  /** The words: 800 weight, `normal` line height. */
  weight: '800',
  lineHeight: 1.2,
  /** The soft shadow: 14 px down, 30 px blur. */
  shadow: { dy: 14, blur: 30, color: 0x280c00, alpha: 0.4 },
} as const;

/** The bubble's colours in each look. */
export interface ToastPaint {
  fill: number;
  fillAlpha: number;
  border: number;
  borderAlpha: number;
  ink: number;
}

/** Variant A: dark brown under a pale rim; variant B: plum under a pink rim. */
export const TOAST_PAINT: Readonly<Record<UiTheme, ToastPaint>> = {
  screw: { fill: 0x482006, fillAlpha: 0.88, border: 0xffffff, borderAlpha: 0.3, ink: 0xffffff },
  candy: { fill: 0x5c1e34, fillAlpha: 0.9, border: 0xffb9d6, borderAlpha: 0.55, ink: 0xffffff },
};

/** The widest the words may run before they wrap. */
export const TOAST_TEXT_WIDTH = TOAST.maxWidth - 2 * TOAST.padX - 2 * TOAST.border;

/** The bubble's box for words `textWidth` x `textHeight` px, under a layout top at `layoutTop`. */
export function toastBox(textWidth: number, textHeight: number, layoutTop: number): DesignBox {
  const inner = Math.min(TOAST_TEXT_WIDTH, Math.max(0, Math.ceil(textWidth)));
  const width = inner + 2 * (TOAST.padX + TOAST.border);
  const height = Math.max(0, Math.ceil(textHeight)) + 2 * (TOAST.padY + TOAST.border);
  return { x: TOAST.centreX - width / 2, y: layoutTop + TOAST.top, width, height };
}

/** One frame of the toast: its opacity, how far it has risen (negative is up) and its scale. */
export interface ToastFrame {
  alpha: number;
  dy: number;
  scale: number;
}

/** Comes up from 40 px below at 90%, stands, rises 30 px, then fades away rising to 90 px up. */
const RISE: readonly Keyframe<{ alpha: number; dy: number; scale: number }>[] = [
  [0, { alpha: 0, dy: 40, scale: 0.9 }],
  [0.12, { alpha: 1, dy: 0, scale: 1 }],
  [0.7, { alpha: 1, dy: -30, scale: 1 }],
  [1, { alpha: 0, dy: -90, scale: 1 }],
];

/** Under reduced motion it only fades in, stays and fades out. */
const FADE: readonly Keyframe<{ alpha: number }>[] = [
  [0, { alpha: 0 }],
  [0.12, { alpha: 1 }],
  [0.7, { alpha: 1 }],
  [1, { alpha: 0 }],
];

/** The toast at progress `t` (0..1) of its life, each stretch eased out as the DOM's animation was. */
export function toastFrame(t: number, reducedMotion: boolean): ToastFrame {
  if (reducedMotion) return { alpha: sampleKeyframes(FADE, t, EASE.easeOut).alpha, dy: 0, scale: 1 };
  return sampleKeyframes(RISE, t, EASE.easeOut);
}
