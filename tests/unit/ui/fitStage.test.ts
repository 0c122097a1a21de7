// The stage box (the 750x1334 design plus the 150-unit controls band below it) fitted into windows of every
// shape; the canvas uses the same numbers.

import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_DESIGN, fitStage, layoutTopOf } from '../../../src/ui/fitStage';
import { screwVariant } from '../../../src/variants/screw';

/** The stage box height: the design and the controls band. */
const H = DEFAULT_STAGE_DESIGN.height;

describe('fitStage', () => {
  it('uses the variant layout: 750x1334 plus the controls band, shift 50 above aspect 1.9', () => {
    const { width, height, controlsBand, notchAspect, notchShift } = screwVariant.layout;
    expect(DEFAULT_STAGE_DESIGN).toEqual({ width, height: height + controlsBand, notchAspect, notchShift });
    expect(DEFAULT_STAGE_DESIGN).toEqual({ width: 750, height: 1484, notchAspect: 1.9, notchShift: 50 });
  });

  it('a window of exactly the stage size is scale 1 with no offset', () => {
    // 1484 / 750 is above the 1.9 notch aspect: a window this tall shifts the top down.
    expect(fitStage(750, H)).toEqual({ scale: 1, offsetX: 0, offsetY: 0, topShift: 50 });
  });

  it('a tall phone (390x844) is width-bound, centred vertically, and shifted for the notch', () => {
    const fit = fitStage(390, 844);
    expect(fit.scale).toBeCloseTo(390 / 750, 10);
    expect(fit.offsetX).toBeCloseTo(0, 10);
    expect(fit.offsetY).toBeCloseTo((844 - H * (390 / 750)) / 2, 10);
    expect(fit.topShift).toBe(50);
  });

  it('an older phone (375x667, aspect 1.78) is height-bound and gets no top shift', () => {
    const fit = fitStage(375, 667);
    expect(fit.scale).toBeCloseTo(667 / H, 10);
    expect(fit.topShift).toBe(0);
  });

  it('a landscape desktop window is height-bound and centred horizontally', () => {
    const fit = fitStage(1280, 720);
    expect(fit.scale).toBeCloseTo(720 / H, 10);
    expect(fit.offsetY).toBeCloseTo(0, 10);
    expect(fit.offsetX).toBeCloseTo((1280 - 750 * (720 / H)) / 2, 10);
    expect(fit.topShift).toBe(0);
  });

  it('the shift starts strictly above aspect 1.9', () => {
    expect(fitStage(1000, 1900).topShift).toBe(0);
    expect(fitStage(1000, 1901).topShift).toBe(50);
  });

  it('the scaled box always fits inside the window and touches two opposite edges', () => {
    for (const [w, h] of [
      [320, 480],
      [390, 844],
      [412, 915],
      [768, 1024],
      [1920, 1080],
      [3440, 1440],
      [600, 3000],
    ] as const) {
      const { scale, offsetX, offsetY } = fitStage(w, h);
      expect(scale).toBe(Math.min(w / 750, h / H));
      expect(offsetX).toBeGreaterThanOrEqual(-1e-9);
      expect(offsetY).toBeGreaterThanOrEqual(-1e-9);
      expect(offsetX * 2 + 750 * scale).toBeCloseTo(w, 9);
      expect(offsetY * 2 + H * scale).toBeCloseTo(h, 9);
      expect(Math.min(offsetX, offsetY)).toBeCloseTo(0, 9);
    }
  });

  it('a zero, negative or non-number size never yields NaN', () => {
    const sizes: [number, number][] = [
      [0, 0],
      [0, 800],
      [-10, 800],
      [Number.NaN, 800],
      [400, Number.POSITIVE_INFINITY],
    ];
    for (const [w, h] of sizes) {
      const fit = fitStage(w, h);
      for (const v of Object.values(fit)) expect(Number.isFinite(v)).toBe(true);
      expect(fit.scale).toBe(0);
      expect(fit.topShift).toBe(0);
    }
  });

  it('takes another design box when given one', () => {
    const fit = fitStage(200, 500, { width: 100, height: 200, notchAspect: 2, notchShift: 10 });
    expect(fit).toEqual({ scale: 2, offsetX: 0, offsetY: 50, topShift: 10 });
  });
});

describe('layoutTopOf', () => {
  it('is the notch shift, or lower where the safe area reaches further into the design box', () => {
    const phone = fitStage(390, 844);
    expect(layoutTopOf(phone, 0)).toBe(phone.topShift);
    // An inset inside the letterbox band above the design box does not reach it.
    expect(layoutTopOf(phone, phone.offsetY)).toBe(phone.topShift);
    // One that reaches 100 window px past the box's top is 100 / scale design units in.
    const deep = phone.offsetY + 100;
    expect(layoutTopOf(phone, deep)).toBeCloseTo(Math.max(phone.topShift, 100 / phone.scale), 9);
    expect(layoutTopOf(fitStage(0, 0), 50)).toBe(0);
  });
});
