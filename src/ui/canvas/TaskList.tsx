// The task boards' rows on the canvas, in the scrolling list of ScrollList.tsx: each row's card, title, bar,
// count, reward pill and its check or Claim button, its controls clipped to what the list's view shows.
import { CanvasTextMetrics, type Graphics, Rectangle, type TextStyle } from 'pixi.js';
import { useCallback, useContext, useMemo } from 'react';
import type { TapGate } from '../tapGate';
import { TONES } from './buttonLook';
import { useRedrawOnRender } from './canvasUi';
import type { DesignBox } from './controls';
import { stageStyle } from './heavyText';
import { verticalGradient } from './paint';
import { ellipsized } from './panelText';
import {
  CLAIM,
  DONE_MARK,
  fitSize,
  rowLayout,
  rowMark,
  type RowLayout,
  type RowMeasures,
  type TaskRowView,
} from './taskLook';
import { ListContext, useListControl } from './ScrollList';
import { drawBar, drawCard, drawDoneMark, drawEmptyMark, drawPill, type RowPaint } from './taskRowArt';
import { useCanvasPress } from './useCanvasPress';
import { DesignOrigin } from './useControl';

/** The rows' type: heavy, one line. */
function rowStyle(fontSize: number, colour: number, weight: '900' | '800' = '900'): TextStyle {
  return stageStyle({ fontWeight: weight, fontSize, fill: colour });
}

/** What a row's controls are called. */
export interface RowIds {
  row: string;
  count: string;
  reward: string;
  done: string;
}

/** A row's Claim button (variant A's claimable tasks). */
export interface RowClaim {
  testId: string;
  label: string;
  gate: TapGate;
  onClaim: () => void;
}

/** Props of {@link TaskRowCard}. */
export interface TaskRowCardProps {
  row: TaskRowView;
  /** Its left and top in the list's content, and its width. */
  x: number;
  top: number;
  width: number;
  m: RowMeasures;
  paint: RowPaint;
  /** Variant B: the check on the left; variant A: the action column on the right. */
  markLeft: boolean;
  ids: RowIds;
  /** What the check is called ('Claimed', 'Done'). */
  doneName: string;
  pointsWord: string;
  group: string;
  claim?: RowClaim;
}

/** One task of a list: card, title, bar, count, reward pill, and its check or Claim button. */
export function TaskRowCard({
  row,
  x,
  top,
  width,
  m,
  paint,
  markLeft,
  ids,
  doneName,
  pointsWord,
  group,
  claim,
}: TaskRowCardProps) {
  const titleStyle = rowStyle(m.titleSize, paint.ink);
  const countStyle = rowStyle(m.countSize, paint.count.color, '800');
  const pillStyle = rowStyle(m.pill.fontSize, 0xffffff);
  const countWidth = CanvasTextMetrics.measureText(row.count, countStyle).width;
  const pillWords = CanvasTextMetrics.measureText(row.reward, pillStyle).width;
  const lay = useMemo(
    () => rowLayout(m, width, countWidth, pillWords, markLeft),
    [m, width, countWidth, pillWords, markLeft],
  );
  const title = ellipsized(row.title, titleStyle, lay.title.width);
  const shows = rowMark(row.state, markLeft);
  const done = shows === 'done';
  const mark = markLeft ? DONE_MARK.b : DONE_MARK.a;

  const drawnCard = useCallback((g: Graphics) => drawCard(g, width, m.height, m.radius, paint), [width, m, paint]);
  const drawnBar = useCallback((g: Graphics) => drawBar(g, lay, m, row.percent, paint), [lay, m, row.percent, paint]);
  const drawnPill = useCallback((g: Graphics) => drawPill(g, lay.pill, paint, m.pill.star), [lay, paint, m]);
  const drawnMark = useCallback((g: Graphics) => (done ? drawDoneMark(g, mark) : drawEmptyMark(g)), [done, mark]);
  const pillText = { x: lay.pill.x + 6 + m.pill.star + 4, y: lay.pill.y + lay.pill.height / 2 };
  return (
    <pixiContainer x={x} y={top} alpha={paint.alpha}>
      <pixiGraphics draw={drawnCard} />
      <pixiText text={title} style={titleStyle} x={lay.title.x} y={lay.title.y} />
      <pixiGraphics draw={drawnBar} />
      <pixiText
        text={row.count}
        style={countStyle}
        anchor={{ x: 1, y: 0.5 }}
        x={lay.count.right}
        y={lay.count.y}
        alpha={paint.count.alpha}
      />
      <pixiContainer alpha={paint.pillAlpha}>
        <pixiGraphics draw={drawnPill} />
        <pixiText text={row.reward} style={pillStyle} anchor={{ x: 0, y: 0.5 }} x={pillText.x} y={pillText.y} />
      </pixiContainer>
      {(shows === 'done' || shows === 'empty') && <pixiGraphics draw={drawnMark} x={lay.mark.x} y={lay.mark.y} />}
      <DesignOrigin x={x} y={0}>
        <RowControls
          row={row}
          top={top}
          width={width}
          lay={lay}
          ids={ids}
          group={group}
          doneName={doneName}
          pointsWord={pointsWord}
          mark={done ? mark.size : 0}
        />
        {claim && shows === 'claim' && (
          <ClaimButton claim={claim} group={group} x={lay.mark.x} y={lay.mark.y} rowTop={top} rowHeight={m.height} />
        )}
      </DesignOrigin>
    </pixiContainer>
  );
}

