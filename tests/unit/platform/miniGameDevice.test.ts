// The mini-game device against a fake `wx` written from WeChat's documentation: storage that reads '' for a
// missing key and throws past its limits, hide and show as visibility, the window, pixel ratio and safe area
// (also on a base library without getWindowInfo), the language, the launch query, the screen canvas made
// first, text measured on an off-screen canvas, and touches as the gestures that may start sound.
import { describe, expect, it } from 'vitest';
import { miniGameDevice } from '../../../src/platform/miniGameDevice';
import { watchPresence } from '../../../src/platform/pagePresence';
import { createFakeMiniGameSystem } from './fakes/fakeMiniGameSystem';

describe('miniGameDevice', () => {
  it('keeps the save in sync storage; a missing key is nothing, a full storage throws to the caller', () => {
    const wx = createFakeMiniGameSystem({ totalLimit: 40 });
    const storage = miniGameDevice(wx.api).storage();
    expect(storage?.getItem('save')).toBeNull();
    storage?.setItem('save', '{"level":3}');
    expect(storage?.getItem('save')).toBe('{"level":3}');
    expect(wx.stored.get('save')).toBe('{"level":3}');
    expect(() => storage?.setItem('other', 'x'.repeat(41))).toThrow(/exceed storage/);
    // The old value is still there: nothing is lost by a refused write.
    expect(storage?.getItem('save')).toBe('{"level":3}');
  });

  it('turns onHide and onShow into visibility changes the presence signal hears', () => {
    const wx = createFakeMiniGameSystem();
    const device = miniGameDevice(wx.api);
    const presence = watchPresence(device.visibility(), device.pageCache(), null);
    const seen: boolean[] = [];
    presence.onChange((away) => seen.push(away));
    expect(device.visibility()?.visibilityState).toBe('visible');
    wx.hide();
    expect(device.visibility()?.visibilityState).toBe('hidden');
    wx.hide();
    wx.show();
    expect(seen).toEqual([true, false]);
  });

  it('reads the window, pixel ratio and safe-area insets, and reports resizes', () => {
    const wx = createFakeMiniGameSystem({
      window: {
        pixelRatio: 3,
        windowWidth: 390,
        windowHeight: 844,
        safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 },
      },
    });
    const device = miniGameDevice(wx.api);
    expect(device.viewport.size()).toEqual({ width: 390, height: 844 });
    expect(device.viewport.pixelRatio()).toBe(3);
    expect(device.viewport.safeInsets()).toEqual({ top: 47, right: 0, bottom: 34, left: 0 });
    let resized = 0;
    const stop = device.viewport.onResize(() => resized++);
    wx.resize({ pixelRatio: 2, windowWidth: 844, windowHeight: 390 });
    expect(resized).toBe(1);
    expect(device.viewport.size()).toEqual({ width: 844, height: 390 });
    expect(device.viewport.safeInsets()).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    stop();
    wx.resize({ pixelRatio: 2, windowWidth: 390, windowHeight: 844 });
    expect(resized).toBe(1);
  });

  it('falls back to getSystemInfoSync on a base library before 2.20.1', () => {
    const wx = createFakeMiniGameSystem({ oldBaseLibrary: true, language: 'en' });
    const device = miniGameDevice(wx.api);
    expect(device.viewport.size()).toEqual({ width: 390, height: 844 });
    expect(device.languages()).toEqual(['en']);
  });

  it("gives the host app's language as a tag, and the launch query as the address's search", () => {
    const wx = createFakeMiniGameSystem({ language: 'zh_CN', launch: { query: { variant: 'candy', from: 'a b' } } });
    const device = miniGameDevice(wx.api);
    expect(device.languages()).toEqual(['zh-CN']);
    expect(device.address.search()).toBe('?variant=candy&from=a%20b');
    expect(device.address.href()).toBe('');
    expect(miniGameDevice(createFakeMiniGameSystem().api).address.search()).toBe('');
  });

  it('makes the screen canvas first, so text measuring and the share card get off-screen ones', () => {
    const wx = createFakeMiniGameSystem();
    const device = miniGameDevice(wx.api);
    expect(device.measureText('Level', '48px sans-serif')).toBe(50);
    expect(wx.canvases.map((c) => c.onScreen)).toEqual([true, false]);
    expect(device.screenCanvas()).toBe(wx.canvases[0]);
    const card = device.createCanvas(600, 480);
    expect(card).toMatchObject({ width: 600, height: 480 });
    expect(wx.canvases).toHaveLength(3);
  });

  it('hears touches as gestures, until told to stop; a mini-game has no DOM buttons or service worker', () => {
    const wx = createFakeMiniGameSystem();
    const device = miniGameDevice(wx.api);
    let gestures = 0;
    const stop = device.onGesture(() => gestures++);
    wx.touch();
    stop();
    wx.touch();
    expect(gestures).toBe(1);
    expect(device.serviceWorkers()).toBe(false);
    expect(device.nav()).toBeNull();
    expect(device.kind).toBe('minigame');
  });
});
