// Issue 15's "time to a playable menu": from navigation start to the moment the menu takes a tap, in Chromium
// at 390x844 with the CPU slowed 4x and DevTools' "Slow 4G" network, the cache cold (a new browser context per
// run, the HTTP cache off). Everything is timed in the page, against its own clock (performance.now(), whose
// zero is the navigation start), by a probe that runs before the game's scripts: no Playwright round trip is
// in the figure.
//
// When the menu "takes a tap": the screen is 'menu' (window.__game, the ?test hook) and its Start button
// (data-testid="menu-start") is on screen, enabled, not under an inert slot or a panel, at least half opaque,
// and it is what a tap on its centre would hit (elementFromPoint). From that frame on, the probe taps Start
// once a frame (a click on the button, as a tap ends) until the game answers, i.e. the screen leaves 'menu'
// at once. The figure is that accepted tap. It is later than the button showing because every button ignores
// taps for one cooldown (300 ms) after it appears (src/ui/tapGate.ts: the layer is still popping in); a tap
// the gate refuses does not extend it, so probing does not delay the answer.
import type { Browser, BrowserContext, CDPSession } from '@playwright/test';
import { median } from './stats';

/**
 * Chrome DevTools' "Slow 4G" preset (devtools-frontend, front_end/core/sdk/NetworkManager.ts, Slow4GConditions;
 * it was named "Fast 3G" until May 2024, crbug.com/342406608, renamed to match Lighthouse's mobile throttling):
 * 1.6 Mbit/s down and 750 kbit/s up, each times DevTools' 0.9 factor, and a 150 ms round trip times 3.75, the
 * factor DevTools uses because it adds the latency once per request rather than per packet round trip.
 * CDP wants bytes per second and milliseconds.
 */
export const SLOW_4G = {
  offline: false,
  /** 150 ms x 3.75 = 562.5 ms added to each request. */
  latency: 150 * 3.75,
  /** 1.6 Mbit/s x 0.9 = 180,000 bytes/s. */
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  /** 750 kbit/s x 0.9 = 84,375 bytes/s. */
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
} as const;

