// `npm run bench`: prints the performance figures (issues 2, 3 and 15). Figures are printed, never asserted.
//   1. initial JS (gzip) of the production build, and the packages and folders it comes from;
//   2. the physics step of the busiest shipped level in Node (mean, p99);
//   3. issue 3: proving all 20 shipped levels winnable, and the generator's time per verified level;
//   4. issue 15: big levels (50 to 200 screws): time to generate a verified level, to prove it, states searched;
//   5. issue 15: frames drawn per second while nothing moves (idle menu, a game at rest, a paused game);
//   6. frame work in headless Chromium at 390x844 with 4x CPU throttling: the game clearing the busiest level
//      by real taps beside the bare scene (scripts/bench/bare: Pixi and matter-js only) removing the same
//      screws at the same times, alternating, and the ratio (scripts/bench/frameBench.ts);
//   7. issue 15's curve: for the busiest shipped level and the big levels of about 100, 150 and 200 screws,
//      frame work of the game and the bare scene over their first taps, and the heap after 50 restarts;
//   8. time to a playable menu: cold, 4x CPU, DevTools' Slow 4G, the build served compressed over HTTP/2;
//   9. issue 13: what of the first load each variant's menu never runs (block coverage up to a menu taking taps).
// Parts alone: `npm run bench -- size | levels | big | idle | frames | curve | menu | unrun`; several may be named.
// `--profile <file.cpuprofile>` also records Chrome's CPU profile of one more game run of part 6.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { parseLevel } from '../src/core/levelSchema';
import { solveLevel } from '../src/core/solver';
import { benchBig } from './bench/bigBench';
import { selfSignedTls, startCompressedServer } from './bench/compressedServer';
import { BARE_OUT_DIR, benchFrames, buildBareScene, formatFrameBench } from './bench/frameBench';
import { heapAfterRestarts, WARM_UP_RESTARTS, type HeapFigures } from './bench/heapBench';
import { idleFigures } from './bench/idleBench';
import { initialJs } from './bench/initialSize';
import { benchLevels } from './bench/levelsBench';
import { menuCoverage } from './bench/menuCoverage';
import { timeToMenu } from './bench/menuTime';
import { benchPhysics } from './bench/physicsBench';
import { BIG_DIR, BIG_LEVEL_PLAN } from './levels/bigLevels';
import { buttonCentre } from './pageButtons';
import { CHROMIUM_ARGS, executablePath, startPreview } from './preview';

const root = join(import.meta.dirname, '..');
const GAME_PORT = Number(process.env.BENCH_PORT ?? 4180);
const BARE_PORT = GAME_PORT + 7;
const MENU_PORT = GAME_PORT + 8;
/** Taps of each curve level measured (a 200-screw level cleared at 4x CPU would take most of an hour). */
const CURVE_TAPS = 30;

const f = (n: number, digits = 2) => n.toFixed(digits);
const mib = (bytes: number) => f(bytes / 1048576, 3);

type LevelJson = { boards: { holes: unknown[] }[] };
const screwsOf = (json: LevelJson) => json.boards.reduce((s, b) => s + b.holes.length, 0);
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as LevelJson;

function shippedLevels(): { file: string; json: LevelJson }[] {
  const dir = join(root, 'assets/levels');
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => ({ file: `assets/levels/${n}`, json: readJson(`assets/levels/${n}`) }));
}

function busiestLevel() {
  return shippedLevels().reduce((a, b) => (screwsOf(b.json) > screwsOf(a.json) ? b : a));
}

/** The curve's levels: the busiest shipped one (about 50 screws), then the big files nearest 100, 150 and 200. */
function curveLevels(): { file: string; json: LevelJson }[] {
  const big = BIG_LEVEL_PLAN.map((plan, i) => ({
    file: `${BIG_DIR}/level-${String(i + 1).padStart(2, '0')}.json`,
    screws: plan.screws,
  }));
  const nearest = (n: number) => big.reduce((a, b) => (Math.abs(b.screws - n) < Math.abs(a.screws - n) ? b : a));
  return [busiestLevel(), ...[100, 150, 200].map((n) => ({ file: nearest(n).file, json: readJson(nearest(n).file) }))];
}

function lineOf(file: string, json: unknown): string[] {
  const parsed = parseLevel(json);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
  const solution = solveLevel(parsed.level);
  if (!solution.winnable) throw new Error(`${file} has no winning line: ${solution.reason ?? ''}`);
  return solution.line;
}

/** Issue 13's aim for the first load. */
const INITIAL_JS_AIM_KIB = 260;
/** How many packages and folders the size part lists. */
const SIZE_GROUPS = 16;

