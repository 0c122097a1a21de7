// The backdrop is cached as one texture of what the canvas shows: the view's numbers, the bleed that covers
// it, the texture's resolution (the screen's, capped at the GPU's limit), and when it is drawn again.
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import { BACKDROP_BLEED, BackdropView, cachedArea, cacheResolution } from '../../../src/scene/backdropView';
import { designViewOf } from '../../../src/scene/designView';
import { screwTheme } from '../../../src/scene/draw/drawTheme';
import { loadPhysics } from '../../../src/physics/loadPhysics';
import { loadPlayfield } from '../../../src/scene/loadPlayfield';
import { SceneController } from '../../../src/scene/sceneController';
import { fitStage } from '../../../src/ui/fitStage';
import { screwVariant } from '../../../src/variants/screw';
import { bar, levelOf, start } from '../physics/helpers';
import { useFakeCanvas } from './fakeCanvas';

const layout = screwVariant.layout;
const phone = fitStage(390, 844);
const phoneView = designViewOf(phone, 390, 844, 3);

// The scene builds its world from the physics chunk, loaded first as the level loader does.
beforeAll(() => Promise.all([loadPhysics(), loadPlayfield()]));
describe('what the canvas shows of the design', () => {
  useFakeCanvas();

  it('spans the canvas in design units on a tall phone, at the screen pixels per unit', () => {
    expect(phoneView.left).toBeLessThanOrEqual(0);
    expect(phoneView.right - phoneView.left).toBeCloseTo(390 / phone.scale, 6);
    expect(phoneView.bottom - phoneView.top).toBeCloseTo(844 / phone.scale, 6);
    expect(phoneView.bottom - phoneView.top).toBeGreaterThan(layout.height);
    expect(phoneView.pixelsPerUnit).toBeCloseTo(phone.scale * 3, 9);
  });

  it('maps the canvas corners back onto the design plane', () => {
    const fit = { scale: 0.5, offsetX: 40, offsetY: 10, topShift: 20 };
    const view = designViewOf(fit, 455, 700, 2);
    // The stage sits at (offsetX, offsetY + topShift * scale) and scales by `scale`.
    expect(view).toEqual({ left: -80, top: -40, right: 830, bottom: 1360, pixelsPerUnit: 1 });
  });

  it('holds the view and a small margin in the cached area', () => {
    const area = cachedArea({ left: -80, top: -40, right: 830, bottom: 1360, pixelsPerUnit: 1 });
    expect([area.x, area.y, area.width, area.height]).toEqual([-88, -48, 926, 1416]);
  });

  it('caches at the screen resolution, and under 4096 pixels a side on a huge screen', () => {
    expect(cacheResolution(phoneView)).toBeCloseTo(phoneView.pixelsPerUnit, 9);
    const big = designViewOf(fitStage(3840, 2160), 3840, 2160, 2);
    const res = cacheResolution(big);
    const area = cachedArea(big);
    expect(res).toBeLessThan(big.pixelsPerUnit);
    expect(Math.max(area.width, area.height) * res).toBeCloseTo(4096, 6);
  });
});

describe('the backdrop view', () => {
  useFakeCanvas();
  const slots = 5;

  it('draws the shapes themselves with a wide bleed while no canvas shows it', () => {
    const view = new BackdropView(screwTheme, layout);
    view.build(slots);
    expect(view.cached()).toBe(false);
    const bounds = view.root.getLocalBounds();
    expect(bounds.width).toBeGreaterThanOrEqual(layout.width + 2 * BACKDROP_BLEED - 1);
  });

  it('caches one texture spanning just the view once the canvas tells it what it shows', () => {
    const view = new BackdropView(screwTheme, layout);
    view.build(slots);
    expect(view.fit(phoneView)).toBe(true);
    expect(view.cached()).toBe(true);
    // The texture's area (Pixi sizes it by the local bounds) is the view, not the drawing's wide bleed.
    const bounds = view.root.getLocalBounds();
    const area = cachedArea(phoneView);
    expect([bounds.x, bounds.y, bounds.width, bounds.height]).toEqual([area.x, area.y, area.width, area.height]);
    expect(bounds.y).toBeLessThan(phoneView.top);
    expect(bounds.y + bounds.height).toBeGreaterThan(phoneView.bottom);
    // The drawing itself still reaches far past it, so the sky's gradient is the same on every screen.
    expect(view.root.children[0]!.getLocalBounds().width).toBeGreaterThanOrEqual(layout.width + 2 * BACKDROP_BLEED - 1);
  });

  it('is drawn again only when the view changes', () => {
    const view = new BackdropView(screwTheme, layout);
    view.build(slots);
    view.fit(phoneView);
    const first = view.root.children[0];
    expect(view.fit({ ...phoneView })).toBe(false);
    expect(view.root.children[0]).toBe(first);
    expect(view.fit(designViewOf(fitStage(844, 390), 844, 390, 3))).toBe(true);
    expect(view.root.children[0]).not.toBe(first);
    expect(first?.destroyed).toBe(true);
  });

  it('keeps its drawing and texture for the next level with the same tray, and draws anew for another', () => {
    const view = new BackdropView(screwTheme, layout);
    view.build(slots);
    view.fit(phoneView);
    const first = view.root.children[0];
    view.build(slots);
    expect(view.root.children[0]).toBe(first);
    expect(first?.destroyed).toBe(false);
    view.build(slots + 1);
    expect(view.root.children[0]).not.toBe(first);
    expect(first?.destroyed).toBe(true);
    expect(view.cached()).toBe(true);
  });

  it('keeps a view given before the level, and frees its drawing when cleared', () => {
    const view = new BackdropView(screwTheme, layout);
    view.fit(phoneView);
    expect(view.root.children).toHaveLength(0);
    view.build(slots);
    expect(view.cached()).toBe(true);
    view.clear();
    expect(view.root.children).toHaveLength(0);
  });
});

describe('the scene and its view', () => {
  useFakeCanvas();
  it('keeps one backdrop drawing from level to level', () => {
    const scene = new SceneController(screwVariant, { unlock: () => 'Unlock' });
    const level = levelOf([bar('low', 1, 375, 900), bar('top', 2, 375, 600)]);
    scene.build(level, start(level));
    const drawing = () => scene.root.getChildByLabel('backdrop')?.children[0];
    const first = drawing();
    expect(first).toBeDefined();
    scene.build(level, start(level));
    expect(drawing()).toBe(first);
    scene.destroy();
    expect(first?.destroyed).toBe(true);
  });

  it('reports a changed picture when the view changes, and not when it stays', () => {
    const scene = new SceneController(screwVariant, { unlock: () => 'Unlock' });
    const level = levelOf([bar('low', 1, 375, 900), bar('top', 2, 375, 600)]);
    scene.build(level, start(level));
    scene.takeChanged();
    scene.fitView(phoneView);
    expect(scene.takeChanged()).toBe(true);
    scene.fitView({ ...phoneView });
    expect(scene.takeChanged()).toBe(false);
    scene.destroy();
  });
});
