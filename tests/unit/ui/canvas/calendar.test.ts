// Spec 2: the daily-challenge calendar page read without a canvas: the month title, the weekday heads, the
// month's days in their cells with their status, spoken names and whether they play, the completed count,
// the paging arrows' limits, where the tiles sit in the wide panel and how its words are fitted.
import { describe, expect, it } from 'vitest';
import { markCompleted, type CompletedDays, type DayKey } from '../../../../src/core/calendar';
import { loadLanguage, translatorFor } from '../../../../src/i18n';
import { TONES } from '../../../../src/ui/canvas/buttonLook';
import {
  ARROW_X,
  balancedWrapWidth,
  CALENDAR,
  CALENDAR_MONTH_NAMES,
  calendarContent,
  calendarTitle,
  columnX,
  DAY_PAINTS,
  DAY_WIDTH,
  dayBox,
  greyed,
  greyedTone,
  GRID_HEIGHT,
  over,
  PROGRESS_WIDTH,
  progressFontSize,
  weekdayFontSize,
  type CalendarInput,
} from '../../../../src/ui/canvas/calendarLook';
import { closeButtonX } from '../../../../src/ui/canvas/panelLook';

const t = translatorFor('en_US');
const today: DayKey = { year: 2026, month: 11, day: 19 };
// November 2026 starts on a Sunday: Monday-first, day 1 sits in cell 6.
const completed: CompletedDays = [3, 10, 18].reduce<CompletedDays>(
  (table, day) => markCompleted(table, { year: 2026, month: 11, day }),
  {},
);
const input = (over: Partial<CalendarInput> = {}): CalendarInput => ({
  year: 2026,
  month: 11,
  today,
  completed,
  ...over,
});
const dayOf = (c: ReturnType<typeof calendarContent>, day: number) => c.days.find((d) => d.day === day)!;

