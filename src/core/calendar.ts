// Daily-challenge calendar maths (spec sections 2 and 4): day keys, the 42-cell month grid, paging
// limits and the completed-days table. Pure: the wall clock only ever comes in as an argument.

/** One calendar day: month 1-12, day 1-31. */
export interface DayKey {
  year: number;
  month: number;
  day: number;
}

/** A year and a month (1-12), the page the calendar shows. */
export interface MonthKey {
  year: number;
  month: number;
}

/** What a calendar cell shows: outside the month, completed, playable past day, playable today, or not yet. */
export type DayStatus = 'hidden' | 'done' | 'open' | 'today' | 'future';

/** One of the 42 cells of a month page; `day` and `key` are set only for days of the month. */
export interface CalendarCell {
  index: number;
  day: number | null;
  status: DayStatus;
  key?: DayKey;
}

/** Completed days as the spec's dailyChallengeCompleteDateArr: year, then month 1-12, then a list of days. */
export type CompletedDays = Record<string, Record<string, number[]>>;

/** First day of the week: 0 Sunday, 1 Monday. */
export type WeekStart = 0 | 1;

/** The spec's page size: 6 weeks of 7 days. */
export const CALENDAR_CELLS = 42;

/** How many years before the current one the calendar pages back to (the spec keeps tables for 2 years). */
export const CALENDAR_YEARS_BACK = 1;

/** True for Gregorian leap years (2024 yes, 2026 no, 2100 no, 2000 yes). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when the numbers name a real day (integers, month 1-12, day within that month). */
export function isValidDay(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Day of the week of a date, 0 Sunday to 6 Saturday. */
export function weekdayOf(year: number, month: number, day: number): number {
  // UTC so that a daylight-saving jump in the player's zone can never shift the answer.
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The player's day for a moment: the LOCAL calendar date, since a player's day is their local day. */
export function dayKeyOf(date: Date): DayKey {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** A day as 'YYYY-MM-DD'. */
export function dayKeyString(k: DayKey): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(k.year, 4)}-${pad(k.month, 2)}-${pad(k.day, 2)}`;
}

/** Reads 'YYYY-MM-DD' back into a day; null for anything else, including days that do not exist. */
export function parseDayKey(text: string): DayKey | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isValidDay(year, month, day) ? { year, month, day } : null;
}

/** Orders two days: negative when `a` is earlier, 0 when the same day, positive when later. */
export function compareDays(a: DayKey, b: DayKey): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The month `delta` months after (or before, when negative) the given one. */
export function addMonths(year: number, month: number, delta: number): MonthKey {
  const total = year * 12 + (month - 1) + delta;
  const y = Math.floor(total / 12);
  return { year: y, month: total - y * 12 + 1 };
}

/**
 * The day's level seed, the same for every player: a 32-bit hash of year*10000+month*100+day. Never 0,
 * because some seeded generators (xorshift) stay at 0 forever.
 */
export function daySeed(k: DayKey): number {
  let h = (k.year * 10000 + k.month * 100 + k.day) >>> 0;
  // murmur3's finaliser: neighbouring dates give unrelated seeds.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h === 0 ? 0x9e3779b9 : h;
}

/** The completed days of one month: valid days only, sorted, without repeats (empty when there is no table). */
export function completedDaysIn(completed: CompletedDays, year: number, month: number): number[] {
  const list = completed[String(year)]?.[String(month)];
  if (!Array.isArray(list)) return [];
  const days = list.filter((d) => isValidDay(year, month, d));
  return [...new Set(days)].sort((a, b) => a - b);
}

/** True when the day is in the completed table. */
export function isCompleted(completed: CompletedDays, key: DayKey): boolean {
  const list = completed[String(key.year)]?.[String(key.month)];
  return Array.isArray(list) && list.includes(key.day);
}

/** How many days of a month are completed. */
export function countCompletedIn(completed: CompletedDays, year: number, month: number): number {
  return completedDaysIn(completed, year, month).length;
}

/**
 * The table with `key` marked completed, as a new object (days of the month sorted and unique); the input
 * is never changed. A day that does not exist, or is already marked, gives back the input itself.
 */
export function markCompleted(completed: CompletedDays, key: DayKey): CompletedDays {
  if (!isValidDay(key.year, key.month, key.day) || isCompleted(completed, key)) return completed;
  const y = String(key.year);
  const m = String(key.month);
  const days = [...completedDaysIn(completed, key.year, key.month), key.day].sort((a, b) => a - b);
  return { ...completed, [y]: { ...completed[y], [m]: days } };
}

/** An empty year table: months '1' to '12', each an empty list. */
function emptyYear(): Record<string, number[]> {
  const year: Record<string, number[]> = {};
  for (let m = 1; m <= 12; m += 1) year[String(m)] = [];
  return year;
}

/**
 * The table with year tables (all 12 months) for today's year and the previous one, as the spec asks.
 * Existing days and other years are kept; the input itself is returned when nothing was missing.
 */
export function ensureYearTables(completed: CompletedDays, today: DayKey): CompletedDays {
  let next = completed;
  for (let year = today.year - CALENDAR_YEARS_BACK; year <= today.year; year += 1) {
    const y = String(year);
    const table = next[y];
    const missing = emptyYear();
    if (table) for (const m of Object.keys(missing)) if (Array.isArray(table[m])) delete missing[m];
    if (Object.keys(missing).length === 0) continue;
    // Months that are absent or not lists get an empty list; good months keep their days.
    next = { ...next, [y]: { ...table, ...missing } };
  }
  return next;
}

/**
 * The months the calendar may show: from January of the previous year (the oldest year table the spec
 * keeps) to the current month (future months would hold only grey days, so paging stops there).
 */
export function pageRange(today: DayKey): { first: MonthKey; last: MonthKey } {
  return {
    first: { year: today.year - CALENDAR_YEARS_BACK, month: 1 },
    last: { year: today.year, month: today.month },
  };
}

/** Whether paging from the shown month one step back (-1) or forward (1) stays within {@link pageRange}. */
export function canPage(year: number, month: number, today: DayKey, direction: -1 | 1): boolean {
  const target = addMonths(year, month, direction);
  const { first, last } = pageRange(today);
  const at = target.year * 12 + target.month;
  return direction < 0 ? at >= first.year * 12 + first.month : at <= last.year * 12 + last.month;
}

/**
 * The 42 cells of a month page: weeks start on `weekStart` (Monday by default); cells before the 1st and
 * after the last day are hidden. Completed days are done (today included); other days before today are
 * open, today is today, later days are future.
 */
export function monthCells(
  year: number,
  month: number,
  today: DayKey,
  completed: CompletedDays,
  weekStart: WeekStart = 1,
): CalendarCell[] {
  const lead = (weekdayOf(year, month, 1) - weekStart + 7) % 7;
  const length = daysInMonth(year, month);
  const cells: CalendarCell[] = [];
  for (let index = 0; index < CALENDAR_CELLS; index += 1) {
    const day = index - lead + 1;
    if (day < 1 || day > length) {
      cells.push({ index, day: null, status: 'hidden' });
      continue;
    }
    const key = { year, month, day };
    const order = compareDays(key, today);
    const status: DayStatus = isCompleted(completed, key)
      ? 'done'
      : order < 0
        ? 'open'
        : order === 0
          ? 'today'
          : 'future';
    cells.push({ index, day, status, key });
  }
  return cells;
}
