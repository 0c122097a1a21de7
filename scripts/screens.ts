// `npm run screens`: screenshots of every layer of both variants at 390x844 (phone) and 1280x800
// (desktop) into docs/screens/ (variant B's files start with 'candy-'), from the production build served
// by `vite preview`. Regenerate after UI work and look at them.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { pressListedButton } from './pageButtons';
import { CHROMIUM_ARGS, executablePath, startPreview } from './preview';

const root = join(import.meta.dirname, '..');
const out = join(root, 'docs/screens');
const port = Number(process.env.SCREENS_PORT ?? 4181);
const base = `http://127.0.0.1:${port}`;
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const level7 = JSON.parse(readFileSync(join(root, 'assets/levels/level-07.json'), 'utf8'));
/** Three red screws on one plank: won in three taps. */
const quickWin = {
  format: 1,
  id: 'screens-win',
  boards: [
    {
      id: 'p',
      group: 1,
      shape: { kind: 'rect', width: 420, height: 150, radius: 28 },
      x: 375,
      y: 880,
      angle: 0,
      holes: [-130, 0, 130].map((x) => ({ x, y: 0, colour: 1 })),
    },
  ],
  boxes: { queue: [1], positions: 1, locked: [] },
  tray: { slots: 5, locked: 0 },
};
/** One box of red, two blue screws first: the tray of 2 fills. */
const quickLoss = {
  ...quickWin,
  id: 'screens-loss',
  boards: [1, 1, 1, 2, 2, 2].map((colour, i) => ({
    id: `c${i}`,
    group: 1,
    shape: { kind: 'circle', radius: 44 },
    x: 115 + (i % 3) * 260,
    y: 700 + Math.floor(i / 3) * 200,
    angle: 0,
    holes: [{ x: 0, y: 0, colour }],
  })),
  boxes: { queue: [1, 2], positions: 1, locked: [] },
  tray: { slots: 2, locked: 0 },
};

type Snap = { screen: string; screws: { id: string; x: number; y: number; covered: boolean }[] };
const snap = (page: Page) =>
  page.evaluate(() => (window as unknown as { __game: { snapshot(): Snap } }).__game.snapshot());
const send = (page: Page, event: object) =>
  page.evaluate((e) => (window as unknown as { __game: { send(e: object): void } }).__game.send(e), event);
const load = (page: Page, json: object) =>
  page.evaluate((j) => (window as unknown as { __game: { loadLevel(j: object): void } }).__game.loadLevel(j), json);

