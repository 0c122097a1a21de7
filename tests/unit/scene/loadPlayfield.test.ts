// The playfield chunk: the menu's scene is an empty container; a level is built only once the chunk is loaded (the
// message says so before that), with the variant's look registered by the same load, and whatever the canvas gave
// the scene before (renderer, view, fly speed) reaches the playfield made then.
import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics and containers need no renderer.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import type { Container } from 'pixi.js';
import { loadPhysics } from '../../../src/physics/loadPhysics';
import { drawThemeOf } from '../../../src/scene/draw/drawTheme';
import { loadPlayfield, playfieldModule } from '../../../src/scene/loadPlayfield';
import { SceneController } from '../../../src/scene/sceneController';
import { candyVariant } from '../../../src/variants/candy';
import { bar, levelOf, start } from '../physics/helpers';
import { useFakeCanvas } from './fakeCanvas';

describe('the playfield chunk', () => {
  useFakeCanvas();
  const level = levelOf([bar('low', 1, 375, 900), bar('top', 2, 375, 600)]);

  it('leaves the scene empty before a level: nothing drawn, nothing hit, nothing moving', () => {
    const scene = new SceneController(candyVariant, { unlock: () => 'Unlock' });
    expect(scene.root.children).toHaveLength(0);
    expect(scene.hitAt({ x: 375, y: 900 })).toEqual({ kind: 'none' });
    expect(scene.screwsOnBoards()).toEqual([]);
    expect(scene.isAnimating()).toBe(false);
    expect(scene.physics()).toBeNull();
    // The first frame is drawn once, then nothing until something changes.
    expect(scene.takeChanged()).toBe(true);
    expect(scene.takeChanged()).toBe(false);
    scene.invalidate();
    expect(scene.takeChanged()).toBe(true);
    // Unloading or redrawing an empty scene is no error.
    scene.unload();
    scene.redrawTextures();
  });

  it('is not there before it is loaded, and building a level says what to do', async () => {
    await loadPhysics();
    expect(() => playfieldModule()).toThrow(/await loadPlayfield\(\) before building a level/);
    const scene = new SceneController(candyVariant, { unlock: () => 'Unlock' });
    expect(() => scene.build(level, start(level))).toThrow(/await loadPlayfield\(\)/);
  });

  it("loads once with the variant's look, and the first level gets what the scene was given before it", async () => {
    const [a, b] = await Promise.all([loadPlayfield('candy'), loadPlayfield('candy')]);
    expect(a).toBe(b);
    expect(playfieldModule()).toBe(a);
    // Variant B's sweets and plates came with the chunk: no fallback to the screw look.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(drawThemeOf(candyVariant).id).toBe('candy');
    expect(warn).not.toHaveBeenCalled();

    const scene = new SceneController(candyVariant, { unlock: () => 'Unlock' });
    const landings: string[] = [];
    scene.onLanding = (where) => landings.push(where);
    scene.setScrewSpeed(candyVariant.screwSpeed * 4);
    scene.fitView({ left: 0, top: 0, right: 750, bottom: 1334, pixelsPerUnit: 0.5 });
    expect(scene.takeChanged()).toBe(true);
    scene.build(level, start(level));
    const labels = scene.root.children.map((child: Container) => child.label);
    expect(labels).toEqual(['backdrop', 'box-row', 'tray', 'tray-screws', 'boards', 'hint', 'flights']);
    // The view given on the menu reached the backdrop: it is cached over that area.
    const backdrop = scene.root.getChildByLabel('backdrop')!;
    expect(backdrop.isCachedAsTexture).toBe(true);
    expect(backdrop.boundsArea.width).toBeGreaterThan(750);
    expect(scene.takeChanged()).toBe(true);
    expect(scene.screwsOnBoards().map((s) => s.id)).toContain('top.0');
    expect(scene.physics()).not.toBeNull();
    warn.mockRestore();
  });
});
