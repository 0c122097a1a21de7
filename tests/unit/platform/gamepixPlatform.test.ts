// The GamePix adapter against a fake GamePix global: loading progress then loaded() once, no ad before it, every way
// an ad can end, the timeout, one ad at a time, happyMoment, lang() and saves through GamePix.localStorage. Every
// test also checks that the fake saw none of the misuse GamePix's documentation names.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createGamePixPlatform,
  GAMEPIX_AD_TIMEOUT_MS,
  gamepixInterstitialOutcome,
  gamepixRewardedOutcome,
} from '../../../src/platform/gamepixPlatform';
import { gamepixPercent, gamepixSucceeded } from '../../../src/platform/gamepixApi';
import { safeStore } from '../../../src/platform/storage';
import { createWebPlatform } from '../../../src/platform/webPlatform';
import { createGamePixFake, installGamePixFake, type GamePixFake, type GamePixScript } from './fakes/fakeGamePix';
import { createFakePresenter } from './fakes/fakePresenter';
import { recordingLog } from './fakes/flush';

let fakes: GamePixFake[] = [];

function gamepixWith(script: Partial<GamePixScript> = {}) {
  const fake = createGamePixFake(script);
  fakes.push(fake);
  const presenter = createFakePresenter();
  const logs = recordingLog();
  const base = createWebPlatform({ present: presenter.present, store: safeStore(null), nav: null, doc: null });
  const platform = createGamePixPlatform(fake.sdk, base, { log: logs.log });
  return { fake, platform, presenter, logs };
}

/** A GamePix platform initialised, loaded and started, as the game has it once loading is done. */
async function gamepix(script: Partial<GamePixScript> = {}) {
  const made = gamepixWith(script);
  await made.platform.initialize();
  await made.platform.start();
  return made;
}

afterEach(() => {
  vi.useRealTimers();
  // No test may make the SDK report misuse, unless it cleared the record on purpose.
  for (const fake of fakes) expect(fake.errors).toEqual([]);
  fakes = [];
});

