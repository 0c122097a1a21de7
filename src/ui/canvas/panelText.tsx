// Words in a canvas panel's body (the DOM panel's `.panel__text`, `.panel__note` and `.panel__hint`): wrapped
// to the body's width, centred, measured in the real face so the row is as tall as its lines, and listed for
// screen readers and tests under their test id.
import { CanvasTextMetrics, type TextStyle } from 'pixi.js';
import { memo } from 'react';
import type { PanelRow } from './CanvasPanel';
import { stageStyle } from './heavyText';
import { BODY_WIDTH, type PanelPaint } from './panelLook';
import { useControl } from './useControl';

/**
 * The body's kinds of words: a heading line (44 px), a sentence (42 px), a longer description (36 px, looser
 * lines), a short line in heavy type (34 px), a note (32 px) or a hint under a button (29 px).
 */
export type PanelTextKind = 'title' | 'text' | 'long' | 'strong' | 'note' | 'hint';

const SIZES: Record<PanelTextKind, { fontSize: number; weight: '900' | '800' | '700'; lineHeight: number }> = {
  title: { fontSize: 44, weight: '900', lineHeight: 1.15 },
  text: { fontSize: 42, weight: '800', lineHeight: 1.15 },
  long: { fontSize: 36, weight: '800', lineHeight: 1.3 },
  strong: { fontSize: 34, weight: '900', lineHeight: 1.15 },
  note: { fontSize: 32, weight: '700', lineHeight: 1.15 },
  hint: { fontSize: 29, weight: '700', lineHeight: 1.15 },
};

/** Sentences are in the panel's ink; notes and hints in its softer note colour. */
const inked = (kind: PanelTextKind) => kind !== 'note' && kind !== 'hint';

/** The type of a kind of words in a skin's ink, wrapping at `width`. */
export function panelTextStyle(
  kind: PanelTextKind,
  paint: PanelPaint,
  width: number = BODY_WIDTH,
  colour?: number,
): TextStyle {
  const { fontSize, weight, lineHeight } = SIZES[kind];
  return stageStyle({
    fontWeight: weight,
    fontSize,
    lineHeight: Math.round(fontSize * lineHeight),
    fill: colour ?? (inked(kind) ? paint.ink : paint.note.color),
    align: 'center',
    wordWrap: true,
    breakWords: true,
    wordWrapWidth: width,
  });
}

function PanelWords({
  text,
  style,
  testId,
  group,
  width,
  height,
  alpha,
  role,
}: {
  role: 'text' | 'alert';
  text: string;
  style: TextStyle;
  testId: string;
  group: string;
  width: number;
  height: number;
  alpha: number;
}) {
  useControl({ id: testId, role, name: text, group, box: { x: -width / 2, y: 0, width, height } });
  return <pixiText text={text} style={style} anchor={{ x: 0.5, y: 0 }} alpha={alpha} />;
}

const Words = memo(PanelWords);

/** A row of words for a panel's body: its height is its lines' in the real face. */
export function textRow(options: {
  key: string;
  text: string;
  kind: PanelTextKind;
  paint: PanelPaint;
  group: string;
  /** Its test id (default: the group's id and the row's key). */
  testId?: string;
  /** 'alert': a screen reader says it at once (what went wrong). */
  role?: 'text' | 'alert';
  /** Its own colour, at full strength (the win's green bonus line). */
  colour?: number;
  /** The width it wraps at, when not the body's (a short line may reach into the padding). */
  width?: number;
  before?: number;
  after?: number;
}): PanelRow {
  const {
    key,
    text,
    kind,
    paint,
    group,
    testId,
    before,
    after,
    role = 'text',
    colour,
    width: wrap = BODY_WIDTH,
  } = options;
  const style = panelTextStyle(kind, paint, wrap, colour);
  const measured = CanvasTextMetrics.measureText(text, style);
  const width = Math.min(wrap, Math.ceil(measured.width));
  const height = Math.ceil(measured.height);
  const alpha = inked(kind) || colour !== undefined ? 1 : paint.note.alpha;
  return {
    key,
    height,
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    node: (
      <Words
        role={role}
        text={text}
        style={style}
        testId={testId ?? `${group}-${key}`}
        group={group}
        width={width}
        height={height}
        alpha={alpha}
      />
    ),
  };
}

/** `text` cut with an ellipsis to fit `width` px in `style` on one line (whole when it fits). */
export function ellipsized(text: string, style: TextStyle, width: number): string {
  const fits = (s: string) => CanvasTextMetrics.measureText(s, style).width <= width;
  if (fits(text)) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  // The longest start of the text that fits with the ellipsis after it.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(`${chars.slice(0, mid).join('').trimEnd()}…`)) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('').trimEnd()}…`;
}
