// @vitest-environment jsdom
// The browser's device, in jsdom: the page's storage, timers, visibility, viewport, address and gestures.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webDevice } from '../../../src/platform/webDevice';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the web device', () => {
  it("stores in the page's localStorage", () => {
    const d = webDevice();
    d.storage()?.setItem('web-device-test', 'v');
    expect(localStorage.getItem('web-device-test')).toBe('v');
  });

  it('has no storage where the page throws on reaching it', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(webDevice().storage()).toBeNull();
  });

  it("uses the page's timers, so that fake timers installed later are the ones used", () => {
    const d = webDevice();
    vi.useFakeTimers({ now: 42_000 });
    const ran: string[] = [];
    d.timers.setTimeout(() => ran.push('once'), 100);
    const every = d.timers.setInterval(() => ran.push('every'), 60);
    vi.advanceTimersByTime(130);
    d.timers.clearInterval(every);
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(['every', 'once', 'every']);
    expect(d.timers.now()).toBe(42_000 + 1130);
  });

  it("reads the window's size and hears its resizes until told to stop", () => {
    const d = webDevice();
    expect(d.viewport.size()).toEqual({ width: window.innerWidth, height: window.innerHeight });
    let heard = 0;
    const stop = d.viewport.onResize(() => heard++);
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('orientationchange'));
    stop();
    window.dispatchEvent(new Event('resize'));
    expect(heard).toBe(2);
    expect(d.viewport.pixelRatio()).toBeGreaterThan(0);
  });

  it('gives the document for visibility and the window for the back/forward cache', () => {
    const d = webDevice();
    expect(d.visibility()).toBe(document);
    expect(d.pageCache()).toBe(window);
  });

  it("reads the address and sets the page's title and language", () => {
    const d = webDevice();
    expect(d.address.href()).toBe(location.href);
    expect(d.address.search()).toBe(location.search);
    d.address.setTitle('Screw Puzzle');
    d.address.setLanguage('fr');
    expect(document.title).toBe('Screw Puzzle');
    expect(document.documentElement.lang).toBe('fr');
  });

  it("reads the system's languages and reduced-motion preference", () => {
    vi.stubGlobal('navigator', { languages: ['pt-BR', 'en'], language: 'pt-BR' });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const d = webDevice();
    expect(d.languages()).toEqual(['pt-BR', 'en']);
    expect(d.reducedMotion()).toBe(true);
  });

  it('hears gestures on the document, and presses of buttons only', () => {
    const d = webDevice();
    let gestures = 0;
    let presses = 0;
    const stopGestures = d.onGesture(() => gestures++);
    const stopPresses = d.onButtonPress(() => presses++);
    const button = document.body.appendChild(document.createElement('button'));
    const label = button.appendChild(document.createElement('span'));
    document.dispatchEvent(new Event('pointerdown'));
    label.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    stopGestures();
    stopPresses();
    label.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    button.remove();
    expect({ gestures, presses }).toEqual({ gestures: 3, presses: 1 });
  });

  it('makes canvases of the asked size, and measures nothing where the canvas cannot draw', () => {
    const d = webDevice();
    const canvas = d.createCanvas(12, 34);
    expect(canvas).toMatchObject({ width: 12, height: 34 });
    // jsdom has no 2D context: no measure, the layers then estimate.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(d.measureText('abc', '900 100px sans-serif')).toBeNull();
  });

  it('is its globals, and has no service worker or font wait in jsdom', async () => {
    const d = webDevice();
    expect(d.globals()).toBe(globalThis);
    expect(d.serviceWorkers()).toBe(false);
    await expect(d.fontsReady()).resolves.toBeUndefined();
  });

  it("reads the page's safe-area insets from one probe padded by env(safe-area-inset-*)", () => {
    const d = webDevice();
    // jsdom knows no env(): no insets, and no throw.
    expect(d.viewport.safeInsets()).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    const probes = () => document.querySelectorAll('[data-safe-area-probe]');
    expect(probes()).toHaveLength(1);
    // A browser resolves them to pixels: those are read.
    vi.stubGlobal('getComputedStyle', () => ({
      paddingTop: '47px',
      paddingRight: '0px',
      paddingBottom: '34px',
      paddingLeft: 'x',
    }));
    expect(d.viewport.safeInsets()).toEqual({ top: 47, right: 0, bottom: 34, left: 0 });
    expect(probes()).toHaveLength(1);
  });
});
