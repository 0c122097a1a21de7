// The words on a locked box or plate: one text style per grey and size for every locked place ever drawn (a style
// made per place outlived it in Pixi's text machinery, one per level start), centred where asked.
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import { CanvasTextMetrics, type TextStyle } from 'pixi.js';
import { createLockedLabel } from '../../../src/scene/draw/lockedLabel';
import { useFakeCanvas } from './fakeCanvas';

describe('createLockedLabel', () => {
  useFakeCanvas();
  const at = { x: 3, y: 40, maxWidth: 1000 };
  // Node has no text shaping: a line is 10 px a character, one font size high.
  beforeAll(() => {
    vi.spyOn(CanvasTextMetrics, 'measureText').mockImplementation((text = '', style) => {
      const size = Number((style as TextStyle).fontSize);
      const font = { ascent: size * 0.8, descent: size * 0.2, fontSize: size };
      return new CanvasTextMetrics(
        text,
        style as TextStyle,
        text.length * 10,
        size,
        [text],
        [text.length * 10],
        size,
        text.length * 10,
        font,
      );
    });
  });

  it('shares one style between the labels of one grey and size', () => {
    const a = createLockedLabel('Tap to unlock', 0x9aa6b2, 18, at);
    const b = createLockedLabel('Toca para abrir', 0x9aa6b2, 18.2, at);
    expect(b.style).toBe(a.style);
    expect(a.style.fontSize).toBe(18);
  });

  it('makes a style of its own for another grey or size, edged in a darker shade of the grey', () => {
    const box = createLockedLabel('x', 0x9aa6b2, 18, at);
    const plate = createLockedLabel('x', 0xa7b0bb, 18, at);
    const bigger = createLockedLabel('x', 0x9aa6b2, 24, at);
    expect(plate.style).not.toBe(box.style);
    expect(bigger.style).not.toBe(box.style);
    expect(box.style.stroke).not.toEqual(plate.style.stroke);
  });

  it('is centred on the point asked', () => {
    const text = createLockedLabel('Tap to unlock', 0x9aa6b2, 18, at);
    expect(text.anchor.x).toBe(0.5);
    expect(text.anchor.y).toBe(0.5);
    expect(text.position.x).toBe(3);
    expect(text.position.y).toBe(40);
    expect(text.scale.x).toBe(1);
  });

  it('narrows a label wider than its room to fit it', () => {
    const text = createLockedLabel('Tippen zum Entsperren', 0x9aa6b2, 18, { x: 0, y: 0, maxWidth: 105 });
    expect(text.scale.x).toBeCloseTo(0.5);
    expect(text.width).toBeCloseTo(105);
  });
});
