// The web ad-break adapter: reward breaks (beforeReward / adViewed / adDismissed) for rewarded videos, browse
// breaks for interstitials, every breakStatus handled; storage and the rest stay web.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAK_STATUSES, type BreakStatus } from '../../../src/platform/h5AdBreakApi';
import {
  createH5AdBreakPlatform,
  H5_NO_ANSWER_MS,
  interstitialOutcome,
  rewardedOutcome,
} from '../../../src/platform/h5AdBreakPlatform';
import { createWebPlatform } from '../../../src/platform/webPlatform';
import { safeStore } from '../../../src/platform/storage';
import { createFakeAdBreak, type AdBreakScript } from './fakes/fakeAdBreak';
import { createFakePresenter } from './fakes/fakePresenter';
import { flushPromises, recordingLog } from './fakes/flush';

async function h5(script: Partial<AdBreakScript> = {}) {
  const fake = createFakeAdBreak(script);
  const presenter = createFakePresenter();
  const logs = recordingLog();
  const base = createWebPlatform({ present: presenter.present, store: safeStore(null), nav: null, doc: null });
  const platform = createH5AdBreakPlatform(fake.api, base, { log: logs.log });
  await platform.initialize();
  await flushPromises();
  return { fake, platform, presenter, logs };
}

beforeEach(() => void vi.spyOn(console, 'info').mockImplementation(() => {}));
afterEach(() => void vi.restoreAllMocks());

describe('set-up', () => {
  it('configures preloading and sound once, and keeps the web storage', async () => {
    const { fake, platform } = await h5();
    expect(platform.name).toBe('h5');
    expect(fake.configs).toEqual([{ preloadAdBreaks: 'on', sound: 'on', onReady: expect.any(Function) }]);
    platform.saveData('all');
    expect(await platform.loadData()).toBe('all');
    expect(platform.supports('bannerAds')).toBe(false);
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
    expect(logs.lines.some((l) => l.includes('failed'))).toBe(true);
  });

  it.each<BreakStatus>(['notReady', 'noAdPreloaded', 'frequencyCapped', 'timeout', 'error', 'other'])(
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
    const { fake, platform } = await h5({ browse: 'viewed' });
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(platform.ads.rewarded.isReady()).toBe(true);
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(fake.calls).toContain('reward:ignored');
    expect(platform.ads.rewarded.isReady()).toBe(false);
  });
});

describe('interstitial (browse break)', () => {
  it.each<[BreakStatus, string]>([
    ['viewed', 'shown'],
    ['dismissed', 'shown'],
    ['frequencyCapped', 'rate-limited'],
    ['notReady', 'not-ready'],
    ['noAdPreloaded', 'not-ready'],
    ['ignored', 'not-ready'],
    ['timeout', 'failed'],
    ['error', 'failed'],
    ['other', 'failed'],
  ])('a break ending %s reads as %s', async (status, result) => {
    const { fake, platform } = await h5({ browse: status });
    expect(await platform.ads.interstitial.show('restart')).toBe(result);
    expect(fake.calls[0]).toBe('adBreak(browse:restart)');
  });

  it('a silent SDK (blocked script after onReady): not ready after 5 s instead of hanging', async () => {
    vi.useFakeTimers();
    try {
      const { platform } = await h5({ browse: 'silent' });
      const shown = platform.ads.interstitial.show('restart');
      await vi.advanceTimersByTimeAsync(H5_NO_ANSWER_MS);
      expect(await shown).toBe('not-ready');
    } finally {
      vi.useRealTimers();
    }
  });

  it('before onReady: not ready', async () => {
    const { platform } = await h5({ scriptLoads: false });
    expect(platform.ads.interstitial.isReady()).toBe(false);
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
  });
});

describe('every breakStatus has a meaning', () => {
  it('for reward and browse breaks', () => {
    for (const status of BREAK_STATUSES) {
      expect(['rewarded', 'not-ready', 'interrupted', 'failed']).toContain(rewardedOutcome(status));
      expect(['shown', 'not-ready', 'rate-limited', 'failed']).toContain(interstitialOutcome(status));
    }
    expect(BREAK_STATUSES).toHaveLength(9);
  });
});
