// Nothing drawn while nothing moves: the canvas renders a frame only when something it shows changed.
//
// Pixi's application renders on every tick of its ticker. The game's canvas is still most of the time
// (the menu, a paused game, a board at rest between taps), and a full render of a still scene redraws
// the same picture. The gate takes the render off the ticker and puts a check in its place: the scene
// says whether it changed since the last tick (an event handled, a flight, a swinging board, a box
// animation, a hint pulse), and anything else that changes the picture (the canvas resized, the stage
// moved, a debug overlay, a lost and restored GPU context) invalidates the gate. The ticker keeps
// running, so the game clock still advances; an idle tick costs a few function calls.
import { UPDATE_PRIORITY, type Ticker } from 'pixi.js';

/** What the gate has seen: ticks of the ticker, and how many of them rendered. */
export interface RenderStats {
  ticks: number;
  renders: number;
}

/** Decides, tick by tick, whether the canvas is drawn. */
export class RenderGate {
  /** Starts wanting a frame: the first tick always draws. */
  private wanted = true;
  readonly stats: RenderStats = { ticks: 0, renders: 0 };

  /** Something outside the scene's own animation changed the picture: draw the next tick. */
  invalidate(): void {
    this.wanted = true;
  }

  /** One tick. `sceneChanged`: the scene drew something new since the last tick. True: render now. */
  decide(sceneChanged: boolean): boolean {
    this.stats.ticks++;
    const draw = sceneChanged || this.wanted;
    this.wanted = false;
    if (draw) this.stats.renders++;
    return draw;
  }
}

/** The part of a Pixi application the gate works on. */
export interface GatedApp {
  ticker: Ticker;
  render(): void;
}

/**
 * Replaces the application's render-every-tick with a render when the gate allows (at the same, low,
 * priority: after the scene advanced). `sceneChanged` is asked once a tick. The result undoes it.
 */
export function gateRendering(app: GatedApp, gate: RenderGate, sceneChanged: () => boolean): () => void {
  app.ticker.remove(app.render, app);
  const tick = () => {
    if (gate.decide(sceneChanged())) app.render();
  };
  app.ticker.add(tick, undefined, UPDATE_PRIORITY.LOW);
  return () => {
    app.ticker.remove(tick);
    app.ticker.add(app.render, app, UPDATE_PRIORITY.LOW);
  };
}
