// The canvas layers' heavy type (the game's 900-weight face) as cached Pixi text styles, and a measure of a
// line's width in it. One style object per look, so Pixi lays out each text once.
import { CanvasTextMetrics, TextStyle, type TextStyleOptions } from 'pixi.js';
import { STAGE_FONT } from '../../i18n/textWidth';

/** A hard shadow straight down. */
export interface HardShadow {
  color: number;
  alpha: number;
  distance: number;
}

const styles = new Map<string, TextStyle>();

/** A heavy type of `size` in `fill` (cached), with a 4 px round outline and a hard shadow when given. */
export function heavy(size: number, fill: number, outline?: number, shadow?: HardShadow): TextStyle {
  const key = `${size}|${fill}|${outline ?? ''}|${shadow ? `${shadow.color}/${shadow.alpha}/${shadow.distance}` : ''}`;
  let style = styles.get(key);
  if (!style) {
    const options: TextStyleOptions = { fontFamily: STAGE_FONT, fontWeight: '900', fontSize: size, fill };
    if (outline !== undefined) options.stroke = { color: outline, width: 4, join: 'round' };
    if (shadow) options.dropShadow = { ...shadow, angle: Math.PI / 2, blur: 0 };
    style = new TextStyle(options);
    styles.set(key, style);
  }
  return style;
}

/** An edge round a heavy type's letters: a round outline `width` wide and a hard shadow `shadow` px down, both in `color`. */
export interface TextEdge {
  color: number;
  width: number;
  shadow: number;
}

/** A heavy type of `size` in `fill` (cached), edged in one colour (a bubble's number, a heart's count) when given. */
export function edged(size: number, fill: number, edge?: TextEdge): TextStyle {
  const key = `edged|${size}|${fill}|${edge ? `${edge.color}/${edge.width}/${edge.shadow}` : ''}`;
  let style = styles.get(key);
  if (!style) {
    const options: TextStyleOptions = { fontFamily: STAGE_FONT, fontWeight: '900', fontSize: size, fill };
    if (edge) {
      options.stroke = { color: edge.color, width: edge.width, join: 'round' };
      options.dropShadow = { color: edge.color, alpha: 1, distance: edge.shadow, angle: Math.PI / 2, blur: 0 };
    }
    style = new TextStyle(options);
    styles.set(key, style);
  }
  return style;
}

/** The width of one line of `text` in `style`, in design px (0 for no text). */
export function widthOf(text: string, style: TextStyle): number {
  return text === '' ? 0 : CanvasTextMetrics.measureText(text, style).width;
}
