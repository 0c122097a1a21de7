// Spec 7 and 8, the native bridge: outbound JSON commands spelled exactly as the wrappers expect, inbound
// game_pause / game_resume / send_rewarded, and a failed call reporting errCode -10086 with no reward.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  findNativeTransport,
  NATIVE_CALL_FAILED,
  NATIVE_COMMANDS,
  parseNativeMessage,
} from '../../../src/platform/nativeBridge';
import {
  createNativeBridgePlatform,
  NATIVE_AD_START_MS,
  NATIVE_REWARD_GRACE_MS,
  NATIVE_REWARD_TIMEOUT_MS,
} from '../../../src/platform/nativeBridgePlatform';
import { createWebPlatform } from '../../../src/platform/webPlatform';
import { safeStore } from '../../../src/platform/storage';
import { createFakeNativeHost, type FakeTransport } from './fakes/fakeNativeHost';
import { createFakePresenter } from './fakes/fakePresenter';
import { flushPromises, recordingLog } from './fakes/flush';

function native(transport: FakeTransport = 'android', recordWhenMissing = false) {
  const host = createFakeNativeHost(transport);
  const logs = recordingLog();
  const base = createWebPlatform({
    present: createFakePresenter().present,
    store: safeStore(null),
    nav: null,
    doc: null,
  });
  const platform = createNativeBridgePlatform(host.win, base, { log: logs.log, recordWhenMissing });
  return { host, platform, logs };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the message names', () => {
  it('are spelled exactly as the existing wrappers send them', () => {
    expect(NATIVE_COMMANDS).toEqual({
      showRewarded: 'show_rewaeder_ad',
      showBanner: 'show_Banner_ad',
      showInterstitial: 'show_Inster_ad',
      hideBanner: 'hide_Banner_ad',
    });
    expect(NATIVE_CALL_FAILED).toEqual({ errCode: -10086, errMsg: 'native call failed' });
  });

  it('reads inbound messages as JSON, objects or bare names, and failures by errCode', () => {
    expect(parseNativeMessage('{"type":"game_pause"}')).toEqual({ type: 'game_pause' });
    expect(parseNativeMessage({ type: 'send_rewarded' })).toEqual({ type: 'send_rewarded' });
    expect(parseNativeMessage('game_resume')).toEqual({ type: 'game_resume' });
    expect(parseNativeMessage('{"errCode":-10086,"errMsg":"native call failed"}')).toEqual({
      type: 'error',
      errCode: -10086,
      errMsg: 'native call failed',
    });
    expect(parseNativeMessage({ type: 'send_rewarded', errCode: 0 })).toEqual({ type: 'send_rewarded' });
    expect(parseNativeMessage('{nope')).toBeNull();
    expect(parseNativeMessage({ type: 'something_else' })).toBeNull();
  });
});

describe('transports', () => {
  it.each<FakeTransport>(['ios', 'android', 'react-native'])('sends through the %s bridge', async (kind) => {
    const { host, platform } = native(kind);
    expect(findNativeTransport(host.win)?.kind).toBe(kind);
    expect(await platform.ads.banner.show('menu')).toBe(true);
    platform.ads.banner.hide();
    expect(host.received).toEqual([{ type: 'show_Banner_ad' }, { type: 'hide_Banner_ad' }]);
  });

  it('prefers iOS, then Android, then React Native when several exist', () => {
    const rn = { postMessage: () => {} };
    const android = { postMessage: () => {} };
    const ios = { postMessage: () => {} };
    expect(findNativeTransport({ ReactNativeWebView: rn, Android: android })?.kind).toBe('android');
    expect(
      findNativeTransport({
        ReactNativeWebView: rn,
        Android: android,
        webkit: { messageHandlers: { nativeBridge: ios } },
      })?.kind,
    ).toBe('ios');
    expect(findNativeTransport({ webkit: { messageHandlers: {} } })).toBeNull();
  });

  it('with no bridge a call fails with -10086', () => {
    const { platform, logs } = native('none');
    expect(platform.send(NATIVE_COMMANDS.showBanner)).toEqual(NATIVE_CALL_FAILED);
    expect(logs.lines[0]).toContain('-10086');
    expect(platform.ads.rewarded.isReady()).toBe(false);
  });

  it('forced without a bridge, it records what it sends in window.__nativeMessages', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { host, platform } = native('none', true);
    expect(await platform.ads.banner.show('menu')).toBe(true);
    expect(host.win.__nativeMessages).toEqual(['{"type":"show_Banner_ad"}']);
  });
});

