// How the daily-challenge calendar (spec section 2) looks, as numbers and words: the wide panel's measures (in 750x1334
// design px), the month title, the completed count, the weekday heads, the 42 cells with each day's status, test id,
// spoken name and whether it takes taps, the paging arrows' limits, the tiles' paints in both skins and the type fitted
// to its room. Pure, read by CalendarLayer.tsx and its tests.
import {
  canPage,
  countCompletedIn,
  daysInMonth,
  monthCells,
  type CompletedDays,
  type DayKey,
  type DayStatus,
  type WeekStart,
} from '../../core/calendar';
import { longDate, monthName, t as currentT, type MessageKey, type Translate } from '../../i18n';
import type { ToneColours } from './buttonLook';
import type { DesignBox } from './controls';

/** English month names, January first (en_US 'calendar.month1..12' holds them; the layer reads those). */
export const CALENDAR_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The calendar title, e.g. 'November 2026', in the language of `t` (default: the current language). */
export function calendarTitle(year: number, month: number, t: Translate = currentT): string {
  return t('calendar.title', { month: monthName(t, month), year });
}

/**
 * The calendar's measures in design px. The panel is wider than the others (702, padding 104 22 40) so 7
 * columns give about 85 px a day; the body's rows are 18 px apart.
 */
export const CALENDAR = {
  panelWidth: 702,
  padTop: 104,
  padBottom: 40,
  /** The body's width: 702 less the 8 px border and 22 px padding each side. */
  width: 642,
  rowGap: 18,
  /** The paging row: two 86 px wooden arrows 4 px in from the sides, the count between them 16 px off each. */
  nav: { button: 86, pad: 4, gap: 16, icon: 44 },
  /** The completed count: 32 px (800) type, 1.2 lines, at most two lines, smaller down to 22 px if need be. */
  progress: { fontSize: 32, minFontSize: 22, lineHeight: 1.2, lines: 2, ink: 0x5b2d0c, alpha: 0.85 },
  /** The weekday heads: 28 px heavy type in dark wood, smaller if a name is wider than its column. */
  weekday: { fontSize: 28, minFontSize: 16, height: 34, colour: 0xa85c24, pad: 4 },
  /** The day tiles: 84 px tall, 8 px apart, radius 22 with a 4 px white rim and a ledge under them. */
  day: {
    height: 84,
    gap: 8,
    radius: 22,
    rim: 4,
    ledge: 7,
    futureLedge: 5,
    /** Today's white ring around the tile (its ledge grows with it). */
    ring: 5,
    /** How far a held tile sinks. */
    sink: 6,
    fontSize: 40,
    /** A completed day's number over its tick. */
    doneFontSize: 32,
    check: 32,
    checkGap: 2,
  },
  columns: 7,
  rows: 6,
} as const;

/** One day column's width: (642 - 6 x 8) / 7, about 84.9 px. */
export const DAY_WIDTH = (CALENDAR.width - (CALENDAR.columns - 1) * CALENDAR.day.gap) / CALENDAR.columns;

/** The height of the grid of six weeks. */
export const GRID_HEIGHT = CALENDAR.rows * CALENDAR.day.height + (CALENDAR.rows - 1) * CALENDAR.day.gap;

/** The paging row's height: the arrows' (the count's two lines fit in it). */
export const NAV_HEIGHT = CALENDAR.nav.button;

/** The x of the paging arrows' centres, from the panel's centre line. */
export const ARROW_X = CALENDAR.width / 2 - CALENDAR.nav.pad - CALENDAR.nav.button / 2;

/** The room of the completed count between the arrows. */
export const PROGRESS_WIDTH = CALENDAR.width - 2 * (CALENDAR.nav.pad + CALENDAR.nav.button + CALENDAR.nav.gap);

/** Cell `index`'s box (0-41, week by week) in the grid, x from the panel's centre line, y from the grid's top. */
export function dayBox(index: number): DesignBox {
  const column = index % CALENDAR.columns;
  const row = Math.floor(index / CALENDAR.columns);
  return {
    x: -CALENDAR.width / 2 + column * (DAY_WIDTH + CALENDAR.day.gap),
    y: row * (CALENDAR.day.height + CALENDAR.day.gap),
    width: DAY_WIDTH,
    height: CALENDAR.day.height,
  };
}

