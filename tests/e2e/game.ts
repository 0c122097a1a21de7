// Helpers for the end-to-end tests: the test hook's snapshot and a player who taps the real canvas.
import { expect, type Page } from '@playwright/test';
import type { GameSnapshot } from '../../src/app/testHook';
import type { ButtonOnScreen } from '../../src/platform/pageButtons';
import { parseLevel } from '../../src/core/levelSchema';
import { solveLevel } from '../../src/core/solver';
import { screwVariant } from '../../src/variants/screw';

/** What window.__game.snapshot() returns (src/app/testHook.ts). */
export type Snapshot = GameSnapshot;

/**
 * Reads window.__game.snapshot(). The hook is a chunk of its own that the page installs once its runtime has started,
 * so right after a navigation the page is given up to a minute for it (no wait once it is there).
 */
export function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(async () => {
    const w = window as unknown as { __game?: { snapshot(): Snapshot } };
    for (let waited = 0; !w.__game && waited < 60_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    if (!w.__game) throw new Error('The test hook (window.__game) was not installed within a minute');
    return w.__game.snapshot();
  });
}

/** Opens the game with the test hook and waits for the menu. */
export async function openGame(page: Page, query = ''): Promise<void> {
  await page.goto(`/?test${query ? `&${query}` : ''}`);
  await expect
    .poll(async () => (await hasHook(page)) && (await snapshot(page)).screen, { timeout: 60_000 })
    .toBe('menu');
  // Variant B's logo covers the menu for about 2 s after the menu is the chart's screen.
  await expect(page.getByTestId('logo')).toHaveCount(0, { timeout: 30_000 });
}

async function hasHook(page: Page): Promise<boolean> {
  return page.evaluate(() => 'snapshot' in ((window as unknown as { __game?: object }).__game ?? {}));
}

/** Every toast shown so far (the test hook keeps the last ones: a toast lives only 2 s). */
export async function toastsShown(page: Page): Promise<readonly string[]> {
  return (await snapshot(page)).toasts;
}

/**
 * Waits until a toast containing `text` has been shown since the test began. A toast lives 2 s; on a
 * busy machine it may come and go between two looks at the page, so this reads the hook's history.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await toastsShown(page)).some((shown) => shown.includes(text)), { timeout: 30_000 })
    .toBe(true);
}

/** Waits until the top layer is `screen`. */
export async function waitForScreen(page: Page, screen: string, timeout = 30_000): Promise<Snapshot> {
  await expect.poll(async () => (await snapshot(page)).screen, { timeout }).toBe(screen);
  return snapshot(page);
}

/**
 * Waits until a level is in play (status RUN). The game screen comes up while the level's file (and, the first
 * time, the physics and the level's layers) still loads, about a second with status UNRUN: a test that reads the
 * status as the screen appears races that load.
 */
export async function waitForPlay(page: Page, timeout = 60_000): Promise<Snapshot> {
  await waitForScreen(page, 'game', timeout);
  await expect.poll(async () => (await snapshot(page)).status, { timeout }).toBe('RUN');
  return snapshot(page);
}

/** Starts a level given as JSON through the test hook. */
export async function loadLevel(page: Page, json: unknown): Promise<Snapshot> {
  await page.evaluate(
    (j) => (window as unknown as { __game: { loadLevel(j: unknown): void } }).__game.loadLevel(j),
    json,
  );
  await waitForScreen(page, 'game');
  // The game screen is up while the level's file (and, the first time, the physics and the level's layers) loads.
  await expect.poll(async () => (await snapshot(page)).boxes.length, { timeout: 60_000 }).toBeGreaterThan(0);
  return snapshot(page);
}

/** The level being played, as JSON (daily challenges are generated in the page). */
export function currentLevel(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __game: { level(): unknown } }).__game.level());
}

/**
 * Plays a winning line by real taps: each screw is tapped where it is drawn once the scene says it
 * is free (a swinging board may cover it for a moment), then the next.
 */
export async function playLine(page: Page, line: readonly string[]): Promise<Snapshot> {
  for (const id of line) {
    await expect
      .poll(
        async () => {
          const s = await snapshot(page);
          const screw = s.screws.find((x) => x.id === id);
          if (!screw) return 'gone';
          if (screw.covered) return 'covered';
          await page.mouse.click(screw.x, screw.y);
          return (await snapshot(page)).screws.some((x) => x.id === id) ? 'tapped' : 'gone';
        },
        { timeout: 40_000, intervals: [150] },
      )
      .toBe('gone');
  }
  return waitForLayer(page);
}

