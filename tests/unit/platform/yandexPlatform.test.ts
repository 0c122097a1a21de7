// The Yandex Games adapter: YaGames.init, LoadingAPI.ready, GameplayAPI start/stop, full-screen ads
// (onClose(wasShown): false means refused by the platform's interval) and rewarded videos (only onRewarded
// earns), the allData string in the player's data (30 s throttle, 200 KB), the interface language, and
// game_api_pause / game_api_resume merged with the page's own visibility.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_INTERVAL_MS } from '../../../src/platform/saveThrottle';
import { safeStore } from '../../../src/platform/storage';
import { createWebPlatform } from '../../../src/platform/webPlatform';
import {
  createYandexPlatform,
  YANDEX_ALL_DATA_FIELD,
  YANDEX_NO_ANSWER_MS,
  YANDEX_SHOW_TIMEOUT_MS,
} from '../../../src/platform/yandexPlatform';
import { createFakePresenter } from './fakes/fakePresenter';
import { flushPromises, recordingLog } from './fakes/flush';
import { FakePageDocument } from './fakes/page';
import { createYandexFake, installYandexFake, type YandexScript } from './fakes/fakeYandex';

function yandex(script: Partial<YandexScript> = {}) {
  const fake = createYandexFake(script);
  const logs = recordingLog();
  const doc = new FakePageDocument();
  const presenter = createFakePresenter();
  const base = createWebPlatform({ present: presenter.present, store: safeStore(null), nav: null, doc });
  const platform = createYandexPlatform(fake.api, base, { log: logs.log });
  return { fake, platform, logs, doc, presenter };
}

async function started(script: Partial<YandexScript> = {}) {
  const setup = yandex(script);
  await setup.platform.initialize();
  return setup;
}

