// Nothing drawn while nothing moves (issue 15): frames of full work per second on an idle menu, on a
// paused game (the exit layer open) and in a running game between taps (the countdown running, every
// board at rest). Read from the render gate's counts through the test hook, over a few seconds each.
import type { Page } from '@playwright/test';
import { pressListedButton } from '../pageButtons';

interface RenderStats {
  ticks: number;
  renders: number;
}

/** The longest the menu's decorations may take to rest (their plays advance by the ticker, slower on a slow machine). */
const MENU_REST_LIMIT_MS = 40_000;

const f1 = (ms: number) => (ms / 1000).toFixed(1);

/** Wall time until a whole second passes with no frame drawn, or null if that does not happen within `limitMs`. */
async function untilDrawingStops(page: Page, limitMs: number): Promise<number | null> {
  const t0 = Date.now();
  let before = await stats(page);
  while (Date.now() - t0 < limitMs) {
    await page.waitForTimeout(1000);
    const now = await stats(page);
    if (now.renders === before.renders) return Date.now() - t0 - 1000;
    before = now;
  }
  return null;
}

/** Frames drawn and ticks per second over one idle stretch. */
export interface IdleFigure {
  state: string;
  /** What should be drawn: nothing, or the countdown's new label once a second (the HUD is on the canvas). */
  aim: string;
  rendersPerSecond: number;
  ticksPerSecond: number;
}

const stats = (page: Page) =>
  page.evaluate(() => (window as unknown as { __game: { renderStats(): RenderStats } }).__game.renderStats());
/** The top layer; undefined until the test hook (a chunk of its own) is installed. */
const screen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __game?: { snapshot(): { screen: string } } }).__game?.snapshot().screen);
const animating = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __game: { snapshot(): { animating: boolean } } }).__game.snapshot().animating,
  );

/** Takes one screw that is not covered (a real click at its place). */
async function tapFreeScrew(page: Page): Promise<void> {
  const screws = await page.evaluate(
    () =>
      (
        window as unknown as { __game: { snapshot(): { screws: { x: number; y: number; covered: boolean }[] } } }
      ).__game.snapshot().screws,
  );
  const screw = screws.find((s) => !s.covered);
  if (!screw) throw new Error('idle bench: level 1 has no free screw');
  const before = screws.length;
  await page.mouse.click(screw.x, screw.y);
  await waitFor('the screw taken', async () => {
    const now = await page.evaluate(
      () => (window as unknown as { __game: { snapshot(): { screws: unknown[] } } }).__game.snapshot().screws.length,
    );
    return now < before;
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`idle bench: ${what} did not happen within ${limitMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Counts the frames drawn over `seconds` after `settleMs` (a layer's entrance, a menu's decorations playing: wall
 * time, so slow machines count too).
 */
async function measure(page: Page, state: string, seconds: number, aim = '0', settleMs = 2000): Promise<IdleFigure> {
  await page.waitForTimeout(settleMs);
  const a = await stats(page);
  const t0 = Date.now();
  await page.waitForTimeout(seconds * 1000);
  const b = await stats(page);
  const elapsed = (Date.now() - t0) / 1000;
  return {
    state,
    aim,
    rendersPerSecond: (b.renders - a.renders) / elapsed,
    ticksPerSecond: (b.ticks - a.ticks) / elapsed,
  };
}

/**
 * On a page showing the menu (`/?test`, variant A): the idle menu, then level 1 at rest with its countdown
 * running, then the same level paused by the exit layer.
 */
export async function idleFigures(page: Page, seconds = 3): Promise<IdleFigure[]> {
  await waitFor('the menu', async () => (await screen(page)) === 'menu');
  // The menu's decorations (Start's breath, the badges' pulse, the level path's bounce) play a few times at most
  // 30 frames a second, then rest until the next touch (src/ui/canvas/useMotion.ts).
  const decorated = await measure(page, 'menu as it shows (decorations playing)', seconds, 'at most 30', 0);
  const restMs = await untilDrawingStops(page, MENU_REST_LIMIT_MS);
  const rested =
    restMs === null ? `still drawing after ${MENU_REST_LIMIT_MS / 1000} s` : `at rest after ${f1(restMs)} s`;
  const menu = await measure(page, `idle menu (left alone: ${rested})`, seconds, '0', 0);
  await pressListedButton(page, 'menu-start');
  await waitFor('the game', async () => (await screen(page)) === 'game');
  // The first screw taken: level 1's pointing hand (which moves) is gone, as in every level after.
  await tapFreeScrew(page);
  await waitFor('the boards at rest', async () => !(await animating(page)));
  const running = await measure(page, 'game at rest, countdown running', seconds, "1, the countdown's label");
  await pressListedButton(page, 'hud-exit');
  await waitFor('the exit layer', async () => (await screen(page)) === 'exit');
  const paused = await measure(page, 'paused game (exit layer)', seconds);
  await pressListedButton(page, 'exit-resume');
  return [decorated, menu, running, paused];
}