function printSize(): void {
  const js = initialJs(join(root, 'dist'), join(root, 'dist-sourcemaps'));
  const kib = (bytes: number) => f(bytes / 1024, 1);
  console.log(
    `\nInitial JS (gzip, level 9): ${kib(js.bytes)} KiB over ${js.files.length} file(s) [aim ${INITIAL_JS_AIM_KIB} KiB]`,
  );
  if (js.groups.length === 0) return console.log('  (no source maps beside the build: no breakdown)');
  const shown = js.groups.slice(0, SIZE_GROUPS);
  const rest = js.groups.slice(SIZE_GROUPS).reduce((sum, g) => sum + g.bytes, 0);
  console.log(
    `  by package or folder (each file's gzip size shared by its sources' bytes): ` +
      [...shown.map((g) => `${g.group} ${kib(g.bytes)}`), `the rest ${kib(rest)}`].join(', '),
  );
}

function printLevels(): void {
  const bench = benchLevels(
    shippedLevels().map((l) => l.json),
    3,
  );
  console.log(
    `Solver, all ${bench.levels} shipped levels proved winnable: ${f(bench.proveColdMs, 0)} ms cold, ${f(bench.proveWarmMs, 0)} ms warm [budget 10 s]${bench.allWinnable ? '' : ' -- NOT ALL WINNABLE'}`,
  );
  for (const g of bench.generator) {
    console.log(
      `Generator, ${g.band}: ${f(g.fromMapsMs, 1)} ms per verified level from the shipped maps (${g.inBand}/${g.made} in band), ` +
        `${f(g.fromGroupsMs, 1)} ms from groupData [budget 100 ms]`,
    );
  }
}

function printBig(): void {
  for (const r of benchBig()) {
    console.log(
      `Big level, ${r.screws} screws (${r.band}, ${r.seeds} seeds, up to ${r.boards} boards, ${r.colours} colours): ` +
        `generate a verified level median ${f(r.generateMedianMs, 0)} ms, max ${f(r.generateMaxMs, 0)} ms [aim 500 ms at 200]; ` +
        `prove median ${f(r.proveMedianMs, 0)} ms, max ${f(r.proveMaxMs, 0)} ms [aim 1 s]; ` +
        `states searched median ${r.statesMedian}, max ${r.statesMax}; ${r.inBand}/${r.seeds} in band`,
    );
  }
}

async function printPhysics(): Promise<void> {
  const busiest = busiestLevel();
  const physics = await benchPhysics(busiest.json);
  console.log(
    `Physics step, busiest level ${busiest.file} (${screwsOf(busiest.json)} screws), Node: mean ${f(physics.mean, 3)} ms, p99 ${f(physics.p99, 3)} ms over ${physics.steps} steps`,
  );
}

/** Runs `work` with a Chromium (--expose-gc for the heap figures), the game served on GAME_PORT. */
async function withGame<T>(work: (browser: Browser, base: string) => Promise<T>): Promise<T> {
  const preview = await startPreview(root, GAME_PORT);
  try {
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'] });
    try {
      return await work(browser, preview.base);
    } finally {
      await browser.close();
    }
  } finally {
    preview.stop();
  }
}

async function printIdle(browser: Browser, base: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.goto(`${base}/?test`);
    for (const figure of await idleFigures(page)) {
      console.log(
        `Frames drawn while nothing moves, ${figure.state}: ${f(figure.rendersPerSecond, 1)} per second ` +
          `(of ${f(figure.ticksPerSecond, 0)} ticks) [aim ${figure.aim}]`,
      );
    }
  } finally {
    await page.close();
  }
}

