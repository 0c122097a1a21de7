// The loading screen on the canvas read without a canvas (src/ui/canvas/loadingLook.ts): the percentage shown and
// the tip's key, where the title, the track, the caption and the tip sit under the top of the layout, each
// game's colours, the fill's width and its sliding stripes, the tip's box, the title's pop and the tip's fade.
import { describe, expect, it } from 'vitest';
import {
  fillTween,
  fillWidth,
  LOADING,
  LOADING_COLOURS,
  loadingLayout,
  loadingTipKey,
  progressPercent,
  stripeBands,
  stripeShift,
  tipAlpha,
  tipBox,
  tipCount,
  tipFadeMs,
  tipWrapWidth,
  titleEntrance,
  titleEntranceMs,
} from '../../../../src/ui/canvas/loadingLook';

describe('the pure helpers', () => {
  it('show a whole percentage, clamped to 0..100, and 100 only when done', () => {
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
    expect(progressPercent(0.426)).toBe(42);
    expect(progressPercent(0.999)).toBe(99);
    expect(progressPercent(1)).toBe(100);
    expect(progressPercent(7)).toBe(100);
  });

  it('go round the tips, and count at least one when tips are given', () => {
    expect(Array.from({ length: 5 }, (_, step) => loadingTipKey(step, 3))).toEqual([
      'loading.tip0',
      'loading.tip1',
      'loading.tip2',
      'loading.tip0',
      'loading.tip1',
    ]);
    expect(loadingTipKey(-1, 9)).toBe('loading.tip8');
    expect(loadingTipKey(5, 0)).toBe('loading.tip0');
    expect(tipCount(undefined)).toBe(0);
    expect(tipCount({ count: 9, everyMs: 3000 })).toBe(9);
    expect(tipCount({ count: 0, everyMs: 3000 })).toBe(1);
  });
});

describe('the layout', () => {
  it('puts the title 300 px and the track 860 px under the top of the layout, 95 px in from each side', () => {
    const layout = loadingLayout(0);
    expect(layout.title).toEqual({ x: 375, y: 300 });
    expect(layout.track).toEqual({ x: 95, y: 860, width: 560, height: 76 });
    expect(layout.fillRoom).toEqual({ x: 104, y: 869, width: 542, height: 58 });
  });

  it('sets the caption 26 px under the track and the tip 32 px under the caption', () => {
    const layout = loadingLayout(0);
    const captionHeight = 44 * 1.15;
    expect(layout.caption.x).toBe(375);
    expect(layout.caption.y).toBeCloseTo(860 + 76 + 26 + captionHeight / 2);
    expect(layout.tipTop).toBeCloseTo(860 + 76 + 26 + captionHeight + 32);
  });

  it('moves everything down with the top of the layout', () => {
    const flat = loadingLayout(0);
    const notched = loadingLayout(50);
    expect(notched.title.y - flat.title.y).toBe(50);
    expect(notched.track.y - flat.track.y).toBe(50);
    expect(notched.caption.y - flat.caption.y).toBeCloseTo(50);
    expect(notched.tipTop - flat.tipTop).toBeCloseTo(50);
  });
});

describe("each game's colours", () => {
  it("paint the screw game's caption cream, with no shine on a tip", () => {
    const c = LOADING_COLOURS.screw;
    expect(c.caption.fill).toBe(0xfff7e6);
  });

  it("paint the candy game's caption white, its tip on shining chocolate", () => {
    const c = LOADING_COLOURS.candy;
    expect(c.caption.fill).toBe(0xffffff);
    expect(c.tip.shine).not.toBeNull();
    expect(LOADING_COLOURS.screw.tip.shine).toBeNull();
  });
});

