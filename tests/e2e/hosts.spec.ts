// One end-to-end test per host package: the package `npm run package -- <host>` makes, served with a fake of
// the host's SDK (written from its documentation, tests/unit/platform/fakes) where the vendor's script would
// load. Each checks the order of the game's calls to the host: loading, loading finished, gameplay start at
// the first level, gameplay stop and start around a rewarded ad (the game muted and paused while it plays),
// the happy moment of a win; and that the plain web's simulated ad never appears.
import { expect, test, type Page } from './fixtures';
import { expectToast, playUntilOver, press, snapshot, waitForScreen } from './game';
import { TIPS } from '../../src/core/economy';
import {
  buildPackage,
  fakeSdkScript,
  GAME_ORIGIN,
  hostCalls,
  INSTANT_OPTIONS,
  openPackage,
  simulatedAdSeen,
} from './hosts/hostPackage';

/** One host package and the names its fake gives the calls the game makes. */
interface HostCase {
  host: string;
  /** Options of `npm run package`. */
  options?: string[];
  /** Where the page loads the SDK from, as the package's index.html says. */
  sdkUrls: string[];
  fakeFile: string;
  installer: string;
  /** What the fake is told (an ad plays long enough to be seen). */
  script?: Record<string, unknown>;
  /** The calls of loading, in order, ending with "loading finished". */
  loading: (string | RegExp)[];
  /** Gameplay start and stop, where the host takes them. */
  gameplay?: { start: string; stop: string };
  /** The rewarded ad's call. */
  rewarded: string | RegExp;
  /** The happy moment's call, where the host takes one. */
  happy?: string;
}

const AD_MS = 2_500;

const HOSTS: HostCase[] = [
  {
    host: 'instant',
    options: INSTANT_OPTIONS,
    sdkUrls: ['https://connect.facebook.net/en_US/fbinstant.7.1.js'],
    fakeFile: 'fakeFBInstant.ts',
    installer: 'installFakeFBInstant',
    script: { adMs: AD_MS },
    loading: ['initializeAsync', /^setLoadingProgress/, 'startGameAsync'],
    rewarded: 'rewarded.showAsync',
  },
  {
    host: 'poki',
    sdkUrls: ['https://game-cdn.poki.com/scripts/v2/poki-sdk.js'],
    fakeFile: 'fakePoki.ts',
    installer: 'installPokiFake',
    script: { adMs: AD_MS },
    loading: ['init', 'gameLoadingFinished'],
    gameplay: { start: 'gameplayStart', stop: 'gameplayStop' },
    rewarded: /^rewardedBreak\(/,
  },
  {
    host: 'crazygames',
    sdkUrls: ['https://sdk.crazygames.com/crazygames-sdk-v3.js'],
    fakeFile: 'fakeCrazyGames.ts',
    installer: 'installCrazyGamesFake',
    script: { adMs: AD_MS },
    loading: ['init', 'loadingStart', 'loadingStop'],
    gameplay: { start: 'gameplayStart', stop: 'gameplayStop' },
    rewarded: 'requestAd:rewarded',
    happy: 'happytime',
  },
  {
    host: 'gamedistribution',
    options: ['--game-id=e2e-game'],
    sdkUrls: ['https://html5.api.gamedistribution.com/main.min.js'],
    fakeFile: 'fakeGameDistribution.ts',
    installer: 'installGameDistributionFake',
    script: { adMs: AD_MS },
    loading: [],
    rewarded: 'showAd:rewarded',
  },
  {
    host: 'gamepix',
    sdkUrls: ['https://integration.gamepix.com/sdk/v3/gamepix.sdk.js'],
    fakeFile: 'fakeGamePix.ts',
    installer: 'installGamePixFake',
    script: { adMs: AD_MS },
    loading: [/^loading\(\d+\)$/, 'loading(100)', 'loaded'],
    rewarded: 'rewardAd',
    happy: 'happyMoment',
  },
  {
    host: 'yandex',
    sdkUrls: [`${GAME_ORIGIN}/sdk.js`],
    fakeFile: 'fakeYandex.ts',
    installer: 'installYandexFake',
    script: { adMs: AD_MS },
    loading: ['init', 'LoadingAPI.ready'],
    gameplay: { start: 'GameplayAPI.start', stop: 'GameplayAPI.stop' },
    rewarded: 'showRewardedVideo',
  },
  {
    host: 'playables',
    sdkUrls: ['https://www.youtube.com/game_api/v1'],
    fakeFile: 'fakePlayables.ts',
    installer: 'installPlayablesFake',
    script: { adMs: AD_MS },
    loading: ['loadData', 'firstFrameReady', 'gameReady'],
    rewarded: /^requestRewardedAd/,
  },
];

/** True when `calls` holds `expected` in this order (others may come between). */
function inOrder(calls: readonly string[], expected: readonly (string | RegExp)[]): boolean {
  let at = 0;
  for (const call of calls) {
    const want = expected[at];
    if (want === undefined) break;
    if (typeof want === 'string' ? call === want : want.test(call)) at += 1;
  }
  return at === expected.length;
}

const matches = (call: string, want: string | RegExp) => (typeof want === 'string' ? call === want : want.test(call));

async function waitForMenu(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const game = (window as unknown as { __game?: { snapshot?: () => { screen: string } } }).__game;
          return game?.snapshot ? game.snapshot().screen : null;
        }),
      { timeout: 90_000 },
    )
    .toBe('menu');
}

