// The share card's layout: 1200x630 (or 1000x800 for hosts that show a share's picture at 5:4), the playfield's
// picture inside the card on the left, the texts beside it
// (or across the card without a picture), and font sizes that shrink a long translation to its room.
import { describe, expect, it } from 'vitest';
import {
  fitCardFont,
  SHARE_CARD,
  SHARE_CARD_5_4,
  SHARE_CARDS,
  shadeColour,
  shareCaptureFrame,
  shareCardLayout as layoutOf,
  type CardRect,
  type CardSize,
} from '../../../src/core/shareCardLayout';
import { STAGE_LAYOUT } from '../../../src/core/stageLayout';

const inside = (r: CardRect, card: CardSize, margin = 0) =>
  r.x >= margin && r.y >= margin && r.x + r.width <= card.width - margin && r.y + r.height <= card.height - margin;

describe('shareCaptureFrame', () => {
  it('frames the design from above the box row to the bottom of the play area, full width', () => {
    const frame = shareCaptureFrame(STAGE_LAYOUT);
    expect(frame.x).toBe(0);
    expect(frame.width).toBe(STAGE_LAYOUT.width);
    expect(frame.y).toBeGreaterThan(0);
    expect(frame.y).toBeLessThan(STAGE_LAYOUT.boxRow.y - STAGE_LAYOUT.boxRow.height / 2);
    expect(frame.y + frame.height).toBe(STAGE_LAYOUT.height);
  });
});

describe('the cards', () => {
  it('are the 1.91:1 card Facebook recommends for shared images, and the 5:4 one WeChat shows', () => {
    expect(SHARE_CARD).toEqual({ width: 1200, height: 630 });
    expect(SHARE_CARD.width / SHARE_CARD.height).toBeCloseTo(1.91, 1);
    expect(SHARE_CARD_5_4.width / SHARE_CARD_5_4.height).toBe(5 / 4);
    expect(SHARE_CARDS).toEqual({ wide: SHARE_CARD, '5:4': SHARE_CARD_5_4 });
    // The wide card is the default.
    expect(layoutOf(0.64)).toEqual(layoutOf(0.64, true, SHARE_CARD));
  });
});

describe.each(Object.entries(SHARE_CARDS))('shareCardLayout, the %s card', (_shape, card) => {
  const shareCardLayout = (aspect: number | null, withHeadline = true) => layoutOf(aspect, withHeadline, card);
  const SHARE_CARD = card;

  it("puts the playfield's portrait picture on the left, whole and at its own aspect, its frame inside the card", () => {
    const frame = shareCaptureFrame(STAGE_LAYOUT);
    const aspect = frame.width / frame.height;
    const layout = shareCardLayout(aspect);
    const p = layout.picture!;
    expect(p).not.toBeNull();
    expect(p.width / p.height).toBeCloseTo(aspect, 1);
    expect(
      inside(
        {
          x: p.x - layout.frame,
          y: p.y - layout.frame,
          width: p.width + 2 * layout.frame,
          height: p.height + 2 * layout.frame,
        },
        card,
        20,
      ),
    ).toBe(true);
    // Tall enough to read: most of the card's height.
    expect(p.height).toBeGreaterThan(SHARE_CARD.height * 0.75);
    expect(p.x + p.width / 2).toBeLessThan(SHARE_CARD.width / 3);
  });

  it('places every text right of the picture, top to bottom, within the card', () => {
    for (const withHeadline of [true, false]) {
      const layout = shareCardLayout(0.64, withHeadline);
      const p = layout.picture!;
      const slots = withHeadline
        ? [layout.title, layout.headline, layout.line, layout.score]
        : [layout.title, layout.line, layout.score];
      for (const slot of slots) {
        expect(slot.x - slot.maxWidth / 2).toBeGreaterThan(p.x + p.width + layout.frame);
        expect(slot.x + slot.maxWidth / 2).toBeLessThanOrEqual(SHARE_CARD.width);
        expect(slot.y - slot.maxSize / 2).toBeGreaterThan(0);
        expect(slot.y + slot.maxSize).toBeLessThan(SHARE_CARD.height);
        expect(slot.minSize).toBeLessThanOrEqual(slot.maxSize);
      }
      const ys = slots.map((s) => s.y);
      expect(ys).toEqual([...ys].sort((a, b) => a - b));
      // Lines never overlap, and the block sits about the card's middle.
      for (let i = 1; i < slots.length; i++)
        expect(slots[i]!.y - slots[i - 1]!.y).toBeGreaterThan((slots[i]!.maxSize + slots[i - 1]!.maxSize) / 2);
      const top = slots[0]!.y - slots[0]!.maxSize / 2;
      const bottom = slots.at(-1)!.y + slots.at(-1)!.maxSize * 0.78;
      expect(Math.abs((top + bottom) / 2 - SHARE_CARD.height / 2)).toBeLessThan(30);
    }
  });

  it('a landscape picture is kept under half the card', () => {
    const p = shareCardLayout(2).picture!;
    expect(p.width).toBeLessThanOrEqual(SHARE_CARD.width * 0.4 + 1);
    expect(p.width / p.height).toBeCloseTo(2, 1);
  });

  it('without a picture (or a nonsense aspect) the texts are centred across the card, untilted', () => {
    for (const aspect of [null, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const layout = shareCardLayout(aspect);
      expect(layout.picture).toBeNull();
      expect(layout.tilt).toBe(0);
      expect(Math.abs(layout.title.x - SHARE_CARD.width / 2)).toBeLessThanOrEqual(20);
      expect(layout.title.maxWidth).toBeGreaterThan(SHARE_CARD.width * 0.8);
    }
  });

  it("keeps the decorations off the texts' lines", () => {
    for (const layout of [
      shareCardLayout(0.64),
      shareCardLayout(null),
      shareCardLayout(0.64, false),
      shareCardLayout(null, false),
    ]) {
      for (const dot of layout.dots) {
        for (const slot of [layout.title, layout.headline, layout.line, layout.score]) {
          const clearX =
            dot.x + dot.radius < slot.x - slot.maxWidth / 2 || dot.x - dot.radius > slot.x + slot.maxWidth / 2;
          const clearY =
            dot.y + dot.radius < slot.y - slot.maxSize / 2 || dot.y - dot.radius > slot.y + slot.maxSize / 2;
          expect(clearX || clearY).toBe(true);
        }
      }
    }
  });
});

describe('fitCardFont', () => {
  const slot = { maxWidth: 600, maxSize: 100, minSize: 40 };
  it('keeps the largest size when the text fits', () => {
    expect(fitCardFont(500, slot)).toBe(100);
    expect(fitCardFont(600, slot)).toBe(100);
  });
  it('shrinks a long text to its room, never below the smallest size', () => {
    expect(fitCardFont(1000, slot)).toBe(60);
    expect(fitCardFont(10_000, slot)).toBe(40);
  });
  it('a width it cannot measure keeps the largest size', () => {
    expect(fitCardFont(0, slot)).toBe(100);
    expect(fitCardFont(Number.NaN, slot)).toBe(100);
  });
});

describe('shadeColour', () => {
  it('mixes toward white or black and writes #rrggbb', () => {
    expect(shadeColour(0x3b78d8, 0)).toBe('#3b78d8');
    expect(shadeColour(0x3b78d8, 1)).toBe('#ffffff');
    expect(shadeColour(0x3b78d8, -1)).toBe('#000000');
    expect(shadeColour(0x000000, 0.5)).toBe('#808080');
    expect(shadeColour(0xffffff, -0.5)).toBe('#808080');
    expect(shadeColour(0x102030, 5)).toBe('#ffffff');
  });
});
