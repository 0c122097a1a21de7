// What a new player hit, for both variants: nothing outside the top popup takes a tap, the menu owns the
// screen behind its panels, the layers' ads (spec 2), the first byte in the variant's look, and HUD polish.
import { expect, test, type Page } from './fixtures';
import {
  buttonsOnScreen,
  loadLevel,
  openGame,
  playUntilOver,
  press,
  snapshot,
  waitForScreen,
  type Snapshot,
} from './game';
import { coveredLevel, lockedBoxLevel } from './levels';

/** The centre of a test id's element in page pixels. */
async function centreOf(page: Page, testId: string): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId(testId).first().boundingBox();
  if (!box) throw new Error(`${testId} is not laid out`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * True when a tap at the button's centre reaches it: the test hook lists it (on top at its centre, whether the
 * page or the canvas draws it).
 */
async function reachable(page: Page, testId: string): Promise<boolean> {
  return (await buttonsOnScreen(page)).some((b) => b.id === testId);
}

/** The types of the native bridge's outgoing messages (`?platform=native`). */
function bridgeMessages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { __nativeMessages?: string[] }).__nativeMessages ?? []).map(
      (m) => (JSON.parse(m) as { type: string }).type,
    ),
  );
}

const banners = async (page: Page) =>
  (await bridgeMessages(page)).filter((type) => type === 'show_Banner_ad' || type === 'hide_Banner_ad');

