// The board prompt's banner as the canvas draws it (as the DOM layer it replaces drew it): where it sits (SKILL_PROMPT
// of src/core/stageLayout.ts), its padding, picture, words and cancel button, and its motion. Pure numbers, read by
// SkillPrompt.tsx and its tests.
import { SKILL_PROMPT } from '../../core/stageLayout';
import { DEFAULT_STAGE_DESIGN } from '../fitStage';
import type { DesignBox } from './controls';
import type { Keyframe } from './motion';

/** The spec's prompt after the board-removal skill starts (error catalogue, variant A); en_US 'toast.selectBoard'. */
export const SKILL_PROMPT_TEXT = 'Please select the dish you want to break';

/** The banner's measures in design px. */
export const BANNER = {
  rim: 5,
  radius: 40,
  padLeft: 24,
  padRight: 30,
  /** The right padding when the cancel button sits at the right end. */
  padRightCancel: 12,
  padY: 12,
  gap: 18,
  icon: 64,
  cancel: 88,
  fontSize: 34,
  lineHeight: 1.2,
} as const;

/** Where the banner's parts sit. */
export interface PromptLayout {
  banner: DesignBox;
  /** The hammer's box. */
  icon: DesignBox;
  /** The words' column: its centre and the width they wrap in. */
  text: { x: number; y: number; width: number };
  /** The cancel button's centre, when there is one. */
  cancel: { x: number; y: number } | null;
}

/**
 * The banner's layout: across the stage with SKILL_PROMPT.side on each side, its bottom SKILL_PROMPT.bottom above
 * the stage's bottom, at least SKILL_PROMPT.height high, taller (growing upwards) when the words take
 * `textHeight` more than that leaves them.
 */
export function promptLayout(cancel: boolean, textHeight: number): PromptLayout {
  const width = DEFAULT_STAGE_DESIGN.width - 2 * SKILL_PROMPT.side;
  const height = Math.max(SKILL_PROMPT.height, textHeight + 2 * (BANNER.padY + BANNER.rim));
  const x = SKILL_PROMPT.side;
  const y = DEFAULT_STAGE_DESIGN.height - SKILL_PROMPT.bottom - height;
  const midY = y + height / 2;
  const left = x + BANNER.rim + BANNER.padLeft;
  const right = x + width - BANNER.rim - (cancel ? BANNER.padRightCancel : BANNER.padRight);
  const textLeft = left + BANNER.icon + BANNER.gap;
  const textRight = cancel ? right - BANNER.cancel - BANNER.gap : right;
  return {
    banner: { x, y, width, height },
    icon: { x: left, y: midY - BANNER.icon / 2, width: BANNER.icon, height: BANNER.icon },
    text: { x: (textLeft + textRight) / 2, y: midY, width: textRight - textLeft },
    cancel: cancel ? { x: right - BANNER.cancel / 2, y: midY } : null,
  };
}

/** How long the banner takes to fly in from below (and, under reduced motion, to fade in). */
export const FLY_IN_MS = 360;
export const FADE_IN_MS = 200;

/** The fly-in: 80 px up from below while it fades in, with the overshoot of cubic-bezier(0.34, 1.56, 0.64, 1). */
export const FLY_IN_FRAMES: readonly Keyframe<{ y: number; alpha: number }>[] = [
  [0, { y: 80, alpha: 0 }],
  [1, { y: 0, alpha: 1 }],
];

/** The hammer's knock, every 1.2 s: still, then a swing back and a small bounce (degrees). */
export const KNOCK_MS = 1200;
export const KNOCK_FRAMES: readonly Keyframe<{ angle: number }>[] = [
  [0, { angle: 0 }],
  [0.6, { angle: 0 }],
  [0.7, { angle: -28 }],
  [0.85, { angle: 8 }],
  [1, { angle: 0 }],
];
