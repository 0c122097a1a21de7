// A canvas layer's motion, frame by frame: the ticker advances it and the layer applies each frame to its Pixi
// objects directly (no React render per frame); the canvas draws while it runs and stops drawing when it ends.
import { useTick } from '@pixi/react';
import type { Ticker } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCanvasUi } from './canvasUi';
import { motionPhase } from './motion';

/** What {@link useMotion} plays. */
export interface MotionOptions {
  durationMs: number;
  /** Plays again and again (until the layer leaves). */
  loop?: boolean;
  /** Off: nothing moves and nothing is drawn for it (the layer shows its resting look). */
  enabled?: boolean;
  /**
   * A slow idle motion (a button's breath, a sweet's bob): drawn at most {@link AMBIENT_FPS} times a second, so a
   * screen that only idles does not keep the canvas drawing at the display's full rate.
   */
  ambient?: boolean;
  /**
   * A loop that is only decoration (a button's breath, a badge's pulse) rests after this many plays, counted in
   * wall time, so a screen left alone stops drawing; the player's next touch of the canvas plays it again.
   */
  plays?: number;
}

/** How many plays an idle decoration loops before it rests (until the next touch). */
export const IDLE_PLAYS = 3;

/** How often an ambient motion is drawn. */
export const AMBIENT_FPS = 30;

/**
 * Calls `apply(t)` with the motion's progress (0..1): once at the start, before the first frame is drawn, then
 * every tick until it ends (a loop never ends). Starts again when `restartKey` changes.
 */
export function useMotion(apply: (t: number) => void, options: MotionOptions, restartKey?: unknown): void {
  const { durationMs, loop = false, enabled = true, ambient = false, plays = Infinity } = options;
  const { invalidate, onTouch } = useCanvasUi();
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const elapsed = useRef(0);
  const drawnAt = useRef(0);
  const [running, setRunning] = useState(enabled);
  useLayoutEffect(() => {
    elapsed.current = 0;
    drawnAt.current = 0;
    setRunning(enabled);
    if (enabled) applyRef.current(motionPhase(0, durationMs, loop).t);
  }, [enabled, durationMs, loop, restartKey]);
  const tick = useCallback(
    (ticker: Ticker) => {
      // A decoration's plays are counted in wall time (a slow machine's capped ticks would stretch them).
      elapsed.current += plays === Infinity ? ticker.deltaMS : ticker.elapsedMS;
      if (ambient && elapsed.current - drawnAt.current < 1000 / AMBIENT_FPS) return;
      drawnAt.current = elapsed.current;
      const phase = motionPhase(elapsed.current, durationMs, loop, plays);
      applyRef.current(phase.t);
      invalidate();
      if (phase.done) setRunning(false);
    },
    [durationMs, loop, ambient, plays, invalidate],
  );
  useTick({ callback: tick, isEnabled: running && enabled });
  // A touch plays a rested decoration again from where it rests (the loop's start), or gives a playing one its
  // plays anew, with no jump in either.
  const resting = plays !== Infinity && enabled;
  useEffect(() => {
    if (!resting) return;
    return onTouch(() => {
      elapsed.current %= durationMs;
      drawnAt.current = elapsed.current;
      setRunning(true);
    });
  }, [resting, onTouch, durationMs]);
}
