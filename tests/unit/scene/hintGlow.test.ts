// The hint glow: a pulsing ring that follows the hinted screw and goes out after 6 s, when the screw
// leaves its board, when another screw is tapped, or when the level is rebuilt. No renderer needed.
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Graphics and containers need no renderer.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import type { Container, Graphics } from 'pixi.js';
import { tapScrew } from '../../../src/core/rules';
import { createHintGlowGraphic, HINT_RING_REACH, HINT_RING_RADIUS } from '../../../src/scene/draw/drawHintGlow';
import {
  HINT_FADE_IN_MS,
  HINT_GLOW_MS,
  HINT_PULSE_GROW,
  HINT_PULSE_MS,
  HintGlow,
  hintPulse,
} from '../../../src/scene/hintGlow';
import { loadPhysics } from '../../../src/physics/loadPhysics';
import { loadPlayfield } from '../../../src/scene/loadPlayfield';
import { SceneController } from '../../../src/scene/sceneController';
import { screwVariant } from '../../../src/variants/screw';
import { bar, levelOf, start } from '../physics/helpers';
import { useFakeCanvas } from './fakeCanvas';

const R = screwVariant.screwRadius;
const FRAME = 1000 / 60;

// The scene builds its world from the physics chunk, loaded first as the level loader does.
beforeAll(() => Promise.all([loadPhysics(), loadPlayfield()]));
describe('hint pulse', () => {
  it('stays within its bounds for the whole glow, with and without reduced motion', () => {
    for (let t = -100; t <= HINT_GLOW_MS + 500; t += 7) {
      const p = hintPulse(t);
      expect(p.scale).toBeGreaterThanOrEqual(1);
      expect(p.scale).toBeLessThanOrEqual(1 + HINT_PULSE_GROW + 1e-9);
      expect(p.alpha).toBeGreaterThanOrEqual(0);
      expect(p.alpha).toBeLessThanOrEqual(1);
      const calm = hintPulse(t, true);
      expect(calm.scale).toBe(1);
      expect(calm.alpha).toBeGreaterThanOrEqual(0);
      expect(calm.alpha).toBeLessThanOrEqual(1);
    }
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(hintPulse(bad)).toEqual({ scale: 1, alpha: 0 });
    }
  });

  it('fades in, pulses in size and brightness, and fades out at the end', () => {
    expect(hintPulse(0).alpha).toBe(0);
    expect(hintPulse(HINT_FADE_IN_MS).alpha).toBeGreaterThan(0.6);
    const mid = 2 * HINT_PULSE_MS;
    expect(hintPulse(mid).scale).toBeCloseTo(1);
    expect(hintPulse(mid + HINT_PULSE_MS / 2).scale).toBeCloseTo(1 + HINT_PULSE_GROW);
    expect(hintPulse(mid + HINT_PULSE_MS / 2).alpha).toBeCloseTo(1);
    expect(hintPulse(mid).alpha).toBeLessThan(hintPulse(mid + HINT_PULSE_MS / 2).alpha);
    expect(hintPulse(HINT_GLOW_MS).alpha).toBe(0);
    expect(hintPulse(HINT_GLOW_MS - 100).alpha).toBeLessThan(0.25);
  });
});

describe('hint ring graphic', () => {
  it('rings the screw head just outside its rim, built once', () => {
    const g = createHintGlowGraphic(R);
    const b = g.getLocalBounds();
    expect(HINT_RING_RADIUS).toBeGreaterThan(1);
    expect(b.maxX).toBeCloseTo(R * HINT_RING_REACH, 0);
    expect(b.minY).toBeCloseTo(-R * HINT_RING_REACH, 0);
    g.destroy({ context: true });
  });
});

describe('HintGlow', () => {
  const glowOf = (glow: HintGlow) => glow.view;

  it('glows on the shown screw and follows it as it moves', () => {
    const glow = new HintGlow(R);
    expect(glow.hinted()).toBeNull();
    glow.show('b.0');
    expect(glow.hinted()).toBe('b.0');
    let at = { x: 100, y: 200 };
    glow.update(FRAME, () => at);
    expect(glowOf(glow).visible).toBe(true);
    expect(glowOf(glow).position).toMatchObject({ x: 100, y: 200 });
    for (let i = 0; i < 30; i++) {
      at = { x: 100 + i * 3, y: 200 + Math.sin(i) * 20 };
      glow.update(FRAME, () => at);
      expect(glowOf(glow).position.x).toBeCloseTo(at.x);
      expect(glowOf(glow).position.y).toBeCloseTo(at.y);
    }
  });

  it('pulses by transform only: the ring Graphics is never redrawn', () => {
    const glow = new HintGlow(R);
    const ring = glowOf(glow).children[0] as Graphics;
    const context = ring.context;
    const instructions = context.instructions.length;
    glow.show('b.0');
    const scales = new Set<number>();
    for (let t = 0; t < 2000; t += FRAME) {
      glow.update(FRAME, () => ({ x: 0, y: 0 }));
      scales.add(Math.round(glowOf(glow).scale.x * 100));
    }
    expect(scales.size).toBeGreaterThan(5);
    expect(ring.context).toBe(context);
    expect(context.instructions.length).toBe(instructions);
  });

  it('keeps a fixed size under reduced motion', () => {
    const glow = new HintGlow(R, () => true);
    glow.show('b.0');
    for (let t = 0; t < 2000; t += FRAME) {
      glow.update(FRAME, () => ({ x: 0, y: 0 }));
      expect(glowOf(glow).scale.x).toBe(1);
    }
  });

  it(`goes out after ${HINT_GLOW_MS / 1000} s of updates`, () => {
    const glow = new HintGlow(R);
    glow.show('b.0');
    let t = 0;
    while (t + FRAME < HINT_GLOW_MS - 1) {
      glow.update(FRAME, () => ({ x: 5, y: 5 }));
      t += FRAME;
      expect(glow.hinted()).toBe('b.0');
    }
    glow.update(FRAME, () => ({ x: 5, y: 5 }));
    expect(glow.hinted()).toBeNull();
    expect(glowOf(glow).visible).toBe(false);
  });

  it('goes out once its screw has left the board, and a new hint restarts the clock', () => {
    const glow = new HintGlow(R);
    glow.show('b.0');
    glow.update(5000, () => ({ x: 1, y: 1 }));
    glow.show('b.1');
    glow.update(5000, () => ({ x: 1, y: 1 }));
    expect(glow.hinted()).toBe('b.1');
    glow.update(FRAME, () => null);
    expect(glow.hinted()).toBeNull();
    expect(glowOf(glow).visible).toBe(false);
  });

  it('asks for no position while nothing is hinted, and clear puts it out', () => {
    const glow = new HintGlow(R);
    const locate = vi.fn(() => ({ x: 0, y: 0 }));
    glow.update(FRAME, locate);
    expect(locate).not.toHaveBeenCalled();
    glow.show('b.0');
    glow.update(FRAME, locate);
    glow.clear();
    expect(glow.hinted()).toBeNull();
    expect(glowOf(glow).visible).toBe(false);
  });

  it('destroy frees the ring and its drawing context', () => {
    const glow = new HintGlow(R);
    const ring = glowOf(glow).children[0] as Graphics;
    const context = ring.context;
    const destroyContext = vi.spyOn(context, 'destroy');
    glow.destroy();
    expect(glowOf(glow).destroyed).toBe(true);
    expect(destroyContext).toHaveBeenCalled();
  });
});

