// A level left for the menu is freed: its boards' drawings, screws and physics world go (a big level holds
// megabytes of geometry the menu never shows), the hint goes out, and the scene builds the next level as before.
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics and containers need no renderer.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import {
  BigPool,
  CanvasTextMetrics,
  CanvasTextSystem,
  Graphics,
  GraphicsContextRenderData,
  type Container,
  type Renderer,
  type Texture,
} from 'pixi.js';
import { loadPhysics } from '../../../src/physics/loadPhysics';
import { loadPlayfield } from '../../../src/scene/loadPlayfield';
import { compactGpuLists, compactTextTextures } from '../../../src/scene/disposal';
import { SceneController } from '../../../src/scene/sceneController';
import { screwVariant } from '../../../src/variants/screw';
import { bar, levelOf, start } from '../physics/helpers';
import { useFakeCanvas } from './fakeCanvas';

beforeAll(() => Promise.all([loadPhysics(), loadPlayfield()]));

describe('SceneController.unload', () => {
  useFakeCanvas();
  const level = levelOf([bar('low', 1, 375, 900), bar('top', 2, 375, 600)]);
  const boardsOf = (s: SceneController) => s.root.getChildByLabel('boards') as Container;

  it('frees the boards, screws and physics world, then builds the next level as before', () => {
    const s = new SceneController(screwVariant, { unlock: () => 'Unlock' });
    s.build(level, start(level));
    s.showHint('top.0');
    const drawn = [...boardsOf(s).children];
    expect(drawn.length).toBeGreaterThan(0);
    expect(s.screwsOnBoards()).toHaveLength(4);

    s.unload();

    expect(s.physics()).toBeNull();
    expect(s.screwsOnBoards()).toEqual([]);
    expect(s.hintedScrew()).toBeNull();
    expect(boardsOf(s).children).toHaveLength(0);
    for (const board of drawn) expect(board.destroyed).toBe(true);
    expect(s.hitAt({ x: 375, y: 600 })).toEqual({ kind: 'none' });

    s.build(level, start(level));
    expect(s.physics()).not.toBeNull();
    expect(s.screwsOnBoards()).toHaveLength(4);
  });

  it("empties Pixi's text measurements, whose entries hold the styles of texts long gone", () => {
    const cache = (CanvasTextMetrics as unknown as { _measurementCache: Map<string, unknown> })._measurementCache;
    const s = new SceneController(screwVariant, { unlock: () => 'Unlock' });
    s.build(level, start(level));
    cache.set('0:36-style', { style: {} });
    cache.set('Level 7-style', { style: {} });
    expect(cache.size).toBe(2);
    s.unload();
    expect(cache.size).toBe(0);
  });

  it("lets go of the canvas Pixi measures text on (the browser's shaped glyphs of every text measured on it)", () => {
    const metrics = CanvasTextMetrics as unknown as {
      _canvas: unknown;
      _context: unknown;
      __canvas?: unknown;
      __context?: unknown;
    };
    const s = new SceneController(screwVariant, { unlock: () => 'Unlock' });
    s.build(level, start(level));
    const canvas = metrics._canvas;
    const context = metrics._context;
    expect(canvas).toBeTruthy();
    expect(metrics._canvas).toBe(canvas);
    expect(metrics.__context).toBe(context);
    s.unload();
    // Neither is held any more; the next measurement makes a new canvas (and asks it for its context).
    expect(metrics.__canvas).toBeUndefined();
    expect(metrics.__context).toBeUndefined();
    expect(metrics._canvas).toBeTruthy();
    expect(metrics._canvas).not.toBe(canvas);
    expect(metrics._context).toBeTruthy();
  });
});

