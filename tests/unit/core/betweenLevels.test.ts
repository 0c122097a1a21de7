// Interstitials between levels: every Next in variant A, every 2nd win in variant B, every restart.
import { describe, expect, it } from 'vitest';
import { offersInterstitial } from '../../../src/core/betweenLevels';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';

describe('interstitials between levels', () => {
  it('variant B: after the 2nd, 4th, 6th win, not after the 1st, 3rd, 5th', () => {
    const every = candyVariant.interstitialEveryWins;
    expect(every).toBe(2);
    expect([1, 2, 3, 4, 5, 6].map((wins) => offersInterstitial('next', wins, every))).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it('variant A: on every Next', () => {
    expect([1, 2, 3].map((wins) => offersInterstitial('next', wins, screwVariant.interstitialEveryWins))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('a restart after a loss always may (the ad service still spaces them 30 s apart)', () => {
    expect(offersInterstitial('restart', 1, 2)).toBe(true);
    expect(offersInterstitial('restart', 0)).toBe(true);
  });
});
