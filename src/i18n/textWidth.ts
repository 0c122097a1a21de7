// How wide a text is, in ems of the layers' heavy face: measured with a canvas where the browser can, else
// estimated. The layers use it to set translated labels smaller where a language runs longer.
import { device } from '../platform/currentDevice';

/** The layers' font stack: the face text is drawn and measured in (styles.css's `.a11y-mirror` uses it too). */
export const STAGE_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;
const MARK = /\p{M}/u;

/** A rough width without a browser: 0.62 em a letter, 1 em a CJK character, nothing for a combining mark. */
export function estimateTextEm(text: string): number {
  let em = 0;
  for (const ch of text) em += MARK.test(ch) ? 0 : CJK.test(ch) ? 1 : ch === ' ' ? 0.3 : 0.62;
  return em;
}

/** The width of `text` at `weight` in the stage's face, in ems, measured by the device; null where it cannot. */
export function measureTextEm(text: string, weight = 900): number | null {
  const width = device().measureText(text, `${weight} 100px ${STAGE_FONT}`);
  return width !== null && width > 0 ? width / 100 : null;
}

/** The width of `text` in ems: measured where possible, estimated otherwise. */
export function textWidthEm(text: string, weight = 900): number {
  return measureTextEm(text, weight) ?? estimateTextEm(text);
}

/**
 * The font size (px) that lets `text` fit `roomPx` on one line: `maxPx` when it fits at that size, else
 * smaller, never below `minPx` (the box then wraps or clips, as its CSS says).
 */
export function fitFontSize(text: string, roomPx: number, maxPx: number, minPx: number, weight = 900): number {
  const em = textWidthEm(text, weight);
  if (em <= 0 || em * maxPx <= roomPx) return maxPx;
  return Math.max(minPx, Math.floor(roomPx / em));
}
