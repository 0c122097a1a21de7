// Measures main-thread work per frame: the span of the Pixi ticker from its first listener to after render.
import { UPDATE_PRIORITY, type Ticker } from 'pixi.js';

/** Frame work samples (ms) and frame intervals (ms) collected while a probe runs. */
export interface FrameSamples {
  work: number[];
  intervals: number[];
}

/** Starts recording on a ticker; the returned function stops and hands back the samples. */
export function probeFrames(ticker: Ticker): () => FrameSamples {
  const samples: FrameSamples = { work: [], intervals: [] };
  let start = 0;
  let last = 0;
  const begin = () => {
    start = performance.now();
    if (last) samples.intervals.push(start - last);
    last = start;
  };
  const end = () => samples.work.push(performance.now() - start);
  ticker.add(begin, undefined, UPDATE_PRIORITY.INTERACTION + 1);
  // Pixi renders at LOW priority; this runs after the render call.
  ticker.add(end, undefined, UPDATE_PRIORITY.LOW - 1);
  return () => {
    ticker.remove(begin);
    ticker.remove(end);
    return samples;
  };
}
