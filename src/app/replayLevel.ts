// Makes the level a game level past the last file plays: the file `currentLevelFor` picks, coloured afresh
// (src/core/replayColouring.ts). Loaded on demand, so the generator stays out of the initial bundle.
import { parseLevel } from '../core/levelSchema';
import { currentLevelFor } from '../core/progress';
import { replayColouring } from '../core/replayColouring';
import type { LevelSpec } from '../core/types';

/** The replayed level for `gameLevel` (above the level count), ready for the same validation as any level file. */
export async function makeReplayLevel(
  gameLevel: number,
  opts: { levelCount: number; capacity: number; loadLevelFile: (n: number) => Promise<unknown> },
): Promise<LevelSpec> {
  const file = currentLevelFor(gameLevel, opts.levelCount);
  const parsed = parseLevel(await opts.loadLevelFile(file), opts.capacity);
  if (!parsed.ok) throw new Error(`level ${file} is broken: ${parsed.error}`);
  return replayColouring(parsed.level, gameLevel, { capacity: opts.capacity }).level;
}
