// Nothing drawn while nothing moves: the render gate draws the canvas only on ticks where the picture
// changed, and the scene says when it changed (a build, a handled tap, a frame that moved something).
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics and containers need no renderer.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import { Ticker, UPDATE_PRIORITY } from 'pixi.js';
import { tapScrew } from '../../../src/core/rules';
import { gateRendering, RenderGate } from '../../../src/scene/renderGate';
import { loadPhysics } from '../../../src/physics/loadPhysics';
import { loadPlayfield } from '../../../src/scene/loadPlayfield';
import { SceneController } from '../../../src/scene/sceneController';
import { screwVariant } from '../../../src/variants/screw';
import { bar, levelOf, start } from '../physics/helpers';
import { useFakeCanvas } from './fakeCanvas';

const FRAME = 1000 / 60;

/** A ticker stepped by hand, with an application's render on it as Pixi's TickerPlugin puts it. */
function fakeApp() {
  const ticker = new Ticker();
  ticker.autoStart = false;
  ticker.stop();
  const app = { ticker, render: vi.fn() };
  ticker.add(app.render, app, UPDATE_PRIORITY.LOW);
  let now = 1000;
  const tick = (n = 1) => {
    for (let i = 0; i < n; i++) ticker.update((now += FRAME));
  };
  return { app, tick };
}

// The scene builds its world from the physics chunk, loaded first as the level loader does.
beforeAll(() => Promise.all([loadPhysics(), loadPlayfield()]));
describe('render gate', () => {
  it('draws the first tick, then only ticks where the scene changed or the gate was invalidated', () => {
    const { app, tick } = fakeApp();
    const gate = new RenderGate();
    let changed = false;
    gateRendering(app, gate, () => changed);
    tick(10);
    expect(app.render).toHaveBeenCalledTimes(1);
    changed = true;
    tick(3);
    expect(app.render).toHaveBeenCalledTimes(4);
    changed = false;
    tick(5);
    expect(app.render).toHaveBeenCalledTimes(4);
    gate.invalidate();
    tick(5);
    expect(app.render).toHaveBeenCalledTimes(5);
    expect(gate.stats).toEqual({ ticks: 23, renders: 5 });
  });

  it('undoes itself: the application renders every tick again', () => {
    const { app, tick } = fakeApp();
    const ungate = gateRendering(app, new RenderGate(), () => false);
    tick(4);
    expect(app.render).toHaveBeenCalledTimes(1);
    ungate();
    tick(4);
    expect(app.render).toHaveBeenCalledTimes(5);
  });

  it('renders after the scene advanced in the same tick (the render keeps its low priority)', () => {
    const { app, tick } = fakeApp();
    const order: string[] = [];
    app.render.mockImplementation(() => order.push('render'));
    app.ticker.add(() => order.push('scene'));
    gateRendering(app, new RenderGate(), () => true);
    tick();
    expect(order).toEqual(['scene', 'render']);
  });
});

describe('the scene tells the gate when its picture changed', () => {
  useFakeCanvas();
  const level = levelOf([bar('low', 1, 375, 900), bar('top', 2, 375, 600)]);

  /** A scene driven by a hand-stepped ticker through the gate, as GameStage drives it. */
  function gatedScene() {
    const scene = new SceneController(screwVariant, { unlock: () => 'Unlock' });
    const rules = start(level);
    scene.build(level, rules);
    const { app, tick } = fakeApp();
    app.ticker.add((t) => scene.update(t.elapsedMS));
    const gate = new RenderGate();
    gateRendering(app, gate, () => scene.takeChanged());
    /** Ticks until the scene has drawn nothing for a second; the number of ticks that drew. */
    const settle = (limit = 3000) => {
      const before = gate.stats.renders;
      let quiet = 0;
      for (let i = 0; i < limit && quiet < 60; i++) {
        const renders = gate.stats.renders;
        tick();
        quiet = gate.stats.renders === renders ? quiet + 1 : 0;
      }
      if (quiet < 60) throw new Error('the scene never came to rest');
      return gate.stats.renders - before;
    };
    return { scene, rules, app, tick, gate, settle };
  }

  it('a built level draws once, then nothing while it rests', () => {
    const { app, tick } = gatedScene();
    tick(120);
    expect(app.render).toHaveBeenCalledTimes(1);
  });

  it('a tap draws every frame of the flight and the swing, then stops; the next tap starts it again', () => {
    const { scene, rules, app, tick, settle } = gatedScene();
    tick(5);
    const tap = tapScrew(rules, 'top.0', false);
    scene.handle(tap.events, tap.state);
    tick(10);
    // Every tick of a flying screw and a swinging board draws.
    expect(app.render).toHaveBeenCalledTimes(11);
    const drawn = settle();
    expect(drawn).toBeGreaterThan(10);
    expect(scene.isAnimating()).toBe(false);
    const idle = app.render.mock.calls.length;
    tick(120);
    expect(app.render).toHaveBeenCalledTimes(idle);
    const next = tapScrew(tap.state, 'low.0', false);
    scene.handle(next.events, next.state);
    tick(3);
    expect(app.render).toHaveBeenCalledTimes(idle + 3);
  });

  it('a hint draws while it glows and once more when put out', () => {
    const { scene, app, tick } = gatedScene();
    tick(2);
    scene.showHint('top.0');
    tick(30);
    expect(app.render).toHaveBeenCalledTimes(31);
    scene.clearHint();
    tick(30);
    expect(app.render).toHaveBeenCalledTimes(32);
  });

  it('a debug overlay drawing from outside invalidates the scene for one frame', () => {
    const { scene, app, tick } = gatedScene();
    tick(2);
    scene.invalidate();
    tick(10);
    expect(app.render).toHaveBeenCalledTimes(2);
  });
});
