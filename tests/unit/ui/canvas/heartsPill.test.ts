// The candy menu's hearts pill the canvas draws, read without a canvas: what it says (the DOM pill's words,
// word for word), where the heart, the count and the time sit, and that what it shows fits inside it.
import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics are built, never rendered.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});
// @pixi/react does not load under Node; the drawings read here use none of it.
vi.mock('@pixi/react', () => ({ extend: () => {}, useApplication: () => ({}), useTick: () => {} }));

import { Graphics } from 'pixi.js';
import { stubNodeCanvas } from './nodeCanvas';

stubNodeCanvas();
import { estimateTextEm, translatorFor } from '../../../../src/i18n';
import {
  HEARTS_COLOURS,
  HEARTS_PILL,
  heartCountFontSize,
  heartOutline,
  heartsPillLayout,
  heartsPillPaint,
  heartsPillSize,
  heartsPillWords,
  timeSlotSample,
} from '../../../../src/ui/canvas/heartsPillLook';
import { HUD_COLOURS } from '../../../../src/ui/canvas/coinPillLook';
import { drawHeartsPill } from '../../../../src/ui/canvas/HeartsPill';

const t = translatorFor('en_US');
/** A text's width at `size` px, estimated as the layers do without a browser. */
const width = (text: string, size: number) => estimateTextEm(text) * size;

describe('hearts pill words', () => {
  it("the count and 'Full' when full; its name says what it shows, then in words", () => {
    const full = heartsPillWords({ hearts: 20, max: 20, secondsToNext: 0 }, t);
    expect(full).toMatchObject({ count: 20, countText: '20', time: 'Full', full: true, empty: false, text: '20 Full' });
    expect(full.label).toBe('20 Full, Hearts 20 of 20, Full');
  });

  it("mm:ss to the next heart when not full (the DOM pill's name, word for word)", () => {
    const low = heartsPillWords({ hearts: 3, max: 20, secondsToNext: 599 }, t);
    expect(low).toMatchObject({ count: 3, time: '09:59', full: false, empty: false, text: '3 09:59' });
    expect(low.label).toBe('3 09:59, Hearts 3 of 20, Next heart in 09:59');
  });

  it('no heart left: a broken heart; broken counts read 0', () => {
    expect(heartsPillWords({ hearts: 0, max: 20, secondsToNext: 1799 }, t)).toMatchObject({
      count: 0,
      time: '29:59',
      empty: true,
    });
    expect(heartsPillWords({ hearts: Number.NaN, max: 20, secondsToNext: 5 }, t).countText).toBe('0');
    expect(heartsPillWords({ hearts: -2, max: 20, secondsToNext: 5 }, t).countText).toBe('0');
    expect(heartsPillWords({ hearts: 4.7, max: 20, secondsToNext: 5 }, t).countText).toBe('4');
  });
});

