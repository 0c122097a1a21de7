import { expect, test, type Page } from './fixtures';
import { formatTimeTaken } from '../../src/ui/formatTime';
import {
  loadLevel,
  openGame,
  playUntilOver,
  press,
  settle,
  snapshot,
  tapScrew,
  waitForPlay,
  waitForScreen,
} from './game';
import { coveredLevel, lockedBoxLevel, trayLevel } from './levels';

test.describe('variant A at 390x844', () => {
  test('the effects load with the game (a loading step of spec 9), the music after them; nothing sounds before the first tap, then the music starts', async ({
    page,
  }) => {
    await openGame(page);
    const fetched = (pattern: RegExp) =>
      page.evaluate(
        (source) => performance.getEntriesByType('resource').some((e) => new RegExp(source).test(e.name)),
        pattern.source,
      );
    expect(await fetched(/\/howler-[^/]*\.js$/)).toBe(true);
    expect(await fetched(/\/effects-[^/]*\.mp3$/)).toBe(true);
    // The music is not a loading step: it is fetched once the effects are in, while the menu shows.
    await expect.poll(() => fetched(/\/music-[^/]*\.mp3$/), { timeout: 30_000 }).toBe(true);
    expect((await snapshot(page)).sound).toMatchObject({ unlocked: false, musicPlaying: false });
    await press(page, 'menu-start');
    await expect.poll(async () => (await snapshot(page)).sound.musicPlaying, { timeout: 30_000 }).toBe(true);
  });

  test('from the menu, level 1 is won by real taps on the canvas', async ({ page }) => {
    await openGame(page);
    await press(page, 'menu-start');
    const start = await waitForPlay(page);
    expect(start.level).toBe(1);
    expect(start.status).toBe('RUN');
    expect(start.screws.length).toBeGreaterThan(0);
    // Level 1 teaches the tap: a hand points at a screw until the first one is taken.
    await expect(page.getByTestId('tap-hint')).toBeVisible();
    const end = await playUntilOver(page);
    await expect(page.getByTestId('tap-hint')).toHaveCount(0);
    expect(end.screen).toBe('win');
    expect(end).toMatchObject({ level: 2, score: 20, scoreMax: 20 });
    await expect(page.getByTestId('win')).toBeVisible();
    await press(page, 'win-next');
    const next = await waitForScreen(page, 'game');
    expect(next.levelFile).toBe(2);
  });

  test('a covered screw does not move when tapped; it moves once the board above is gone', async ({ page }) => {
    await openGame(page);
    const s = await loadLevel(page, coveredLevel);
    const hidden = s.screws.find((x) => x.id === 'under.1')!;
    expect(hidden.covered).toBe(true);
    await tapScrew(page, 'under.1');
    await page.waitForTimeout(400);
    const now = await snapshot(page);
    const still = now.screws.find((x) => x.id === 'under.1')!;
    expect(still).toMatchObject({ x: hidden.x, y: hidden.y });
    expect(now.tray.screws).toEqual([]);
    expect(now.boxes[0]!.filled).toBe(0);
    // Take the plate's two screws (they wait in the tray), and it falls away.
    await tapScrew(page, 'over.0');
    await tapScrew(page, 'over.1');
    await expect.poll(async () => (await snapshot(page)).screws.find((x) => x.id === 'under.1')?.covered).toBe(false);
    await settle(page);
    await tapScrew(page, 'under.1');
    await expect.poll(async () => (await snapshot(page)).screws.some((x) => x.id === 'under.1')).toBe(false);
  });

  test('filling the tray loses with lose-full; revive through a rewarded ad clears it and play goes on', async ({
    page,
  }) => {
    await openGame(page, 'adSeconds=3');
    await loadLevel(page, trayLevel);
    await tapScrew(page, 'c3.0');
    await tapScrew(page, 'c6.0');
    const lost = await waitForScreen(page, 'lose-full');
    expect(lost.status).toBe('UNRUN');
    expect(lost.tray.screws).toHaveLength(2);
    await expect(page.getByTestId('lose-full')).toBeVisible();
    await press(page, 'lose-full-revive');
    await expect(page.getByTestId('ad')).toBeVisible();
    expect((await snapshot(page)).screen).toBe('ad');
    const back = await waitForPlay(page);
    expect(back.tray.screws).toEqual([]);
    const end = await playUntilOver(page);
    expect(end.screen).toBe('win');
  });

  test('the countdown runs out into lose-time (?countdown=3); revive adds 60 s', async ({ page }) => {
    await openGame(page, 'countdown=3&adSeconds=1');
    await press(page, 'menu-start');
    const start = await waitForScreen(page, 'game');
    expect(start.timeLeftMs).toBeLessThanOrEqual(3000);
    await expect(page.getByTestId('hud-timer')).toHaveText(/0:0[0-3]/);
    const lost = await waitForScreen(page, 'lose-time');
    expect(lost).toMatchObject({ level: 1, score: 0, timeLeftMs: 0 });
    await press(page, 'lose-time-revive');
    const back = await waitForScreen(page, 'game');
    expect(back.timeLeftMs).toBeGreaterThan(55_000);
  });

  test('level, score and best score survive a reload', async ({ page }) => {
    await openGame(page);
    await press(page, 'menu-start');
    await waitForScreen(page, 'game');
    await playUntilOver(page);
    await page.reload();
    await openGame(page);
    const s = await snapshot(page);
    expect(s).toMatchObject({ level: 2, score: 20, scoreMax: 20 });
    await expect(page.getByTestId('menu-start')).toContainText('2');
  });

  test('a broken level file gives a message naming the field and a way back', async ({ page }) => {
    await openGame(page);
    await page.evaluate(() =>
      (window as unknown as { __game: { loadLevel(j: unknown): void } }).__game.loadLevel({
        format: 1,
        id: 'bad',
        boards: [{ id: 'x' }],
      }),
    );
    const s = await waitForScreen(page, 'error');
    expect(s.error).toContain('boards[0].group: missing');
    await expect(page.getByTestId('error')).toContainText('boards[0].group: missing');
    await press(page, 'error-back');
    await waitForScreen(page, 'menu');
  });

  test('the exit layer pauses the countdown; close resumes, submit returns to the menu', async ({ page }) => {
    await openGame(page);
    await press(page, 'menu-start');
    await waitForScreen(page, 'game');
    await press(page, 'hud-exit');
    const paused = await waitForScreen(page, 'exit');
    await page.waitForTimeout(1500);
    expect((await snapshot(page)).timeLeftMs).toBe(paused.timeLeftMs);
    await press(page, 'exit-resume');
    await waitForScreen(page, 'game');
    await press(page, 'hud-exit');
    await waitForScreen(page, 'exit');
    await press(page, 'exit-submit');
    await waitForScreen(page, 'menu');
  });

  test('a locked box position opens through a rewarded ad when tapped', async ({ page }) => {
    await openGame(page, 'adSeconds=1');
    const s = await loadLevel(page, lockedBoxLevel);
    expect(s.boxes.map((b) => [b.colour, b.locked])).toEqual([
      [1, false],
      [null, true],
    ]);
    await page.mouse.click(s.boxes[1]!.x, s.boxes[1]!.y);
    await expect.poll(async () => (await snapshot(page)).boxes[1]).toMatchObject({ colour: 2, locked: false });
    await tapScrew(page, 'l3.0');
    await expect.poll(async () => (await snapshot(page)).boxes[1]!.filled).toBe(1);
    expect((await snapshot(page)).tray.screws).toEqual([]);
  });
});

