// The bench's bare scene (issue 15): a page of Pixi and matter-js only that draws and simulates a level as
// the game does, with no React, statecharts or UI, so that the bench can set the game's frame work beside
// the least a frame of this level costs. Driven from scripts/bench/frameBench.ts through `window.__bare`.
//
// The web build of the game runs under a Content Security Policy without 'unsafe-eval', so Pixi runs on its
// eval-free polyfills there: the bare scene loads them too, so that both render through the same code.
import 'pixi.js/unsafe-eval';
import { Application } from 'pixi.js';
import { parseLevel } from '../../../src/core/levelSchema';
import { candyTheme } from '../../../src/scene/draw/candyTheme';
import { registerDrawTheme } from '../../../src/scene/draw/drawTheme';
import { DEFAULT_VARIANT, variants, type VariantConfig } from '../../../src/variants';
import { BarePlayfield } from './barePlayfield';
import { designViewOf } from '../../../src/scene/designView';
import { MAX_FRAME_MS, MAX_RESOLUTION } from '../../../src/scene/canvasLimits';
import { probeFrames, type FrameSamples } from '../../../src/scene/frameProbe';
import { gateRendering, RenderGate } from '../../../src/scene/renderGate';

/** One removal of a replay: the screw and when, in ms after the replay starts. */
export interface BareTap {
  id: string;
  at: number;
}

/** What the bench reaches as `window.__bare`. */
export interface BareApi {
  /** Builds the level once (variant A unless named); throws on a level that does not parse. */
  /** `backdrop`: draw the game's backdrop under the level too (a diagnosis, not the reference). */
  load(
    levelJson: unknown,
    variantId?: VariantConfig['id'],
    extras?: { backdrop?: boolean },
  ): { boards: number; screws: number };
  /** Removes a screw's pin and flies it to its box seat or tray slot; false when the rules refuse it. */
  remove(screwId: string): boolean;
  /** True while a screw flies or a board swings or falls. */
  busy(): boolean;
  /** Starts recording frame work. */
  probe(): void;
  /** Stops recording and hands back the samples (as the game's probe, with `drawn`). */
  stopProbe(): FrameSamples;
  /** Removes the screws at their times (ms after the call); resolves after the last one. */
  replay(taps: readonly BareTap[]): Promise<{ removed: number; rejected: number; lateMs: number }>;
}

declare global {
  interface Window {
    __bare?: BareApi;
  }
}

/** Where the 750x1334 design (plus the controls band) sits in the window: the game's fitStage numbers. */
function fit(variant: VariantConfig, w: number, h: number) {
  const { width, height, controlsBand, notchAspect, notchShift } = variant.layout;
  const scale = Math.min(w / width, h / (height + controlsBand));
  const topShift = h / w > notchAspect ? notchShift : 0;
  return {
    scale,
    x: (w - width * scale) / 2,
    y: (h - (height + controlsBand) * scale) / 2 + topShift * scale,
  };
}

async function start(): Promise<void> {
  registerDrawTheme(candyTheme);
  const app = new Application();
  await app.init({
    width: window.innerWidth,
    height: window.innerHeight,
    background: DEFAULT_VARIANT.canvasBackground,
    antialias: true,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, MAX_RESOLUTION),
    preference: 'webgl',
  });
  document.body.appendChild(app.canvas);

  let playfield: BarePlayfield | null = null;
  // The game's render gate (src/scene/renderGate.ts): a tick renders only when the picture changed.
  let changed = true;
  const gate = new RenderGate();
  app.ticker.add((ticker) => {
    if (playfield?.update(Math.min(ticker.elapsedMS, MAX_FRAME_MS))) changed = true;
  });
  gateRendering(app, gate, () => {
    const was = changed;
    changed = false;
    return was;
  });

  let stop: (() => FrameSamples) | null = null;
  const api: BareApi = {
    load(levelJson, variantId = DEFAULT_VARIANT.id, extras = {}) {
      const variant = variants[variantId];
      const parsed = parseLevel(levelJson, variant.boxCapacity);
      if (!parsed.ok) throw new Error(parsed.error);
      playfield?.destroy();
      playfield = new BarePlayfield(app.renderer, variant);
      const at = fit(variant, app.screen.width, app.screen.height);
      playfield.root.position.set(at.x, at.y);
      playfield.root.scale.set(at.scale);
      app.stage.addChild(playfield.root);
      app.renderer.background.color = variant.canvasBackground;
      app.ticker.maxFPS = variant.frameRate ?? 0;
      changed = true;
      // What the canvas shows of the design, for the game's cached backdrop (src/scene/backdropView.ts);
      // `at.y` already holds the notch shift.
      const fitted = { scale: at.scale, offsetX: at.x, offsetY: at.y, topShift: 0 };
      const view = designViewOf(fitted, app.screen.width, app.screen.height, app.renderer.resolution);
      return playfield.build(parsed.level, extras.backdrop ? { backdrop: view } : {});
    },
    remove: (id) => playfield?.remove(id) ?? false,
    busy: () => playfield?.busy() ?? false,
    probe() {
      stop?.();
      stop = probeFrames(app.ticker, () => gate.stats.renders);
    },
    stopProbe() {
      const samples = stop?.() ?? { work: [], intervals: [], drawn: [] };
      stop = null;
      return samples;
    },
    async replay(taps) {
      const began = performance.now();
      const before = playfield?.rejected ?? 0;
      let removed = 0;
      let lateMs = 0;
      for (const tap of [...taps].sort((a, b) => a.at - b.at)) {
        const wait = tap.at - (performance.now() - began);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lateMs = Math.max(lateMs, performance.now() - began - tap.at);
        if (api.remove(tap.id)) removed++;
      }
      return { removed, rejected: (playfield?.rejected ?? 0) - before, lateMs };
    },
  };
  window.__bare = api;
}

start().catch((error: unknown) => {
  console.error(error);
  document.title = `bare scene failed: ${String(error)}`;
});
