import { describe, expect, it } from 'vitest';
import {
  INK_DARK,
  INK_LIGHT,
  contrast,
  luminance,
  markInk,
  mix,
  shade,
  woodTone,
} from '../../../src/scene/draw/palette';
import { screwVariant } from '../../../src/variants/screw';

describe('colour helpers', () => {
  it('darkens below 1 and lightens above 1', () => {
    expect(shade(0x808080, 0.5)).toBe(0x404040);
    expect(shade(0x808080, 1)).toBe(0x808080);
    expect(shade(0x000000, 2)).toBe(0xffffff);
    expect(luminance(shade(0x43a047, 0.7))).toBeLessThan(luminance(0x43a047));
    expect(luminance(shade(0x43a047, 1.2))).toBeGreaterThan(luminance(0x43a047));
  });

  it('mixes two colours', () => {
    expect(mix(0x000000, 0xffffff, 0)).toBe(0x000000);
    expect(mix(0x000000, 0xffffff, 1)).toBe(0xffffff);
    expect(mix(0x000000, 0xff0000, 0.5)).toBe(0x800000);
  });
});

describe('colour marks stay readable', () => {
  it('draws every mark in an ink that stands out from its screw colour', () => {
    for (const { fill } of Object.values(screwVariant.palette)) {
      const ink = markInk(fill);
      expect([INK_LIGHT, INK_DARK]).toContain(ink);
      expect(contrast(fill, ink)).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives each of the seven colours its own mark', () => {
    const marks = Object.values(screwVariant.palette).map((p) => p.mark);
    expect(new Set(marks).size).toBe(7);
  });
});

describe('board layers read apart', () => {
  it('draws lower groups in darker wood', () => {
    const groups = 4;
    const tones = [1, 2, 3, 4].map((g) => luminance(woodTone(g, groups)));
    for (let g = 1; g < groups; g++) expect(tones[g]!).toBeGreaterThan(tones[g - 1]!);
  });

  it('gives neighbouring layers different tones', () => {
    expect(woodTone(1, 2)).not.toBe(woodTone(2, 2));
  });
});
