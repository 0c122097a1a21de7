// The plain-web adapter: test identity, simulated ads that succeed, fail, are interrupted or have no fill,
// a local leaderboard, allData in local storage, share through the browser, page visibility as pause.
import { describe, expect, it, vi } from 'vitest';
import { safeStore } from '../../../src/platform/storage';
import {
  createWebPlatform,
  LEADERBOARD_KEY,
  WEB_ALL_DATA_KEY,
  type SimulatedAdResult,
  type WebNavigator,
  type WebPlatformOptions,
} from '../../../src/platform/webPlatform';
import { createFakePresenter } from './fakes/fakePresenter';
import { recordingLog } from './fakes/flush';

function web(adResult: SimulatedAdResult = 'ok', extra: Partial<WebPlatformOptions> = {}) {
  const presenter = createFakePresenter();
  const store = safeStore(null);
  const logs = recordingLog();
  const platform = createWebPlatform({
    present: presenter.present,
    store,
    adResult,
    adSeconds: 4,
    log: logs.log,
    nav: null,
    doc: null,
    ...extra,
  });
  return { platform, presenter, store, logs };
}

describe('identity and start-up', () => {
  it('is the web platform with the test player', async () => {
    const { platform } = web();
    await platform.initialize();
    await platform.start();
    expect(platform.name).toBe('web');
    expect(platform.player()).toEqual({ id: 'web-test-player', name: 'Player', photo: null });
    expect(await platform.loginCode()).toBeNull();
  });
});

describe('simulated rewarded ads', () => {
  it('ok: the overlay plays for the ad length and the reward is earned', async () => {
    const { platform, presenter } = web('ok');
    expect(platform.ads.rewarded.isReady()).toBe(true);
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(presenter.shown).toEqual([{ placement: 'revive', seconds: 4, kind: 'rewarded' }]);
  });

  it('interrupt: the ad plays but no reward', async () => {
    const { platform } = web('interrupt');
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
  });

  it('skipped in the overlay: interrupted', async () => {
    const presenter = createFakePresenter(false);
    const { platform } = web('ok', { present: presenter.present });
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
  });

  it('fail: logged, nothing shown, no reward', async () => {
    const { platform, presenter, logs } = web('fail');
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    expect(presenter.shown).toEqual([]);
    expect(logs.lines).toHaveLength(1);
  });

  it('nofill: no video is offered at all', async () => {
    const { platform, presenter } = web('nofill');
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(presenter.shown).toEqual([]);
  });

  it('an overlay that throws: failed', async () => {
    const presenter = createFakePresenter(new Error('gone'));
    const { platform } = web('ok', { present: presenter.present });
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
  });
});

describe('simulated interstitials and banner', () => {
  it('plays an interstitial half as long; skipping it still counts as shown', async () => {
    const { platform, presenter } = web('interrupt');
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(presenter.shown).toEqual([{ placement: 'restart', seconds: 2, kind: 'interstitial' }]);
  });

  it('keeps fractions of a short simulated ad: half the rewarded length, a second at least, all of a shorter one', async () => {
    const lengths: number[] = [];
    for (const adSeconds of [4, 3, 1, 0.3, 0]) {
      const { platform, presenter } = web('ok', { adSeconds });
      await platform.ads.interstitial.show('restart');
      lengths.push(presenter.shown[0]!.seconds);
    }
    expect(lengths).toEqual([2, 1.5, 1, 0.3, 0]);
  });

  it('fail and nofill', async () => {
    expect(await web('fail').platform.ads.interstitial.show('restart')).toBe('failed');
    expect(await web('nofill').platform.ads.interstitial.show('restart')).toBe('not-ready');
  });

  it('has no banner: a console note and false', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { platform } = web();
    expect(await platform.ads.banner.show('menu')).toBe(false);
    platform.ads.banner.hide();
    expect(info).toHaveBeenCalledOnce();
    info.mockRestore();
  });
});

describe('local leaderboard and storage', () => {
  it('keeps the best score and ranks it first', async () => {
    const { platform, store } = web();
    expect(await platform.leaderboard.getRank()).toEqual({ rank: null, score: null });
    await platform.leaderboard.postScore(60);
    await platform.leaderboard.postScore(40);
    expect(await platform.leaderboard.getRank()).toEqual({ rank: 1, score: 60 });
    expect(JSON.parse(store.get(LEADERBOARD_KEY) ?? '{}').best).toBe(60);
  });

  it('reads a broken leaderboard entry as no score', async () => {
    const { platform, store } = web();
    store.set(LEADERBOARD_KEY, '{oops');
    expect(await platform.leaderboard.getRank()).toEqual({ rank: null, score: null });
  });

  it('stores the allData string in local storage', async () => {
    const { platform, store } = web();
    expect(await platform.loadData()).toBeNull();
    platform.saveData('{"coin1":3}');
    expect(store.get(WEB_ALL_DATA_KEY)).toBe('{"coin1":3}');
    expect(await platform.loadData()).toBe('{"coin1":3}');
  });

  it('has no contexts, tournaments or reminders', async () => {
    const { platform } = web();
    expect(await platform.context.choose()).toBe(false);
    expect(await platform.tournament.getCurrent()).toBeNull();
    expect(await platform.tournament.fetchQualifying('k')).toBeNull();
    expect(await platform.notifications.scheduleAll()).toBe(0);
    expect(await platform.update({ text: 'x' })).toBe(false);
  });
});

describe('share and vibration', () => {
  it('shares with the share sheet when there is one, else copies the link', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    const sheet = web('ok', { nav: { share, clipboard: { writeText } } }).platform;
    expect(await sheet.share({ text: 'Try it', url: 'https://game/' })).toBe(true);
    expect(share).toHaveBeenCalledWith({ title: 'Screw Puzzle', text: 'Try it', url: 'https://game/' });
    const clip = web('ok', { nav: { clipboard: { writeText } } }).platform;
    expect(await clip.invite({ text: 'Try it', url: 'https://game/' })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://game/');
    expect(await web('ok', { nav: null }).platform.share({ text: 'x' })).toBe(false);
  });

  it('a cancelled share sheet reports false', async () => {
    const nav: WebNavigator = { share: async () => Promise.reject(new Error('AbortError')) };
    expect(await web('ok', { nav }).platform.share({ text: 'x' })).toBe(false);
  });

  it('vibrates short for good and a pattern for bad', () => {
    const vibrate = vi.fn(() => true);
    const { platform } = web('ok', { nav: { vibrate } });
    platform.vibrate('good');
    platform.vibrate('bad');
    expect(vibrate.mock.calls).toEqual([[20], [[40, 30, 40]]]);
  });
});

describe('lifecycle', () => {
  it('pauses when the page is hidden and resumes when it shows, once each', () => {
    let listener: () => void = () => {};
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (_: 'visibilitychange', l: () => void) => void (listener = l),
    };
    const { platform } = web('ok', { doc });
    const events: string[] = [];
    const stop = platform.onPause(() => events.push('pause'));
    platform.onResume(() => events.push('resume'));
    doc.visibilityState = 'hidden';
    listener();
    listener();
    doc.visibilityState = 'visible';
    listener();
    stop();
    doc.visibilityState = 'hidden';
    listener();
    expect(events).toEqual(['pause', 'resume']);
  });
});
