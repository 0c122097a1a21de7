// Node has no canvas: the backdrop and box gradients paint into one. A canvas whose 2D context draws
// nothing is enough to build (never render) the playfield. Import after the navigator shim of the test.
import { afterAll, beforeAll } from 'vitest';
import { BrowserAdapter, DOMAdapter, type Adapter } from 'pixi.js';

/** Gives Pixi a canvas that draws nothing for the tests of the calling file. */
export function useFakeCanvas(): void {
  const gradient = { addColorStop: () => {} };
  const context = new Proxy(
    { createLinearGradient: () => gradient, createRadialGradient: () => gradient },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => {}), set: () => true },
  );
  const adapter: Adapter = {
    ...BrowserAdapter,
    createCanvas: (width = 1, height = 1) =>
      ({ width, height, style: {}, getContext: () => context }) as unknown as ReturnType<Adapter['createCanvas']>,
  };
  beforeAll(() => DOMAdapter.set(adapter));
  afterAll(() => DOMAdapter.set(BrowserAdapter));
}
