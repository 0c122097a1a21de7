// The daily-challenge calendar page (spec section 2), drawn on the canvas: the month's title on the ribbon,
// wooden paging arrows around the month's completed count, the weekday heads and the day tiles (red past days
// and gold today play that day's level; green completed days with a tick and grey future days take no taps).
// One tap gate covers every day and arrow, so a double tap cannot start two levels or page twice.
import { CanvasTextMetrics, type Graphics, Rectangle, type TextStyle } from 'pixi.js';
import { memo, useCallback, useMemo } from 'react';
import type { CompletedDays, DayKey, WeekStart } from '../../core/calendar';
import { useT } from '../../i18n';
import { BackArrowIcon, CheckBadgeIcon, NextArrowIcon } from '../panelIcons';
import { useSkin, useTapGate } from '../skin';
import type { TapGate } from '../tapGate';
import { CANDY_WOOD, TONES } from './buttonLook';
import {
  ARROW_X,
  CALENDAR,
  calendarContent,
  CHECK_COLOUR,
  columnX,
  DAY_PAINTS,
  DAY_WIDTH,
  dayBox,
  DISABLED_ALPHA,
  greyed,
  greyedTone,
  over,
  GRID_HEIGHT,
  NAV_HEIGHT,
  progressFontSize,
  balancedWrapWidth,
  PROGRESS_WIDTH,
  weekdayFontSize,
  type CalendarDay,
  type PageArrow,
} from './calendarLook';
import { useRedrawOnRender } from './canvasUi';
import { CanvasButton } from './CanvasButton';
import { CanvasPanel, type PanelRow } from './CanvasPanel';
import { heavy, stageStyle } from './heavyText';
import { PANEL } from './panelLook';
import { drawIcon } from './iconGraphics';
import { verticalGradient } from './paint';
import { useCanvasPress } from './useCanvasPress';
import { useControl } from './useControl';

/** Props of {@link CalendarLayer}; the parent owns the shown month and changes it on `onPage`. */
export interface CalendarLayerProps {
  year: number;
  /** 1-12. */
  month: number;
  /** The player's local day, from the wall clock. */
  today: DayKey;
  completed: CompletedDays;
  /** A red (past, not completed) day or today was tapped: play that day's level. */
  onPlay: (key: DayKey) => void;
  /** Show the previous (-1) or next (1) month; only called when `canPage` allows it. */
  onPage: (delta: -1 | 1) => void;
  onClose: () => void;
  /** First day of the week, Monday by default. */
  weekStart?: WeekStart;
}

const GROUP = 'calendar';

/** The wooden arrows' icon colour: dark wood (variant B's pink ones keep it white). */
const WOOD_ICON = 0x7a3c12;

/** A wooden round arrow; greyed out, and taking no taps, at the paging limits. */
function PageArrowButton({
  arrow,
  gate,
  onPage,
}: {
  arrow: PageArrow;
  gate: TapGate;
  onPage: (delta: -1 | 1) => void;
}) {
  const skin = useSkin();
  const candy = skin.id === 'candy';
  const { direction, enabled } = arrow;
  const onTap = useCallback(() => {
    if (enabled) onPage(direction);
  }, [enabled, onPage, direction]);
  const icon = candy ? 0xffffff : WOOD_ICON;
  // At the limit: in grey, faded over the panel's face (CSS fades the whole button at once).
  const face = skin.panel.top;
  const grey = useMemo(() => greyedTone(candy ? CANDY_WOOD : TONES.wood, face), [candy, face]);
  return (
    <CanvasButton
      testId={arrow.testId}
      label={arrow.label}
      group={GROUP}
      x={direction * ARROW_X}
      y={NAV_HEIGHT / 2}
      tone="wood"
      kind="icon-sm"
      icon={direction < 0 ? BackArrowIcon : NextArrowIcon}
      iconSize={CALENDAR.nav.icon}
      iconColour={enabled ? icon : over(greyed(icon), face, DISABLED_ALPHA)}
      {...(enabled ? {} : { colours: grey })}
      busy={!enabled}
      busyDims={false}
      gate={gate}
      onTap={onTap}
    />
  );
}

/** The completed count's type: `fontSize` (800), 1.2 lines, centred, wrapping at `width`. */
function progressStyle(fontSize: number, width: number): TextStyle {
  return stageStyle({
    fontWeight: '800',
    fontSize,
    lineHeight: Math.round(fontSize * CALENDAR.progress.lineHeight),
    fill: CALENDAR.progress.ink,
    align: 'center',
    wordWrap: true,
    breakWords: true,
    wordWrapWidth: width,
  });
}

