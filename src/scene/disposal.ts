// How the scene frees what it drew.
import {
  BigPool,
  CanvasTextMetrics,
  Graphics,
  GraphicsContextRenderData,
  type Container,
  type DestroyOptions,
} from 'pixi.js';

/**
 * Destroy children and their Graphics contexts too: Pixi keeps a Graphics' own context (and the
 * renderer's data for it) alive when destroy() is given options without `context: true`.
 * Shared textures (gradients, text) are left to their owners.
 */
export const DISPOSE: DestroyOptions = { children: true, context: true };

/** Destroys a display object and everything it drew. */
export function dispose(view: Container): void {
  view.destroy(DISPOSE);
}

/**
 * Frees the drawing buffers Pixi keeps for the drawings of a scene. A big drawing (a board, a panel) gets a
 * batcher of its own, whose vertex and index buffers grow to fit and never shrink. When the drawing goes, or
 * is drawn again, Pixi pools that batcher and hands it to the next big drawing, which may be a small one that
 * stays: the sky, a tray socket. Over a long session every batcher in play reached the size of the biggest
 * board ever drawn (a soak held 5.4 MB more of them on the menu after 60 levels than after 20).
 *
 * Called when a level's drawings are freed: the drawings that stay (given by `keep`) drop their GPU data
 * (`GraphicsContext.unload`, as Pixi's own collector does, and they are rebuilt at their next render), then the
 * pooled batchers are destroyed, so the next level builds buffers to its own size.
 *
 * Pixi's texture pool, where the boards' cached faces go back by size, is left as it is: its idle textures are
 * bounded by the most of each size in use at once, while destroying them makes every level's faces new textures,
 * and each of Pixi's pooled batches keeps a slot for every texture it ever held (a 200-level soak grew 0.55 MB
 * of such slots that way, against 5 pooled textures kept without it).
 */
export function releasePooledDrawingBuffers(keep: Container): void {
  const unload = (view: Container): void => {
    if (view instanceof Graphics && !view.destroyed) view.context.unload();
    for (const child of view.children) unload(child);
  };
  unload(keep);
  BigPool.getPool(GraphicsContextRenderData).clear();
}

/** The parts of Pixi's text measurement this module lets go (private statics of `CanvasTextMetrics`, pixi.js 8.x). */
interface TextMeasurement {
  _measurementCache?: { clear(): void; size: number };
  __canvas?: unknown;
  __context?: unknown;
}

/**
 * Lets go of what Pixi's text measurement keeps of texts long gone, and returns the cached measurements dropped (0
 * when this Pixi has no such cache):
 * - its cache of the last 1,000 texts measured, keyed by their words and style, each entry holding the text style
 *   it was measured with. Every countdown label, score and toast of a level is a new entry, so over a long session
 *   the cache filled up with the styles of texts long gone (a 160-level soak of variant A held 537 such styles on
 *   the menu against 72 after 20 levels, with their fills and shadows);
 * - the canvas it measures on. The browser keeps, for that canvas, the shaped glyphs of every distinct text measured
 *   on it, with no bound the game reaches (Chromium's shape cache of each font: a 1,000-level soak of variant A
 *   ended with 4,810 shaped texts, about 6 MB of the renderer's memory outside the JavaScript heap, all held by
 *   this one canvas). Pixi makes a new canvas at its next measurement, and the old one goes with its cache.
 * Called when a level is freed; the texts still shown are measured again when they next change.
 */
export function forgetTextMeasurements(): number {
  const metrics = CanvasTextMetrics as unknown as TextMeasurement;
  if ('__canvas' in metrics) metrics.__canvas = undefined;
  if ('__context' in metrics) metrics.__context = undefined;
  const cache = metrics._measurementCache;
  if (!cache || typeof cache.clear !== 'function') return 0;
  const dropped = cache.size;
  cache.clear();
  return dropped;
}

/**
 * A Pixi table (an object keyed by id or text) without the nulls Pixi leaves where an item went: a new object of the
 * live entries in the same order, so that the old one goes with its grown dictionary. Null when there is no table
 * or nothing to drop.
 */
function withoutNulls(table: unknown): { live: Record<string, unknown>; dropped: number } | null {
  if (!table || typeof table !== 'object') return null;
  const entries = table as Record<string, unknown>;
  let dropped = 0;
  for (const key in entries) if (entries[key] === null) dropped++;
  if (dropped === 0) return null;
  const live: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key in entries) if (entries[key] !== null) live[key] = entries[key];
  return { live, dropped };
}

/** The part of Pixi's GPU collector this module reads (private fields of `GCSystem`, pixi.js 8.x). */
interface ManagedHashes {
  _managedResourceHashes?: { context: Record<string, unknown>; hash: string }[];
}

/**
 * Drops the empty slots of the lists Pixi keeps of what it holds on the GPU (drawings, their contexts, text,
 * textures). A list is an object keyed by each item's id; an item that goes leaves a null under its id, and Pixi
 * rebuilds the list only once 10,000 nulls have piled up in it, so after a few hundred levels the lists held up to
 * 0.4 MB of nulls each (a soak's heap snapshot). Called when a level is freed, as Pixi's own rebuild does it: a
 * new object of the live items, in the same order. Returns the slots dropped (0 when this Pixi has no such lists).
 */
export function compactGpuLists(renderer: { gc?: unknown } | null): number {
  const hashes = (renderer?.gc as ManagedHashes | undefined)?._managedResourceHashes;
  if (!Array.isArray(hashes)) return 0;
  let dropped = 0;
  for (const { context, hash } of hashes) {
    const compacted = withoutNulls(context[hash]);
    if (!compacted) continue;
    context[hash] = compacted.live;
    dropped += compacted.dropped;
  }
  return dropped;
}

/** The part of Pixi's text system this module reads (a private field of `CanvasTextSystem`, pixi.js 8.x). */
interface TextTextures {
  _activeTextures?: Record<string, unknown> | null;
}

/**
 * Drops the keys of texts no longer drawn from Pixi's table of text textures. The table is keyed by each text's
 * words and style; when the last text of a key goes, Pixi returns its texture to the pool and sets the key to null
 * but never deletes it, so every distinct text ever drawn (each countdown label, coin count, "Next heart in" time)
 * stays a key: variant B's 1,000-level soak ended with 8,800 more such keys than after its warm-up, about 0.7 MB
 * of strings and table. Called when a level is freed: a new table of the live entries, in the same order. Returns
 * the keys dropped (0 before the renderer, or on a Pixi without that table).
 */
export function compactTextTextures(renderer: { canvasText?: unknown } | null): number {
  const system = renderer?.canvasText as TextTextures | undefined;
  const compacted = withoutNulls(system?._activeTextures);
  if (!system || !compacted) return 0;
  system._activeTextures = compacted.live;
  return compacted.dropped;
}

/**
 * What Pixi keeps of a level once its drawings are destroyed, let go in one place (the scene calls it when a level
 * is freed): the pooled drawing buffers (`keep` is what stays drawn), the text measurements, the GPU lists' empty
 * slots, the text textures' dead keys. The soak (`npm run soak`) measures what each of them held over a long
 * session (docs/testing.md).
 */
export function releaseLevelMemory(keep: Container, renderer: { gc?: unknown; canvasText?: unknown } | null): void {
  releasePooledDrawingBuffers(keep);
  forgetTextMeasurements();
  compactGpuLists(renderer);
  compactTextTextures(renderer);
}
