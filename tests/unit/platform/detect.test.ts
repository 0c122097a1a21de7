// Detection picks the adapter at start-up from the host's globals; `?platform=NAME` forces one for testing.
import { describe, expect, it, vi } from 'vitest';
import { createPlatform, detectPlatform, forcedPlatform, type PlatformDeps } from '../../../src/platform/detect';
import { PLATFORM_NAMES } from '../../../src/platform/platform';
import { safeStore } from '../../../src/platform/storage';
import { createFakeAdBreak } from './fakes/fakeAdBreak';
import { createFakeFBInstant } from './fakes/fakeFBInstant';
import { createFakeMiniGame } from './fakes/fakeMiniGame';
import { createFakeNativeHost } from './fakes/fakeNativeHost';
import { createCrazyGamesFake } from './fakes/fakeCrazyGames';
import { createGameDistributionFake } from './fakes/fakeGameDistribution';
import { createGamePixFake } from './fakes/fakeGamePix';
import { createPlayablesFake } from './fakes/fakePlayables';
import { createPokiFake } from './fakes/fakePoki';
import { createYandexFake } from './fakes/fakeYandex';
import { createFakePresenter } from './fakes/fakePresenter';
import { recordingLog } from './fakes/flush';

const fb = () => createFakeFBInstant().fb;
const wx = () => createFakeMiniGame().api;
const h5 = () => {
  const { api } = createFakeAdBreak();
  return { adBreak: api.adBreak, adConfig: api.adConfig };
};
const poki = () => createPokiFake().sdk;
const gamepix = () => createGamePixFake().sdk;
const crazy = () => createCrazyGamesFake().sdk;
const gd = () => createGameDistributionFake().sdk;
const yandex = () => createYandexFake().api;
const playables = () => createPlayablesFake().sdk;

function deps(win: object): PlatformDeps & { lines: string[] } {
  const { log, lines } = recordingLog();
  return { win, store: safeStore(null), present: createFakePresenter().present, log, lines };
}

describe('detectPlatform', () => {
  it('is web in a plain browser', () => {
    expect(detectPlatform({}, '')).toBe('web');
  });

  it.each<[string, () => object, string]>([
    ['FBInstant', () => ({ FBInstant: fb() }), 'instant'],
    ['wx', () => ({ wx: wx() }), 'minigame'],
    ['tt', () => ({ tt: wx() }), 'minigame'],
    ['an Android bridge', () => createFakeNativeHost('android').win, 'native'],
    ['an iOS bridge', () => createFakeNativeHost('ios').win, 'native'],
    ['a React Native bridge', () => createFakeNativeHost('react-native').win, 'native'],
    ['adBreak / adConfig', h5, 'h5'],
    ['PokiSDK', () => ({ PokiSDK: poki() }), 'poki'],
    ['GamePix', () => ({ GamePix: gamepix() }), 'gamepix'],
    ['CrazyGames.SDK', () => ({ CrazyGames: { SDK: crazy() } }), 'crazygames'],
    ['gdsdk', () => ({ gdsdk: gd() }), 'gamedistribution'],
    ['YaGames', () => ({ YaGames: yandex() }), 'yandex'],
    ['ytgame in YouTube', () => ({ ytgame: playables() }), 'playables'],
  ])('%s means %s', (_, win, name) => {
    expect(detectPlatform(win(), '')).toBe(name);
  });

  it("does not take WeChat's web JS-SDK `wx` (no ads) for the mini-game runtime", () => {
    expect(detectPlatform({ wx: { config: () => {}, ready: () => {} } }, '')).toBe('web');
  });

  it('tries hosts in a fixed order: instant games before the ad-break globals', () => {
    expect(detectPlatform({ FBInstant: fb(), ...h5(), PokiSDK: poki() }, '')).toBe('instant');
    expect(detectPlatform({ ...h5(), GamePix: gamepix() }, '')).toBe('gamepix');
  });

  it('?platform=NAME forces any of the six names', () => {
    for (const name of PLATFORM_NAMES) expect(detectPlatform({ FBInstant: fb() }, `?platform=${name}`)).toBe(name);
    expect(forcedPlatform('?level=3&platform=native')).toBe('native');
  });

  it('an unknown ?platform is warned about and ignored', () => {
    const { log, lines } = recordingLog();
    expect(detectPlatform({ wx: wx() }, '?platform=steam', log)).toBe('minigame');
    expect(lines[0]).toContain('steam');
  });
});

describe('createPlatform', () => {
  it('builds the adapter of each detected host', async () => {
    expect((await createPlatform('web', deps({}))).name).toBe('web');
    expect((await createPlatform('instant', deps({ FBInstant: fb() }))).name).toBe('instant');
    expect((await createPlatform('minigame', deps({ tt: wx() }))).name).toBe('minigame');
    expect((await createPlatform('native', deps(createFakeNativeHost('ios').win))).name).toBe('native');
    expect((await createPlatform('h5', deps(h5()))).name).toBe('h5');
    expect((await createPlatform('poki', deps({ PokiSDK: poki() }))).name).toBe('poki');
    expect((await createPlatform('gamepix', deps({ GamePix: gamepix() }))).name).toBe('gamepix');
    expect((await createPlatform('crazygames', deps({ CrazyGames: { SDK: crazy() } }))).name).toBe('crazygames');
    expect((await createPlatform('gamedistribution', deps({ gdsdk: gd() }))).name).toBe('gamedistribution');
    expect((await createPlatform('yandex', deps({ YaGames: yandex() }))).name).toBe('yandex');
    expect((await createPlatform('playables', deps({ ytgame: playables() }))).name).toBe('playables');
  });

  it.each(PLATFORM_NAMES.filter((name) => name !== 'web' && name !== 'native'))(
    'forced %s without its SDK keeps its name, warns, and has no ads at all (never the simulated one)',
    async (name) => {
      const presenter = createFakePresenter();
      const d = { ...deps({}), present: presenter.present };
      const platform = await createPlatform(name, d);
      expect(platform.name).toBe(name);
      expect(d.lines[0]).toContain(name);
      expect(platform.supports('rewardedAds')).toBe(false);
      expect(platform.supports('interstitialAds')).toBe(false);
      expect(platform.ads.rewarded.isReady()).toBe(false);
      expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
      expect(await platform.ads.interstitial.show('next')).toBe('not-ready');
      expect(await platform.ads.banner.show('menu')).toBe(false);
      expect(presenter.shown).toEqual([]);
    },
  );

  it('forced native in a plain browser records its messages and takes answers through window.nativeBridge', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const win: { __nativeMessages?: string[]; nativeBridge?: { receive(m: unknown): void } } = {};
    const platform = await createPlatform('native', deps(win));
    expect(platform.name).toBe('native');
    const shown = platform.ads.rewarded.show('revive');
    expect(win.__nativeMessages).toEqual(['{"type":"show_rewaeder_ad"}']);
    win.nativeBridge?.receive('{"type":"send_rewarded"}');
    expect(await shown).toBe('rewarded');
    vi.restoreAllMocks();
  });

  it('passes the qualifying fetcher to the instant adapter', async () => {
    const fetchQualifying = vi.fn(async () => ({ code: 0, data: { contextId: 'c', tournamentId: 't', endTime: 9 } }));
    const platform = await createPlatform('instant', { ...deps({ FBInstant: fb() }), fetchQualifying });
    expect(await platform.tournament.fetchQualifying('k')).toEqual({ contextId: 'c', tournamentId: 't', endTime: 9 });
  });
});
