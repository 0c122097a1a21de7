import { expect, test, type Page } from './fixtures';
import { openGame, press, snapshot, waitForScreen } from './game';

/** Script files the page fetched, by their file name. */
function scriptsFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) names.push(url.pathname.split('/').pop()!);
  });
  return names;
}

test.describe('tools for testers and designers', () => {
  test('?inspect starts the statechart inspector without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const scripts = scriptsFetched(page);
    await openGame(page, 'inspect');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __inspector?: boolean }).__inspector))
      .toBe(true);
    expect(scripts.some((n) => n.startsWith('inspector-'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('?debug opens the panel, and a changed countdown shows in the HUD at once', async ({ page }) => {
    const scripts = scriptsFetched(page);
    await openGame(page, 'debug');
    await expect(page.getByTestId('debug-panel')).toBeVisible();
    expect(scripts.some((n) => n.startsWith('mountDebug-'))).toBe(true);
    await press(page, 'menu-start');
    await waitForScreen(page, 'game');
    await expect(page.getByTestId('hud-timer')).toContainText(/3:0\d|2:5\d/);
    await page.getByTestId('debug-countdownSeconds').fill('30');
    await expect(page.getByTestId('hud-timer')).toContainText(/0:(30|29|28|27)/);
    expect((await snapshot(page)).timeLeftMs).toBeLessThanOrEqual(30_000);
  });

  test('without ?inspect or ?debug neither tool is fetched', async ({ page }) => {
    const scripts = scriptsFetched(page);
    await openGame(page);
    await page.waitForTimeout(500);
    expect(scripts.filter((n) => n.startsWith('inspector-') || n.startsWith('mountDebug-'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __inspector?: boolean }).__inspector)).toBeUndefined();
  });
});
