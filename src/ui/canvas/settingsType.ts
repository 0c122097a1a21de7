// The settings panel's type: heavy, in `colour`, wrapping when given a width, and a text's width in ems of
// it (measured in the real font, for fitting labels and switch words).
import { CanvasTextMetrics, type TextStyle } from 'pixi.js';
import { stageStyle } from './heavyText';
import { SWITCH_LABEL } from './settingsLook';

/** Heavy type in `colour`, wrapping at `wrap` when given. */
export function settingsStyle(fontSize: number, colour: number, wrap?: number, shadow = false): TextStyle {
  return stageStyle({
    fontWeight: '900',
    fontSize,
    fill: colour,
    lineHeight: Math.round(fontSize * SWITCH_LABEL.lineHeight),
    ...(wrap !== undefined ? { wordWrap: true, breakWords: true, wordWrapWidth: wrap, align: 'left' as const } : {}),
    ...(shadow ? { dropShadow: { color: 0x000000, alpha: 0.25, angle: Math.PI / 2, distance: 2, blur: 0 } } : {}),
  });
}

/** A text's width in ems of the heavy face, measured in the real font. */
export const emsOf = (text: string) => CanvasTextMetrics.measureText(text, settingsStyle(100, 0)).width / 100;
