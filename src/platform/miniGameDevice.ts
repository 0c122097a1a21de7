// A WeChat or Douyin mini-game as the game's device: no page, no document, only the runtime's `wx` / `tt` API
// (miniGameSystemApi.ts). Storage is the runtime's sync storage; hiding and showing the game are its onHide and
// onShow; the window, its pixel ratio and safe area come from getWindowInfo (getSystemInfoSync on older base
// libraries); the language from getAppBaseInfo; text is measured and the share card drawn on off-screen
// canvases; sound is the inner audio context (innerAudio.ts). The runtime's first canvas is its screen, so the
// device makes that one first, before any off-screen canvas (screenCanvas()).
import type { Unsubscribe } from './platform';
import {
  NO_INSETS,
  type Device,
  type DeviceCanvas,
  type DeviceStorage,
  type DeviceTimers,
  type SafeInsets,
} from './device';
import { innerAudio } from './innerAudio';
import type { MiniGameLaunchOptions } from './miniGameApi';
import type { MiniGameCanvas, MiniGameSystemApi, MiniGameWindowInfo } from './miniGameSystemApi';
import type { PresenceDocument } from './pagePresence';
import { miniGameJobWorkers } from './miniGameWorker';

/** The mini-game device, with the screen's canvas. */
export interface MiniGameDevice extends Device {
  readonly kind: 'minigame';
  /** The on-screen canvas (made on the first call: the runtime's first canvas is the screen). */
  screenCanvas(): MiniGameCanvas;
}

/** Options of {@link miniGameDevice}. */
export interface MiniGameDeviceOptions {
  /** The runtime's timers (default the global ones, which every mini-game runtime has). */
  timers?: DeviceTimers;
  /** The runtime's global object (default globalThis: GameGlobal on WeChat). */
  globals?: Record<string, unknown>;
}

/** The global timers, read when called (a test's fake timers are the ones used). */
const GLOBAL_TIMERS: DeviceTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** The window as the runtime reports it, or an empty one when it cannot say. */
function windowInfo(api: MiniGameSystemApi): MiniGameWindowInfo {
  try {
    const info = api.getWindowInfo?.() ?? api.getSystemInfoSync?.();
    if (info) return info;
  } catch {
    // An old or broken base library: the fallbacks below.
  }
  return { pixelRatio: 1, windowWidth: 0, windowHeight: 0 };
}

/** The safe area's insets from each edge, from the portrait safe area the runtime gives. */
export function insetsOf(info: MiniGameWindowInfo): SafeInsets {
  const area = info.safeArea;
  if (!area) return NO_INSETS;
  const clamp = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
  return {
    top: clamp(area.top),
    left: clamp(area.left),
    right: clamp(info.windowWidth - area.right),
    bottom: clamp(info.windowHeight - area.bottom),
  };
}

/** The host app's language as a BCP 47 tag ('zh_CN' → 'zh-CN'), or null. */
function languageOf(api: MiniGameSystemApi): string | null {
  try {
    const language = api.getAppBaseInfo?.().language ?? api.getSystemInfoSync?.().language;
    return typeof language === 'string' && language !== '' ? language.replace('_', '-') : null;
  } catch {
    return null;
  }
}

/** A launch's query as a URL query ('?variant=candy&from=share'), '' when there is none. */
export function searchOf(options: MiniGameLaunchOptions | undefined): string {
  const query = options?.query;
  if (!query) return '';
  const pairs = Object.entries(query).filter(([, value]) => typeof value === 'string');
  if (pairs.length === 0) return '';
  return `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;
}

/**
 * The runtime's sync storage as Web Storage's two calls. A missing key reads as '' there, so '' reads as
 * nothing; a value that is not a string (set by another tool) reads as nothing too.
 */
function storageOf(api: MiniGameSystemApi): DeviceStorage {
  return {
    getItem(key) {
      const value = api.getStorageSync(key);
      return typeof value === 'string' && value !== '' ? value : null;
    },
    setItem: (key, value) => api.setStorageSync(key, String(value)),
  };
}

/** The runtime's hide and show as a page's visibility, for the presence signal (pagePresence.ts). */
function visibilityOf(api: MiniGameSystemApi): PresenceDocument {
  let state: DocumentVisibilityState = 'visible';
  const listeners = new Set<() => void>();
  const set = (next: DocumentVisibilityState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  api.onHide(() => set('hidden'));
  api.onShow(() => set('visible'));
  return {
    get visibilityState() {
      return state;
    },
    addEventListener(type, listener) {
      // A mini-game is never frozen and resumed like a page: only hidden and shown.
      if (type === 'visibilitychange') listeners.add(listener);
    },
  };
}

/** The device of a mini-game runtime. */
export function miniGameDevice(api: MiniGameSystemApi, options: MiniGameDeviceOptions = {}): MiniGameDevice {
  const timers = options.timers ?? GLOBAL_TIMERS;
  const globals = options.globals ?? (globalThis as unknown as Record<string, unknown>);
  let screen: MiniGameCanvas | null = null;
  const screenCanvas = () => (screen ??= api.createCanvas());
  let measuring: CanvasRenderingContext2D | null | undefined;
  let visibility: PresenceDocument | null = null;
  const storage = storageOf(api);
  const launch = (() => {
    try {
      return api.getLaunchOptionsSync?.();
    } catch {
      return undefined;
    }
  })();

  // The runtime's worker, shared by the game's jobs (one worker at a time on these runtimes).
  const jobWorker = miniGameJobWorkers(api.createWorker?.bind(api));

  const createCanvas = (width: number, height: number): DeviceCanvas | null => {
    try {
      screenCanvas();
      const canvas = api.createCanvas();
      canvas.width = width;
      canvas.height = height;
      return canvas as unknown as DeviceCanvas;
    } catch {
      return null;
    }
  };

  return {
    kind: 'minigame',
    screenCanvas,
    storage: () => storage,
    timers,
    visibility: () => (visibility ??= visibilityOf(api)),
    pageCache: () => null,
    viewport: {
      size: () => {
        const info = windowInfo(api);
        return { width: info.windowWidth, height: info.windowHeight };
      },
      pixelRatio: () => {
        const ratio = windowInfo(api).pixelRatio;
        return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
      },
      safeInsets: () => insetsOf(windowInfo(api)),
      onResize: (listener): Unsubscribe => {
        if (!api.onWindowResize) return () => undefined;
        const handler = () => listener();
        api.onWindowResize(handler);
        return () => api.offWindowResize?.(handler);
      },
    },
    address: {
      href: () => '',
      search: () => searchOf(launch),
      // A mini-game has no title bar or document language to set.
      setTitle: () => undefined,
      setLanguage: () => undefined,
    },
    reducedMotion: () => false,
    languages: () => {
      const language = languageOf(api);
      return language ? [language] : [];
    },
    nav: () => null,
    serviceWorkers: () => false,
    fontsReady: () => Promise.resolve(),
    measureText(text, font) {
      if (measuring === undefined) {
        try {
          measuring = (createCanvas(1, 1)?.getContext('2d') as CanvasRenderingContext2D | null) ?? null;
        } catch {
          measuring = null;
        }
      }
      if (!measuring) return null;
      measuring.font = font;
      return measuring.measureText(text).width;
    },
    createCanvas,
    audio: innerAudio(api, timers),
    onGesture: (listener) => {
      const handler = () => listener();
      api.onTouchStart(handler);
      return () => api.offTouchStart?.(handler);
    },
    // No DOM buttons: every button is on the canvas and plays its own click.
    onButtonPress: () => () => undefined,
    globals: () => globals,
    ...(jobWorker ? { jobWorker } : {}),
  };
}
