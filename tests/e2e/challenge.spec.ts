// Friend challenges on the plain web (docs/challenges.md): the menu's challenge plays a seeded level and
// its result sends a signed link; the link opened in a second page plays the same level and shows both
// scores; a link whose score was changed is refused with a clear message and the menu stays.
import { expect, test, type Page } from './fixtures';
import { parseChallengeSeed } from '../../src/core/challenge';
import { challengeLinkSearch } from '../../src/core/challengeLink';
import { expectToast, openGame, playSolvedLevel, press, snapshot, waitForScreen } from './game';

/** Captures what the page shares (a share sheet that always takes the payload). */
async function catchShares(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: unknown[] };
    w.__shared = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: unknown) => void w.__shared.push(data),
    });
  });
}

/** Waits for the challenge's level to be built and running, then wins it by real taps on the solver's line. */
async function winChallenge(page: Page) {
  const played = await playSolvedLevel(page);
  expect(played.end.screen).toBe('challenge-result');
  return played;
}

test.describe('friend challenge by link (plain web)', () => {
  test('a challenge link opened in a second page plays the same level and shows both scores', async ({ page }) => {
    test.setTimeout(300_000);
    await catchShares(page);
    await openGame(page);
    await press(page, 'menu-challenge');
    const first = await winChallenge(page);
    const sent = { seed: first.end.challenge!.seed, score: first.end.challenge!.score! };
    expect(sent.score).toBeGreaterThan(10_000);
    await expect(page.getByTestId('challenge-mine-score')).toHaveText(String(sent.score));
    await expect(page.getByTestId('challenge-verdict')).toContainText('Send this level to a friend');
    // The campaign is untouched: still level 1, no score.
    expect(first.end).toMatchObject({ level: 1, score: 0 });

    await press(page, 'challenge-send');
    const shared = () => page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared);
    await expect.poll(async () => (await shared()).length).toBe(1);
    const link = new URL((await shared())[0]!.url);
    expect(link.searchParams.get('challenge')).toBe(sent.seed);
    expect(link.searchParams.get('score')).toBe(String(sent.score));

    // The friend opens the link in a page of their own.
    const friend = await page.context().newPage();
    await friend.goto(`${link.pathname}${link.search}&test`);
    await expect.poll(async () => (await snapshot(friend)).mode, { timeout: 60_000 }).toBe('challenge');
    const second = await winChallenge(friend);
    expect(second.level).toEqual(first.level);
    expect(second.end.challenge).toMatchObject({ seed: sent.seed, theirs: { score: sent.score, name: null } });
    const mine = second.end.challenge!.score!;
    await expect(friend.getByTestId('challenge-mine-score')).toHaveText(String(mine));
    await expect(friend.getByTestId('challenge-theirs-score')).toHaveText(String(sent.score));
    await expect(friend.getByTestId('challenge-theirs')).toContainText('Your friend');
    const verdict =
      mine > sent.score ? 'You win the challenge!' : mine < sent.score ? 'Your friend is ahead' : "It's a tie!";
    await expect(friend.getByTestId('challenge-verdict')).toHaveText(verdict);
    await press(friend, 'challenge-home');
    await waitForScreen(friend, 'menu');
  });

  test('a link whose score was changed is refused with a clear message; the menu stays and nothing is lost', async ({
    page,
  }) => {
    await catchShares(page);
    await openGame(page);
    // A genuine link, signed as the game signs it, then its score raised by hand.
    const seed = parseChallengeSeed('k3x9a0pq')!;
    const link = new URLSearchParams(await challengeLinkSearch({ variant: 'screw', seed, score: 10_042, name: 'Ann' }));
    link.set('score', '10142');
    await page.goto(`/?${link.toString()}&test`);
    await expect.poll(async () => (await snapshot(page)).screen, { timeout: 60_000 }).toBe('menu');
    await expectToast(page, 'This challenge link was changed after it was sent.');
    expect(await snapshot(page)).toMatchObject({ screen: 'menu', mode: 'campaign', challenge: null, level: 1 });
  });
});
