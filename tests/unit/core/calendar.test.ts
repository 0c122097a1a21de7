// Spec 2 and 4: the daily-challenge calendar page (42 cells, red open days, green done days, grey future
// days, hidden cells outside the month, paging) and its completed-days table.
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  CALENDAR_CELLS,
  canPage,
  compareDays,
  completedDaysIn,
  countCompletedIn,
  dayKeyOf,
  dayKeyString,
  daySeed,
  daysInMonth,
  ensureYearTables,
  isCompleted,
  isLeapYear,
  markCompleted,
  monthCells,
  pageRange,
  parseDayKey,
  weekdayOf,
  type CompletedDays,
  type DayKey,
} from '../../../src/core/calendar';

const day = (year: number, month: number, d: number): DayKey => ({ year, month, day: d });
const statuses = (cells: ReturnType<typeof monthCells>) => cells.filter((c) => c.day !== null).map((c) => c.status);

describe('day keys', () => {
  it("a player's day is their local calendar date", () => {
    expect(dayKeyOf(new Date(2026, 0, 31, 23, 59, 59))).toEqual(day(2026, 1, 31));
    expect(dayKeyOf(new Date(2026, 1, 1, 0, 0, 0))).toEqual(day(2026, 2, 1));
    expect(dayKeyOf(new Date(2024, 1, 29, 12))).toEqual(day(2024, 2, 29));
  });

  it("formats as 'YYYY-MM-DD' and parses back; days that do not exist are refused", () => {
    expect(dayKeyString(day(2026, 3, 7))).toBe('2026-03-07');
    expect(parseDayKey('2026-03-07')).toEqual(day(2026, 3, 7));
    expect(parseDayKey('2024-02-29')).toEqual(day(2024, 2, 29));
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-3-7',
      '',
      'today',
      '2026-03-07x',
    ]) {
      expect(parseDayKey(bad), bad).toBeNull();
    }
  });

  it('orders days', () => {
    expect(compareDays(day(2026, 1, 31), day(2026, 2, 1))).toBeLessThan(0);
    expect(compareDays(day(2027, 1, 1), day(2026, 12, 31))).toBeGreaterThan(0);
    expect(compareDays(day(2026, 5, 5), day(2026, 5, 5))).toBe(0);
  });

  it('adds months across year ends, both ways', () => {
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths(2026, 11, -23)).toEqual({ year: 2024, month: 12 });
    expect(addMonths(2026, 6, 0)).toEqual({ year: 2026, month: 6 });
  });

  it('leap years: 2024 and 2000 are, 2026 and 2100 are not', () => {
    expect([2024, 2000, 2026, 2100].map(isLeapYear)).toEqual([true, true, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect([1, 4, 6, 9, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([31, 30, 30, 30, 30, 31]);
  });
});

describe('daySeed: one level a day, the same for every player', () => {
  it('depends only on the date', () => {
    expect(daySeed(day(2026, 11, 21))).toBe(daySeed({ day: 21, month: 11, year: 2026 }));
    expect(daySeed(dayKeyOf(new Date(2026, 10, 21, 0, 0, 1)))).toBe(daySeed(dayKeyOf(new Date(2026, 10, 21, 23, 59))));
  });

  it('differs between days and is a non-zero 32-bit integer', () => {
    const seeds = new Set<number>();
    for (let m = 1; m <= 12; m += 1) {
      for (let d = 1; d <= daysInMonth(2026, m); d += 1) {
        const s = daySeed(day(2026, m, d));
        expect(Number.isInteger(s) && s > 0 && s <= 0xffffffff).toBe(true);
        seeds.add(s);
      }
    }
    expect(seeds.size).toBe(365);
  });
});

describe('monthCells: 42 cells, 6 weeks of 7 days', () => {
  const today = day(2026, 12, 31);

  // 2026 has a month starting on every weekday; Monday-first grids put the 1st in that column.
  const starts = [
    { weekday: 'Monday', month: 6, lead: 0, length: 30 },
    { weekday: 'Tuesday', month: 9, lead: 1, length: 30 },
    { weekday: 'Wednesday', month: 4, lead: 2, length: 30 },
    { weekday: 'Thursday', month: 1, lead: 3, length: 31 },
    { weekday: 'Friday', month: 5, lead: 4, length: 31 },
    { weekday: 'Saturday', month: 8, lead: 5, length: 31 },
    { weekday: 'Sunday', month: 2, lead: 6, length: 28 },
  ];

  it.each(starts)('a month starting on $weekday (2026-$month) puts day 1 at cell $lead', ({ month, lead, length }) => {
    expect((weekdayOf(2026, month, 1) + 6) % 7).toBe(lead);
    const cells = monthCells(2026, month, today, {});
    expect(cells).toHaveLength(CALENDAR_CELLS);
    expect(cells.map((c) => c.index)).toEqual([...Array(42).keys()]);
    expect(cells.findIndex((c) => c.day !== null)).toBe(lead);
    expect(cells[lead]).toMatchObject({ day: 1, key: day(2026, month, 1) });
    expect(cells[lead + length - 1]?.day).toBe(length);
    expect(cells.filter((c) => c.status === 'hidden')).toHaveLength(42 - length);
    expect(cells.filter((c) => c.day !== null).map((c) => c.day)).toEqual(Array.from({ length }, (_, i) => i + 1));
    for (const c of cells) expect(c.status === 'hidden').toBe(c.day === null && c.key === undefined);
  });

  it('Sunday-first grids shift every month by one column', () => {
    for (const { month, lead } of starts) {
      expect(monthCells(2026, month, today, {}, 0).findIndex((c) => c.day !== null)).toBe((lead + 1) % 7);
    }
  });

  it('a 31-day month starting on Sunday fills into the sixth week', () => {
    // March 2026 starts on a Sunday: 6 leading blanks + 31 days = 37 cells.
    const cells = monthCells(2026, 3, today, {});
    expect(cells[6]?.day).toBe(1);
    expect(cells[36]?.day).toBe(31);
    expect(cells.slice(37).every((c) => c.status === 'hidden')).toBe(true);
  });

  it('leap years: February 2024 has 29 days, February 2026 and 2100 have 28', () => {
    const feb2024 = monthCells(2024, 2, today, {});
    expect(feb2024.filter((c) => c.day !== null)).toHaveLength(29);
    expect(feb2024.find((c) => c.day === 29)?.key).toEqual(day(2024, 2, 29));
    expect(monthCells(2026, 2, today, {}).filter((c) => c.day !== null)).toHaveLength(28);
    expect(monthCells(2100, 2, day(2100, 3, 1), {}).filter((c) => c.day !== null)).toHaveLength(28);
  });

  it('past days not completed are open, completed days done, today is today, later days future', () => {
    const completed = markCompleted(markCompleted({}, day(2026, 11, 3)), day(2026, 11, 10));
    const s = statuses(monthCells(2026, 11, day(2026, 11, 12), completed));
    expect(s[0]).toBe('open');
    expect(s[2]).toBe('done');
    expect(s[9]).toBe('done');
    expect(s[10]).toBe('open');
    expect(s[11]).toBe('today');
    expect(s.slice(12).every((x) => x === 'future')).toBe(true);
    expect(s.filter((x) => x === 'open')).toHaveLength(9);
  });

  it('today is done once completed', () => {
    const t = day(2026, 11, 12);
    expect(monthCells(2026, 11, t, markCompleted({}, t)).find((c) => c.day === 12)?.status).toBe('done');
  });

  it('a past month is all open or done; a future month all future', () => {
    const t = day(2026, 11, 12);
    expect(new Set(statuses(monthCells(2026, 10, t, {})))).toEqual(new Set(['open']));
    expect(new Set(statuses(monthCells(2026, 12, t, {})))).toEqual(new Set(['future']));
  });

  it('a day boundary: from 23:59:59 on the 31st to 00:00:00 on the 1st', () => {
    const before = dayKeyOf(new Date(2026, 0, 31, 23, 59, 59));
    const after = dayKeyOf(new Date(2026, 1, 1, 0, 0, 0));
    expect(monthCells(2026, 1, before, {})[33]).toMatchObject({ day: 31, status: 'today' });
    expect(monthCells(2026, 1, after, {})[33]).toMatchObject({ day: 31, status: 'open' });
    const feb = (t: DayKey) => monthCells(2026, 2, t, {}).find((c) => c.day === 1)?.status;
    expect(feb(before)).toBe('future');
    expect(feb(after)).toBe('today');
    expect(canPage(2026, 1, before, 1)).toBe(false);
    expect(canPage(2026, 1, after, 1)).toBe(true);
  });

  it('a year boundary: 31 December to 1 January', () => {
    const before = day(2026, 12, 31);
    const after = day(2027, 1, 1);
    expect(monthCells(2026, 12, after, {}).find((c) => c.day === 31)?.status).toBe('open');
    expect(monthCells(2027, 1, before, {}).find((c) => c.day === 1)?.status).toBe('future');
    expect(monthCells(2027, 1, after, {}).find((c) => c.day === 1)?.status).toBe('today');
  });
});

describe('paging', () => {
  const today = day(2026, 11, 21);

  it('goes back to January of the previous year and no further', () => {
    expect(pageRange(today)).toEqual({ first: { year: 2025, month: 1 }, last: { year: 2026, month: 11 } });
    expect(canPage(2025, 2, today, -1)).toBe(true);
    expect(canPage(2025, 1, today, -1)).toBe(false);
    expect(canPage(2026, 1, today, -1)).toBe(true);
  });

  it('goes forward up to the current month, not into future months', () => {
    expect(canPage(2026, 10, today, 1)).toBe(true);
    expect(canPage(2026, 11, today, 1)).toBe(false);
    expect(canPage(2026, 11, today, -1)).toBe(true);
  });

  it('always pages back towards the range from a month outside it', () => {
    expect(canPage(2030, 5, today, -1)).toBe(true);
    expect(canPage(2030, 5, today, 1)).toBe(false);
    expect(canPage(2020, 5, today, 1)).toBe(true);
    expect(canPage(2020, 5, today, -1)).toBe(false);
  });

  it('in January the range is the whole previous year plus this January', () => {
    const jan = day(2027, 1, 1);
    expect(canPage(2027, 1, jan, 1)).toBe(false);
    expect(canPage(2027, 1, jan, -1)).toBe(true);
    expect(canPage(2026, 1, jan, -1)).toBe(false);
  });
});

describe('completed days table', () => {
  it('markCompleted returns a new table with days sorted and unique, leaving the input alone', () => {
    const start: CompletedDays = { '2026': { '11': [9, 3] }, '2025': { '1': [1] } };
    const frozen = JSON.stringify(start);
    const next = markCompleted(start, day(2026, 11, 5));
    expect(next).not.toBe(start);
    expect(JSON.stringify(start)).toBe(frozen);
    expect(next['2026']?.['11']).toEqual([3, 5, 9]);
    expect(next['2025']).toBe(start['2025']);
    expect(markCompleted(next, day(2026, 11, 5))).toBe(next);
    expect(markCompleted(next, day(2026, 12, 1))['2026']).toEqual({ '11': [3, 5, 9], '12': [1] });
  });

  it('ignores days that do not exist', () => {
    expect(markCompleted({}, day(2026, 2, 29))).toEqual({});
    expect(markCompleted({}, day(2024, 2, 29))).toEqual({ '2024': { '2': [29] } });
    expect(markCompleted({}, day(2026, 13, 1))).toEqual({});
  });

  it('isCompleted and countCompletedIn read the table, counting each real day once', () => {
    const t: CompletedDays = { '2026': { '2': [1, 1, 28, 29, 30], '3': [] } };
    expect(isCompleted(t, day(2026, 2, 28))).toBe(true);
    expect(isCompleted(t, day(2026, 2, 27))).toBe(false);
    expect(isCompleted(t, day(2027, 2, 1))).toBe(false);
    expect(completedDaysIn(t, 2026, 2)).toEqual([1, 28]);
    expect(countCompletedIn(t, 2026, 2)).toBe(2);
    expect(countCompletedIn(t, 2026, 3)).toBe(0);
    expect(countCompletedIn(t, 2019, 3)).toBe(0);
  });

  it('year tables exist for the current and the previous year, months 1 to 12', () => {
    const t = ensureYearTables({}, day(2026, 11, 21));
    expect(Object.keys(t).sort()).toEqual(['2025', '2026']);
    for (const y of ['2025', '2026']) {
      expect(t[y]).toEqual(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), []])));
    }
  });

  it('keeps existing days and other years, and changes nothing when the tables are there', () => {
    const start: CompletedDays = { '2020': { '5': [5] }, '2026': { '11': [2, 4] } };
    const t = ensureYearTables(start, day(2026, 11, 21));
    expect(t['2020']).toEqual({ '5': [5] });
    expect(t['2026']?.['11']).toEqual([2, 4]);
    expect(t['2026']?.['1']).toEqual([]);
    expect(start['2026']).toEqual({ '11': [2, 4] });
    expect(ensureYearTables(t, day(2026, 1, 1))).toBe(t);
  });
});