/** Heap after 50 restarts of a level in one Application, on a page of its own. */
async function heapOf(browser: Browser, base: string, json: unknown): Promise<HeapFigures> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${base}/?test`);
    await page.waitForFunction(
      () => (window as unknown as { __game?: { snapshot(): { screen: string } } }).__game?.snapshot().screen === 'menu',
      undefined,
      { timeout: 120_000 },
    );
    return await heapAfterRestarts(page, cdp, json);
  } finally {
    await page.close();
  }
}

const heapLine = (label: string, h: HeapFigures) =>
  `Heap after 50 restarts, ${label} (JS heap and array buffers after a full GC, after ${WARM_UP_RESTARTS} warm-up restarts): ` +
  `${f(h.before / 1048576)} MiB -> ${f(h.after / 1048576)} MiB, growth ${mib(h.after - h.before)} MiB [budget 1 MB]; ` +
  `the next 50 restarts: ${mib(h.steady - h.after)} MiB (a leak grows again, warm-up does not)`;

/** Parts 6 and 7: the game beside the bare scene (and the heap), on the busiest level and along the curve. */
async function printFrames(parts: { frames: boolean; curve: boolean }, profilePath: string | undefined) {
  buildBareScene(root);
  const bare = await startPreview(root, BARE_PORT, BARE_OUT_DIR);
  try {
    await withGame(async (browser, base) => {
      const frames = (json: unknown, line: string[], taps?: number, profile?: string) =>
        benchFrames({
          browser,
          gameUrl: `${base}/?test`,
          bareUrl: `${bare.base}/`,
          level: json,
          line,
          ...(taps !== undefined ? { taps } : {}),
          ...(profile ? { profilePath: profile } : {}),
        });
      if (parts.frames) {
        const busiest = busiestLevel();
        const result = await frames(busiest.json, lineOf(busiest.file, busiest.json), undefined, profilePath);
        console.log(
          formatFrameBench(
            `Frame work, Chromium 390x844, 4x CPU throttle, ${busiest.file} (${screwsOf(busiest.json)} screws) cleared`,
            result,
          ) + ' [aim: game p95 at most 1.3 times the bare scene]',
        );
        if (result.profile) console.log(`CPU profile of one more game run: ${result.profile}`);
        console.log(heapLine(busiest.file, await heapOf(browser, base, busiest.json)));
      }
      if (parts.curve) {
        for (const level of curveLevels()) {
          const label = `${level.file} (${screwsOf(level.json)} screws)`;
          const result = await frames(level.json, lineOf(level.file, level.json), CURVE_TAPS);
          console.log(formatFrameBench(`Curve, frame work at 4x CPU, ${label}, first ${CURVE_TAPS} taps`, result));
          console.log(heapLine(label, await heapOf(browser, base, level.json)));
        }
      }
    });
  } finally {
    bare.stop();
  }
}

/** Part 8: time to a playable menu, the build served compressed over HTTP/2 as hosts serve it. */
async function printMenuTime(): Promise<void> {
  const server = await startCompressedServer(join(root, 'dist'), MENU_PORT, selfSignedTls());
  try {
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] });
    try {
      const times = await timeToMenu({ browser, base: server.base, runs: 3 });
      console.log(
        `Time to a playable menu, cold, 390x844, 4x CPU, Slow 4G, HTTP/2 + brotli (median of ${times.runs.length}): ` +
          `${f(times.median, 0)} ms (runs ${times.runs.map((r) => f(r.tapMs, 0)).join(', ')}) [aim 2500 ms]; ` +
          `menu shown ${f(times.medianMenuMs, 0)} ms; ${f(times.medianBytes / 1024, 1)} KiB received before it; ` +
          `entry script ${times.entryCompressed ? 'compressed' : 'NOT COMPRESSED'}`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

/** How many of the game's sources the unrun part lists per variant. */
const UNRUN_SOURCES = 12;

async function printUnrun(browser: Browser, base: string): Promise<void> {
  const kib = (bytes: number) => f(bytes / 1024, 1);
  const share = (n: { bytes: number; ran: number }) =>
    `${kib(n.bytes)} KiB, ${f((100 * n.ran) / (n.bytes || 1), 0)}% run`;
  for (const variant of ['screw', 'candy'] as const) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      const ready = async () => {
        await page.waitForFunction(
          () =>
            (window as unknown as { __game?: { snapshot(): { screen: string } } }).__game?.snapshot().screen === 'menu',
          null,
          { timeout: 120_000 },
        );
        const deadline = Date.now() + 60_000;
        while ((await buttonCentre(page, 'menu-start')) === null && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
      };
      const url = `${base}/?test&variant=${variant}`;
      const cov = await menuCoverage(page, url, ready, join(root, 'dist'), join(root, 'dist-sourcemaps'));
      console.log(
        `First load run by the time the menu takes a tap, variant ${variant === 'screw' ? 'A' : 'B'} (minified bytes, ` +
          `block coverage): the game's code ${share(cov.game)}, the libraries ${share(cov.libraries)}`,
      );
      console.log(
        `  the game's sources least run (KiB never run of KiB): ` +
          cov.sources
            .slice(0, UNRUN_SOURCES)
            .map((s) => `${s.source.replace(/^src\//, '')} ${kib(s.bytes - s.ran)}/${kib(s.bytes)}`)
            .join(', '),
      );
    } finally {
      await page.close();
    }
  }
}

const PARTS = ['size', 'levels', 'big', 'idle', 'frames', 'curve', 'menu', 'unrun'] as const;

async function main() {
  const named = PARTS.filter((p) => process.argv.slice(2).includes(p));
  const want = (part: (typeof PARTS)[number]) => named.length === 0 || named.includes(part);
  const profileAt = process.argv.indexOf('--profile');
  const profilePath = profileAt > 0 ? resolve(process.argv[profileAt + 1] ?? 'game.cpuprofile') : undefined;

  const browserParts = want('size') || want('idle') || want('frames') || want('curve') || want('menu') || want('unrun');
  if (browserParts) {
    console.log('Building the production bundle...');
    execSync('npx vite build --logLevel error', { cwd: root, stdio: 'inherit' });
  }
  if (want('size')) printSize();
  if (named.length === 0) await printPhysics();
  if (want('levels')) printLevels();
  if (want('big')) printBig();
  if (want('idle')) await withGame(printIdle);
  if (want('frames') || want('curve')) await printFrames({ frames: want('frames'), curve: want('curve') }, profilePath);
  if (want('menu')) await printMenuTime();
  if (want('unrun')) await withGame(printUnrun);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
