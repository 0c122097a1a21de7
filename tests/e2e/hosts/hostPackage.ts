// The end-to-end harness of one host package: the package is built as `npm run package` builds it, served
// from https://game.test/<host>/ straight from packages/<host>/, and the host's SDK URL answers with our fake
// of that SDK (tests/unit/platform/fakes), bundled for the browser; the fake's handle is window.__host.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';

/** Where the packages are served from in the browser. */
export const GAME_ORIGIN = 'https://game.test';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The content types the test servers answer with, by file extension. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.mp3': 'audio/mpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

const built = new Map<string, string>();

/** The instant package's options in every spec (one build serves them all): its ads and its tournament set. */
export const INSTANT_OPTIONS = [
  '--rewarded-placement=e2e_rewarded',
  '--interstitial-placement=e2e_interstitial',
  '--tournament-set-key=e2e-set',
];

/** Builds the host's package (packages/<host>/ and its zip) as a publisher would; once per test run. */
export function buildPackage(host: string, options: string[] = []): string {
  const key = [host, ...options].join(' ');
  const done = built.get(key);
  if (done) return done;
  execFileSync('npx', ['tsx', 'scripts/package.ts', host, ...options], { cwd: ROOT, stdio: 'pipe', timeout: 300_000 });
  const site = join(ROOT, 'packages', host);
  if (!existsSync(join(site, 'index.html'))) throw new Error(`npm run package -- ${host} made no index.html`);
  built.set(key, site);
  return site;
}

/** The fake SDK of `fakeFile` (its `installer` export), as one classic script that installs it on window. */
export async function fakeSdkScript(fakeFile: string, installer: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        `import { ${installer} as install } from ${JSON.stringify(join(ROOT, 'tests/unit/platform/fakes', fakeFile))};`,
        'const w = window;',
        'w.__host = install(w, w.__hostScript || {});',
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** What the page is told before anything runs: the fake's script and a watch for the plain web's simulated ad. */
function beforeLoad(script: Record<string, unknown>) {
  const w = window as unknown as { __hostScript: unknown; __simulatedAdSeen: boolean };
  w.__hostScript = script;
  w.__simulatedAdSeen = false;
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="ad"]')) w.__simulatedAdSeen = true;
  }).observe(document, { childList: true, subtree: true });
}

/** Serves `site` at GAME_ORIGIN/<host>/ and the fake at each SDK URL, then opens the game with its test hook. */
export async function openPackage(
  page: Page,
  {
    host,
    site,
    sdkUrls,
    fake,
    script = {},
    routes,
  }: {
    host: string;
    site: string;
    sdkUrls: string[];
    fake: string | null;
    script?: Record<string, unknown>;
    /** Routes of the test's own (a game server), set after the refusal of every other origin so they win. */
    routes?: (page: Page) => Promise<void>;
  },
): Promise<void> {
  await page.addInitScript(beforeLoad, script);
  // Nothing else leaves the page: a request to any other origin is refused (a host package calls only its SDK).
  // Registered first: Playwright tries the routes registered last first.
  await page.route(/^https?:\/\/(?!game\.test\/)/, (route) => route.abort('blockedbyclient'));
  await routes?.(page);
  for (const url of sdkUrls) {
    // No fake: the SDK's script fails to load, as behind an ad blocker or a network error.
    await page.route(url, (route) =>
      fake === null
        ? route.fulfill({ status: 404, body: 'blocked' })
        : route.fulfill({ status: 200, contentType: 'text/javascript', body: fake }),
    );
  }
  await page.route(`${GAME_ORIGIN}/${host}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname).slice(host.length + 2) || 'index.html';
    const file = normalize(join(site, path));
    if (!file.startsWith(site) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      status: 200,
      contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
  await page.goto(`${GAME_ORIGIN}/${host}/index.html?test`);
}

/** The calls the game made of the fake SDK so far. */
export function hostCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __host: { calls: string[] } }).__host.calls]);
}

/** True once the plain web's simulated ad has been in the page. */
export function simulatedAdSeen(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __simulatedAdSeen: boolean }).__simulatedAdSeen);
}