describe('loading', () => {
  it('sends whole percents forward only, then 100 and loaded() once at start', async () => {
    const { fake, platform } = gamepixWith();
    await platform.initialize();
    platform.setLoadingProgress(0);
    platform.setLoadingProgress(0.333);
    platform.setLoadingProgress(0.334);
    platform.setLoadingProgress(0.2);
    platform.setLoadingProgress(0.9);
    await platform.start();
    await platform.start();
    platform.setLoadingProgress(1);
    expect(fake.calls).toEqual(['loading(0)', 'loading(33)', 'loading(90)', 'loading(100)', 'loaded']);
    expect(platform.name).toBe('gamepix');
  });

  it('keeps the web storage for allData, and offers both ads but no banner', async () => {
    const { platform } = await gamepix();
    platform.saveData('all');
    expect(await platform.loadData()).toBe('all');
    expect(platform.supports('rewardedAds')).toBe(true);
    expect(platform.supports('interstitialAds')).toBe(true);
    expect(platform.supports('bannerAds')).toBe(false);
  });

  it('no ad before loaded(): not ready, and the SDK is not asked', async () => {
    const { fake, platform, presenter } = gamepixWith();
    await platform.initialize();
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    platform.gameplay.happyTime();
    expect(fake.calls).toEqual([]);
    expect(presenter.shown).toEqual([]);
    await platform.start();
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('loaded() throwing: the game plays on without ads, and says so', async () => {
    const { platform, logs } = await gamepix({ loaded: 'throws' });
    expect(logs.lines).toEqual([expect.stringContaining('loaded() failed')]);
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    platform.saveData('still saves');
    expect(await platform.loadData()).toBe('still saves');
  });

  it('loaded() returning a promise that rejects: ads off', async () => {
    const { fake, platform, logs } = gamepixWith();
    fake.sdk.loaded = () => Promise.reject(new Error('no player'));
    await platform.initialize();
    await platform.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(platform.supports('interstitialAds')).toBe(false);
    expect(logs.lines).toHaveLength(1);
  });

  it('a throwing loading() is logged, not passed on', async () => {
    const { fake, platform, logs } = gamepixWith();
    fake.sdk.loading = () => {
      throw new Error('no');
    };
    expect(() => platform.setLoadingProgress(0.5)).not.toThrow();
    expect(logs.lines).toHaveLength(1);
  });
});

describe('gameplay', () => {
  it('start and stop tell GamePix nothing (its JavaScript SDK has no such call); a win is a happyMoment', async () => {
    const { fake, platform } = await gamepix();
    platform.gameplay.start();
    platform.gameplay.stop();
    platform.gameplay.happyTime();
    expect(fake.calls).toEqual(['loading(100)', 'loaded', 'happyMoment']);
  });
});

describe('rewarded ad (rewardAd)', () => {
  it('success: rewarded, never through the simulated overlay', async () => {
    const { fake, platform, presenter } = await gamepix();
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(fake.calls.slice(2)).toEqual(['rewardAd', 'rewardAd:true']);
    expect(presenter.shown).toEqual([]);
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it.each(['closed', 'no-ad'] as const)('no success (%s): interrupted, no reward, quietly', async (reward) => {
    const { platform, logs } = await gamepix({ reward });
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
    expect(logs.lines).toEqual([]);
  });

  it('an ad blocker (no ad ever plays): no reward', async () => {
    const { platform } = await gamepix({ adblock: true });
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
  });

  it('a rejected promise: failed and logged; a throwing rewardAd too', async () => {
    const rejects = await gamepix({ reward: 'reject' });
    expect(await rejects.platform.ads.rewarded.show('revive')).toBe('failed');
    expect(rejects.logs.lines).toEqual([expect.stringContaining('failed')]);
    const throws = await gamepix();
    throws.fake.sdk.rewardAd = () => {
      throw new Error('boom');
    };
    expect(await throws.platform.ads.rewarded.show('revive')).toBe('failed');
    expect(throws.platform.ads.rewarded.isReady()).toBe(true);
  });

  it('a malformed answer is no success', async () => {
    const { fake, platform } = await gamepix();
    fake.sdk.rewardAd = () => Promise.resolve({} as { success: boolean });
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
  });

  it('no answer: failed after GAMEPIX_AD_TIMEOUT_MS, and no other ad while the SDK still owes one', async () => {
    vi.useFakeTimers();
    const { fake, platform, logs } = await gamepix({ reward: 'never' });
    let result: string | null = null;
    void platform.ads.rewarded.show('revive').then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(GAMEPIX_AD_TIMEOUT_MS - 1);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('failed');
    expect(logs.lines).toEqual([expect.stringContaining('never ended')]);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(fake.calls.filter((c) => c === 'rewardAd' || c === 'interstitialAd')).toEqual(['rewardAd']);
  });

  it('a long ad that ends before the limit: rewarded', async () => {
    vi.useFakeTimers();
    const { platform } = await gamepix({ adMs: 90_000 });
    const shown = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(90_000);
    expect(await shown).toBe('rewarded');
  });

  it('a second show while one plays: not ready, and never REWARD_AD_CALLED_TWICE', async () => {
    const { fake, platform } = await gamepix({ adMs: 20 });
    const first = platform.ads.rewarded.show('revive');
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('hint')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(await first).toBe('rewarded');
    expect(fake.calls.filter((c) => c === 'rewardAd' || c === 'interstitialAd')).toEqual(['rewardAd']);
    expect(await platform.ads.rewarded.show('hint')).toBe('rewarded');
  });
});

describe('interstitial (interstitialAd)', () => {
  it('success: shown', async () => {
    const { fake, platform } = await gamepix();
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(fake.calls.slice(2)).toEqual(['interstitialAd', 'interstitialAd:true']);
  });

  it('no ad this time (no success): not ready, quietly', async () => {
    const { platform, logs } = await gamepix({ interstitial: 'no-ad' });
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(logs.lines).toEqual([]);
  });

  it('a rejected promise: failed; no answer: failed after the timeout', async () => {
    const rejects = await gamepix({ interstitial: 'reject' });
    expect(await rejects.platform.ads.interstitial.show('restart')).toBe('failed');
    vi.useFakeTimers();
    const silent = await gamepix({ interstitial: 'never' });
    const shown = silent.platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(GAMEPIX_AD_TIMEOUT_MS);
    expect(await shown).toBe('failed');
  });

  it('an answer after the game stopped waiting frees the SDK again', async () => {
    vi.useFakeTimers();
    const { fake, platform, logs } = await gamepix();
    let answer: (result: { success: boolean }) => void = () => {};
    const real = fake.sdk.interstitialAd;
    fake.sdk.interstitialAd = () => new Promise((resolve) => (answer = resolve));
    const shown = platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(GAMEPIX_AD_TIMEOUT_MS);
    expect(await shown).toBe('failed');
    expect(platform.ads.interstitial.isReady()).toBe(false);
    answer({ success: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(logs.lines).toEqual([expect.stringContaining('never ended'), expect.stringContaining('after the game')]);
    expect(platform.ads.interstitial.isReady()).toBe(true);
    fake.sdk.interstitialAd = real;
    const again = platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(0);
    expect(await again).toBe('shown');
  });
});

describe('language and saves', () => {
  it("the player's language is lang()", async () => {
    expect(await (await gamepix({ lang: 'fr' })).platform.language()).toBe('fr');
    const { fake, platform } = await gamepix();
    fake.sdk.lang = () => '';
    expect(await platform.language()).toBeNull();
    fake.sdk.lang = () => {
      throw new Error('no');
    };
    expect(await platform.language()).toBeNull();
  });

  it('saves go through GamePix.localStorage, as strings', async () => {
    const { fake, platform } = await gamepix({ stored: { best: '12' } });
    const storage = platform.saveStorage();
    expect(storage).not.toBeNull();
    expect(storage?.getItem('best')).toBe('12');
    expect(storage?.getItem('missing')).toBeNull();
    storage?.setItem('best', '15');
    expect(fake.stored.get('best')).toBe('15');
    // The game's own store keeps working over it.
    const store = safeStore(storage);
    expect(store.set('records', '{"a":1}')).toBe(true);
    expect(fake.stored.get('records')).toBe('{"a":1}');
    expect(store.get('records')).toBe('{"a":1}');
  });

  it('saves may be read while the game loads, before loaded()', async () => {
    const { fake, platform } = gamepixWith({ stored: { best: '3' } });
    await platform.initialize();
    expect(platform.saveStorage()?.getItem('best')).toBe('3');
    expect(fake.isLoaded()).toBe(false);
  });

  it('without GamePix.localStorage, the browser storage stays', async () => {
    const { fake, platform } = gamepixWith();
    delete fake.sdk.localStorage;
    expect(platform.saveStorage()).toBeNull();
  });
});

describe('every ad end has a meaning', () => {
  it('for rewarded and interstitial ads, and the helpers read GamePix as documented', () => {
    expect(gamepixRewardedOutcome({ kind: 'ended', success: true })).toBe('rewarded');
    expect(gamepixRewardedOutcome({ kind: 'timeout' })).toBe('failed');
    expect(gamepixInterstitialOutcome({ kind: 'ended', success: false })).toBe('not-ready');
    expect(gamepixInterstitialOutcome({ kind: 'error', error: null })).toBe('failed');
    expect(gamepixSucceeded({ success: true })).toBe(true);
    expect(gamepixSucceeded({ success: 'yes' })).toBe(false);
    expect(gamepixSucceeded(null)).toBe(false);
    expect([gamepixPercent(-1), gamepixPercent(0.505), gamepixPercent(2), gamepixPercent(NaN)]).toEqual([
      0, 51, 100, 0,
    ]);
  });
});

describe('the installed global', () => {
  it('is GamePix, as the script tag makes it', async () => {
    const win: Record<string, unknown> = {};
    const fake = installGamePixFake(win, { interstitial: 'no-ad' });
    fakes.push(fake);
    expect(win.GamePix).toBe(fake.sdk);
    const base = createWebPlatform({
      present: createFakePresenter().present,
      store: safeStore(null),
      nav: null,
      doc: null,
    });
    const platform = createGamePixPlatform(win.GamePix as typeof fake.sdk, base, { log: () => {} });
    await platform.initialize();
    await platform.start();
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
  });
});

describe('the fake itself reports misuse', () => {
  it('so that the checks above can fail', async () => {
    const fake = createGamePixFake({ strictStorage: true });
    await fake.sdk.rewardAd();
    fake.sdk.localStorage?.getItem('x');
    fake.sdk.loaded();
    fake.sdk.loaded();
    fake.sdk.loading(NaN);
    fake.sdk.localStorage?.setItem('x', 5 as unknown as string);
    void fake.sdk.interstitialAd();
    void fake.sdk.interstitialAd();
    expect(fake.errors).toEqual([
      'GAMEPIX_LOADED_NOT_CALLED',
      'GAMEPIX_LOADED_NOT_CALLED',
      'LOADED_ALREADY_CALLED',
      'LOADING_VALUE_IS_NOT_A_NUMBER',
      'KEY_OR_VALUE_FOR_LOCALSTORAGE_NOT_A_STRING',
      'INTERSTITIAL_AD_CALLED_TWICE',
    ]);
  });
});