/** The centre x of weekday column `column` (0-6), from the panel's centre line. */
export function columnX(column: number): number {
  return -CALENDAR.width / 2 + column * (DAY_WIDTH + CALENDAR.day.gap) + DAY_WIDTH / 2;
}

/** A shown day: its cell, what it is, its control's test id, spoken name and words, and whether a tap plays it. */
export interface CalendarDay {
  index: number;
  day: number;
  key: DayKey;
  status: Exclude<DayStatus, 'hidden'>;
  /** `calendar-day-<day>`, as the DOM layer's. */
  testId: string;
  /** What a screen reader says: 'November 19, today, play', 'November 3, completed'. */
  name: string;
  /** What the tile shows: its number. */
  text: string;
  /** Red past days and today take taps; completed and future days do not (they read as disabled). */
  playable: boolean;
}

/** A paging arrow: its test id, spoken name and whether the month it leads to may be shown. */
export interface PageArrow {
  testId: 'calendar-prev' | 'calendar-next';
  label: string;
  direction: -1 | 1;
  enabled: boolean;
}

/** What the calendar shows. */
export interface CalendarContent {
  title: string;
  /** 'N of M days completed this month'. */
  progress: string;
  /** The seven weekday heads, from `weekStart`. */
  weekdays: string[];
  /** The month's days (the other cells of the 42 stay empty, keeping each week in its columns). */
  days: CalendarDay[];
  prev: PageArrow;
  next: PageArrow;
}

/** What the calendar is asked to show: a month, the player's day, the completed days and the first weekday. */
export interface CalendarInput {
  year: number;
  /** 1-12. */
  month: number;
  today: DayKey;
  completed: CompletedDays;
  /** First day of the week, Monday by default. */
  weekStart?: WeekStart;
}

/** A day's spoken name: its date and what it is, e.g. 'November 19, today, play'. */
export function dayName(t: Translate, key: DayKey, status: CalendarDay['status']): string {
  const states: MessageKey[] =
    status === 'today'
      ? ['calendar.today', 'calendar.play']
      : status === 'open'
        ? ['calendar.play']
        : status === 'done'
          ? ['calendar.completed']
          : ['calendar.notYet'];
  return [longDate(t, key), ...states.map((state) => t(state))].join(', ');
}

/** The calendar's month page in the language of `t`. */
export function calendarContent(t: Translate, input: CalendarInput): CalendarContent {
  const { year, month, today, completed, weekStart = 1 } = input;
  const days: CalendarDay[] = [];
  for (const cell of monthCells(year, month, today, completed, weekStart)) {
    if (!cell.key || cell.day === null || cell.status === 'hidden') continue;
    days.push({
      index: cell.index,
      day: cell.day,
      key: cell.key,
      status: cell.status,
      testId: `calendar-day-${cell.day}`,
      name: dayName(t, cell.key, cell.status),
      text: String(cell.day),
      playable: cell.status === 'open' || cell.status === 'today',
    });
  }
  const arrow = (direction: -1 | 1): PageArrow => ({
    testId: direction < 0 ? 'calendar-prev' : 'calendar-next',
    label: t(direction < 0 ? 'calendar.prev' : 'calendar.next'),
    direction,
    enabled: canPage(year, month, today, direction),
  });
  return {
    title: calendarTitle(year, month, t),
    progress: t('calendar.progress', {
      done: countCompletedIn(completed, year, month),
      total: daysInMonth(year, month),
    }),
    // calendar.weekday0 is Sunday, as Date.getDay() counts.
    weekdays: Array.from({ length: 7 }, (_, i) => t(`calendar.weekday${(i + weekStart) % 7}` as MessageKey)),
    days,
    prev: arrow(-1),
    next: arrow(1),
  };
}

/** The type size of the completed count: 32 px, or smaller (2 px steps, 22 at least) till it takes two lines. */
export function progressFontSize(linesAt: (fontSize: number) => number): number {
  const { fontSize: most, minFontSize, lines } = CALENDAR.progress;
  let size: number = most;
  while (size > minFontSize && linesAt(size) > lines) size = Math.max(minFontSize, size - 2);
  return size;
}

