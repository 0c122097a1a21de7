// The mini-game adapter (wx / tt): rewarded video granted only when onClose reports isEnded, interstitial
// error codes, banner, share message and menu, open-data getRank / setRank, cloud storage, login code,
// vibration, storage sync and hide / show as pause / resume.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { miniGameAdErrorKind, MINI_GAME_AD_ERRORS } from '../../../src/platform/miniGameApi';
import {
  createMiniGamePlatform,
  MINI_GAME_ALL_DATA_KEY,
  MINI_GAME_SHARE_TITLE,
} from '../../../src/platform/miniGamePlatform';
import { createFakeMiniGame, type MiniGameScript } from './fakes/fakeMiniGame';
import { flushPromises, recordingLog } from './fakes/flush';

const AD_UNITS = { rewarded: 'adunit-rv', interstitial: 'adunit-is', banner: 'adunit-bn' };

async function miniGame(script: Partial<MiniGameScript> = {}) {
  const fake = createFakeMiniGame(script);
  const logs = recordingLog();
  const platform = createMiniGamePlatform(fake.api, {
    adUnits: AD_UNITS,
    log: logs.log,
    nowSeconds: () => 1_700_000_000,
  });
  await platform.initialize();
  return { fake, platform, logs };
}

async function preloaded(script: Partial<MiniGameScript> = {}) {
  const m = await miniGame(script);
  m.platform.ads.rewarded.preload();
  m.platform.ads.interstitial.preload();
  await flushPromises();
  return m;
}