/** A row's texts and check, for the mirror, in reading order. */
function RowControls({
  row,
  top,
  width,
  lay,
  ids,
  group,
  doneName,
  pointsWord,
  mark,
}: {
  row: TaskRowView;
  top: number;
  width: number;
  lay: RowLayout;
  ids: RowIds;
  group: string;
  doneName: string;
  pointsWord: string;
  mark: number;
}) {
  useListControl(
    {
      id: ids.row,
      role: 'text',
      name: row.name,
      text: row.title,
      group,
      box: { x: 0, y: 0, width, height: lay.height },
    },
    top,
  );
  useListControl(
    {
      id: ids.count,
      role: 'text',
      name: row.count,
      group,
      box: { x: lay.count.right - 90, y: lay.count.y - 16, width: 90, height: 32 },
    },
    top,
  );
  useListControl(
    { id: ids.reward, role: 'text', name: `${row.reward} ${pointsWord}`, text: row.reward, group, box: lay.pill },
    top,
  );
  return mark > 0 ? (
    <DoneControl
      id={ids.done}
      name={doneName}
      group={group}
      top={top}
      box={{ x: lay.mark.x - mark / 2, y: lay.mark.y - mark / 2, width: mark, height: mark }}
    />
  ) : null;
}

function DoneControl({
  id,
  name,
  group,
  top,
  box,
}: {
  id: string;
  name: string;
  group: string;
  top: number;
  box: DesignBox;
}) {
  useListControl({ id, role: 'img', name, group, box }, top);
  return null;
}

/** The Claim button's type: heavy white with a hard shadow. */
function claimStyle(fontSize: number): TextStyle {
  return stageStyle({
    fontWeight: '900',
    fontSize,
    fill: 0xffffff,
    dropShadow: { color: 0x000000, alpha: 0.22, angle: Math.PI / 2, distance: 3, blur: 0 },
  });
}

/** The words of a Claim button in a type that fits its 150 px (German's longer word gets smaller type). */
export function claimFontSize(label: string): number {
  const ems = CanvasTextMetrics.measureText(label, claimStyle(100)).width / 100;
  return fitSize(ems, CLAIM.width - 2 * CLAIM.padSide, CLAIM.fontSize, CLAIM.minFont);
}

function drawClaim(g: Graphics, sink: number): void {
  const { width: w, height: h, radius: r } = CLAIM;
  const tone = TONES.green;
  const x = -w / 2;
  const y = -h / 2;
  const ledge = 8 - sink;
  g.clear();
  g.roundRect(x, y + sink + ledge + 4, w, h, r).fill({ color: 0x461c00, alpha: 0.35 });
  g.roundRect(x, y + sink + ledge, w, h, r).fill(tone.edge);
  g.roundRect(x, y + sink, w, h, r).fill(verticalGradient(tone.top, tone.bottom));
  g.roundRect(x, y + sink, w, h, r).fill({ color: 0x000000, alpha: 0.12 });
  g.roundRect(x + 0.5, y + sink + 0.5, w - 1, h - 6.5, r).cut();
  g.roundRect(x + 2.5, y + sink + 2.5, w - 5, h - 5, r - 2.5).stroke({ width: 5, color: 0xffffff, alpha: 0.55 });
  g.roundRect(x + 14, y + sink + 7, w - 28, h * 0.36, 20).fill(
    verticalGradient('rgba(255,255,255,0.55)', 'rgba(255,255,255,0.08)'),
  );
}

/** Variant A's Claim: a small green toy button; one gate for the list, no tap after a drag. */
function ClaimButton({
  claim,
  group,
  x,
  y,
  rowTop,
  rowHeight,
}: {
  claim: RowClaim;
  group: string;
  x: number;
  y: number;
  rowTop: number;
  rowHeight: number;
}) {
  const list = useContext(ListContext);
  const { root, press, pressed, handlers, onTop } = useCanvasPress(claim.onClaim, false, claim.gate);
  useRedrawOnRender();
  const fontSize = useMemo(() => claimFontSize(claim.label), [claim.label]);
  const sink = pressed ? 6 : 0;
  const drawn = useCallback((g: Graphics) => drawClaim(g, sink), [sink]);
  const show = list.show;
  useListControl(
    {
      id: claim.testId,
      role: 'button',
      name: claim.label,
      text: claim.label,
      group,
      box: { x: x - CLAIM.width / 2, y: y - CLAIM.height / 2, width: CLAIM.width, height: CLAIM.height },
      press,
      onTop,
      focus: () => show(rowTop, rowTop + rowHeight),
    },
    rowTop,
  );
  const hitArea = useMemo(() => new Rectangle(-CLAIM.width / 2, -CLAIM.height / 2, CLAIM.width, CLAIM.height + 8), []);
  return (
    <pixiContainer
      ref={root}
      label={claim.testId}
      x={x}
      y={y}
      eventMode="static"
      cursor="pointer"
      hitArea={hitArea}
      {...handlers}
      onPointerTap={() => {
        if (!list.dragged()) handlers.onPointerTap();
      }}
    >
      <pixiGraphics draw={drawn} />
      <pixiText text={claim.label} style={claimStyle(fontSize)} anchor={0.5} y={sink - 3} />
    </pixiContainer>
  );
}