/** The weekday heads' type size: 28 px, or smaller (16 at least) so the widest, `widestEm` wide at 1 px, fits its column. */
export function weekdayFontSize(widestEm: number): number {
  const { fontSize, minFontSize, pad } = CALENDAR.weekday;
  if (widestEm <= 0) return fontSize;
  return Math.max(minFontSize, Math.min(fontSize, Math.floor((DAY_WIDTH - 2 * pad) / widestEm)));
}

/** How a day tile is painted: its gradient, the ledge under it, its white rim's strength and its number's. */
export interface DayPaint {
  top: number;
  bottom: number;
  ledge: number;
  ledgeHeight: number;
  rimAlpha: number;
  ink: { alpha: number; shadow: boolean };
}

/** The tiles by status, the same in both skins: red open days, gold today, green done, grey future. */
export const DAY_PAINTS: Readonly<Record<CalendarDay['status'], DayPaint>> = {
  open: {
    top: 0xff8a75,
    bottom: 0xf0402c,
    ledge: 0xa9210f,
    ledgeHeight: CALENDAR.day.ledge,
    rimAlpha: 0.55,
    ink: { alpha: 1, shadow: true },
  },
  today: {
    top: 0xffc157,
    bottom: 0xff8a1f,
    ledge: 0xc0560b,
    ledgeHeight: CALENDAR.day.ledge,
    rimAlpha: 0.55,
    ink: { alpha: 1, shadow: true },
  },
  done: {
    top: 0x8ee65a,
    bottom: 0x3fb328,
    ledge: 0x287a16,
    ledgeHeight: CALENDAR.day.ledge,
    rimAlpha: 0.55,
    ink: { alpha: 1, shadow: true },
  },
  future: {
    top: 0xd8cbbd,
    bottom: 0xb9a998,
    ledge: 0x8f7f70,
    ledgeHeight: CALENDAR.day.futureLedge,
    rimAlpha: 0.35,
    ink: { alpha: 0.9, shadow: false },
  },
};

/** The completed day's tick: green on a white disc. */
export const CHECK_COLOUR = 0x3fb328;

/** A colour as CSS's `grayscale(1) brightness(1.05)` leaves it (the greyed-out paging arrow). */
export function greyed(colour: number): number {
  const r = (colour >> 16) & 255;
  const g = (colour >> 8) & 255;
  const b = colour & 255;
  const grey = Math.min(255, Math.round((0.2126 * r + 0.7152 * g + 0.0722 * b) * 1.05));
  return (grey << 16) | (grey << 8) | grey;
}

/** `colour` at `alpha` over `under`, as one colour (a whole button faded as CSS's group opacity fades it). */
export function over(colour: number, under: number, alpha: number): number {
  const mix = (shift: number) =>
    Math.round(((under >> shift) & 255) * (1 - alpha) + ((colour >> shift) & 255) * alpha) << shift;
  return mix(16) | mix(8) | mix(0);
}

/** A greyed-out paging arrow's strength: opacity 0.45. */
export const DISABLED_ALPHA = 0.45;

/** A button tone greyed out and faded to 45% over the panel's face `under` (a paging arrow at the limit). */
export function greyedTone(tone: ToneColours, under: number): ToneColours {
  const faded = (c: number) => over(greyed(c), under, DISABLED_ALPHA);
  return { top: faded(tone.top), bottom: faded(tone.bottom), edge: faded(tone.edge), iconCut: faded(tone.iconCut) };
}

/**
 * The narrowest wrap width, down from `width`, that keeps the lines `linesAt` counts there (CSS
 * `text-wrap: balance`: 'N of M days / completed this month', not a lone last word).
 */
export function balancedWrapWidth(width: number, linesAt: (width: number) => number): number {
  const lines = linesAt(width);
  if (lines <= 1) return width;
  let lo = Math.ceil(width / (lines + 1));
  let hi = width;
  while (hi - lo > 2) {
    const mid = Math.floor((lo + hi) / 2);
    if (linesAt(mid) <= lines) hi = mid;
    else lo = mid;
  }
  return hi;
}