test.describe('layers a player meets', () => {
  test.use({ reducedMotion: 'reduce' });

  test("under the sign-in popup the coin pill's video button takes no tap (variant B)", async ({ page }) => {
    await openGame(page, 'variant=candy');
    const button = await centreOf(page, 'coins-look-ad');
    expect(await reachable(page, 'coins-look-ad')).toBe(true);
    await press(page, 'menu-signin');
    await expect(page.getByTestId('signin')).toBeVisible();
    expect(await reachable(page, 'coins-look-ad')).toBe(false);
    await page.mouse.click(button.x, button.y);
    // The tap met the popup's veil: the sign-in stays, and Rank did not open beneath it.
    await expect(page.getByTestId('signin')).toBeVisible();
    await expect(page.getByTestId('rank')).toHaveCount(0);
    expect((await snapshot(page)).screen).toBe('menu');
  });

  test("under a skill's tip the HUD coin pill's video button takes no tap (variant A)", async ({ page }) => {
    await openGame(page, 'ads=nofill');
    await loadLevel(page, coveredLevel);
    const button = await centreOf(page, 'coins-look-ad');
    expect(await reachable(page, 'coins-look-ad')).toBe(true);
    // Break a board: its tip opens (the other skills have nothing to do on a fresh level).
    await press(page, 'skill-2');
    await expect(page.getByTestId('tip')).toBeVisible();
    expect(await reachable(page, 'coins-look-ad')).toBe(false);
    await page.mouse.click(button.x, button.y);
    await expect(page.getByTestId('tip')).toBeVisible();
    await expect(page.getByTestId('ad')).toHaveCount(0);
  });

  test("after leaving a level, the menu (not the old level) is behind the menu's panels", async ({ page }) => {
    await openGame(page, 'ads=nofill');
    await press(page, 'menu-start');
    await waitForScreen(page, 'game');
    await press(page, 'hud-exit');
    await press(page, 'exit-submit');
    await waitForScreen(page, 'menu');
    for (const [button, layer, close] of [
      ['menu-settings', 'settings', 'settings-close'],
      ['menu-tasks', 'tasks', 'tasks-close'],
      ['menu-rank', 'rank', 'rank-close'],
      ['menu-calendar', 'calendar', 'calendar-close'],
    ] as const) {
      await press(page, button);
      await expect(page.getByTestId(layer)).toBeVisible();
      // The menu stays drawn behind, out of reach of keyboards and screen readers (its mirror is inert).
      await expect(page.getByTestId('menu-start')).toBeVisible();
      const inert = () => page.getByTestId('menu').evaluate((menu) => menu.closest('[inert]') !== null);
      // The mirror follows the chart when React commits (and the panel's entrance or exit ends): wait for it.
      await expect.poll(inert, { timeout: 20_000 }).toBe(true);
      // The menu behind takes no tap: its Start button is under the panel's veil.
      expect(await reachable(page, 'menu-start')).toBe(false);
      await press(page, close);
      await waitForScreen(page, 'menu');
      await expect.poll(inert, { timeout: 20_000 }).toBe(false);
    }
  });

  test('the settings switches are switches to a screen reader, and say on or off', async ({ page }) => {
    await openGame(page, 'ads=nofill');
    await press(page, 'menu-settings');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    // Each switch is named by its row and carries its state.
    const music = dialog.getByRole('switch', { name: 'Music' });
    await expect(music).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('switch', { name: 'Sound' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('switch', { name: 'Vibration' })).toHaveAttribute('aria-checked', 'true');
    await press(page, 'settings-music');
    await expect(music).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('settings-sound')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('settings-language')).toHaveAccessibleName('Language: English');
    await press(page, 'settings-done');
    await waitForScreen(page, 'menu');
    await expect(page.getByTestId('settings')).toHaveCount(0);
  });

  test("the settings' language row opens the picker, which marks the current language and picks another", async ({
    page,
  }) => {
    await openGame(page, 'ads=nofill');
    await press(page, 'menu-settings');
    await press(page, 'settings-language');
    const picker = page.getByRole('dialog', { name: 'Language' });
    await expect(picker).toBeVisible();
    // Every language in its own name, read in its language; only the current one pressed.
    await expect(picker.getByRole('button')).toHaveCount(13);
    await expect(page.getByTestId('language-de_DE')).toHaveAccessibleName('Deutsch');
    await expect(page.getByTestId('language-de_DE')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByTestId('language-zh_HK')).toHaveAttribute('lang', 'zh-Hant-HK');
    await expect(picker.locator('[aria-pressed="true"]')).toHaveCount(1);
    await expect(page.getByTestId('language-en_US')).toHaveAttribute('aria-pressed', 'true');
    // The settings under it take no tap.
    expect(await reachable(page, 'settings-done')).toBe(false);
    await press(page, 'language-de_DE');
    await expect(page.getByTestId('language')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Einstellungen' })).toBeVisible();
    await expect(page.getByTestId('settings-music')).toHaveAccessibleName('Musik');
    await expect(page.getByTestId('settings-language')).toHaveAccessibleName('Sprache: Deutsch');
  });

  test("variant B's Start hides the banner, and the win layer and the menu bring it back (spec 2)", async ({
    page,
  }) => {
    await openGame(page, 'variant=candy&platform=native');
    await expect.poll(() => banners(page)).toContain('show_Banner_ad');
    await press(page, 'menu-level-current');
    await waitForScreen(page, 'game');
    await expect.poll(async () => (await banners(page)).at(-1)).toBe('hide_Banner_ad');
    const end = await playUntilOver(page);
    expect(end.screen).toBe('win');
    await expect.poll(async () => (await banners(page)).at(-1)).toBe('show_Banner_ad');
  });

  test("the page shows variant B's title and colour before any game code runs", async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/?variant=candy');
    expect(await page.title()).toBe('Candy Puzzle');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 163, 196)');
  });

  test('the HUD timer keeps 59:59 inside its box', async ({ page }) => {
    await openGame(page, 'countdown=3599');
    await press(page, 'menu-start');
    await waitForScreen(page, 'game');
    const timer = page.getByTestId('hud-timer');
    await expect(timer).toContainText(/59:5\d/);
    // The countdown's box (drawn on the canvas; its mirror has the same box) holds the digits as the page's real
    // font sets them, with the clock beside them and the paper's rim and padding around.
    const fits = await timer.evaluate((box) => {
      // The mirror is the design box (750 design px wide), scaled as the canvas draws it, in the canvas's type.
      const stage = document.querySelector('[data-testid="a11y-mirror"]')!;
      const scale = stage.getBoundingClientRect().width / 750;
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `900 46px ${getComputedStyle(stage).fontFamily}`;
      const digits = ctx.measureText(box.textContent ?? '').width;
      // The clock (40), its gap (10), the paddings (8 + 14) and the rims (2 x 5), in design px.
      return (digits + 40 + 10 + 8 + 14 + 10) * scale <= box.getBoundingClientRect().width + 0.5;
    });
    expect(fits).toBe(true);
  });

  test('the break-board prompt covers no box', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('screw-puzzle.gameData.v1', JSON.stringify({ version: 2, coin1: 500 }));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await openGame(page);
    const start = await loadLevel(page, coveredLevel);
    await press(page, 'skill-2');
    await press(page, 'tip-coins');
    const prompt = page.getByTestId('skill-prompt');
    await expect(prompt).toBeVisible();
    await expect(page.getByTestId('skill-bar')).toHaveCount(0);
    const box = (await prompt.boundingBox())!;
    for (const b of start.boxes) expect(b.y < box.y || b.y > box.y + box.height).toBe(true);
    for (const s of start.screws) expect(s.y < box.y || s.y > box.y + box.height).toBe(true);
  });
});