describe('the fill', () => {
  it('grows with the percentage across the room, never narrower than its round end', () => {
    expect(fillWidth(100, 542)).toBe(542);
    expect(fillWidth(50, 542)).toBe(271);
    expect(fillWidth(0, 542)).toBe(58);
    expect(fillWidth(5, 542)).toBe(58);
    expect(fillWidth(250, 542)).toBe(542);
    expect(fillWidth(Number.NaN, 542)).toBe(58);
  });

  it('eases out to a new width over 0.2 s', () => {
    expect(LOADING.fill.tweenMs).toBe(200);
    expect(fillTween(100, 300, 0)).toBe(100);
    expect(fillTween(100, 300, 1)).toBe(300);
    expect(fillTween(100, 300, 0.5)).toBeGreaterThan(200);
    expect(fillTween(100, 300, 0.5)).toBeLessThan(300);
  });

  it("has stripes like '/', one every 51 px, half as wide, covering the fill however far they slid", () => {
    const bands = stripeBands(542, 58);
    for (const [i, band] of bands.entries()) {
      const [x0, y0, x1, , x2, y2, x3] = band;
      expect(x0).toBe(-51 + i * 51);
      expect(y0).toBe(0);
      expect(x1! - x0!).toBe(25.5);
      expect(y2).toBe(58);
      // The bottom edge lies a height to the left of the top edge.
      expect(x3).toBe(x0! - 58);
      expect(x2).toBe(x1! - 58);
    }
    // Slid right by up to a period, a band still starts left of the fill at its top and bottom, and reaches past its end.
    const lefts = bands.map((b) => b[0]!);
    expect(Math.min(...lefts) + 51).toBeLessThanOrEqual(0);
    expect(Math.max(...lefts) - 58).toBeGreaterThanOrEqual(542);
  });

  it('slides its stripes one period right every 0.7 s, round and round', () => {
    expect(LOADING.stripes.ms).toBe(700);
    expect(stripeShift(0)).toBe(0);
    expect(stripeShift(0.5)).toBe(25.5);
    expect(stripeShift(1)).toBe(0);
    expect(stripeShift(1.25)).toBeCloseTo(12.75);
  });
});

describe('the tip', () => {
  it('is as wide as its words and padding, up to the column, at least 112 px tall, centred across', () => {
    expect(tipWrapWidth()).toBe(500);
    const short = tipBox(200, 1, 1000);
    expect(short).toEqual({ x: (750 - 260) / 2, y: 1000, width: 260, height: 112 });
    const long = tipBox(500, 3, 1000);
    expect(long.width).toBe(560);
    expect(long.x).toBe(95);
    expect(long.height).toBe(3 * 40 + 28);
  });

  it('fades in over 0.4 s, 0.2 s under reduced motion', () => {
    expect(tipFadeMs(false)).toBe(400);
    expect(tipFadeMs(true)).toBe(200);
    expect(tipAlpha(0)).toBe(0);
    expect(tipAlpha(1)).toBe(1);
    expect(tipAlpha(0.5)).toBeGreaterThan(0.5);
  });
});

describe('the title', () => {
  it('pops in from 80% and clear, a little past full size, in 0.4 s', () => {
    expect(titleEntranceMs(false)).toBe(400);
    expect(titleEntrance(0, false)).toEqual({ scale: 0.8, alpha: 0 });
    expect(titleEntrance(1, false)).toEqual({ scale: 1, alpha: 1 });
    const peak = Math.max(...Array.from({ length: 21 }, (_, i) => titleEntrance(i / 20, false).scale));
    expect(peak).toBeGreaterThan(1);
    for (let i = 0; i <= 20; i++) expect(titleEntrance(i / 20, false).alpha).toBeLessThanOrEqual(1);
  });

  it('only fades in, at full size, over 0.2 s under reduced motion', () => {
    expect(titleEntranceMs(true)).toBe(200);
    expect(titleEntrance(0, true)).toEqual({ scale: 1, alpha: 0 });
    expect(titleEntrance(0.5, true).scale).toBe(1);
    expect(titleEntrance(1, true)).toEqual({ scale: 1, alpha: 1 });
  });
});
