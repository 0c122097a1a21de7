// The look of level 1's pointing hand (TapHint.tsx), as numbers and words: its sizes and places in design px,
// its beat, and its words in the player's language. Pure, so the tests read them without a canvas.
import { translateText, type Translate } from '../../i18n';
import type { Skin } from '../skin';
import type { Keyframe } from './motion';

/** One beat of the ring's pulse and of the finger's tap. */
export const TAP_HINT_MS = 1200;

/** The ring: 88 px across with a 6 px white border, growing from 0.6 to 1.25 while it fades. */
export const RING = { radius: 41, border: 6 } as const;
export const RING_FRAMES: readonly Keyframe<{ scale: number; alpha: number }>[] = [
  [0, { scale: 0.6, alpha: 1 }],
  [1, { scale: 1.25, alpha: 0 }],
];

/** The hand: a 64-unit drawing shown 84 px tall, hung 6 px left of and 8 px below the screw's centre. */
export const HAND = { size: 84, left: -6, top: 8, originX: 0.3, originY: 0.1 } as const;
export const HAND_PATH =
  'M24 30V10a5 5 0 0 1 10 0v16l3-1a5 5 0 0 1 6 3l1 1 3-1a5 5 0 0 1 6 4v12c0 9-6 16-15 16h-4c-6 0-10-3-13-8l-8-13a5 5 0 0 1 8-6z';
export const HAND_FRAMES: readonly Keyframe<{ x: number; y: number; scale: number }>[] = [
  [0, { x: 10, y: 14, scale: 1 }],
  [0.45, { x: 0, y: 0, scale: 0.92 }],
  [1, { x: 10, y: 14, scale: 1 }],
];

/** The words: 34 px heavy white type, centred on a 320 px column whose top is 120 px above the screw. */
export const WORDS = { width: 320, top: -120, fontSize: 34 } as const;

/** The words under the hand, in the player's language. */
export function tapHintWords(t: Translate, skin: Pick<Skin, 'tapHintKey'>, text?: string): string {
  return text === undefined ? t(skin.tapHintKey) : translateText(text, t);
}
