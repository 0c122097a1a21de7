// Which variants load variant B's logo and menu pictures (src/variants/menuArt.ts).
import { describe, expect, it } from 'vitest';
import { candyVariant } from '../../../src/variants/candy';
import { drawsCandyMenuArt } from '../../../src/variants/menuArt';
import { screwVariant } from '../../../src/variants/screw';

describe("variant B's logo and menu pictures", () => {
  it('are loaded by the variant that draws them, never by variant A', () => {
    expect(drawsCandyMenuArt(candyVariant)).toBe(true);
    expect(drawsCandyMenuArt(screwVariant)).toBe(false);
  });

  it('are loaded by any variant that shows one of them: hearts, a level path or a logo', () => {
    const plain = { ...screwVariant, theme: 'screw' as const };
    expect(drawsCandyMenuArt({ ...plain, hearts: { max: 5, regenSeconds: 600 } })).toBe(true);
    expect(drawsCandyMenuArt({ ...plain, menuNextLevels: 4 })).toBe(true);
    expect(drawsCandyMenuArt({ ...plain, logoSeconds: 2 })).toBe(true);
    expect(drawsCandyMenuArt({ ...plain, menuNextLevels: 0, logoSeconds: 0 })).toBe(false);
  });
});
