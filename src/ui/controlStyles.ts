// The sizes of the in-game controls (src/core/stageLayout.ts) as CSS custom properties: styles.css places the
// HUD bar, the skill bar and the board-picking banner with them, so the level checks and the screen agree.
import type { CSSProperties } from 'react';
import { HUD_BAR, SKILL_BAR, SKILL_PROMPT } from '../core/stageLayout';

const px = (n: number) => `${n}px`;

/** On the HUD layer: where its bar sits under the top of the layout. */
export const HUD_BAR_STYLE = {
  '--hud-side': px(HUD_BAR.side),
  '--hud-top': px(HUD_BAR.top),
  '--hud-height': px(HUD_BAR.height),
} as CSSProperties;

/** On the skill bar layer: button size, gap, distance from the bottom and the badge under each button. */
export const SKILL_BAR_STYLE = {
  '--skill-size': px(SKILL_BAR.button),
  '--skill-gap': px(SKILL_BAR.gap),
  '--skill-bottom': px(SKILL_BAR.bottom),
  '--skill-badge-gap': px(SKILL_BAR.badgeGap),
  '--skill-badge-height': px(SKILL_BAR.badgeHeight),
} as CSSProperties;

/** On the skill prompt layer: the banner's sides, distance from the bottom and height. */
export const SKILL_PROMPT_STYLE = {
  '--prompt-side': px(SKILL_PROMPT.side),
  '--prompt-bottom': px(SKILL_PROMPT.bottom),
  '--prompt-height': px(SKILL_PROMPT.height),
} as CSSProperties;
