// The CrazyGames adapter against a fake of the HTML5 SDK v3: init, loading and gameplay events, requestAd for
// rewarded and midgame ads (every ending, the SDK's midgame spacing, adblock, silence), the mute setting, the
// data module as save storage, and what is left when init fails or the SDK is disabled on the domain.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crazyGamesErrorCode } from '../../../src/platform/crazyGamesApi';
import {
  CG_MIDGAME_SPACING_MS,
  CG_NO_ANSWER_MS,
  CG_SHOW_TIMEOUT_MS,
  createCrazyGamesPlatform,
} from '../../../src/platform/crazyGamesPlatform';
import { safeStore } from '../../../src/platform/storage';
import { createWebPlatform } from '../../../src/platform/webPlatform';
import { createCrazyGamesFake, installCrazyGamesFake, type CrazyGamesScript } from './fakes/fakeCrazyGames';
import { createFakePresenter } from './fakes/fakePresenter';
import { flushPromises, recordingLog } from './fakes/flush';

function build(script: Partial<CrazyGamesScript> = {}) {
  const fake = createCrazyGamesFake(script);
  const presenter = createFakePresenter();
  const logs = recordingLog();
  const base = createWebPlatform({ present: presenter.present, store: safeStore(null), nav: null, doc: null });
  const platform = createCrazyGamesPlatform(fake.sdk, base, { log: logs.log });
  return { fake, platform, presenter, logs };
}

async function crazy(script: Partial<CrazyGamesScript> = {}) {
  const built = build(script);
  await built.platform.initialize();
  await flushPromises();
  return built;
}