test.describe('best time on the win layer', () => {
  /**
   * Plays trayLevel to a win by real taps, `extraMs` of countdown time later than the taps alone take: the
   * test hook sends the game clock's TICK (the event the frame loop sends), so no test waits on the wall clock.
   */
  async function winWith(page: Page, extraMs: number): Promise<number> {
    await loadLevel(page, trayLevel);
    await page.evaluate(
      (ms) => (window as unknown as { __game: { send(e: unknown): void } }).__game.send({ type: 'TICK', deltaMs: ms }),
      extraMs,
    );
    const end = await playUntilOver(page);
    expect(end.screen).toBe('win');
    await expect(page.getByTestId('win')).toBeVisible();
    return end.timeTakenMs!;
  }

  test('"New best time!" shows only when a win beats the level\'s best time, never on a slower one', async ({
    page,
  }) => {
    // Three levels played by real taps: a busy machine needs its time.
    test.setTimeout(240_000);
    await openGame(page);
    // A first clear sets the best time; nothing was beaten.
    const first = await winWith(page, 60_000);
    await expect(page.getByTestId('win-best-time')).toContainText(`Best time ${formatTimeTaken(first)}`);
    await expect(page.getByTestId('win-best')).toHaveCount(0);
    // A faster win beats it.
    const second = await winWith(page, 0);
    expect(second).toBeLessThan(first);
    await expect(page.getByTestId('win-best')).toContainText('New best time!');
    await expect(page.getByTestId('win-best-time')).toContainText(formatTimeTaken(second));
    // A second, slower win is no new best; the best time stays.
    const third = await winWith(page, second + 2_000);
    expect(third).toBeGreaterThan(second);
    await expect(page.getByTestId('win-best-time')).toContainText(`Best time ${formatTimeTaken(second)}`);
    await expect(page.getByTestId('win-best')).toHaveCount(0);
  });
});
