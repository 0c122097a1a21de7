// The Poki adapter against a fake PokiSDK: init (and its rejection with an ad blocker), loading finished, gameplay
// start/stop, commercial breaks as interstitials, rewarded breaks as rewarded videos, every way a break can end,
// timeouts, one break at a time, and the share link.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPokiPlatform,
  POKI_INIT_TIMEOUT_MS,
  POKI_NO_START_MS,
  POKI_SHOW_TIMEOUT_MS,
  pokiInterstitialOutcome,
  pokiRewardedOutcome,
} from '../../../src/platform/pokiPlatform';
import { safeStore } from '../../../src/platform/storage';
import { createWebPlatform, type WebNavigator } from '../../../src/platform/webPlatform';
import { createPokiFake, installPokiFake, type PokiScript } from './fakes/fakePoki';
import { createFakePresenter } from './fakes/fakePresenter';
import { recordingLog } from './fakes/flush';

function pokiWith(script: Partial<PokiScript> = {}, nav: WebNavigator | null = null) {
  const fake = createPokiFake(script);
  const presenter = createFakePresenter();
  const logs = recordingLog();
  const base = createWebPlatform({ present: presenter.present, store: safeStore(null), nav, doc: null });
  const platform = createPokiPlatform(fake.sdk, base, { log: logs.log });
  return { fake, platform, presenter, logs };
}

