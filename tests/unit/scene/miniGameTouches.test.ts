// The mini-game's touches reach Pixi as pointer events (src/scene/miniGameTouches.ts): a real EventSystem
// subclass with a real stage, fed by the fake runtime (tests/unit/platform/fakes/fakeMiniGameSystem.ts) that
// follows WeChat's touch listeners; no DOM is touched.
import { afterEach, describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. The event system needs no renderer beyond its canvas.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import type { EventSystem } from 'pixi.js';
import { Container, Rectangle, type FederatedPointerEvent, type Renderer } from 'pixi.js';
import { pointerOfTouch, touchEventSystem } from '../../../src/scene/miniGameTouches';
import { createFakeMiniGameSystem } from '../platform/fakes/fakeMiniGameSystem';

/** A button-like target at (100, 200) sized 80x40 in logical px, on a stage, and what it heard. */
function stageWithButton() {
  const stage = new Container();
  const button = new Container();
  button.eventMode = 'static';
  // Its box is its hit area at the stage's origin: nothing is rendered, so no transform is ever computed.
  button.hitArea = new Rectangle(100, 200, 80, 40);
  stage.addChild(button);
  const heard: string[] = [];
  for (const type of ['pointerdown', 'pointerup', 'pointertap', 'pointerupoutside'] as const) {
    button.on(type, (e: FederatedPointerEvent) =>
      heard.push(`${type} ${e.pointerType} #${e.pointerId} at ${e.global.x},${e.global.y}`),
    );
  }
  return { stage, heard };
}

const systems: EventSystem[] = [];
afterEach(() => systems.splice(0).forEach((system) => system.destroy()));

/** The touch-fed event system on a renderer whose screen canvas is the runtime's first canvas (pixel ratio 3). */
function start(stage: Container) {
  const fake = createFakeMiniGameSystem();
  const wx = fake.api;
  const canvas = wx.createCanvas();
  const renderer = { canvas, resolution: 3, lastObjectRendered: stage } as unknown as Renderer;
  const Touches = touchEventSystem(wx);
  const system = new Touches(renderer);
  system.init({});
  systems.push(system);
  return { wx: fake, system };
}

describe('mini-game touches as Pixi pointer events', () => {
  it('a finger down and up on a button is a pointerdown, pointerup and tap there, in logical px', () => {
    const { stage, heard } = stageWithButton();
    const { wx } = start(stage);
    wx.finger('start', 7, 130, 215);
    wx.finger('end', 7, 131, 216);
    expect(heard).toEqual([
      'pointerdown touch #7 at 130,215',
      'pointerup touch #7 at 131,216',
      'pointertap touch #7 at 131,216',
    ]);
  });

  it('a finger that lands elsewhere, or leaves the button before it lifts, takes nothing', () => {
    const { stage, heard } = stageWithButton();
    const { wx } = start(stage);
    wx.finger('start', 1, 20, 20);
    wx.finger('end', 1, 20, 20);
    expect(heard).toEqual([]);
    wx.finger('start', 2, 110, 210);
    wx.finger('move', 2, 300, 600);
    wx.finger('end', 2, 300, 600);
    expect(heard).toEqual(['pointerdown touch #2 at 110,210', 'pointerupoutside touch #2 at 300,600']);
  });

  it('a cancelled touch (a system gesture) is lifted outside: no tap', () => {
    const { stage, heard } = stageWithButton();
    const { wx } = start(stage);
    wx.finger('start', 4, 120, 220);
    wx.finger('cancel', 4, 120, 220);
    expect(heard).toEqual(['pointerdown touch #4 at 120,220', 'pointerupoutside touch #4 at 120,220']);
  });

  it('listens to all four phases while it has a canvas, and to none after', () => {
    const { stage } = stageWithButton();
    const { wx, system } = start(stage);
    expect(wx.touchListenerCounts()).toEqual({ start: 1, move: 1, end: 1, cancel: 1 });
    system.setTargetElement(null as unknown as HTMLElement);
    expect(wx.touchListenerCounts()).toEqual({ start: 0, move: 0, end: 0, cancel: 0 });
  });

  it("keeps the extension of Pixi's own system, so it takes its place", () => {
    const { wx } = start(new Container());
    const Touches = touchEventSystem(wx.api);
    expect((Touches as unknown as { extension: { name: string } }).extension.name).toBe('events');
  });

  it('a second finger is not the primary pointer', () => {
    const first = { identifier: 1, clientX: 0, clientY: 0 };
    const second = { identifier: 2, clientX: 5, clientY: 5 };
    const event = { touches: [first, second], changedTouches: [second], timeStamp: 0 };
    expect(pointerOfTouch('pointerdown', second, event, null).isPrimary).toBe(false);
    const alone = { touches: [first], changedTouches: [first], timeStamp: 0 };
    expect(pointerOfTouch('pointerdown', first, alone, null)).toMatchObject({ isPrimary: true, buttons: 1 });
    expect(pointerOfTouch('pointerup', first, { ...alone, touches: [] }, null)).toMatchObject({ buttons: 0 });
  });
});
