// The generated levels the game orders (the daily challenge, a friend challenge, a replay past the last
// level), how to make each, and the messages between the page and the level maker's worker
// (levelMakerWorker.ts, levelMakerClient.ts).
import { makeChallengeLevel } from '../core/challengeLevel';
import { parseChallengeSeed } from '../core/challenge';
import type { DayKey } from '../core/calendar';
import type { LevelSpec } from '../core/types';
import { makeDailyLevel } from './dailyLevel';
import { makeReplayLevel } from './replayLevel';

/** What to make: the level of a day, of a challenge seed, or of a game level past the last file. */
export type LevelOrder =
  { kind: 'daily'; day: DayKey } | { kind: 'challenge'; seed: string } | { kind: 'replay'; gameLevel: number };

/** The page's messages: an order, or a level file the worker asked for. */
export type ToLevelMaker =
  | { type: 'make'; id: number; order: LevelOrder; levelCount: number; capacity: number }
  | { type: 'file'; id: number; file: number; json?: unknown; error?: string };

/** The worker's messages: a file it needs, that it is still at work, the level made, or why it could not be made. */
export type FromLevelMaker =
  | { type: 'need'; id: number; file: number }
  /** Still at work on the order (a beat of the generator, at most every `WORKING_BEAT_MS`). */
  | { type: 'working'; id: number }
  | { type: 'made'; id: number; level: LevelSpec }
  | { type: 'failed'; id: number; error: string };

/** Makes the level of `order`, reading shipped level files through `loadLevelFile` (in the worker or, as a fallback, the page). */
export function makeLevel(
  order: LevelOrder,
  maker: { levelCount: number; capacity: number; loadLevelFile: (n: number) => Promise<unknown> },
): Promise<LevelSpec> {
  if (order.kind === 'daily') return makeDailyLevel(order.day, maker);
  if (order.kind === 'replay') return makeReplayLevel(order.gameLevel, maker);
  const seed = parseChallengeSeed(order.seed);
  if (!seed) return Promise.reject(new Error(`"${order.seed}" is not a challenge seed`));
  return makeChallengeLevel(seed, maker);
}