async function poki(script: Partial<PokiScript> = {}, nav: WebNavigator | null = null) {
  const made = pokiWith(script, nav);
  await made.platform.initialize();
  return made;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('start-up and loading', () => {
  it('inits before anything else, tells loading finished once, and keeps the web storage', async () => {
    const { fake, platform } = pokiWith();
    platform.gameplay.start();
    expect(fake.calls).toEqual([]);
    await platform.initialize();
    platform.setLoadingProgress(0.5);
    await platform.start();
    await platform.start();
    expect(fake.calls).toEqual(['init', 'gameLoadingFinished']);
    expect(platform.name).toBe('poki');
    platform.saveData('all');
    expect(await platform.loadData()).toBe('all');
  });

  it('offers rewarded videos and interstitials once init resolved, and no banner', async () => {
    const { platform } = pokiWith();
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    await platform.initialize();
    expect(platform.supports('rewardedAds')).toBe(true);
    expect(platform.supports('interstitialAds')).toBe(true);
    expect(platform.supports('bannerAds')).toBe(false);
    expect(platform.ads.rewarded.isReady()).toBe(true);
    expect(platform.ads.interstitial.isReady()).toBe(true);
  });

  it('an ad blocker (init rejects): the game goes on without ads, and Poki still hears of play', async () => {
    const { fake, platform, logs, presenter } = await poki({ init: 'adblock' });
    expect(logs.lines).toEqual([expect.stringContaining('init rejected')]);
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(platform.supports('interstitialAds')).toBe(false);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(presenter.shown).toEqual([]);
    await platform.start();
    platform.gameplay.start();
    expect(fake.calls).toEqual(['init', 'gameLoadingFinished', 'gameplayStart']);
    platform.saveData('still saves');
    expect(await platform.loadData()).toBe('still saves');
  });

  it('an init that never answers holds the game at most POKI_INIT_TIMEOUT_MS; ads come on if it answers later', async () => {
    vi.useFakeTimers();
    let answer: () => void = () => {};
    const { fake, platform, logs } = pokiWith();
    fake.sdk.init = () => new Promise<void>((resolve) => (answer = resolve));
    let initialized = false;
    void platform.initialize().then(() => (initialized = true));
    await vi.advanceTimersByTimeAsync(POKI_INIT_TIMEOUT_MS - 1);
    expect(initialized).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(initialized).toBe(true);
    expect(logs.lines).toEqual([expect.stringContaining('not answered')]);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('an init that throws: no ads, no throw', async () => {
    const { fake, platform, logs } = pokiWith();
    fake.sdk.init = () => {
      throw new Error('broken');
    };
    await platform.initialize();
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(logs.lines).toHaveLength(1);
  });
});

describe('gameplay', () => {
  it('start and stop map to gameplayStart and gameplayStop; happy time tells nothing (deprecated by Poki)', async () => {
    const { fake, platform } = await poki();
    platform.gameplay.start();
    platform.gameplay.stop();
    platform.gameplay.happyTime();
    platform.gameplay.start();
    expect(fake.calls).toEqual(['init', 'gameplayStart', 'gameplayStop', 'gameplayStart']);
  });

  it('a throwing SDK is logged, not passed on', async () => {
    const { fake, platform, logs } = await poki();
    fake.sdk.gameplayStart = () => {
      throw new Error('nope');
    };
    expect(() => platform.gameplay.start()).not.toThrow();
    expect(logs.lines).toEqual([expect.stringContaining('gameplayStart')]);
  });
});

describe('rewarded video (rewardedBreak)', () => {
  it('watched to the end: rewarded, asked at the small size, with onStart', async () => {
    const { fake, platform, presenter } = await poki();
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(fake.calls).toEqual(['init', 'rewardedBreak(small)', 'rewardedBreak:onStart', 'rewardedBreak:true']);
    expect(presenter.shown).toEqual([]);
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('closed early (an ad started, false): interrupted', async () => {
    const { platform, logs } = await poki({ rewarded: 'closed' });
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
    expect(logs.lines).toEqual([]);
  });

  it('no ad (false without onStart: no fill or Poki capping): not ready, quietly', async () => {
    const { platform, logs } = await poki({ rewarded: 'none' });
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(logs.lines).toEqual([]);
  });

  it('a rejected promise (never documented): failed and logged', async () => {
    const { platform, logs } = await poki({ rewarded: 'reject' });
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    expect(logs.lines).toEqual([expect.stringContaining('failed')]);
  });

  it('a throwing rewardedBreak: failed, and the next show may ask again', async () => {
    const { fake, platform } = await poki();
    const real = fake.sdk.rewardedBreak;
    fake.sdk.rewardedBreak = () => {
      throw new Error('boom');
    };
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    fake.sdk.rewardedBreak = real;
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
  });

  it('no answer at all: not ready after POKI_NO_START_MS, and no other break while the SDK still owes one', async () => {
    vi.useFakeTimers();
    const { fake, platform, logs } = await pokiInitialized({ rewarded: 'never' });
    const shown = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(POKI_NO_START_MS);
    expect(await shown).toBe('not-ready');
    expect(logs.lines).toEqual([expect.stringContaining('never answered')]);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(fake.calls.filter((c) => c === 'commercialBreak')).toEqual([]);
  });

  it('an ad that starts and never ends: failed after POKI_SHOW_TIMEOUT_MS, not before', async () => {
    vi.useFakeTimers();
    const { platform } = await pokiInitialized({ rewarded: 'stuck' });
    let result: string | null = null;
    void platform.ads.rewarded.show('revive').then((r) => (result = r));
    // Past the silent limit: the ad has started, so the game keeps waiting.
    await vi.advanceTimersByTimeAsync(POKI_NO_START_MS + 1);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(POKI_SHOW_TIMEOUT_MS);
    expect(result).toBe('failed');
  });

  it('a long ad that ends before the limit: rewarded', async () => {
    vi.useFakeTimers();
    const { platform } = await pokiInitialized({ adMs: 60_000 });
    const shown = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(60_001);
    expect(await shown).toBe('rewarded');
  });

  it('a second show while one plays: not ready, and the SDK is not asked twice', async () => {
    const { fake, platform } = await poki({ adMs: 20 });
    const first = platform.ads.rewarded.show('revive');
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('hint')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(await first).toBe('rewarded');
    expect(fake.calls.filter((c) => c.startsWith('rewardedBreak(') || c === 'commercialBreak')).toHaveLength(1);
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('never before init resolved', async () => {
    const { fake, platform } = pokiWith();
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(fake.calls).toEqual([]);
  });
});

describe('interstitial (commercialBreak)', () => {
  it('an ad played (onStart came): shown', async () => {
    const { fake, platform, presenter } = await poki();
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(fake.calls).toEqual(['init', 'commercialBreak', 'commercialBreak:onStart', 'commercialBreak:done']);
    expect(presenter.shown).toEqual([]);
  });

  it('Poki shows no ad now (resolves at once, no onStart): rate limited, quietly', async () => {
    const { platform, logs } = await poki({ commercial: 'none' });
    expect(await platform.ads.interstitial.show('restart')).toBe('rate-limited');
    expect(logs.lines).toEqual([]);
  });

  it('a rejected promise: failed and logged', async () => {
    const { platform, logs } = await poki({ commercial: 'reject' });
    expect(await platform.ads.interstitial.show('restart')).toBe('failed');
    expect(logs.lines).toHaveLength(1);
  });

  it('no answer: not ready after POKI_NO_START_MS; a started ad that never ends: failed', async () => {
    vi.useFakeTimers();
    const silent = await pokiInitialized({ commercial: 'never' });
    const a = silent.platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(POKI_NO_START_MS);
    expect(await a).toBe('not-ready');
    const stuck = await pokiInitialized({ commercial: 'stuck' });
    const b = stuck.platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(POKI_NO_START_MS + POKI_SHOW_TIMEOUT_MS);
    expect(await b).toBe('failed');
    expect(stuck.logs.lines).toEqual([expect.stringContaining('never ended')]);
  });

  it('the onStart callback is safe to call twice or late', async () => {
    vi.useFakeTimers();
    const { fake, platform, logs } = await pokiInitialized();
    let late: () => void = () => {};
    fake.sdk.commercialBreak = (onStart) => {
      late = () => onStart?.();
      return new Promise<void>(() => {});
    };
    const shown = platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(POKI_NO_START_MS);
    expect(await shown).toBe('not-ready');
    expect(() => {
      late();
      late();
    }).not.toThrow();
    expect(logs.lines).toEqual([expect.stringContaining('never answered'), expect.stringContaining('after the game')]);
  });

  it('with an ad blocker, Poki answers at once and the adapter never even asks', async () => {
    const { fake, platform } = await poki({ init: 'adblock' });
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(fake.calls).toEqual(['init']);
  });
});

describe('every break end has a meaning', () => {
  it('for rewarded and commercial breaks', () => {
    const error = { kind: 'error', error: new Error('x') } as const;
    expect(pokiRewardedOutcome({ kind: 'ended', value: true, started: false })).toBe('rewarded');
    expect(pokiRewardedOutcome({ kind: 'silent' })).toBe('not-ready');
    expect(pokiRewardedOutcome({ kind: 'stuck' })).toBe('failed');
    expect(pokiRewardedOutcome(error)).toBe('failed');
    expect(pokiInterstitialOutcome({ kind: 'ended', value: undefined, started: true })).toBe('shown');
    expect(pokiInterstitialOutcome({ kind: 'silent' })).toBe('not-ready');
    expect(pokiInterstitialOutcome(error)).toBe('failed');
  });
});

describe('share', () => {
  it("links to the game's poki.com page", async () => {
    const shared: unknown[] = [];
    const nav: WebNavigator = { share: async (data) => void shared.push(data) };
    const { fake, platform } = await poki({ shareUrl: 'https://poki.com/en/g/screws' }, nav);
    expect(await platform.share({ text: 'Beat my score' })).toBe(true);
    expect(shared).toEqual([expect.objectContaining({ text: 'Beat my score', url: 'https://poki.com/en/g/screws' })]);
    expect(fake.calls).toContain('shareableURL({})');
  });

  it("gives the game's poki.com page as the link to share; none when shareableURL fails", async () => {
    const { platform } = await poki({ shareUrl: 'https://poki.com/en/g/screws' });
    expect(await platform.shareLink()).toBe('https://poki.com/en/g/screws');
    const failing = await poki({});
    failing.fake.sdk.shareableURL = () => Promise.reject(new Error('no'));
    expect(await failing.platform.shareLink()).toBeNull();
  });

  it('a failing shareableURL still shares', async () => {
    const shared: unknown[] = [];
    const nav: WebNavigator = { share: async (data) => void shared.push(data) };
    const { fake, platform, logs } = await poki({}, nav);
    fake.sdk.shareableURL = () => Promise.reject(new Error('no'));
    expect(await platform.invite({ text: 'Join me' })).toBe(true);
    expect(shared).toHaveLength(1);
    expect(logs.lines).toHaveLength(1);
  });
});

describe('the installed global', () => {
  it('is PokiSDK, as the script tag makes it', async () => {
    const win: Record<string, unknown> = {};
    const fake = installPokiFake(win, { rewarded: 'closed' });
    expect(win.PokiSDK).toBe(fake.sdk);
    const base = createWebPlatform({
      present: createFakePresenter().present,
      store: safeStore(null),
      nav: null,
      doc: null,
    });
    const platform = createPokiPlatform(win.PokiSDK as typeof fake.sdk, base, { log: () => {} });
    await platform.initialize();
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
  });
});

/** A Poki platform initialised under fake timers (init answers on a macrotask). */
async function pokiInitialized(script: Partial<PokiScript> = {}) {
  const made = pokiWith(script);
  const done = made.platform.initialize();
  await vi.advanceTimersByTimeAsync(0);
  await done;
  return made;
}
