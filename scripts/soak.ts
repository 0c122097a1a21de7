// `npm run soak -- N`: plays N levels of each variant, each variant in one page that is never reloaded,
// with a bot that taps the real canvas (a free screw that fits an open box first). About one level in four
// it plays carelessly (any free screw) so that the tray fills: a loss, then a revive through the rewarded
// ad (once per level), a restart, or the way home. It prints what a long session would show a player:
// page errors, stuck levels (no win, loss or freed screw for 20 s), the heap (JS and array buffers) on the
// menu after a full GC after the warm-up and at the end, and Pixi's live texture count. Exit code 1 when
// there are page errors or stuck levels. `--parallel` soaks both variants at once; Ctrl-C (or SIGTERM) ends a long
// run early with its figures. Runs against the production build (built first) in
// Debian's Chromium (CHROMIUM_PATH).
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { heapAfterFullGc } from './bench/heapBench';
import type { ListedButton } from './pageButtons';
import { CHROMIUM_ARGS, executablePath, startPreview } from './preview';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.SOAK_PORT ?? 4182);
const base = `http://127.0.0.1:${port}`;
const count = Math.max(1, Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 20));
/**
 * `--minutes M`: stop each variant after M minutes of play even short of N levels, and report what it
 * played (a long soak cut to a machine's time still prints its figures).
 */
const minutesArg = process.argv.indexOf('--minutes');
const timeBudgetMs = minutesArg > 0 ? Math.max(1, Number(process.argv[minutesArg + 1]) || 0) * 60_000 : Infinity;
/**
 * Ctrl-C (SIGINT) or SIGTERM ends the run early the same way: each variant stops at its next look, goes to the
 * menu, reads the heap there and prints its figures for the levels played. A second signal quits at once.
 */
let stopAsked = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopAsked) process.exit(130);
    stopAsked = true;
    console.log(`  ${signal}: stopping after the current look; the figures follow (again to quit at once)`);
  });
}
const STUCK_MS = 20_000;
/**
 * The build the soak plays: its own folder (built first), so that a soak never pulls `dist` from under a running
 * end-to-end suite; SOAK_DIST=folder plays a build made already instead (a second soak beside a running one must
 * not rebuild the folder the first one still fetches its chunks from).
 */
const outDir = process.env.SOAK_DIST ?? 'dist-soak';
/** SOAK_HEAP_SNAPSHOTS=dir writes heap snapshots after the warm-up and at the end (open them in DevTools). */
const snapshots = process.env.SOAK_HEAP_SNAPSHOTS;
/**
 * Levels played before the heap baseline: one pass through the variant's ladder (20 and 32 level files),
 * or half the run when it is shorter. Pixi pools its batchers and render textures by the most it has
 * needed at once, so the heap grows until the busiest level has been played (measured: variant A's heap
 * rises from 14 to 28 MB over levels 1-20, then stays within a few MB), and only growth after that is a leak.
 */
const warmUpOf = (variant: 'screw' | 'candy'): number =>
  Math.min(variant === 'screw' ? 20 : 32, Math.max(1, Math.floor(count / 2)));

type Snap = {
  screen: string;
  status: string;
  animating: boolean;
  level: number;
  hint: string | null;
  boxes: { colour: number | null; locked: boolean; filled: number; capacity: number }[];
  screws: { id: string; colour: number; covered: boolean; x: number; y: number }[];
};

interface Figures {
  variant: string;
  levels: number;
  wins: number;
  losses: number;
  revives: number;
  restarts: number;
  homes: number;
  stuck: string[];
  errors: string[];
  heapStart: HeapReading;
  heapEnd: HeapReading;
  texturesStart: number | null;
  texturesEnd: number | null;
  minutes: number;
  /** Wall time by the screen the bot found at each look (where a long soak's hours go). */
  screenMs: Map<string, number>;
  warmUp: number;
}

const textures = (page: Page): Promise<number | null> =>
  page.evaluate(() => (window as unknown as { __game: { textures(): number | null } }).__game.textures());

