// The candy game's logo scene on the canvas read without a canvas (src/ui/canvas/logoLook.ts): the emblem's halo and
// sweets where the DOM logo put them, the stack centred under the top of the layout, the tagline's pill, the entrances
// (logo-in, the sign 0.12 s later, the tagline's fade; only fades under reduced motion) and the lollipop's sway.
import { describe, expect, it } from 'vitest';
import {
  emblemSweets,
  haloShape,
  logoEntrance,
  logoEntranceMs,
  logoIn,
  logoLayout,
  lollyPivot,
  swayAngle,
  taglineSize,
  taglineWrapWidth,
} from '../../../../src/ui/canvas/logoLook';

const steps = (n: number) => Array.from({ length: n + 1 }, (_, i) => i / n);

describe('the emblem', () => {
  it('stands the lollipop in the middle on the bottom, between the two tilted wrapped sweets', () => {
    const [left, lolly, right] = emblemSweets();
    expect(left).toMatchObject({ kind: 'candy', size: 130, x: 71, y: 255, angle: -24, colour: 3 });
    expect(lolly).toMatchObject({ kind: 'lolly', size: 300, x: 230, y: 180, angle: 0, colour: 6 });
    expect(right).toMatchObject({ kind: 'candy', size: 130, x: 389, y: 255, angle: 20, colour: 4 });
    expect(lolly!.shadow).toMatchObject({ dy: 16, blur: 16, alpha: 0.35 });
    expect(left!.shadow).toMatchObject({ dy: 10, blur: 10, alpha: 0.3 });
  });

  it('sways the lollipop about its stick, 95% down', () => {
    expect(lollyPivot()).toEqual({ x: 230, y: 30 + 285 });
  });

  it('lays the halo over the box grown 60 px up, 20 px each side and 30 px down, fading by 66% to its corner', () => {
    const h = haloShape();
    expect(h).toMatchObject({ cx: 230, cy: 150, rx: 250, ry: 210 });
    expect(h.radius).toBeCloseTo(Math.hypot(250, 210) * 0.66);
  });
});

describe('the stack', () => {
  const pill = taglineSize(400, 1);

  it('sizes the tagline pill to its words, up to 640 px', () => {
    expect(taglineWrapWidth()).toBe(640 - 76);
    expect(pill.width).toBe(400 + 76);
    expect(pill.height).toBeCloseTo(36 * 1.15 + 10 + 12 + 8);
    expect(taglineSize(900, 2).width).toBe(640);
    expect(taglineSize(900, 2).height).toBeCloseTo(2 * 36 * 1.15 + 30);
  });

  it('puts the emblem, the sign and the tagline 40 px apart (the tagline 22 px more), centred across', () => {
    const layout = logoLayout(0, 1334, 300, pill);
    expect(layout.emblem.x).toBe((750 - 460) / 2);
    expect(layout.emblem.width).toBe(460);
    expect(layout.sign.x).toBe(375);
    expect(layout.sign.y).toBeCloseTo(layout.emblem.y + 330 + 40);
    expect(layout.tagline.y).toBeCloseTo(layout.sign.y + 300 + 40 + 22);
    expect(layout.tagline.x + layout.tagline.width / 2).toBe(375);
  });

  it('centres the stack between the top of the layout and 90 px above the bottom', () => {
    for (const top of [0, 50, 120]) {
      const layout = logoLayout(top, 1400, 300, pill);
      const above = layout.emblem.y - top;
      const below = 1400 - 90 - (layout.tagline.y + layout.tagline.height);
      expect(above).toBeCloseTo(below);
      expect(above).toBeGreaterThan(0);
    }
    expect(logoLayout(50, 1334, 300, pill).emblem.y - logoLayout(0, 1334, 300, pill).emblem.y).toBe(25);
  });
});

describe('the entrances', () => {
  it('grow a part in from 60% and clear, a little past full size, solid by 60% of the way', () => {
    expect(logoIn(0)).toEqual({ scale: 0.6, alpha: 0 });
    expect(logoIn(1)).toEqual({ scale: 1, alpha: 1 });
    expect(logoIn(-1)).toEqual({ scale: 0.6, alpha: 0 });
    expect(Math.max(...steps(40).map((t) => logoIn(t).scale))).toBeGreaterThan(1);
    for (const t of steps(40)) expect(logoIn(t).alpha).toBeLessThanOrEqual(1);
    for (const t of steps(10).map((s) => 0.6 + 0.4 * s)) expect(logoIn(t).alpha).toBe(1);
    expect(logoIn(0.3).alpha).toBeGreaterThan(0);
  });

  it('bring the emblem in over 0.45 s, the sign 0.12 s later, and fade the tagline in from 0.4 s to 0.8 s', () => {
    expect(logoEntranceMs(false)).toBe(800);
    const start = logoEntrance(0, false);
    expect(start.emblem).toEqual({ scale: 0.6, alpha: 0 });
    expect(start.sign).toEqual({ scale: 0.6, alpha: 0 });
    expect(start.tagline.alpha).toBe(0);
    const at120 = logoEntrance(120, false);
    expect(at120.emblem.alpha).toBeGreaterThan(0);
    expect(at120.sign).toEqual({ scale: 0.6, alpha: 0 });
    expect(logoEntrance(450, false).emblem).toEqual({ scale: 1, alpha: 1 });
    expect(logoEntrance(450, false).sign.scale).not.toBe(1);
    expect(logoEntrance(570, false).sign).toEqual({ scale: 1, alpha: 1 });
    expect(logoEntrance(399, false).tagline.alpha).toBe(0);
    expect(logoEntrance(600, false).tagline.alpha).toBeGreaterThan(0.5);
    expect(logoEntrance(800, false).tagline.alpha).toBe(1);
  });

  it('only fade everything in at once over 0.2 s under reduced motion', () => {
    expect(logoEntranceMs(true)).toBe(200);
    const start = logoEntrance(0, true);
    expect(start).toEqual({ emblem: { scale: 1, alpha: 0 }, sign: { scale: 1, alpha: 0 }, tagline: { alpha: 0 } });
    const mid = logoEntrance(100, true);
    expect(mid.sign.alpha).toBe(mid.emblem.alpha);
    expect(mid.tagline.alpha).toBe(mid.emblem.alpha);
    expect(logoEntrance(200, true)).toEqual({
      emblem: { scale: 1, alpha: 1 },
      sign: { scale: 1, alpha: 1 },
      tagline: { alpha: 1 },
    });
  });
});

describe('the sway', () => {
  it('keeps the lollipop upright until 0.45 s, then swings it from -4 to 4 degrees and back every 2.4 s', () => {
    expect(swayAngle(0)).toBe(0);
    expect(swayAngle(449)).toBe(0);
    expect(swayAngle(450)).toBe(-4);
    expect(swayAngle(450 + 600)).toBeCloseTo(0);
    expect(swayAngle(450 + 1200)).toBe(4);
    expect(swayAngle(450 + 2400)).toBe(-4);
    expect(swayAngle(450 + 2400 + 1200)).toBe(4);
    for (const t of steps(48)) {
      const angle = swayAngle(450 + t * 2400);
      expect(angle).toBeGreaterThanOrEqual(-4);
      expect(angle).toBeLessThanOrEqual(4);
    }
  });
});
