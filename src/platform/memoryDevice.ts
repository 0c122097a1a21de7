// A device with nothing behind it but memory: storage in a Map, a clock the test moves, a page it hides and
// shows, a viewport it resizes. Unit tests install it with setDevice (currentDevice.ts); headless tools may too.
import { silentAudio } from './audioBackend';
import { NO_INSETS, type Device, type DeviceStorage, type SafeInsets, type ViewportSize } from './device';
import type { WebNavigator } from './webPlatform';

/** What the memory device starts with. */
export interface MemoryDeviceOptions {
  /** The address it was opened at (default `https://game.test/`). */
  href?: string;
  size?: ViewportSize;
  pixelRatio?: number;
  languages?: readonly string[];
  reducedMotion?: boolean;
  /** The safe area's insets (default none). */
  safeInsets?: SafeInsets;
  /** Share sheet, clipboard, vibration (default none). */
  nav?: WebNavigator | null;
  /** Start time of the clock (ms since the epoch). */
  now?: number;
}

/** The memory device, and the handles a test moves it by. */
export interface MemoryDevice extends Device {
  readonly kind: 'memory';
  /** What storage holds. */
  readonly stored: Map<string, string>;
  /** Moves the clock on by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Hides (true) or shows the page. */
  setHidden(hidden: boolean): void;
  /** Resizes the viewport (and moves its safe-area insets when given), telling resize listeners. */
  resize(size: ViewportSize, insets?: SafeInsets): void;
  /** A user gesture (a tap): gesture listeners hear it; `onButton` also tells button-press listeners. */
  gesture(onButton?: boolean): void;
  /** What setTitle and setLanguage last set. */
  readonly page: { title: string; language: string };
  readonly globalObject: Record<string, unknown>;
}

interface Timer {
  at: number;
  every: number | null;
  callback: () => void;
}

/** Listeners that each return their own removal. */
function listeners<T extends unknown[]>() {
  const set = new Set<(...args: T) => void>();
  return {
    add(listener: (...args: T) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit: (...args: T) => [...set].forEach((listener) => listener(...args)),
  };
}

/** A fresh memory device. */
export function memoryDevice(options: MemoryDeviceOptions = {}): MemoryDevice {
  const stored = new Map<string, string>();
  const storage: DeviceStorage = {
    getItem: (key) => stored.get(key) ?? null,
    setItem: (key, value) => void stored.set(key, String(value)),
  };
  let now = options.now ?? 0;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const add = (callback: () => void, ms: number, every: number | null) => {
    const id = nextId++;
    timers.set(id, { at: now + Math.max(0, ms), every, callback });
    return id;
  };
  const clear = (handle: unknown) => void timers.delete(handle as number);

  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  doc.visibilityState = 'visible';
  const win = new EventTarget();
  let size = options.size ?? { width: 390, height: 844 };
  let insets = options.safeInsets ?? NO_INSETS;
  const resized = listeners<[]>();
  const gestures = listeners<[]>();
  const presses = listeners<[]>();
  const href = options.href ?? 'https://game.test/';
  const page = { title: '', language: '' };
  const globalObject: Record<string, unknown> = {};

  return {
    kind: 'memory',
    stored,
    storage: () => storage,
    timers: {
      now: () => now,
      setTimeout: (callback, ms) => add(callback, ms, null),
      clearTimeout: clear,
      setInterval: (callback, ms) => add(callback, ms, Math.max(1, ms)),
      clearInterval: clear,
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0]);
        const first = due[0];
        if (!first) break;
        const [id, timer] = first;
        now = timer.at;
        if (timer.every === null) timers.delete(id);
        else timer.at += timer.every;
        timer.callback();
      }
      now = end;
    },
    visibility: () => doc,
    pageCache: () => win,
    setHidden(hidden) {
      doc.visibilityState = hidden ? 'hidden' : 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    viewport: {
      size: () => size,
      pixelRatio: () => options.pixelRatio ?? 1,
      safeInsets: () => insets,
      onResize: resized.add,
    },
    resize(next, nextInsets) {
      size = next;
      if (nextInsets) insets = nextInsets;
      resized.emit();
    },
    address: {
      href: () => href,
      search: () => new URL(href).search,
      setTitle: (title) => void (page.title = title),
      setLanguage: (tag) => void (page.language = tag),
    },
    page,
    reducedMotion: () => options.reducedMotion ?? false,
    languages: () => options.languages ?? [],
    nav: () => options.nav ?? null,
    serviceWorkers: () => false,
    fontsReady: () => Promise.resolve(),
    measureText: () => null,
    createCanvas: () => null,
    audio: silentAudio,
    onGesture: gestures.add,
    onButtonPress: presses.add,
    gesture(onButton = false) {
      gestures.emit();
      if (onButton) presses.emit();
    },
    globals: () => globalObject,
    globalObject,
  };
}
