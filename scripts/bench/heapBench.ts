// Heap after restarts (issue 2, issue 15): a level loaded again and again in one Application, the heap
// read after forced garbage collection. Warm-up restarts come first: V8 compiles and optimises the
// level-building code over the first restarts, and that compiled code is counted in the heap.
import type { CDPSession, Page } from '@playwright/test';

/** Restarts before the heap baseline, so that compiled code and pools are warm (not leaks). */
export const WARM_UP_RESTARTS = 15;

/** Heap (bytes: JS heap and array buffers) before and after `restarts` restarts, and after as many again (a leak grows again). */
export interface HeapFigures {
  before: number;
  after: number;
  steady: number;
}

const screenOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __game: { snapshot(): { screen: string } } }).__game.snapshot().screen);

/**
 * The page's heap after DevTools' full GC (`HeapProfiler.collectGarbage`, the one a heap snapshot runs), as V8
 * reads it (`Runtime.getHeapUsage`), in bytes: the used JS heap plus the array buffers' backing stores, where
 * Pixi's geometry and batch buffers live and which the used size alone leaves out. `gcs` full GCs first.
 */
export async function heapAfterFullGc(cdp: CDPSession, gcs = 1): Promise<{ total: number; buffers: number }> {
  for (let i = 0; i < gcs; i++) await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return { total: usage.usedSize + usage.backingStorageSize, buffers: usage.backingStorageSize };
}

/** On a page with the test hook up and a CDP session of it (the browser launched with --expose-gc). */
export async function heapAfterRestarts(
  page: Page,
  cdp: CDPSession,
  levelJson: unknown,
  restarts = 50,
): Promise<HeapFigures> {
  const heap = async () => (await heapAfterFullGc(cdp, 2)).total;
  const restart = async () => {
    await page.evaluate(
      (j) => (window as unknown as { __game: { loadLevel(j: unknown): void } }).__game.loadLevel(j),
      levelJson,
    );
    // The level is built when the game screen shows; a load that goes elsewhere (an error) is a bench failure.
    await page.waitForFunction(
      () => (window as unknown as { __game: { snapshot(): { screen: string } } }).__game.snapshot().screen === 'game',
      undefined,
      { timeout: 60_000 },
    );
    if ((await screenOf(page)) !== 'game') throw new Error('heap bench: the level did not open');
    await page.waitForTimeout(50);
  };
  for (let i = 0; i < WARM_UP_RESTARTS; i++) await restart();
  const before = await heap();
  for (let i = 0; i < restarts; i++) await restart();
  const after = await heap();
  for (let i = 0; i < restarts; i++) await restart();
  const steady = await heap();
  return { before, after, steady };
}
