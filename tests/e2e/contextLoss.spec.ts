// A lost and restored WebGL context (a phone reclaiming the GPU of a background tab, a driver reset) must bring
// the whole picture back, including what the scene draws once and keeps as a texture (the backdrop, the
// board faces, the tray): Pixi re-creates its GPU objects, the scene draws its cached textures again.
import { differingShare, decodePng } from './pngPixels';
import { expect, test, type Page } from './fixtures';
import { openGame, press, snapshot, waitForScreen } from './game';

/** A picture of the playfield (under the HUD, over the bottom bar), once nothing moves. */
async function playfield(page: Page) {
  await expect.poll(async () => (await snapshot(page)).animating, { timeout: 60_000 }).toBe(false);
  const box = await page.locator('canvas').first().boundingBox();
  if (!box) throw new Error('no canvas');
  // A frame drawn after the state settled (the render gate draws only when something changed).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const png = await page.screenshot({ clip: { x: box.x, y: box.y + 170, width: box.width, height: 420 } });
  return decodePng(png);
}

async function loseAndRestore(page: Page) {
  const supported = await page.evaluate(async () => {
    const canvas = document.querySelector('canvas');
    const gl = (canvas?.getContext('webgl2') ?? canvas?.getContext('webgl')) as WebGLRenderingContext | null;
    const extension = gl?.getExtension('WEBGL_lose_context');
    if (!canvas || !extension) return false;
    const lost = new Promise((resolve) => canvas.addEventListener('webglcontextlost', resolve, { once: true }));
    extension.loseContext();
    await lost;
    // Restoring is allowed only once the lost event has been dispatched (and its default prevented, which the
    // renderer does): not from inside its dispatch.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const restored = new Promise((resolve) => canvas.addEventListener('webglcontextrestored', resolve, { once: true }));
    extension.restoreContext();
    await restored;
    return true;
  });
  expect(supported).toBe(true);
}

for (const variant of ['screw', 'candy'] as const) {
  test(`variant ${variant}: the picture comes back whole after the GPU context is lost and restored`, async ({
    page,
  }) => {
    await openGame(page, `variant=${variant}`);
    await press(page, variant === 'candy' ? 'menu-level-current' : 'menu-start');
    await waitForScreen(page, 'game', 60_000);
    const before = await playfield(page);
    await loseAndRestore(page);
    // Wait for a state: the restored canvas shows the same playfield again.
    await expect
      .poll(async () => differingShare(before, await playfield(page)), { timeout: 60_000 })
      .toBeLessThan(0.01);
    // And the game still plays: a tap takes a screw out.
    const s = await snapshot(page);
    const screw = s.screws.find((x) => !x.covered);
    if (!screw) throw new Error('no free screw');
    await page.mouse.click(screw.x, screw.y);
    await expect.poll(async () => (await snapshot(page)).screws.length, { timeout: 30_000 }).toBe(s.screws.length - 1);
  });
}
