// The mini-game package in the DOM-less runtime (issue 13): the package `npm run build:minigame` makes runs in a
// Web Worker with no document, drawing on an OffscreenCanvas, with a `wx` global written from WeChat's published
// API reference (tests/minigame/wxWorker.js); the page only holds the screen and relays the pointer as the
// runtime's touches (tests/minigame/harness.js). Every press here is a touch at a button's place on the canvas.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { BODY_WIDTH } from '../../src/ui/canvas/panelLook';
import { CHALLENGE_BOARD_HEIGHT, RANK_BOARD } from '../../src/ui/canvas/rankBoardLook';
import { DEFAULT_TAP_COOLDOWN_MS } from '../../src/ui/tapGate';
import { CONTENT_TYPES } from './hosts/hostPackage';
import { decodePng } from './pngPixels';
import { expect, test, type Page } from './fixtures';

const HARNESS = join(import.meta.dirname, '../minigame');
let packageDir = '';

interface Snapshot {
  variant: string;
  hint: string | null;
  platform: string;
  screen: string;
  level: number;
  timeLeftMs: number;
  countdown: unknown;
  animating: boolean;
  screws: { id: string; covered: boolean; x: number; y: number }[];
  boxes: unknown[];
  challenge: { seed: string; score: number | null; theirs: { score: number } | null } | null;
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

/**
 * Touches a button at its centre once the test hook lists it enabled and in the same box at two looks more than a
 * tap cooldown apart: its layer's entrance (a pop or a fly-in) is over, so the box is where a touch lands, and so is
 * the cooldown a button keeps after it appears. A touch read from a box still flying in could miss it on a busy machine.
 */
async function touchButton(page: Page, id: string): Promise<void> {
  let button: Button | undefined;
  await expect
    .poll(
      async () => {
        const before = button;
        button = (await call<Button[]>(page, 'buttons').catch(() => [])).find((b) => b.id === id && !b.disabled);
        return (
          button !== undefined &&
          before !== undefined &&
          (['x', 'y', 'width', 'height'] as const).every((k) => button![k] === before[k])
        );
      },
      { timeout: 60_000, intervals: [DEFAULT_TAP_COOLDOWN_MS + 50] },
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

/** A friend's hosted record as WeChat's getFriendCloudStorage gives it (UserGameData), with no avatar picture. */
const friend = (id: string, score: number) => ({
  openid: id,
  nickname: id,
  avatarUrl: '',
  KVDataList: [{ key: 'score', value: JSON.stringify({ wxgame: { score, update_time: 1_700_000_000 } }) }],
});

/** The open-data painter's colours (src/platform/openData/rankPainter.ts): the first medal and the player's row. */
const BOARD_COLOURS = { gold: [242, 183, 5], ownRow: [255, 226, 154] } as const;

/**
 * Counts the board's pixels near each painter colour, in the screen's box of the board: above its paging arrows,
 * the body's width across, the frame's height high, the nav gap over the arrows (rankBoardLook.ts RANK_BOARD);
 * `height` is the picture's (the rank layer's, or the challenge result's smaller one).
 */
async function boardColours(
  page: Page,
  height: number = RANK_BOARD.height,
): Promise<Record<keyof typeof BOARD_COLOURS, number>> {
  const buttons = await call<Button[]>(page, 'buttons');
  const prev = buttons.find((b) => b.id === 'rank-board-prev')!;
  const next = buttons.find((b) => b.id === 'rank-board-next')!;
  const { nav, pad } = RANK_BOARD;
  const scale = prev.height / nav.height;
  const centre = (prev.x + next.x + next.width) / 2;
  const bottom = prev.y - nav.gap * scale;
  const half = (BODY_WIDTH / 2) * scale;
  const box = { left: centre - half, right: centre + half, top: bottom - (height + 2 * pad) * scale, bottom };
  const pixels = decodePng(await page.screenshot());
  const counts = { gold: 0, ownRow: 0 };
  for (let y = Math.ceil(box.top); y < box.bottom; y++) {
    for (let x = Math.ceil(box.left); x < box.right; x++) {
      const i = (y * pixels.width + x) * 4;
      for (const [name, [r, g, b]] of Object.entries(BOARD_COLOURS)) {
        const near =
          Math.abs(pixels.rgba[i]! - r) < 12 &&
          Math.abs(pixels.rgba[i + 1]! - g) < 12 &&
          Math.abs(pixels.rgba[i + 2]! - b) < 12;
        if (near) counts[name as keyof typeof BOARD_COLOURS] += 1;
      }
    }
  }
  return counts;
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

  test("the rank layer shows the friends' ranking the open-data context draws, and turns its pages", async ({
    page,
  }) => {
    await openHarness(page);
    // Six friends, the player last: four rows a page, so the ranking has two pages, and the player's row is
    // pinned under the first page.
    await page.evaluate(
      (config) => (window as unknown as { __harness: { openData(c: unknown): void } }).__harness.openData(config),
      {
        friends: [
          friend('ann', 90),
          friend('bob', 80),
          friend('cat', 70),
          friend('dan', 60),
          friend('eve', 50),
          friend('me', 10),
        ],
        groups: {},
        self: { openId: 'me', nickName: 'me', avatarUrl: '' },
        refused: false,
      },
    );
    await waitForScreen(page, 'menu');
    await touchButton(page, 'menu-rank');
    await waitForScreen(page, 'rank');
    // The board shows the first page: the gold medal of the first friend, and the player's row pinned under it.
    await touchButton(page, 'rank-board-prev');
    await expect
      .poll(
        async () => {
          const counts = await boardColours(page);
          return counts.gold > 100 && counts.ownRow > 1000;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.screenshot({ path: join('test-results', 'minigame-rank-board.png') });
    // The next page: the fifth and sixth friends, no medal; the player's own row is on it.
    await touchButton(page, 'rank-board-next');
    await expect
      .poll(
        async () => {
          const counts = await boardColours(page);
          return counts.gold < 20 && counts.ownRow > 1000;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await touchButton(page, 'rank-board-prev');
    await expect.poll(async () => (await boardColours(page)).gold, { timeout: 60_000 }).toBeGreaterThan(100);
    // Closed, the open-data context clears the shared canvas.
    await touchButton(page, 'rank-close');
    await waitForScreen(page, 'menu');
    expect(await errors(page)).toEqual([]);
  });

  test("opened from a card shared in a group, the rank layer shows that group's ranking", async ({ page }) => {
    await openHarness(page, 'test=1&shareTicket=group-7');
    // No friend has a score; the group's members have: only the group's ranking has a gold medal.
    await page.evaluate(
      (config) => (window as unknown as { __harness: { openData(c: unknown): void } }).__harness.openData(config),
      {
        friends: [],
        groups: { 'group-7': [friend('kim', 70), friend('me', 40)] },
        self: { openId: 'me', nickName: 'me', avatarUrl: '' },
        refused: false,
      },
    );
    await waitForScreen(page, 'menu');
    await touchButton(page, 'menu-rank');
    await expect
      .poll(
        async () => {
          const counts = await boardColours(page).catch(() => ({ gold: 0, ownRow: 0 }));
          return counts.gold > 100 && counts.ownRow > 1000;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.screenshot({ path: join('test-results', 'minigame-rank-group.png') });
    expect(await errors(page)).toEqual([]);
  });

  test("a challenge opened from a group's card ranks the group's scores on that challenge, the player's written", async ({
    page,
  }) => {
    // Kim sent the challenge to the group with 10042; Kim has no ladder score, so only a ranking of this challenge's
    // records (the `challenge` key) has Kim first, under the gold medal. Lee played another challenge only.
    const seed = 'k3x9a0pq';
    const records = (scores: Record<string, number>) => ({
      key: 'challenge',
      value: JSON.stringify({
        challenges: Object.entries(scores).map(([s, score]) => ({ seed: s, score, update_time: 1_700_000_000 })),
      }),
    });
    const card = encodeURIComponent(JSON.stringify({ challenge: seed, score: 10_042 }));
    // The challenge is lost on time (a 3 s countdown): its score is how far the play got.
    await openHarness(page, `test=1&countdown=3&shareTicket=group-9&data=${card}`);
    await page.evaluate(
      (config) => (window as unknown as { __harness: { openData(c: unknown): void } }).__harness.openData(config),
      {
        friends: [],
        groups: {
          'group-9': [
            { openid: 'kim', nickname: 'kim', avatarUrl: '', KVDataList: [records({ [seed]: 10_042 })] },
            { ...friend('lee', 900), KVDataList: [records({ zz00aa11: 10_100 })] },
            friend('me', 40),
          ],
        },
        self: { openId: 'me', nickName: 'me', avatarUrl: '' },
        refused: false,
      },
    );
    await waitForScreen(page, 'challenge-result');
    const played = (await snapshot(page))!.challenge!;
    expect(played).toMatchObject({ seed, theirs: { score: 10_042 } });
    // The player's score on this challenge is in their hosted data, for the group to see.
    await expect
      .poll(
        async () => {
          const cloud = await page.evaluate(() =>
            (window as unknown as { __harness: { cloud(): Record<string, string> } }).__harness.cloud(),
          );
          return JSON.parse(cloud.challenge ?? '{}').challenges?.[0] ?? null;
        },
        { timeout: 60_000 },
      )
      .toMatchObject({ seed, score: played.score });
    // The board stands for the score lines: Kim first under the gold medal, the player's row under Kim.
    await expect
      .poll(
        async () => {
          const counts = await boardColours(page, CHALLENGE_BOARD_HEIGHT).catch(() => ({ gold: 0, ownRow: 0 }));
          return counts.gold > 100 && counts.ownRow > 1000;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const ids = (await call<Button[]>(page, 'buttons')).map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining(['challenge-send', 'challenge-again', 'challenge-home']));
    await page.screenshot({ path: join('test-results', 'minigame-challenge-group.png') });
    // Home: the board is closed, and the menu is back.
    await touchButton(page, 'challenge-home');
    await waitForScreen(page, 'menu');
    expect(await errors(page)).toEqual([]);
  });

  test("a challenge's level and the hints come from the runtime's one worker; without it, from the main thread", async ({
    page,
  }) => {
    const workers = () =>
      page.evaluate(() => (window as unknown as { __harness: { workers: string[] } }).__harness.workers.slice());
    await openHarness(page);
    await waitForScreen(page, 'menu');
    // A friend challenge's level is made by the level maker, in the package's game worker.
    await call(page, 'send', { type: 'PLAY_CHALLENGE', seed: 'k3x9a0pq' });
    await expect
      .poll(
        async () => {
          const now = await snapshot(page);
          return now?.screen === 'game' && now.screws.length > 0;
        },
        { timeout: 120_000 },
      )
      .toBe(true);
    expect(await workers()).toContain('message:levelMaker');
    // A hint: the solver runs in the same worker (a runtime allows one at a time).
    await touchButton(page, 'hud-hint');
    await expect.poll(async () => (await snapshot(page))?.hint ?? null, { timeout: 60_000 }).not.toBeNull();
    const seen = await workers();
    expect(seen).toContain('message:hint');
    expect(seen.filter((event) => event === 'start')).toHaveLength(1);
    // Play the hinted candy, then the runtime stops the worker: the next hint comes from the main thread.
    const now = (await snapshot(page))!;
    const hinted = now.screws.find((screw) => screw.id === now.hint)!;
    await page.mouse.click(hinted.x, hinted.y);
    await expect
      .poll(async () => (await snapshot(page))!.screws.length, { timeout: 60_000 })
      .toBeLessThan(now.screws.length);
    await page.evaluate(() => (window as unknown as { __harness: { killWorker(): void } }).__harness.killWorker());
    const before = (await workers()).length;
    await expect.poll(async () => (await snapshot(page))?.hint ?? null, { timeout: 60_000 }).toBeNull();
    await touchButton(page, 'hud-hint');
    await expect.poll(async () => (await snapshot(page))?.hint ?? null, { timeout: 60_000 }).not.toBeNull();
    expect((await workers()).slice(before)).not.toContain('message:hint');
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
