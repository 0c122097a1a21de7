// The browser as the game's device: the page's storage, timers, visibility, viewport, address, fonts, a 2D
// canvas and howler. Every global is read when asked, so a test's stubs and fake timers are the ones used, and
// each member degrades to "none" where its global is missing (Node, a locked-down frame).
import { NO_INSETS, type Device, type DeviceCanvas, type DeviceStorage, type SafeInsets } from './device';
import { howlerAudio } from './howlerAudio';
import type { WebNavigator } from './webPlatform';

/** User gestures that may start audio in browsers. */
const GESTURES = ['pointerdown', 'touchend', 'keydown', 'click'] as const;

const hasDocument = () => typeof document !== 'undefined';
const hasWindow = () => typeof window !== 'undefined';

function pageStorage(): DeviceStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some sandboxes throw on the very access.
    return null;
  }
}

function createCanvas(width: number, height: number): DeviceCanvas | null {
  if (!hasDocument()) return null;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  } catch {
    return null;
  }
}

/** Listens on `target` for each of `types` (capture, passive); the result removes them all. */
function listen(target: EventTarget | null, types: readonly string[], listener: (event: Event) => void) {
  for (const type of types) target?.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of types) target?.removeEventListener(type, listener, { capture: true });
  };
}

/**
 * Reads the page's safe-area insets (`env(safe-area-inset-*)`, which only CSS can read) from an invisible probe
 * element padded by them; no insets where there is no document or body yet.
 */
function safeAreaReader(): () => SafeInsets {
  let probe: HTMLElement | null = null;
  return () => {
    if (!hasDocument() || !document.body) return NO_INSETS;
    if (!probe || !probe.isConnected) {
      probe = document.createElement('div');
      probe.setAttribute('aria-hidden', 'true');
      probe.setAttribute('data-safe-area-probe', '');
      probe.style.cssText =
        'position:fixed;left:0;top:0;width:0;height:0;visibility:hidden;pointer-events:none;' +
        'padding:env(safe-area-inset-top,0px) env(safe-area-inset-right,0px) env(safe-area-inset-bottom,0px) env(safe-area-inset-left,0px)';
      document.body.appendChild(probe);
    }
    const style = getComputedStyle(probe);
    const px = (value: string) => {
      const n = Number.parseFloat(value);
      return Number.isFinite(n) && n > 0 ? n : 0;
    };
    return {
      top: px(style.paddingTop),
      right: px(style.paddingRight),
      bottom: px(style.paddingBottom),
      left: px(style.paddingLeft),
    };
  };
}

/** The browser's device. */
export function webDevice(): Device {
  let measuring: CanvasRenderingContext2D | null | undefined;
  let reducedMotionQuery: MediaQueryList | null | undefined;
  return {
    kind: 'web',
    storage: pageStorage,
    timers: {
      now: () => Date.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    },
    visibility: () => (hasDocument() ? document : null),
    pageCache: () => (hasWindow() ? window : null),
    viewport: {
      size: () => (hasWindow() ? { width: window.innerWidth, height: window.innerHeight } : { width: 0, height: 0 }),
      pixelRatio: () => (typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1),
      safeInsets: safeAreaReader(),
      onResize: (listener) => listen(hasWindow() ? window : null, ['resize', 'orientationchange'], listener),
    },
    address: {
      href: () => (typeof location === 'undefined' ? '' : location.href),
      search: () => (typeof location === 'undefined' ? '' : location.search),
      setTitle: (title) => {
        if (hasDocument()) document.title = title;
      },
      setLanguage: (tag) => {
        if (hasDocument()) document.documentElement.lang = tag;
      },
    },
    reducedMotion() {
      // The query is made once; its `matches` stays live (the scene asks each frame).
      reducedMotionQuery ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
      return reducedMotionQuery?.matches === true;
    },
    languages: () => {
      if (typeof navigator === 'undefined') return [];
      return navigator.languages?.length ? [...navigator.languages] : navigator.language ? [navigator.language] : [];
    },
    nav: () => (typeof navigator === 'undefined' ? null : (navigator as WebNavigator)),
    serviceWorkers: () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    fontsReady: () =>
      hasDocument() && document.fonts ? document.fonts.ready.then(() => undefined) : Promise.resolve(),
    measureText(text, font) {
      if (measuring === undefined) {
        try {
          measuring = createCanvas(1, 1)?.getContext('2d') ?? null;
        } catch {
          measuring = null;
        }
      }
      if (!measuring) return null;
      measuring.font = font;
      return measuring.measureText(text).width;
    },
    createCanvas,
    audio: howlerAudio,
    onGesture: (listener) => listen(hasDocument() ? document : null, GESTURES, listener),
    onButtonPress: (listener) => {
      const onClick = (event: Event) => {
        // A canvas button's mirror (webMirror.ts) is pressed through the canvas button, which plays its own click.
        if (event.target instanceof Element && event.target.closest('button:not([data-canvas-control])')) listener();
      };
      if (!hasDocument()) return () => undefined;
      document.addEventListener('click', onClick);
      return () => document.removeEventListener('click', onClick);
    },
    globals: () => globalThis as unknown as Record<string, unknown>,
  };
}