test.describe('the native bridge trusts only its wrapper', () => {
  test('a page of another origin that frames the game cannot grant a reward by posting send_rewarded', async ({
    page,
    baseURL,
  }) => {
    // Two public origins, both served from the test server through the browser's routing: the game at
    // game.example, framed full size (so page and frame coordinates agree) by a page at foreign.example.
    await page.route('http://game.example/**', async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }) });
    });
    const foreign = 'http://foreign.example/host.html';
    await page.route(foreign, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<body style="margin:0"><iframe src="http://game.example/?test&platform=native" style="border:0;width:100vw;height:100vh"></iframe></body>`,
      }),
    );
    await page.goto(foreign);
    const game = page.frames().find((f) => f !== page.mainFrame())!;
    const snap = () =>
      game.evaluate(() => (window as unknown as { __game: { snapshot(): Snapshot } }).__game.snapshot());
    await expect
      .poll(
        () =>
          game.evaluate(() => (window as unknown as { __game?: { snapshot(): Snapshot } }).__game?.snapshot().screen),
        {
          timeout: 60_000,
        },
      )
      .toBe('menu');
    await game.evaluate(
      (level) => (window as unknown as { __game: { loadLevel(j: unknown): void } }).__game.loadLevel(level),
      lockedBoxLevel,
    );
    await expect.poll(async () => (await snap()).screen).toBe('game');
    // Built once its file, the physics and the level's layers are loaded (the first level loads them).
    await expect.poll(async () => (await snap()).boxes.length, { timeout: 60_000 }).toBeGreaterThan(1);
    const locked = (await snap()).boxes[1]!;
    expect(locked.locked).toBe(true);
    await page.mouse.click(locked.x, locked.y);
    await expect
      .poll(() => game.evaluate(() => (window as unknown as { __nativeMessages?: string[] }).__nativeMessages ?? []))
      .toContainEqual(JSON.stringify({ type: 'show_rewaeder_ad' }));
    // Record what reaches the game's window, then let the framing page post.
    await game.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { __seen: unknown[] }).__seen = seen;
      window.addEventListener('message', (e) => seen.push(e.data));
    });
    await page.evaluate(() =>
      document.querySelector('iframe')!.contentWindow!.postMessage(JSON.stringify({ type: 'send_rewarded' }), '*'),
    );
    await expect
      .poll(() => game.evaluate(() => JSON.stringify((window as unknown as { __seen: unknown[] }).__seen)))
      .toContain('send_rewarded');
    // The wrapper itself then says the video closed without a reward: the box stays locked.
    await game.evaluate(() =>
      (window as unknown as { nativeBridge: { receive(m: string): void } }).nativeBridge.receive(
        JSON.stringify({ type: 'game_resume' }),
      ),
    );
    await expect.poll(async () => (await snap()).toasts, { timeout: 60_000 }).toContain('Video playback interrupted');
    expect((await snap()).boxes[1]!.locked).toBe(true);
  });
});

test.describe('the web build', () => {
  test('runs under its Content Security Policy: a level is won and nothing is refused', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openGame(page);
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(
      /script-src 'self' 'sha256-/,
    );
    await press(page, 'menu-start');
    await waitForScreen(page, 'game');
    expect((await playUntilOver(page)).screen).toBe('win');
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('ships no source maps', async ({ page }) => {
    await openGame(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts.slice(0, 5)) {
      // The preview server answers an unknown path with the page itself, never with a map.
      expect(await (await page.request.get(`${url}.map`)).text()).not.toContain('"mappings"');
      expect(await (await page.request.get(url)).text()).not.toContain('sourceMappingURL');
    }
  });
});
