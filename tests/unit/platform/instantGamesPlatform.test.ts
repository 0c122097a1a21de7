// Spec 7 and 8, instant games: start-up, the allData player field (30 s throttle, only when changed), ads and
// their error codes, contexts (SAME_CONTEXT, INVALID_PARAM on switch), tournaments, share and the reminders.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTANT_LOAD_BACKOFF_MS } from '../../../src/platform/instantAdUnits';
import type { InstantErrorCode } from '../../../src/platform/instantGamesApi';
import {
  ALL_DATA_FIELD,
  createInstantGamesPlatform,
  NOTIFICATION_PATHS,
  SHARE_DESTINATIONS,
  type InstantGamesOptions,
} from '../../../src/platform/instantGamesPlatform';
import { SCHEDULED_MESSAGES } from '../../../src/platform/notifications';
import { TOURNAMENT_DEFAULT_DAYS } from '../../../src/platform/platform';
import { SAVE_INTERVAL_MS } from '../../../src/platform/saveThrottle';
import { createFakeFBInstant, installFakeFBInstant, type FakeFBInstant } from './fakes/fakeFBInstant';
import { flushPromises, recordingLog } from './fakes/flush';

const PLACEMENTS = { rewarded: 'RV_1', interstitial: 'IS_1', banner: 'BN_1' };

async function started(fake: FakeFBInstant = createFakeFBInstant(), options: InstantGamesOptions = {}) {
  const logs = recordingLog();
  const platform = createInstantGamesPlatform(fake.fb, {
    placements: PLACEMENTS,
    doc: null,
    log: logs.log,
    ...options,
  });
  await platform.initialize();
  await platform.start();
  return { fake, platform, logs };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('start-up', () => {
  it('initializes, reports loading progress as a percentage (held until initialized), then starts', async () => {
    const fake = createFakeFBInstant();
    const platform = createInstantGamesPlatform(fake.fb, { doc: null });
    platform.setLoadingProgress(0.25);
    platform.setLoadingProgress(0.4);
    expect(fake.state.progress).toEqual([]);
    await platform.initialize();
    platform.setLoadingProgress(1);
    await platform.start();
    expect(fake.state.progress).toEqual([40, 100]);
    expect(fake.calls).toContain('startGameAsync');
    expect(fake.calls.indexOf('initializeAsync')).toBeLessThan(fake.calls.indexOf('startGameAsync'));
  });

  it('knows the player by id only: no name or photo needed', async () => {
    const { platform } = await started(createFakeFBInstant({ withNameAndPhoto: false }));
    expect(platform.player()).toEqual({ id: 'fb-player-1', name: null, photo: null });
  });
});

describe('player data (allData)', () => {
  it('reads the allData string; a missing field or a failed read gives null', async () => {
    const { fake, platform } = await started();
    expect(await platform.loadData()).toBeNull();
    fake.state.data[ALL_DATA_FIELD] = '{"coin1":5}';
    expect(await platform.loadData()).toBe('{"coin1":5}');
    fake.state.getDataError = 'NETWORK_FAILURE';
    expect(await platform.loadData()).toBeNull();
  });

  it('writes at most every 30 s, only the latest text, and only when it changed', async () => {
    const { fake, platform } = await started();
    fake.state.data[ALL_DATA_FIELD] = 'v0';
    await platform.loadData();

    platform.saveData('v0');
    await flushPromises();
    expect(fake.state.setDataCalls).toEqual([]);

    platform.saveData('v1');
    await flushPromises();
    expect(fake.state.setDataCalls).toEqual([{ allData: 'v1' }]);

    platform.saveData('v2');
    platform.saveData('v3');
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS - 1);
    expect(fake.state.setDataCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.state.setDataCalls).toEqual([{ allData: 'v1' }, { allData: 'v3' }]);

    platform.saveData('v3');
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS * 2);
    expect(fake.state.setDataCalls).toHaveLength(2);
  });

  it('a change back to what the host holds cancels the waiting write', async () => {
    const { fake, platform } = await started();
    platform.saveData('a');
    platform.saveData('b');
    platform.saveData('a');
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS * 2);
    expect(fake.state.setDataCalls).toEqual([{ allData: 'a' }]);
  });

  it('writes a waiting change at once when the host pauses the game', async () => {
    const { fake, platform } = await started();
    const paused = vi.fn();
    platform.onPause(paused);
    platform.saveData('first');
    platform.saveData('second');
    await flushPromises();
    expect(fake.state.setDataCalls).toHaveLength(1);
    fake.firePause();
    await flushPromises();
    expect(fake.state.setDataCalls).toEqual([{ allData: 'first' }, { allData: 'second' }]);
    expect(fake.calls).toContain('flushDataAsync');
    expect(paused).toHaveBeenCalledTimes(1);
  });

  it('a failed write is logged and tried again with the next save', async () => {
    const { fake, platform, logs } = await started();
    fake.state.setDataError = 'NETWORK_FAILURE';
    platform.saveData('x');
    await flushPromises();
    expect(logs.lines.some((l) => l.includes('failed'))).toBe(true);
    fake.state.setDataError = null;
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS);
    platform.saveData('x');
    await flushPromises();
    expect(fake.state.setDataCalls).toEqual([{ allData: 'x' }, { allData: 'x' }]);
  });
});

