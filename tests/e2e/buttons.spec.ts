// The test hook's list of buttons (`__game.buttons()`): every button a tap would reach, with its name and its
// place on the page, whatever draws it; the end-to-end tests press buttons through it (tests/e2e/game.ts).
import { expect, test } from './fixtures';
import { buttonsOnScreen, openGame, press, waitForScreen } from './game';

for (const variant of ['screw', 'candy'] as const) {
  test(`variant ${variant}: the hook lists the buttons a tap reaches, named, in place, and not those under a layer`, async ({
    page,
  }) => {
    await openGame(page, `variant=${variant}`);
    const start = variant === 'candy' ? 'menu-level-current' : 'menu-start';
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await buttonsOnScreen(page)).some((b) => b.id === start)).toBe(true);
    const menu = await buttonsOnScreen(page);
    for (const b of menu) {
      expect(b.name, b.id).not.toBe('');
      expect(b.x, b.id).toBeGreaterThanOrEqual(-1);
      expect(b.y, b.id).toBeGreaterThanOrEqual(-1);
      expect(b.x + b.width, b.id).toBeLessThanOrEqual(viewport.width + 1);
      expect(b.y + b.height, b.id).toBeLessThanOrEqual(viewport.height + 1);
    }
    // Its place is where the page has it.
    const box = await page.getByTestId(start).boundingBox();
    const listed = menu.find((b) => b.id === start)!;
    expect(Math.abs(listed.x + listed.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(2);

    await press(page, start);
    await waitForScreen(page, 'game', 60_000);
    await expect.poll(async () => (await buttonsOnScreen(page)).some((b) => b.id === 'hud-exit')).toBe(true);
    // The pause layer covers the HUD: its buttons are listed, the HUD's are not.
    await press(page, 'hud-exit');
    await waitForScreen(page, 'exit');
    await expect
      .poll(async () => {
        const ids = (await buttonsOnScreen(page)).map((b) => b.id);
        return ids.includes('exit-resume') && !ids.includes('hud-hint');
      })
      .toBe(true);
    await press(page, 'exit-resume');
    await waitForScreen(page, 'game');
  });
}
