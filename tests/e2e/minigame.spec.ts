// The mini-game package in the DOM-less runtime (issue 13): the package `npm run build:minigame` makes runs in a
// Web Worker with no document, drawing on an OffscreenCanvas, with a `wx` global written from WeChat's published
// API reference (tests/minigame/wxWorker.js); the page only holds the screen and relays the pointer as the
// runtime's touches (tests/minigame/harness.js). Every press here is a touch at a button's place on the canvas.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { CONTENT_TYPES } from './hosts/hostPackage';
import { decodePng } from './pngPixels';
import { expect, test, type Page } from './fixtures';

const HARNESS = join(import.meta.dirname, '../minigame');
let packageDir = '';

interface Snapshot {
  variant: string;
  platform: string;
  screen: string;
  level: number;
  timeLeftMs: number;
  countdown: unknown;
  animating: boolean;
  screws: { id: string; covered: boolean; x: number; y: number }[];
  boxes: unknown[];
}
interface Button {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  disabled: boolean;
}

test.beforeAll(() => {
  // The package as `npm run build:minigame` writes it, in a folder of its own.
  packageDir = mkdtempSync(join(tmpdir(), 'minigame-package-'));
  // With a rewarded video unit (the runtime's video answers it); no interstitial or banner, which nothing here tests.
  execFileSync(
    'npx',
    ['tsx', 'scripts/minigame/package.ts', '--out', packageDir, '--rewarded-unit', 'adunit-harness'],
    {
      stdio: 'inherit',
    },
  );
});

test.afterAll(() => {
  if (packageDir) rmSync(packageDir, { recursive: true, force: true });
});

/** Serves the harness and the package under /minigame/ (the page, its worker and the worker's files alike). */
async function openHarness(page: Page, query = 'test=1'): Promise<void> {
  await page.context().route('**/minigame/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/minigame\//, '');
    const file = path.startsWith('package/') ? join(packageDir, path.slice('package/'.length)) : join(HARNESS, path);
    try {
      await route.fulfill({
        body: readFileSync(file),
        contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      });
    } catch {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
  await page.goto(`/minigame/harness.html?${query}`);
}

function call<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([m, a]) =>
      (window as unknown as { __harness: { call(m: string, ...a: unknown[]): Promise<unknown> } }).__harness.call(
        m,
        ...a,
      ),
    [method, args] as const,
  ) as Promise<T>;
}

/** The game's snapshot once the test hook is up (null before). */
async function snapshot(page: Page): Promise<Snapshot | null> {
  return call<Snapshot>(page, 'snapshot').catch(() => null);
}

async function errors(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __harness: { errors: string[] } }).__harness.errors.slice());
}

async function waitForScreen(page: Page, screen: string): Promise<void> {
  await expect.poll(async () => (await snapshot(page))?.screen ?? null, { timeout: 120_000 }).toBe(screen);
}

