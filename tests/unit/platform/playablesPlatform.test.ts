// The YouTube Playables adapter: firstFrameReady on the first loading progress and gameReady on start, YouTube's
// pause/resume and audio setting, its language, the best score through sendScore, ads through ytgame.ads, and
// every record in one cloud save (loadData once, saveData coalesced and throttled, 3 MiB, never written over a
// cloud save that could not be read).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PLAYABLES_ALL_DATA_KEY,
  PLAYABLES_LOAD_TIMEOUT_MS,
  PLAYABLES_SAVE_INTERVAL_MS,
  type PlayablesCloudStorage,
} from '../../../src/platform/playablesCloudSave';
import {
  createPlayablesPlatform,
  PLAYABLES_SHOW_TIMEOUT_MS,
  type PlayablesOptions,
} from '../../../src/platform/playablesPlatform';
import type { KeyValueStore } from '../../../src/platform/storage';
import { createWebPlatform, LEADERBOARD_KEY, WEB_ALL_DATA_KEY } from '../../../src/platform/webPlatform';
import { createFakePresenter } from './fakes/fakePresenter';
import { flushPromises, recordingLog } from './fakes/flush';
import { FakePageDocument } from './fakes/page';
import { createPlayablesFake, installPlayablesFake, type PlayablesScript } from './fakes/fakePlayables';

/** A device store that records every write (the Playables adapter must never use it for records). */
function deviceStore(): KeyValueStore & { writes: string[] } {
  const map = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get: (key) => map.get(key) ?? null,
    set(key, value) {
      writes.push(key);
      map.set(key, value);
      return true;
    },
  };
}

function playables(script: Partial<PlayablesScript> = {}, options: PlayablesOptions = {}) {
  const fake = createPlayablesFake(script);
  const logs = recordingLog();
  const doc = new FakePageDocument();
  const store = deviceStore();
  const base = createWebPlatform({ present: createFakePresenter().present, store, nav: null, doc });
  const platform = createPlayablesPlatform(fake.sdk, base, { log: logs.log, ...options });
  const storage = () => platform.saveStorage() as PlayablesCloudStorage;
  return { fake, platform, logs, doc, store, storage };
}

async function started(script: Partial<PlayablesScript> = {}, options: PlayablesOptions = {}) {
  const setup = playables(script, options);
  await setup.platform.initialize();
  return setup;
}

/** As started(), under fake timers (the fake answers on macrotasks). */
async function startedOnFakeTimers(script: Partial<PlayablesScript> = {}) {
  vi.useFakeTimers();
  const setup = playables(script);
  const init = setup.platform.initialize();
  await vi.advanceTimersByTimeAsync(1);
  await init;
  return setup;
}

/** What the cloud save holds now. */
const cloud = (fake: { script: PlayablesScript }): unknown => JSON.parse(fake.script.saved || '{}');