describe('SceneController hint hooks', () => {
  useFakeCanvas();
  // Two boards: 'top' (group 2) and 'low' (group 1), each held by two screws.
  const level = levelOf([bar('low', 1, 375, 900), bar('top', 2, 375, 600)]);
  const hintView = (scene: SceneController) => scene.root.getChildByLabel('hint') as Container;

  function scene() {
    const s = new SceneController(screwVariant, { unlock: () => 'Unlock' });
    const rules = start(level);
    s.build(level, rules);
    return { s, rules };
  }

  it('draws the glow above the boards and under the flying screws', () => {
    const { s } = scene();
    const order = s.root.children.map((c) => c.label);
    expect(order.indexOf('hint')).toBe(order.indexOf('boards') + 1);
    expect(order.indexOf('hint')).toBeLessThan(order.indexOf('flights'));
  });

  it('showHint glows on a screw at its place; a screw off its board gets no glow', () => {
    const { s } = scene();
    s.showHint('top.0');
    expect(s.hintedScrew()).toBe('top.0');
    const p = s.physics()!.screwPosition('top.0')!;
    expect(hintView(s).position.x).toBeCloseTo(p.x);
    expect(hintView(s).position.y).toBeCloseTo(p.y);
    s.showHint('nope.9');
    expect(s.hintedScrew()).toBeNull();
    s.showHint('top.0');
    s.clearHint();
    expect(s.hintedScrew()).toBeNull();
  });

  it('stays on its screw, read from physics each frame, while the board swings on it', () => {
    const { s, rules } = scene();
    // Take one screw out of 'top': it hangs and swings on 'top.1', the screw the hint glows on.
    const r = tapScrew(rules, 'top.0', false);
    s.handle(r.events, r.state);
    s.showHint('top.1');
    const angles: number[] = [];
    for (let i = 0; i < 40; i++) {
      s.update(FRAME);
      const p = s.physics()!.screwPosition('top.1')!;
      expect(hintView(s).position.x).toBeCloseTo(p.x);
      expect(hintView(s).position.y).toBeCloseTo(p.y);
      angles.push(s.physics()!.boardPose('top')!.angle);
    }
    expect(s.hintedScrew()).toBe('top.1');
    expect(Math.max(...angles) - Math.min(...angles)).toBeGreaterThan(0.05);
  });

  it('goes out when its screw is tapped, when another screw is tapped, and on a rebuild', () => {
    const { s, rules } = scene();
    s.showHint('top.0');
    const own = tapScrew(rules, 'top.0', false);
    s.handle(own.events, own.state);
    expect(s.hintedScrew()).toBeNull();

    s.showHint('top.1');
    const other = tapScrew(own.state, 'low.0', false);
    s.handle(other.events, other.state);
    expect(s.hintedScrew()).toBeNull();

    s.showHint('top.1');
    const covered = tapScrew(other.state, 'low.1', true);
    expect(covered.events[0]).toMatchObject({ type: 'Rejected', reason: 'covered' });
    s.handle(covered.events, covered.state);
    expect(s.hintedScrew()).toBeNull();

    s.showHint('top.1');
    s.build(level, start(level));
    expect(s.hintedScrew()).toBeNull();
    s.destroy();
  });

  it(`goes out by itself after ${HINT_GLOW_MS / 1000} s`, () => {
    const { s } = scene();
    s.showHint('low.0');
    for (let t = 0; t < HINT_GLOW_MS - 100; t += FRAME) s.update(FRAME);
    expect(s.hintedScrew()).toBe('low.0');
    for (let i = 0; i < 10; i++) s.update(FRAME);
    expect(s.hintedScrew()).toBeNull();
    expect(hintView(s).visible).toBe(false);
  });
});
