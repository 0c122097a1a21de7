// The runtime seam (issue 13): everything the game needs from what it runs in (a browser page, a WeChat or
// Douyin mini-game) comes through one Device. Nothing outside src/platform touches window, document or
// navigator; it asks `device()` (currentDevice.ts). webDevice.ts is the browser's, miniGameDevice.ts a
// mini-game runtime's (its `wx` / `tt` API), memoryDevice.ts an in-memory one for tests and headless runs.
import type { AudioBackend } from './audioBackend';
import type { PresenceDocument, PresenceWindow } from './pagePresence';
import type { Unsubscribe } from './platform';
import type { WebNavigator } from './webPlatform';

/** Synchronous key/value storage (Web Storage's shape); either call may throw (private mode, quota). */
export type DeviceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Wall time and timers. Handles are opaque: pass back what set… returned. */
export interface DeviceTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** A size in CSS px (the drawing buffer is this times the pixel ratio). */
export interface ViewportSize {
  width: number;
  height: number;
}

/** How far a screen's notch, rounded corners or home bar reach into the area, from each edge, in CSS px. */
export interface SafeInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** No insets (a screen without a notch, a runtime that cannot tell). */
export const NO_INSETS: SafeInsets = { top: 0, right: 0, bottom: 0, left: 0 };

/** The area the game fills. */
export interface DeviceViewport {
  size(): ViewportSize;
  /** Device pixels per CSS px. */
  pixelRatio(): number;
  /** The safe area's insets now (they change with a rotation, which `onResize` reports). */
  safeInsets(): SafeInsets;
  /** Calls `listener` after the area changes size or rotates. */
  onResize(listener: () => void): Unsubscribe;
}

/** Where the game was opened from, and what the runtime shows about it (a tab's title and language). */
export interface DeviceAddress {
  /** The full address (links to share are made from it); '' where there is none. */
  href(): string;
  /** The query, with its '?' ('' where there is none). */
  search(): string;
  setTitle(title: string): void;
  /** The language of the page, as a BCP 47 tag (fonts, screen readers). */
  setLanguage(tag: string): void;
}

/** A 2D canvas made off screen (the share card, text measuring). */
export interface DeviceCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): CanvasRenderingContext2D | null;
  toDataURL(type?: string, quality?: number): string;
}

/** A job the game gives a worker: the hint search, or the level maker. */
export type WorkerJob = 'hint' | 'levelMaker';

/**
 * What the game's worker clients use of a worker (hintClient.ts, levelMakerClient.ts): the web's Worker has it;
 * a runtime's own worker is wrapped to it. Messages are copied (structured clone) both ways.
 */
export interface WorkerPort {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  /** The worker could not start or was stopped; `preventDefault` keeps the runtime from reporting it. */
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null;
  terminate(): void;
}

/** What the game runs in. Each member has a caller; add one only with its first use. */
export interface Device {
  /** Which runtime this is. */
  readonly kind: 'web' | 'memory' | 'minigame';
  /** The persistent key/value storage, or null where it cannot be reached. */
  storage(): DeviceStorage | null;
  readonly timers: DeviceTimers;
  /** Page visibility and its freeze and resume (pagePresence.ts), or null where there are none. */
  visibility(): PresenceDocument | null;
  /** The back/forward cache's pagehide and pageshow, or null where there is none. */
  pageCache(): PresenceWindow | null;
  readonly viewport: DeviceViewport;
  readonly address: DeviceAddress;
  /** True when the player asked the system for reduced motion. */
  reducedMotion(): boolean;
  /** The system's languages, most preferred first. */
  languages(): readonly string[];
  /** The share sheet, clipboard and vibration where the runtime has them (each may be missing), or null. */
  nav(): WebNavigator | null;
  /** True where a service worker can be registered (the installable web app). */
  serviceWorkers(): boolean;
  /** Settles when the fonts the page asked for are ready (at once where there is nothing to wait for). */
  fontsReady(): Promise<void>;
  /** The width of `text` in `font` (CSS font shorthand), in px; null where text cannot be measured. */
  measureText(text: string, font: string): number | null;
  /** A new 2D canvas, or null where none can be made. */
  createCanvas(width: number, height: number): DeviceCanvas | null;
  /** The runtime's audio (howler on the web). */
  readonly audio: AudioBackend;
  /** Calls `listener` on every user gesture that may start audio (a tap, a key). */
  onGesture(listener: () => void): Unsubscribe;
  /** Calls `listener` when the player presses a button of the DOM layers (their click sound). */
  onButtonPress(listener: () => void): Unsubscribe;
  /** The runtime's global object: host SDKs are looked up on it, testers' hooks are put on it. */
  globals(): Record<string, unknown>;
  /**
   * The runtime's own worker for a job, where it has its own kind (mini-games); absent where the web's Worker is
   * used. Throws when the worker cannot start (the job then runs on the main thread).
   */
  jobWorker?(job: WorkerJob): WorkerPort;
}
