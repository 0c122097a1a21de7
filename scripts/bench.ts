// `npm run bench`: prints the performance figures of issue 2. Figures are printed, never asserted.
//   1. initial JS (gzip) of the production build;
//   2. the physics step of the busiest shipped level in Node (mean, p99);
//   3. main-thread work per frame in headless Chromium at 390x844 with 4x CPU throttling while a
//      scripted player clears the busiest level (p50/p95/p99, share of frames over 20 ms);
//   4. heap growth after 50 restarts of a level within one Application (forced GC);
//   5. issue 3: proving all 20 shipped levels winnable, and the generator's time per verified level.
//   6. issue 15: big levels (50 to 200 screws): time to generate a verified level, to prove it, states searched.
//   7. issue 15: frames drawn per second while nothing moves (idle menu, a game at rest, a paused game).
// `npm run bench -- levels` prints only the level tool figures (Node, seconds), skipping the browser;
// `npm run bench -- big` only the big-level figures (Node);
// `npm run bench -- size` only builds and prints the initial JS.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { parseLevel } from '../src/core/levelSchema';
import { solveLevel } from '../src/core/solver';
import { benchBig } from './bench/bigBench';
import { benchLevels } from './bench/levelsBench';
import { idleFigures, type IdleFigure } from './bench/idleBench';
import { benchPhysics } from './bench/physicsBench';
import { CHROMIUM_ARGS, executablePath, startPreview } from './preview';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4180);

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
const f = (n: number, digits = 2) => n.toFixed(digits);

function levels(): { file: string; json: { boards: { holes: unknown[] }[] } }[] {
  const dir = join(root, 'assets/levels');
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((file) => ({ file, json: JSON.parse(readFileSync(join(dir, file), 'utf8')) }));
}

function busiestLevel() {
  const all = levels();
  const screws = (l: (typeof all)[number]) => l.json.boards.reduce((s, b) => s + b.holes.length, 0);
  return all.reduce((a, b) => (screws(b) > screws(a) ? b : a));
}

function initialJsGzip(): { files: string[]; bytes: number } {
  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const bytes = refs.reduce(
    (sum, ref) => sum + gzipSync(readFileSync(join(root, 'dist', ref)), { level: 9 }).length,
    0,
  );
  return { files: refs, bytes };
}

type Snap = {
  screen: string;
  status: string;
  boxes: { colour: number | null; locked: boolean }[];
  screws: { id: string; colour: number; covered: boolean; x: number; y: number }[];
};
const snap = (page: Page) =>
  page.evaluate(() => (window as unknown as { __game: { snapshot(): Snap } }).__game.snapshot());

/** The layer shown once the game-over delay has passed. */
async function settledScreen(page: Page): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const s = await snap(page);
    if (s.screen !== 'game') return s.screen;
    await page.waitForTimeout(100);
  }
  return 'game';
}

/** Clears the level by real clicks along the solver's winning line, waiting out cover and flights. */
async function playLevel(page: Page, line: string[]): Promise<string> {
  const deadline = Date.now() + 240_000;
  for (const id of line) {
    for (;;) {
      if (Date.now() > deadline) return 'timed out';
      const s = await snap(page);
      if (s.status !== 'RUN') return settledScreen(page);
      const screw = s.screws.find((x) => x.id === id);
      if (!screw) break;
      if (!screw.covered) await page.mouse.click(screw.x, screw.y);
      await page.waitForTimeout(100);
    }
  }
  for (;;) {
    const s = await snap(page);
    if (Date.now() > deadline) return 'timed out';
    if (s.status !== 'RUN') return settledScreen(page);
    await page.waitForTimeout(100);
  }
}

/** Restarts before the heap baseline, so that compiled code and pools are warm (not leaks). */
const WARM_UP_RESTARTS = 15;