describe('the calendar page', () => {
  const c = calendarContent(t, input());

  it('the month and year on the ribbon, weekday heads Monday first', () => {
    expect(c.title).toBe('November 2026');
    expect(c.weekdays).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it("the month's days in their cells of 42: the others stay empty, keeping each week in its columns", () => {
    expect(c.days).toHaveLength(30);
    expect(c.days.map((d) => d.testId)).toEqual(Array.from({ length: 30 }, (_, i) => `calendar-day-${i + 1}`));
    // The first six cells (Monday to Saturday before Sunday the 1st) are empty.
    expect(dayOf(c, 1).index).toBe(6);
    expect(dayOf(c, 30).index).toBe(35);
    expect(42 - c.days.length).toBe(12);
  });

  it('statuses: red open past days, green done days, today, grey future days; only open days and today play', () => {
    const status = (d: number) => dayOf(c, d).status;
    expect([1, 3, 18, 19, 20, 30].map(status)).toEqual(['open', 'done', 'done', 'today', 'future', 'future']);
    expect(c.days.filter((d) => d.playable).map((d) => d.day)).toEqual([
      1, 2, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 19,
    ]);
    expect(dayOf(c, 3).key).toEqual({ year: 2026, month: 11, day: 3 });
  });

  it('each day says what it is to screen readers and tests, and shows its number', () => {
    expect(dayOf(c, 3).name).toBe('November 3, completed');
    expect(dayOf(c, 20).name).toBe('November 20, not yet available');
    expect(dayOf(c, 19).name).toBe('November 19, today, play');
    expect(dayOf(c, 2).name).toBe('November 2, play');
    expect(dayOf(c, 2).text).toBe('2');
  });

  it('"N of M days completed this month"', () => {
    expect(c.progress).toBe('3 of 30 days completed this month');
    const feb = calendarContent(t, input({ year: 2024, month: 2, today: { year: 2024, month: 3, day: 1 } }));
    expect(feb.progress).toBe('0 of 29 days completed this month');
  });

  it('two paging arrows with their names; the current month does not page forward', () => {
    expect(c.prev).toEqual({ testId: 'calendar-prev', label: 'Previous month', direction: -1, enabled: true });
    expect(c.next).toEqual({ testId: 'calendar-next', label: 'Next month', direction: 1, enabled: false });
  });

  it('January of the previous year is the oldest page: back is disabled, forward allowed', () => {
    const jan = calendarContent(t, input({ year: 2025, month: 1 }));
    expect(jan.prev.enabled).toBe(false);
    expect(jan.next.enabled).toBe(true);
  });

  it('a month of the previous year with nothing completed is all red and can page both ways', () => {
    const june = calendarContent(t, input({ year: 2025, month: 6, completed: {} }));
    expect(new Set(june.days.map((d) => d.status))).toEqual(new Set(['open']));
    expect(june.days.every((d) => d.playable)).toBe(true);
    expect(june.prev.enabled && june.next.enabled).toBe(true);
  });

  it('Sunday-first weeks when asked', () => {
    const sunday = calendarContent(t, input({ weekStart: 0 }));
    expect(sunday.weekdays[0]).toBe('Sun');
    expect(dayOf(sunday, 1).index).toBe(0);
  });

  it('in German: the title, the dates and the count', async () => {
    await loadLanguage('de_DE');
    const de = translatorFor('de_DE');
    const page = calendarContent(de, input());
    expect(page.title).toBe('November 2026');
    expect(dayOf(page, 19).name).toBe('19. November, heute, spielen');
    expect(page.progress).toBe('3 von 30 Tagen in diesem Monat geschafft');
  });
});

describe('the calendar title', () => {
  it('month and year in the language asked; English month names January first', () => {
    expect(calendarTitle(2026, 9, t)).toBe('September 2026');
    expect(CALENDAR_MONTH_NAMES).toHaveLength(12);
    expect(CALENDAR_MONTH_NAMES[0]).toBe('January');
    CALENDAR_MONTH_NAMES.forEach((name, i) => expect(calendarTitle(2026, i + 1, t)).toBe(`${name} 2026`));
  });
});

describe('the calendar layout', () => {
  it('a 702 px panel: 7 columns of about 85 px, 8 px apart, filling its 642 px body', () => {
    expect(DAY_WIDTH).toBeCloseTo(84.857, 2);
    expect(dayBox(0)).toEqual({ x: -321, y: 0, width: DAY_WIDTH, height: 84 });
    const last = dayBox(41);
    expect(last.x + last.width).toBeCloseTo(321, 6);
    expect(last.y + last.height).toBe(GRID_HEIGHT);
    expect(GRID_HEIGHT).toBe(6 * 84 + 5 * 8);
    expect(dayBox(8).x - dayBox(7).x).toBeCloseTo(DAY_WIDTH + 8, 6);
    expect(dayBox(7).y).toBe(92);
    // The weekday heads sit over their columns.
    expect(columnX(3)).toBeCloseTo(dayBox(3).x + DAY_WIDTH / 2, 6);
  });

  it('the arrows 4 px in from the body, the count between them, the close button inside the design box', () => {
    expect(ARROW_X + CALENDAR.nav.button / 2).toBe(321 - 4);
    expect(PROGRESS_WIDTH).toBe(642 - 2 * (4 + 86 + 16));
    expect(375 + closeButtonX(CALENDAR.panelWidth) + 43).toBeLessThanOrEqual(750);
  });

  it('tiles by status, as styles.css paints them', () => {
    expect(DAY_PAINTS.open).toMatchObject({ top: 0xff8a75, bottom: 0xf0402c, ledge: 0xa9210f, ledgeHeight: 7 });
    expect(DAY_PAINTS.today).toMatchObject({ top: 0xffc157, bottom: 0xff8a1f });
    expect(DAY_PAINTS.done).toMatchObject({ top: 0x8ee65a, bottom: 0x3fb328 });
    expect(DAY_PAINTS.future).toMatchObject({ ledgeHeight: 5, rimAlpha: 0.35, ink: { alpha: 0.9, shadow: false } });
  });

  it('a greyed-out arrow is the wood in grey (grayscale, a touch brighter)', () => {
    expect(greyed(0xffffff)).toBe(0xffffff);
    expect(greyed(0x000000)).toBe(0x000000);
    const g = greyed(0x3fb328);
    expect((g >> 16) & 255).toBe(g & 255);
    // Faded to 45% over the face: CSS's opacity over the wood, as one colour.
    expect(over(0x000000, 0xffffff, 0.45)).toBe(0x8c8c8c);
    expect(over(0x123456, 0xabcdef, 1)).toBe(0x123456);
    const wood = greyedTone(TONES.wood, 0xffffff);
    for (const c of [wood.top, wood.bottom, wood.edge]) expect((c >> 8) & 255).toBe(c & 255);
  });
});

describe('the calendar words fitted to their room', () => {
  it('the count keeps 32 px when it takes two lines, else steps down (22 at least)', () => {
    expect(progressFontSize(() => 2)).toBe(32);
    expect(progressFontSize((size) => (size > 26 ? 3 : 2))).toBe(26);
    expect(progressFontSize(() => 5)).toBe(22);
  });

  it('the count wraps balanced: the narrowest width that keeps its lines', () => {
    // A made-up text of 600 px breaking anywhere: two lines at 430, balanced to about 300 each.
    const lines = (w: number) => Math.ceil(600 / w);
    const width = balancedWrapWidth(430, lines);
    expect(lines(width)).toBe(2);
    expect(width).toBeLessThanOrEqual(302);
    expect(balancedWrapWidth(430, () => 1)).toBe(430);
  });

  it('weekday heads keep 28 px where they fit their column, else shrink (16 at least)', () => {
    expect(weekdayFontSize(1.8)).toBe(28);
    expect(weekdayFontSize(4)).toBe(Math.floor((DAY_WIDTH - 8) / 4));
    expect(weekdayFontSize(20)).toBe(16);
  });
});