describe('the pooled drawing buffers', () => {
  useFakeCanvas();
  const level = levelOf([bar('low', 1, 375, 900)]);
  const pooled = () => BigPool.getPool(GraphicsContextRenderData);
  const boardsOf = (s: SceneController) => s.root.getChildByLabel('boards') as Container;
  const drawingsIn = (view: Container): Graphics[] => [
    ...(view instanceof Graphics ? [view] : []),
    ...view.children.flatMap(drawingsIn),
  ];
  const isWithin = (view: Container, ancestor: Container): boolean =>
    view === ancestor || (view.parent !== null && isWithin(view.parent, ancestor));

  /**
   * What Pixi leaves when a big drawing goes: its render data pooled, with the batcher grown to fit it (a
   * stand-in batcher: Pixi's own needs a WebGL context to build its shader).
   */
  function poolGrownBatcher(): { data: GraphicsContextRenderData; destroyed: () => boolean } {
    const data = new GraphicsContextRenderData();
    let destroyed = false;
    const batcher = { attributeBuffer: new ArrayBuffer(800_000), destroy: () => void (destroyed = true) };
    data.batcher = batcher as unknown as GraphicsContextRenderData['batcher'];
    BigPool.return(data);
    return { data, destroyed: () => destroyed };
  }

  it('are destroyed when a level is left, so no later drawing inherits a grown batcher', () => {
    const s = new SceneController(screwVariant, { unlock: () => 'Unlock' });
    s.build(level, start(level));
    const grown = poolGrownBatcher();
    expect(pooled().totalFree).toBeGreaterThan(0);
    // The drawings that stay (sky, panel, tray sockets, crates) may hold a grown batcher too: they give up
    // their GPU data, to be rebuilt at their next render.
    const staying = drawingsIn(s.root).filter((g) => !boardsOf(s).children.some((b) => isWithin(g, b)));
    expect(staying.length).toBeGreaterThan(3);
    const unloads = staying.map((g) => vi.spyOn(g.context, 'unload'));

    s.unload();

    expect(pooled().totalFree).toBe(0);
    expect(grown.destroyed()).toBe(true);
    expect(grown.data.batcher).toBeNull();
    for (const spy of unloads) expect(spy).toHaveBeenCalled();
    for (const g of staying) expect(g.destroyed).toBe(false);
  });

  it('are destroyed when the next level is built over the last one', () => {
    const s = new SceneController(screwVariant, { unlock: () => 'Unlock' });
    s.build(level, start(level));
    const grown = poolGrownBatcher();
    s.build(level, start(level));
    expect(pooled().totalFree).toBe(0);
    expect(grown.destroyed()).toBe(true);
  });
});

describe("Pixi's lists of what it holds on the GPU", () => {
  it('lose the empty slots gone items leave, keep the live items in order, and stay the lists Pixi reads', () => {
    const a = { uid: 1 };
    const b = { uid: 40 };
    const owner = {
      items: Object.assign(Object.create(null) as Record<string, unknown>, { 1: a, 7: null, 9: null, 40: b }),
    };
    const clean = { items: Object.assign(Object.create(null) as Record<string, unknown>, { 3: a }) };
    const before = clean.items;
    const renderer = {
      gc: {
        _managedResourceHashes: [
          { context: owner, hash: 'items' },
          { context: clean, hash: 'items' },
        ],
      },
    };
    expect(compactGpuLists(renderer)).toBe(2);
    expect(Object.entries(owner.items)).toEqual([
      ['1', a],
      ['40', b],
    ]);
    // A list with no empty slot is left as it is.
    expect(clean.items).toBe(before);
    expect(compactGpuLists(renderer)).toBe(0);
  });

  it('does nothing before the renderer, or on a Pixi without such lists', () => {
    expect(compactGpuLists(null)).toBe(0);
    expect(compactGpuLists({ gc: {} })).toBe(0);
  });
});

describe("Pixi's table of text textures", () => {
  /** The table Pixi's text system keeps its textures in (a private field). */
  const tableOf = (system: CanvasTextSystem) =>
    (system as unknown as { _activeTextures: Record<string, unknown> })._activeTextures;
  /** Pixi's own text system, its textures given back to nothing (the test draws no text). */
  function textSystem() {
    const system = new CanvasTextSystem({} as Renderer);
    system.returnTexture = () => {};
    const add = (key: string, usageCount: number) =>
      (tableOf(system)[key] = { texture: { label: key } as unknown as Texture, usageCount });
    return { system, add };
  }

  it("loses the keys of texts no longer drawn, which Pixi's own release leaves as nulls, and keeps the live ones", () => {
    const { system, add } = textSystem();
    add('0:45:12-0:2', 1);
    add('Level 7 complete:39-0:2', 1);
    add('Best 120:40-0:2', 2);
    // The text drawn goes: Pixi returns its texture and leaves its key behind (the leak this mends).
    system.decreaseReferenceCount('0:45:12-0:2');
    system.decreaseReferenceCount('Level 7 complete:39-0:2');
    system.decreaseReferenceCount('Best 120:40-0:2');
    expect(Object.keys(tableOf(system))).toEqual(['0:45:12-0:2', 'Level 7 complete:39-0:2', 'Best 120:40-0:2']);

    expect(compactTextTextures({ canvasText: system })).toBe(2);
    expect(Object.keys(tableOf(system))).toEqual(['Best 120:40-0:2']);
    // Pixi goes on with the new table: the live text's count, then its release.
    expect(system.getReferenceCount('Best 120:40-0:2')).toBe(1);
    system.decreaseReferenceCount('Best 120:40-0:2');
    expect(system.getReferenceCount('Best 120:40-0:2')).toBe(0);
    expect(compactTextTextures({ canvasText: system })).toBe(1);
    expect(compactTextTextures({ canvasText: system })).toBe(0);
  });

  it('does nothing before the renderer, or on a Pixi without such a table', () => {
    expect(compactTextTextures(null)).toBe(0);
    expect(compactTextTextures({})).toBe(0);
    expect(compactTextTextures({ canvasText: {} })).toBe(0);
  });
});