/** Writes a V8 heap snapshot of the page (SOAK_HEAP_SNAPSHOTS=dir) to compare the start with the end. */
async function heapSnapshot(page: Page, file: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  writeFileSync(file, chunks.join(''));
  console.log(`  heap snapshot: ${file}`);
}

/**
 * The heap read at a quiet point: in a level, no animation running, a moment after the level was built (a
 * reading taken while a level is torn down and the next one built varies by 15 MB from one moment to the next).
 * Gives up waiting after 30 s and reads anyway.
 */
async function quietHeapMb(page: Page): Promise<HeapReading> {
  await page
    .waitForFunction(
      () => {
        const s = (window as unknown as { __game: { snapshot(): Snap } }).__game.snapshot();
        return s.screen === 'game' && !s.animating;
      },
      null,
      { timeout: 30_000, polling: 100 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(500);
  return heapMb(page);
}

/**
 * The heap read on the menu, where no level is held (its boards, physics world and screws are gone): the
 * baseline and the end are read there, so that they compare the same state. From a level, the bot leaves it
 * the way a player does (the pause layer, then Home; in variant B that costs a heart, as it would a player); from
 * a lost level's layer by Home, from the win layer by Next and then Home (until 2026-11-29 a run stopped on the
 * win layer waited 30 s for a menu that never came and read the heap there, the level and its drawings held).
 */
async function menuHeapMb(page: Page): Promise<HeapReading> {
  await quietHeapMb(page);
  // From a level: pause and Home. From a lost level's layer: Home. From the win layer, which has no Home: Next,
  // then the next level is left the same way. Ads and the loading screen between are waited for.
  const toMenu = async () => {
    const screen = await page.evaluate(() => {
      const game = (window as unknown as { __game: { snapshot(): Snap; send(e: { type: string }): void } }).__game;
      const now = game.snapshot().screen;
      if (now === 'game') {
        game.send({ type: 'EXIT' });
        game.send({ type: 'SUBMIT' });
      } else if (now.startsWith('lose')) game.send({ type: 'HOME' });
      else if (now === 'win') game.send({ type: 'NEXT' });
      return now;
    });
    return screen === 'menu';
  };
  const until = Date.now() + 60_000;
  let onMenu = await toMenu();
  while (!onMenu && Date.now() < until) {
    await page.waitForTimeout(500);
    onMenu = await toMenu();
  }
  // A reading off the menu would hold a level: say so rather than print it as the menu's.
  if (!onMenu)
    console.log('  warning: the menu did not come back within 60 s; this heap reading holds the screen shown');
  await page.waitForTimeout(1000);
  return heapMb(page);
}

interface HeapReading {
  /** The page's memory after a full GC, in MB: the JS heap and the array buffers' backing stores. */
  raw: number;
  /** The same after Pixi's GPU collector ran with a one-second window (`__game.collectGpu`) and a full GC. */
  collected: number;
  /** Of `collected`, the array buffers' backing stores (Pixi's geometry and batch buffers live there). */
  buffers: number;
}

/**
 * The page's memory after a full GC, before and after Pixi's own collector (Pixi keeps what it stopped
 * drawing for 60 s, so a raw reading holds the last minute of levels). The GC is DevTools' own
 * (`HeapProfiler.collectGarbage`, which a heap snapshot runs too) and the reading is V8's
 * (`Runtime.getHeapUsage`: the used JS heap plus the array buffers' backing stores, which the JS heap size
 * leaves out). Until 2026-11-28 the soak read `performance.memory` after the page's `gc()`: that GC left
 * up to 12 MB that a snapshot's GC then freed, so two readings of the same state could differ by that much.
 */
async function heapMb(page: Page): Promise<HeapReading> {
  const cdp = await page.context().newCDPSession(page);
  const MB = 1024 * 1024;
  const read = async () => {
    const { total, buffers } = await heapAfterFullGc(cdp);
    return { total: total / MB, buffers: buffers / MB };
  };
  try {
    const raw = await read();
    await page.evaluate(() => (window as unknown as { __game: { collectGpu(): boolean } }).__game.collectGpu());
    const collected = await read();
    return { raw: raw.total, collected: collected.total, buffers: collected.buffers };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** One look at the page: its snapshot and the buttons a tap would reach. */
interface Look {
  s: Snap;
  buttons: ListedButton[];
  /** In a level played along the hints: no hinted screw is up, and the hint button is (the bot presses it). */
  wantsHint: boolean;
}

/**
 * Looks at the page and, in a level, plays the round, in one call (each call into the page waits for the frame
 * under way, about 100 to 200 ms on the 2-core machine's software renderer, so calls set the soak's pace):
 * - careful: every free screw that fits an open box, up to the room left in the boxes of its colour (a quick
 *   player taps several while the first ones fly), else the first free one;
 * - careless: the first free screw alone, so that the tray fills;
 * - along the hints (a level in `hinted`, lost twice): the hinted screw; with none up, the hint button when it
 *   is up (`wantsHint`: the bot presses it), else the first careful screw.
 * Each tap is a pointer down and up on the canvas element at the screw, as a finger's tap reaches it, so Pixi's
 * event system hit-tests it as any tap. The snapshot is the one the round was decided on.
 */
function look(page: Page, careless: boolean, hinted: readonly number[]): Promise<Look> {
  return page.evaluate(
    ({ careless, hinted }) => {
      const game = (window as unknown as { __game: { snapshot(): Snap; buttons(): ListedButton[] } }).__game;
      const s = game.snapshot();
      const buttons = game.buttons();
      let wantsHint = false;
      if (s.screen === 'game') {
        const free = s.screws.filter((x) => !x.covered);
        const room = new Map<number, number>();
        for (const b of s.boxes) {
          if (b.colour === null || b.locked || b.filled >= b.capacity) continue;
          room.set(b.colour, (room.get(b.colour) ?? 0) + b.capacity - b.filled);
        }
        const fitting = free.filter((x) => {
          const left = room.get(x.colour) ?? 0;
          if (left <= 0) return false;
          room.set(x.colour, left - 1);
          return true;
        });
        const careful = fitting.length > 0 ? fitting : free.slice(0, 1);
        const alongHints = hinted.includes(s.level);
        const hint = free.filter((x) => x.id === s.hint);
        wantsHint = alongHints && hint.length === 0 && buttons.some((b) => b.id === 'hud-hint');
        let taps = careless ? free.slice(0, 1) : careful;
        if (alongHints) taps = hint.length > 0 ? hint : wantsHint ? [] : careful.slice(0, 1);
        const canvas = document.querySelector('canvas');
        for (const { x, y } of canvas ? taps : []) {
          const init = { clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', isPrimary: true, bubbles: true };
          canvas!.dispatchEvent(new PointerEvent('pointerdown', { ...init, button: 0, buttons: 1 }));
          canvas!.dispatchEvent(new PointerEvent('pointerup', { ...init, button: 0, buttons: 0 }));
        }
      }
      return { s, buttons, wantsHint };
    },
    { careless, hinted },
  );
}

/**
 * Taps the listed button's centre on the canvas (a pointer down and up, as `look` taps screws); false when the
 * look did not list it (not up, or under another layer).
 */
async function pressListed(page: Page, seen: Look, id: string): Promise<boolean> {
  const b = seen.buttons.find((x) => x.id === id);
  if (!b) return false;
  const point = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await page.evaluate(({ x, y }) => {
    const canvas = document.querySelector('canvas');
    if (!canvas) return;
    const init = { clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', isPrimary: true, bubbles: true };
    canvas.dispatchEvent(new PointerEvent('pointerdown', { ...init, button: 0, buttons: 1 }));
    canvas.dispatchEvent(new PointerEvent('pointerup', { ...init, button: 0, buttons: 0 }));
  }, point);
  return true;
}

/** Buttons that close whatever else may show over the menu (awards, sign-in, tasks, tips); hearts: refillHearts. */
const DISMISS = ['award-ok', 'look-ad-watch', 'signin-close', 'daily-tasks-close', 'tip-close', 'rank-close'];

async function soakVariant(variant: 'screw' | 'candy'): Promise<Figures> {
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS],
    // The soak answers the signals itself (stopAsked): Playwright would close the browser before the figures.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  // SOAK_CPU_THROTTLE=N slows the page's CPU N times through CDP (a slow phone, a busy machine).
  const throttle = Number(process.env.SOAK_CPU_THROTTLE ?? 1);
  if (throttle > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('crash', () => errors.push('the page crashed'));
  await page.goto(`${base}/?test&variant=${variant}&adSeconds=0.3`);
  await page.waitForFunction(
    () => (window as unknown as { __game?: { snapshot(): Snap } }).__game?.snapshot().screen === 'menu',
    null,
    { timeout: 120_000 },
  );
  const f: Figures = {
    variant,
    levels: 0,
    wins: 0,
    losses: 0,
    revives: 0,
    restarts: 0,
    homes: 0,
    stuck: [],
    errors,
    heapStart: { raw: 0, collected: 0, buffers: 0 },
    heapEnd: { raw: 0, collected: 0, buffers: 0 },
    texturesStart: null,
    texturesEnd: null,
    minutes: 0,
    screenMs: new Map(),
    warmUp: warmUpOf(variant),
  };
  const began = Date.now();
  let careless = false;
  let revivedThisLevel = false;
  let lastProgress = Date.now();
  let lastKey = '';
  /** Losses per game level (one per lose layer shown). */
  const lostOn = new Map<number, number>();
  /**
   * Each showing of a screen is one occurrence: the bot counts a win, a loss, a revive, a restart or a
   * way home once per occurrence of its layer, at the first tap the layer takes, and keeps tapping the
   * same button while the layer is still up (a tap during the layer's pop-in, or inside the 0.3 s tap
   * cooldown, is ignored by the game and must not count as a second level).
   */
  let occurrence = 0;
  let lastScreen = '';
  let lastLook = Date.now();
  let counted = -1;
  let decided = -1;
  let plan: 'revive' | 'home' | 'restart' = 'restart';
  /**
   * The hearts layer (a start or restart refused for want of a heart, variant B): one heart by video, then the
   * layer is closed and the start tapped again. Before 2026-11-28 the bot only watched a video on its first look
   * at a lose layer, so a refused restart left it on the hearts layer for good (14 stuck reports at level 156).
   */
  let heartWatched = false;
  const refillHearts = async (seen: Look): Promise<boolean> => {
    if (!seen.buttons.some((b) => b.id === 'hearts-close')) return false;
    if (heartWatched) {
      heartWatched = false;
      await pressListed(page, seen, 'hearts-close');
    } else heartWatched = await pressListed(page, seen, 'hearts-ad');
    return true;
  };
  /** The first of these buttons that is up, pressed; false when none is. */
  const pressFirst = async (seen: Look, ids: readonly string[]): Promise<boolean> => {
    for (const id of ids) if (await pressListed(page, seen, id)) return true;
    return false;
  };
  const endLevel = async () => {
    f.levels += 1;
    revivedThisLevel = false;
    careless = f.levels % 4 === 3;
    if (f.levels === f.warmUp) {
      f.heapStart = await menuHeapMb(page);
      f.texturesStart = await textures(page);
      if (snapshots) await heapSnapshot(page, join(snapshots, `${variant}-start.heapsnapshot`));
    }
    if (f.levels % 10 === 0) {
      const elapsed = (Date.now() - began) / 60_000;
      const heap = await quietHeapMb(page);
      console.log(
        `  ${variant}: ${f.levels} levels in ${elapsed.toFixed(1)} min, heap ${heap.collected.toFixed(1)} MB ` +
          `(buffers ${heap.buffers.toFixed(1)}; ` +
          `${heap.raw.toFixed(1)} before Pixi's collector), ` +
          `textures ${await textures(page)}, wins ${f.wins}, losses ${f.losses}, errors ${errors.length}, stuck ${f.stuck.length}`,
      );
    }
  };

  while (f.levels < count) {
    if (page.isClosed()) break;
    if (stopAsked) {
      console.log(`  ${variant}: stopped by a signal after ${f.levels} of ${count} levels`);
      break;
    }
    if (Date.now() - began > timeBudgetMs) {
      console.log(`  ${variant}: the time budget is spent after ${f.levels} of ${count} levels`);
      break;
    }
    // Levels lost twice are played along the game's hints, as a stuck player would (free hints, then a video
    // or coins); the bot never stays on one level for the rest of the soak.
    const seen = await look(
      page,
      careless,
      [...lostOn].filter(([, n]) => n >= 2).map(([level]) => level),
    );
    const { s } = seen;
    const now = Date.now();
    f.screenMs.set(s.screen, (f.screenMs.get(s.screen) ?? 0) + (now - lastLook));
    lastLook = now;
    if (s.screen !== lastScreen) {
      lastScreen = s.screen;
      occurrence += 1;
    }
    const fresh = counted !== occurrence;
    // Progress is a win, a loss or a freed screw: not a change of screen, so a bot that goes round
    // between the game, a question and an ad without freeing a screw is reported stuck too.
    const key = `${f.wins}|${f.losses}|${f.levels}|${s.level}|${s.screws.length}|${s.boxes.map((b) => b.filled).join(',')}`;
    if (key !== lastKey) {
      lastKey = key;
      lastProgress = Date.now();
    } else if (Date.now() - lastProgress > STUCK_MS) {
      const where = `level ${s.level} on ${s.screen} (${s.screws.length} screws left, ${s.screws.filter((x) => !x.covered).length} free)`;
      f.stuck.push(where);
      const detail = await page.evaluate(() => {
        const game = (window as unknown as { __game: { snapshot(): { state: unknown } } }).__game;
        const visible = [...document.querySelectorAll('[data-testid]')]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => el.getAttribute('data-testid'))
          .slice(0, 40);
        return `${JSON.stringify(game.snapshot().state)}; visible: ${visible.join(' ')}`;
      });
      console.log(`  ${variant}: stuck at ${where}: ${detail}`);
      await page
        .screenshot({ path: join(tmpdir(), `soak-${variant}-stuck-${f.stuck.length}.png`) })
        .catch(() => undefined);
      // Back to the menu the way a player would: the exit layer, then Home.
      await page.evaluate(() => {
        const game = (window as unknown as { __game: { send(e: { type: string }): void } }).__game;
        game.send({ type: 'EXIT' });
        game.send({ type: 'SUBMIT' });
      });
      lastProgress = Date.now();
      await endLevel();
      continue;
    }
    switch (s.screen) {
      case 'menu':
        if (await refillHearts(seen)) break;
        if (!(await pressListed(page, seen, variant === 'candy' ? 'menu-level-current' : 'menu-start'))) {
          await pressFirst(seen, DISMISS);
        }
        break;
      case 'game':
        // The look played the round; it leaves the hint button to the bot.
        if (seen.wantsHint) await pressListed(page, seen, 'hud-hint');
        break;
      case 'win':
        if ((await pressListed(page, seen, 'win-next')) && fresh) {
          counted = occurrence;
          f.wins += 1;
          await endLevel();
        }
        break;
      case 'lose-full':
      case 'lose-time': {
        if (await refillHearts(seen)) break;
        const layer = s.screen;
        if (decided !== occurrence) {
          // Decided once per showing of the layer: revive (once per level), else home or restart.
          decided = occurrence;
          lostOn.set(s.level, (lostOn.get(s.level) ?? 0) + 1);
          plan = !revivedThisLevel && f.losses % 3 !== 2 ? 'revive' : f.losses % 5 === 4 ? 'home' : 'restart';
        }
        if (await pressListed(page, seen, `${layer}-${plan}`)) {
          if (!fresh) break;
          counted = occurrence;
          f.losses += 1;
          if (plan === 'revive') {
            f.revives += 1;
            revivedThisLevel = true;
            careless = false;
          } else {
            if (plan === 'home') f.homes += 1;
            else f.restarts += 1;
            await endLevel();
          }
        }
        break;
      }
      default:
        // An ad, an interstitial, a popup over the menu: close what can be closed, else wait.
        if (await refillHearts(seen)) break;
        await pressFirst(seen, DISMISS);
    }
    await page.waitForTimeout(60);
  }
  f.heapEnd = await menuHeapMb(page);
  f.texturesEnd = await textures(page);
  if (snapshots) await heapSnapshot(page, join(snapshots, `${variant}-end.heapsnapshot`));
  f.minutes = (Date.now() - began) / 60_000;
  await browser.close();
  return f;
}

/** "game 71% (42.0 min), win 9% (5.3 min), ...": the wall time by screen, most first. */
function timeByScreen(ms: Map<string, number>): string {
  const total = [...ms.values()].reduce((a, b) => a + b, 0) || 1;
  return [...ms]
    .sort((a, b) => b[1] - a[1])
    .map(([screen, t]) => `${screen} ${Math.round((100 * t) / total)}% (${(t / 60_000).toFixed(1)} min)`)
    .join(', ');
}

async function main(): Promise<void> {
  if (process.env.SOAK_DIST) console.log(`Playing the build in ${outDir}...`);
  else {
    console.log('Building the production bundle...');
    execSync(`npx vite build --outDir ${outDir} --emptyOutDir`, { cwd: root, stdio: 'ignore' });
  }
  const preview = await startPreview(root, port, outDir);
  let failed = false;
  try {
    // SOAK_VARIANT=screw or candy soaks only that one.
    const variants = (['screw', 'candy'] as const).filter(
      (v) => !process.env.SOAK_VARIANT || v === process.env.SOAK_VARIANT,
    );
    // --parallel: both variants at once, each in its own browser (half the wall time on two cores).
    const all = process.argv.includes('--parallel')
      ? await Promise.all(
          variants.map((v) => (console.log(`Soak: ${count} levels of variant ${v} in one page...`), soakVariant(v))),
        )
      : [];
    for (const variant of variants) {
      if (stopAsked && !all.some((x) => x.variant === variant)) continue;
      const f =
        all.find((x) => x.variant === variant) ??
        (console.log(`Soak: ${count} levels of variant ${variant} in one page...`), await soakVariant(variant));
      const growth = f.heapEnd.collected - f.heapStart.collected;
      const rawGrowth = f.heapEnd.raw - f.heapStart.raw;
      const signed = (mb: number) => `${mb >= 0 ? '+' : ''}${mb.toFixed(1)} MB`;
      console.log(
        [
          `Variant ${f.variant}: ${f.levels} levels in ${f.minutes.toFixed(1)} min`,
          `  wins ${f.wins}, losses ${f.losses} (revived ${f.revives}, restarted ${f.restarts}, home ${f.homes})`,
          `  page errors: ${f.errors.length}${f.errors.length ? ` (${[...new Set(f.errors)].slice(0, 5).join(' | ')})` : ''}`,
          `  stuck levels: ${f.stuck.length}${f.stuck.length ? ` (${f.stuck.slice(0, 5).join('; ')})` : ''}`,
          ...(f.levels < f.warmUp
            ? [
                `  Heap on the menu at the end (JS heap and array buffers), after a full GC and Pixi's collector: ${f.heapEnd.collected.toFixed(1)} MB (array buffers ${f.heapEnd.buffers.toFixed(1)} MB); no growth figure: the run ended before the ${f.warmUp} warm-up levels`,
                `  Pixi textures at the end: ${f.texturesEnd ?? '?'}`,
              ]
            : [
                `  Heap on the menu (JS heap and array buffers), after a full GC and Pixi's collector: ${f.heapStart.collected.toFixed(1)} MB after ${f.warmUp} levels, ${f.heapEnd.collected.toFixed(1)} MB at the end (${signed(growth)})`,
                `    of which array buffers: ${f.heapStart.buffers.toFixed(1)} MB, then ${f.heapEnd.buffers.toFixed(1)} MB`,
                `  Heap on the menu after a full GC alone: ${f.heapStart.raw.toFixed(1)} MB after ${f.warmUp} levels, ${f.heapEnd.raw.toFixed(1)} MB at the end (${signed(rawGrowth)})`,
                `  Pixi textures: ${f.texturesStart ?? '?'} after ${f.warmUp} levels, ${f.texturesEnd ?? '?'} at the end`,
              ]),
          `  time by screen: ${timeByScreen(f.screenMs)}`,
        ].join('\n'),
      );
      if (f.errors.length > 0 || f.stuck.length > 0) failed = true;
    }
  } finally {
    preview.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
