// How wide a text is, in ems of the layers' heavy face: measured with a canvas where the browser can, else
// estimated. The layers use it to set translated labels smaller where a language runs longer.

/** The layers' font stack (styles.css `--font` on `.stage`), for measuring before the stage is in the document. */
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

let context: CanvasRenderingContext2D | null | undefined;

/** The width of `text` at `weight` in the stage's face, in ems, measured with a canvas; null where none can. */
export function measureTextEm(text: string, weight = 900): number | null {
  if (typeof document === 'undefined') return null;
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  if (!context) return null;
  const stage = document.querySelector('.stage');
  const family = (stage && getComputedStyle(stage).fontFamily) || STAGE_FONT;
  context.font = `${weight} 100px ${family}`;
  const width = context.measureText(text).width;
  return width > 0 ? width / 100 : null;
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
