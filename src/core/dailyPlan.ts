// Which level each calendar day plays (issue 3): one level a day, the same for every player, made
// from the date alone. The weekday picks the target difficulty (the week starts easy, the weekend is
// hard); the day's seed orders the tries, each a shipped map and a colouring seed. A try whose map is
// not of the size and depth its band needs is passed over, and a colouring that misses the band is
// followed by the next try (src/core/plannedLevel.ts), so every day lands its band.
import { daySeed, dayKeyString, daysInMonth, weekdayOf, type DayKey } from './calendar';
import type { DifficultyBand } from './difficulty';
import { hashSeed } from './random';

/** One try of a plan: the shipped level file whose boards and holes it borrows, and the colouring seed. */
export interface MapTry {
  mapLevel: number;
  seed: number;
}

/** A generated level's plan: its aimed band, its id and the seed its tries come from. */
export interface LevelPlan {
  seed: number;
  target: DifficultyBand;
  /** The generated level's id, e.g. 'daily-2026-11-21'. */
  id: string;
}

/** The weekday's band, Sunday first (0 = Sunday, as `weekdayOf`). */
export const DAILY_TARGETS: readonly DifficultyBand[] = ['hard', 'easy', 'easy', 'medium', 'medium', 'medium', 'hard'];

/** Tries a plan walks through before it settles for the closest miss (a year of dailies needs at most a few). */
export const MAX_PLAN_TRIES = 24;

/** What the plan reads of a map: its size and how deep its boards stack. */
export interface MapMeasure {
  screws: number;
  /** Distinct layers (board groups). */
  layers: number;
  /** Higher boards over a screw at the start, on average (`coverDepthOf`). */
  coverDepth: number;
}

/**
 * The maps that suit each band, by size and depth, as measured over every shipped map (the table in
 * docs/levels.md): no map under 12 screws (the tutorial steps) is borrowed; an easy day on a map over
 * 36 screws comes out as two colours over forty screws (dull); medium and hard need 18 screws, and
 * hard needs 24 or a deep stack (a cover depth of 0.5: boards over half the screws), where the
 * generator reaches the band on the first colouring nearly every time.
 */
export const DAILY_MAP_FIT: Record<DifficultyBand, (m: MapMeasure) => boolean> = {
  easy: (m) => m.screws >= 12 && m.screws <= 36,
  medium: (m) => m.screws >= 18,
  hard: (m) => m.screws >= 24 || (m.screws >= 18 && m.coverDepth >= 0.5),
};

/** The plan of a day's challenge: the weekday's band and the day's seed. */
export function dailyPlan(day: DayKey): LevelPlan {
  return {
    seed: daySeed(day),
    target: DAILY_TARGETS[weekdayOf(day.year, day.month, day.day)]!,
    id: `daily-${dayKeyString(day)}`,
  };
}

/**
 * The tries of a plan, in order, over `levelCount` shipped files: each a map drawn from the plan's seed
 * and a colouring seed (the plan's own first). A pure function, so every device walks the same tries.
 */
export function planTries(plan: LevelPlan, levelCount: number, count = MAX_PLAN_TRIES): MapTry[] {
  const files = Math.max(1, Math.floor(levelCount));
  return Array.from({ length: count }, (_, k) => ({
    mapLevel: 1 + (hashSeed(plan.seed, 'map', k) % files),
    seed: k === 0 ? plan.seed : hashSeed(plan.seed, 'colours', k),
  }));
}

/**
 * The big level (issue 15: 99 to 201 screws, assets/levels-big) a day plays instead of a generated one, or
 * null: the last Sunday of every month, a hard day, plays one of the `bigCount` big files in turn (month by
 * month), the same for every player. Null where the variant has none.
 */
export function bigDailyOf(day: DayKey, bigCount: number): number | null {
  if (bigCount <= 0 || weekdayOf(day.year, day.month, day.day) !== 0) return null;
  if (day.day + 7 <= daysInMonth(day.year, day.month)) return null;
  return ((day.year * 12 + day.month - 1) % bigCount) + 1;
}