/** The count's type and wrap width: as large as two lines allow, its lines balanced (CSS `text-wrap: balance`). */
function progressFit(text: string): { style: TextStyle; height: number } {
  const linesAt = (fontSize: number, width: number) =>
    CanvasTextMetrics.measureText(text, progressStyle(fontSize, width)).lines.length;
  const fontSize = progressFontSize((size) => linesAt(size, PROGRESS_WIDTH));
  const width = balancedWrapWidth(PROGRESS_WIDTH, (w) => linesAt(fontSize, w));
  const style = progressStyle(fontSize, width);
  return { style, height: Math.ceil(CanvasTextMetrics.measureText(text, style).height) };
}

/** "N of M days completed this month", between the arrows. */
const Progress = memo(function Progress({ text }: { text: string }) {
  const fit = useMemo(() => progressFit(text), [text]);
  const height = Math.min(NAV_HEIGHT, fit.height);
  useControl({
    id: 'calendar-progress',
    role: 'text',
    name: text,
    group: GROUP,
    box: { x: -PROGRESS_WIDTH / 2, y: (NAV_HEIGHT - height) / 2, width: PROGRESS_WIDTH, height },
  });
  return (
    <pixiText text={text} style={fit.style} anchor={0.5} x={0} y={NAV_HEIGHT / 2} alpha={CALENDAR.progress.alpha} />
  );
});

/** The weekday heads over the columns, in one size that fits the widest. */
const Weekdays = memo(function Weekdays({ names }: { names: readonly string[] }) {
  const style = useMemo(() => {
    const probe = heavy(100, CALENDAR.weekday.colour);
    const widest = Math.max(...names.map((n) => CanvasTextMetrics.measureText(n, probe).width / 100));
    return heavy(weekdayFontSize(widest), CALENDAR.weekday.colour);
  }, [names]);
  return (
    <>
      {names.map((name, i) => (
        <pixiText
          key={`${i}-${name}`}
          text={name}
          style={style}
          anchor={0.5}
          x={columnX(i)}
          y={CALENDAR.weekday.height / 2}
        />
      ))}
    </>
  );
});

/** The ledges under a tile (and under today's ring): they stay put while the tile sinks. */
function drawTileBase(g: Graphics, day: CalendarDay): void {
  const { radius, ring } = CALENDAR.day;
  const paint = DAY_PAINTS[day.status];
  const w = DAY_WIDTH;
  const h = CALENDAR.day.height;
  g.clear();
  if (day.status === 'today') {
    g.roundRect(-ring, paint.ledgeHeight - ring, w + 2 * ring, h + 2 * ring, radius + ring).fill(paint.ledge);
  } else {
    g.roundRect(0, paint.ledgeHeight, w, h, radius).fill(paint.ledge);
  }
}

/** A tile's face: today's white ring, the gradient and the white rim. */
function drawTileFace(g: Graphics, day: CalendarDay): void {
  const { radius, ring, rim } = CALENDAR.day;
  const paint = DAY_PAINTS[day.status];
  const w = DAY_WIDTH;
  const h = CALENDAR.day.height;
  g.clear();
  if (day.status === 'today') g.roundRect(-ring, -ring, w + 2 * ring, h + 2 * ring, radius + ring).fill(0xffffff);
  g.roundRect(0, 0, w, h, radius).fill(verticalGradient(paint.top, paint.bottom));
  g.roundRect(rim / 2, rim / 2, w - rim, h - rim, radius - rim / 2).stroke({
    width: rim,
    color: 0xffffff,
    alpha: paint.rimAlpha,
  });
}

/** The tick under a completed day's number: a tick in green on a white disc. */
function drawCheckFace(g: Graphics): void {
  const s = CALENDAR.day.check;
  g.clear();
  drawIcon(g, CheckBadgeIcon, s, { colour: CHECK_COLOUR }, { x: -s / 2, y: -s / 2 });
}

/** The disc's drop shadow 3 px down (black, drawn at 20%). */
function drawCheckShadow(g: Graphics): void {
  g.clear();
  g.circle(0, 3, (CALENDAR.day.check * 22) / 48).fill(0x000000);
}

const NUMBER_SHADOW = { color: 0x000000, alpha: 0.22, distance: 3 } as const;

