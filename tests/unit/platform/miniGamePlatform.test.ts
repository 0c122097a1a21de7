// The mini-game adapter (wx / tt) against a fake written from each platform's docs: the rewarded video's close
// (isEnded; no argument on old WeChat libraries; Douyin's count), interstitial error codes, the banner's full
// style and its onResize, share menu and template share, rank records under wxgame / ttgame and Douyin's game
// rank, cloud storage, login code, vibration options, storage sync and hide / show as pause / resume.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MINI_GAME_BANNER_ASPECT, MINI_GAME_SHOW_TIMEOUT_MS } from '../../../src/platform/miniGameAdUnits';
import { miniGameAdErrorKind, miniGameRewardEarned, MINI_GAME_AD_ERRORS } from '../../../src/platform/miniGameApi';
import {
  createMiniGamePlatform,
  MINI_GAME_ALL_DATA_KEY,
  MINI_GAME_SHARE_TIMEOUT_MS,
  MINI_GAME_SHARE_TITLE,
  type MiniGameOptions,
} from '../../../src/platform/miniGamePlatform';
import { createFakeMiniGame, installFakeMiniGame, type MiniGameScript } from './fakes/fakeMiniGame';
import { readRankRecord } from '../../../src/platform/miniGameApi';
import { flushPromises, recordingLog } from './fakes/flush';

const AD_UNITS = { rewarded: 'adunit-rv', interstitial: 'adunit-is', banner: 'adunit-bn' };

async function miniGame(script: Partial<MiniGameScript> = {}, options: MiniGameOptions = {}) {
  const fake = createFakeMiniGame(script);
  const logs = recordingLog();
  const platform = createMiniGamePlatform(fake.api, {
    kind: fake.script.kind,
    adUnits: AD_UNITS,
    log: logs.log,
    nowSeconds: () => 1_700_000_000,
    ...options,
  });
  await platform.initialize();
  await flushPromises();
  return { fake, platform, logs };
}

async function preloaded(script: Partial<MiniGameScript> = {}) {
  const m = await miniGame(script);
  m.platform.ads.rewarded.preload();
  m.platform.ads.interstitial.preload();
  await flushPromises();
  return m;
}

afterEach(() => void vi.useRealTimers());