beforeEach(() => void vi.spyOn(console, 'info').mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('start-up', () => {
  it("hears YouTube's events from the start, reads the cloud save once, then frames and readiness in order", async () => {
    const { fake, platform } = playables();
    expect(platform.name).toBe('playables');
    expect(fake.calls).toEqual(['onPause', 'onResume', 'onAudioEnabledChange']);
    await platform.initialize();
    platform.setLoadingProgress(0);
    platform.setLoadingProgress(0.6);
    await platform.start();
    await platform.start();
    expect(fake.calls.slice(3)).toEqual(['loadData', 'firstFrameReady', 'gameReady']);
  });

  it('the loading screen shows before initialize has finished: firstFrameReady at once', () => {
    const { fake, platform } = playables({ load: 'hang' });
    void platform.initialize();
    platform.setLoadingProgress(0);
    expect(fake.calls).toContain('firstFrameReady');
  });

  it('start without any loading progress still sends firstFrameReady before gameReady', async () => {
    const { fake, platform } = await started();
    await platform.start();
    expect(fake.calls.slice(-2)).toEqual(['firstFrameReady', 'gameReady']);
  });

  it('offers ads only where YouTube does (inside Playables, with ytgame.ads); never a banner', () => {
    expect(playables().platform.supports('rewardedAds')).toBe(true);
    expect(playables().platform.supports('interstitialAds')).toBe(true);
    expect(playables().platform.supports('bannerAds')).toBe(false);
    expect(playables({ withAds: false }).platform.supports('rewardedAds')).toBe(false);
    expect(playables({ inPlayablesEnv: false }).platform.supports('interstitialAds')).toBe(false);
  });

  it('has no gameplay events of its own', async () => {
    const { fake, platform } = await started();
    const before = fake.calls.length;
    platform.gameplay.start();
    platform.gameplay.happyTime();
    platform.gameplay.stop();
    expect(fake.calls).toHaveLength(before);
  });

  it('install puts the ytgame global on the window', () => {
    const win: Record<string, unknown> = {};
    const fake = installPlayablesFake(win);
    expect(win.ytgame).toBe(fake.sdk);
  });
});

describe('audio, language, pause', () => {
  it("sound follows YouTube's setting and its changes", () => {
    const { fake, platform } = playables({ audioEnabled: false });
    expect(platform.audio.enabled()).toBe(false);
    const heard: boolean[] = [];
    const stop = platform.audio.onChange((on) => heard.push(on));
    fake.setAudio(true);
    expect(platform.audio.enabled()).toBe(true);
    stop();
    fake.setAudio(false);
    expect(heard).toEqual([true]);
  });

  it('the language is the one of YouTube settings; a failure gives null', async () => {
    const { fake, platform, logs } = playables({ language: 'pt-BR' });
    expect(await platform.language()).toBe('pt-BR');
    fake.sdk.system.getLanguage = () => Promise.reject(new Error('nope'));
    expect(await platform.language()).toBeNull();
    expect(logs.lines).toEqual(['YouTube Playables: getLanguage failed.']);
  });

  it('YouTube pause and resume reach the game once each, merged with the page', async () => {
    const { fake, platform, doc } = await started();
    const seen: string[] = [];
    platform.onPause(() => seen.push('pause'));
    platform.onResume(() => seen.push('resume'));
    fake.pause();
    doc.hide();
    fake.resume();
    doc.show();
    fake.pause();
    fake.resume();
    expect(seen).toEqual(['pause', 'resume', 'pause', 'resume']);
  });

  it('a pause writes the waiting records at once', async () => {
    const { fake, storage } = await startedOnFakeTimers();
    storage().setItem('a', '1');
    await vi.advanceTimersByTimeAsync(1);
    storage().setItem('a', '2');
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.saves).toHaveLength(1);
    fake.pause();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.saves).toHaveLength(2);
    expect(cloud(fake)).toEqual({ a: '2' });
  });
});

