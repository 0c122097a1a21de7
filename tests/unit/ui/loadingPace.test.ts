// The loading bar's pace: 80% over 15 s, then 100% over 5 s, as a ceiling on slowness, never a wait.
import { describe, expect, it } from 'vitest';
import { loadingBarShare, pacedShare } from '../../../src/ui/loadingPace';
import { candyVariant } from '../../../src/variants/candy';

const legs = candyVariant.loading!.legs;

describe('the loading pace', () => {
  it("follows the spec's legs: 40% at 7.5 s, 80% at 15 s, 90% at 17.5 s, 100% at 20 s", () => {
    expect(pacedShare(0, legs)).toBe(0);
    expect(pacedShare(7_500, legs)).toBeCloseTo(0.4);
    expect(pacedShare(15_000, legs)).toBeCloseTo(0.8);
    expect(pacedShare(17_500, legs)).toBeCloseTo(0.9);
    expect(pacedShare(20_000, legs)).toBe(1);
    expect(pacedShare(60_000, legs)).toBe(1);
  });

  it('the bar completes the moment loading is done, however early', () => {
    expect(loadingBarShare(300, legs, 0.4, true)).toBe(1);
  });

  it('runs ahead of the pace when the real load is further, and never shows 100% before it is done', () => {
    expect(loadingBarShare(1_000, legs, 0.6, false)).toBe(0.6);
    expect(loadingBarShare(1_000, legs, 0, false)).toBeCloseTo(0.8 / 15);
    expect(loadingBarShare(30_000, legs, 0.6, false)).toBe(0.99);
  });

  it('bad input reads as nothing yet', () => {
    expect(pacedShare(Number.NaN, legs)).toBe(0);
    expect(loadingBarShare(-5, legs, Number.NaN, false)).toBe(0);
  });
});
