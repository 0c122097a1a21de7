// The full-screen layers' canvas background read without a canvas: the washes spread over the whole window, the blobs
// where the DOM backdrop put them, the candy sprinkles as a fixed tiled pattern over the window, and the floating
// sweets inside the design box, bobbing 14 px on their own delays.
import { describe, expect, it } from 'vitest';
import {
  backdropLook,
  blobCircle,
  CANDY_BACKDROP,
  DESIGN_BOX,
  FLOAT,
  FLOATERS,
  floaterDelayMs,
  floaterRise,
  SCREW_BACKDROP,
  softEllipse,
  SPRINKLES,
  sprinkleDots,
  SWEET_SHADOW,
  washEllipse,
} from '../../../../src/ui/canvas/screenBackdropLook';

/** A tall phone's window: the design box with 60 px bands at the sides and 200 px above and below. */
const TALL = { x: -60, y: -200, width: 870, height: 1734 };

describe('the background', () => {
  it("is each skin's: warm for the screw game, pink for the candy game", () => {
    expect(backdropLook('shapes')).toBe(SCREW_BACKDROP);
    expect(backdropLook('sweets')).toBe(CANDY_BACKDROP);
    expect(SCREW_BACKDROP.base.map((s) => s.color)).toEqual([0xffd27a, 0xfbb45c, 0xf0924a]);
    expect(CANDY_BACKDROP.base.map((s) => s.offset)).toEqual([0, 0.55, 1]);
  });

  it('spreads its washes over the whole window, the letterbox bands included', () => {
    const [corner, top] = SCREW_BACKDROP.washes;
    // radial-gradient(120% 60% at 50% 0%): centred on the window's top edge, 1.2 windows wide, 0.6 tall.
    expect(washEllipse(TALL, top!)).toEqual({ cx: 375, cy: -200, rx: 1.2 * 870, ry: 0.6 * 1734 });
    // radial-gradient(90% 60% at 100% 100%): from the window's bottom-right corner.
    expect(washEllipse(TALL, corner!)).toEqual({ cx: 810, cy: 1534, rx: 0.9 * 870, ry: 0.6 * 1734 });
    expect(top!.fadeAt).toBe(0.6);
    expect(corner!.fadeAt).toBe(0.7);
  });

  it('puts the blobs in the design box as styles.css does (b from the right, c from the bottom)', () => {
    expect(SCREW_BACKDROP.blobs.map(blobCircle)).toEqual([
      { x: 40, y: 380, r: 260 },
      { x: 710, y: 810, r: 190 },
      { x: 380, y: 1464, r: 340 },
    ]);
    expect(CANDY_BACKDROP.blobs.map(blobCircle)).toEqual(SCREW_BACKDROP.blobs.map(blobCircle));
    expect(CANDY_BACKDROP.blobs.map((b) => b.alpha)).toEqual([0.3, 0.3, 0.2]);
  });
});

describe('the sprinkles', () => {
  it('repeat a 130 px tile of four dots from the window corner, at 80% of their strength', () => {
    const dots = sprinkleDots(TALL);
    expect(dots.slice(0, 4)).toEqual(
      SPRINKLES.dots.map((d) => ({ x: TALL.x + d.x, y: TALL.y + d.y, r: d.r, colour: d.colour, alpha: d.alpha * 0.8 })),
    );
    // The next tile across is 130 px on.
    expect(dots[4]).toMatchObject({ x: TALL.x + 130 + 20, y: TALL.y + 30 });
    expect(new Set(dots.map((d) => d.colour))).toEqual(new Set([0xffffff, 0xffd23f, 0x2bb673, 0x2f6fde]));
  });

  it('cover the window and show only there, the same every time', () => {
    const dots = sprinkleDots(TALL);
    for (const d of dots) {
      expect(d.x + d.r).toBeGreaterThan(TALL.x);
      expect(d.x - d.r).toBeLessThan(TALL.x + TALL.width);
      expect(d.y - d.r).toBeLessThan(TALL.y + TALL.height);
    }
    // Down to the bottom band and out to the right band.
    expect(Math.max(...dots.map((d) => d.y))).toBeGreaterThan(TALL.y + TALL.height - 130);
    expect(Math.max(...dots.map((d) => d.x))).toBeGreaterThan(TALL.x + TALL.width - 130);
    expect(sprinkleDots(TALL)).toEqual(dots);
    // 7 columns and 14 rows of tiles, less the dots of the last column and row that fall outside.
    expect(dots.length).toBeGreaterThan(6 * 13 * 4);
    expect(dots.length).toBeLessThanOrEqual(7 * 14 * 4);
  });
});

describe('the floating sweets', () => {
  it('are the DOM background’s seven, each centred in the design box however it bobs', () => {
    expect(FLOATERS).toHaveLength(7);
    expect(FLOATERS.filter((f) => f.kind === 'lolly')).toHaveLength(2);
    for (const f of FLOATERS) {
      const cx = f.x + f.size / 2;
      const cy = f.y + f.size / 2;
      expect(cx).toBeGreaterThanOrEqual(0);
      expect(cx).toBeLessThanOrEqual(DESIGN_BOX.width);
      expect(cy - FLOAT.rise).toBeGreaterThanOrEqual(0);
      expect(cy).toBeLessThanOrEqual(DESIGN_BOX.height);
    }
  });

  it('wait 0.7 s more each (modulo 3 s) before they bob', () => {
    expect(FLOATERS.map((_, i) => floaterDelayMs(i))).toEqual([0, 700, 1400, 2100, 2800, 500, 1200]);
  });

  it('rise 14 px and come back in 3.6 s, eased in and out', () => {
    const delay = floaterDelayMs(2);
    expect(floaterRise(2, 0)).toBe(0);
    expect(floaterRise(2, delay - 1)).toBe(0);
    expect(floaterRise(2, delay + FLOAT.ms / 2)).toBeCloseTo(-14);
    expect(floaterRise(2, delay + FLOAT.ms)).toBeCloseTo(0);
    // Eased: a quarter of the way it has risen half, and the loop goes on.
    expect(floaterRise(2, delay + FLOAT.ms / 4)).toBeCloseTo(-7, 0);
    expect(floaterRise(2, delay + 5 * FLOAT.ms + FLOAT.ms / 2)).toBeCloseTo(-14);
    for (let ms = 0; ms < 10_000; ms += 97) {
      const dy = floaterRise(4, ms);
      expect(dy).toBeLessThanOrEqual(0);
      expect(dy).toBeGreaterThanOrEqual(-FLOAT.rise);
    }
  });

  it('cast a soft shadow the size of the sweet, 10 px down', () => {
    const e = softEllipse(SWEET_SHADOW.candy, 96, SWEET_SHADOW.blur);
    expect(e.cx).toBe(48);
    expect(e.rx).toBe(21 * 2 + 5);
    expect(e.solid).toBeGreaterThan(0.5);
    expect(e.solid).toBeLessThan(1);
    expect(SWEET_SHADOW.dy).toBe(10);
  });
});
