// Level numbering (spec 2 and 4): the menu's level path, Start, the HUD and the file played agree at every level.
import { describe, expect, it } from 'vitest';
import { currentLevelFor, levelPath } from '../../../src/core/progress';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';

describe('levelPath: the numbers the menu shows and the file Start plays', () => {
  it.each([candyVariant, screwVariant])('$id: bubble, Start and next numbers agree at every level', (variant) => {
    const count = variant.levelCount;
    const shown = variant.menuNextLevels ?? 5;
    for (let gameLevel = 1; gameLevel <= count * 3; gameLevel++) {
      const path = levelPath(gameLevel, count, shown);
      // The current bubble is the level Start starts (the game level), never clamped to the file count.
      expect(path.current).toBe(gameLevel);
      // The next bubbles count on from it without a gap: after 32 come 33..37, after 33 come 34..38.
      expect(path.next).toEqual(Array.from({ length: shown }, (_, i) => gameLevel + 1 + i));
      // The file played is the one the game chart loads for that level; up to the count it is the level itself.
      expect(path.file).toBe(currentLevelFor(gameLevel, count));
      expect(path.file).toBeGreaterThanOrEqual(1);
      expect(path.file).toBeLessThanOrEqual(count);
      if (gameLevel <= count) expect(path.file).toBe(gameLevel);
      // Winning moves the path one on: the first next bubble becomes the current one.
      expect(levelPath(gameLevel + 1, count, shown).current).toBe(path.next[0]);
    }
  });

  it('past the last file the path shows 33 then 34..38, not 32 then 34..38', () => {
    const path = levelPath(candyVariant.levelCount + 1, candyVariant.levelCount, 5);
    expect(path.current).toBe(33);
    expect(path.next).toEqual([34, 35, 36, 37, 38]);
  });

  it('a bad saved level reads as level 1', () => {
    expect(levelPath(Number.NaN, 32, 2)).toEqual({ current: 1, file: 1, next: [2, 3] });
    expect(levelPath(0, 32, 0)).toEqual({ current: 1, file: 1, next: [] });
  });
});
