// Measures main-thread work per frame: the span of the Pixi ticker from its first listener to after render.
import { UPDATE_PRIORITY, type Ticker } from 'pixi.js';

/** Frame work samples (ms), frame intervals (ms), and whether each sampled tick drew the canvas. */
export interface FrameSamples {
  work: number[];
  intervals: number[];
  /** Parallel to `work`: true when that tick rendered (the render gate skips ticks where nothing changed). */
  drawn: boolean[];
}

/**
 * Starts recording on a ticker; the returned function stops and hands back the samples. `renders` counts
 * the frames drawn so far (the render gate's count), so each tick is marked drawn or skipped.
 */
export function probeFrames(ticker: Ticker, renders: () => number = () => 0): () => FrameSamples {
  const samples: FrameSamples = { work: [], intervals: [], drawn: [] };
  let start = 0;
  let last = 0;
  let rendersAtStart = 0;
  const begin = () => {
    start = performance.now();
    rendersAtStart = renders();
    if (last) samples.intervals.push(start - last);
    last = start;
  };
  const end = () => {
    samples.work.push(performance.now() - start);
    samples.drawn.push(renders() !== rendersAtStart);
  };
  ticker.add(begin, undefined, UPDATE_PRIORITY.INTERACTION + 1);
  // Pixi renders at LOW priority; this runs after the render call.
  ticker.add(end, undefined, UPDATE_PRIORITY.LOW - 1);
  return () => {
    ticker.remove(begin);
    ticker.remove(end);
    return samples;
  };
}