describe('rewarded video', () => {
  it('is ready after the platform loaded it', async () => {
    const { platform } = await preloaded();
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('rewards when onClose reports isEnded', async () => {
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

  it('WeChat, a base library before 2.1.0 (onClose without res): watched to the end, rewarded', async () => {
    const { fake, platform } = await preloaded();
    const shown = platform.ads.rewarded.show('revive');
    await flushPromises();
    fake.closeRewardedWithoutResult();
    expect(await shown).toBe('rewarded');
  });

  it.each<[Parameters<typeof miniGameRewardEarned>[1], boolean]>([
    [{ isEnded: true, count: 1 }, true],
    [{ isEnded: false, count: 1 }, true],
    [{ isEnded: true, count: 0 }, false],
    [{ isEnded: true }, true],
    [{ isEnded: false }, false],
    [undefined, false],
  ])('Douyin, onClose(%o): rewarded %s (count decides when given)', async (res, earned) => {
    const { fake, platform } = await preloaded({ kind: 'tt' });
    const shown = platform.ads.rewarded.show('revive');
    await flushPromises();
    fake.closeRewardedWith(res);
    expect(await shown).toBe(earned ? 'rewarded' : 'interrupted');
  });

  it('the rule itself, per platform', () => {
    expect(miniGameRewardEarned('wx', undefined)).toBe(true);
    expect(miniGameRewardEarned('wx', { isEnded: false })).toBe(false);
    expect(miniGameRewardEarned('tt', undefined)).toBe(false);
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

  it('a second show while one plays: not ready, the SDK not asked', async () => {
    const { fake, platform } = await preloaded();
    const first = platform.ads.rewarded.show('revive');
    await flushPromises();
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(fake.calls.filter((c) => c === 'rewarded.show')).toHaveLength(1);
    fake.closeRewarded(true);
    expect(await first).toBe('rewarded');
  });

  it('onClose never comes: failed (no reward) after the show timeout, logged', async () => {
    vi.useFakeTimers();
    const { platform, logs } = await preloaded();
    const shown = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(MINI_GAME_SHOW_TIMEOUT_MS - 1);
    let done = false;
    void shown.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await shown).toBe('failed');
    expect(logs.lines).toContain('Mini-game: the rewarded video (revive) never closed; no reward.');
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

  it('onClose never comes: the game goes on after the show timeout, logged', async () => {
    vi.useFakeTimers();
    const { platform, logs } = await preloaded();
    const shown = platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(MINI_GAME_SHOW_TIMEOUT_MS);
    expect(await shown).toBe('shown');
    expect(logs.lines).toEqual(['Mini-game: the interstitial (restart) never closed; the game goes on.']);
  });

  it('a second show while one plays: not ready', async () => {
    const { fake, platform } = await preloaded();
    const first = platform.ads.interstitial.show('restart');
    await flushPromises();
    expect(await platform.ads.interstitial.show('next')).toBe('not-ready');
    fake.closeInterstitial();
    expect(await first).toBe('shown');
  });

  it('names every documented code', () => {
    for (const code of [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 2001, 2002, 2003, 2004, 2005])
      expect(MINI_GAME_AD_ERRORS[code]).toBeTruthy();
    expect(miniGameAdErrorKind({ errCode: 1004 })).toBe('no-fill');
    expect(miniGameAdErrorKind('nonsense')).toBe('failed');
  });
});

describe('banner', () => {
  it('is created with left, top, width and height, then sits on the bottom edge by its real size', async () => {
    const { fake, platform } = await miniGame({ bannerHeight: 104 });
    expect(await platform.ads.banner.show('menu')).toBe(true);
    const estimate = Math.round(400 * MINI_GAME_BANNER_ASPECT);
    expect(fake.banners[0]?.created).toEqual({ left: 0, top: 800 - estimate, width: 400, height: estimate });
    expect(fake.banners[0]?.style).toMatchObject({ left: 0, top: 800 - 104, width: 400, height: estimate });
  });

  it('makes a fresh one on each show (refresh), and hides', async () => {
    const { fake, platform } = await miniGame();
    expect(await platform.ads.banner.show('menu')).toBe(true);
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

describe('WeChat share, ranks, login and vibration', () => {
  it('shows the share menu with its moments entry and shares a message (no callbacks on WeChat)', async () => {
    const { fake, platform, logs } = await miniGame();
    expect(fake.calls).toContain('showShareMenu(shareAppMessage,shareTimeline)');
    expect(fake.shareProvider()).toEqual({ title: MINI_GAME_SHARE_TITLE });
    expect(await platform.share({ text: 'x', data: { level: 2 }, image: 'data:image/png;base64,AA' })).toBe(true);
    // The game's card (a data URL) goes as a file of the user's folder: WeChat takes a local path, not a data URL.
    expect(fake.shares[0]).toEqual({
      title: MINI_GAME_SHARE_TITLE,
      imageUrl: 'wxfile://usr/share-card.png',
      query: `data=${encodeURIComponent('{"level":2}')}`,
    });
    expect(fake.files.get('wxfile://usr/share-card.png')).toEqual({ data: 'AA', encoding: 'base64' });
    await platform.share({ text: 'x', image: 'https://cdn/card.png' });
    expect(fake.shares[1]?.imageUrl).toBe('https://cdn/card.png');
    expect(logs.lines).toEqual([]);
  });

  it('a card that cannot be written is left out: the message is shared with the host picture, and logged', async () => {
    const { fake, platform, logs } = await miniGame({ fileWriteFails: true });
    expect(await platform.share({ text: 'x', image: 'data:image/png;base64,AA' })).toBe(true);
    expect(fake.shares[0]?.imageUrl).toBeUndefined();
    expect(logs.lines.join('\n')).toMatch(/share card could not be written \(writeFileSync:fail the maximum size/);
    // Anything but a PNG or JPEG data URL is not written at all.
    const other = await miniGame();
    await other.platform.share({ text: 'x', image: 'data:text/html;base64,AA' });
    expect(other.fake.files.size).toBe(0);
    expect(other.fake.shares[0]?.imageUrl).toBeUndefined();
  });

  it("writes the rank record under wxgame and has the open-data context draw the friends, in the game's words", async () => {
    const { fake, platform, logs } = await miniGame();
    expect(await platform.leaderboard.getRank()).toEqual({ rank: null, score: null });
    await platform.leaderboard.postScore(80);
    await platform.leaderboard.postScore(60);
    expect(JSON.parse(fake.cloud.get('score') ?? '')).toEqual({ wxgame: { score: 60, update_time: 1_700_000_000 } });
    const words = {
      friends: 'Freunde',
      group: 'Diese Gruppe',
      loading: 'Lädt…',
      empty: 'Keiner',
      failed: 'Fehler',
      you: 'Du',
    };
    // The main context cannot read the hosted data: it answers the best score it posted.
    expect(await platform.leaderboard.getRank(words)).toEqual({ rank: null, score: 80 });
    platform.leaderboard.closeRank?.();
    expect(fake.openData).toEqual([
      { type: 'getRank', scope: 'friends', shareTicket: null, challenge: null },
      { type: 'setRank', score: 80 },
      { type: 'setRank', score: 60 },
      { type: 'getRank', scope: 'friends', shareTicket: null, labels: words, challenge: null },
      { type: 'hide' },
    ]);
    expect(fake.calls).not.toContain('setImRankData');
    expect(logs.lines).toEqual([]);
  });

  it('ranks the group a shared card was opened from (its share ticket), cold or warm', async () => {
    const cold = await miniGame({ launch: { query: {}, shareTicket: 'ticket-cold' } });
    await cold.platform.leaderboard.getRank();
    expect(cold.fake.openData.at(-1)).toEqual({
      type: 'getRank',
      scope: 'group',
      shareTicket: 'ticket-cold',
      challenge: null,
    });
    const warm = await miniGame();
    warm.fake.show({ query: {}, shareTicket: 'ticket-warm' });
    await warm.platform.leaderboard.getRank();
    expect(warm.fake.openData.at(-1)).toEqual({
      type: 'getRank',
      scope: 'group',
      shareTicket: 'ticket-warm',
      challenge: null,
    });
  });

  it('gives the shared canvas as the rank board: sized before the ranking is drawn, paged by message', async () => {
    const { platform, fake, logs } = await miniGame();
    const board = platform.leaderboard.rankBoard?.();
    expect(board?.canvas).toBeDefined();
    await platform.leaderboard.getRank(undefined, { width: 1016.4, height: 1080 });
    expect(fake.sharedCanvas.size).toEqual({ width: 1016, height: 1080 });
    expect(fake.sharedCanvas.sizeWrites).toBe(2);
    expect(board?.canvas.width).toBe(1016);
    // Opened again at the same size, the canvas is not written (a write would clear the ranking drawn on it).
    await platform.leaderboard.getRank(undefined, { width: 1016, height: 1080 });
    expect(fake.sharedCanvas.sizeWrites).toBe(2);
    board?.page(1);
    board?.page(-1);
    expect(fake.openData.slice(-2)).toEqual([
      { type: 'page', delta: 1 },
      { type: 'page', delta: -1 },
    ]);
    expect(logs.lines).toEqual([]);
  });

  it("keeps each challenge's best score in cloud storage, newest first, and ranks a challenge on the board", async () => {
    const { fake, platform, logs } = await miniGame({ launch: { query: {}, shareTicket: 'ticket-group' } });
    await platform.leaderboard.postChallengeScore?.('k3x9a0pq', 10_042);
    await platform.leaderboard.postChallengeScore?.('zz00aa11', 10_010.4);
    await platform.leaderboard.postChallengeScore?.('k3x9a0pq', 9_000);
    const written = {
      challenges: [
        { seed: 'k3x9a0pq', score: 10_042, update_time: 1_700_000_000 },
        { seed: 'zz00aa11', score: 10_010, update_time: 1_700_000_000 },
      ],
    };
    expect(JSON.parse(fake.cloud.get('challenge') ?? '')).toEqual(written);
    // The game's context cannot read the host's copy back: its own storage holds what it last wrote.
    expect(JSON.parse(fake.storage.get('screw-puzzle.challenges') ?? '')).toEqual(written);
    // The ladder's rank record is untouched.
    expect(fake.cloud.has('score')).toBe(false);
    const words = { friends: 'F', group: 'G', loading: 'L', empty: 'E', failed: 'X', you: 'Y' };
    platform.leaderboard.getChallengeRank?.({ seed: 'k3x9a0pq', score: 9_000 }, words, { width: 984, height: 880 });
    expect(fake.sharedCanvas.size).toEqual({ width: 984, height: 880 });
    expect(fake.openData.at(-1)).toEqual({
      type: 'getRank',
      scope: 'group',
      shareTicket: 'ticket-group',
      labels: words,
      challenge: { seed: 'k3x9a0pq', score: 9_000 },
    });
    expect(logs.lines).toEqual([]);
  });

  it('a challenge score the cloud refuses is logged, kept on the device, and the ranking still asked', async () => {
    const { fake, platform, logs } = await miniGame({ cloudFails: true });
    await platform.leaderboard.postChallengeScore?.('k3x9a0pq', 10_042);
    await platform.leaderboard.postChallengeScore?.('k3x9a0pq', Number.NaN);
    expect(logs.lines.join('\n')).toMatch(
      /saving the challenge score to cloud storage failed \(setUserCloudStorage:fail/,
    );
    expect(logs.lines.join('\n')).toMatch(/challenge score NaN is not a number/);
    expect(fake.storage.get('screw-puzzle.challenges')).toContain('k3x9a0pq');
    const words = { friends: 'F', group: 'G', loading: 'L', empty: 'E', failed: 'X', you: 'Y' };
    platform.leaderboard.getChallengeRank?.({ seed: 'k3x9a0pq', score: 10_042 }, words, { width: 984, height: 880 });
    expect(fake.openData.at(-1)).toMatchObject({ scope: 'friends', challenge: { seed: 'k3x9a0pq', score: 10_042 } });
  });

  it('has no rank board on a host whose open-data context shares no canvas', async () => {
    const { platform } = await miniGame({ sharedCanvas: false });
    expect(platform.leaderboard.rankBoard?.()).toBeNull();
    await expect(platform.leaderboard.getRank(undefined, { width: 100, height: 100 })).resolves.toEqual({
      rank: null,
      score: null,
    });
  });

  it('a cloud storage failure is logged; the rank is unknown', async () => {
    const { platform, logs } = await miniGame({ cloudFails: true });
    await platform.leaderboard.postScore(80);
    expect(await platform.leaderboard.getRank()).toEqual({ rank: null, score: 80 });
    expect(logs.lines).toHaveLength(1);
  });

  it('gets a login code, or null when login fails', async () => {
    expect(await (await miniGame()).platform.loginCode()).toBe('code-123');
    expect(await (await miniGame({ loginFails: true })).platform.loginCode()).toBeNull();
  });

  it('vibrates short with its documented type for good, long for bad', async () => {
    const { fake, platform } = await miniGame();
    platform.vibrate('good');
    platform.vibrate('bad');
    expect(fake.vibrations).toEqual(['short:light', 'long']);
  });

  it('a failing vibrator is logged once, not on every move', async () => {
    const { platform, logs } = await miniGame({ vibrateFails: true });
    platform.vibrate('good');
    platform.vibrate('good');
    platform.vibrate('bad');
    await flushPromises();
    expect(logs.lines).toEqual(['Mini-game: vibration failed (vibrateShort:fail vibrator disable).']);
  });
});

describe('Douyin (tt): rank under ttgame, share menu and template share, vibration', () => {
  const tt = (script: Partial<MiniGameScript> = {}, options: MiniGameOptions = {}) =>
    miniGame({ kind: 'tt', ...script }, { shareTemplateId: 'tpl-1', ...options });

  it('writes the rank record under ttgame (Int32 score) and the game rank with tt.setImRankData', async () => {
    const { fake, platform, logs } = await tt();
    await platform.leaderboard.postScore(80.6);
    expect(JSON.parse(fake.cloud.get('score') ?? '')).toEqual({ ttgame: { score: 81, update_time: 1_700_000_000 } });
    expect(fake.imRank).toEqual([{ dataType: 0, value: '81', zoneId: 'default' }]);
    expect(await platform.leaderboard.getRank()).toEqual({ rank: null, score: 81 });
    expect(logs.lines).toEqual([]);
  });

  it('the fake holds Douyin to its rule: a wxgame record under a rank key fails to save', async () => {
    const fake = createFakeMiniGame({ kind: 'tt' });
    const logs = recordingLog();
    const wrong = createMiniGamePlatform(fake.api, { kind: 'wx', log: logs.log });
    await wrong.leaderboard.postScore(80);
    expect(fake.cloud.has('score')).toBe(false);
    expect(logs.lines[0]).toContain('saving the score to cloud storage failed');
  });

  it('a game rank write that fails is logged; the cloud record stands', async () => {
    const { fake, platform, logs } = await tt({ imRankFails: true });
    await platform.leaderboard.postScore(50);
    expect(fake.cloud.has('score')).toBe(true);
    expect(logs.lines).toEqual(['Mini-game: writing the game rank failed (setImRankData:fail).']);
  });

  it('a score that is not a number is not posted', async () => {
    const { fake, platform, logs } = await tt();
    await platform.leaderboard.postScore(Number.NaN);
    expect(fake.cloud.size).toBe(0);
    expect(logs.lines).toHaveLength(1);
  });

  it('reads only ttgame records back', () => {
    expect(readRankRecord('tt', '{"ttgame":{"score":5,"update_time":1}}')?.score).toBe(5);
    expect(readRankRecord('tt', '{"wxgame":{"score":5,"update_time":1}}')).toBeNull();
    expect(readRankRecord('wx', 'not json')).toBeNull();
  });

  it('shows the share menu with callbacks only (no WeChat menus), the menu share uses the template', async () => {
    const { fake, logs } = await tt();
    expect(fake.calls).toContain('showShareMenu()');
    expect(fake.shareProvider()).toEqual({ title: MINI_GAME_SHARE_TITLE, templateId: 'tpl-1' });
    expect(logs.lines).toEqual([]);
  });

  it('shares with the approved template; success reads as shared; the card goes as a ttfile://user file', async () => {
    const { fake, platform } = await tt();
    expect(await platform.share({ text: 'Help me', data: { level: 2 }, image: 'data:image/jpeg;base64,/9j/' })).toBe(
      true,
    );
    expect(fake.files.get('ttfile://user/share-card.jpg')).toEqual({ data: '/9j/', encoding: 'base64' });
    expect(fake.shares[0]).toEqual({
      title: MINI_GAME_SHARE_TITLE,
      desc: 'Help me',
      imageUrl: 'ttfile://user/share-card.jpg',
      templateId: 'tpl-1',
      query: `data=${encodeURIComponent('{"level":2}')}`,
      success: expect.any(Function),
      fail: expect.any(Function),
    });
  });

  it('without a template id no templateId is sent (the console picture and text are used)', async () => {
    const { fake, platform } = await tt({}, { shareTemplateId: undefined });
    await platform.share({ text: 'x' });
    expect(fake.shares[0]).not.toHaveProperty('templateId');
    expect(fake.shareProvider()).toEqual({ title: MINI_GAME_SHARE_TITLE });
  });

  it('a cancelled share is false without a warning; a failed one is false and logged', async () => {
    const cancelled = await tt({ share: 'cancel' });
    expect(await cancelled.platform.invite({ text: 'x' })).toBe(false);
    expect(cancelled.logs.lines).toEqual([]);
    const failed = await tt({ share: 'fail' });
    expect(await failed.platform.share({ text: 'x' })).toBe(false);
    expect(failed.logs.lines[0]).toContain('sharing failed');
  });

  it('a share that never answers is false after the share timeout', async () => {
    vi.useFakeTimers();
    const { platform, logs } = await tt({ share: 'silent' });
    const shared = platform.share({ text: 'x' });
    await vi.advanceTimersByTimeAsync(MINI_GAME_SHARE_TIMEOUT_MS);
    expect(await shared).toBe(false);
    expect(logs.lines).toEqual(['Mini-game: the share never answered; counted as not shared.']);
  });

  it('vibrates with the callbacks Douyin documents (no type), long for bad', async () => {
    const { fake, platform } = await tt();
    platform.vibrate('good');
    platform.vibrate('bad');
    expect(fake.vibrations).toEqual(['short:', 'long']);
  });

  it('the player id carries the platform', async () => {
    const { platform } = await tt();
    expect(platform.player().id).toMatch(/^tt-/);
  });

  it('installs the global under its name', () => {
    const win: Record<string, unknown> = {};
    const fake = installFakeMiniGame(win, { kind: 'tt' });
    expect(win.tt).toBe(fake.api);
    expect(win.wx).toBeUndefined();
  });
});

describe('opened from a share (the launch query)', () => {
  it('hands back the data a share carried, decoded or still URL-encoded; says it shares data', async () => {
    const data = { challenge: 'k3x9a0pq', score: 12_345 };
    const decoded = await miniGame({ launch: { scene: 1007, query: { data: JSON.stringify(data) } } });
    expect(decoded.platform.entryData()).toEqual(data);
    expect(decoded.platform.supports('shareData')).toBe(true);
    const encoded = await miniGame({
      launch: { scene: 1044, query: { data: encodeURIComponent(JSON.stringify(data)) } },
    });
    expect(encoded.platform.entryData()).toEqual(data);
  });

  it('a start from elsewhere, a broken or non-object value, or no launch options at all: no entry data', async () => {
    const queries: Record<string, string>[] = [
      {},
      { data: '' },
      { data: '{"challenge":' },
      { data: '[1,2]' },
      { data: '42' },
      { other: 'x' },
    ];
    for (const query of queries) {
      const { platform } = await miniGame({ launch: { scene: 1001, query } });
      expect(platform.entryData(), JSON.stringify(query)).toBeNull();
    }
    const old = createFakeMiniGame();
    delete (old.api as { getLaunchOptionsSync?: unknown }).getLaunchOptionsSync;
    const platform = createMiniGamePlatform(old.api, { log: () => {} });
    expect(platform.entryData()).toBeNull();
    expect(platform.supports('shareData')).toBe(false);
  });

  it('a warm start from a share tells the entry listeners its data; a plain return to the front tells nothing', async () => {
    const { fake, platform } = await miniGame();
    const heard: unknown[] = [];
    platform.onEntry?.((data) => heard.push(data));
    fake.show();
    fake.show({ scene: 1007, query: { other: 'x' } });
    expect(heard).toEqual([]);
    fake.show({ scene: 1007, query: { data: JSON.stringify({ challenge: 'k3x9a0pq', score: 9 }) } });
    expect(heard).toEqual([{ challenge: 'k3x9a0pq', score: 9 }]);
  });

  it('launch options that throw are logged and give no entry data', async () => {
    const { fake, platform, logs } = await miniGame();
    fake.api.getLaunchOptionsSync = () => {
      throw new Error('not ready');
    };
    expect(platform.entryData()).toBeNull();
    expect(logs.lines.join('\n')).toContain('reading the launch options failed');
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
