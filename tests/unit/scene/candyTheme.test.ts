// Variant B's drawings: the candy theme has a builder for everything the screw theme draws, with the same
// signatures, and each builds its display objects without a renderer, sized and centred as the screw game's.
import { afterAll, describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. A gradient fill asks for a 2D canvas, which Node lacks
// too: a stand-in that accepts every call is enough to build (not render) the backdrop.
const stubbed = vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
  if ('document' in globalThis) return false;
  const anything: unknown = new Proxy(function () {}, {
    get: (_t, key) => (key === 'width' || key === 'height' ? 1 : anything),
    apply: () => anything,
    construct: () => anything as object,
  });
  const canvas = () => ({ width: 1, height: 1, style: {}, getContext: () => anything });
  Object.defineProperty(globalThis, 'document', { value: { createElement: canvas }, configurable: true });
  return true;
});

import { Graphics, type Container } from 'pixi.js';
import { shapeOutline } from '../../../src/core/geometry';
import type { BoardSpec } from '../../../src/core/types';
import { createCandyBackgroundGraphic } from '../../../src/scene/draw/candyBackground';
import { biscuitTone, createCandyBoardGraphic, icingTone } from '../../../src/scene/draw/candyBoard';
import {
  createEmptyPlateGraphic,
  createHoldingSlotGraphic,
  createLockedPlateGraphic,
  createPlateGraphic,
} from '../../../src/scene/draw/candyPlate';
import { CANDY_BODY, createCandyGraphic, createCandyShadow } from '../../../src/scene/draw/candySweet';
import { candyTheme } from '../../../src/scene/draw/candyTheme';
import { drawThemeOf, registerDrawTheme, screwTheme } from '../../../src/scene/draw/drawTheme';
import { BOARD_SHADOW_OFFSET, BOARD_THICKNESS, BoardGraphic } from '../../../src/scene/draw/drawBoard';
import { luminance } from '../../../src/scene/draw/palette';
import { bounds } from '../../../src/scene/draw/shapeMath';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';

afterAll(() => {
  if (stubbed) Reflect.deleteProperty(globalThis, 'document');
});

const R = candyVariant.screwRadius;
const layout = candyVariant.layout;
const palette = candyVariant.palette;
const labels = (c: Container) => c.children.map((k) => k.label);

