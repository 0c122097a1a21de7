// The installable web app of the plain web build (`vite build`): after one visit the game plays with the network
// off, and a new build on the server brings up the update bar, whose Reload loads it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { buttonsOnScreen, openGame, playUntilOver, press, waitForScreen, type Snapshot } from './game';

/** The page's service worker: 'activated' once it has precached the game (else where it is, for a failure's log). */
function workerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return `not registered (page ${document.readyState})`;
    return (
      registration.active?.state ?? `installing (${registration.installing?.state ?? registration.waiting?.state})`
    );
  });
}

/** The page was served through the service worker. */
function controlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/** The game's screen now, or null while the page (and its test hook) is still coming up. */
function screenNow(page: Page): Promise<string | null> {
  return page
    .evaluate(() => (window as unknown as { __game?: { snapshot(): Snapshot } }).__game?.snapshot().screen ?? null)
    .catch(() => null);
}

/** Waits until the service worker has installed (every file of the precache fetched) and is active. */
async function waitForWorker(page: Page): Promise<void> {
  await expect.poll(() => workerState(page), { timeout: 120_000, intervals: [250, 500, 1000] }).toBe('activated');
}

test.describe('the installable web app', () => {
  test('after one visit, the game plays with the network off', async ({ page, context }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await openGame(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', './manifest.webmanifest');
    await waitForWorker(page);
    // The browser reads the manifest under the page's Content Security Policy and finds the app installable (but
    // for the test's private window).
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Screw Puzzle', display: 'standalone' });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await cdp.detach();
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    // What it precached: the sounds, the level files and the languages (chunks of their own), the icons.
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    });
    for (const file of [
      /\/assets\/effects-[^/]+\.mp3$/,
      /\/assets\/music-[^/]+\.mp3$/,
      /\/assets\/level-20-[^/]+\.js$/,
      /\/assets\/de_DE-[^/]+\.js$/,
      /\/assets\/zh_TW-[^/]+\.js$/,
      /\/icons\/icon-maskable-512\.png$/,
      /\/manifest\.webmanifest$/,
      /\/index\.html$/,
    ])
      expect(
        cached.some((path) => file.test(path)),
        String(file),
      ).toBe(true);

    await context.setOffline(true);
    await openGame(page);
    expect(await controlled(page)).toBe(true);
    // The network is really off: what the service worker does not hold is not there.
    expect(
      await page.evaluate(() =>
        fetch('./not-precached.txt').then(
          () => 'fetched',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    // A language chunk and a sound file come from the precache too.
    const german = cached.find((path) => /\/de_DE-[^/]+\.js$/.test(path))!;
    expect(await page.evaluate(async (url) => Object.keys(await import(url)).length, german)).toBeGreaterThan(0);
    const music = cached.find((path) => /\/music-[^/]+\.mp3$/.test(path))!;
    expect(await page.evaluate(async (url) => (await fetch(url)).ok, music)).toBe(true);
    // And a level is played to its end.
    await press(page, 'menu-start');
    const start = await waitForScreen(page, 'game');
    expect(start.level).toBe(1);
    expect((await playUntilOver(page)).screen).toBe('win');
  });
});

// A second build on a server of the test's own: a copy of dist whose page carries a mark, with the service
// worker's precache list saying the page changed (its bytes differ, as a new build's do).
const PORT = Number(process.env.E2E_WEBAPP_PORT ?? 4185);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/** Serves the folder `root()` names at the moment of each request. */
function serve(root: () => string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = resolve(root(), `.${path.endsWith('/') ? `${path}index.html` : path}`);
    if (relative(root(), file).startsWith('..')) return void response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((ready) => server.listen(PORT, '127.0.0.1', () => ready(server)));
}

test.describe('a new version', () => {
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });
  let folder = '';
  let next = '';
  let served = resolve('dist');
  let server: Server;

  test.beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'screw-webapp-'));
    next = join(folder, 'next');
    cpSync('dist', next, { recursive: true });
    const page = join(next, 'index.html');
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace('</head>', '  <meta name="build" content="next" />\n  </head>'),
    );
    const worker = join(next, 'sw.js');
    const source = readFileSync(worker, 'utf8');
    const changed = source.replace(/(url:"index\.html",revision:")[^"]+"/, '$1next"');
    expect(changed).not.toBe(source);
    writeFileSync(worker, changed);
    server = await serve(() => served);
  });

  test.afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(folder, { recursive: true, force: true });
  });

  test('brings up the update bar; Reload loads the new version', async ({ page, context }, testInfo) => {
    const build = () =>
      page.evaluate(() => document.querySelector('meta[name="build"]')?.getAttribute('content') ?? 'first');
    await openGame(page);
    await waitForWorker(page);
    // The second visit is served by the service worker of the first build.
    await openGame(page);
    expect(await controlled(page)).toBe(true);
    expect(await build()).toBe('first');
    await expect(page.getByTestId('update-bar')).toHaveCount(0);

    // A new build is on the server, and the browser looks for it. (It does on its own when a page opens; asked
    // from the game's tab, Chromium answered only after about a minute here, so a second tab asks.)
    served = next;
    const tab = await context.newPage();
    await tab.goto('/manifest.webmanifest');
    await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const bar = page.getByTestId('update-bar');
    await expect(bar).toBeVisible({ timeout: 90_000 });
    await tab.close();
    await expect(bar).toContainText('A new version is ready.');
    // The bar as a player sees it once it has slid in (test-results/…/update-bar-phone.png).
    await page.screenshot({ path: testInfo.outputPath('update-bar-phone.png'), animations: 'disabled' });
    // The bar takes no taps but its own: the menu's start button (drawn on the canvas) above it is still what a
    // tap there reaches, and nothing of the bar lies over its middle.
    const start = (await page.getByTestId('menu-start').boundingBox())!;
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="update-bar"]') == null,
        { x: start.x + start.width / 2, y: start.y + start.height / 2 },
      ),
    ).toBe(true);
    expect((await buttonsOnScreen(page)).map((b) => b.id)).toContain('menu-start');

    await press(page, 'update-reload');
    await expect.poll(() => build().catch(() => null), { timeout: 60_000 }).toBe('next');
    await expect.poll(() => controlled(page).catch(() => false)).toBe(true);
    // The new page's game comes up (its test hook too) at the menu, with no bar: nothing newer waits.
    await expect.poll(() => screenNow(page), { timeout: 60_000 }).toBe('menu');
    await expect(page.getByTestId('update-bar')).toHaveCount(0);
  });
});