async function screen(page: Page, name: string): Promise<void> {
  // The test hook is installed once the runtime is up.
  await page.waitForFunction(() => 'snapshot' in ((window as unknown as { __game?: object }).__game ?? {}));
  for (let i = 0; i < 100; i++) {
    if ((await snap(page)).screen === name) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(900);
}

async function tap(page: Page, id: string): Promise<void> {
  const s = (await snap(page)).screws.find((x) => x.id === id);
  if (s) await page.mouse.click(s.x, s.y);
  await page.waitForTimeout(500);
}

async function shoot(page: Page, size: string, name: string): Promise<void> {
  await page.screenshot({ path: join(out, `${name}-${size}.png`) });
  console.log(`docs/screens/${name}-${size}.png`);
}

/**
 * The loading screen, held on screen by answering the first level file's request late (loading waits
 * for it), then shot after `afterMs` (variant B's logo covers the first 2 s).
 */
async function loadingShot(page: Page, url: string, size: string, name: string, afterMs: number): Promise<void> {
  await page.route(/level-01[^/]*\.js/, async (route) => {
    // Long enough to outlast a screenshot on a busy machine (software GL takes seconds to capture).
    await new Promise((r) => setTimeout(r, afterMs + 20_000));
    await route.continue();
  });
  await page.goto(url);
  await page.waitForTimeout(afterMs);
  await shoot(page, size, name);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Taps a button by its test id where the test hook lists it (page or canvas), after the layer's entrance. */
async function press(page: Page, testId: string): Promise<void> {
  await pressListedButton(page, testId);
  await page.waitForTimeout(700);
}

/** The layers of the level itself, the same in both variants: game, tip, exit, win and both losses. */
async function levelLayers(page: Page, size: string, prefix: string): Promise<void> {
  await load(page, level7);
  await screen(page, 'game');
  await page.waitForTimeout(1500);
  await shoot(page, size, `${prefix}game`);
  // Break a board: it applies while any board is left, so its tip always opens.
  await send(page, { type: 'SKILL', skill: 2 });
  await page.waitForTimeout(900);
  await shoot(page, size, `${prefix}tip`);
  await send(page, { type: 'SKILL_CLOSE' });
  await send(page, { type: 'EXIT' });
  await screen(page, 'exit');
  await shoot(page, size, `${prefix}exit`);
  await send(page, { type: 'CLOSE' });
  await load(page, quickWin);
  await screen(page, 'game');
  for (const id of ['p.0', 'p.1', 'p.2']) await tap(page, id);
  await screen(page, 'win');
  await shoot(page, size, `${prefix}win`);
  await load(page, quickLoss);
  await screen(page, 'game');
  await tap(page, 'c3.0');
  await tap(page, 'c4.0');
  await screen(page, 'lose-full');
  await shoot(page, size, `${prefix}lose-full`);
  await load(page, quickLoss);
  await screen(page, 'game');
  await send(page, { type: 'DEBUG_SET_COUNTDOWN', seconds: 1 });
  await screen(page, 'lose-time');
  await shoot(page, size, `${prefix}lose-time`);
  // A friend challenge opened from a link, played out to its result beside the sender's score.
  await send(page, { type: 'HOME' });
  await screen(page, 'menu');
  await send(page, { type: 'PLAY_CHALLENGE', seed: 'k3x9a0pq', theirs: { score: 10_042, name: 'Ann' } });
  await page.waitForFunction(
    () => (window as unknown as { __game: { snapshot(): { status: string } } }).__game.snapshot().status === 'RUN',
    undefined,
    { timeout: 60_000 },
  );
  await send(page, { type: 'DEBUG_SET_COUNTDOWN', seconds: 1 });
  await screen(page, 'challenge-result');
  await page.waitForTimeout(900);
  await shoot(page, size, `${prefix}challenge-result`);
  await send(page, { type: 'HOME' });
  await screen(page, 'menu');
}

/** The menu as an instant-games player sees it while an official tournament runs (offered through the hook). */
async function tournamentMenu(page: Page, size: string, name: string): Promise<void> {
  const endTime = Math.floor(Date.now() / 1000) + 2 * 86_400 + 5 * 3600 + 600;
  await send(page, {
    type: 'TOURNAMENT_OFFERED',
    tournament: { tournamentId: 'screens', contextId: 'screens', endTime },
  });
  await page.getByTestId('menu-tournament').waitFor({ state: 'visible' });
  await page.waitForTimeout(600);
  await shoot(page, size, name);
  await send(page, { type: 'TOURNAMENT_OFFERED', tournament: null });
}

/**
 * Variant B: the logo, its menu and meta layers (sign-in, daily tasks, hearts), the language picker and the menu in
 * German, Hindi and Chinese.
 */
async function candyLayers(page: Page, size: string): Promise<void> {
  await loadingShot(page, `${base}/?test&variant=candy&today=2026-11-21`, size, 'candy-loading', 3200);
  // From the first byte on: on a busy machine the page's load event may come after the logo's 2 s.
  await page.goto(`${base}/?test&variant=candy&today=2026-11-21`, { waitUntil: 'commit' });
  // The logo once it is up (drawn on the canvas: its mirror is in the page) and the page's fade-in is over (a
  // fixed wait from navigation caught the fade).
  await page.getByTestId('logo').first().waitFor({ state: 'attached' });
  await page.waitForTimeout(700);
  await shoot(page, size, 'candy-logo');
  await screen(page, 'menu');
  await page.waitForTimeout(2500);
  await shoot(page, size, 'candy-menu');
  await tournamentMenu(page, size, 'candy-menu-tournament');
  for (const [button, name, close] of [
    ['menu-signin', 'signin', 'signin-close'],
    ['menu-tasks', 'daily-tasks', 'daily-tasks-close'],
    ['hearts', 'hearts', 'hearts-close'],
    ['menu-settings', 'settings', 'settings-close'],
    ['menu-calendar', 'calendar', 'calendar-close'],
    ['menu-rank', 'rank', 'rank-close'],
  ] as const) {
    await press(page, button);
    await shoot(page, size, `candy-${name}`);
    await press(page, close);
  }
  await levelLayers(page, size, 'candy-');
  await page.goto(`${base}/?test&variant=candy&today=2026-11-21`);
  await screen(page, 'menu');
  await page.waitForTimeout(2500);
  await press(page, 'menu-language');
  await shoot(page, size, 'candy-language');
  await press(page, 'language-de_DE');
  await page.waitForTimeout(800);
  await shoot(page, size, 'candy-menu-de');
  // Devanagari and Chinese, drawn in the system's faces as a phone draws them (README: the Noto fonts).
  for (const [code, name] of [
    ['hi_IN', 'candy-menu-hi'],
    ['zh_CN', 'candy-menu-zh'],
  ] as const) {
    await press(page, 'menu-language');
    await press(page, `language-${code}`);
    await page.waitForTimeout(800);
    await shoot(page, size, name);
  }
}

async function main(): Promise<void> {
  execSync('npx vite build --logLevel error', { cwd: root, stdio: 'inherit' });
  mkdirSync(out, { recursive: true });
  const preview = await startPreview(root, port);
  try {
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
    for (const size of sizes) {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      await loadingShot(page, `${base}/?test&today=2026-11-21`, size.name, 'loading', 600);
      await page.goto(`${base}/?test&today=2026-11-21`);
      await screen(page, 'menu');
      await shoot(page, size.name, 'menu');
      await tournamentMenu(page, size.name, 'menu-tournament');
      await press(page, 'menu-language');
      await shoot(page, size.name, 'language');
      await press(page, 'language-close');
      for (const [event, name] of [
        [{ type: 'OPEN_SETTINGS' }, 'settings'],
        [{ type: 'OPEN_CALENDAR', today: { year: 2026, month: 11, day: 21 } }, 'calendar'],
        [{ type: 'OPEN_TASKS' }, 'tasks'],
        [{ type: 'OPEN_RANK' }, 'rank'],
      ] as const) {
        await send(page, event);
        await screen(page, name);
        await shoot(page, size.name, name);
        await send(page, { type: 'CLOSE' });
        await screen(page, 'menu');
      }
      await levelLayers(page, size.name, '');
      await page.close();
      // Variant B in a fresh page (its own save and language), steady for the camera.
      const candy = await browser.newPage({
        viewport: { width: size.width, height: size.height },
        reducedMotion: 'reduce',
      });
      await candyLayers(candy, size.name);
      await candy.close();
    }
    await browser.close();
  } finally {
    preview.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
