// The rank layer's heavy type (the medal, the best score, the ad offer's lines) and text measure.
import { CanvasTextMetrics, type TextStyle } from 'pixi.js';
import { stageStyle } from './heavyText';
import { RANK } from './rankLook';

const C = RANK.colours;

/** Heavy type of a size and colour; edged in the medal's deep gold when `edge`. */
export function heavyStyle(fontSize: number, fill: number, edge = false): TextStyle {
  return stageStyle({
    fontWeight: '900',
    fontSize,
    fill,
    lineHeight: Math.round(fontSize * 1.05),
    ...(edge
      ? {
          stroke: { color: C.ledge, width: 6, join: 'round' as const },
          dropShadow: { color: C.ledge, alpha: 1, angle: Math.PI / 2, distance: 6, blur: 0 },
        }
      : {}),
  });
}

/** A text's width at 1 px in `style` (measured at 100 px). */
export const emOf = (text: string, style: TextStyle) => CanvasTextMetrics.measureText(text, style).width / 100;
