// Issue 15's lean reference: frame work of the real game clearing a level beside the bare scene
// (scripts/bench/bare: Pixi and matter-js only) removing the same screws at the same times, in the same
// Chromium, alternating game, bare, game, bare... Each run is a fresh page at 390x844 with the CPU throttled
// 4x through CDP; the samples of each side are summed over its runs. Figures are returned, never asserted.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from '@playwright/test';
import type { BareTap } from './bare/bareScene';
import { percentile } from './stats';

/** Where the bare scene is built, under the repository root (serve it with `startPreview(root, port, BARE_OUT_DIR)`). */
export const BARE_OUT_DIR = 'dist-bench-bare';

/** Builds the bare scene's page into {@link BARE_OUT_DIR}. */
export function buildBareScene(root: string): void {
  execSync('npx vite build --config scripts/bench/bare/vite.config.ts --logLevel error', {
    cwd: root,
    stdio: 'inherit',
  });
}

export interface FrameBenchOptions {
  browser: Browser;
  /** The game with its test hook: `${base}/?test`. */
  gameUrl: string;
  /** The bare scene's page. */
  bareUrl: string;
  /** The level, as level-format JSON. */
  level: unknown;
  /** The solver's winning line (screw ids). */
  line: readonly string[];
  /** Taps to play along the line (default: all of it). */
  taps?: number;
  /** Runs of each side (default 2, at least 2). */
  rounds?: number;
  /** Writes the CPU profile of one more game run (not counted in the figures) to this `.cpuprofile` file. */
  profilePath?: string;
  /** How long a run goes on recording after its last tap (ms, default 2000): flights land, boards fall. */
  tailMs?: number;
  /** CDP CPU throttling rate (default 4). */
  cpuThrottle?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /**
   * Elements of the game's page hidden before it is measured (a CSS selector; a diagnosis: `.a11y-mirror` takes the
   * mirror off the screen, so the figures say what the DOM over the canvas costs). Set through the
   * CSS object model: the page's Content Security Policy refuses an added style sheet.
   */
  gameHide?: string;
  /** The bare scene draws the game's backdrop too (a diagnosis: what the backdrop costs a frame). */
  bareBackdrop?: boolean;
}

/** Per-frame work figures (ms) over a number of frames. */
export interface FrameFigures {
  p50: number;
  p95: number;
  frames: number;
}

/** One side's figures: every tick, and the ticks that rendered when the probe says so (null when it does not). */
export interface SideFigures extends FrameFigures {
  drawn: FrameFigures | null;
  /** The time recorded over all runs (s): with `frames`, the side's tick rate. */
  seconds: number;
  /**
   * The time from a drawn tick to the next tick (ms), when the probe tells drawn ticks: the frame's work plus
   * what the browser does for it outside the ticker (compositing; in headless Chromium with SwiftShader, the
   * read-back of the WebGL canvas), plus any wait for the next animation frame.
   */
  drawnGap: { p50: number; p95: number } | null;
  /** WebGL draw calls over the runs divided by the drawn ticks (null when the probe does not tell drawn ticks). */
  drawCalls: number | null;
}

export interface FrameBenchResult {
  game: SideFigures;
  bare: SideFigures;
  /** Game p95 / bare p95. */
  ratio: number;
  /** The same over rendered frames only, when both probes tell them. */
  ratioDrawn: number | null;
  /** Screws the taps of the last game run took off the boards (what each bare run removes). */
  taps: number;
  rounds: number;
  /** How each game run ended (the layer on top after the line, or 'game' when it was cut short). */
  outcomes: string[];
  /** The most a bare removal came after its time (ms) over all runs; the rules' refusals. */
  bareLateMs: number;
  bareRejected: number;
  /** The profile written, if any. */
  profile: string | null;
}

/** What a probe hands back: the game's `__frameProbe()` (`drawn` once the render gate reports it) or `__bare.stopProbe()`. */
interface Samples {
  work: number[];
  intervals: number[];
  drawn?: boolean[];
  /** WebGL draw calls the page made while the probe ran (set by the runs here). */
  draws?: number;
}