describe('cloud save (saveStorage)', () => {
  it('reads the one cloud object once and serves its keys', async () => {
    const { fake, platform, storage } = await started({ saved: JSON.stringify({ save: 'S', gameData: 'G' }) });
    expect(platform.saveStorage()).toBe(storage());
    expect(storage().getItem('save')).toBe('S');
    expect(storage().getItem('gameData')).toBe('G');
    expect(storage().getItem('missing')).toBeNull();
    expect(storage().state()).toBe('loaded');
    await platform.loadData();
    expect(fake.calls.filter((c) => c === 'loadData')).toHaveLength(1);
  });

  it('records set together go out in one saveData, all keys in one JSON object', async () => {
    const { fake, storage } = await started({ saved: JSON.stringify({ keep: 'K' }) });
    storage().setItem('a', '1');
    storage().setItem('b', '2');
    await storage().flush();
    expect(fake.calls.filter((c) => c === 'saveData')).toHaveLength(1);
    expect(cloud(fake)).toEqual({ keep: 'K', a: '1', b: '2' });
  });

  it('writes at most once per interval (the latest records), unchanged records not at all', async () => {
    const { fake, storage } = await startedOnFakeTimers();
    storage().setItem('a', '1');
    await vi.advanceTimersByTimeAsync(1);
    storage().setItem('a', '1');
    storage().setItem('a', '2');
    await vi.advanceTimersByTimeAsync(1);
    storage().setItem('a', '3');
    await vi.advanceTimersByTimeAsync(PLAYABLES_SAVE_INTERVAL_MS - 10);
    expect(fake.saves).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(fake.saves.map((text) => JSON.parse(text) as unknown)).toEqual([{ a: '1' }, { a: '3' }]);
    await vi.advanceTimersByTimeAsync(PLAYABLES_SAVE_INTERVAL_MS * 3);
    expect(fake.saves).toHaveLength(2);
  });

  it('a new player (empty cloud save) starts with no records and saves', async () => {
    const { fake, storage } = await started({ saved: '' });
    expect(storage().getItem('save')).toBeNull();
    storage().setItem('save', 'first');
    await storage().flush();
    expect(cloud(fake)).toEqual({ save: 'first' });
  });

  it('values this game did not write are kept as they are', async () => {
    const { fake, storage } = await started({ saved: JSON.stringify({ n: 5, nested: { x: 1 } }) });
    expect(storage().getItem('n')).toBeNull();
    storage().setItem('a', '1');
    await storage().flush();
    expect(cloud(fake)).toEqual({ n: 5, nested: { x: 1 }, a: '1' });
  });

  it.each(['unavailable', 'error'] as const)(
    'a failed load (%s) never wipes the cloud save: the game plays on, records stay in memory',
    async (load) => {
      const saved = JSON.stringify({ save: 'progress' });
      const { fake, storage, logs } = await started({ load, saved });
      expect(storage().state()).toBe('failed');
      expect(storage().getItem('save')).toBeNull();
      expect(logs.lines).toEqual([
        'YouTube Playables: loading the cloud save failed; playing on without writing over it.',
      ]);
      fake.script.load = 'ok';
      storage().setItem('save', 'fresh start');
      await storage().flush();
      expect(storage().getItem('save')).toBe('fresh start');
      expect(fake.calls.filter((c) => c === 'saveData')).toEqual([]);
      expect(fake.script.saved).toBe(saved);
      expect(storage().state()).toBe('memory-only');
    },
  );

  it('a failed load, then an empty cloud save on the second read: this visit is saved', async () => {
    const { fake, storage } = await started({ load: 'unavailable', saved: '' });
    fake.script.load = 'ok';
    storage().setItem('save', 'first');
    await storage().flush();
    expect(cloud(fake)).toEqual({ save: 'first' });
    expect(storage().state()).toBe('loaded');
  });

  it('a failed load whose second read fails too: nothing written, retried on the next flush', async () => {
    const { fake, storage, logs } = await started({ load: 'error', saved: '' });
    storage().setItem('save', 'first');
    await storage().flush();
    expect(fake.calls.filter((c) => c === 'saveData')).toEqual([]);
    expect(logs.lines).toContain('Saving player data to the host failed; it will be retried.');
    fake.script.load = 'ok';
    await storage().flush();
    expect(cloud(fake)).toEqual({ save: 'first' });
  });

  it('a load that never answers: initialize goes on after the timeout; one loadData only', async () => {
    vi.useFakeTimers();
    const { fake, platform, storage } = playables({ load: 'hang', saved: JSON.stringify({ save: 'old' }) });
    const init = platform.initialize();
    await vi.advanceTimersByTimeAsync(PLAYABLES_LOAD_TIMEOUT_MS);
    await init;
    expect(storage().state()).toBe('failed');
    storage().setItem('save', 'new');
    const flushed = storage().flush();
    await vi.advanceTimersByTimeAsync(PLAYABLES_LOAD_TIMEOUT_MS);
    await flushed;
    expect(fake.calls.filter((c) => c === 'loadData')).toHaveLength(1);
    expect(fake.calls).not.toContain('saveData');
  });

  it.each(['not json', '[1,2]', '"text"'])(
    'a cloud save that is not ours (%s) is never written over',
    async (saved) => {
      const { fake, storage, logs } = await started({ saved });
      expect(storage().state()).toBe('memory-only');
      storage().setItem('save', 'x');
      await storage().flush();
      expect(storage().getItem('save')).toBe('x');
      expect(fake.script.saved).toBe(saved);
      expect(logs.lines).toHaveLength(1);
    },
  );

  it('a save over 3 MiB is not sent (the last cloud copy stays) and is logged', async () => {
    const { fake, storage, logs } = await started({ saved: JSON.stringify({ a: 'old' }) });
    storage().setItem('a', 'x'.repeat(3 * 1024 * 1024));
    await storage().flush();
    expect(fake.calls).not.toContain('saveData');
    expect(cloud(fake)).toEqual({ a: 'old' });
    expect(logs.lines).toEqual([
      'YouTube Playables: the save is over the 3 MiB a cloud save may hold; it was not sent.',
    ]);
  });

  it('a refused saveData is logged and retried on the next flush', async () => {
    const { fake, storage, logs } = await started({ save: 'error' });
    storage().setItem('a', '1');
    await storage().flush();
    expect(logs.lines).toContain('Saving player data to the host failed; it will be retried.');
    fake.script.save = 'ok';
    await storage().flush();
    expect(cloud(fake)).toEqual({ a: '1' });
  });

  it('allData rides in the same cloud object; nothing goes to the device store', async () => {
    const { fake, platform, store } = await started({
      saved: JSON.stringify({ [PLAYABLES_ALL_DATA_KEY]: 'all-1' }),
    });
    expect(await platform.loadData()).toBe('all-1');
    platform.saveData('all-2');
    await platform.flushData();
    expect(cloud(fake)).toEqual({ [PLAYABLES_ALL_DATA_KEY]: 'all-2' });
    expect(store.writes).toEqual([]);
    expect(store.get(WEB_ALL_DATA_KEY)).toBeNull();
  });
});

