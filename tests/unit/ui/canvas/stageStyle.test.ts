// The canvas layers' one cache of text styles: a look asked for twice is one style object (so Pixi lays out and
// draws its texts once), a look that differs in any option is another, and every look is in the stage face.
import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Nothing is rendered.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import { STAGE_FONT } from '../../../../src/i18n/textWidth';
import { edged, heavy, stageStyle } from '../../../../src/ui/canvas/heavyText';

describe('stageStyle', () => {
  it('gives one style object per look, in the stage face', () => {
    const a = stageStyle({ fontWeight: '900', fontSize: 40, fill: 0xffffff });
    const b = stageStyle({ fontWeight: '900', fontSize: 40, fill: 0xffffff });
    expect(b).toBe(a);
    expect(a.fontFamily).toBe(STAGE_FONT);
    expect(a.fontSize).toBe(40);
  });

  it('makes another style when any option differs, nested ones included', () => {
    const plain = stageStyle({ fontWeight: '900', fontSize: 40, fill: 0xffffff });
    const wrapped = stageStyle({ fontWeight: '900', fontSize: 40, fill: 0xffffff, wordWrap: true, wordWrapWidth: 300 });
    const wider = stageStyle({ fontWeight: '900', fontSize: 40, fill: 0xffffff, wordWrap: true, wordWrapWidth: 320 });
    const shadowA = stageStyle({ fontSize: 40, dropShadow: { color: 0, alpha: 0.2, angle: 1, distance: 3, blur: 0 } });
    const shadowB = stageStyle({ fontSize: 40, dropShadow: { color: 0, alpha: 0.3, angle: 1, distance: 3, blur: 0 } });
    expect(new Set([plain, wrapped, wider, shadowA, shadowB]).size).toBe(5);
    expect(wider.wordWrapWidth).toBe(320);
    expect(shadowB.dropShadow?.alpha).toBe(0.3);
  });

  it('is where the heavy looks come from: the same look from either helper is the same object', () => {
    expect(heavy(48, 0x5b2d0c)).toBe(stageStyle({ fontWeight: '900', fontSize: 48, fill: 0x5b2d0c }));
    expect(edged(48, 0x5b2d0c)).toBe(heavy(48, 0x5b2d0c));
    const outlined = heavy(48, 0xffffff, 0x000000);
    expect(outlined).not.toBe(heavy(48, 0xffffff));
    expect(outlined.stroke).toMatchObject({ width: 4 });
  });
});
