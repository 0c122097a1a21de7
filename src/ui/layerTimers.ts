// The timers a layer is handed by the app (the device's timers, src/platform): the layers never call the
// runtime's timer globals themselves (issue 13's runtime seam; src/ui may not import src/platform).

/** One-shot and repeating timers; a handle is opaque, pass back what set… returned (the device's timers have this shape). */
export interface LayerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}
