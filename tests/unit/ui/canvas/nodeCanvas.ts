// A stand-in canvas for Pixi under Node, for the tests that build Graphics with gradients (they are painted on a
// canvas, which Node lacks): every 2D context method does nothing, and the gradient makers hand back a gradient
// that takes stops. The shapes are what the tests read. (Each test file still sets `navigator` and mocks
// @pixi/react itself: vitest hoists those only from the test file.)
import { BrowserAdapter, DOMAdapter } from 'pixi.js';

/** Makes Pixi create stand-in canvases from now on. */
export function stubNodeCanvas(): void {
  DOMAdapter.set({
    ...BrowserAdapter,
    createCanvas: (width = 1, height = 1) => {
      const gradient = { addColorStop: () => {} };
      const context = new Proxy(
        {},
        { get: (_, key) => (String(key).endsWith('Gradient') ? () => gradient : () => {}) },
      );
      return { width, height, getContext: () => context } as unknown as HTMLCanvasElement;
    },
  });
}