type Snap = {
  screen: string;
  status: string;
  screws: { id: string; covered: boolean; x: number; y: number }[];
};

interface GameHook {
  snapshot(): Snap;
  loadLevel(json: unknown): void;
  probeFrames(): void;
}
type GameWindow = { __game?: GameHook; __frameProbe?: () => Samples };

const VIEWPORT = { width: 390, height: 844 };
/** Pause after a level is built, before throttling and probing, so that both sides start from a drawn level. */
const SETTLE_MS = 500;
/** Polling period while playing (as scripts/bench.ts). */
const POLL_MS = 100;

const snap = (page: Page) => page.evaluate(() => (window as unknown as GameWindow).__game!.snapshot());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Counts the page's WebGL draw calls into `window.__drawCalls`, installed before the page's own scripts (a
 * string: the bench's compiler would wrap a function in helpers the page has not got).
 */
const COUNT_DRAW_CALLS = `(() => {
  window.__drawCalls = 0;
  const names = ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced'];
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of names) {
      const call = proto[name];
      if (typeof call !== 'function') continue;
      proto[name] = function (...args) {
        window.__drawCalls++;
        return call.apply(this, args);
      };
    }
  }
})();`;

const drawCalls = (page: Page) => page.evaluate(() => (window as unknown as { __drawCalls: number }).__drawCalls);

/** A fresh page that reports its errors through `log` and counts its draw calls. */
async function freshPage(browser: Browser, log: (line: string) => void): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.addInitScript({ content: COUNT_DRAW_CALLS });
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  const cdp = await page.context().newCDPSession(page);
  return { page, cdp };
}

interface GameRun {
  samples: Samples;
  /** The screws the game's taps took off the boards, in order, `at` in ms after the probe started. */
  taps: BareTap[];
  outcome: string;
}

/** One game run: load the level, throttle, probe, and tap along the line by real clicks, waiting out cover. */
async function gameRun(
  options: Required<Pick<FrameBenchOptions, 'browser' | 'gameUrl' | 'level' | 'tailMs' | 'cpuThrottle' | 'log'>> &
    Pick<FrameBenchOptions, 'gameHide'>,
  ids: readonly string[],
  profilePath?: string,
): Promise<GameRun> {
  const { page, cdp } = await freshPage(options.browser, options.log);
  try {
    await page.goto(options.gameUrl);
    if (options.gameHide)
      await page.evaluate((selector) => {
        for (const el of document.querySelectorAll<HTMLElement>(selector))
          el.style.setProperty('display', 'none', 'important');
      }, options.gameHide);
    await page.waitForFunction(() => (window as unknown as GameWindow).__game?.snapshot().screen === 'menu', null, {
      timeout: 120_000,
    });
    await page.evaluate((j) => (window as unknown as GameWindow).__game!.loadLevel(j), options.level);
    await page.waitForFunction(() => (window as unknown as GameWindow).__game!.snapshot().screen === 'game', null, {
      timeout: 60_000,
    });
    await sleep(SETTLE_MS);
    await throttle(cdp, options.cpuThrottle);
    if (profilePath) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const drawsBefore = await drawCalls(page);
    await page.evaluate(() => (window as unknown as GameWindow).__game!.probeFrames());
    const t0 = performance.now();
    const deadline = t0 + 600_000;
    // What left the boards, and when the click that took it went out: a click aimed at one screw may take
    // another (a swinging board moved it under the pointer), so the bare run replays what really went.
    const taps: BareTap[] = [];
    let onBoards: Set<string> | null = null;
    let lastClick = 0;
    const look = async (): Promise<Snap> => {
      const s = await snap(page);
      const now = new Set(s.screws.map((x) => x.id));
      for (const id of onBoards ?? []) if (!now.has(id)) taps.push({ id, at: lastClick });
      onBoards = now;
      return s;
    };
    let outcome = 'game';
    play: for (const id of ids) {
      for (;;) {
        if (performance.now() > deadline) {
          outcome = 'timed out';
          break play;
        }
        const s = await look();
        if (s.status !== 'RUN') break play;
        const screw = s.screws.find((x) => x.id === id);
        if (!screw) break;
        if (!screw.covered) {
          lastClick = performance.now() - t0;
          await page.mouse.click(screw.x, screw.y);
        }
        await sleep(POLL_MS);
      }
    }
    const last = taps.at(-1)?.at ?? 0;
    await sleep(last + options.tailMs - (performance.now() - t0));
    const samples = await page.evaluate(() => (window as unknown as GameWindow).__frameProbe!());
    samples.draws = (await drawCalls(page)) - drawsBefore;
    if (profilePath) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profilePath, JSON.stringify(profile));
    }
    await throttle(cdp, 1);
    const end = await look();
    if (outcome === 'game') outcome = end.screen;
    return { samples, taps, outcome };
  } finally {
    await page.close();
  }
}

