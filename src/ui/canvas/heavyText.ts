// The canvas layers' type: every look of the stage face as one shared Pixi text style (`stageStyle`), the
// heavy (900-weight) looks most layers use, and a measure of a line's width in a style.
import { CanvasTextMetrics, TextStyle, type TextStyleOptions } from 'pixi.js';
import { STAGE_FONT } from '../../i18n/textWidth';

/** A hard shadow straight down. */
export interface HardShadow {
  color: number;
  alpha: number;
  distance: number;
}

/** What a look of the stage face is made of: plain data (numbers, strings, flags and objects of them). */
export type StageStyleOptions = Omit<TextStyleOptions, 'fontFamily'>;

const looks = new Map<string, TextStyle>();

/**
 * The style of a look in the stage face (`fontFamily` added), made once per look and shared: the layers ask here
 * for the looks they make from sizes and colours, so a text of one look reuses Pixi's layout and texture, and a
 * look is never made twice.
 */
export function stageStyle(options: StageStyleOptions): TextStyle {
  const key = JSON.stringify(options);
  let style = looks.get(key);
  if (!style) {
    style = new TextStyle({ fontFamily: STAGE_FONT, ...options });
    looks.set(key, style);
  }
  return style;
}

/** A heavy type of `size` in `fill` (cached), with a 4 px round outline and a hard shadow when given. */
export function heavy(size: number, fill: number, outline?: number, shadow?: HardShadow): TextStyle {
  const options: StageStyleOptions = { fontWeight: '900', fontSize: size, fill };
  if (outline !== undefined) options.stroke = { color: outline, width: 4, join: 'round' };
  if (shadow) options.dropShadow = { ...shadow, angle: Math.PI / 2, blur: 0 };
  return stageStyle(options);
}

/** An edge round a heavy type's letters: a round outline `width` wide and a hard shadow `shadow` px down, both in `color`. */
export interface TextEdge {
  color: number;
  width: number;
  shadow: number;
}

/** A heavy type of `size` in `fill` (cached), edged in one colour (a bubble's number, a heart's count) when given. */
export function edged(size: number, fill: number, edge?: TextEdge): TextStyle {
  const options: StageStyleOptions = { fontWeight: '900', fontSize: size, fill };
  if (edge) {
    options.stroke = { color: edge.color, width: edge.width, join: 'round' };
    options.dropShadow = { color: edge.color, alpha: 1, distance: edge.shadow, angle: Math.PI / 2, blur: 0 };
  }
  return stageStyle(options);
}

/** The width of one line of `text` in `style`, in design px (0 for no text). */
export function widthOf(text: string, style: TextStyle): number {
  return text === '' ? 0 : CanvasTextMetrics.measureText(text, style).width;
}