describe('hearts pill layout', () => {
  it('is 72 high, with a 100 px slot for the time: 212 wide for a time that fits the slot (the DOM pill)', () => {
    const state = { hearts: 3, max: 20, secondsToNext: 599 };
    expect(heartsPillSize(state, 96)).toEqual({ width: 212, height: 72 });
    expect(heartsPillSize(state)).toEqual({ width: 212, height: 72 });
    expect(heartsPillSize(state, 0)).toEqual(heartsPillSize(state, HEARTS_PILL.timeMinWidth));
    expect(heartsPillSize(state, Number.NaN)).toEqual(heartsPillSize(state, 0));
    expect(heartsPillSize(state, 130)).toEqual({ width: 242, height: 72 });
  });

  it("the timer '29:59' fits the pill between the heart and its right end", () => {
    const w = width('29:59', HEARTS_PILL.fontSize);
    const layout = heartsPillLayout(w);
    const slot = layout.time;
    expect(slot.width).toBeGreaterThanOrEqual(w);
    const centre = slot.x + slot.width / 2;
    // The words, centred in the slot, clear the heart and stay inside the rim and right padding.
    expect(centre - w / 2).toBeGreaterThanOrEqual(layout.heart.x + layout.heart.width);
    expect(centre + w / 2).toBeLessThanOrEqual(layout.width - HEARTS_PILL.rim - HEARTS_PILL.padRight);
    // And the 36 px line fits the pill's height inside its rim.
    expect(HEARTS_PILL.fontSize * 1.15).toBeLessThanOrEqual(slot.height);
    expect(slot.y + slot.height / 2).toBe(layout.height / 2);
  });

  it('the slot is measured with zeros, so the pill keeps its width as the seconds tick', () => {
    expect(timeSlotSample('29:59')).toBe('00:00');
    expect(timeSlotSample('09:41')).toBe(timeSlotSample('11:11'));
    expect(timeSlotSample('Full')).toBe('Full');
  });

  it("a long 'Full' (Hindi, Indonesian) widens the pill rather than spilling out", () => {
    const narrow = heartsPillLayout(width('Full', 36));
    const wide = heartsPillLayout(140);
    expect(narrow.width).toBe(212);
    expect(wide.width).toBe(narrow.width + 40);
    expect(wide.time.x + wide.time.width).toBeLessThanOrEqual(wide.width - HEARTS_PILL.rim - HEARTS_PILL.padRight);
  });

  it('the heart hangs 9 px out of the left end, centred on the height; the count sits 4 px above its middle', () => {
    const { heart, count, drawn, height } = heartsPillLayout(96);
    expect(heart).toEqual({ x: -9, y: -2, width: 76, height: 76 });
    expect(heart.y + heart.height / 2).toBe(height / 2);
    expect(count).toEqual({ x: 29, y: 32 });
    // What is drawn reaches from the heart's left to the ledge 8 px under the pill.
    expect(drawn).toEqual({ x: -9, y: -2, width: 212 + 9, height: 72 + 8 + 2 });
  });

  it('the count fits across the heart: two digits at 30 px, more get smaller type', () => {
    expect(heartCountFontSize(estimateTextEm('20'))).toBe(30);
    expect(heartCountFontSize(estimateTextEm('99'))).toBe(30);
    const three = heartCountFontSize(estimateTextEm('100'));
    expect(three).toBeLessThan(30);
    expect(estimateTextEm('100') * three + HEARTS_PILL.count.outline).toBeLessThanOrEqual(HEARTS_PILL.count.room);
    expect(heartCountFontSize(estimateTextEm('1000000'))).toBe(HEARTS_PILL.count.minFontSize);
    expect(heartCountFontSize(0)).toBe(30);
    // The heart is wider than its room at the count's line, and the room holds the widest two digits.
    expect(HEARTS_PILL.count.room).toBeLessThan(HEARTS_PILL.heart.size * 0.8);
  });
});

describe('hearts pill colours', () => {
  it("is the coin pill's chocolate: gradient, dark rim, pink top highlight, ledge 8 px down", () => {
    const paint = heartsPillPaint();
    expect(paint).toMatchObject({ top: 0x8b4a2b, bottom: 0x5e2c16, rim: 0x4a1d0c, rimWidth: 5 });
    expect(paint.shine).toEqual({ color: 0xffc8e1, alpha: 0.3, depth: 4 });
    expect(paint.ledge).toEqual({ color: 0x501428, alpha: 0.45, depth: 8 });
    expect(HEARTS_COLOURS.pill).toBe(HUD_COLOURS.candy.pill);
    expect(HEARTS_COLOURS.full).not.toBe(HEARTS_COLOURS.time);
  });
});

describe('hearts pill drawing', () => {
  it("reads the heart's outline from HeartIcon: its darker copy, 1.8 units down", () => {
    const outline = heartOutline();
    expect(outline).not.toBeNull();
    expect(outline!.d).toMatch(/^M24 44 C/);
    expect(outline!.dy).toBe(1.8);
  });

  it('draws the pill round its centre, the heart hanging out of its left end, the ledge under it', () => {
    const layout = heartsPillLayout(96);
    const g = new Graphics();
    drawHeartsPill(g, layout, false);
    const b = g.bounds;
    const ox = -layout.width / 2;
    const oy = -layout.height / 2;
    // The heart's drawing starts a little inside its 76 px box (its path from x 2 of 48), left of the pill.
    expect(b.minX).toBeLessThan(ox);
    expect(b.minX).toBeGreaterThanOrEqual(ox + layout.drawn.x);
    expect(b.maxX).toBeCloseTo(ox + layout.width, 0);
    expect(b.minY).toBeGreaterThanOrEqual(oy + layout.drawn.y);
    expect(b.maxY).toBeCloseTo(oy + layout.height + HEARTS_PILL.ledgeDepth, 0);
  });

  it('a broken heart is drawn in its pale colours', () => {
    const colours = (empty: boolean) => {
      const g = new Graphics();
      drawHeartsPill(g, heartsPillLayout(96), empty);
      return g.context.instructions.map((i) => (i.data.style as { color: number }).color);
    };
    expect(colours(false)).toContain(0xff3d6e);
    expect(colours(true)).not.toContain(0xff3d6e);
    expect(colours(true)).toContain(0xf3c6d6);
  });
});