describe('rewarded video', () => {
  it('waits for initializeAsync before creating the ad, then loads it ahead', async () => {
    const fake = createFakeFBInstant();
    const platform = createInstantGamesPlatform(fake.fb, { placements: PLACEMENTS, doc: null });
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(fake.instances).toHaveLength(0);
    await platform.initialize();
    await flushPromises();
    expect(fake.instances[0]?.getPlacementID()).toBe('RV_1');
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('watched to the end: rewarded; the spent instance is replaced on the next preload', async () => {
    const { fake, platform } = await started();
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(platform.ads.rewarded.isReady()).toBe(false);
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(fake.instances.filter((i) => i.kind === 'rewarded')).toHaveLength(2);
  });

  it('closed early (USER_INPUT): interrupted, no reward', async () => {
    const { fake, platform } = await started();
    platform.ads.rewarded.preload();
    await flushPromises();
    fake.showErrors.rewarded.push('USER_INPUT');
    expect(await platform.ads.rewarded.show('revive')).toBe('interrupted');
  });

  it('not preloaded: not-ready without calling the host', async () => {
    const { fake, platform } = await started();
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(fake.calls).not.toContain('rewarded.showAsync');
  });

  it.each<[InstantErrorCode, string]>([
    ['ADS_NOT_LOADED', 'not-ready'],
    ['RATE_LIMITED', 'failed'],
    ['NETWORK_FAILURE', 'failed'],
  ])('a show rejected with %s reads as %s', async (code, result) => {
    const { fake, platform, logs } = await started();
    platform.ads.rewarded.preload();
    await flushPromises();
    fake.showErrors.rewarded.push(code);
    expect(await platform.ads.rewarded.show('revive')).toBe(result);
    expect(logs.lines.some((l) => l.includes(code))).toBe(true);
  });

  it.each<InstantErrorCode>(['ADS_NO_FILL', 'ADS_FREQUENT_LOAD', 'RATE_LIMITED'])(
    'after a load rejected with %s the next load waits 30 s, however often it is asked',
    async (code) => {
      const { fake, platform, logs } = await started();
      fake.loadErrors.rewarded.push(code);
      platform.ads.rewarded.preload();
      await flushPromises();
      expect(platform.ads.rewarded.isReady()).toBe(false);
      expect(logs.lines.some((l) => l.includes(code))).toBe(true);
      platform.ads.rewarded.preload();
      platform.ads.rewarded.preload();
      await vi.advanceTimersByTimeAsync(INSTANT_LOAD_BACKOFF_MS - 1);
      expect(fake.instances[0]?.loadCalls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fake.instances[0]?.loadCalls).toBe(2);
      expect(platform.ads.rewarded.isReady()).toBe(true);
    },
  );

  it('without a placement id there are no rewarded ads', async () => {
    const { platform } = await started(createFakeFBInstant(), { placements: {} });
    platform.ads.rewarded.preload();
    await flushPromises();
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(platform.supports('rewardedAds')).toBe(false);
  });
});

describe('interstitial and banner', () => {
  it('shows a loaded interstitial; RATE_LIMITED reads as rate-limited, ADS_NO_FILL on load as not ready', async () => {
    const { fake, platform } = await started();
    platform.ads.interstitial.preload();
    await flushPromises();
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');

    platform.ads.interstitial.preload();
    await flushPromises();
    fake.showErrors.interstitial.push('RATE_LIMITED');
    expect(await platform.ads.interstitial.show('restart')).toBe('rate-limited');

    fake.loadErrors.interstitial.push('ADS_NO_FILL');
    platform.ads.interstitial.preload();
    await flushPromises();
    expect(platform.ads.interstitial.isReady()).toBe(false);
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
  });

  it('loads the banner on its placement, reports a failed load, and hides it', async () => {
    const { fake, platform } = await started();
    expect(await platform.ads.banner.show('menu')).toBe(true);
    fake.state.bannerError = 'ADS_NO_FILL';
    expect(await platform.ads.banner.show('menu')).toBe(false);
    platform.ads.banner.hide();
    await flushPromises();
    expect(fake.state.bannerLoads).toEqual(['BN_1', 'BN_1']);
    expect(fake.state.bannerHidden).toBe(1);
  });
});

describe('context', () => {
  it('choose, create and switch succeed; SAME_CONTEXT counts as success everywhere', async () => {
    const { fake, platform } = await started();
    expect(await platform.context.choose()).toBe(true);
    for (const call of [
      () => platform.context.choose(),
      () => platform.context.create('p2'),
      () => platform.context.switch('ctx-0'),
    ]) {
      fake.state.contextError = 'SAME_CONTEXT';
      expect(await call()).toBe(true);
    }
  });

  it('INVALID_PARAM counts as success on switch only', async () => {
    const { fake, platform, logs } = await started();
    fake.state.contextError = 'INVALID_PARAM';
    expect(await platform.context.switch('ctx-9')).toBe(true);
    fake.state.contextError = 'INVALID_PARAM';
    expect(await platform.context.choose()).toBe(false);
    expect(logs.lines).toHaveLength(1);
  });

  it('other failures (the player cancels) are logged and report false', async () => {
    const { fake, platform, logs } = await started();
    fake.state.contextError = 'USER_INPUT';
    expect(await platform.context.create('p2')).toBe(false);
    expect(logs.lines[0]).toContain('USER_INPUT');
  });

  it('lists the players of the context; a failure gives none', async () => {
    const { fake, platform } = await started();
    expect((await platform.context.getPlayers()).map((p) => p.id)).toEqual(['p2', 'p3']);
    fake.state.contextError = 'NETWORK_FAILURE';
    expect(await platform.context.getPlayers()).toEqual([]);
  });
});

describe('tournaments', () => {
  it('creates a tournament of higher-is-better numeric scores ending 7 days from now by default', async () => {
    const { fake, platform } = await started();
    const made = await platform.tournament.create({ initialScore: 40, title: 'Screw cup' });
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(fake.state.createdTournaments[0]).toEqual({
      initialScore: 40,
      config: {
        title: 'Screw cup',
        image: undefined,
        sortOrder: 'HIGHER_IS_BETTER',
        scoreFormat: 'NUMERIC',
        endTime: nowSeconds + TOURNAMENT_DEFAULT_DAYS * 86_400,
      },
    });
    expect(made).toMatchObject({ id: 't-new', contextId: 'ctx-new' });
  });

  it('joins, posts a score and shares; a missing tournament reports false', async () => {
    const { fake, platform } = await started();
    expect(await platform.tournament.join('t-1')).toBe(true);
    expect(await platform.tournament.join('missing')).toBe(false);
    expect(await platform.tournament.postScore(60)).toBe(true);
    expect(await platform.tournament.share(60, { from: 'win' })).toBe(true);
    expect(fake.state.joined).toEqual(['t-1']);
    expect(fake.state.tournamentScores).toEqual([60]);
    expect(fake.state.tournamentShares).toEqual([{ score: 60, data: { from: 'win' } }]);
  });

  it('reads the current tournament, or null outside one', async () => {
    const { fake, platform, logs } = await started();
    expect(await platform.tournament.getCurrent()).toBeNull();
    expect(logs.lines).toEqual([]);
    fake.state.currentTournament = { id: 't-7', contextId: 'ctx-7', endTime: 1_900_000_000 };
    expect(await platform.tournament.getCurrent()).toEqual({
      id: 't-7',
      contextId: 'ctx-7',
      endTime: 1_900_000_000,
      title: null,
    });
  });

  it('fetches the qualifying tournament through the injected GET, retrying after 1 s', async () => {
    const replies: (() => unknown)[] = [
      () => {
        throw new Error('timeout');
      },
      () => ({ code: 0, data: { contextId: 'c1', tournamentId: 't1', endTime: 1_900_000_000 } }),
    ];
    const fetcher = vi.fn(async () => replies.shift()?.());
    const { platform } = await started(createFakeFBInstant(), { fetchQualifying: fetcher });
    const found = platform.tournament.fetchQualifying('key-1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await found).toEqual({ contextId: 'c1', tournamentId: 't1', endTime: 1_900_000_000 });
    expect(fetcher).toHaveBeenCalledWith('key-1');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

const CARD =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('share, invite and update carry the win card (a base64 data URL) in `image`', () => {
  it('shares to the four destinations of spec 9 with the card, text and data (7.x: no intent)', async () => {
    const { fake, platform, logs } = await started();
    expect(await platform.share({ text: 'Beat me', image: CARD, data: { level: 3 } })).toBe(true);
    expect(fake.state.shares).toEqual([
      {
        image: CARD,
        text: 'Beat me',
        data: { level: 3 },
        shareDestination: [...SHARE_DESTINATIONS],
        switchContext: false,
      },
    ]);
    expect(SHARE_DESTINATIONS).toEqual(['NEWSFEED', 'GROUP', 'COPY_LINK', 'MESSENGER']);
    expect(logs.lines).toEqual([]);
  });

  it('invites with the card, text, button and data', async () => {
    const { fake, platform } = await started();
    expect(await platform.invite({ text: 'Play with me', image: CARD, cta: 'Play', data: { from: 'win' } })).toBe(true);
    expect(fake.state.invites).toEqual([{ image: CARD, text: 'Play with me', cta: 'Play', data: { from: 'win' } }]);
  });

  it('sends a custom update with the card, the template and the documented options', async () => {
    const { fake, platform } = await started(createFakeFBInstant(), { updateTemplate: 'play_turn' });
    expect(await platform.update({ text: 'Your turn', cta: 'Play', image: CARD, data: { level: 4 } })).toBe(true);
    expect(fake.state.updates).toEqual([
      {
        action: 'CUSTOM',
        cta: 'Play',
        image: CARD,
        text: 'Your turn',
        template: 'play_turn',
        data: { level: 4 },
        strategy: 'IMMEDIATE',
        notification: 'NO_PUSH',
      },
    ]);
  });

  it.each([
    ['no picture', undefined],
    ['an empty picture', ''],
    ['a picture by URL, not a data URL', 'https://cdn/card.png'],
    ['a data URL that is not base64', 'data:image/svg+xml,<svg/>'],
  ])('refuses cleanly with %s: false, logged, the SDK never called', async (_, image) => {
    const { fake, platform, logs } = await started();
    expect(await platform.share({ text: 'x', image })).toBe(false);
    expect(await platform.invite({ text: 'x', image })).toBe(false);
    expect(await platform.update({ text: 'x', image })).toBe(false);
    expect(fake.calls.filter((c) => ['shareAsync', 'inviteAsync', 'updateAsync'].includes(c))).toEqual([]);
    expect(logs.lines).toEqual([
      'Instant games: sharing needs a picture (a base64 data URL); nothing was sent.',
      'Instant games: inviting needs a picture (a base64 data URL); nothing was sent.',
      'Instant games: sending an update needs a picture (a base64 data URL); nothing was sent.',
    ]);
  });

  it.each<InstantErrorCode>(['NETWORK_FAILURE', 'PENDING_REQUEST', 'INVALID_OPERATION'])(
    'the SDK rejecting with %s: false and logged',
    async (code) => {
      const { fake, platform, logs } = await started();
      for (const send of [platform.share, platform.invite, platform.update]) {
        fake.state.socialError = code;
        expect(await send({ text: 'x', image: CARD })).toBe(false);
      }
      expect(logs.lines).toHaveLength(3);
      expect(logs.lines.every((l) => l.includes(code))).toBe(true);
    },
  );

  it('the fake holds the SDK to its docs: a payload without a base64 picture is INVALID_PARAM', async () => {
    const fake = createFakeFBInstant();
    await fake.fb.initializeAsync();
    await expect(fake.fb.shareAsync({ image: '', text: 'x' })).rejects.toMatchObject({ code: 'INVALID_PARAM' });
    await expect(
      fake.fb.updateAsync({ action: 'CUSTOM', template: 't', image: 'https://x/y.png', text: 'x' }),
    ).rejects.toMatchObject({ code: 'INVALID_PARAM' });
  });

  it('without inviteAsync in the client there are no invites', async () => {
    const fake = createFakeFBInstant();
    delete (fake.fb as { inviteAsync?: unknown }).inviteAsync;
    const { platform, logs } = await started(fake);
    expect(platform.supports('invite')).toBe(false);
    expect(await platform.invite({ text: 'x', image: CARD })).toBe(false);
    expect(logs.lines).toEqual([]);
  });

  it('installs the FBInstant global', () => {
    const win: Record<string, unknown> = {};
    const fake = installFakeFBInstant(win);
    expect(win.FBInstant).toBe(fake.fb);
  });
});

describe('leaderboard', () => {
  it('posts the best score to the leaderboard and reads the rank', async () => {
    const { fake, platform } = await started();
    await platform.leaderboard.postScore(140);
    expect(fake.state.scores).toEqual([140]);
    expect(fake.state.sessionScores).toEqual([]);
    expect(await platform.leaderboard.getRank()).toEqual({ rank: 4, score: 120 });
    fake.state.entry = null;
    expect(await platform.leaderboard.getRank()).toEqual({ rank: null, score: null });
  });
});

describe('session score', () => {
  it('posts each session score as given; a refused post is logged, never thrown', async () => {
    const { fake, platform, logs } = await started();
    await platform.leaderboard.postSessionScore?.(20);
    await platform.leaderboard.postSessionScore?.(40);
    expect(fake.state.sessionScores).toEqual([20, 40]);
    fake.state.sessionScoreError = 'RATE_LIMITED';
    await expect(platform.leaderboard.postSessionScore?.(60)).resolves.toBeUndefined();
    expect(fake.state.sessionScores).toEqual([20, 40]);
    expect(logs.lines.join('\n')).toMatch(/posting the session score.*RATE_LIMITED/);
  });

  it('a client without postSessionScoreAsync posts nothing and says nothing', async () => {
    const fake = createFakeFBInstant();
    delete (fake.fb as { postSessionScoreAsync?: unknown }).postSessionScoreAsync;
    const { platform, logs } = await started(fake);
    await platform.leaderboard.postSessionScore?.(20);
    expect(logs.lines).toEqual([]);
  });
});

describe('notifications (spec 9)', () => {
  it('cancels all first, then schedules the five reminders at 8, 16, 24, 32 and 40 hours', async () => {
    const { fake, platform } = await started(createFakeFBInstant(), { notificationMedia: 'https://cdn/reminder.png' });
    expect(await platform.notifications.scheduleAll()).toBe(5);
    const [cancel, ...scheduled] = fake.state.graphCalls;
    expect(cancel).toEqual({ path: NOTIFICATION_PATHS.cancelAll, method: 'POST', params: undefined });
    expect(scheduled.map((c) => c.params?.schedule_interval)).toEqual([28_800, 57_600, 86_400, 115_200, 144_000]);
    expect(scheduled.every((c) => c.path === NOTIFICATION_PATHS.schedule && c.method === 'POST')).toBe(true);
    expect(scheduled[0]?.params).toEqual({
      message: {
        title: SCHEDULED_MESSAGES[0]?.title,
        body: SCHEDULED_MESSAGES[0]?.body,
        media_url: 'https://cdn/reminder.png',
      },
      label: SCHEDULED_MESSAGES[0]?.label,
      schedule_interval: 28_800,
    });
  });

  it('a failed call is logged and scheduling continues (the cancel too)', async () => {
    const { fake, platform, logs } = await started();
    fake.state.graphFailures = new Set([0, 2]);
    expect(await platform.notifications.scheduleAll()).toBe(4);
    expect(fake.state.graphCalls).toHaveLength(6);
    expect(logs.lines).toHaveLength(2);
  });
});

describe('lifecycle and haptics', () => {
  it('reports host pause once and resume when the page shows again', async () => {
    let listener: () => void = () => {};
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (_: 'visibilitychange', l: () => void) => void (listener = l),
    };
    const { fake, platform } = await started(createFakeFBInstant(), { doc });
    const events: string[] = [];
    platform.onPause(() => events.push('pause'));
    platform.onResume(() => events.push('resume'));
    fake.firePause();
    doc.visibilityState = 'hidden';
    listener();
    doc.visibilityState = 'visible';
    listener();
    expect(events).toEqual(['pause', 'resume']);
  });

  it('vibrates through haptic feedback', async () => {
    const { fake, platform } = await started();
    platform.vibrate('bad');
    await flushPromises();
    expect(fake.state.haptics).toBe(1);
  });
});