async function browserFigures(levelJson: unknown, line: string[]) {
  const preview = await startPreview(root, port);
  try {
    const browser = await chromium.launch({
      executablePath,
      args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
    });
    // Nothing drawn while nothing moves: frames drawn per second on the idle menu, in a game at rest, paused.
    const idlePage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await idlePage.goto(`http://127.0.0.1:${port}/?test`);
    const idle = await idleFigures(idlePage);
    await idlePage.close();

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`http://127.0.0.1:${port}/?test`);
    await page.waitForFunction(
      () => (window as unknown as { __game?: { snapshot(): Snap } }).__game?.snapshot().screen === 'menu',
    );

    // Frame work while a scripted player clears the busiest level, CPU throttled 4x.
    await page.evaluate(
      (j) => (window as unknown as { __game: { loadLevel(j: unknown): void } }).__game.loadLevel(j),
      levelJson,
    );
    await page.waitForFunction(
      () => (window as unknown as { __game: { snapshot(): Snap } }).__game.snapshot().screen === 'game',
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => (window as unknown as { __game: { probeFrames(): void } }).__game.probeFrames());
    const outcome = await playLevel(page, line);
    const frames = await page.evaluate(() =>
      (
        window as unknown as { __frameProbe: () => { work: number[]; intervals: number[]; drawn: boolean[] } }
      ).__frameProbe(),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // Heap after 50 restarts of the level in one Application.
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const restart = async () => {
      await page.evaluate(
        (j) => (window as unknown as { __game: { loadLevel(j: unknown): void } }).__game.loadLevel(j),
        levelJson,
      );
      await page.waitForFunction(
        () => (window as unknown as { __game: { snapshot(): Snap } }).__game.snapshot().screen === 'game',
      );
      await page.waitForTimeout(50);
    };
    // Warm-up first: V8 compiles and optimises the level-building code over the first restarts, and
    // that compiled code is counted in the heap. With 3 warm-up restarts it made most of the growth.
    for (let i = 0; i < WARM_UP_RESTARTS; i++) await restart();
    const before = await heap();
    for (let i = 0; i < 50; i++) await restart();
    const after = await heap();
    // A second run of 50 tells a leak (grows again) from pools and compiled code warming up (flat).
    for (let i = 0; i < 50; i++) await restart();
    const steady = await heap();
    await browser.close();
    return { frames, outcome, before, after, steady, idle };
  } finally {
    preview.stop();
  }
}

function printLevels(): void {
  const bench = benchLevels(
    levels().map((l) => l.json),
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

function printIdle(figure: IdleFigure): void {
  console.log(
    `Frames drawn while nothing moves, ${figure.state}: ${f(figure.rendersPerSecond, 1)} per second ` +
      `(of ${f(figure.ticksPerSecond, 0)} ticks) [aim 0]`,
  );
}

async function main() {
  if (process.argv.includes('big')) {
    printBig();
    return;
  }
  if (process.argv.includes('levels')) {
    printLevels();
    return;
  }
  console.log('Building the production bundle...');
  execSync('npx vite build --logLevel error', { cwd: root, stdio: 'inherit' });
  const js = initialJsGzip();
  const busiest = busiestLevel();
  const screws = busiest.json.boards.reduce((s, b) => s + b.holes.length, 0);
  console.log(
    `\nInitial JS (gzip, level 9): ${f(js.bytes / 1024, 1)} KiB over ${js.files.length} file(s) [budget 350 KiB]`,
  );
  if (process.argv.includes('size')) return;

  const physics = await benchPhysics(busiest.json);
  console.log(
    `Physics step, busiest level ${busiest.file} (${screws} screws), Node: mean ${f(physics.mean, 3)} ms, p99 ${f(physics.p99, 3)} ms over ${physics.steps} steps`,
  );

  printLevels();
  printBig();

  const parsed = parseLevel(busiest.json);
  if (!parsed.ok) throw new Error(`${busiest.file}: ${parsed.error}`);
  const solution = solveLevel(parsed.level);
  if (!solution.winnable) throw new Error(`${busiest.file} has no winning line: ${solution.reason ?? ''}`);
  const b = await browserFigures(busiest.json, solution.line);
  for (const figure of b.idle) printIdle(figure);
  const work = b.frames.work;
  const drawnWork = work.filter((_, i) => b.frames.drawn[i]);
  const over20 = b.frames.intervals.filter((v) => v > 20).length / Math.max(1, b.frames.intervals.length);
  console.log(
    `Frame work, Chromium 390x844, 4x CPU throttle, ${busiest.file} played to '${b.outcome}' (${work.length} frames): ` +
      `p50 ${f(percentile(work, 50))} ms, p95 ${f(percentile(work, 95))} ms, p99 ${f(percentile(work, 99))} ms, mean ${f(mean(work))} ms; ` +
      `frames over 20 ms: ${f(over20 * 100, 1)}%; ` +
      `the ${drawnWork.length} frames drawn: p50 ${f(percentile(drawnWork, 50))} ms, p95 ${f(percentile(drawnWork, 95))} ms`,
  );
  console.log(
    `Heap after 50 restarts (forced GC, after ${WARM_UP_RESTARTS} warm-up restarts): ${f(b.before / 1048576)} MiB -> ${f(b.after / 1048576)} MiB, growth ${f((b.after - b.before) / 1048576, 3)} MiB [budget 1 MB]; ` +
      `the next 50 restarts: ${f((b.steady - b.after) / 1048576, 3)} MiB (a leak grows again, warm-up does not)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