/** Network conditions as Network.emulateNetworkConditions takes them (bytes per second, milliseconds). */
export interface NetworkConditions {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** CPU slowdown (Emulation.setCPUThrottlingRate), as in the frame bench and Lighthouse's mobile profile. */
export const CPU_SLOWDOWN = 4;

/** A phone-sized page, as the other benches use. */
export const VIEWPORT = { width: 390, height: 844 } as const;

/** Where the game opens: variant A (the default variant, no ?variant=) with the test hook. */
export const MENU_PATH = '/?test';

/** How long a run may take before it counts as failed. */
const RUN_TIMEOUT_MS = 120_000;

/** One request the page made before the menu took a tap, in page time (ms since navigation start). */
export interface MenuRequest {
  /** The path and query on the server. */
  path: string;
  status: number;
  /** Content-Encoding of the response ('identity' when none). */
  encoding: string;
  startMs: number;
  endMs: number;
  /** Bytes received (Network.loadingFinished's encodedDataLength: headers and the body as sent). */
  bytes: number;
}

/** The figures of one cold run. All times are page milliseconds from navigation start. */
export interface MenuRun {
  /** The menu took a tap: the first tap on Start the game answered. The headline figure. */
  tapMs: number;
  /** The menu showed: screen 'menu' and Start visible and hit-testable (taps are still refused for a cooldown). */
  menuMs: number;
  /** Start was put in the page (the menu layer mounted). */
  mountedMs: number | null;
  /** The loading layer first appeared. */
  loadingMs: number | null;
  /** First paint and first contentful paint (PerformanceObserver 'paint'). */
  firstPaintMs: number | null;
  firstContentfulPaintMs: number | null;
  /** The screen the tap led to (the game answered: not 'menu'). */
  screenAfterTap: string;
  /** Requests finished by the time the menu took a tap, and the bytes they brought. */
  requests: MenuRequest[];
  bytes: number;
  /** The entry script of index.html as the browser received it. */
  entry: { path: string; encoding: string; bytes: number } | null;
}

/** What {@link timeToMenu} returns. */
export interface MenuTimes {
  runs: MenuRun[];
  /** The median of the runs' tapMs: the time to a playable menu. */
  median: number;
  /** The median of the runs' menuMs (the menu showing, before its buttons' cooldown has passed). */
  medianMenuMs: number;
  /** The median bytes received before the menu took a tap. */
  medianBytes: number;
  /** Every run's entry script came with a Content-Encoding (br or gzip). */
  entryCompressed: boolean;
}

/** Options of {@link timeToMenu}. */
export interface MenuTimeOptions {
  browser: Browser;
  /** The server's address, e.g. http://127.0.0.1:4185 (no trailing slash). */
  base: string;
  /** Cold runs (default 3). */
  runs?: number;
  /** The page to open (default {@link MENU_PATH}); it must install the test hook (?test). */
  path?: string;
  /** The network to emulate (default {@link SLOW_4G}); null for none (to see what the network costs). */
  network?: NetworkConditions | null;
  /** The CPU slowdown (default {@link CPU_SLOWDOWN}); 1 for none. */
  cpuSlowdown?: number;
  /** Called after each run, e.g. to print progress. */
  onRun?: (run: MenuRun, index: number) => void;
}

/** What the in-page probe hands back. */
interface ProbeResult {
  tapMs: number;
  menuMs: number;
  mountedMs: number | null;
  loadingMs: number | null;
  paints: Record<string, number>;
  screenAfterTap: string;
}

const DONE_BINDING = '__menuTimeDone';

/**
 * The probe, run in every document before its own scripts (plain JavaScript, so that no build helper leaks
 * into it). It watches the DOM (the accessibility mirror) for the loading layer and Start, checks on every
 * animation frame whether Start is on the canvas and taps it there, and reports to Node through the exposed
 * binding once the game answered the tap.
 */
const PROBE = `(() => {
  if (window.top !== window) return;
  const result = { tapMs: 0, menuMs: 0, mountedMs: null, loadingMs: null, paints: {}, screenAfterTap: '' };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) result.paints[entry.name] = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {}
  const start = () => document.querySelector('[data-testid="menu-start"]');
  const watcher = new MutationObserver(() => {
    const now = performance.now();
    if (result.loadingMs === null && document.querySelector('[data-testid="loading"]')) result.loadingMs = now;
    if (result.mountedMs === null && start()) result.mountedMs = now;
    if (result.mountedMs !== null) watcher.disconnect();
  });
  watcher.observe(document, { childList: true, subtree: true });
  // The menu is drawn on the canvas: the test hook lists the buttons a tap would reach there (id and box in page
  // px); the probe taps Start's centre as a finger would, with pointer events on what is under it (the canvas).
  const startOnCanvas = (game) =>
    typeof game.buttons === 'function' ? game.buttons().find((b) => b.id === 'menu-start') ?? null : null;
  const tap = (x, y) => {
    const target = document.elementFromPoint(x, y);
    if (!target) return;
    for (const type of ['pointerdown', 'pointerup']) {
      target.dispatchEvent(
        new PointerEvent(type, {
          clientX: x,
          clientY: y,
          bubbles: true,
          cancelable: true,
          pointerId: 1,
          pointerType: 'touch',
          isPrimary: true,
          button: 0,
          buttons: type === 'pointerdown' ? 1 : 0,
        }),
      );
    }
  };
  const frame = () => {
    const game = window.__game;
    const button = game ? startOnCanvas(game) : null;
    if (button && game.snapshot().screen === 'menu') {
      const now = performance.now();
      if (!result.menuMs) result.menuMs = now;
      tap(button.x + button.width / 2, button.y + button.height / 2);
      const screen = game.snapshot().screen;
      if (screen !== 'menu') {
        result.tapMs = now;
        result.screenAfterTap = screen;
        window.${DONE_BINDING}(result);
        return;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** Records the page's requests through CDP, keyed by request id. */
function recordRequests(cdp: CDPSession) {
  type Pending = { url: string; start: number; status: number; encoding: string };
  const pending = new Map<string, Pending>();
  const finished: { request: Pending; end: number; bytes: number }[] = [];
  let navigationStart: number | null = null;
  cdp.on('Network.requestWillBeSent', (e) => {
    // The document's request leaves at (about) the navigation start, the page clock's zero.
    if (navigationStart === null && e.type === 'Document') navigationStart = e.timestamp;
    pending.set(e.requestId, { url: e.request.url, start: e.timestamp, status: 0, encoding: 'identity' });
  });
  cdp.on('Network.responseReceived', (e) => {
    const request = pending.get(e.requestId);
    if (!request) return;
    request.status = e.response.status;
    const header = Object.entries(e.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    request.encoding = header ? String(header[1]) : 'identity';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = pending.get(e.requestId);
    if (!request) return;
    pending.delete(e.requestId);
    finished.push({ request, end: e.timestamp, bytes: e.encodedDataLength });
  });
  /** The requests finished by page time `untilMs`, in the order they finished. */
  return (untilMs: number): MenuRequest[] => {
    const zero = navigationStart ?? 0;
    const pageMs = (t: number) => (t - zero) * 1000;
    return finished
      .filter((f) => pageMs(f.end) <= untilMs)
      .sort((a, b) => a.end - b.end)
      .map(({ request, end, bytes }) => {
        const url = new URL(request.url);
        return {
          path: url.pathname + url.search,
          status: request.status,
          encoding: request.encoding,
          startMs: pageMs(request.start),
          endMs: pageMs(end),
          bytes,
        };
      });
  };
}

/** One cold run in a new context. */
async function runOnce(
  context: BrowserContext,
  url: string,
  network: NetworkConditions | null,
  cpuSlowdown: number,
): Promise<MenuRun> {
  let report: (result: ProbeResult) => void = () => {};
  const reported = new Promise<ProbeResult>((resolve) => (report = resolve));
  await context.exposeFunction(DONE_BINDING, (result: ProbeResult) => report(result));
  await context.addInitScript({ content: PROBE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', { ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const requestsUntil = recordRequests(cdp);

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the menu took no tap within ${RUN_TIMEOUT_MS / 1000} s`)),
      RUN_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([page.goto(url, { waitUntil: 'commit' }), timeout]);
    const result = await Promise.race([reported, timeout]);
    // The game answered in the page; check from outside too that it really left the menu.
    const { screen, entrySrc } = await page.evaluate(() => ({
      screen: (window as unknown as { __game: { snapshot(): { screen: string } } }).__game.snapshot().screen,
      // The entry script index.html loads.
      entrySrc: document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? null,
    }));
    if (screen === 'menu') throw new Error('the probe saw the tap answered, but the game is on the menu');
    const requests = requestsUntil(result.tapMs);
    const entryPath = entrySrc === null ? null : new URL(entrySrc).pathname;
    const entry = requests.find((r) => r.path === entryPath);
    return {
      tapMs: result.tapMs,
      menuMs: result.menuMs,
      mountedMs: result.mountedMs,
      loadingMs: result.loadingMs,
      firstPaintMs: result.paints['first-paint'] ?? null,
      firstContentfulPaintMs: result.paints['first-contentful-paint'] ?? null,
      screenAfterTap: result.screenAfterTap,
      requests,
      bytes: requests.reduce((sum, r) => sum + r.bytes, 0),
      entry: entry ? { path: entry.path, encoding: entry.encoding, bytes: entry.bytes } : null,
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Times the way from navigation to a menu that takes a tap, `runs` times (default 3), each in a fresh context
 * with the cache off, the CPU 4x slower and DevTools' Slow 4G network (unless told otherwise). The runs go one
 * after another.
 */
export async function timeToMenu({
  browser,
  base,
  runs = 3,
  path = MENU_PATH,
  network = SLOW_4G,
  cpuSlowdown = CPU_SLOWDOWN,
  onRun,
}: MenuTimeOptions): Promise<MenuTimes> {
  const url = new URL(path, `${base}/`).href;
  const results: MenuRun[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { ...VIEWPORT } });
    try {
      const run = await runOnce(context, url, network, cpuSlowdown);
      results.push(run);
      onRun?.(run, i);
    } finally {
      await context.close();
    }
  }
  return {
    runs: results,
    median: median(results.map((r) => r.tapMs)),
    medianMenuMs: median(results.map((r) => r.menuMs)),
    medianBytes: median(results.map((r) => r.bytes)),
    entryCompressed: results.every((r) => r.entry !== null && r.entry.encoding !== 'identity'),
  };
}