/** One day of the month: a tile that plays its day when it is red or today, else only shows what it is. */
const DayTile = memo(function DayTile({
  day,
  gate,
  onPlay,
}: {
  day: CalendarDay;
  gate: TapGate;
  onPlay: (key: DayKey) => void;
}) {
  const { key, playable } = day;
  const onTap = useCallback(() => onPlay(key), [onPlay, key]);
  const { root, press, pressed, handlers, onTop } = useCanvasPress(onTap, !playable, gate);
  useRedrawOnRender();
  const box = dayBox(day.index);
  useControl({
    id: day.testId,
    role: 'button',
    name: day.name,
    text: day.text,
    group: GROUP,
    box,
    onTop,
    ...(playable ? { press } : { disabled: true }),
  });
  // The root's origin is the tile's centre (where a tap tests whether it reaches the tile); it draws from its corner.
  const hitArea = useMemo(
    () => new Rectangle(-DAY_WIDTH / 2, -CALENDAR.day.height / 2, DAY_WIDTH, CALENDAR.day.height),
    [],
  );
  const drawnBase = useCallback((g: Graphics) => drawTileBase(g, day), [day]);
  const drawnFace = useCallback((g: Graphics) => drawTileFace(g, day), [day]);
  const paint = DAY_PAINTS[day.status];
  const done = day.status === 'done';
  const numberStyle = heavy(
    done ? CALENDAR.day.doneFontSize : CALENDAR.day.fontSize,
    0xffffff,
    undefined,
    paint.ink.shadow ? NUMBER_SHADOW : undefined,
  );
  const { height, check, checkGap, sink } = CALENDAR.day;
  // A completed day stacks its number (32 px type) over its tick, the pair centred in the tile.
  const numberHeight = Math.round(CALENDAR.day.doneFontSize * 1.15);
  const stackTop = (height - numberHeight - checkGap - check) / 2;
  return (
    <pixiContainer
      ref={root}
      label={day.testId}
      zIndex={day.status === 'today' ? 1 : 0}
      x={box.x + DAY_WIDTH / 2}
      y={box.y + height / 2}
      eventMode="static"
      cursor={playable ? 'pointer' : 'default'}
      hitArea={hitArea}
      {...(playable ? handlers : {})}
    >
      <pixiGraphics draw={drawnBase} x={-DAY_WIDTH / 2} y={-height / 2} />
      <pixiContainer x={-DAY_WIDTH / 2} y={-height / 2 + (pressed && playable ? sink : 0)}>
        <pixiGraphics draw={drawnFace} />
        <pixiText
          text={day.text}
          style={numberStyle}
          anchor={0.5}
          x={DAY_WIDTH / 2}
          y={done ? stackTop + numberHeight / 2 : height / 2}
          alpha={paint.ink.alpha}
        />
        {done && (
          <pixiContainer x={DAY_WIDTH / 2} y={stackTop + numberHeight + checkGap + check / 2}>
            <pixiGraphics draw={drawCheckShadow} alpha={0.2} />
            <pixiGraphics draw={drawCheckFace} />
          </pixiContainer>
        )}
      </pixiContainer>
    </pixiContainer>
  );
});

/** The month's days in date order (as keyboards and screen readers go); today drawn on top, its ring over its neighbours. */
function DayGrid({
  days,
  gate,
  onPlay,
}: {
  days: readonly CalendarDay[];
  gate: TapGate;
  onPlay: (key: DayKey) => void;
}) {
  return (
    <pixiContainer sortableChildren>
      {days.map((day) => (
        <DayTile key={day.testId} day={day} gate={gate} onPlay={onPlay} />
      ))}
    </pixiContainer>
  );
}

/** The calendar page. */
export function CalendarLayer({
  year,
  month,
  today,
  completed,
  onPlay,
  onPage,
  onClose,
  weekStart = 1,
}: CalendarLayerProps) {
  const t = useT();
  // One gate for all days and arrows: a double tap must not start two levels or page twice.
  const gate = useTapGate();
  const content = useMemo(
    () => calendarContent(t, { year, month, today, completed, weekStart }),
    [t, year, month, today, completed, weekStart],
  );
  const rows = useMemo<PanelRow[]>(
    () => [
      {
        key: 'nav',
        height: NAV_HEIGHT,
        node: (
          <>
            <PageArrowButton arrow={content.prev} gate={gate} onPage={onPage} />
            <Progress text={content.progress} />
            <PageArrowButton arrow={content.next} gate={gate} onPage={onPage} />
          </>
        ),
      },
      {
        key: 'weekdays',
        height: CALENDAR.weekday.height,
        before: CALENDAR.rowGap - PANEL.gap,
        node: <Weekdays names={content.weekdays} />,
      },
      {
        key: 'days',
        height: GRID_HEIGHT,
        before: CALENDAR.rowGap - PANEL.gap,
        // The panel's 52 px under the body becomes the calendar's 40.
        after: CALENDAR.padBottom - PANEL.padBottom,
        node: <DayGrid days={content.days} gate={gate} onPlay={onPlay} />,
      },
    ],
    [content, gate, onPage, onPlay],
  );
  return (
    <CanvasPanel
      testId={GROUP}
      title={content.title}
      tone="blue"
      entrance="top"
      onClose={onClose}
      closeTestId="calendar-close"
      rows={rows}
      width={CALENDAR.panelWidth}
      padTop={CALENDAR.padTop}
    />
  );
}
