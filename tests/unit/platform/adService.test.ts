// Spec 4, 5, 8 and 9 on ads: a video is offered only when preloaded ('no ads' otherwise); interstitials at most
// one per 30 s and never mid-level; banner refresh every 60 s; the game paused and muted while an ad shows; a
// failed load or show logs, preloads again and grants no reward.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_REFRESH_MS, createAdService, INTERSTITIAL_COOLDOWN_MS } from '../../../src/platform/adService';
import { createFakeAds } from './fakes/fakeAds';
import { recordingLog } from './fakes/flush';

function service(
  extra: {
    coolDownFromStart?: boolean;
    bannerRefreshMs?: number;
    interstitialCooldownMs?: number;
    onRewarded?: (placement: string) => void;
  } = {},
) {
  const fake = createFakeAds();
  let now = 100_000;
  const logs = recordingLog();
  const ads = createAdService(
    { ads: fake.ads },
    {
      now: () => now,
      onAdStart: () => void fake.events.push('pause+mute'),
      onAdEnd: () => void fake.events.push('resume+unmute'),
      log: logs.log,
      ...extra,
    },
  );
  return { ...fake, ads, logs, later: (ms: number) => void (now += ms) };
}

describe('constants of spec 9', () => {
  it('interstitial cooldown 30 s, banner refresh 60 s', () => {
    expect(INTERSTITIAL_COOLDOWN_MS).toBe(30_000);
    expect(BANNER_REFRESH_MS).toBe(60_000);
  });
});

describe('rewarded video', () => {
  it('preloads both full-screen ads when created', () => {
    expect(service().events).toEqual(['rewarded.preload', 'interstitial.preload']);
  });

  it('not preloaded: not offered, the no-ads reason, nothing paused, and a preload is started', async () => {
    const s = service();
    s.script.rewardedReady = false;
    s.events.length = 0;
    expect(s.ads.canShowRewarded()).toBe(false);
    expect(await s.ads.rewarded('revive')).toEqual({ rewarded: false, reason: 'no-ads' });
    expect(s.events).toEqual(['rewarded.preload']);
  });

  it('watched: rewarded, the game paused and muted from before the ad until after it, then the next preload', async () => {
    const s = service();
    s.events.length = 0;
    expect(await s.ads.rewarded('revive')).toEqual({ rewarded: true });
    expect(s.events).toEqual(['pause+mute', 'rewarded.show(revive)', 'resume+unmute', 'rewarded.preload']);
  });

  it('closed early: interrupted, no reward', async () => {
    const s = service();
    s.script.rewarded.push('interrupted');
    expect(await s.ads.rewarded('revive')).toEqual({ rewarded: false, reason: 'interrupted' });
  });

  it('failed: logged, preloaded again, no reward', async () => {
    const s = service();
    s.script.rewarded.push('failed');
    s.events.length = 0;
    expect(await s.ads.rewarded('revive')).toEqual({ rewarded: false, reason: 'failed' });
    expect(s.logs.lines).toHaveLength(1);
    expect(s.events.at(-1)).toBe('rewarded.preload');
  });

  it('not ready after all at show time: the no-ads reason', async () => {
    const s = service();
    s.script.rewarded.push('not-ready');
    expect(await s.ads.rewarded('revive')).toEqual({ rewarded: false, reason: 'no-ads' });
  });

  it('tells onRewarded once per video watched to the end, never for one interrupted, failed, unfilled or thrown', async () => {
    const watched: string[] = [];
    const s = service({ onRewarded: (placement) => void watched.push(placement) });
    await s.ads.rewarded('revive-time');
    s.script.rewarded.push('interrupted', 'failed', 'not-ready');
    await s.ads.rewarded('hint');
    await s.ads.rewarded('skill');
    await s.ads.rewarded('heart');
    s.script.rewardedReady = false;
    await s.ads.rewarded('look-ad');
    s.script.rewardedReady = true;
    await s.ads.rewarded('sign-in-double');
    s.script.rewarded = null as never;
    await s.ads.rewarded('unlock-box');
    expect(watched).toEqual(['revive-time', 'sign-in-double']);
  });

  it('a unit that throws still ends the pause and gives no reward', async () => {
    const s = service();
    s.script.rewarded = null as never;
    expect(await s.ads.rewarded('revive')).toEqual({ rewarded: false, reason: 'failed' });
    expect(s.events).toContain('resume+unmute');
    expect(s.ads.isShowing()).toBe(false);
  });

  it('one ad at a time', async () => {
    const s = service();
    let end = () => {};
    s.script.gate = new Promise<void>((resolve) => (end = resolve));
    const first = s.ads.rewarded('a');
    expect(s.ads.isShowing()).toBe(true);
    expect(await s.ads.rewarded('b')).toEqual({ rewarded: false, reason: 'no-ads' });
    expect(await s.ads.interstitial('c', { midLevel: false })).toBe(false);
    end();
    expect(await first).toEqual({ rewarded: true });
  });
});

