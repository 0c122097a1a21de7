import { expect, test } from './fixtures';
import { parseLevel } from '../../src/core/levelSchema';
import { solveLevel } from '../../src/core/solver';
import { screwVariant } from '../../src/variants/screw';
import { currentLevel, loadLevel, openGame, playLine, press, snapshot, tapScrew, waitForScreen } from './game';
import { quickestPastDay } from './dailyDays';
import { trayLevel } from './levels';

/** The date the page takes as today (`?today=`), so that the month shown is fixed. */
const TODAY = { year: 2026, month: 11, day: 21 };

test.describe('daily challenge', () => {
  test("the calendar opens, a past day's level is played to the win, and its cell turns green", async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openGame(page, 'today=2026-11-21');
    await press(page, 'menu-calendar');
    await waitForScreen(page, 'calendar');
    // The calendar is a dialog named by its title; each day says what it is (its name) and whether it plays.
    await expect(page.getByTestId('calendar')).toHaveAccessibleName('November 2026');
    // The month's 30 days: future days grey and disabled, today and past days playable.
    await expect(page.locator('[data-testid="calendar"] [data-testid^="calendar-day-"]')).toHaveCount(30);
    await expect(page.getByTestId('calendar-day-22')).toHaveAccessibleName('November 22, not yet available');
    await expect(page.getByTestId('calendar-day-22')).toBeDisabled();
    await expect(page.getByTestId('calendar-day-21')).toHaveAccessibleName('November 21, today, play');
    const day = await quickestPastDay(screwVariant.id, TODAY);
    const cell = page.getByTestId(`calendar-day-${day}`);
    await expect(cell).toHaveAccessibleName(`November ${day}, play`);
    await expect(cell).toBeEnabled();

    await press(page, `calendar-day-${day}`);
    await waitForScreen(page, 'game', 30_000);
    // The day's level is generated in the level maker's worker (never on the main thread): wait until it is
    // built and running.
    await expect.poll(async () => (await snapshot(page)).status, { timeout: 60_000 }).toBe('RUN');
    expect(workers.some((url) => url.includes('levelMakerWorker'))).toBe(true);
    const start = await snapshot(page);
    expect(start).toMatchObject({ mode: 'daily', day: `2026-11-${String(day).padStart(2, '0')}` });
    await expect(page.getByTestId('hud')).toContainText(`Nov ${day}`);

    const parsed = parseLevel(await currentLevel(page), screwVariant.boxCapacity);
    if (!parsed.ok) throw new Error(parsed.error);
    const solved = solveLevel(parsed.level, { capacity: screwVariant.boxCapacity });
    expect(solved.winnable).toBe(true);
    const end = await playLine(page, solved.line);
    expect(end.screen).toBe('win');
    // A daily win leaves the level ladder and the score alone.
    expect(end).toMatchObject({ level: 1, score: 0 });
    await expect(page.getByTestId('win-level')).toContainText('Daily challenge');

    await press(page, 'win-next');
    await waitForScreen(page, 'calendar');
    await expect(cell).toHaveAccessibleName(`November ${day}, completed`);
    await expect(cell).toBeDisabled();

    // The completion is saved: it is still green after a reload.
    await page.reload();
    await openGame(page, 'today=2026-11-21');
    await press(page, 'menu-calendar');
    await expect(page.getByTestId(`calendar-day-${day}`)).toHaveAccessibleName(`November ${day}, completed`);
  });

  test('the calendar pages back to earlier months but not into the future', async ({ page }) => {
    await openGame(page, 'today=2026-11-21');
    await press(page, 'menu-calendar');
    await expect(page.getByTestId('calendar-next')).toBeDisabled();
    await press(page, 'calendar-prev');
    await expect(page.getByTestId('calendar')).toHaveAccessibleName('October 2026');
    // October 2026 starts on a Thursday: Monday to Wednesday of the first row are empty, so the 1st sits in
    // the fourth column of the first week, over the 29th (a Thursday), and Monday the 5th opens the second week.
    const box = async (d: number) => (await page.getByTestId(`calendar-day-${d}`).boundingBox())!;
    const [first, fifth, sixth, last] = await Promise.all([box(1), box(5), box(6), box(29)]);
    expect(Math.round((first.x - fifth.x) / (sixth.x - fifth.x))).toBe(3);
    expect(Math.abs(first.x - last.x)).toBeLessThan(1);
    expect(first.y).toBeLessThan(fifth.y);
    await expect(page.getByTestId('calendar-day-31')).toHaveAccessibleName('October 31, play');
    await press(page, 'calendar-close');
    await waitForScreen(page, 'menu');
  });
});

test.describe('hint', () => {
  test('the hint glows on the next tap of a winning line, and that tap is taken', async ({ page }) => {
    await openGame(page, 'today=2026-11-21');
    const start = await loadLevel(page, trayLevel);
    await expect(page.getByTestId('hud-hint')).toContainText('3');
    await press(page, 'hud-hint');
    await expect.poll(async () => (await snapshot(page)).hint, { timeout: 15_000 }).not.toBeNull();
    const hinted = (await snapshot(page)).hint!;
    const screw = start.screws.find((x) => x.id === hinted)!;
    // The hinted screw fits the open box: taking it puts it in the box, not the tray.
    expect(start.boxes.some((b) => b.colour === screw.colour)).toBe(true);
    await expect(page.getByTestId('hud-hint')).toContainText('2');
    await tapScrew(page, hinted);
    await expect.poll(async () => (await snapshot(page)).boxes[0]!.filled).toBe(1);
    expect((await snapshot(page)).hint).toBeNull();
  });
});
