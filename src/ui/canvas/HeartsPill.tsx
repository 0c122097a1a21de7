// The candy menu's hearts count drawn on the canvas (it replaced the DOM's HeartsNode): a chocolate
// pill with a big red heart hanging over its left end holding the count, and 'Full' or the time to the next
// heart beside it. With `onTap` it is a button (the spec's tap rules, the click, it sinks while held);
// without it a plain display. It joins the canvas's controls under the DOM pill's test ids and names.
import { GraphicsPath, Matrix, type Graphics, type TextStyle } from 'pixi.js';
import { memo, useCallback, useMemo } from 'react';
import { useT, type Translate } from '../../i18n';
import { HeartIcon, type HeartsNodeProps } from './heartIcon';
import { useRedrawOnRender } from './canvasUi';
import {
  HEARTS_COLOURS,
  HEARTS_PILL,
  heartCountFontSize,
  heartOutline,
  heartsPillLayout,
  heartsPillPaint,
  heartsPillSize,
  heartsPillWords,
  timeSlotSample,
  type HeartsPillLayout,
  type HeartsPillState,
} from './heartsPillLook';
import { drawIcon } from './iconGraphics';
import { drawPill } from './paint';
import { useCanvasPress } from './useCanvasPress';
import { edged, widthOf } from './heavyText';
import { useControl } from './useControl';

export { heartsPillLayout, heartsPillSize } from './heartsPillLook';

/** Props of {@link HeartsPill}: the DOM pill's, and where it sits. */
export interface HeartsPillProps extends HeartsNodeProps {
  /** Its top-left corner (the pill's box; the heart hangs 9 px out of its left end), in design px. */
  x: number;
  y: number;
  /** The group (layer) its mirror sits in. */
  group: string;
}

/** The time's (or 'Full''s) type. */
function timeStyle(full: boolean): TextStyle {
  return edged(HEARTS_PILL.fontSize, full ? HEARTS_COLOURS.full : HEARTS_COLOURS.time);
}

/** The count's type at `size`: white, outlined in raspberry, a raspberry shadow 3 px below. */
function countStyle(size: number): TextStyle {
  const c = HEARTS_PILL.count;
  return edged(size, HEARTS_COLOURS.count, { color: HEARTS_COLOURS.countOutline, width: c.outline, shadow: c.shadow });
}

/** The count's type size for `text`: 30 px unless it would not fit across the heart. */
function countSize(text: string): number {
  const plain = edged(100, HEARTS_COLOURS.count);
  return heartCountFontSize(widthOf(text, plain) / 100);
}

/** The pill's size for the hearts state, measured in the real face (for the menu's layout). */
export function measureHeartsPill(state: HeartsPillState, t: Translate): { width: number; height: number } {
  const words = heartsPillWords(state, t);
  return heartsPillSize(state, widthOf(timeSlotSample(words.time), timeStyle(words.full)));
}

/** The heart's drop shadow: its outline filled in the shadow's colour, `drop` px under the heart at (x, y). */
function drawHeartShadow(g: Graphics, x: number, y: number, size: number): void {
  const outline = heartOutline();
  if (!outline) return;
  const s = HEARTS_PILL.heartShadow;
  const k = size / 48;
  g.setTransform(
    new Matrix()
      .translate(0, outline.dy)
      .scale(k, k)
      .translate(x, y + s.drop),
  );
  g.path(new GraphicsPath(outline.d)).fill({ color: s.color, alpha: s.alpha });
  g.setTransform(new Matrix());
}

/**
 * Draws the pill of `layout` centred at (0, 0): the chocolate pill, the heart's shadow, the heart (pale and
 * broken when `empty`). Clears `g` first.
 */
export function drawHeartsPill(g: Graphics, layout: HeartsPillLayout, empty: boolean): void {
  const { width: w, height: h, heart } = layout;
  const ox = -w / 2;
  const oy = -h / 2;
  g.clear();
  drawPill(g, { x: ox, y: oy, width: w, height: h }, heartsPillPaint());
  const at = { x: ox + heart.x, y: oy + heart.y };
  drawHeartShadow(g, at.x, at.y, heart.width);
  drawIcon(g, HeartIcon, heart.width, { colour: 0xffffff }, at, { empty });
}

/** The hearts pill on the canvas. */
export const HeartsPill = memo(function HeartsPill({
  hearts,
  max,
  secondsToNext,
  onTap,
  x,
  y,
  group,
}: HeartsPillProps) {
  const t = useT();
  const words = heartsPillWords({ hearts, max, secondsToNext }, t);
  const { time, full, countText, empty } = words;
  const tStyle = timeStyle(full);
  const timeWidth = useMemo(() => widthOf(timeSlotSample(time), tStyle), [time, tStyle]);
  const layout = useMemo(() => heartsPillLayout(timeWidth), [timeWidth]);
  const cStyle = countStyle(useMemo(() => countSize(countText), [countText]));
  const tappable = onTap !== undefined;
  const noTap = useCallback(() => {}, []);
  const { root, press, pressed, handlers, onTop } = useCanvasPress(onTap ?? noTap, false);
  useRedrawOnRender();

  const { width: w, height: h, heart } = layout;
  const box = { x, y, width: w, height: h };
  useControl(
    tappable
      ? { id: 'hearts', role: 'button', name: words.label, text: words.text, group, box, press, onTop }
      : { id: 'hearts', role: 'text', name: words.label, text: words.text, group, box },
  );
  // The DOM pill's count and time under their own test ids (what the end-to-end tests read).
  useControl({
    id: 'hearts-count',
    role: 'text',
    name: countText,
    group,
    box: { x: x + heart.x, y: y + heart.y, width: heart.width, height: heart.height },
  });
  useControl({
    id: 'hearts-time',
    role: 'text',
    name: time,
    group,
    box: { x: x + layout.time.x, y: y + layout.time.y, width: layout.time.width, height: layout.time.height },
  });

  // Drawn round the pill's centre (the root's origin, where the on-top test looks and the press shrinks to).
  const ox = -w / 2;
  const oy = -h / 2;
  const draw = useCallback((g: Graphics) => drawHeartsPill(g, layout, empty), [layout, empty]);
  const hitArea = useMemo(() => {
    const { drawn } = layout;
    const left = ox + drawn.x;
    const top = oy + drawn.y;
    return {
      contains: (px: number, py: number) =>
        px >= left && px <= left + drawn.width && py >= top && py <= top + drawn.height,
    };
  }, [layout, ox, oy]);
  const shadow = HEARTS_PILL.count.shadow;
  const held = tappable && pressed;
  const slot = layout.time;
  return (
    <pixiContainer
      ref={root}
      label="hearts"
      x={x + w / 2}
      y={y + h / 2}
      eventMode={tappable ? 'static' : 'none'}
      cursor={tappable ? 'pointer' : 'default'}
      hitArea={hitArea}
      {...(tappable ? handlers : {})}
    >
      <pixiContainer y={held ? HEARTS_PILL.press.drop : 0} scale={held ? HEARTS_PILL.press.scale : 1}>
        <pixiGraphics draw={draw} />
        <pixiText
          text={countText}
          style={cStyle}
          anchor={0.5}
          // The text's box grows by its shadow's drop: half of it back puts the digits' middle on the spot.
          x={ox + layout.count.x + shadow / 2}
          y={oy + layout.count.y + shadow / 2}
        />
        <pixiText
          text={time}
          style={tStyle}
          anchor={0.5}
          x={ox + slot.x + slot.width / 2}
          y={oy + slot.y + slot.height / 2}
        />
      </pixiContainer>
    </pixiContainer>
  );
});
