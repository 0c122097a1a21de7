import { expect, test, type Page } from './fixtures';
import { screwVariant } from '../../src/variants/screw';
import {
  expectToast,
  loadLevel,
  openGame,
  playUntilOver,
  press,
  snapshot,
  tapScrew,
  toastsShown,
  waitForScreen,
} from './game';
import { coveredLevel, lockedBoxLevel, trayLevel } from './levels';

/** Starts the page with this much money in the saved gameData (src/save/gameData.ts). */
async function withCoins(page: Page, coins: number): Promise<void> {
  await page.addInitScript((coin1) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('screw-puzzle.gameData.v1', JSON.stringify({ version: 3, coin1 }));
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

/** Variant A's figures, read from its config (src/variants/screw.ts). */
const WIN_COINS = screwVariant.winCoins!;
const FIRST_WIN_BONUS = screwVariant.winBonus!.firstWinOfDayCoins;

/** Starts the page once with this gameData record saved (later reloads keep what the game saved). */
async function withGameData(page: Page, record: Record<string, unknown>): Promise<void> {
  await page.addInitScript((data) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('screw-puzzle.gameData.v1', JSON.stringify(data));
      sessionStorage.setItem('seeded', '1');
    }
  }, record);
}

test.describe("variant A's reward loop", () => {
  test('a level win pays its coins: the first of the day with its bonus, the next one the win coins', async ({
    page,
  }) => {
    await openGame(page, 'today=2026-11-21');
    await loadLevel(page, trayLevel);
    await expect(page.getByTestId('coins-value')).toHaveText('0');
    expect((await playUntilOver(page)).screen).toBe('win');
    await expect(page.getByTestId('win')).toBeVisible();
    await expect(page.getByTestId('win-coins')).toContainText(`+${WIN_COINS + FIRST_WIN_BONUS}`);
    await expect(page.getByTestId('win-bonus')).toContainText(`+${FIRST_WIN_BONUS}`);
    await expect(page.getByTestId('coins-value')).toHaveText(String(WIN_COINS + FIRST_WIN_BONUS));
    // The same day's second win pays the win's coins only.
    await loadLevel(page, trayLevel);
    expect((await playUntilOver(page)).screen).toBe('win');
    await expect(page.getByTestId('win-coins')).toContainText(`+${WIN_COINS}`);
    await expect(page.getByTestId('win-bonus')).toHaveCount(0);
    await expect(page.getByTestId('coins-value')).toHaveText(String(2 * WIN_COINS + FIRST_WIN_BONUS));
    expect((await snapshot(page)).wallet.coin1).toBe(2 * WIN_COINS + FIRST_WIN_BONUS);
  });

  test('a task milestone chest is claimed once: the coins and props arrive; refusals say why', async ({ page }) => {
    const [, second, third] = screwVariant.taskChests!;
    const task1 = screwVariant.tasks.find((t) => t.id === 'task1')!;
    // One claim away from the second chest.
    await withGameData(page, {
      version: 3,
      task1: task1.threshold,
      taskListNum: second!.points - task1.reward,
      tasksDay: '2026-11-21',
      chestsClaimed: ['chest1'],
    });
    await openGame(page, 'today=2026-11-21');
    await press(page, 'menu-tasks');
    await expect(page.getByTestId('tasks')).toBeVisible();
    await expect(page.getByTestId(`task-chest-${second!.id}`)).toHaveAttribute('aria-label', /, Locked$/);
    await press(page, `task-chest-${second!.id}`);
    await expectToast(page, 'Not enough points');
    await press(page, 'task-claim-task1');
    await expect(page.getByTestId(`task-chest-${second!.id}`)).toHaveAttribute('aria-label', /, Ready to open$/);
    await press(page, `task-chest-${second!.id}`);
    await expect(page.getByTestId('task-award')).toBeVisible();
    await expect(page.getByTestId('task-award-coin1')).toContainText(`+${second!.reward.coin1}`);
    await expect(page.getByTestId('task-award-prop0')).toContainText(`x${second!.reward.prop0}`);
    await expect
      .poll(async () => (await snapshot(page)).wallet)
      .toMatchObject({
        coin1: second!.reward.coin1,
        prop0: second!.reward.prop0,
      });
    await press(page, 'task-award-collect');
    await expect(page.getByTestId('task-award')).toHaveCount(0);
    await expect(page.getByTestId(`task-chest-${second!.id}`)).toHaveAttribute('aria-label', /, Claimed$/);
    await press(page, `task-chest-${second!.id}`);
    await expectToast(page, 'You have received');
    await expect(page.getByTestId(`task-chest-${third!.id}`)).toHaveAttribute('aria-label', /, Locked$/);
    expect((await snapshot(page)).wallet.coin1).toBe(second!.reward.coin1);
    // The prop is there to spend: skill 0's button counts it.
    await press(page, 'tasks-close');
    await loadLevel(page, trayLevel);
    await expect(page.getByTestId('skill-0-badge')).toContainText(`${second!.reward.prop0}`);
  });

  test('the HUD video button says what it gives and asks; Cancel changes nothing, Watch pays', async ({ page }) => {
    await openGame(page, 'adSeconds=1');
    await loadLevel(page, trayLevel);
    await expect(page.getByTestId('coins-value')).toHaveText('0');
    await press(page, 'coins-look-ad');
    await expect(page.getByTestId('look-ad')).toBeVisible();
    await expect(page.getByTestId('look-ad-text')).toContainText(`${screwVariant.lookAdCoins}`);
    await expect(page.getByTestId('ad')).toHaveCount(0);
    const asking = await snapshot(page);
    expect(asking.screen).toBe('look-ad');
    expect(asking.countdown).toBe('paused');
    await press(page, 'look-ad-cancel');
    await expect(page.getByTestId('look-ad')).toHaveCount(0);
    await expect.poll(async () => (await snapshot(page)).countdown).toBe('running');
    const back = await snapshot(page);
    expect(back.screen).toBe('game');
    expect(back.wallet.coin1).toBe(0);
    await expect(page.getByTestId('ad')).toHaveCount(0);
    await expect(page.getByTestId('coins-value')).toHaveText('0');
    // Asked again, Watch plays the video, which pays.
    await press(page, 'coins-look-ad');
    await press(page, 'look-ad-watch');
    await expect(page.getByTestId('ad')).toBeVisible();
    await expect(page.getByTestId('coins-value')).toHaveText(String(screwVariant.lookAdCoins), { timeout: 15_000 });
  });
});

