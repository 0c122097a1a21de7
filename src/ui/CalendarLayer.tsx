// The daily-challenge calendar page (spec section 2): 42 day buttons, month paging, completed count.
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
import { longDate, monthName, t as currentT, useT, type MessageKey, type Translate } from '../i18n';
import { useGatedTap, usePressed } from './Button';
import { Panel } from './Panel';
import type { TapGate } from './tapGate';
import { useTapGate } from './skin';
import './styles.css';

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

/** The calendar title, e.g. 'November 2026', in the language of `t` (default: the current language). */
export function calendarTitle(year: number, month: number, t: Translate = currentT): string {
  return t('calendar.title', { month: monthName(t, month), year });
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
  const t = useT();
  const gate = useTapGate();
  const title = calendarTitle(year, month, t);
  const cells = monthCells(year, month, today, completed, weekStart);
  const done = countCompletedIn(completed, year, month);
  const total = daysInMonth(year, month);
  // calendar.weekday0 is Sunday, as Date.getDay() counts.
  const weekdays = Array.from({ length: 7 }, (_, i) => t(`calendar.weekday${(i + weekStart) % 7}` as MessageKey));
  return (
    <Panel
      testId="calendar"
      entrance="top"
      title={title}
      tone="blue"
      onClose={onClose}
      closeTestId="calendar-close"
      className="calendar-layer"
    >
      <div className="calendar-nav">
        <PageButton direction={-1} enabled={canPage(year, month, today, -1)} t={t} gate={gate} onPage={onPage} />
        <p className="calendar-progress" data-testid="calendar-progress">
          {t('calendar.progress', { done, total })}
        </p>
        <PageButton direction={1} enabled={canPage(year, month, today, 1)} t={t} gate={gate} onPage={onPage} />
      </div>
      <div className="calendar-weekdays" aria-hidden="true">
        {weekdays.map((name) => (
          <span key={name} className="calendar-weekday">
            {name}
          </span>
        ))}
      </div>
      <div className="calendar-grid" role="group" aria-label={t('calendar.days', { title })}>
        {cells.map((cell) => (
          <DayCell key={cell.index} cell={cell} t={t} gate={gate} onPlay={onPlay} />
        ))}
      </div>
    </Panel>
  );
}

/** A day's spoken label: its date and what it is, e.g. 'November 19, today, play'. */
function dayLabel(t: Translate, key: DayKey, ...states: MessageKey[]): string {
  return [longDate(t, key), ...states.map((state) => t(state))].join(', ');
}

/** One of the 42 cells: a placeholder outside the month, a play button for open days and today, else inert. */
function DayCell({
  cell,
  t,
  gate,
  onPlay,
}: {
  cell: CalendarCell;
  t: Translate;
  gate: TapGate;
  onPlay: (key: DayKey) => void;
}) {
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
    return <PlayDayButton cell={cell} dayKey={key} t={t} gate={gate} onPlay={onPlay} />;
  }
  // Completed and future days take no taps; a completed one says so to screen readers.
  return (
    <button
      type="button"
      className={`calendar-day calendar-day--${status}`}
      data-testid={`calendar-day-${day}`}
      data-index={cell.index}
      data-status={status}
      aria-label={dayLabel(t, key, status === 'done' ? 'calendar.completed' : 'calendar.notYet')}
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
  t,
  gate,
  onPlay,
}: {
  cell: CalendarCell;
  dayKey: DayKey;
  t: Translate;
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
      aria-label={
        cell.status === 'today'
          ? dayLabel(t, dayKey, 'calendar.today', 'calendar.play')
          : dayLabel(t, dayKey, 'calendar.play')
      }
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
  t,
  gate,
  onPage,
}: {
  direction: -1 | 1;
  enabled: boolean;
  t: Translate;
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
      aria-label={t(back ? 'calendar.prev' : 'calendar.next')}
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
