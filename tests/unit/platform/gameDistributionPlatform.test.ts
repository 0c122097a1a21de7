// The GameDistribution adapter against a fake of the GD HTML5 SDK: the GD_OPTIONS event queue (events before
// the adapter exists are not lost), SDK_READY gating, GD's pause and resume as the game's, rewarded ads
// (preloadAd, showAd('rewarded'), the reward only on SDK_REWARDED_WATCH_COMPLETE) and interstitials (showAd(),
// the SDK's "too soon"), every rejection, silence, a show that never ends, and the SDK failing to start.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GD_EVENT_QUEUE,
  gameDistributionOptions,
  gameDistributionOptionsScript,
  gameDistributionRejection,
  installGameDistributionOptions,
  takeGameDistributionEvents,
  type GameDistributionEvent,
} from '../../../src/platform/gameDistributionApi';
import {
  createGameDistributionPlatform,
  GD_NO_ANSWER_MS,
  GD_READY_WARN_MS,
  GD_REWARD_GRACE_MS,
  GD_SHOW_TIMEOUT_MS,
} from '../../../src/platform/gameDistributionPlatform';
import type { VisibilityDocument } from '../../../src/platform/lifecycle';
import { safeStore } from '../../../src/platform/storage';
import { createWebPlatform } from '../../../src/platform/webPlatform';
import { installGameDistributionFake, type GameDistributionScript } from './fakes/fakeGameDistribution';
import { createFakePresenter } from './fakes/fakePresenter';
import { flushPromises, recordingLog } from './fakes/flush';

/** Lets the fake's macrotasks run (real or fake timers). */
async function step(ms = 1) {
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(ms);
  else await new Promise((resolve) => setTimeout(resolve, ms));
  await flushPromises();
}

/** A page whose visibility a test flips. */
function fakeDocument() {
  const listeners: (() => void)[] = [];
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.push(listener),
  };
  const set = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    for (const listener of listeners) listener();
  };
  return { doc: doc as VisibilityDocument, set };
}

/** The page as the GD package builds it: GD_OPTIONS with the queue, then the SDK's script runs. */
function page(script: Partial<GameDistributionScript> = {}) {
  const win: Record<string, unknown> = {};
  installGameDistributionOptions(win, 'gd-game-id');
  const fake = installGameDistributionFake(win, script);
  return { win, fake };
}

/** The adapter over a page; the SDK has had time to start unless `boot` is false. */
async function gd(
  script: Partial<GameDistributionScript> = {},
  { boot = true, doc = null as VisibilityDocument | null } = {},
) {
  const { win, fake } = page(script);
  if (boot) await step();
  const logs = recordingLog();
  const presenter = createFakePresenter();
  const base = createWebPlatform({ present: presenter.present, store: safeStore(null), nav: null, doc });
  const platform = createGameDistributionPlatform(fake.sdk, base, {
    log: logs.log,
    events: takeGameDistributionEvents(win),
  });
  await platform.initialize();
  return { win, fake, platform, logs, presenter };
}

/** The adapter with a rewarded ad preloaded, as the ad policy does at start. */
async function gdPreloaded(script: Partial<GameDistributionScript> = {}) {
  const built = await gd(script);
  built.platform.ads.rewarded.preload();
  await step();
  return built;
}