for (const c of HOSTS) {
  test.describe(`the ${c.host} package`, () => {
    let site = '';
    let fake = '';
    test.beforeAll(async () => {
      test.setTimeout(360_000);
      site = buildPackage(c.host, c.options);
      fake = await fakeSdkScript(c.fakeFile, c.installer);
    });

    test('loads, plays a level with a rewarded ad and wins, telling the host each step in order; never the simulated ad', async ({
      page,
    }) => {
      await openPackage(page, { host: c.host, site, sdkUrls: c.sdkUrls, fake, script: c.script });
      await waitForMenu(page);
      expect((await snapshot(page)).platform).toBe(c.host);
      await expect.poll(async () => inOrder(await hostCalls(page), c.loading), { timeout: 30_000 }).toBe(true);
      if (c.gameplay) expect(await hostCalls(page)).not.toContain(c.gameplay.start);

      await press(page, 'menu-start');
      await waitForScreen(page, 'game');
      if (c.gameplay) {
        await expect.poll(() => hostCalls(page)).toContain(c.gameplay.start);
        expect(inOrder(await hostCalls(page), [...c.loading, c.gameplay.start])).toBe(true);
      }

      // A rewarded video in the middle of the level: the countdown waits and every sound is silent while it plays.
      await press(page, 'coins-look-ad');
      await press(page, 'look-ad-watch');
      await expect.poll(async () => (await hostCalls(page)).some((call) => matches(call, c.rewarded))).toBe(true);
      const during = await snapshot(page);
      expect(during.countdown).toBe('paused');
      expect(during.sound.silenced).toBe(true);
      await expect.poll(async () => (await snapshot(page)).countdown, { timeout: 60_000 }).toBe('running');
      expect((await snapshot(page)).sound.silenced).toBe(false);
      if (c.gameplay) {
        // Play stopped for the ad and started again after it.
        const { start, stop } = c.gameplay;
        const calls = await hostCalls(page);
        const ad = calls.findIndex((call) => matches(call, c.rewarded));
        expect(
          calls
            .slice(0, ad)
            .filter((call) => call === start || call === stop)
            .at(-1),
        ).toBe(stop);
        expect(calls.slice(ad).filter((call) => call === start || call === stop)[0]).toBe(start);
      }

      const end = await playUntilOver(page);
      expect(end.screen).toBe('win');
      if (c.gameplay) {
        const { start, stop } = c.gameplay;
        await expect
          .poll(async () => (await hostCalls(page)).filter((call) => call === start || call === stop).at(-1))
          .toBe(stop);
      }
      if (c.happy) await expect.poll(() => hostCalls(page)).toContain(c.happy);
      expect(await simulatedAdSeen(page)).toBe(false);
    });
  });
}

test.describe('a host whose SDK does not come (Poki)', () => {
  const poki = HOSTS.find((c) => c.host === 'poki')!;
  let site = '';
  let fake = '';
  test.beforeAll(async () => {
    test.setTimeout(360_000);
    site = buildPackage('poki');
    fake = await fakeSdkScript(poki.fakeFile, poki.installer);
  });

  /** The game plays on under the host's name; a video asked for says "No ads available"; never the simulated ad. */
  async function playsWithoutAds(page: Page) {
    await waitForMenu(page);
    expect((await snapshot(page)).platform).toBe('poki');
    await press(page, 'menu-start');
    await waitForScreen(page, 'game');
    await press(page, 'coins-look-ad');
    await press(page, 'look-ad-watch');
    await expectToast(page, TIPS.noAds);
    await expect.poll(async () => (await snapshot(page)).countdown).toBe('running');
    const end = await playUntilOver(page);
    expect(end.screen).toBe('win');
    expect(await simulatedAdSeen(page)).toBe(false);
  }

  test('its script fails to load: the game plays, with no ads at all', async ({ page }) => {
    await openPackage(page, { host: 'poki', site, sdkUrls: poki.sdkUrls, fake: null });
    await playsWithoutAds(page);
  });

  test('its init fails (an ad blocker): the game plays, tells Poki of play, with no ads', async ({ page }) => {
    await openPackage(page, { host: 'poki', site, sdkUrls: poki.sdkUrls, fake, script: { init: 'adblock' } });
    await playsWithoutAds(page);
    expect(inOrder(await hostCalls(page), ['init', 'gameLoadingFinished', 'gameplayStart', 'gameplayStop'])).toBe(true);
    expect((await hostCalls(page)).some((call) => call.startsWith('rewardedBreak'))).toBe(false);
  });
});