const board: BoardSpec = {
  id: 'wafer',
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

describe('the themes', () => {
  it('the candy theme has a builder for everything the screw theme draws', () => {
    expect(Object.keys(candyTheme).sort()).toEqual(Object.keys(screwTheme).sort());
    for (const [key, builder] of Object.entries(candyTheme)) {
      if (key === 'id') continue;
      expect(typeof builder, key).toBe('function');
      // The same arguments (optional ones aside) as the screw builder it stands for.
      expect((builder as (...a: unknown[]) => unknown).length, key).toBe(
        (screwTheme[key as keyof typeof screwTheme] as (...a: unknown[]) => unknown).length,
      );
    }
  });

  it('a variant picks its theme by `theme`; no theme means the screw look', () => {
    // The candy look is a chunk of its own: until variant B's start-up registers it, the screw look stands in.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(drawThemeOf(candyVariant)).toBe(screwTheme);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    registerDrawTheme(candyTheme);
    expect(drawThemeOf(candyVariant)).toBe(candyTheme);
    expect(drawThemeOf(screwVariant)).toBe(screwTheme);
    expect(drawThemeOf({})).toBe(screwTheme);
    expect(candyTheme.id).toBe('candy');
    expect(candyTheme.createScrewGraphic).toBe(createCandyGraphic);
  });
});

describe('sweets', () => {
  it('builds a wrapped sweet per colour: wrapper, drop and mark, within the screw radius', () => {
    for (let c = 1; c <= 7; c++) {
      const g = createCandyGraphic(c, palette, R);
      expect(g.label).toBe(`candy-${c}`);
      expect(labels(g)).toEqual(['wrapper', 'drop', 'mark']);
      const b = g.getLocalBounds();
      expect(b.minX).toBeGreaterThanOrEqual(-R - 1);
      expect(b.maxX).toBeLessThanOrEqual(R + 1);
      expect(b.minY).toBeGreaterThanOrEqual(-R - 1);
      expect(b.maxY).toBeLessThanOrEqual(R + 1);
      // The drop is round and centred; the wrapper ends make the sweet wider than tall.
      const drop = g.getChildByLabel('drop')!.getLocalBounds();
      expect(drop.maxX - drop.minX).toBeCloseTo(2 * R * CANDY_BODY, 0);
      expect(b.maxX - b.minX).toBeGreaterThan(b.maxY - b.minY);
    }
  });

  it('casts its shadow down and to the right', () => {
    const b = createCandyShadow(R).getLocalBounds();
    expect((b.minX + b.maxX) / 2).toBeGreaterThan(0);
    expect((b.minY + b.maxY) / 2).toBeGreaterThan(0);
  });
});

describe('plates and the holding plate', () => {
  it('builds colour, locked and empty plates about the box size, centred', () => {
    const { width, height } = layout.boxRow;
    for (const g of [
      createPlateGraphic(3, palette, layout.boxRow, 3),
      createLockedPlateGraphic(layout.boxRow),
      createEmptyPlateGraphic(layout.boxRow),
    ]) {
      const b = g.getLocalBounds();
      expect(b.maxX - b.minX).toBeGreaterThanOrEqual(width - 2);
      expect(b.maxX - b.minX).toBeLessThanOrEqual(width + 30);
      expect(b.maxY - b.minY).toBeLessThanOrEqual(height + 30);
      expect(Math.abs((b.minX + b.maxX) / 2)).toBeLessThan(12);
    }
  });

  it("draws a colour plate as one Graphics labelled 'crate', which the box row shares per colour", () => {
    const plate = createPlateGraphic(5, palette, layout.boxRow, 3);
    expect(plate.label).toBe('plate-5');
    expect(labels(plate)).toEqual(['crate']);
    const dish = plate.getChildByLabel('crate');
    expect(dish).toBeInstanceOf(Graphics);
    const shared = createPlateGraphic(5, palette, layout.boxRow, 3, (dish as Graphics).context);
    expect(labels(shared)).toEqual(['crate']);
    expect((shared.getChildByLabel('crate') as Graphics).context).toBe((dish as Graphics).context);
  });

  it('draws a locked plate with a padlock and a video badge', () => {
    const locked = createLockedPlateGraphic(layout.boxRow);
    expect(locked.label).toBe('plate-locked');
    expect(locked.children).toHaveLength(3);
    expect(createEmptyPlateGraphic(layout.boxRow).label).toBe('plate-empty');
  });

  it('builds open and locked holding-plate slots the slot size, centred; a locked one shows a padlock', () => {
    for (const locked of [false, true]) {
      const g = createHoldingSlotGraphic(locked, layout.tray);
      expect(g.label).toBe(locked ? 'holding-slot-locked' : 'holding-slot');
      expect(g.children).toHaveLength(locked ? 2 : 1);
      const b = g.getLocalBounds();
      expect(b.maxX - b.minX).toBeCloseTo(layout.tray.slot, 0);
      expect(Math.abs((b.minX + b.maxX) / 2)).toBeLessThan(1);
    }
  });
});

describe('biscuit boards', () => {
  it('draws the face in the same outline physics uses, origin at the shape origin', () => {
    const g = createCandyBoardGraphic(board, { groups: 3, screwRadius: R });
    expect(g).toBeInstanceOf(BoardGraphic);
    expect(g.label).toBe('board-wafer');
    expect(labels(g)).toEqual(['shadow', 'side', 'face']);
    const face = g.face.getLocalBounds();
    const outline = bounds(shapeOutline(board.shape));
    expect(face.minX).toBeCloseTo(outline.minX, 0);
    expect(face.maxX).toBeCloseTo(outline.maxX, 0);
    expect(face.minY).toBeCloseTo(outline.minY, 0);
    expect(face.maxY).toBeCloseTo(outline.maxY, 0);
  });

  it('applies a physics pose and keeps shadow and thickness falling down the screen', () => {
    const g = createCandyBoardGraphic(board, { groups: 3, screwRadius: R });
    g.setPose(100, 200, Math.PI / 2);
    expect([g.position.x, g.position.y]).toEqual([100, 200]);
    const world = (p: { x: number; y: number }) => ({
      x: p.x * Math.cos(g.rotation) - p.y * Math.sin(g.rotation),
      y: p.x * Math.sin(g.rotation) + p.y * Math.cos(g.rotation),
    });
    expect(world(g.shadow.position).x).toBeCloseTo(BOARD_SHADOW_OFFSET.x);
    expect(world(g.shadow.position).y).toBeCloseTo(BOARD_SHADOW_OFFSET.y);
    expect(world(g.side.position).y).toBeCloseTo(BOARD_THICKNESS);
  });

  it('is built the same way every time for the same board (sprinkles are seeded by its id)', () => {
    const a = createCandyBoardGraphic(board, { groups: 3, screwRadius: R });
    const b = createCandyBoardGraphic(board, { groups: 3, screwRadius: R });
    expect(a.face.context.instructions.length).toBe(b.face.context.instructions.length);
    for (const shape of [
      { kind: 'circle', radius: 120 } as const,
      { kind: 'rect', width: 200, height: 120 } as const,
    ]) {
      const holes = board.holes.map((h) => ({ ...h, x: h.x / 2 }));
      const g = createCandyBoardGraphic({ ...board, shape, holes }, { groups: 1, screwRadius: R });
      expect(g.face.getLocalBounds().maxX).toBeCloseTo(bounds(shapeOutline(shape)).maxX, 0);
    }
  });

  it('ices each layer in its own colour, lower layers darker', () => {
    const icings = [1, 2, 3, 4].map((g) => icingTone(g, 4));
    expect(new Set(icings).size).toBe(4);
    expect(luminance(icingTone(1, 4))).toBeLessThan(luminance(icingTone(1, 1)));
    expect(luminance(biscuitTone(1, 4))).toBeLessThan(luminance(biscuitTone(4, 4)));
  });
});

describe('the candy backdrop', () => {
  it('has the parts of the screw backdrop, in the same places of the design', () => {
    const g = createCandyBackgroundGraphic(layout, { traySlots: 7, bleed: 0 });
    expect(g.label).toBe('background');
    expect(labels(g)).toEqual(['sky', 'shelf', 'rail', 'panel']);
    const rail = g.getChildByLabel('rail')!.getLocalBounds();
    // The holding plate spans its seven slots, centred on the design, at the tray's height.
    expect((rail.minX + rail.maxX) / 2).toBeCloseTo(layout.width / 2, 0);
    expect(rail.maxX - rail.minX).toBeGreaterThan(6 * layout.tray.spacing + layout.tray.slot);
    expect(rail.minY).toBeLessThan(layout.tray.y);
    expect(rail.maxY).toBeGreaterThan(layout.tray.y);
    const panel = g.getChildByLabel('panel')!.getLocalBounds();
    expect(panel.minY).toBeLessThanOrEqual(layout.playArea.top);
  });
});