test.describe('share on the plain web', () => {
  const dirty = 'level=3&countdown=100&ads=ok&adSeconds=1&today=2026-11-21&platform=web';

  test("without a share sheet the clean link is copied and 'Link copied' shows", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // This browser has no Web Share sheet (as on most desktops).
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await openGame(page, dirty);
    await press(page, 'menu-start');
    await waitForScreen(page, 'game');
    await press(page, 'hud-exit');
    await press(page, 'exit-share');
    await expectToast(page, 'Link copied');
    const base = new URL(page.url());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base.origin}/`);
  });

  test('with a share sheet (navigator.share) the clean link is shared; a closed sheet says so', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: unknown[]; __cancelShare: boolean };
      w.__shared = [];
      w.__cancelShare = false;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          if (w.__cancelShare) throw new DOMException('closed', 'AbortError');
          w.__shared.push(data);
        },
      });
    });
    await openGame(page, dirty);
    await press(page, 'menu-rank');
    await press(page, 'rank-share');
    const shared = () => page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared);
    await expect.poll(async () => (await shared()).length).toBe(1);
    expect((await shared())[0]!.url).toBe(`${new URL(page.url()).origin}/`);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __cancelShare: boolean }).__cancelShare = true));
    await press(page, 'rank-share');
    await expectToast(page, 'Share cancelled');
  });
});
