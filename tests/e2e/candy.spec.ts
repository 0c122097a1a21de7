// Variant B end to end (?variant=candy): logo and loading, the menu's level row, a level won by real
// taps, a sign-in reward, a task chest, the German menu, and a daily challenge.
import { expect, test, type Page } from './fixtures';
import { parseLevel } from '../../src/core/levelSchema';
import { solveLevel } from '../../src/core/solver';
import { CANDY_SAVE_KEY } from '../../src/save/candySave';
import { SAVE_TIPS } from '../../src/save/saveBackup';
import { backupKeyOf } from '../../src/save/saveKeys';
import { candyVariant } from '../../src/variants/candy';
import { quickestPastDay } from './dailyDays';
import { currentLevel, expectToast, openGame, playLine, playUntilOver, press, snapshot, waitForScreen } from './game';

const CANDY = 'variant=candy';

/** The coins the menu's coin pill shows. */
async function menuCoins(page: Page): Promise<number> {
  const text = (await page.getByTestId('coins-value').first().textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Variant B's save as stored in the page. */
function storedSave(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>,
    CANDY_SAVE_KEY,
  );
}

/** From the next page load on, records every toast the page shows (a toast lasts 2 s; a busy machine may look later). */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="toast"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The toasts recorded since the page loaded (see recordToasts). */
function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}