describe('rewarded video', () => {
  it('sends show_rewaeder_ad and rewards on send_rewarded', async () => {
    const { host, platform } = native();
    expect(platform.ads.rewarded.isReady()).toBe(true);
    const shown = platform.ads.rewarded.show('revive');
    expect(host.received).toEqual([{ type: 'show_rewaeder_ad' }]);
    host.send('{"type":"game_pause"}');
    host.send('{"type":"send_rewarded"}');
    host.send('{"type":"game_resume"}');
    expect(await shown).toBe('rewarded');
  });

  it('a reward that arrives just after game_resume still counts', async () => {
    const { host, platform } = native();
    const shown = platform.ads.rewarded.show('revive');
    host.send('game_pause');
    host.send('game_resume');
    await vi.advanceTimersByTimeAsync(NATIVE_REWARD_GRACE_MS - 1);
    host.send('send_rewarded');
    expect(await shown).toBe('rewarded');
  });

  it('a send_rewarded posted by another window (a page framing the game) grants nothing', async () => {
    const { host, platform, logs } = native();
    const shown = platform.ads.rewarded.show('revive');
    host.send('game_pause');
    host.postFromOtherWindow('{"type":"send_rewarded"}');
    host.send('game_resume');
    await vi.advanceTimersByTimeAsync(NATIVE_REWARD_GRACE_MS);
    expect(await shown).toBe('interrupted');
    expect(logs.lines.join('\n')).toMatch(/another window/);
  });

  it('a send_rewarded with no rewarded ad playing grants nothing and does not reward the next ad', async () => {
    const { host, platform, logs } = native();
    host.send('send_rewarded');
    expect(logs.lines.join('\n')).toMatch(/no rewarded ad playing/);
    const interstitial = platform.ads.interstitial.show('next');
    host.send('send_rewarded');
    host.send('game_resume');
    expect(await interstitial).toBe('shown');
    const shown = platform.ads.rewarded.show('revive');
    host.send('game_pause');
    host.send('game_resume');
    await vi.advanceTimersByTimeAsync(NATIVE_REWARD_GRACE_MS);
    expect(await shown).toBe('interrupted');
  });

  it('a malformed message is logged and dropped', () => {
    const { host, logs } = native();
    host.send('{"type":');
    host.post({ nope: true });
    expect(logs.lines.filter((l) => /malformed/.test(l))).toHaveLength(2);
  });

  it('closed early (game_resume without send_rewarded): interrupted', async () => {
    const { host, platform } = native();
    const shown = platform.ads.rewarded.show('revive');
    host.send('game_pause');
    host.send('game_resume');
    await vi.advanceTimersByTimeAsync(NATIVE_REWARD_GRACE_MS);
    expect(await shown).toBe('interrupted');
  });

  it('the wrapper reports -10086: failed, logged, no reward', async () => {
    const { host, platform, logs } = native();
    const shown = platform.ads.rewarded.show('revive');
    host.send({ errCode: -10086, errMsg: 'native call failed' });
    expect(await shown).toBe('failed');
    expect(logs.lines[0]).toContain('-10086');
  });

  it('the call itself fails: -10086 and no reward', async () => {
    const { host, platform, logs } = native();
    host.wrapper.fail = true;
    expect(await platform.ads.rewarded.show('revive')).toBe('failed');
    expect(logs.lines[0]).toContain('-10086 native call failed');
  });

  it('no answer at all: failed after the timeout', async () => {
    const { platform } = native();
    const shown = platform.ads.rewarded.show('revive');
    await vi.advanceTimersByTimeAsync(NATIVE_REWARD_TIMEOUT_MS);
    expect(await shown).toBe('failed');
  });

  it('one ad at a time', async () => {
    const { host, platform } = native();
    const first = platform.ads.rewarded.show('a');
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.interstitial.show('b')).toBe('not-ready');
    host.send('send_rewarded');
    expect(await first).toBe('rewarded');
  });
});

describe('interstitial', () => {
  it('sends show_Inster_ad and ends at game_resume', async () => {
    const { host, platform } = native();
    const shown = platform.ads.interstitial.show('restart');
    expect(host.received).toEqual([{ type: 'show_Inster_ad' }]);
    host.send('game_pause');
    await vi.advanceTimersByTimeAsync(NATIVE_AD_START_MS * 2);
    host.send('game_resume');
    expect(await shown).toBe('shown');
  });

  it('a wrapper that never pauses the game: taken as shown after 3 s', async () => {
    const { platform } = native();
    const shown = platform.ads.interstitial.show('restart');
    await vi.advanceTimersByTimeAsync(NATIVE_AD_START_MS);
    expect(await shown).toBe('shown');
  });

  it('a failed call: failed with -10086', async () => {
    const { host, platform } = native();
    host.wrapper.fail = true;
    expect(await platform.ads.interstitial.show('restart')).toBe('failed');
  });
});

describe('lifecycle', () => {
  it('game_pause and game_resume pause and resume the game, from the global entry or a window message', async () => {
    const { host, platform } = native();
    const events: string[] = [];
    platform.onPause(() => events.push('pause'));
    platform.onResume(() => events.push('resume'));
    host.send('{"type":"game_pause"}');
    host.send('{"type":"game_resume"}');
    host.post('{"type":"game_pause"}');
    host.post(JSON.stringify({ type: 'game_resume' }));
    await flushPromises();
    expect(events).toEqual(['pause', 'resume', 'pause', 'resume']);
  });

  it("a window message counts from the page's own window or dispatched in the page, never from another window", async () => {
    const { host, platform, logs } = native();
    const events: string[] = [];
    platform.onPause(() => events.push('pause'));
    platform.onResume(() => events.push('resume'));
    host.postFromOtherWindow('{"type":"game_pause"}');
    await flushPromises();
    expect(events).toEqual([]);
    expect(logs.lines.join('\n')).toMatch(/another window/);
    host.postFromPage('{"type":"game_pause"}');
    host.post('{"type":"game_resume"}');
    await flushPromises();
    expect(events).toEqual(['pause', 'resume']);
  });

  it('keeps the web storage and identity', async () => {
    const { platform } = native();
    expect(platform.name).toBe('native');
    platform.saveData('x');
    expect(await platform.loadData()).toBe('x');
  });
});
