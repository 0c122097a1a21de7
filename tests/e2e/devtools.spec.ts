import { expect, test, type Page } from '@playwright/test';
import { openGame } from './game';

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

  test('without ?inspect or ?debug neither tool is fetched', async ({ page }) => {
    const scripts = scriptsFetched(page);
    await openGame(page);
    await page.waitForTimeout(500);
    expect(scripts.filter((n) => n.startsWith('inspector-') || n.startsWith('DebugPanel-'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __inspector?: boolean }).__inspector)).toBeUndefined();
  });
});