/** One bare run: build the level, throttle, probe, and remove the game run's screws at its times. */
async function bareRun(
  options: Required<Pick<FrameBenchOptions, 'browser' | 'bareUrl' | 'level' | 'tailMs' | 'cpuThrottle' | 'log'>> &
    Pick<FrameBenchOptions, 'bareBackdrop'>,
  taps: readonly BareTap[],
): Promise<{ samples: Samples; lateMs: number; rejected: number; removed: number }> {
  const { page, cdp } = await freshPage(options.browser, options.log);
  try {
    await page.goto(options.bareUrl);
    await page.waitForFunction(() => window.__bare !== undefined, null, { timeout: 60_000 });
    await page.evaluate(([j, backdrop]) => window.__bare!.load(j, undefined, { backdrop }), [
      options.level,
      options.bareBackdrop === true,
    ] as const);
    await sleep(SETTLE_MS);
    await throttle(cdp, options.cpuThrottle);
    const drawsBefore = await drawCalls(page);
    const replay = await page.evaluate((t) => {
      window.__bare!.probe();
      return window.__bare!.replay(t);
    }, taps);
    await sleep(options.tailMs);
    const samples: Samples = await page.evaluate(() => window.__bare!.stopProbe());
    samples.draws = (await drawCalls(page)) - drawsBefore;
    await throttle(cdp, 1);
    return { samples, ...replay };
  } finally {
    await page.close();
  }
}

/** The time a probe recorded, in seconds (the sum of its frame intervals). */
const seconds = (s: Samples) => (s.intervals.reduce((a, b) => a + b, 0) / 1000).toFixed(1);

function figures(work: readonly number[]): FrameFigures {
  return { p50: percentile(work, 50), p95: percentile(work, 95), frames: work.length };
}

/** One side's figures over all its runs; drawn-only figures when every run reports `drawn` for each tick. */
function side(runs: readonly Samples[]): SideFigures {
  const work = runs.flatMap((r) => r.work);
  const told = runs.every((r) => Array.isArray(r.drawn) && r.drawn.length === r.work.length);
  const drawn = told ? runs.flatMap((r) => r.work.filter((_, i) => r.drawn![i])) : null;
  const seconds = runs.reduce((sum, r) => sum + r.intervals.reduce((a, b) => a + b, 0), 0) / 1000;
  // intervals[i] is the gap from tick i to tick i + 1 (the first tick has no interval before it).
  const gaps = told ? runs.flatMap((r) => r.intervals.filter((_, i) => r.drawn![i])) : null;
  return {
    ...figures(work),
    drawn: drawn ? figures(drawn) : null,
    seconds,
    drawnGap: gaps && gaps.length > 0 ? { p50: percentile(gaps, 50), p95: percentile(gaps, 95) } : null,
    drawCalls: drawn && drawn.length > 0 ? runs.reduce((sum, r) => sum + (r.draws ?? 0), 0) / drawn.length : null,
  };
}

/**
 * Measures the game and the bare scene alternating (game, bare, game, bare...), the bare scene replaying the
 * screws and times of the game run before it, and returns both sides' p50/p95 frame work and game p95 / bare p95.
 */
