// The box-closing burst: short, outward, fading, and gone when it is over.
import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics and containers need no renderer.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import { Burst, BURST_MS, BURST_SPARKS, sparkAt } from '../../../src/scene/burst';

describe('the burst of a closing box', () => {
  it('lasts under half a second', () => {
    expect(BURST_MS).toBeLessThan(500);
  });

  it('starts at the centre, flies outwards and fades to nothing', () => {
    for (let i = 0; i < BURST_SPARKS; i++) {
      const start = sparkAt(i, BURST_SPARKS, 0);
      const mid = sparkAt(i, BURST_SPARKS, BURST_MS / 2);
      const end = sparkAt(i, BURST_SPARKS, BURST_MS);
      expect(Math.hypot(start.x, start.y)).toBeCloseTo(0);
      expect(Math.hypot(mid.x, mid.y)).toBeGreaterThan(0);
      expect(Math.hypot(end.x, end.y)).toBeGreaterThan(Math.hypot(mid.x, mid.y));
      expect(start.alpha).toBe(1);
      expect(mid.alpha).toBeLessThan(1);
      expect(end.alpha).toBe(0);
    }
  });

  it('sparks fly in different directions', () => {
    const angles = new Set(
      Array.from({ length: BURST_SPARKS }, (_, i) => {
        const s = sparkAt(i, BURST_SPARKS, BURST_MS / 2);
        return Math.round(Math.atan2(s.y, s.x) * 100);
      }),
    );
    expect(angles.size).toBe(BURST_SPARKS);
  });

  it('reports its end and destroys its view', () => {
    const burst = new Burst(100, 200, 0xff0000);
    expect(burst.update(BURST_MS / 2)).toBe(true);
    expect(burst.view.destroyed).toBe(false);
    expect(burst.update(BURST_MS)).toBe(false);
    expect(burst.view.destroyed).toBe(true);
  });
});