test.describe('variant B: candies, plates and hearts', () => {
  // The current level's bubble bounces a few times (again after each touch); with reduced motion it stands still, so
  // that the player's tap (Playwright's click) finds a steady target.
  test.use({ reducedMotion: 'reduce' });

  test('the logo, then the menu with the level row; a locked level says so', async ({ page }) => {
    // The logo shows for a moment while the game loads: on a busy machine it may come and go before the page's
    // load event lets the test look, so the page itself notes that it was there.
    await page.addInitScript(() => {
      const w = window as unknown as { __logoSeen: boolean };
      w.__logoSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="logo"]')) w.__logoSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/?test&${CANDY}`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __logoSeen: boolean }).__logoSeen), { timeout: 60_000 })
      .toBe(true);
    await waitForScreen(page, 'menu', 30_000);
    await expect(page.getByTestId('logo')).toBeHidden();
    expect((await snapshot(page)).variant).toBe('candy');
    await expect(page.getByTestId('menu-level-current')).toContainText('1');
    for (let n = 2; n <= 6; n++) await expect(page.getByTestId(`menu-level-${n}`)).toBeVisible();
    await press(page, 'menu-level-4');
    await expectToast(page, 'This level has not been unlocked');
    await expect(page.getByTestId('hearts-count')).toContainText('20');
  });

  test("a level is won by real taps: time taken, +100 coins, no 'New best!', and the next level unlocks", async ({
    page,
  }) => {
    await openGame(page, CANDY);
    const before = await menuCoins(page);
    await press(page, 'menu-level-current');
    await waitForScreen(page, 'game', 30_000);
    const end = await playUntilOver(page);
    expect(end.screen).toBe('win');
    await expect(page.getByTestId('win')).toContainText(/\d\d:\d\d/);
    await expect(page.getByTestId('win')).toContainText('+100');
    // The leaderboard score only grows, so beating it says nothing: no 'New best!' on every win.
    await expect(page.getByTestId('win-best')).toHaveCount(0);
    expect(end.level).toBe(2);
    expect(await storedSave(page)).toMatchObject({ level: 2, coin1: before + 100, task0: 1 });
    await press(page, 'win-next');
    await waitForScreen(page, 'game', 30_000);
    expect((await snapshot(page)).levelFile).toBe(2);
  });

  test('the sign-in gives the first day once; a second claim says so', async ({ page }) => {
    await openGame(page, CANDY);
    const before = await menuCoins(page);
    await press(page, 'menu-signin');
    await expect(page.getByTestId('signin')).toBeVisible();
    await press(page, 'signin-claim');
    await expect.poll(() => menuCoins(page)).toBe(before + 200);
    expect(await storedSave(page)).toMatchObject({ signIn: 1, isSigIn: true, coin1: before + 200 });
    await press(page, 'signin-claim');
    await expectToast(page, 'You have signed in today');
    await press(page, 'signin-close');
    await expect(page.getByTestId('signin')).toBeHidden();
  });

  test('Claim x2 from a fresh save gives the double day-1 reward once; a second try is refused', async ({ page }) => {
    await openGame(page, `${CANDY}&adSeconds=1`);
    const before = await menuCoins(page);
    await press(page, 'menu-signin');
    await expect(page.getByTestId('signin')).toBeVisible();
    await press(page, 'signin-double');
    await expect.poll(() => menuCoins(page), { timeout: 30_000 }).toBe(before + 400);
    const saved = await storedSave(page);
    expect(saved).toMatchObject({ signIn: 1, isSigIn: true, isSigInX2: true, coin1: before + 400 });
    expect(saved.lastSignInTime).toBeGreaterThan(Date.UTC(2024, 0, 1));
    await expect(page.getByTestId('signin-next')).toContainText(/\d+:\d\d:\d\d/);
    await press(page, 'signin-double');
    await expectToast(page, 'You have signed in today');
    expect((await snapshot(page)).screen).toBe('menu');
    expect(await storedSave(page)).toMatchObject({ signIn: 1, coin1: before + 400, prop0: 0 });
  });

  test('a chest of the task bar is claimed at 40 points and its award popup shows what was won', async ({ page }) => {
    // A player who has earned 45 points today.
    await page.addInitScript(
      ([key]) => localStorage.setItem(key!, JSON.stringify({ taskListNum: 45, tasksDayTime: Date.now(), coin1: 50 })),
      [CANDY_SAVE_KEY],
    );
    await openGame(page, CANDY);
    await press(page, 'menu-tasks');
    await expect(page.getByTestId('daily-tasks')).toBeVisible();
    await expect(page.getByTestId('chest-Get2')).toBeVisible();
    await press(page, 'chest-Get2');
    await expectToast(page, 'Not enough points');
    await press(page, 'chest-Get1');
    const award = page.getByTestId('award');
    await expect(award).toBeVisible();
    // Each item the chest gave is a text of the award's dialog (drawn on the canvas, read through its mirror).
    await expect(award.getByTestId('award-item-coin1')).toHaveText('300');
    await expect(award.getByTestId('award-item-prop0')).toHaveText('x1');
    await expect(award.locator('[data-testid^="award-item-"]')).toHaveCount(2);
    expect(await storedSave(page)).toMatchObject({ Get1: true, coin1: 350, prop0: 1 });
    await press(page, 'award-ok');
    await expect(award).toBeHidden();
    // A second tap is a refusal: a toast, no popup.
    await press(page, 'chest-Get1');
    await expectToast(page, 'You have received');
    await expect(award).toBeHidden();
    await press(page, 'daily-tasks-close');
    await expect.poll(() => menuCoins(page)).toBe(350);
  });

  test('a lose layer has a way home; with no heart left, Restart opens the hearts layer', async ({ page }) => {
    // A player down to their last heart, the next one 5 minutes away.
    await page.addInitScript(
      ([key]) =>
        localStorage.setItem(
          key!,
          JSON.stringify({ curHeartNum: 1, outLineTime: Date.now(), addHeartLeftTime: 300, coin1: 5 }),
        ),
      [CANDY_SAVE_KEY],
    );
    await openGame(page, `${CANDY}&countdown=2`);
    await press(page, 'menu-level-current');
    await waitForScreen(page, 'lose-time', 30_000);
    await expect(page.getByTestId('lose-heart')).toHaveText('-1 heart, 0 left');
    await press(page, 'lose-time-restart');
    await expect(page.getByTestId('hearts-layer')).toBeVisible();
    await expect(page.getByTestId('hearts-timer')).toContainText(/Next heart in \d\d:\d\d/);
    await expect(page.getByTestId('hearts-ad')).toBeVisible();
    expect((await snapshot(page)).screen).toBe('lose-time');
    await press(page, 'hearts-close');
    await expect(page.getByTestId('hearts-layer')).toBeHidden();
    await press(page, 'lose-time-home');
    await waitForScreen(page, 'menu');
    await expect(page.getByTestId('hearts-count')).toHaveText('0');
  });

  test("a lost level's heart is taken when it is lost: a reload keeps it spent, Restart takes no other", async ({
    page,
  }) => {
    await openGame(page, `${CANDY}&countdown=2`);
    await press(page, 'menu-level-current');
    await waitForScreen(page, 'lose-time', 30_000);
    await expect(page.getByTestId('lose-heart')).toHaveText('-1 heart, 19 left');
    expect(await storedSave(page)).toMatchObject({ curHeartNum: 19 });
    // Leaving by a reload does not give it back.
    await page.reload();
    await openGame(page, `${CANDY}&countdown=2`);
    await expect(page.getByTestId('hearts-count')).toHaveText('19');
    // Two more losses with a Restart between them: one heart each, none for the Restart.
    await press(page, 'menu-level-current');
    await waitForScreen(page, 'lose-time', 30_000);
    await press(page, 'lose-time-restart');
    await expect.poll(async () => (await snapshot(page)).status, { timeout: 30_000 }).toBe('RUN');
    await waitForScreen(page, 'lose-time', 30_000);
    await expect(page.getByTestId('lose-heart')).toHaveText('-1 heart, 17 left');
    expect(await storedSave(page)).toMatchObject({ curHeartNum: 17 });
  });

  test('the exit layer says leaving costs a heart, and leaving takes it', async ({ page }) => {
    await openGame(page, CANDY);
    await press(page, 'menu-level-current');
    await waitForScreen(page, 'game', 30_000);
    await press(page, 'hud-exit');
    await expect(page.getByTestId('exit-note')).toHaveText('Leaving ends this level and costs 1 heart.');
    await press(page, 'exit-submit');
    await waitForScreen(page, 'menu');
    await expect(page.getByTestId('hearts-count')).toHaveText('19');
  });

  test('a corrupt save is restored from its backup on reload: progress kept, nothing said', async ({ page }) => {
    await openGame(page, CANDY);
    const before = await menuCoins(page);
    await press(page, 'menu-signin');
    await press(page, 'signin-claim');
    await expect.poll(() => menuCoins(page)).toBe(before + 200);
    // The main record is damaged (cut short) behind the game's back.
    await page.evaluate((key) => localStorage.setItem(key, '{"coin1": 2'), CANDY_SAVE_KEY);
    await recordToasts(page);
    await page.reload();
    await openGame(page, CANDY);
    await expect.poll(() => menuCoins(page)).toBe(before + 200);
    expect(await storedSave(page)).toMatchObject({ coin1: before + 200, signIn: 1, isSigIn: true });
    expect(await toastsSeen(page)).not.toContain(SAVE_TIPS.unreadable);
  });

  test('a save unreadable in both copies starts afresh and says so', async ({ page }) => {
    await page.addInitScript(
      ([key, backup]) => {
        localStorage.setItem(key!, '{"coin1": 2');
        localStorage.setItem(backup!, '[');
      },
      [CANDY_SAVE_KEY, backupKeyOf(CANDY_SAVE_KEY)],
    );
    await recordToasts(page);
    await openGame(page, CANDY);
    await expect.poll(() => toastsSeen(page), { timeout: 15_000 }).toContain(SAVE_TIPS.unreadable);
    expect(await menuCoins(page)).toBe(0);
  });

  test('switching to German shows the menu in German, and the choice is kept', async ({ page }) => {
    await openGame(page, CANDY);
    await press(page, 'menu-language');
    await press(page, 'language-de_DE');
    await expect(page.getByTestId('menu-tasks')).toContainText('Aufgaben');
    await expect(page.getByTestId('menu')).toContainText('Mehr Spiele');
    expect(await storedSave(page)).toMatchObject({ curLanguage: 'de_DE' });
    await page.reload();
    await openGame(page, CANDY);
    await expect(page.getByTestId('menu-tasks')).toContainText('Aufgaben');
  });

  test("a past day's challenge is played to the win and its cell turns green", async ({ page }) => {
    const today = { year: 2026, month: 11, day: 21 };
    const day = await quickestPastDay(candyVariant.id, today);
    await openGame(page, `${CANDY}&today=2026-11-21`);
    await press(page, 'menu-calendar');
    await waitForScreen(page, 'calendar');
    await press(page, `calendar-day-${day}`);
    await waitForScreen(page, 'game', 30_000);
    // The day's level is generated in the page: wait until it is built and running.
    await expect.poll(async () => (await snapshot(page)).status, { timeout: 30_000 }).toBe('RUN');
    const parsed = parseLevel(await currentLevel(page), candyVariant.boxCapacity);
    if (!parsed.ok) throw new Error(parsed.error);
    const solved = solveLevel(parsed.level, { capacity: candyVariant.boxCapacity });
    expect(solved.winnable).toBe(true);
    const end = await playLine(page, solved.line);
    expect(end.screen).toBe('win');
    await press(page, 'win-next');
    await waitForScreen(page, 'calendar');
    await expect(page.getByTestId(`calendar-day-${day}`)).toHaveAccessibleName(`November ${day}, completed`);
  });
});
