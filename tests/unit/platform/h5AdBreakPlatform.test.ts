// The web ad-break adapter against a fake of the Ad Placement API: adConfig then one preroll at start-up (bounded
// wait), the sound switch told to adConfig, reward breaks (beforeReward / adViewed / adDismissed) for rewarded
// videos, interstitials typed by the moment ('next', 'start', 'browse'), every breakStatus handled and logged;
// storage and the rest stay web.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAK_STATUSES, type BreakStatus } from '../../../src/platform/h5AdBreakApi';
import {
  createH5AdBreakPlatform,
  H5_NO_ANSWER_MS,
  H5_PREROLL_NO_ANSWER_MS,
  H5_QUIET_STATUSES,
  H5_SHOW_TIMEOUT_MS,
  h5BreakType,
  interstitialOutcome,
  rewardedOutcome,
} from '../../../src/platform/h5AdBreakPlatform';
import type { H5AdBreakApi } from '../../../src/platform/h5AdBreakApi';
import { createWebPlatform } from '../../../src/platform/webPlatform';
import { safeStore } from '../../../src/platform/storage';
import { createFakeAdBreak, installFakeAdBreak, type AdBreakScript } from './fakes/fakeAdBreak';
import { createFakePresenter } from './fakes/fakePresenter';
import { flushPromises, recordingLog } from './fakes/flush';

function build(script: Partial<AdBreakScript> = {}, api?: H5AdBreakApi) {
  const fake = createFakeAdBreak(script);
  const presenter = createFakePresenter();
  const logs = recordingLog();
  const base = createWebPlatform({ present: presenter.present, store: safeStore(null), nav: null, doc: null });
  const platform = createH5AdBreakPlatform(api ?? fake.api, base, { log: logs.log });
  return { fake, platform, presenter, logs };
}

async function h5(script: Partial<AdBreakScript> = {}) {
  const built = build(script);
  await built.platform.initialize();
  await flushPromises();
  return built;
}

const FAILURES: readonly BreakStatus[] = ['timeout', 'invalid', 'error', 'other'];

let info: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const infoLines = () => info.mock.calls.map((args: unknown[]) => String(args[0]));

describe('set-up and the preroll', () => {
  it('configures preloading, sound and onReady once, then places the one preroll with only adBreakDone', async () => {
    const { fake, platform } = await h5();
    expect(platform.name).toBe('h5');
    expect(fake.configs).toEqual([{ preloadAdBreaks: 'on', sound: 'on', onReady: expect.any(Function) }]);
    expect(fake.calls.slice(0, 3)).toEqual([
      'adConfig(preloadAdBreaks,sound,onReady)',
      'adBreak(preroll)',
      'preroll:viewed',
    ]);
    expect(fake.errors).toEqual([]);
    platform.saveData('all');
    expect(await platform.loadData()).toBe('all');
    expect(platform.supports('bannerAds')).toBe(false);
    expect(platform.supports('rewardedAds')).toBe(true);
  });

  it('start-up waits for the preroll to end (adBreakDone starts the game)', async () => {
    vi.useFakeTimers();
    const { platform } = build({ playMs: 10_000 });
    let started = false;
    const init = platform.initialize().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await init;
    expect(started).toBe(true);
  });

  it('a second initialize places no second preroll (the API would fail it as invalid)', async () => {
    const { fake, platform } = await h5();
    await platform.initialize();
    await flushPromises();
    expect(fake.calls.filter((c) => c === 'adBreak(preroll)')).toHaveLength(1);
    expect(fake.configs).toHaveLength(1);
  });

  it.each(BREAK_STATUSES)('a preroll ending %s lets the game start and is logged', async (status) => {
    const { platform, logs } = await h5({ preroll: status });
    expect(platform.supports('interstitialAds')).toBe(true);
    if (FAILURES.includes(status)) expect(logs.lines).toEqual([`H5 ads: the preroll ended ${status}.`]);
    else expect(infoLines()).toContain(`H5 ads: the preroll ended ${status}.`);
  });

  it('a blocked ad script (no onReady, no answer): the game starts after the no-answer wait, logged', async () => {
    vi.useFakeTimers();
    const { platform, logs } = build({ scriptLoads: false });
    let started = false;
    void platform.initialize().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(H5_PREROLL_NO_ANSWER_MS - 1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
    expect(logs.lines[0]).toContain('no answer to the preroll');
    expect(await platform.ads.interstitial.show('next')).toBe('not-ready');
  });

  it('the API is up but the preroll never ends: the game waits up to the show timeout, never forever', async () => {
    vi.useFakeTimers();
    const { platform, logs } = build({ preroll: 'silent' });
    let started = false;
    void platform.initialize().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(H5_NO_ANSWER_MS * 2);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(H5_SHOW_TIMEOUT_MS);
    expect(started).toBe(true);
    expect(logs.lines).toEqual(['H5 ads: the preroll never ended; ads go on without it.']);
  });

  it('no other ad is asked for while the preroll runs; a video asked for meanwhile is offered after it', async () => {
    vi.useFakeTimers();
    const { fake, platform } = build({ scriptLoads: true, preroll: 'viewed', playMs: 20_000 });
    void platform.initialize();
    await vi.advanceTimersByTimeAsync(1_000);
    platform.ads.rewarded.preload();
    expect(platform.ads.interstitial.isReady()).toBe(false);
    expect(await platform.ads.interstitial.show('next')).toBe('not-ready');
    expect(fake.calls.filter((c) => c.startsWith('adBreak(reward') || c.startsWith('adBreak(next'))).toEqual([]);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(fake.calls).toContain('adBreak(reward:rewarded)');
    expect(platform.ads.rewarded.isReady()).toBe(true);
    const shown = platform.ads.interstitial.show('next');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await shown).toBe('shown');
  });

  it('adConfig throwing: no preroll, no ads, the game still starts', async () => {
    const api: H5AdBreakApi = {
      adConfig: () => {
        throw new Error('blocked');
      },
      adBreak: vi.fn(),
    };
    const { platform, logs } = build({}, api);
    await platform.initialize();
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(api.adBreak).not.toHaveBeenCalled();
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(platform.supports('interstitialAds')).toBe(false);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.interstitial.show('next')).toBe('not-ready');
    expect(logs.lines).toEqual(['H5 ads: adConfig threw; ads stay off.']);
  });

  it('installs the two globals as the ad snippet does', () => {
    const win: Record<string, unknown> = {};
    const fake = installFakeAdBreak(win);
    expect(win.adBreak).toBe(fake.api.adBreak);
    expect(win.adConfig).toBe(fake.api.adConfig);
  });
});