beforeEach(() => void vi.spyOn(console, 'info').mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('start-up', () => {
  it('inits the SDK, subscribes to pause and resume, and reports loading done on start', async () => {
    const { fake, platform } = yandex();
    expect(platform.name).toBe('yandex');
    platform.setLoadingProgress(0);
    await platform.initialize();
    platform.setLoadingProgress(1);
    expect(fake.calls).not.toContain('LoadingAPI.ready');
    await platform.start();
    expect(fake.calls).toEqual(['init', 'on:game_api_pause', 'on:game_api_resume', 'LoadingAPI.ready']);
  });

  it('offers rewarded and interstitial ads, no banner', async () => {
    const { platform } = await started();
    expect(platform.supports('rewardedAds')).toBe(true);
    expect(platform.supports('interstitialAds')).toBe(true);
    expect(platform.supports('bannerAds')).toBe(false);
  });

  it('an SDK whose init rejects: the game still starts and plays, with no ads and no SDK calls', async () => {
    const { fake, platform, logs } = await started({ initFails: true });
    await platform.start();
    platform.gameplay.start();
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(platform.supports('interstitialAds')).toBe(false);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(await platform.language()).toBeNull();
    expect(await platform.loadData()).toBeNull();
    expect(fake.calls).toEqual(['init']);
    expect(logs.lines).toEqual(['Yandex: the SDK failed to start; playing without ads.']);
  });

  it('no ad before init has resolved', async () => {
    const { fake, platform } = yandex();
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(fake.calls).toEqual([]);
  });

  it('install puts the YaGames global on the window', async () => {
    const win: Record<string, unknown> = {};
    const fake = installYandexFake(win, { lang: 'en' });
    expect(win.YaGames).toBe(fake.api);
  });
});

describe('gameplay', () => {
  it('start and stop map to GameplayAPI; a happy moment has no call', async () => {
    const { fake, platform } = await started();
    platform.gameplay.start();
    platform.gameplay.happyTime();
    platform.gameplay.stop();
    expect(fake.calls.slice(3)).toEqual(['GameplayAPI.start', 'GameplayAPI.stop']);
  });

  it('play that began while the SDK was starting is told once it has started', async () => {
    const { fake, platform } = yandex();
    platform.gameplay.start();
    await platform.initialize();
    expect(fake.calls).toEqual(['init', 'on:game_api_pause', 'on:game_api_resume', 'GameplayAPI.start']);
  });
});

describe('rewarded video', () => {
  it('onRewarded then onClose: rewarded', async () => {
    const { fake, platform } = await started();
    expect(platform.ads.rewarded.isReady()).toBe(true);
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(fake.calls).toContain('showRewardedVideo');
  });

  it('closed before the impression counted: interrupted', async () => {
    const { platform } = await started({ rewarded: 'closed-early' });
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
  });

  it('closed without opening (nothing to show): not ready', async () => {
    const { platform } = await started({ rewarded: 'not-shown' });
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
  });

  it.each(['no-fill', 'adblock', 'error'] as const)('onError (%s): failed and logged', async (outcome) => {
    const { platform, logs } = await started({ rewarded: outcome });
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    expect(logs.lines.some((line) => line.includes('rewarded video (revive) failed'))).toBe(true);
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('a second show while one plays is not ready and asks nothing of the SDK', async () => {
    const { fake, platform } = await started({ adMs: 20 });
    const first = platform.ads.rewarded.show('revive');
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(platform.ads.interstitial.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(await first).toBe('rewarded');
    expect(fake.calls.filter((c) => c.startsWith('show'))).toEqual(['showRewardedVideo']);
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('no callback at all: not ready after the no-answer wait, and ads work again', async () => {
    vi.useFakeTimers();
    const { fake, platform } = await started({ rewarded: 'silent' });
    const shown = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(YANDEX_NO_ANSWER_MS - 1);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await shown).toBe('not-ready');
    fake.script.rewarded = 'rewarded';
    const again = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(1);
    expect(await again).toBe('rewarded');
  });

  it('opened but never closed: failed after the show timeout, and logged', async () => {
    vi.useFakeTimers();
    const { platform, logs } = await started({ rewarded: 'closed-early', adMs: YANDEX_SHOW_TIMEOUT_MS * 10 });
    const shown = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(YANDEX_NO_ANSWER_MS + 1);
    let settled = false;
    void shown.then(() => (settled = true));
    await flushPromises();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(YANDEX_SHOW_TIMEOUT_MS);
    expect(await shown).toBe('failed');
    expect(logs.lines).toContain('Yandex: rewarded video (revive) never closed.');
  });

  it('a throwing SDK call: failed, never a rejection', async () => {
    const { fake, platform } = await started();
    fake.ysdk.adv.showRewardedVideo = () => {
      throw new Error('boom');
    };
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
  });
});

describe('full-screen ad (interstitial)', () => {
  it.each([
    ['shown', 'shown'],
    ['not-shown', 'rate-limited'],
    ['adblock', 'failed'],
    ['error', 'failed'],
    ['offline', 'not-ready'],
  ] as const)('%s reads as %s', async (outcome, result) => {
    const { fake, platform } = await started({ fullscreen: outcome });
    expect(await platform.ads.interstitial.show('restart')).toBe(result);
    expect(fake.calls.filter((c) => c.startsWith('show'))).toEqual(['showFullscreenAdv']);
    expect(platform.ads.interstitial.isReady()).toBe(true);
  });

  it('errors are logged; a refusal by the interval is not', async () => {
    const refused = await started({ fullscreen: 'not-shown' });
    await refused.platform.ads.interstitial.show('restart');
    expect(refused.logs.lines).toEqual([]);
    const failed = await started({ fullscreen: 'error' });
    await failed.platform.ads.interstitial.show('restart');
    expect(failed.logs.lines).toEqual(['Yandex: full-screen ad (restart) failed (Ad error).']);
  });

  it('a second show while one plays is not ready', async () => {
    const { fake, platform } = await started({ adMs: 20 });
    const first = platform.ads.interstitial.show('restart');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await first).toBe('shown');
    expect(fake.calls.filter((c) => c.startsWith('show'))).toEqual(['showFullscreenAdv']);
  });

  it('no callback at all: not ready after the no-answer wait', async () => {
    vi.useFakeTimers();
    const { platform } = await started({ fullscreen: 'silent' });
    const shown = platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(YANDEX_NO_ANSWER_MS);
    expect(await shown).toBe('not-ready');
    expect(platform.ads.interstitial.isReady()).toBe(true);
  });

  it('an opened ad that never closes: failed after the show timeout', async () => {
    vi.useFakeTimers();
    const { platform } = await started({ adMs: YANDEX_SHOW_TIMEOUT_MS * 10 });
    const shown = platform.ads.interstitial.show('restart');
    // It opens on the first macrotask; from there the show timeout runs.
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(YANDEX_SHOW_TIMEOUT_MS - 10);
    let settled = false;
    void shown.then(() => (settled = true));
    await flushPromises();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(await shown).toBe('failed');
  });
});

describe('saves (player data)', () => {
  it('reads allData from the player data (id-only player, no permission dialog)', async () => {
    const { fake, platform } = await started({ data: { [YANDEX_ALL_DATA_FIELD]: 'cloud text', other: 1 } });
    expect(await platform.loadData()).toBe('cloud text');
    expect(fake.calls.slice(3)).toEqual(['getPlayer:id-only', 'getData:allData']);
    expect(platform.player().id).toBe('ya-player-1');
  });

  it('no allData yet, or a failed read: null (the failure logged)', async () => {
    expect(await (await started()).platform.loadData()).toBeNull();
    const { platform, logs } = await started({ getDataFails: true });
    expect(await platform.loadData()).toBeNull();
    expect(logs.lines).toEqual(['Yandex: reading player data failed (getData failed).']);
  });

  it('writes at most once every 30 s, the latest text, sent at once (flush)', async () => {
    vi.useFakeTimers();
    const { fake, platform } = await started();
    platform.saveData('one');
    await flushPromises();
    expect(fake.saved).toEqual([{ [YANDEX_ALL_DATA_FIELD]: 'one' }]);
    platform.saveData('two');
    platform.saveData('three');
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS - 1);
    expect(fake.saved).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.saved).toEqual([{ [YANDEX_ALL_DATA_FIELD]: 'one' }, { [YANDEX_ALL_DATA_FIELD]: 'three' }]);
    expect(fake.calls.filter((c) => c.startsWith('setData'))).toEqual(['setData:flush', 'setData:flush']);
  });

  it('does not write back the text it just read', async () => {
    const { fake, platform } = await started({ data: { [YANDEX_ALL_DATA_FIELD]: 'same' } });
    await platform.loadData();
    platform.saveData('same');
    await flushPromises();
    expect(fake.saved).toEqual([]);
  });

  it('flushData writes a waiting text now', async () => {
    vi.useFakeTimers();
    const { fake, platform } = await started();
    platform.saveData('one');
    await flushPromises();
    platform.saveData('two');
    await platform.flushData();
    expect(fake.saved.map((d) => d[YANDEX_ALL_DATA_FIELD])).toEqual(['one', 'two']);
  });

  it('a failed write is logged and retried on the next flush', async () => {
    const { fake, platform, logs } = await started({ setDataFails: true });
    platform.saveData('one');
    await flushPromises();
    expect(logs.lines).toContain('Saving player data to the host failed; it will be retried.');
    fake.script.setDataFails = false;
    await platform.flushData();
    expect(fake.saved).toEqual([{ [YANDEX_ALL_DATA_FIELD]: 'one' }]);
  });

  it('a save over 200 KB is not sent (the server copy stays) and is logged', async () => {
    const { fake, platform, logs } = await started();
    platform.saveData('x'.repeat(210 * 1024));
    await flushPromises();
    expect(fake.calls.filter((c) => c.startsWith('setData'))).toEqual([]);
    expect(logs.lines).toEqual(['Yandex: the save is over the 200 KB the player data takes; it was not sent.']);
  });

  it('no Player object: saves stay on the device, nothing is thrown', async () => {
    const { fake, platform, logs } = await started({ playerFails: true });
    platform.saveData('one');
    await flushPromises();
    expect(await platform.loadData()).toBeNull();
    expect(fake.saved).toEqual([]);
    expect(logs.lines).toHaveLength(1);
    expect(platform.player().id).toBe('web-test-player');
  });
});

describe('language', () => {
  it('is the interface language the portal reports', async () => {
    const { platform } = await started({ lang: 'tr' });
    expect(await platform.language()).toBe('tr');
  });

  it('asked before init has resolved, waits for it', async () => {
    const { platform } = yandex({ lang: 'en' });
    const lang = platform.language();
    await platform.initialize();
    expect(await lang).toBe('en');
  });
});

describe('pause and resume', () => {
  it('game_api_pause and game_api_resume reach the game once each', async () => {
    const { fake, platform } = await started();
    const seen: string[] = [];
    platform.onPause(() => seen.push('pause'));
    platform.onResume(() => seen.push('resume'));
    fake.emit('game_api_pause');
    fake.emit('game_api_pause');
    fake.emit('game_api_resume');
    expect(seen).toEqual(['pause', 'resume']);
  });

  it('merged with the page: hidden and game_api_pause together are one pause', async () => {
    const { fake, platform, doc } = await started();
    const seen: string[] = [];
    platform.onPause(() => seen.push('pause'));
    platform.onResume(() => seen.push('resume'));
    doc.hide();
    fake.emit('game_api_pause');
    fake.emit('game_api_resume');
    doc.show();
    expect(seen).toEqual(['pause', 'resume']);
  });

  it('a pause writes the waiting save at once', async () => {
    vi.useFakeTimers();
    const { fake, platform } = await started();
    platform.saveData('one');
    await flushPromises();
    platform.saveData('two');
    fake.emit('game_api_pause');
    await flushPromises();
    expect(fake.saved.map((d) => d[YANDEX_ALL_DATA_FIELD])).toEqual(['one', 'two']);
  });
});