describe('interstitial', () => {
  it('counting the cooldown from the start, none plays in the first 30 s of a session', async () => {
    const s = service({ coolDownFromStart: true });
    expect(await s.ads.interstitial('next', { midLevel: false })).toBe(false);
    s.later(INTERSTITIAL_COOLDOWN_MS);
    expect(await s.ads.interstitial('next', { midLevel: false })).toBe(true);
  });

  it('is never shown mid-level', async () => {
    const s = service();
    s.events.length = 0;
    expect(await s.ads.interstitial('restart', { midLevel: true })).toBe(false);
    expect(s.events).toEqual([]);
  });

  it('is shown at most once per 30 s', async () => {
    const s = service();
    expect(await s.ads.interstitial('restart', { midLevel: false })).toBe(true);
    s.later(INTERSTITIAL_COOLDOWN_MS - 1);
    expect(await s.ads.interstitial('restart', { midLevel: false })).toBe(false);
    s.later(1);
    expect(await s.ads.interstitial('restart', { midLevel: false })).toBe(true);
    expect(s.events.filter((e) => e.startsWith('interstitial.show'))).toHaveLength(2);
  });

  it('pauses and mutes around the ad, then preloads the next', async () => {
    const s = service();
    s.events.length = 0;
    await s.ads.interstitial('next', { midLevel: false });
    expect(s.events).toEqual(['pause+mute', 'interstitial.show(next)', 'resume+unmute', 'interstitial.preload']);
  });

  it('none loaded: skipped, a preload started; a failed or rate-limited one does not start the cooldown', async () => {
    const s = service();
    s.script.interstitialReady = false;
    expect(await s.ads.interstitial('restart', { midLevel: false })).toBe(false);
    s.script.interstitialReady = true;
    s.script.interstitial.push('failed', 'rate-limited');
    expect(await s.ads.interstitial('restart', { midLevel: false })).toBe(false);
    expect(await s.ads.interstitial('restart', { midLevel: false })).toBe(false);
    expect(await s.ads.interstitial('restart', { midLevel: false })).toBe(true);
    expect(s.logs.lines).toHaveLength(1);
  });
});

describe('banner', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('shows now and again every 60 s until stopped, then hides', async () => {
    const s = service();
    s.events.length = 0;
    s.ads.startBanner('menu');
    s.ads.startBanner('menu');
    expect(s.events).toEqual(['banner.show(menu)']);
    await vi.advanceTimersByTimeAsync(BANNER_REFRESH_MS - 1);
    expect(s.events).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(BANNER_REFRESH_MS);
    expect(s.events).toEqual(['banner.show(menu)', 'banner.show(menu)', 'banner.show(menu)']);
    s.ads.stopBanner();
    await vi.advanceTimersByTimeAsync(BANNER_REFRESH_MS * 3);
    expect(s.events.at(-1)).toBe('banner.hide');
    expect(s.events).toHaveLength(4);
  });

  it("refreshes at the variant's period (variant B: every 30 s, spec 9)", async () => {
    const s = service({ bannerRefreshMs: 30_000 });
    s.events.length = 0;
    s.ads.startBanner('menu');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.events).toEqual(['banner.show(menu)', 'banner.show(menu)']);
    s.ads.stopBanner();
  });

  it('a banner does not pause the game', async () => {
    const s = service();
    s.ads.startBanner();
    expect(s.events).not.toContain('pause+mute');
    s.ads.stopBanner();
  });
});