beforeEach(() => void vi.spyOn(console, 'info').mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('start-up, loading and gameplay', () => {
  it('inits, then loadingStart on the first progress and loadingStop when the game starts', async () => {
    const { fake, platform } = await crazy();
    expect(platform.name).toBe('crazygames');
    expect(fake.calls).toEqual(['init', 'hasAdblock', 'addSettingsChangeListener']);
    platform.setLoadingProgress(0);
    platform.setLoadingProgress(0.5);
    platform.setLoadingProgress(1);
    await platform.start();
    await platform.start();
    expect(fake.calls.slice(3)).toEqual(['loadingStart', 'loadingStop']);
    expect(platform.supports('rewardedAds')).toBe(true);
    expect(platform.supports('interstitialAds')).toBe(true);
    expect(platform.supports('bannerAds')).toBe(false);
  });

  it('maps gameplay start, stop and happy time, once per change', async () => {
    const { fake, platform } = await crazy();
    platform.gameplay.start();
    platform.gameplay.start();
    platform.gameplay.stop();
    platform.gameplay.happyTime();
    platform.gameplay.stop();
    platform.gameplay.start();
    expect(fake.calls.slice(3)).toEqual(['gameplayStart', 'gameplayStop', 'happytime', 'gameplayStart']);
  });

  it('before init resolved nothing reaches the SDK: no ads, no events', async () => {
    const { fake, platform } = build();
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    platform.setLoadingProgress(0.2);
    platform.gameplay.start();
    expect(fake.calls).toEqual([]);
    await platform.initialize();
    platform.setLoadingProgress(0.4);
    expect(fake.calls).toContain('loadingStart');
  });

  it('a throwing SDK call is logged, never thrown', async () => {
    const { fake, platform, logs } = await crazy();
    fake.sdk.game.gameplayStart = () => {
      throw new Error('boom');
    };
    expect(() => platform.gameplay.start()).not.toThrow();
    expect(logs.lines).toEqual(['CrazyGames: gameplayStart failed.']);
    // The start did not reach the host: no stop follows it.
    platform.gameplay.stop();
    expect(fake.calls).not.toContain('gameplayStop');
  });
});

describe('rewarded video (requestAd rewarded)', () => {
  it('adStarted then adFinished: rewarded; the simulated overlay is not used', async () => {
    const { fake, platform, presenter } = await crazy();
    expect(platform.ads.rewarded.isReady()).toBe(true);
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(fake.calls).toContain('requestAd:rewarded');
    expect(fake.events).toEqual(['adStarted:rewarded', 'adFinished:rewarded']);
    expect(presenter.shown).toEqual([]);
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('unfilled: not ready, quietly', async () => {
    const { platform, logs } = await crazy({ rewarded: 'unfilled' });
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(logs.lines).toEqual([]);
  });

  it("an error ('other'): failed and logged", async () => {
    const { platform, logs } = await crazy({ rewarded: 'other' });
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    expect(logs.lines).toEqual(['CrazyGames: rewarded ad (revive) failed.']);
  });

  it('an adblocker: not ready, and no request is made', async () => {
    const { fake, platform } = await crazy({ adblock: true });
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(platform.ads.interstitial.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(fake.calls.filter((c) => c.startsWith('requestAd'))).toEqual([]);
  });

  it('an adblocker the detection missed: the SDK leaves the request unfilled, not ready', async () => {
    const { fake, platform } = await crazy();
    fake.script.adblock = true;
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
  });

  it('no answer at all: not ready after the wait, and a late callback changes nothing', async () => {
    vi.useFakeTimers();
    const { platform, logs } = await crazy({ rewarded: 'silent' });
    const shown = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(CG_NO_ANSWER_MS - 1);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await shown).toBe('not-ready');
    expect(logs.lines).toHaveLength(1);
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('started and never finished: failed after the show timeout, no reward', async () => {
    vi.useFakeTimers();
    const { fake, platform } = await crazy({ rewarded: 'hang' });
    const shown = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(CG_NO_ANSWER_MS + 1);
    expect(fake.events).toEqual(['adStarted:rewarded']);
    await vi.advanceTimersByTimeAsync(CG_SHOW_TIMEOUT_MS);
    expect(await shown).toBe('failed');
  });

  it('a second show while one plays: not ready, and only one request', async () => {
    vi.useFakeTimers();
    const { fake, platform } = await crazy({ adMs: 5_000 });
    const first = platform.ads.rewarded.show('revive');
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    await vi.advanceTimersByTimeAsync(5_001);
    expect(await first).toBe('rewarded');
    expect(fake.calls.filter((c) => c.startsWith('requestAd'))).toEqual(['requestAd:rewarded']);
  });

  it('requestAd throwing: failed and logged', async () => {
    const { fake, platform, logs } = await crazy();
    fake.sdk.ad.requestAd = () => {
      throw new Error('boom');
    };
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    expect(logs.lines).toEqual(['CrazyGames: requestAd threw for a rewarded ad (revive).']);
  });
});

describe('interstitial (requestAd midgame)', () => {
  it('played: shown', async () => {
    const { fake, platform } = await crazy();
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(fake.events).toEqual(['adStarted:midgame', 'adFinished:midgame']);
  });

  it("the SDK's spacing: unfilled within 3 minutes of the last midgame reads rate-limited, then one plays again", async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { fake, platform } = await crazy({ now: () => now });
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    now += 60_000;
    expect(await platform.ads.interstitial.show('restart')).toBe('rate-limited');
    now += CG_MIDGAME_SPACING_MS;
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(fake.calls.filter((c) => c.startsWith('requestAd'))).toHaveLength(3);
  });

  it('unfilled with no midgame played lately: not ready', async () => {
    const { platform } = await crazy({ midgame: 'unfilled' });
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
  });

  it("an error ('other'): failed", async () => {
    const { platform, logs } = await crazy({ midgame: 'other' });
    expect(await platform.ads.interstitial.show('restart')).toBe('failed');
    expect(logs.lines).toHaveLength(1);
  });

  it('no answer: not ready; started and never finished: failed', async () => {
    vi.useFakeTimers();
    const silent = await crazy({ midgame: 'silent' });
    const a = silent.platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(CG_NO_ANSWER_MS);
    expect(await a).toBe('not-ready');
    const hang = await crazy({ midgame: 'hang' });
    const b = hang.platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(CG_NO_ANSWER_MS + CG_SHOW_TIMEOUT_MS);
    expect(await b).toBe('failed');
  });

  it('a second show while one plays: not ready', async () => {
    vi.useFakeTimers();
    const { platform } = await crazy({ adMs: 1_000 });
    const first = platform.ads.interstitial.show('restart');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    await vi.advanceTimersByTimeAsync(1_001);
    expect(await first).toBe('shown');
  });
});

describe('when the SDK cannot serve', () => {
  it('init rejects: logged, the game still plays on web storage, no ads, nothing more asked of the SDK', async () => {
    const { fake, platform, logs } = await crazy({ initFails: true });
    expect(logs.lines).toEqual(['CrazyGames: the SDK failed to start; playing without ads.']);
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(platform.supports('interstitialAds')).toBe(false);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    platform.setLoadingProgress(0.5);
    await platform.start();
    platform.gameplay.start();
    platform.gameplay.happyTime();
    expect(platform.saveStorage()).toBeNull();
    platform.saveData('all');
    expect(await platform.loadData()).toBe('all');
    expect(fake.calls).toEqual(['init']);
  });

  it("a 'disabled' domain: no ads, no data module, no calls that would throw", async () => {
    const { fake, platform, logs } = await crazy({ environment: 'disabled' });
    expect(logs.lines).toHaveLength(1);
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    platform.setLoadingProgress(0.1);
    platform.gameplay.start();
    expect(platform.saveStorage()).toBeNull();
    expect(fake.calls).toEqual(['init']);
  });

  it("the 'local' environment (localhost) serves the SDK's stand-in ads", async () => {
    const { platform } = await crazy({ environment: 'local' });
    expect(platform.supports('rewardedAds')).toBe(true);
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(platform.saveStorage()).not.toBeNull();
  });
});

describe('saves and sound', () => {
  it('saveStorage is the data module', async () => {
    const { fake, platform } = await crazy();
    const storage = platform.saveStorage();
    expect(storage).not.toBeNull();
    storage?.setItem('screw-puzzle.allData', '{"level":3}');
    expect(fake.store.get('screw-puzzle.allData')).toBe('{"level":3}');
    expect(storage?.getItem('screw-puzzle.allData')).toBe('{"level":3}');
    expect(storage?.getItem('missing')).toBeNull();
    expect(fake.calls).toContain('data.setItem:screw-puzzle.allData');
  });

  it('follows the host mute setting, at start and on change', async () => {
    const { fake, platform } = await crazy({ muteAudio: true });
    expect(platform.audio.enabled()).toBe(false);
    const heard: boolean[] = [];
    const stop = platform.audio.onChange((enabled) => heard.push(enabled));
    fake.changeSettings({ muteAudio: false });
    fake.changeSettings({ disableChat: true });
    expect(platform.audio.enabled()).toBe(true);
    stop();
    fake.changeSettings({ muteAudio: true });
    expect(heard).toEqual([true]);
    expect(platform.audio.enabled()).toBe(false);
  });

  it('sound is on by default', async () => {
    const { platform } = await crazy();
    expect(platform.audio.enabled()).toBe(true);
  });
});

describe('the fake and the error helper', () => {
  it('installs where the SDK script does', () => {
    const win: Record<string, unknown> = {};
    const fake = installCrazyGamesFake(win);
    expect((win.CrazyGames as { SDK: unknown }).SDK).toBe(fake.sdk);
  });

  it('reads the adError code', () => {
    expect(crazyGamesErrorCode({ code: 'unfilled', message: 'No ad available' })).toBe('unfilled');
    expect(crazyGamesErrorCode({ code: 'other' })).toBe('other');
    expect(crazyGamesErrorCode('weird')).toBe('other');
    expect(crazyGamesErrorCode(null)).toBe('other');
  });
});
