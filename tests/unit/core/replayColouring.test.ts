// Spec 4: past level 20 the ladder replays a random earlier level; each replay is the file's map coloured
// afresh in the file's band, proved winnable, the same on every device, never the same puzzle twice in a row.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeReplayLevel } from '../../../src/app/replayLevel';
import { measureFeltDifficulty } from '../../../src/core/feltDifficulty';
import { mapOf } from '../../../src/core/levelMap';
import { parseLevel } from '../../../src/core/levelSchema';
import { currentLevelFor } from '../../../src/core/progress';
import { replayColouring } from '../../../src/core/replayColouring';
import { solveLevel } from '../../../src/core/solver';
import type { LevelSpec } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';

const capacity = screwVariant.boxCapacity;
const count = screwVariant.levelCount;
const fileJson = (n: number): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../assets/levels/level-${String(n).padStart(2, '0')}.json`, import.meta.url), 'utf8'),
  );
const file = (n: number): LevelSpec => {
  const parsed = parseLevel(fileJson(n), capacity);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.level;
};
const opts = { levelCount: count, capacity, loadLevelFile: (n: number) => Promise.resolve(fileJson(n)) };
/** What makes two levels the same puzzle: the boards with their colours and the box queue. */
const puzzle = (level: LevelSpec) => JSON.stringify([level.boards, level.boxes.queue]);

describe('a replayed level past the last one', () => {
  it('is the file picked for that game level, its map coloured afresh in its band, proved winnable', async () => {
    for (let gameLevel = count + 1; gameLevel <= count + 20; gameLevel++) {
      const n = currentLevelFor(gameLevel, count);
      const original = file(n);
      const replay = await makeReplayLevel(gameLevel, opts);
      const where = `game level ${gameLevel} (file ${n})`;
      // Same map: boards, holes, box row, tray; the id and name stay the file's.
      expect(mapOf(replay), where).toEqual(mapOf(original));
      expect(replay.id).toBe(original.id);
      expect(parseLevel(replay, capacity).ok, where).toBe(true);
      // A fresh colouring, in the felt band of the file's own, that the solver proves winnable.
      expect(puzzle(replay), where).not.toBe(puzzle(original));
      expect(measureFeltDifficulty(replay, { capacity }).band, where).toBe(
        measureFeltDifficulty(original, { capacity }).band,
      );
      expect(solveLevel(replay, { capacity }).winnable, where).toBe(true);
    }
  }, 300_000);

  it('is the same for a game level every time, and never the same puzzle twice in a row', async () => {
    const made = new Map<number, string>();
    const at = async (g: number) => {
      if (!made.has(g)) made.set(g, puzzle(g <= count ? file(g) : await makeReplayLevel(g, opts)));
      return made.get(g)!;
    };
    for (let g = count; g < count + 30; g++) expect(await at(g + 1), `game level ${g + 1}`).not.toBe(await at(g));
    const again = await makeReplayLevel(count + 7, opts);
    expect(puzzle(again)).toBe(await at(count + 7));
  }, 300_000);

  it("plays the file's own colouring when no seed gives a winnable fresh one", () => {
    const level = file(9);
    expect(replayColouring(level, 99, { capacity, seeds: 0 })).toMatchObject({ level, seed: null });
  });
});
