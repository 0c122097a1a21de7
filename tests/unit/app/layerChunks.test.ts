// The chunks of layers (src/app/layers/layerChunks.ts): loaded once, a failure kept (a suspended layer must not
// start a new load on every render) until retry, the module readable at once when loaded.
import { describe, expect, it } from 'vitest';
import { chunk, loadLayers } from '../../../src/app/layers/layerChunks';

/** A load that fails while `down` is true, counting its calls. */
function network() {
  const state = { down: true, calls: 0 };
  const load = () => {
    state.calls += 1;
    return state.down
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve({ Layer: 'x' });
  };
  return { state, load };
}

describe('a chunk of layers', () => {
  it('is loaded once, and then readable without waiting', async () => {
    const { state, load } = network();
    state.down = false;
    const layers = chunk(load);
    expect(layers.value()).toBeUndefined();
    const [a, b] = await Promise.all([layers(), layers()]);
    expect(a).toBe(b);
    expect(layers.value()).toBe(a);
    expect(state.calls).toBe(1);
  });

  it('keeps a failure until retry, then loads again', async () => {
    const { state, load } = network();
    const layers = chunk(load);
    await expect(layers()).rejects.toThrow('Failed to fetch');
    await expect(layers()).rejects.toThrow('Failed to fetch');
    expect(state.calls).toBe(1);
    state.down = false;
    layers.retry();
    await expect(layers()).resolves.toEqual({ Layer: 'x' });
    expect(state.calls).toBe(2);
    // A loaded chunk is not forgotten by retry.
    layers.retry();
    await layers();
    expect(state.calls).toBe(2);
  });

  it('loadLayers tries a failed chunk again and says what could not be loaded', async () => {
    const { state, load } = network();
    const layers = chunk(load);
    await expect(loadLayers(layers)).rejects.toThrow(
      "The game's screens could not be loaded: Failed to fetch dynamically imported module",
    );
    state.down = false;
    await expect(loadLayers(layers)).resolves.toBeUndefined();
    expect(state.calls).toBe(2);
  });
});
