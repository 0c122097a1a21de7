// A year of daily challenges as the game makes them (src/app/dailyLevel.ts), for `npm run levels -- daily
// YEAR` and the unit test that holds every day to its band: each day's band, the map it borrowed, the
// tries it walked and the felt difficulty it landed.
import { readFileSync } from 'node:fs';
import { bigDailyLevel, type BigLevelFiles } from '../../src/app/bigDailyLevel';
import { makeDailyPlannedLevel } from '../../src/app/dailyLevel';
import { daysInMonth, weekdayOf, type DayKey } from '../../src/core/calendar';
import { dailyPlan } from '../../src/core/dailyPlan';
import type { DifficultyBand } from '../../src/core/difficulty';
import { feltBandOf } from '../../src/core/feltDifficulty';
import { parseLevel } from '../../src/core/levelSchema';
import type { LevelMaker } from '../../src/core/plannedLevel';
import { BIG_LEVEL_PLAN, BIG_LEVELS } from './bigLevels';
import { formatTable } from './table';
import { levelFilesOf, type VariantLevels } from './variantLevels';

/** One day of the year as made. */
export interface DailyDay {
  day: DayKey;
  weekday: number;
  target: DifficultyBand;
  /** The shipped file whose map it borrows (0 on a big Sunday). */
  mapLevel: number;
  /** The big level file a big Sunday plays (`bigDailyOf`), else null. */
  big: number | null;
  tries: number;
  /** The felt difficulty the generator measured; null on a big Sunday (its band is its plan's, held by `check`). */
  felt: number | null;
  band: DifficultyBand;
  screws: number;
  ms: number;
}

/** The maker the game uses, over the variant's shipped files read from disk (as the app's catalogue serves them). */
export function diskLevelMaker(entry: VariantLevels): LevelMaker {
  const files = new Map(levelFilesOf(entry).map((f) => [f.number, f.absolute]));
  return {
    levelCount: Math.min(entry.variant.levelCount, files.size),
    capacity: entry.variant.boxCapacity,
    loadLevelFile: async (n) => {
      const path = files.get(n);
      if (!path) throw new Error(`no level file ${n} in ${entry.dir}`);
      return JSON.parse(readFileSync(path, 'utf8')) as unknown;
    },
  };
}

/** Every day of `year` in order. */
export function daysOf(year: number): DayKey[] {
  const days: DayKey[] = [];
  for (let month = 1; month <= 12; month++) {
    for (let day = 1; day <= daysInMonth(year, month); day++) days.push({ year, month, day });
  }
  return days;
}

/** The big level files of a variant read from disk, as the page's catalogue serves them (none in variant B). */
export function diskBigLevels(entry: VariantLevels): BigLevelFiles {
  if (entry.variant.id !== BIG_LEVELS.variant.id) return { count: 0, load: () => Promise.reject(new Error('none')) };
  const files = new Map(levelFilesOf(BIG_LEVELS).map((f) => [f.number, f.absolute]));
  return {
    count: files.size,
    load: async (n) => JSON.parse(readFileSync(files.get(n) ?? '', 'utf8')) as unknown,
  };
}

/** Makes the daily level of each day, as the game does (a big Sunday's file, else a generated level), and reports how each landed. */
export async function dailyDays(entry: VariantLevels, days: readonly DayKey[]): Promise<DailyDay[]> {
  const maker = diskLevelMaker(entry);
  const big = diskBigLevels(entry);
  const out: DailyDay[] = [];
  for (const day of days) {
    const started = performance.now();
    const weekday = weekdayOf(day.year, day.month, day.day);
    const target = dailyPlan(day).target;
    const bigDay = bigDailyLevel(day, big);
    if (bigDay) {
      const parsed = parseLevel(await bigDay.json, maker.capacity);
      if (!parsed.ok) throw new Error(`big level ${bigDay.file}: ${parsed.error}`);
      const { band } = BIG_LEVEL_PLAN[bigDay.file - 1]!;
      const screws = parsed.level.boards.reduce((n, b) => n + b.holes.length, 0);
      out.push({ day, weekday, target, mapLevel: 0, big: bigDay.file, tries: 1, felt: null, band, screws, ms: 0 });
      continue;
    }
    const made = await makeDailyPlannedLevel(day, maker);
    out.push({
      day,
      weekday,
      target,
      mapLevel: made.mapLevel,
      big: null,
      tries: made.tries,
      felt: made.felt,
      band: feltBandOf(made.felt),
      screws: made.level.boards.reduce((n, b) => n + b.holes.length, 0),
      ms: performance.now() - started,
    });
  }
  return out;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The table `npm run levels -- daily YEAR` prints for one variant, and its summary line. */
export function dailyReport(
  variantId: string,
  days: readonly DailyDay[],
): { table: string; summary: string; missed: number } {
  const rows = days.map((d) => [
    `${d.day.year}-${String(d.day.month).padStart(2, '0')}-${String(d.day.day).padStart(2, '0')}`,
    WEEKDAYS[d.weekday]!,
    d.target,
    d.big === null ? String(d.mapLevel) : `big ${d.big}`,
    String(d.screws),
    String(d.tries),
    d.felt === null ? '-' : d.felt.toFixed(1),
    d.band === d.target ? 'in band' : `MISSED (${d.band})`,
    d.ms.toFixed(0),
  ]);
  const table = formatTable(
    [
      { heading: 'day' },
      { heading: 'wd' },
      { heading: 'band' },
      { heading: 'map', right: true },
      { heading: 'screws', right: true },
      { heading: 'tries', right: true },
      { heading: 'felt', right: true },
      { heading: 'verdict' },
      { heading: 'ms', right: true },
    ],
    rows,
  );
  const missed = days.filter((d) => d.band !== d.target).length;
  const landed = days.length - missed;
  const times = days
    .filter((d) => d.big === null)
    .map((d) => d.ms)
    .sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const bigDays = days.filter((d) => d.big !== null).length;
  const summary =
    `${variantId}: ${landed} of ${days.length} days in band (${((100 * landed) / Math.max(1, days.length)).toFixed(1)}%); ` +
    (bigDays > 0 ? `${bigDays} big Sundays play a big level file (band held by \`levels check\`); ` : '') +
    `${days.filter((d) => d.tries > 1).length} days walked past their first try; ` +
    `making a day took median ${median.toFixed(0)} ms, longest ${(times.at(-1) ?? 0).toFixed(0)} ms`;
  return { table, summary, missed };
}
