import { expect, test, type Page } from '@playwright/test';
import { loadLevel, openGame, press, snapshot, tapScrew, toastsShown, waitForScreen } from './game';
import { coveredLevel, lockedBoxLevel, trayLevel } from './levels';

/** Starts the page with this much money in the saved gameData (src/save/gameData.ts). */
async function withCoins(page: Page, coins: number): Promise<void> {
  await page.addInitScript((coin1) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('screw-puzzle.gameData.v1', JSON.stringify({ version: 2, coin1 }));
      sessionStorage.setItem('seeded', '1');
    }
  }, coins);
}

test.describe('skills and ads', () => {
  test('skill 1 bought with coins empties the tray', async ({ page }) => {
    await withCoins(page, 500);
    await openGame(page);
    await loadLevel(page, trayLevel);
    await tapScrew(page, 'c3.0');
    await expect.poll(async () => (await snapshot(page)).tray.screws).toEqual([2]);
    await expect(page.getByTestId('coins')).toContainText('500');
    await press(page, 'skill-1');
    await expect(page.getByTestId('tip')).toBeVisible();
    await press(page, 'tip-coins');
    await expect.poll(async () => (await snapshot(page)).tray.screws).toEqual([]);
    await expect(page.getByTestId('tip')).toHaveCount(0);
    await expect(page.getByTestId('coins')).toContainText('300');
  });

  test('skill 2 breaks the board the player taps; the screws under it come free', async ({ page }) => {
    await withCoins(page, 500);
    await openGame(page);
    const start = await loadLevel(page, coveredLevel);
    expect(start.screws.find((s) => s.id === 'under.1')!.covered).toBe(true);
    await press(page, 'skill-2');
    await press(page, 'tip-coins');
    await expect(page.getByTestId('skill-prompt')).toContainText('Please select the dish you want to break');
    // A tap outside every board keeps the prompt; a tap inside the plate breaks it.
    await page.mouse.click(20, 600);
    await page.waitForTimeout(300);
    await expect(page.getByTestId('skill-prompt')).toBeVisible();
    const a = start.screws.find((s) => s.id === 'over.0')!;
    const b = start.screws.find((s) => s.id === 'over.1')!;
    await page.mouse.click((a.x + b.x) / 2, (a.y + b.y) / 2 + 10);
    await expect(page.getByTestId('skill-prompt')).toHaveCount(0);
    await expect
      .poll(async () => (await snapshot(page)).screws.find((s) => s.id === 'under.1')?.covered, { timeout: 10_000 })
      .toBe(false);
    expect((await snapshot(page)).screws.some((s) => s.id.startsWith('over.'))).toBe(false);
    await expect(page.getByTestId('coins')).toContainText('200');
  });

  test('an interrupted rewarded ad grants nothing', async ({ page }) => {
    await openGame(page, 'ads=interrupt&adSeconds=1');
    await loadLevel(page, trayLevel);
    await tapScrew(page, 'c3.0');
    await expect.poll(async () => (await snapshot(page)).tray.screws).toEqual([2]);
    await press(page, 'skill-1');
    await press(page, 'tip-submit');
    await expect(page.getByTestId('ad')).toBeVisible();
    // The toast lives 2 s; on a busy machine it is read from the test hook's list of toasts shown.
    await expect.poll(() => toastsShown(page), { timeout: 60_000 }).toContain('Video playback interrupted');
    expect((await snapshot(page)).tray.screws).toEqual([2]);
    await expect(page.getByTestId('coins')).toContainText('0');
  });

  test('with ?platform=native the bridge messages go out, spelled as the wrappers expect', async ({ page }) => {
    await openGame(page, 'platform=native');
    const messages = () =>
      page.evaluate(() =>
        ((window as unknown as { __nativeMessages?: string[] }).__nativeMessages ?? []).map(
          (m) => (JSON.parse(m) as { type: string }).type,
        ),
      );
    await expect.poll(messages).toContain('show_Banner_ad');
    await loadLevel(page, lockedBoxLevel);
    const locked = (await snapshot(page)).boxes[1]!;
    expect(locked.locked).toBe(true);
    await page.mouse.click(locked.x, locked.y);
    await expect.poll(messages).toContain('show_rewaeder_ad');
    // The wrapper reports the reward; the box opens.
    await page.evaluate(() =>
      (window as unknown as { nativeBridge: { receive(m: string): void } }).nativeBridge.receive(
        JSON.stringify({ type: 'send_rewarded' }),
      ),
    );
    await expect.poll(async () => (await snapshot(page)).boxes[1]!.locked).toBe(false);
    expect(await waitForScreen(page, 'game')).toBeTruthy();
  });
});
