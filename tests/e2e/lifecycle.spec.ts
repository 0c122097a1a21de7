// The page lifecycle a phone applies to a background tab (CDP freeze and resume) while a rewarded ad shows:
// once the ad is over and the page is back, the countdown runs again and the game is playable, in both
// variants. Every wait is for a state.
import { expect, test, type Page } from './fixtures';
import { openGame, press, snapshot, waitForScreen } from './game';

async function countdownRuns(page: Page): Promise<void> {
  const before = (await snapshot(page)).timeLeftMs;
  await expect.poll(async () => (await snapshot(page)).timeLeftMs, { timeout: 30_000 }).toBeLessThan(before - 1_000);
}

for (const variant of ['screw', 'candy'] as const) {
  test(`variant ${variant}: a page frozen while a rewarded ad shows plays on after the ad`, async ({ page }) => {
    await openGame(page, `variant=${variant}&adSeconds=2`);
    await press(page, 'menu-start');
    await waitForScreen(page, 'game');
    await countdownRuns(page);
    // The coin pill's video (variant A asks first), then the ad plays and the countdown holds.
    await press(page, 'coins-look-ad');
    if (variant === 'screw') await press(page, 'look-ad-watch');
    await waitForScreen(page, 'ad');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
    // Frozen: no script runs. Wall time passes (the ad's 2 s would be over), then the page resumes.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
    await waitForScreen(page, 'game');
    await countdownRuns(page);
    expect((await snapshot(page)).countdown).toBe('running');
  });
}
