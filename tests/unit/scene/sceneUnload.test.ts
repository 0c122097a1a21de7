// A level left for the menu is freed: its boards' drawings, screws and physics world go (a big level holds
// megabytes of geometry the menu never shows), the hint goes out, and the scene builds the next level as before.
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics and containers need no renderer.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import type { Container } from 'pixi.js';
import { loadPhysics } from '../../../src/physics/loadPhysics';
import { SceneController } from '../../../src/scene/sceneController';
import { screwVariant } from '../../../src/variants/screw';
import { bar, levelOf, start } from '../physics/helpers';
import { useFakeCanvas } from './fakeCanvas';

beforeAll(() => loadPhysics());

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
});
