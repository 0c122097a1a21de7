import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics are built, never rendered.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import { Graphics, Matrix } from 'pixi.js';
import * as firstIcons from '../../../../src/ui/icons';
import * as levelIcons from '../../../../src/ui/levelIcons';
import * as panelIcons from '../../../../src/ui/panelIcons';
import { drawIcon, parseTransform, type IconComponent } from '../../../../src/ui/canvas/iconGraphics';

// Every icon of the game, from the three files they are split into by where they are first drawn.
const icons = { ...firstIcons, ...levelIcons, ...panelIcons };

/** What the drawing holds: each fill or stroke with its colour, alpha and width. */
function paints(g: Graphics) {
  return g.context.instructions.map((i) => {
    const style = i.data.style as { color: number; alpha: number; width?: number };
    return { action: i.action, color: style.color, alpha: style.alpha, width: style.width };
  });
}

describe('drawIcon', () => {
  it("draws the pause icon's two bars in the colour asked, at the size asked", () => {
    const g = new Graphics();
    drawIcon(g, icons.PauseIcon, 96, { colour: 0xffffff });
    expect(paints(g)).toEqual([
      { action: 'fill', color: 0xffffff, alpha: 1, width: undefined },
      { action: 'fill', color: 0xffffff, alpha: 1, width: undefined },
    ]);
    // The 48-unit box at 96 px: the bars span x 22-74 and y 16-80.
    const b = g.bounds;
    expect(b.minX).toBeCloseTo(22, 0);
    expect(b.maxX).toBeCloseTo(74, 0);
    expect(b.minY).toBeCloseTo(16, 0);
    expect(b.maxY).toBeCloseTo(80, 0);
  });

  it("scales a stroke's width with the icon (Pixi moves the points but not the width): the clock's ring at 150 px", () => {
    const widths = (size: number) => {
      const g = new Graphics();
      drawIcon(g, icons.ClockIcon, size, { colour: 0xe5392a });
      return paints(g)
        .filter((p) => p.action === 'stroke')
        .map((p) => p.width);
    };
    // Its 5-unit ring and hands in the 48-unit box.
    expect(widths(48)).toEqual([5, 5, 4.5]);
    expect(widths(150)).toEqual([5, 5, 4.5].map((w) => (w * 150) / 48));
  });

  it("cuts an even-odd path's inner sub-paths as holes (the calendar's page, the gear's axle)", () => {
    for (const Icon of [icons.CalendarIcon, icons.GearIcon]) {
      const g = new Graphics();
      drawIcon(g, Icon, 48, { colour: 0xffffff });
      const first = g.context.instructions[0]!;
      expect(first.action).toBe('fill');
      const hole = (first.data as { hole?: { shapePath: { shapePrimitives: unknown[] } } }).hole;
      expect(hole?.shapePath.shapePrimitives.length).toBe(1);
    }
  });

  it('places the drawing at the corner given', () => {
    const g = new Graphics();
    drawIcon(g, icons.PauseIcon, 48, { colour: 0 }, { x: 100, y: 10 });
    expect(g.bounds.minX).toBeCloseTo(111, 0);
    expect(g.bounds.minY).toBeCloseTo(18, 0);
  });

  it("strokes what the SVG strokes, with its groups' widths, and fills nothing that says none", () => {
    const g = new Graphics();
    drawIcon(g, icons.ClockIcon, 48, { colour: 0x123456 });
    const strokes = paints(g).filter((p) => p.action === 'stroke');
    expect(strokes.map((s) => s.width)).toEqual([5, 5, 4.5]);
    expect(strokes.every((s) => s.color === 0x123456)).toBe(true);
    // The clock's ticks and hands are open paths: SVG's default black fill gives them no area, the ring says none.
    expect(paints(g).filter((p) => p.action === 'fill' && p.color !== 0)).toEqual([]);
  });

  it("gives the icon's accent the cut colour asked, else the icon's own", () => {
    const own = new Graphics();
    drawIcon(own, icons.VideoIcon, 48, { colour: 0xffffff });
    const cut = new Graphics();
    drawIcon(cut, icons.VideoIcon, 48, { colour: 0xffffff, cut: 0x3aa324 });
    expect(paints(own).map((p) => p.color)).toEqual([0xffffff, 0xffffff, 0x2f8f1e]);
    expect(paints(cut).map((p) => p.color)).toEqual([0xffffff, 0xffffff, 0x3aa324]);
  });

  it('keeps fixed colours and opacity of the drawing (the coin)', () => {
    const g = new Graphics();
    drawIcon(g, icons.CoinIcon, 48, { colour: 0xffffff });
    const colours = paints(g).map((p) => p.color);
    expect(colours).toContain(0xc27600);
    expect(colours).toContain(0xffc21a);
    expect(colours).not.toContain(0xffffff);
  });

  it('draws every icon of the game that needs no hook, inside its box', () => {
    const drawn = Object.entries(icons).filter(([name]) => name.endsWith('Icon') && name !== 'ScrewHeadIcon');
    expect(drawn.length).toBeGreaterThan(20);
    for (const [name, Icon] of drawn) {
      const g = new Graphics();
      drawIcon(g, Icon as IconComponent, 48, { colour: 0xffffff });
      expect(g.context.instructions.length, name).toBeGreaterThan(0);
      const b = g.bounds;
      // Strokes may reach a little past the 48-unit box (round caps), never far.
      expect(b.minX, name).toBeGreaterThanOrEqual(-4);
      expect(b.maxX, name).toBeLessThanOrEqual(52);
      expect(b.minY, name).toBeGreaterThanOrEqual(-4);
      expect(b.maxY, name).toBeLessThanOrEqual(52);
    }
  });
});

describe('parseTransform', () => {
  it('applies a list right to left as SVG does, rotating about the point given', () => {
    const m = parseTransform('translate(-2 2) rotate(90 24 24)');
    const p = m.apply({ x: 24, y: 0 });
    // (24, 0) turns a quarter about (24, 24) to (48, 24), then moves by (-2, 2).
    expect(p.x).toBeCloseTo(46, 6);
    expect(p.y).toBeCloseTo(26, 6);
    expect(parseTransform('').equals(new Matrix())).toBe(true);
    const s = parseTransform('scale(2) translate(1, 1)').apply({ x: 0, y: 0 });
    expect([s.x, s.y]).toEqual([2, 2]);
  });
});
