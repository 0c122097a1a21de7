import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. The builders under test need no renderer.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import { shapeOutline } from '../../../src/core/geometry';
import type { BoardSpec } from '../../../src/core/types';
import { BOARD_SHADOW_OFFSET, BOARD_THICKNESS, createBoardGraphic } from '../../../src/scene/draw/drawBoard';
import { createBoxGraphic, createEmptyBoxGraphic, createLockedBoxGraphic } from '../../../src/scene/draw/drawBox';
import { createScrewGraphic, createScrewShadow } from '../../../src/scene/draw/drawScrew';
import { createTraySlotGraphic } from '../../../src/scene/draw/drawTray';
import { bounds } from '../../../src/scene/draw/shapeMath';
import { screwVariant } from '../../../src/variants/screw';

const R = screwVariant.screwRadius;
const layout = screwVariant.layout;

const board: BoardSpec = {
  id: 'b1',
  group: 2,
  shape: { kind: 'bar', length: 300, width: 64 },
  x: 375,
  y: 800,
  angle: 0,
  holes: [
    { x: -110, y: 0, colour: 1 },
    { x: 110, y: 0, colour: 2 },
  ],
};

describe('board graphic', () => {
  it('draws the face in the same outline physics uses, origin at the shape origin', () => {
    const g = createBoardGraphic(board, { groups: 3, screwRadius: R });
    const face = g.face.getLocalBounds();
    const outline = bounds(shapeOutline(board.shape));
    expect(face.minX).toBeCloseTo(outline.minX, 0);
    expect(face.maxX).toBeCloseTo(outline.maxX, 0);
    expect(face.minY).toBeCloseTo(outline.minY, 0);
    expect(face.maxY).toBeCloseTo(outline.maxY, 0);
  });

  it('applies a physics pose and keeps shadow and thickness falling down the screen', () => {
    const g = createBoardGraphic(board, { groups: 3, screwRadius: R });
    g.setPose(100, 200, Math.PI / 2);
    expect(g.position.x).toBe(100);
    expect(g.position.y).toBe(200);
    expect(g.rotation).toBeCloseTo(Math.PI / 2);
    // A child offset, turned by the board's rotation, must land on the fixed screen offset.
    const world = (p: { x: number; y: number }) => ({
      x: p.x * Math.cos(g.rotation) - p.y * Math.sin(g.rotation),
      y: p.x * Math.sin(g.rotation) + p.y * Math.cos(g.rotation),
    });
    const s = world(g.shadow.position);
    expect(s.x).toBeCloseTo(BOARD_SHADOW_OFFSET.x);
    expect(s.y).toBeCloseTo(BOARD_SHADOW_OFFSET.y);
    const t = world(g.side.position);
    expect(t.x).toBeCloseTo(0);
    expect(t.y).toBeCloseTo(BOARD_THICKNESS);
  });

  it('is built the same way every time for the same board', () => {
    const a = createBoardGraphic(board, { groups: 3, screwRadius: R }).face.getLocalBounds();
    const b = createBoardGraphic(board, { groups: 3, screwRadius: R }).face.getLocalBounds();
    expect([a.minX, a.maxX, a.minY, a.maxY]).toEqual([b.minX, b.maxX, b.minY, b.maxY]);
  });
});

describe('screw graphic', () => {
  it('builds a head for every colour that stays within the screw radius', () => {
    for (let c = 1; c <= 7; c++) {
      const b = createScrewGraphic(c, screwVariant.palette, R).getLocalBounds();
      expect(b.minX).toBeGreaterThanOrEqual(-R - 1);
      expect(b.maxX).toBeLessThanOrEqual(R + 1);
      expect(b.minY).toBeGreaterThanOrEqual(-R - 1);
      expect(b.maxY).toBeLessThanOrEqual(R + 1);
    }
  });

  it('casts its shadow down and to the right', () => {
    const b = createScrewShadow(R).getLocalBounds();
    expect((b.minX + b.maxX) / 2).toBeGreaterThan(0);
    expect((b.minY + b.maxY) / 2).toBeGreaterThan(0);
  });
});

describe('box and tray graphics', () => {
  it('builds colour, locked and empty boxes about the box size, centred', () => {
    const { width, height } = layout.boxRow;
    for (const g of [
      createBoxGraphic(3, screwVariant.palette, layout.boxRow, 3),
      createLockedBoxGraphic(layout.boxRow),
      createEmptyBoxGraphic(layout.boxRow),
    ]) {
      const b = g.getLocalBounds();
      expect(b.maxX - b.minX).toBeGreaterThanOrEqual(width - 2);
      expect(b.maxX - b.minX).toBeLessThanOrEqual(width + 30);
      expect(b.maxY - b.minY).toBeLessThanOrEqual(height + 30);
      expect(Math.abs((b.minX + b.maxX) / 2)).toBeLessThan(12);
    }
  });

  it('builds open and locked tray slots the slot size, centred', () => {
    for (const locked of [false, true]) {
      const b = createTraySlotGraphic(locked, layout.tray).getLocalBounds();
      expect(b.maxX - b.minX).toBeCloseTo(layout.tray.slot, 0);
      expect(Math.abs((b.minX + b.maxX) / 2)).toBeLessThan(1);
    }
  });
});
