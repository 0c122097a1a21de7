// Which level each calendar day plays (issue 3): one level a day, the same for every player, made
// from the date alone. The weekday picks the target difficulty (the week starts easy, the weekend is
// hard), and the day's seed picks a designed map that suits that band and colours it.
import { daySeed, dayKeyString, weekdayOf, type DayKey } from './calendar';
import type { DifficultyBand } from './difficulty';

/** A day's challenge: the level file whose map it borrows, the colouring seed and the aimed band. */
export interface DailyPlan {
  /** The shipped level file whose boards and holes the day's level uses. */
  mapLevel: number;
  seed: number;
  target: DifficultyBand;
  /** The generated level's id, e.g. 'daily-2026-11-21'. */
  id: string;
}

/** The weekday's band, Sunday first (0 = Sunday, as `weekdayOf`). */
export const DAILY_TARGETS: readonly DifficultyBand[] = ['hard', 'easy', 'easy', 'medium', 'medium', 'medium', 'hard'];

/**
 * The level files whose maps suit each band, as shares of the level count: an easy day on a big map
 * comes out with two colours over fifty screws (dull), a hard day on a small map cannot be hard.
 * The first files are the tutorial steps and are never borrowed.
 */
export const DAILY_MAP_RANGES: Record<DifficultyBand, { from: number; to: number }> = {
  easy: { from: 0.2, to: 0.5 },
  medium: { from: 0.4, to: 0.8 },
  hard: { from: 0.6, to: 1 },
};

/** The plan of a day's challenge, given how many level files ship. */
export function dailyPlan(day: DayKey, levelCount: number): DailyPlan {
  const seed = daySeed(day);
  const target = DAILY_TARGETS[weekdayOf(day.year, day.month, day.day)]!;
  const range = DAILY_MAP_RANGES[target];
  const first = Math.max(1, Math.min(levelCount, Math.ceil(levelCount * range.from)));
  const last = Math.max(first, Math.min(levelCount, Math.ceil(levelCount * range.to)));
  return { mapLevel: first + (seed % (last - first + 1)), seed, target, id: `daily-${dayKeyString(day)}` };
}
