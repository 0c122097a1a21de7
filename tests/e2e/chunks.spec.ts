// The chunks the page loads after its menu (issue 15: the menu's panels, the layers over a level, the rules, the physics, the
// playfield) never strand a player: a chunk the network drops gives a clear message and a way out, and the next try
// loads it. The network fails for real here: Playwright aborts the chunk's request.
import { expect, test, type Page } from './fixtures';
import { openGame, press, snapshot, waitForScreen } from './game';

/** Aborts every request for a built chunk whose file name starts with `name`, until the returned function is called. */
async function dropChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/assets/${name}-[^/]+\\.js$`);
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

test.describe('chunks the network drops', () => {
  test('a menu panel that cannot be loaded says so, closes, and opens once the network is back', async ({ page }) => {
    const restore = await dropChunk(page, 'menuPanelSet');
    await openGame(page);
    await press(page, 'menu-settings');
    await expect(page.getByTestId('error-message')).toContainText('Check your connection and try again.', {
      timeout: 30_000,
    });
    await press(page, 'error-back');
    await waitForScreen(page, 'menu');
    await expect(page.getByTestId('error-message')).toHaveCount(0);

    await restore();
    await press(page, 'menu-settings');
    await expect(page.getByTestId('settings-close')).toBeVisible({ timeout: 30_000 });
    expect((await snapshot(page)).screen).toBe('settings');
  });

  /** A level whose chunk `name` is dropped: its error says `message` and leads back; it opens once the network is back. */
  async function levelWithout(page: Page, name: string, message: string, query = ''): Promise<void> {
    const restore = await dropChunk(page, name);
    await openGame(page, query);
    await press(page, 'menu-start');
    await expect(page.getByTestId('error-message')).toContainText(message, { timeout: 30_000 });
    await press(page, 'error-back');
    await waitForScreen(page, 'menu');

    await restore();
    await press(page, 'menu-start');
    await waitForScreen(page, 'game', 60_000);
    await expect.poll(async () => (await snapshot(page)).status, { timeout: 60_000 }).toBe('RUN');
  }

  test('a level whose screens cannot be loaded does not open half-built: its error leads back, and it opens later', async ({
    page,
  }) => {
    await levelWithout(page, 'levelLayerSet', "The game's screens could not be loaded");
    await expect(page.getByTestId('hud-exit')).toBeVisible({ timeout: 30_000 });
  });

  test('the physics chunk dropped: the level says the physics could not be loaded, and opens later', async ({
    page,
  }) => {
    await levelWithout(page, 'physics', "The game's physics could not be loaded");
  });

  test("the rules' chunk dropped: the level says the game's rules could not be loaded, and opens later", async ({
    page,
  }) => {
    await levelWithout(page, 'levelRules', "The game's rules could not be loaded");
    expect((await snapshot(page)).screws.length).toBeGreaterThan(0);
  });

  test('the playfield chunk dropped: the level says its boards could not be loaded, and opens later', async ({
    page,
  }) => {
    await levelWithout(page, 'playfield', "The game's boards could not be loaded");
    expect((await snapshot(page)).screws.length).toBeGreaterThan(0);
  });

  test("variant B's sweets dropped: the level says its boards could not be loaded, and opens later in their look", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await levelWithout(page, 'candyTheme', "The game's boards could not be loaded", 'variant=candy');
    expect((await snapshot(page)).screws.length).toBeGreaterThan(0);
    // Drawn as sweets, not in the screw look a missing theme falls back to (drawTheme.ts warns when it does).
    expect(warnings.filter((text) => text.includes('drawings are not loaded'))).toEqual([]);
  });

  test("variant B's start-up chunk dropped: the page says so with a Reload, not a blank page, and reloads into the menu", async ({
    page,
  }) => {
    const restore = await dropChunk(page, 'candyMenuArt');
    await page.goto('/?test&variant=candy');
    await reloadsIntoMenu(page, restore);
  });

  test('the chunk of the screens after loading dropped: the loading screen does not end on nothing, the page says so with a Reload, and reloads into the menu', async ({
    page,
  }) => {
    const restore = await dropChunk(page, 'screenSet');
    await page.goto('/?test');
    await expect(page.getByTestId('start-failure')).toBeVisible({ timeout: 60_000 });
    // Loading did not end on a menu that cannot be drawn.
    expect((await snapshot(page)).screen).toBe('loading');
    await reloadsIntoMenu(page, restore);
    // The menu drew: its Start button is on the canvas, and a press opens level 1.
    await press(page, 'menu-start');
    await waitForScreen(page, 'game', 60_000);
  });
});

/** The page's start failed: its message and focused Reload; once the network is back, Enter reloads into the menu. */
async function reloadsIntoMenu(page: Page, restore: () => Promise<void>): Promise<void> {
  const failure = page.getByTestId('start-failure');
  await expect(failure).toBeVisible({ timeout: 60_000 });
  await expect(failure).toContainText('Check your connection and try again.');
  await expect(failure).toContainText('Your progress is safe.');
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  // The Reload button has the keyboard's focus: Enter reloads, and the game starts once the network is back.
  await expect(page.getByTestId('start-failure-reload')).toBeFocused();
  await restore();
  await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), page.keyboard.press('Enter')]);
  // The page reloaded: its start this time reaches the menu (a look during the reload reads nothing).
  const screen = () =>
    page
      .evaluate(() => (window as unknown as { __game?: { snapshot(): { screen: string } } }).__game?.snapshot().screen)
      .catch(() => undefined);
  await expect.poll(screen, { timeout: 60_000 }).toBe('menu');
  await expect(failure).toHaveCount(0);
}