beforeEach(() => void vi.spyOn(console, 'info').mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the GD_OPTIONS event queue', () => {
  it('keeps the events sent before the adapter exists, then delivers live; the SDK keeps its first onEvent', async () => {
    const { win, fake } = page();
    await step();
    expect(fake.sent).toEqual(['SDK_READY']);
    expect(Array.isArray(win[GD_EVENT_QUEUE])).toBe(true);
    const feed = takeGameDistributionEvents(win);
    const heard: string[] = [];
    feed.listen((event) => heard.push(event.name));
    fake.emit('SDK_GAME_PAUSE');
    expect(heard).toEqual(['SDK_READY', 'SDK_GAME_PAUSE']);
    // A second taker gets the same feed, with the history.
    const again: string[] = [];
    takeGameDistributionEvents(win).listen((event) => again.push(event.name));
    expect(again).toEqual(['SDK_READY', 'SDK_GAME_PAUSE']);
  });

  it('the inline script for index.html sets the same GD_OPTIONS', () => {
    const win: Record<string, unknown> = {};
    const script = gameDistributionOptionsScript('id"</script><b>');
    expect(script).not.toContain('</script>');
    new Function('window', script)(win);
    const options = win.GD_OPTIONS as { gameId: string; onEvent(event: GameDistributionEvent): void };
    expect(options.gameId).toBe('id"</script><b>');
    options.onEvent({ name: 'SDK_READY' });
    const heard: string[] = [];
    takeGameDistributionEvents(win).listen((event) => heard.push(event.name));
    options.onEvent({ name: 'SDK_GAME_START' });
    expect(heard).toEqual(['SDK_READY', 'SDK_GAME_START']);
  });

  it('drops what is not an event and survives a throwing listener', () => {
    const win: Record<string, unknown> = {};
    const options = gameDistributionOptions('id', win);
    const feed = takeGameDistributionEvents(win);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    feed.listen(() => {
      throw new Error('listener');
    });
    const heard: string[] = [];
    feed.listen((event) => heard.push(event.name));
    options.onEvent({ name: '' });
    options.onEvent(null as unknown as GameDistributionEvent);
    options.onEvent({ name: 'SDK_READY' });
    expect(heard).toEqual(['SDK_READY']);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});

describe('start-up', () => {
  it('SDK_READY before the adapter: ads on at once; nothing shown by the simulated overlay', async () => {
    const { fake, platform, presenter } = await gdPreloaded();
    expect(platform.name).toBe('gamedistribution');
    expect(platform.supports('rewardedAds')).toBe(true);
    expect(platform.supports('bannerAds')).toBe(false);
    expect(platform.ads.interstitial.isReady()).toBe(true);
    expect(platform.ads.rewarded.isReady()).toBe(true);
    expect(fake.calls).toEqual(['preloadAd:rewarded']);
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(presenter.shown).toEqual([]);
  });

  it('SDK_READY after the adapter: no ads (and no preload) before it, then the wanted preload runs', async () => {
    const { fake, platform } = await gd({}, { boot: false });
    platform.ads.rewarded.preload();
    expect(platform.ads.interstitial.isReady()).toBe(false);
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(fake.calls).toEqual([]);
    await step();
    expect(fake.calls).toEqual(['preloadAd:rewarded']);
    await step();
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('never before initialize, even with SDK_READY heard', async () => {
    const { win, fake } = page();
    await step();
    const base = createWebPlatform({
      present: createFakePresenter().present,
      store: safeStore(null),
      nav: null,
      doc: null,
    });
    const platform = createGameDistributionPlatform(fake.sdk, base, { events: takeGameDistributionEvents(win) });
    platform.ads.rewarded.preload();
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(fake.calls).toEqual([]);
    await platform.initialize();
    expect(fake.calls).toEqual(['preloadAd:rewarded']);
  });

  it('SDK_ERROR (blocked, no game data): logged, no ads, the game plays on web storage', async () => {
    const { fake, platform, logs } = await gdPreloaded({ sdk: 'error' });
    expect(logs.lines).toEqual(['GameDistribution: the SDK failed to start; playing without ads.']);
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(platform.supports('interstitialAds')).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(fake.calls).toEqual([]);
    platform.saveData('all');
    expect(await platform.loadData()).toBe('all');
  });

  it('no SDK_READY at all: no ads, and a warning after a while', async () => {
    vi.useFakeTimers();
    const { fake, platform, logs } = await gdPreloaded({ sdk: 'silent' });
    expect(platform.ads.interstitial.isReady()).toBe(false);
    await step(GD_READY_WARN_MS);
    expect(logs.lines).toEqual([`GameDistribution: no SDK_READY after ${GD_READY_WARN_MS} ms; no ads yet.`]);
    expect(fake.calls).toEqual([]);
  });

  it('no event feed: no ads, logged', async () => {
    const { fake } = page();
    await step();
    const logs = recordingLog();
    const base = createWebPlatform({
      present: createFakePresenter().present,
      store: safeStore(null),
      nav: null,
      doc: null,
    });
    const platform = createGameDistributionPlatform(fake.sdk, base, { log: logs.log });
    await platform.initialize();
    expect(platform.supports('rewardedAds')).toBe(false);
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(logs.lines).toHaveLength(1);
  });
});

describe("GD's pause and resume", () => {
  it('SDK_GAME_PAUSE and SDK_GAME_START reach onPause and onResume, once each', async () => {
    const { fake, platform } = await gd();
    const heard: string[] = [];
    platform.onPause(() => heard.push('pause'));
    platform.onResume(() => heard.push('resume'));
    fake.emit('SDK_GAME_PAUSE');
    fake.emit('SDK_GAME_PAUSE');
    fake.emit('SDK_GAME_START');
    fake.emit('SDK_GAME_START');
    expect(heard).toEqual(['pause', 'resume']);
  });

  it('around an ad the game hears pause then resume', async () => {
    const { platform } = await gd();
    const heard: string[] = [];
    platform.onPause(() => heard.push('pause'));
    platform.onResume(() => heard.push('resume'));
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(heard).toEqual(['pause', 'resume']);
  });

  it('a preroll still playing when the adapter is made: its end is heard as a resume', async () => {
    vi.useFakeTimers();
    const { platform } = await gd({ preroll: true, adMs: 3_000 });
    const heard: string[] = [];
    platform.onResume(() => heard.push('resume'));
    await step(3_000);
    expect(heard).toEqual(['resume']);
  });

  it("merged with the page's visibility: resumed only when neither GD nor the hidden page holds it", async () => {
    const page = fakeDocument();
    const { fake, platform } = await gd({}, { doc: page.doc });
    const heard: string[] = [];
    platform.onPause(() => heard.push('pause'));
    platform.onResume(() => heard.push('resume'));
    fake.emit('SDK_GAME_PAUSE');
    page.set('hidden');
    fake.emit('SDK_GAME_START');
    expect(heard).toEqual(['pause']);
    page.set('visible');
    expect(heard).toEqual(['pause', 'resume']);
    page.set('hidden');
    page.set('visible');
    expect(heard).toEqual(['pause', 'resume', 'pause', 'resume']);
  });
});

describe('rewarded video', () => {
  it('watched completely (SDK_REWARDED_WATCH_COMPLETE): rewarded; the ad is used up until the next preload', async () => {
    const { fake, platform } = await gdPreloaded();
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(fake.calls).toEqual(['preloadAd:rewarded', 'showAd:rewarded']);
    expect(fake.sent).toEqual(['SDK_READY', 'SDK_GAME_PAUSE', 'SDK_REWARDED_WATCH_COMPLETE', 'SDK_GAME_START']);
    expect(platform.ads.rewarded.isReady()).toBe(false);
    platform.ads.rewarded.preload();
    await step();
    expect(platform.ads.rewarded.isReady()).toBe(true);
  });

  it('the reward event just after showAd resolved still rewards (within the grace)', async () => {
    const { platform } = await gdPreloaded({ rewardEventLate: true });
    expect(await platform.ads.rewarded.show('revive')).toBe('rewarded');
  });

  it('closed early (showAd resolves, no reward event): interrupted after the grace', async () => {
    vi.useFakeTimers();
    const { platform } = await gdPreloaded({ rewarded: 'skipped' });
    let result: string | null = null;
    void platform.ads.rewarded.show('revive').then((r) => (result = r));
    await step(2);
    expect(result).toBeNull();
    await step(GD_REWARD_GRACE_MS);
    expect(result).toBe('interrupted');
  });

  it('no fill at preload: not ready, and nothing is shown', async () => {
    const { fake, platform, logs } = await gdPreloaded({ rewardedFill: false });
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(fake.calls).toEqual(['preloadAd:rewarded']);
    expect(logs.lines).toEqual([]);
  });

  it.each([
    ['nofill', 'not-ready'],
    ['disabled', 'not-ready'],
    ['blocked', 'not-ready'],
    ['error', 'failed'],
  ] as const)('preloaded, then the show rejected (%s): %s', async (outcome, result) => {
    const { fake, platform, logs } = await gdPreloaded();
    fake.script.rewarded = outcome;
    expect(await platform.ads.rewarded.show('revive')).toBe(result);
    expect(logs.lines).toHaveLength(result === 'failed' ? 1 : 0);
    expect(fake.sent.at(-1)).toBe('SDK_GAME_START');
  });

  it('no answer at all: not ready after the wait; a late answer changes nothing', async () => {
    vi.useFakeTimers();
    const { fake, platform } = await gdPreloaded({ rewarded: 'silent' });
    const shown = platform.ads.rewarded.show('revive');
    await step(GD_NO_ANSWER_MS);
    expect(await shown).toBe('not-ready');
    fake.emit('SDK_REWARDED_WATCH_COMPLETE');
    expect(platform.ads.interstitial.isReady()).toBe(true);
  });

  it('paused for the ad and never ended: failed after the show timeout, no reward', async () => {
    vi.useFakeTimers();
    const { platform } = await gdPreloaded({ rewarded: 'hang' });
    const shown = platform.ads.rewarded.show('revive');
    await step(GD_NO_ANSWER_MS + 1);
    let done = false;
    void shown.then(() => (done = true));
    await step(1);
    expect(done).toBe(false);
    await step(GD_SHOW_TIMEOUT_MS);
    expect(await shown).toBe('failed');
  });

  it('a second show while one plays: not ready, one showAd', async () => {
    vi.useFakeTimers();
    const { fake, platform } = await gdPreloaded({ adMs: 5_000 });
    const first = platform.ads.rewarded.show('revive');
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(platform.ads.interstitial.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    await step(5_001);
    expect(await first).toBe('rewarded');
    expect(fake.calls.filter((c) => c.startsWith('showAd'))).toEqual(['showAd:rewarded']);
  });

  it('a reward event with no rewarded ad playing grants nothing and is logged', async () => {
    const { fake, logs } = await gdPreloaded();
    fake.emit('SDK_REWARDED_WATCH_COMPLETE');
    expect(logs.lines).toHaveLength(1);
  });

  it('showAd throwing: failed', async () => {
    const { fake, platform } = await gdPreloaded();
    fake.sdk.showAd = () => {
      throw new Error('boom');
    };
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    expect(platform.ads.interstitial.isReady()).toBe(true);
  });
});

describe('interstitial', () => {
  it('shown with showAd() (no argument: interstitial)', async () => {
    const { fake, platform } = await gd();
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(fake.calls).toEqual(['showAd']);
  });

  it('"requested too soon" (the SDK\'s midroll spacing): rate-limited', async () => {
    const { fake, platform } = await gd({ midrollMs: 60_000 });
    expect(await platform.ads.interstitial.show('restart')).toBe('shown');
    expect(await platform.ads.interstitial.show('restart')).toBe('rate-limited');
    expect(fake.calls).toEqual(['showAd', 'showAd']);
  });

  it.each([
    ['nofill', 'not-ready'],
    ['disabled', 'not-ready'],
    ['blocked', 'not-ready'],
    ['error', 'failed'],
  ] as const)('rejected (%s): %s', async (outcome, result) => {
    const { platform, logs } = await gd({ interstitial: outcome });
    expect(await platform.ads.interstitial.show('restart')).toBe(result);
    expect(logs.lines).toHaveLength(result === 'failed' ? 1 : 0);
  });

  it('no answer: not ready; paused and never ended: failed', async () => {
    vi.useFakeTimers();
    const silent = await gd({ interstitial: 'silent' });
    const a = silent.platform.ads.interstitial.show('restart');
    await step(GD_NO_ANSWER_MS);
    expect(await a).toBe('not-ready');
    const hang = await gd({ interstitial: 'hang' });
    const b = hang.platform.ads.interstitial.show('restart');
    await step(GD_NO_ANSWER_MS + GD_SHOW_TIMEOUT_MS);
    expect(await b).toBe('failed');
  });

  it('a second show while one plays: not ready', async () => {
    vi.useFakeTimers();
    const { platform } = await gd({ adMs: 1_000 });
    const first = platform.ads.interstitial.show('restart');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    await step(1_001);
    expect(await first).toBe('shown');
  });
});

describe('rejection reasons', () => {
  it("sorts the SDK's reasons", () => {
    expect(gameDistributionRejection('The advertisement was requested too soon.')).toBe('too-soon');
    expect(gameDistributionRejection('Advertisements are disabled.')).toBe('disabled');
    expect(gameDistributionRejection('Rewarded ads are disabled.')).toBe('disabled');
    expect(gameDistributionRejection('Game or domain is blocked.')).toBe('blocked');
    expect(gameDistributionRejection(new Error('No ad available.'))).toBe('no-fill');
    expect(gameDistributionRejection({ message: 'VAST error' })).toBe('error');
    expect(gameDistributionRejection(undefined)).toBe('error');
  });
});