describe('rewarded video', () => {
  it('is ready after the platform loaded it', async () => {
    const { platform } = await preloaded();
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('rewards only when onClose reports isEnded', async () => {
    const { fake, platform } = await preloaded();
    const shown = platform.ads.rewarded.show('revive');
    await flushPromises();
    fake.closeRewarded(true);
    expect(await shown).toBe('rewarded');
  });

  it('closed before the end (isEnded false): interrupted, no reward', async () => {
    const { fake, platform } = await preloaded();
    const shown = platform.ads.rewarded.show('revive');
    await flushPromises();
    fake.closeRewarded(false);
    expect(await shown).toBe('interrupted');
  });

  it('the platform loads the next video after a close; the ad object is made once', async () => {
    const { fake, platform } = await preloaded();
    const shown = platform.ads.rewarded.show('revive');
    await flushPromises();
    fake.closeRewarded(true);
    await shown;
    await flushPromises();
    platform.ads.rewarded.preload();
    expect(platform.ads.rewarded.isReady()).toBe(true);
    expect(fake.rewardedCreated()).toBe(1);
  });

  it('no fill (1004): not ready, logged', async () => {
    const { platform, logs } = await preloaded({ fill: false });
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(logs.lines.some((l) => l.includes('1004'))).toBe(true);
  });

  it('a failed show is tried once more after a load, as documented', async () => {
    const { fake, platform } = await preloaded({ rewardedShowErrors: [1003] });
    const shown = platform.ads.rewarded.show('revive');
    await flushPromises();
    expect(fake.calls.filter((c) => c === 'rewarded.show')).toHaveLength(2);
    fake.closeRewarded(true);
    expect(await shown).toBe('rewarded');
  });

  it('a show that fails again after the load: failed and logged, no reward', async () => {
    const { platform, logs } = await preloaded({ rewardedShowErrors: [1000, 1003] });
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    expect(logs.lines.some((l) => l.includes('failed to show (1003'))).toBe(true);
  });

  it('a show that fails and finds no new ad (1004): not ready', async () => {
    const { fake, platform } = await preloaded({ rewardedShowErrors: [1000] });
    fake.script.fill = false;
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
  });
});

describe('interstitial', () => {
  it('shows and resolves when closed', async () => {
    const { fake, platform } = await preloaded();
    const shown = platform.ads.interstitial.show('restart');
    await flushPromises();
    fake.closeInterstitial();
    expect(await shown).toBe('shown');
  });

  it.each<[number, string]>([
    [2001, 'rate-limited'],
    [2002, 'rate-limited'],
    [2003, 'rate-limited'],
    [2004, 'failed'],
    [2005, 'failed'],
    [1000, 'failed'],
    [1004, 'not-ready'],
    [1008, 'failed'],
  ])('a show rejected with %i reads as %s', async (code, result) => {
    const { platform, logs } = await preloaded({ interstitialShowError: code });
    expect(await platform.ads.interstitial.show('restart')).toBe(result);
    expect(logs.lines.some((l) => l.includes(String(code)))).toBe(true);
  });

  it('names every documented code', () => {
    for (const code of [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 2001, 2002, 2003, 2004, 2005])
      expect(MINI_GAME_AD_ERRORS[code]).toBeTruthy();
    expect(miniGameAdErrorKind({ errCode: 1004 })).toBe('no-fill');
    expect(miniGameAdErrorKind('nonsense')).toBe('failed');
  });
});

describe('banner', () => {
  it('shows at the bottom, makes a fresh one on each show (refresh), and hides', async () => {
    const { fake, platform } = await miniGame();
    expect(await platform.ads.banner.show('menu')).toBe(true);
    expect(fake.banners[0]?.style).toEqual({ left: 0, top: 720, width: 400 });
    expect(await platform.ads.banner.show('menu')).toBe(true);
    expect(fake.banners[0]?.destroyed).toBe(true);
    platform.ads.banner.hide();
    expect(fake.banners[1]?.shown).toBe(false);
  });

  it('a banner that fails to show reports false', async () => {
    const { platform, logs } = await miniGame({ bannerError: 1004 });
    expect(await platform.ads.banner.show('menu')).toBe(false);
    expect(logs.lines).toHaveLength(1);
  });
});

describe('share, ranks, cloud storage, login and vibration', () => {
  it('sets up the share menu with the fixed title and shares a message', async () => {
    const { fake, platform } = await miniGame();
    expect(fake.calls).toContain('showShareMenu(shareAppMessage,shareTimeline)');
    expect(fake.shareProvider()).toEqual({ title: MINI_GAME_SHARE_TITLE });
    expect(await platform.share({ text: 'x', data: { level: 2 } })).toBe(true);
    expect(fake.shares[0]).toEqual({
      title: MINI_GAME_SHARE_TITLE,
      imageUrl: undefined,
      query: `data=${encodeURIComponent('{"level":2}')}`,
    });
  });

  it('posts the score to cloud storage and setRank to the open-data context; getRank asks it to draw', async () => {
    const { fake, platform } = await miniGame();
    await platform.leaderboard.postScore(80);
    expect(JSON.parse(fake.cloud.get('score') ?? '')).toEqual({ wxgame: { score: 80, update_time: 1_700_000_000 } });
    expect(await platform.leaderboard.getRank()).toEqual({ rank: null, score: 80 });
    expect(fake.openData).toEqual([{ type: 'setRank', score: 80 }, { type: 'getRank' }]);
  });

  it('a cloud storage failure is logged; the rank is unknown', async () => {
    const { platform, logs } = await miniGame({ cloudFails: true });
    await platform.leaderboard.postScore(80);
    expect(await platform.leaderboard.getRank()).toEqual({ rank: null, score: null });
    expect(logs.lines).toHaveLength(2);
  });

  it('gets a login code, or null when login fails', async () => {
    expect(await (await miniGame()).platform.loginCode()).toBe('code-123');
    expect(await (await miniGame({ loginFails: true })).platform.loginCode()).toBeNull();
  });

  it('vibrates short for good and long for bad', async () => {
    const { fake, platform } = await miniGame();
    platform.vibrate('good');
    platform.vibrate('bad');
    expect(fake.vibrations).toEqual(['short:light', 'long']);
  });
});

describe('storage, identity and lifecycle', () => {
  it('keeps allData with the storage sync API; missing reads as null', async () => {
    const { fake, platform } = await miniGame();
    expect(await platform.loadData()).toBeNull();
    platform.saveData('{"level":3}');
    expect(fake.storage.get(MINI_GAME_ALL_DATA_KEY)).toBe('{"level":3}');
    expect(await platform.loadData()).toBe('{"level":3}');
  });

  it('makes a player id once and keeps it', async () => {
    const { fake, platform } = await miniGame();
    const id = platform.player().id;
    expect(id).toMatch(/^wx-/);
    expect(createMiniGamePlatform(fake.api, { log: () => {} }).player().id).toBe(id);
  });

  it('pauses on hide and resumes on show', async () => {
    const { fake, platform } = await miniGame();
    const events: string[] = [];
    platform.onPause(() => events.push('pause'));
    platform.onResume(() => events.push('resume'));
    fake.hide();
    fake.show();
    expect(events).toEqual(['pause', 'resume']);
  });

  it('has no loading API, contexts, tournaments or reminders', async () => {
    const { platform } = await miniGame();
    platform.setLoadingProgress(0.5);
    expect(platform.supports('context')).toBe(false);
    expect(await platform.notifications.scheduleAll()).toBe(0);
  });
});

describe('without ad units', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('offers no ads', async () => {
    const fake = createFakeMiniGame();
    const platform = createMiniGamePlatform(fake.api, { log: () => {} });
    platform.ads.rewarded.preload();
    await vi.runAllTimersAsync();
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(await platform.ads.banner.show('menu')).toBe(false);
  });
});
