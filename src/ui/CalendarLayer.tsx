// The daily-challenge calendar page (spec section 2): 42 day buttons, month paging, completed count.
import { useState } from 'react';
import {
  canPage,
  countCompletedIn,
  daysInMonth,
  monthCells,
  type CalendarCell,
  type CompletedDays,
  type DayKey,
  type WeekStart,
} from '../core/calendar';
import { useGatedTap, usePressed } from './Button';
import { Panel } from './Panel';
import { createTapGate, DEFAULT_TAP_COOLDOWN_MS, type TapGate } from './tapGate';
import './styles.css';

/** English month names, January first (the layer is not translated yet). */
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

// Sunday first, as Date.getDay() counts.
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

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
  /** Show the previous (-1) or next (1) month; only called when {@link canPage} allows it. */
  onPage: (delta: -1 | 1) => void;
  onClose: () => void;
  /** First day of the week, Monday by default. */
  weekStart?: WeekStart;
}

/** The calendar title, e.g. 'November 2026'. */
export function calendarTitle(year: number, month: number): string {
  return `${CALENDAR_MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

/** The page: month title, paging arrows with the month's completed count, weekday row and 42 day cells. */
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
  // One gate for all days and arrows: a double tap must not start two levels or page twice.
  const [gate] = useState(() => createTapGate(DEFAULT_TAP_COOLDOWN_MS, performance.now()));
  const title = calendarTitle(year, month);
  const cells = monthCells(year, month, today, completed, weekStart);
  const done = countCompletedIn(completed, year, month);
  const total = daysInMonth(year, month);
  const weekdays = Array.from({ length: 7 }, (_, i) => WEEKDAY_NAMES[(i + weekStart) % 7] ?? '');
  return (
    <Panel
      testId="calendar"
      title={title}
      tone="blue"
      onClose={onClose}
      closeTestId="calendar-close"
      className="calendar-layer"
    >
      <div className="calendar-nav">
        <PageButton direction={-1} enabled={canPage(year, month, today, -1)} gate={gate} onPage={onPage} />
        <p className="calendar-progress" data-testid="calendar-progress">
          {done} of {total} days completed this month
        </p>
        <PageButton direction={1} enabled={canPage(year, month, today, 1)} gate={gate} onPage={onPage} />
      </div>
      <div className="calendar-weekdays" aria-hidden="true">
        {weekdays.map((name) => (
          <span key={name} className="calendar-weekday">
            {name}
          </span>
        ))}
      </div>
      <div className="calendar-grid" role="group" aria-label={`Days of ${title}`}>
        {cells.map((cell) => (
          <DayCell key={cell.index} cell={cell} gate={gate} onPlay={onPlay} />
        ))}
      </div>
    </Panel>
  );
}

function dayLabel(key: DayKey): string {
  return `${CALENDAR_MONTH_NAMES[key.month - 1] ?? ''} ${key.day}`;
}

/** One of the 42 cells: a placeholder outside the month, a play button for open days and today, else inert. */
function DayCell({ cell, gate, onPlay }: { cell: CalendarCell; gate: TapGate; onPlay: (key: DayKey) => void }) {
  const { key, day, status } = cell;
  if (!key || day === null || status === 'hidden') {
    // Keeps the grid shape: weeks stay in their columns whatever weekday the month starts on.
    return (
      <span
        className="calendar-day calendar-day--hidden"
        data-index={cell.index}
        data-status="hidden"
        aria-hidden="true"
      />
    );
  }
  if (status === 'open' || status === 'today') {
    return <PlayDayButton cell={cell} dayKey={key} gate={gate} onPlay={onPlay} />;
  }
  // Completed and future days take no taps; a completed one says so to screen readers.
  return (
    <button
      type="button"
      className={`calendar-day calendar-day--${status}`}
      data-testid={`calendar-day-${day}`}
      data-index={cell.index}
      data-status={status}
      aria-label={`${dayLabel(key)}, ${status === 'done' ? 'completed' : 'not yet available'}`}
      disabled
    >
      <span className="calendar-day__number">{day}</span>
      {status === 'done' && <CheckMark />}
    </button>
  );
}

/** A red past day or today: tapping plays that day's level, through the shared 0.3 s tap gate. */
function PlayDayButton({
  cell,
  dayKey,
  gate,
  onPlay,
}: {
  cell: CalendarCell;
  dayKey: DayKey;
  gate: TapGate;
  onPlay: (key: DayKey) => void;
}) {
  const tap = useGatedTap(() => onPlay(dayKey), { gate });
  const { pressed, handlers } = usePressed();
  return (
    <button
      type="button"
      className={`calendar-day calendar-day--${cell.status}`}
      data-testid={`calendar-day-${dayKey.day}`}
      data-index={cell.index}
      data-status={cell.status}
      data-pressed={pressed ? 'true' : undefined}
      aria-label={`${dayLabel(dayKey)}${cell.status === 'today' ? ', today' : ''}, play`}
      onClick={tap}
      {...handlers}
    >
      <span className="calendar-day__number">{dayKey.day}</span>
    </button>
  );
}

/** A wooden round arrow; greyed out and disabled at the paging limits. */
function PageButton({
  direction,
  enabled,
  gate,
  onPage,
}: {
  direction: -1 | 1;
  enabled: boolean;
  gate: TapGate;
  onPage: (delta: -1 | 1) => void;
}) {
  const tap = useGatedTap(() => onPage(direction), { gate });
  const { pressed, handlers } = usePressed();
  const back = direction < 0;
  return (
    <button
      type="button"
      className={`btn btn--wood btn--icon-sm calendar-page${enabled ? '' : ' is-disabled'}`}
      data-testid={back ? 'calendar-prev' : 'calendar-next'}
      data-pressed={pressed && enabled ? 'true' : undefined}
      aria-label={back ? 'Previous month' : 'Next month'}
      disabled={!enabled}
      onClick={enabled ? tap : undefined}
      {...handlers}
    >
      <span className="btn__icon">
        <ArrowIcon back={back} />
      </span>
    </button>
  );
}

function ArrowIcon({ back }: { back: boolean }) {
  return (
    <svg width={44} height={44} viewBox="0 0 48 48" className="icon" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M30 9 L15 24 L30 39' : 'M18 9 L33 24 L18 39'}
        fill="none"
        stroke="currentColor"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CheckMark() {
  return (
    <svg
      width={32}
      height={32}
      viewBox="0 0 48 48"
      className="icon calendar-day__check"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" fill="#fff" />
      <path
        d="M13 25 L21 33 L36 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
