// Friends and tournaments in the instant-games package (docs/challenges.md), end to end: the package
// `npm run package -- instant` makes, served with our FBInstant fake where the SDK would load, played by
// real taps. A friend challenge goes through the picker, is played, and updates the chosen context with
// the score and the seed; the friend's game, opened from that update, plays the same level and shows both
// scores. The official tournament the game's server names is offered on the menu, joined and played, and
// its score posted to it.
import { expect, test, type Page } from './fixtures';
import { PRODUCTION_BASE_URL } from '../../src/net/config';
import { playSolvedLevel, press, snapshot } from './game';
import { buildPackage, fakeSdkScript, INSTANT_OPTIONS, openPackage } from './hosts/hostPackage';

const SDK_URLS = ['https://connect.facebook.net/en_US/fbinstant.7.1.js'];

interface FakeState {
  contextId: string | null;
  updates: { image: string; text: string; data: { challenge: string; score: number } }[];
  boards: Record<string, { playerId: string; name: string | null; score: number }[]>;
  joined: string[];
  tournamentScores: number[];
}

/** The FBInstant fake's state in the page. */
function hostState(page: Page): Promise<FakeState> {
  return page.evaluate(() => {
    const { state } = (window as unknown as { __host: { state: FakeState } }).__host;
    return JSON.parse(JSON.stringify(state)) as FakeState;
  });
}

async function waitForMenu(page: Page) {
  await expect.poll(async () => (await snapshot(page).catch(() => null))?.screen, { timeout: 90_000 }).toBe('menu');
}

/** Plays the running challenge to a win by real taps on the solver's line and waits for the result. */
async function playChallenge(page: Page) {
  const { level, end } = await playSolvedLevel(page);
  expect(end.screen).toBe('challenge-result');
  return { level, challenge: end.challenge! };
}

let site = '';
let fake = '';
test.beforeAll(async () => {
  test.setTimeout(360_000);
  site = buildPackage('instant', INSTANT_OPTIONS);
  fake = await fakeSdkScript('fakeFBInstant.ts', 'installFakeFBInstant');
});

/** Opens the instant package as a player whose FBInstant fake starts from `state`, with routes of the test's own. */
function openInstant(page: Page, state: Record<string, unknown>, routes?: (page: Page) => Promise<void>) {
  return openPackage(page, {
    host: 'instant',
    site,
    sdkUrls: SDK_URLS,
    fake,
    script: { state },
    ...(routes ? { routes } : {}),
  });
}

test('a friend challenge: picker, play, an update with the score and seed; the friend opened from it plays the same level and sees both scores', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await openInstant(page, { playerId: 'ann', contextId: 'solo-ann', chooseTo: 'ctx-ann-bob' });
  await waitForMenu(page);
  await press(page, 'menu-challenge');
  const ann = await playChallenge(page);
  // The score went on the chosen context's board, and the context got the game's picture, the score and the seed.
  await expect.poll(async () => (await hostState(page)).updates.length, { timeout: 30_000 }).toBe(1);
  const sent = await hostState(page);
  expect(sent.contextId).toBe('ctx-ann-bob');
  const update = sent.updates[0]!;
  expect(update.data).toEqual({ challenge: ann.challenge.seed, score: ann.challenge.score });
  expect(update.image).toMatch(/^data:image\/(png|jpeg);base64,/);
  expect(sent.boards['challenge.ctx-ann-bob']).toEqual([
    expect.objectContaining({ playerId: 'ann', score: ann.challenge.score }),
  ]);
  await expect(page.getByTestId('challenge-mine-score')).toHaveText(String(ann.challenge.score));

  // Bob opens the game from Ann's update, in the same context, with Ann's score on its board.
  const bob = await page.context().newPage();
  await openInstant(bob, {
    playerId: 'bob',
    contextId: 'ctx-ann-bob',
    entryPointData: update.data,
    boards: { 'challenge.ctx-ann-bob': sent.boards['challenge.ctx-ann-bob'] },
  });
  await expect.poll(async () => (await snapshot(bob).catch(() => null))?.mode, { timeout: 90_000 }).toBe('challenge');
  const played = await playChallenge(bob);
  expect(played.level).toEqual(ann.level);
  expect(played.challenge).toMatchObject({ seed: ann.challenge.seed, theirs: { score: ann.challenge.score } });
  // Both scores, from the context's board, best first; and who did better.
  await expect(bob.getByTestId('challenge-mine-score')).toHaveText(String(played.challenge.score));
  // Ann's row comes from the context's board; it sits above or below Bob's by score (either may win: the
  // score counts time), so it is found by what it shows, not by its place.
  const mine = played.challenge.score!;
  const boardScores = bob.locator('[data-testid^="challenge-board-"][data-testid$="-score"]');
  await expect(boardScores).toHaveText([String(ann.challenge.score)], { timeout: 30_000 });
  // The scores as drawn, top to bottom (their places on the canvas, through the accessibility mirror).
  const rows = await bob
    .getByTestId('challenge-result')
    .locator('[data-testid$="-score"]')
    .evaluateAll((els) =>
      els
        .map((el) => ({ y: el.getBoundingClientRect().top, text: el.textContent ?? '' }))
        .sort((a, b) => a.y - b.y)
        .map((row) => row.text),
    );
  expect(rows.map(Number)).toEqual([mine, ann.challenge.score!].sort((a, b) => b - a));
  const verdict =
    mine > ann.challenge.score! ? 'You win the challenge!' : mine < ann.challenge.score! ? 'ahead' : 'tie';
  await expect(bob.getByTestId('challenge-verdict')).toContainText(verdict);
});

test("the official tournament: the server's answer (after a failed try) puts it on the menu; it is joined, played and scored", async ({
  page,
}) => {
  test.setTimeout(420_000);
  const endTime = Math.floor(Date.now() / 1000) + 3 * 86_400 + 600;
  const asked: string[] = [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
  await openInstant(
    page,
    {
      playerId: 'ann',
      contextId: 'solo-ann',
      strictTournaments: true,
      knownTournaments: [{ id: 't-official', contextId: 'ctx-official', endTime }],
    },
    async (p) => {
      await p.route(`${PRODUCTION_BASE_URL}free/qualifying/set?**`, (route) => {
        const request = route.request();
        if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        asked.push(new URL(request.url()).searchParams.get('setKey') ?? '');
        // The first try fails: the game asks again after 1 s.
        if (asked.length === 1) return route.fulfill({ status: 503, headers: cors, body: 'busy' });
        return route.fulfill({
          status: 200,
          headers: cors,
          contentType: 'application/json',
          body: JSON.stringify({ code: 0, data: { contextId: 'ctx-official', tournamentId: 't-official', endTime } }),
        });
      });
    },
  );
  await waitForMenu(page);
  await expect(page.getByTestId('menu-tournament')).toBeVisible({ timeout: 30_000 });
  expect(asked).toEqual(['e2e-set', 'e2e-set']);
  await expect(page.getByTestId('menu-tournament')).toContainText('Ends in 3d 0h');
  await page.screenshot({ path: test.info().outputPath('menu-tournament.png') });

  await press(page, 'menu-tournament');
  const played = await playChallenge(page);
  const state = await hostState(page);
  expect(state.joined).toEqual(['t-official']);
  expect(state.contextId).toBe('ctx-official');
  await expect
    .poll(async () => (await hostState(page)).tournamentScores, { timeout: 30_000 })
    .toEqual([played.challenge.score]);
  await expect(page.getByTestId('challenge-tournament')).toContainText('Rank #1');
  await expect(page.getByTestId('challenge-tournament')).toContainText('Ends in 3d 0h');
});
