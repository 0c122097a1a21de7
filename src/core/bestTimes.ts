// The fastest time each level was won in (variant A's win layer, docs/economy.md): a figure that can
// fall, so that 'New best time!' only shows when it really is beaten. Pure.

/** Best times by level id, in ms. */
export type BestTimes = Readonly<Record<string, number>>;

/** A win's time against the level's record. */
export interface BestTimeResult {
  times: BestTimes;
  /** The level's best time after this win. */
  bestMs: number;
  /** The best time before this win; null on a first clear. */
  previousMs: number | null;
  /** True only when an earlier best time was beaten (a first clear beats nothing). */
  beaten: boolean;
}

/** Records a win of `levelId` in `ms`: the table keeps the faster of the old best and this time. */
export function recordBestTime(times: BestTimes, levelId: string, ms: number): BestTimeResult {
  const taken = Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
  const previous = Object.hasOwn(times, levelId) ? times[levelId]! : null;
  if (previous !== null && previous <= taken) return { times, bestMs: previous, previousMs: previous, beaten: false };
  return {
    times: { ...times, [levelId]: taken },
    bestMs: taken,
    previousMs: previous,
    beaten: previous !== null,
  };
}
