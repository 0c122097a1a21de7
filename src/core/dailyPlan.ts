// Which level each calendar day plays (issue 3): one level a day, the same for every player, made
// from the date alone. The day picks a designed map and a seed, and the weekday picks the target
// difficulty: the week starts easy and the weekend is hard.
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

/** The first level file a daily challenge borrows a map from: the earlier ones are the tutorial steps. */
export const DAILY_FIRST_MAP = 4;

/** The plan of a day's challenge, given how many level files ship. */
export function dailyPlan(day: DayKey, levelCount: number): DailyPlan {
  const seed = daySeed(day);
  const first = Math.min(DAILY_FIRST_MAP, levelCount);
  const span = levelCount - first + 1;
  return {
    mapLevel: first + (seed % span),
    seed,
    target: DAILY_TARGETS[weekdayOf(day.year, day.month, day.day)]!,
    id: `daily-${dayKeyString(day)}`,
  };
}