describe('the sound switch (soundSetting → adConfig sound)', () => {
  it('tells adConfig each change, with the sound only (preloadAdBreaks may be set once)', async () => {
    const { fake, platform } = await h5();
    platform.soundSetting(false);
    platform.soundSetting(false);
    platform.soundSetting(true);
    expect(fake.configs.slice(1)).toEqual([{ sound: 'off' }, { sound: 'on' }]);
    expect(fake.errors).toEqual([]);
  });

  it('a switch made before initialize is the sound adConfig starts with', async () => {
    const { fake, platform } = build();
    platform.soundSetting(false);
    expect(fake.configs).toEqual([]);
    await platform.initialize();
    expect(fake.configs).toEqual([{ preloadAdBreaks: 'on', sound: 'off', onReady: expect.any(Function) }]);
  });

  it('adConfig refusing the sound is logged, not thrown', async () => {
    const { fake, platform, logs } = await h5();
    const original = fake.api.adConfig;
    fake.api.adConfig = (options) => {
      if (options.sound === 'off') throw new Error('nope');
      original(options);
    };
    expect(() => platform.soundSetting(false)).not.toThrow();
    expect(logs.lines).toEqual(['H5 ads: adConfig refused the sound setting.']);
  });
});

describe('rewarded video (reward break)', () => {
  it('is ready only once beforeReward has handed over showAdFn', async () => {
    const { platform } = await h5();
    expect(platform.ads.rewarded.isReady()).toBe(false);
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('watched to the end (adViewed): rewarded; the ad is not served by the simulated overlay', async () => {
    const { fake, platform, presenter } = await h5();
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(fake.calls).toContain('showAdFn');
    expect(presenter.shown).toEqual([]);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(fake.errors).toEqual([]);
  });

  it('closed early (adDismissed): interrupted', async () => {
    const { platform } = await h5({ rewardPlay: 'dismissed' });
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
  });

  it.each(['error', 'timeout', 'other'] as const)('a show ending %s: failed and logged', async (status) => {
    const { platform, logs } = await h5({ rewardPlay: status });
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    expect(logs.lines).toContain(`H5 ads: the reward break ended ${status}.`);
  });

  it.each<BreakStatus>(['notReady', 'noAdPreloaded', 'frequencyCapped', 'timeout', 'error', 'other', 'invalid'])(
    'no ad offered (%s): not ready, and a later preload asks again',
    async (status) => {
      const { fake, platform } = await h5({ reward: status });
      platform.ads.rewarded.preload();
      await flushPromises();
      expect(platform.ads.rewarded.isReady()).toBe(false);
      expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
      fake.script.reward = 'available';
      platform.ads.rewarded.preload();
      await flushPromises();
      expect(platform.ads.rewarded.isReady()).toBe(true);
    },
  );

  it('an untaken prompt superseded by another break ends ignored: no longer ready', async () => {
    const { fake, platform } = await h5();
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(platform.ads.rewarded.isReady()).toBe(true);
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(fake.calls).toContain('reward:ignored');
    expect(platform.ads.rewarded.isReady()).toBe(false);
  });

  it('a second show while one plays: not ready', async () => {
    vi.useFakeTimers();
    const { platform } = build({ playMs: 1_000 });
    const init = platform.initialize();
    await vi.advanceTimersByTimeAsync(1_000);
    await init;
    platform.ads.rewarded.preload();
    await vi.advanceTimersByTimeAsync(0);
    const first = platform.ads.rewarded.show('revive');
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await first).toBe('rewarded');
  });
});

describe('interstitials, typed by the moment', () => {
  it.each<[string, string]>([
    ['next', 'next'],
    ['win', 'next'],
    ['restart', 'start'],
    ['rank', 'browse'],
    ['settings', 'browse'],
    ['lose-time', 'browse'],
  ])('placement %s is a %s break named after it', async (placement, type) => {
    const { fake, platform } = await h5();
    expect(h5BreakType(placement)).toBe(type);
    expect(await platform.ads.interstitial.show(placement)).toBe('shown');
    expect(fake.calls).toContain(`adBreak(${type}:${placement})`);
    expect(fake.errors).toEqual([]);
  });

  it.each<[BreakStatus, string]>([
    ['viewed', 'shown'],
    ['dismissed', 'shown'],
    ['frequencyCapped', 'rate-limited'],
    ['notReady', 'not-ready'],
    ['noAdPreloaded', 'not-ready'],
    ['ignored', 'not-ready'],
    ['timeout', 'failed'],
    ['invalid', 'failed'],
    ['error', 'failed'],
    ['other', 'failed'],
  ])('a break ending %s reads as %s, and is logged', async (status, result) => {
    const { platform, logs } = await h5({ interstitial: status });
    expect(await platform.ads.interstitial.show('restart')).toBe(result);
    const line = `H5 ads: the start break (restart) ended ${status}.`;
    if (H5_QUIET_STATUSES.includes(status)) {
      expect(infoLines()).toContain(line);
      expect(logs.lines).toEqual([]);
    } else expect(logs.lines).toEqual([line]);
  });

  it('a silent SDK (blocked script after onReady): not ready after 5 s instead of hanging', async () => {
    vi.useFakeTimers();
    const { platform, logs } = build({ interstitial: 'silent' });
    await platform.initialize();
    const shown = platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(H5_NO_ANSWER_MS);
    expect(await shown).toBe('not-ready');
    expect(logs.lines).toEqual(['H5 ads: the start break (restart) never answered.']);
  });

  it('a started ad whose adBreakDone never comes: failed after the show timeout', async () => {
    vi.useFakeTimers();
    const { platform } = build({ interstitial: 'stuck' });
    await platform.initialize();
    const shown = platform.ads.interstitial.show('next');
    await vi.advanceTimersByTimeAsync(H5_NO_ANSWER_MS);
    let done = false;
    void shown.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(H5_SHOW_TIMEOUT_MS);
    expect(await shown).toBe('failed');
  });

  it('a second show while one plays: not ready, the SDK not asked', async () => {
    vi.useFakeTimers();
    const { fake, platform } = build({ playMs: 2_000 });
    const init = platform.initialize();
    await vi.advanceTimersByTimeAsync(2_000);
    await init;
    const first = platform.ads.interstitial.show('next');
    await vi.advanceTimersByTimeAsync(0);
    expect(await platform.ads.interstitial.show('win')).toBe('not-ready');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await first).toBe('shown');
    expect(fake.calls.filter((c) => c.startsWith('adBreak(next'))).toHaveLength(1);
  });

  it('before onReady: not ready', async () => {
    vi.useFakeTimers();
    const { platform } = build({ scriptLoads: false });
    void platform.initialize();
    await vi.advanceTimersByTimeAsync(H5_PREROLL_NO_ANSWER_MS);
    expect(platform.ads.interstitial.isReady()).toBe(false);
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
  });
});

describe('every breakStatus has a meaning', () => {
  it('for reward and interstitial breaks, the ten documented ones', () => {
    for (const status of BREAK_STATUSES) {
      expect(['rewarded', 'not-ready', 'interrupted', 'failed']).toContain(rewardedOutcome(status));
      expect(['shown', 'not-ready', 'rate-limited', 'failed']).toContain(interstitialOutcome(status));
    }
    expect(BREAK_STATUSES).toHaveLength(10);
    expect(rewardedOutcome('invalid')).toBe('failed');
    expect(interstitialOutcome('invalid')).toBe('failed');
  });
});