/** Touches a button at its centre once the test hook lists it, enabled (its layer's entrance over). */
async function touchButton(page: Page, id: string): Promise<void> {
  let button: Button | undefined;
  await expect
    .poll(
      async () => {
        button = (await call<Button[]>(page, 'buttons').catch(() => [])).find((b) => b.id === id && !b.disabled);
        return button !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await page.mouse.click(button!.x + button!.width / 2, button!.y + button!.height / 2);
}

/** Opens the package on `query`, touches Start and waits until level 1 is built. */
async function startLevelOne(page: Page, query = 'test=1'): Promise<void> {
  await openHarness(page, query);
  await waitForScreen(page, 'menu');
  await touchButton(page, 'menu-start');
  await expect.poll(async () => (await snapshot(page))?.screws.length ?? 0, { timeout: 120_000 }).toBeGreaterThan(0);
}

/** Level 1 lost on time (its countdown started at 3 s), then the revive's video asked for; the runtime's video ends as `ad` says. */
async function loseOnTimeAndWatch(page: Page, ad: 'watched' | 'closed'): Promise<void> {
  await startLevelOne(page, `test=1&countdown=3&ad=${ad}`);
  await waitForScreen(page, 'lose-time');
  await touchButton(page, 'lose-time-revive');
}

test.describe('the mini-game package in a runtime with no document', () => {
  test("variant B's menu shows, drawn on the runtime's canvas, with no document anywhere", async ({ page }) => {
    await openHarness(page);
    await waitForScreen(page, 'menu');
    expect(
      await page.evaluate(() =>
        (window as unknown as { __harness: { hasDocument(): Promise<boolean> } }).__harness.hasDocument(),
      ),
    ).toBe(false);
    const game = (await snapshot(page))!;
    expect(game.variant).toBe('candy');
    expect(game.platform).toBe('minigame');
    await expect
      .poll(async () => (await call<Button[]>(page, 'buttons')).some((b) => b.id === 'menu-start'))
      .toBe(true);
    // The canvas shows the menu: many colours, not one flat fill.
    const pixels = decodePng(await page.screenshot());
    const colours = new Set<number>();
    for (let i = 0; i < pixels.width * pixels.height; i += 97) {
      colours.add(
        (pixels.rgba[i * 4]! >> 4) * 256 + (pixels.rgba[i * 4 + 1]! >> 4) * 16 + (pixels.rgba[i * 4 + 2]! >> 4),
      );
    }
    expect(colours.size).toBeGreaterThan(50);
    expect(await errors(page)).toEqual([]);
  });

  test('level 1 is won by touches, and the win is kept when the runtime starts the package again', async ({ page }) => {
    await startLevelOne(page);
    // Touch the candies that are free, one at a time, each once the last one's flight is over.
    for (let taps = 0; taps < 40; taps++) {
      const now = (await snapshot(page))!;
      if (now.screen !== 'game') break;
      const free = now.screws.find((s) => !s.covered);
      if (!free) break;
      const before = now.screws.length;
      await page.mouse.click(free.x, free.y);
      await expect.poll(async () => (await snapshot(page))!.screws.length, { timeout: 60_000 }).toBeLessThan(before);
    }
    await waitForScreen(page, 'win');
    expect(await errors(page)).toEqual([]);
    // The runtime ends the package and starts it again: the storage holds the level reached.
    await page.evaluate(() => (window as unknown as { __harness: { restart(): void } }).__harness.restart());
    await waitForScreen(page, 'menu');
    await expect.poll(async () => (await snapshot(page))!.level, { timeout: 60_000 }).toBe(2);
  });

  test("hiding the runtime pauses the level's countdown, and showing it again resumes it", async ({ page }) => {
    await startLevelOne(page);
    // The countdown runs once the level is in play.
    const first = (await snapshot(page))!.timeLeftMs;
    await expect.poll(async () => (await snapshot(page))!.timeLeftMs, { timeout: 60_000 }).toBeLessThan(first);
    await page.evaluate(() => (window as unknown as { __harness: { hide(): void } }).__harness.hide());
    // Hidden: the time left holds still over a few seconds of wall time.
    await expect
      .poll(async () => JSON.stringify((await snapshot(page))!.countdown), { timeout: 30_000 })
      .toContain('paused');
    const held = (await snapshot(page))!.timeLeftMs;
    await page.waitForTimeout(2000);
    expect((await snapshot(page))!.timeLeftMs).toBe(held);
    await page.evaluate(() => (window as unknown as { __harness: { show(): void } }).__harness.show());
    await expect.poll(async () => (await snapshot(page))!.timeLeftMs, { timeout: 60_000 }).toBeLessThan(held);
    expect(await errors(page)).toEqual([]);
  });

  test('a rewarded video revives a level lost on time; a video closed early grants nothing', async ({ page }) => {
    // The video ends early (?ad=closed): no revive, the lost level stays, and it can be offered again.
    await loseOnTimeAndWatch(page, 'closed');
    await expect
      .poll(
        async () => (await call<Button[]>(page, 'buttons')).some((b) => b.id === 'lose-time-revive' && !b.disabled),
        { timeout: 60_000 },
      )
      .toBe(true);
    expect((await snapshot(page))!.screen).toBe('lose-time');

    await page.goto('about:blank');
    await loseOnTimeAndWatch(page, 'watched');
    await waitForScreen(page, 'game');
    expect((await snapshot(page))!.timeLeftMs).toBeGreaterThan(55_000);
    expect(await errors(page)).toEqual([]);
  });
});