export async function benchFrames(options: FrameBenchOptions): Promise<FrameBenchResult> {
  const log = options.log ?? (() => {});
  const common = {
    browser: options.browser,
    level: options.level,
    tailMs: options.tailMs ?? 2000,
    cpuThrottle: options.cpuThrottle ?? 4,
    log,
  };
  const ids = options.line.slice(0, options.taps ?? options.line.length);
  const rounds = Math.max(2, options.rounds ?? 2);
  const game: Samples[] = [];
  const bare: Samples[] = [];
  const outcomes: string[] = [];
  let bareLateMs = 0;
  let bareRejected = 0;
  let taps = 0;
  for (let round = 1; round <= rounds; round++) {
    let began = performance.now();
    const g = await gameRun({ ...common, gameUrl: options.gameUrl, gameHide: options.gameHide }, ids);
    game.push(g.samples);
    outcomes.push(g.outcome);
    taps = g.taps.length;
    log(
      `round ${round}/${rounds}: game ${g.samples.work.length} frames over ${seconds(g.samples)} s, ${g.taps.length} screws taken, ` +
        `'${g.outcome}' (run took ${((performance.now() - began) / 1000).toFixed(0)} s)`,
    );
    began = performance.now();
    const b = await bareRun({ ...common, bareUrl: options.bareUrl, bareBackdrop: options.bareBackdrop }, g.taps);
    bare.push(b.samples);
    bareLateMs = Math.max(bareLateMs, b.lateMs);
    bareRejected += b.rejected;
    log(
      `round ${round}/${rounds}: bare ${b.samples.work.length} frames over ${seconds(b.samples)} s, ${b.removed} removed ` +
        `(run took ${((performance.now() - began) / 1000).toFixed(0)} s)`,
    );
  }
  let profile: string | null = null;
  if (options.profilePath) {
    log(`profiling one more game run into ${options.profilePath}`);
    await gameRun({ ...common, gameUrl: options.gameUrl }, ids, options.profilePath);
    profile = options.profilePath;
  }
  const g = side(game);
  const b = side(bare);
  return {
    game: g,
    bare: b,
    ratio: g.p95 / b.p95,
    ratioDrawn: g.drawn && b.drawn ? g.drawn.p95 / b.drawn.p95 : null,
    taps,
    rounds,
    outcomes,
    bareLateMs,
    bareRejected,
    profile,
  };
}

/** The result as the bench prints it (one line, `label` first). */
export function formatFrameBench(label: string, r: FrameBenchResult): string {
  const f = (n: number) => n.toFixed(2);
  const drawn = (s: SideFigures) =>
    (s.drawn ? `; drawn frames (${s.drawn.frames}): p50 ${f(s.drawn.p50)} ms, p95 ${f(s.drawn.p95)} ms` : '') +
    (s.drawnGap ? `, to the next tick p50 ${f(s.drawnGap.p50)} ms, p95 ${f(s.drawnGap.p95)} ms` : '') +
    (s.drawCalls !== null ? `, ${s.drawCalls.toFixed(1)} draw calls a drawn frame` : '');
  return (
    `${label}, ${r.taps} screws tapped out, ${r.rounds} runs each side (game ended: ${r.outcomes.join(', ')}): ` +
    `game (${r.game.frames} frames in ${r.game.seconds.toFixed(0)} s) p50 ${f(r.game.p50)} ms, p95 ${f(r.game.p95)} ms${drawn(r.game)}; ` +
    `bare (${r.bare.frames} frames in ${r.bare.seconds.toFixed(0)} s) p50 ${f(r.bare.p50)} ms, p95 ${f(r.bare.p95)} ms${drawn(r.bare)}; ` +
    `game p95 / bare p95 = ${f(r.ratio)}` +
    (r.ratioDrawn !== null ? ` (drawn frames: ${f(r.ratioDrawn)})` : '') +
    (r.bareRejected ? `; the bare scene's rules refused ${r.bareRejected} removals` : '')
  );
}
