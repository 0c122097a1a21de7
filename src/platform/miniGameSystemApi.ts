// The part of a mini-game runtime's system API (WeChat's `wx`, Douyin's `tt`, which copies its shape) the
// mini-game device calls (miniGameDevice.ts): the screen canvas, touches, window and app info, sync storage,
// show and hide, the inner audio context, fonts. Typed from WeChat's "小游戏 API" reference
// (https://developers.weixin.qq.com/minigame/dev/api/): render/canvas/wx.createCanvas ("the first call makes the
// on-screen canvas, every later one an off-screen canvas"), device/touch-event/wx.onTouchStart and Touch,
// base/system/wx.getWindowInfo (pixelRatio, windowWidth/Height, safeArea, base library 2.20.1+; older ones give
// the same fields through wx.getSystemInfoSync), base/system/wx.getAppBaseInfo (language), base/app/app-event
// wx.onShow / wx.onHide, ui/window/wx.onWindowResize, storage/wx.setStorageSync (throws when the 1 MB per key or
// 10 MB in all are exceeded), media/audio/wx.createInnerAudioContext and InnerAudioContext, render/font/
// wx.loadFont, render/image/wx.createImage, file/FileSystemManager.readFile (filePath, encoding: text, else an
// ArrayBuffer; fails with errMsg 'fail no such file or directory, open …'), network/request/wx.request (url, method,
// header, dataType, responseType; success gives statusCode, data and header, fail an errMsg). Douyin: "抖音开放平台 小游戏 API" (tt.createCanvas, tt.onTouchStart, tt.createInnerAudioContext,
// tt.getSystemInfoSync), the same shapes.
import type { MiniGameLaunchOptions } from './miniGameApi';
import type { MiniGameWorker } from './miniGameWorker';

/** One finger on the screen, in logical px from the window's top left. */
export interface MiniGameTouch {
  identifier: number;
  clientX: number;
  clientY: number;
}

/** What the touch listeners get. */
export interface MiniGameTouchEvent {
  touches: readonly MiniGameTouch[];
  changedTouches: readonly MiniGameTouch[];
  timeStamp: number;
}

/** The safe area in logical px, in portrait (a phone without one omits it). */
export interface MiniGameSafeArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

/** wx.getWindowInfo's result (and the same fields of wx.getSystemInfoSync's). */
export interface MiniGameWindowInfo {
  pixelRatio: number;
  windowWidth: number;
  windowHeight: number;
  screenWidth?: number;
  screenHeight?: number;
  statusBarHeight?: number;
  safeArea?: MiniGameSafeArea;
  /** getSystemInfoSync only: the host app's language ('zh_CN', 'en'). */
  language?: string;
}

/** A canvas of the runtime: the first one made is the screen. */
export interface MiniGameCanvas {
  width: number;
  height: number;
  getContext(kind: '2d' | 'webgl' | 'webgl2', options?: object): unknown;
  toDataURL(type?: string, quality?: number): string;
}

/** InnerAudioContext: one sound source. Times are in seconds. */
export interface MiniGameInnerAudioContext {
  src: string;
  startTime: number;
  autoplay: boolean;
  loop: boolean;
  volume: number;
  readonly paused: boolean;
  readonly duration: number;
  readonly currentTime: number;
  play(): void;
  pause(): void;
  stop(): void;
  seek(position: number): void;
  destroy(): void;
  onCanplay(callback: () => void): void;
  onError(callback: (error: { errMsg: string; errCode: number }) => void): void;
  onEnded(callback: () => void): void;
}

/** An image of the runtime (wx.createImage): loads `src`, then calls onload or onerror. */
export interface MiniGameImage {
  src: string;
  width: number;
  height: number;
  onload: (() => void) | null;
  onerror: ((error: unknown) => void) | null;
}

/** What the read and request callbacks fail with. */
export interface MiniGameFailure {
  errMsg: string;
}

/** wx.getFileSystemManager()'s reader: a package path ('assets/x.json'), as text with an encoding, else an ArrayBuffer. */
export interface MiniGameFileSystemManager {
  readFile(options: {
    filePath: string;
    encoding?: 'utf8' | 'utf-8';
    success?: (result: { data: string | ArrayBuffer }) => void;
    fail?: (failure: MiniGameFailure) => void;
  }): void;
}

/** wx.request's options: `dataType` other than 'json' leaves the body as text; 'arraybuffer' gives the bytes. */
export interface MiniGameRequestOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'OPTIONS';
  data?: string | ArrayBuffer;
  header?: Record<string, string>;
  dataType?: 'json' | 'text';
  responseType?: 'text' | 'arraybuffer';
  success?: (result: { data: string | ArrayBuffer; statusCode: number; header?: Record<string, string> }) => void;
  fail?: (failure: MiniGameFailure) => void;
}

/** The system half of the `wx` / `tt` global the device needs. */
export interface MiniGameSystemApi {
  createCanvas(): MiniGameCanvas;
  /** A worker from the package's workers folder (wx.createWorker / tt.createWorker); one at a time. */
  createWorker?(scriptPath: string): MiniGameWorker;
  onTouchStart(listener: (event: MiniGameTouchEvent) => void): void;
  onTouchMove(listener: (event: MiniGameTouchEvent) => void): void;
  onTouchEnd(listener: (event: MiniGameTouchEvent) => void): void;
  onTouchCancel(listener: (event: MiniGameTouchEvent) => void): void;
  offTouchStart?(listener: (event: MiniGameTouchEvent) => void): void;
  offTouchMove?(listener: (event: MiniGameTouchEvent) => void): void;
  offTouchEnd?(listener: (event: MiniGameTouchEvent) => void): void;
  offTouchCancel?(listener: (event: MiniGameTouchEvent) => void): void;
  /** Base library 2.20.1+. */
  getWindowInfo?(): MiniGameWindowInfo;
  getSystemInfoSync?(): MiniGameWindowInfo;
  /** Base library 2.20.1+. */
  getAppBaseInfo?(): { language?: string };
  onWindowResize?(listener: (size: { windowWidth: number; windowHeight: number }) => void): void;
  offWindowResize?(listener: (size: { windowWidth: number; windowHeight: number }) => void): void;
  onShow(listener: (options?: MiniGameLaunchOptions) => void): void;
  onHide(listener: () => void): void;
  offShow?(listener: (options?: MiniGameLaunchOptions) => void): void;
  offHide?(listener: () => void): void;
  getLaunchOptionsSync?(): MiniGameLaunchOptions;
  /** Returns '' for a missing key; throws when it cannot read. */
  getStorageSync(key: string): unknown;
  /** Throws when the key's 1 MB or the whole 10 MB would be exceeded. */
  setStorageSync(key: string, data: string): void;
  createInnerAudioContext(): MiniGameInnerAudioContext;
  /** The family name of the loaded font file, or null when it could not be loaded. */
  loadFont?(path: string): string | null;
  vibrateShort?(options?: object): void;
  /** render/image/wx.createImage. */
  createImage?(): MiniGameImage;
  /** file/wx.getFileSystemManager: the package's files. */
  getFileSystemManager?(): MiniGameFileSystemManager;
  /** network/request/wx.request: HTTPS only, to the domains set in the game's admin console. */
  request?(options: MiniGameRequestOptions): void;
}