describe('score', () => {
  it('a new best is kept in the cloud save and sent to YouTube as a whole number', async () => {
    const { fake, platform, store, storage } = await started();
    await platform.leaderboard.postScore(120.7);
    await platform.leaderboard.postScore(90);
    expect(fake.calls.filter((c) => c.startsWith('sendScore'))).toEqual(['sendScore:120']);
    expect(await platform.leaderboard.getRank()).toEqual({ rank: 1, score: 120.7 });
    expect(storage().getItem(LEADERBOARD_KEY)).toContain('120.7');
    expect(store.writes).toEqual([]);
  });

  it('a refused score is logged, never thrown', async () => {
    const { platform, logs } = await started({ scoreFails: true });
    await platform.leaderboard.postScore(10);
    expect(logs.lines).toEqual(['YouTube Playables: sending the score failed (API_UNAVAILABLE).']);
  });

  it('no best yet: no rank', async () => {
    expect(await (await started()).platform.leaderboard.getRank()).toEqual({ rank: null, score: null });
  });
});

describe('rewarded ad', () => {
  it('true: rewarded, asked under the placement as the reward id', async () => {
    const { fake, platform } = await started();
    expect(platform.ads.rewarded.isReady()).toBe(true);
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(fake.calls).toContain('requestRewardedAd:revive');
  });

  it('false (the player did not earn it): interrupted', async () => {
    const { platform } = await started({ rewarded: 'not-rewarded' });
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
  });

  it('API_UNAVAILABLE (no ad now): not ready, quietly', async () => {
    const { platform, logs } = await started({ rewarded: 'unavailable' });
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(logs.lines).toEqual([]);
  });

  it('another error: failed and logged', async () => {
    const { platform, logs } = await started({ rewarded: 'error' });
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    expect(logs.lines).toEqual(['YouTube Playables: rewarded ad (revive) failed (UNKNOWN).']);
  });

  it('an answer that never comes: failed after the show timeout, and ads work again', async () => {
    const { fake, platform, logs } = await startedOnFakeTimers({ rewarded: 'silent' });
    const shown = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(PLAYABLES_SHOW_TIMEOUT_MS - 1);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await shown).toBe('failed');
    expect(logs.lines).toEqual(['YouTube Playables: rewarded ad (revive) never answered.']);
    fake.script.rewarded = 'rewarded';
    const again = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(1);
    expect(await again).toBe('rewarded');
  });

  it('a second show while one plays: not ready, nothing asked of YouTube', async () => {
    const { fake, platform } = await started({ adMs: 20 });
    const first = platform.ads.rewarded.show('revive');
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(await first).toBe('rewarded');
    expect(fake.calls.filter((c) => c.startsWith('request'))).toEqual(['requestRewardedAd:revive']);
  });

  it('before initialize, without ytgame.ads, or outside Playables: not ready, nothing asked', async () => {
    const early = playables();
    expect(early.platform.ads.rewarded.isReady()).toBe(false);
    expect(await early.platform.ads.rewarded.show('revive')).toBe('not-ready');
    const noAds = await started({ withAds: false });
    expect(await noAds.platform.ads.rewarded.show('revive')).toBe('not-ready');
    const outside = await started({ inPlayablesEnv: false });
    expect(await outside.platform.ads.interstitial.show('restart')).toBe('not-ready');
    for (const { fake } of [early, noAds, outside]) expect(fake.calls.some((c) => c.startsWith('request'))).toBe(false);
  });
});

describe('interstitial', () => {
  it.each([
    ['shown', 'shown'],
    // The SDK makes no promise an ad was shown: a request that went through counts as shown.
    ['not-shown', 'shown'],
    ['unavailable', 'not-ready'],
    ['error', 'failed'],
  ] as const)('%s reads as %s', async (outcome, result) => {
    const { fake, platform } = await started({ interstitial: outcome });
    expect(await platform.ads.interstitial.show('restart')).toBe(result);
    expect(fake.calls.filter((c) => c.startsWith('request'))).toEqual(['requestInterstitialAd']);
    expect(platform.ads.interstitial.isReady()).toBe(true);
  });

  it('an answer that never comes: failed after the show timeout', async () => {
    const { platform } = await startedOnFakeTimers({ interstitial: 'silent' });
    const shown = platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(PLAYABLES_SHOW_TIMEOUT_MS);
    expect(await shown).toBe('failed');
    await flushPromises();
    expect(platform.ads.interstitial.isReady()).toBe(true);
  });

  it('a second show while one plays: not ready', async () => {
    const { fake, platform } = await started({ adMs: 20 });
    const first = platform.ads.interstitial.show('restart');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(await first).toBe('shown');
    expect(fake.calls.filter((c) => c.startsWith('request'))).toEqual(['requestInterstitialAd']);
  });
});
