// The settings panel's type: heavy, in the stage's face, cached by size, colour, wrap and shadow, and a
// text's width in ems of it (measured in the real font, for fitting labels and switch words).
import { CanvasTextMetrics, TextStyle } from 'pixi.js';
import { STAGE_FONT } from '../../i18n/textWidth';
import { SWITCH_LABEL } from './settingsLook';

const styles = new Map<string, TextStyle>();
/** Heavy type in `colour`, wrapping at `wrap` when given. */
export function heavy(fontSize: number, colour: number, wrap?: number, shadow = false): TextStyle {
  const key = `${fontSize}|${colour}|${wrap}|${shadow}`;
  let style = styles.get(key);
  if (!style) {
    style = new TextStyle({
      fontFamily: STAGE_FONT,
      fontWeight: '900',
      fontSize,
      fill: colour,
      lineHeight: Math.round(fontSize * SWITCH_LABEL.lineHeight),
      ...(wrap !== undefined ? { wordWrap: true, breakWords: true, wordWrapWidth: wrap, align: 'left' as const } : {}),
      ...(shadow ? { dropShadow: { color: 0x000000, alpha: 0.25, angle: Math.PI / 2, distance: 2, blur: 0 } } : {}),
    });
    styles.set(key, style);
  }
  return style;
}

/** A text's width in ems of the heavy face, measured in the real font. */
export const emsOf = (text: string) => CanvasTextMetrics.measureText(text, heavy(100, 0)).width / 100;