/** Waits until screws, boxes and boards have stopped moving. */
export async function settle(page: Page): Promise<Snapshot> {
  await expect.poll(async () => (await snapshot(page)).animating, { timeout: 30_000 }).toBe(false);
  return snapshot(page);
}

/** Clicks a screw where it is drawn now (a real pointer event on the canvas). */
export async function tapScrew(page: Page, id: string): Promise<void> {
  const s = await snapshot(page);
  const screw = s.screws.find((x) => x.id === id);
  if (!screw) throw new Error(`screw ${id} is not on a board`);
  await page.mouse.click(screw.x, screw.y);
}

/**
 * The next screw a careful player taps: a free one that fits an open box, else a free one whose
 * colour comes next in the boxes, else any free one.
 */
export function nextTap(s: Snapshot): string | null {
  const free = s.screws.filter((x) => !x.covered);
  const open = s.boxes.filter((b) => b.colour !== null && !b.locked && b.filled < b.capacity).map((b) => b.colour);
  return (free.find((x) => open.includes(x.colour)) ?? free[0])?.id ?? null;
}

/** Plays the current level by real taps until a layer other than the game shows. */
export async function playUntilOver(page: Page, maxTaps = 200): Promise<Snapshot> {
  // A level still loading (the game screen up, status UNRUN) is not over: wait until it is in play or gone.
  await expect
    .poll(
      async () => {
        const s = await snapshot(page);
        return s.status === 'RUN' || s.screen !== 'game';
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  for (let i = 0; i < maxTaps; i++) {
    const s = await snapshot(page);
    if (s.status !== 'RUN') return waitForLayer(page);
    const id = nextTap(s);
    if (!id) {
      await page.waitForTimeout(150);
      continue;
    }
    await tapScrew(page, id);
    await expect
      .poll(async () => (await snapshot(page)).screws.some((x) => x.id === id), { timeout: 20_000 })
      .toBe(false);
  }
  throw new Error('the level did not end');
}

async function waitForLayer(page: Page): Promise<Snapshot> {
  await expect.poll(async () => (await snapshot(page)).screen, { timeout: 30_000 }).not.toBe('game');
  return snapshot(page);
}

/**
 * Taps a button as a player does: once the test hook lists it (laid out and on top at its centre, whatever
 * draws it: `__game.buttons()`) and its layer's entrance (under 0.5 s, with the 0.3 s tap guard) is over, a
 * real click at its centre. A button that breathes (the menu's Start) never holds still for Playwright's
 * stability check, but its centre does not move.
 */
export async function press(page: Page, testId: string): Promise<void> {
  // The test hook lists the buttons a tap would reach (on top at their centre, whatever draws them).
  const listed = async () => (await buttonsOnScreen(page)).find((b) => b.id === testId) ?? null;
  await expect.poll(async () => (await listed()) !== null, { timeout: 30_000 }).toBe(true);
  // Past the layer's entrance (a pop under 0.5 s), then read its place again: it may have moved in.
  await page.waitForTimeout(450);
  let button: ButtonOnScreen | null = null;
  await expect
    .poll(
      async () => {
        button = await listed();
        return button !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const { x, y, width, height } = button as unknown as ButtonOnScreen;
  await page.mouse.click(x + width / 2, y + height / 2);
}

/** The buttons a player can press now, from the test hook (`__game.buttons()`): id, name and box in page px. */
export function buttonsOnScreen(page: Page): Promise<ButtonOnScreen[]> {
  return page.evaluate(() => (window as unknown as { __game: { buttons(): ButtonOnScreen[] } }).__game.buttons());
}

/** Waits for a generated level to be built and running, then plays it out by real taps on the solver's winning line. */
export async function playSolvedLevel(page: Page): Promise<{ level: unknown; end: Snapshot }> {
  await expect.poll(async () => (await snapshot(page)).status, { timeout: 60_000 }).toBe('RUN');
  const level = await currentLevel(page);
  const parsed = parseLevel(level, screwVariant.boxCapacity);
  if (!parsed.ok) throw new Error(parsed.error);
  const solved = solveLevel(parsed.level, { capacity: screwVariant.boxCapacity });
  expect(solved.winnable).toBe(true);
  return { level, end: await playLine(page, solved.line) };
}

/** Presses Tab until the focus has gone round; the test ids (or tags) focused on the way, in order. */
export async function tabRound(page: Page, most: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body ? (el.getAttribute('data-testid') ?? el.tagName) : null;
    });
    if (id !== null && seen[0] === id && seen.length > 1) break;
    if (id !== null) seen.push(id);
  }
  return seen;
}
