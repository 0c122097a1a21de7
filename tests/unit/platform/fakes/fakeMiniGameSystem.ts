// A fake of the system half of a mini-game global (`wx` / `tt`), written from WeChat's "小游戏 API" reference:
// createCanvas makes the on-screen canvas on its first call and off-screen canvases after; getStorageSync
// returns '' for a missing key; setStorageSync throws when a value passes 1 MB or all values pass 10 MB;
// getWindowInfo gives pixelRatio, windowWidth/Height and a portrait safeArea (left/right/top/bottom/width/height),
// and is missing before base library 2.20.1 (getSystemInfoSync then gives the same fields, with language);
// onShow / onHide call every listener; InnerAudioContext answers onCanplay once its src is a file it can read,
// else onError { errMsg, errCode: 10003 } (file error), keeps paused / currentTime, and seek moves currentTime;
// a canvas's 'webgl' context is an instance of one WebGL class; FileSystemManager.readFile reads the package's text
// files (as text with an encoding, else an ArrayBuffer) and fails 'fail no such file or directory, open <path>';
// wx.request answers the scripted URLs with their status and body and fails others with errMsg
// 'request:fail' (after the call returns, as the runtime does).
// No imports from vitest or src beyond the types.
import type {
  MiniGameCanvas,
  MiniGameImage,
  MiniGameInnerAudioContext,
  MiniGameSystemApi,
  MiniGameTouchEvent,
  MiniGameWindowInfo,
} from '../../../../src/platform/miniGameSystemApi';
import type { MiniGameLaunchOptions } from '../../../../src/platform/miniGameApi';

/** The knobs a test turns. */
export interface MiniGameSystemScript {
  window: MiniGameWindowInfo;
  /** Base library before 2.20.1: no getWindowInfo, no getAppBaseInfo. */
  oldBaseLibrary: boolean;
  language: string;
  launch: MiniGameLaunchOptions;
  /** Sound files the package holds (others fail to load). */
  files: string[];
  /** Storage limits in characters (the docs: 1 MB a key, 10 MB in all). */
  keyLimit: number;
  totalLimit: number;
  /** The package's text files by path (FileSystemManager.readFile). */
  packageFiles: Record<string, string>;
  /** What wx.request answers for a URL (others fail). */
  remote: Record<string, { status: number; body: string }>;
  /** No wx.createImage, wx.getFileSystemManager or wx.request (an older or trimmed runtime). */
  noFilesOrNetwork: boolean;
}

/** The runtime's WebGL context class (a mini-game has no WebGLRenderingContext global). */
export class FakeWebGLContext {}

/** One fake inner audio context, with what was done to it. */
export interface FakeAudioContext extends MiniGameInnerAudioContext {
  readonly calls: string[];
  destroyed: boolean;
}

/** A fake canvas whose 2D context measures every character as 10 px at any font. */
function fakeCanvas(onScreen: boolean): MiniGameCanvas & { onScreen: boolean } {
  return {
    onScreen,
    width: onScreen ? 0 : 300,
    height: onScreen ? 0 : 150,
    getContext: (kind) =>
      kind === '2d'
        ? { font: '', measureText: (text: string) => ({ width: text.length * 10 }) }
        : kind === 'webgl'
          ? new FakeWebGLContext()
          : null,
    toDataURL: () => 'data:image/png;base64,',
  };
}

/** The fake global and what it saw. */
export function createFakeMiniGameSystem(script: Partial<MiniGameSystemScript> = {}) {
  const s: MiniGameSystemScript = {
    window: { pixelRatio: 3, windowWidth: 390, windowHeight: 844 },
    oldBaseLibrary: false,
    language: 'zh_CN',
    launch: {},
    files: [],
    keyLimit: 1024 * 1024,
    totalLimit: 10 * 1024 * 1024,
    packageFiles: {},
    remote: {},
    noFilesOrNetwork: false,
    ...script,
  };
  const stored = new Map<string, string>();
  const canvases: (MiniGameCanvas & { onScreen: boolean })[] = [];
  const shows = new Set<(options?: MiniGameLaunchOptions) => void>();
  const hides = new Set<() => void>();
  const resizes = new Set<(size: { windowWidth: number; windowHeight: number }) => void>();
  // The four touch phases' listeners (wx.onTouchStart/Move/End/Cancel and their wx.offTouch… pairs).
  type TouchListener = (event: MiniGameTouchEvent) => void;
  const touchListeners = {
    start: new Set<TouchListener>(),
    move: new Set<TouchListener>(),
    end: new Set<TouchListener>(),
    cancel: new Set<TouchListener>(),
  };
  const touchStarts = touchListeners.start;
  /** The fingers on the screen now, by identifier (the docs: `touches` lists them, `changedTouches` those that changed). */
  const fingers = new Map<number, { identifier: number; clientX: number; clientY: number }>();
  const audio: FakeAudioContext[] = [];
  /** Every file read and request made, in order ('file a.json utf8', 'GET https://… text'). */
  const requests: string[] = [];

  const createInnerAudioContext = (): FakeAudioContext => {
    let src = '';
    let paused = true;
    let currentTime = 0;
    const canplay: (() => void)[] = [];
    const errors: ((error: { errMsg: string; errCode: number }) => void)[] = [];
    const context: FakeAudioContext = {
      calls: [],
      destroyed: false,
      get src() {
        return src;
      },
      set src(value: string) {
        src = value;
        // The file is read after the call returns.
        queueMicrotask(() => {
          if (s.files.includes(value)) canplay.forEach((callback) => callback());
          else errors.forEach((callback) => callback({ errMsg: `fake: no file ${value}`, errCode: 10003 }));
        });
      },
      startTime: 0,
      autoplay: false,
      loop: false,
      volume: 1,
      get paused() {
        return paused;
      },
      duration: 60,
      get currentTime() {
        return currentTime;
      },
      play() {
        context.calls.push(`play@${currentTime}`);
        paused = false;
      },
      pause() {
        context.calls.push('pause');
        paused = true;
      },
      stop() {
        context.calls.push('stop');
        paused = true;
        currentTime = 0;
      },
      seek(position) {
        context.calls.push(`seek ${position}`);
        currentTime = position;
      },
      destroy() {
        context.destroyed = true;
      },
      onCanplay: (callback) => void canplay.push(callback),
      onError: (callback) => void errors.push(callback),
      onEnded: () => undefined,
    };
    audio.push(context);
    return context;
  };

  const api: MiniGameSystemApi = {
    createCanvas() {
      const canvas = fakeCanvas(canvases.length === 0);
      canvases.push(canvas);
      return canvas;
    },
    onTouchStart: (listener) => void touchStarts.add(listener),
    onTouchMove: (listener) => void touchListeners.move.add(listener),
    onTouchEnd: (listener) => void touchListeners.end.add(listener),
    onTouchCancel: (listener) => void touchListeners.cancel.add(listener),
    offTouchStart: (listener) => void touchStarts.delete(listener),
    offTouchMove: (listener) => void touchListeners.move.delete(listener),
    offTouchEnd: (listener) => void touchListeners.end.delete(listener),
    offTouchCancel: (listener) => void touchListeners.cancel.delete(listener),
    ...(s.oldBaseLibrary
      ? {}
      : {
          getWindowInfo: () => ({ ...s.window }),
          getAppBaseInfo: () => ({ language: s.language }),
        }),
    getSystemInfoSync: () => ({ ...s.window, language: s.language }),
    onWindowResize: (listener) => void resizes.add(listener),
    offWindowResize: (listener) => void resizes.delete(listener),
    onShow: (listener) => void shows.add(listener),
    onHide: (listener) => void hides.add(listener),
    getLaunchOptionsSync: () => s.launch,
    getStorageSync: (key) => stored.get(key) ?? '',
    setStorageSync(key, data) {
      const total = [...stored.entries()].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
      if (data.length > s.keyLimit) throw new Error('setStorageSync:fail entry size limit reached');
      if (total + data.length > s.totalLimit) throw new Error('setStorageSync:fail exceed storage max size 10Mb');
      stored.set(key, data);
    },
    createInnerAudioContext,
    ...(s.noFilesOrNetwork
      ? {}
      : {
          createImage: (): MiniGameImage => ({ src: '', width: 0, height: 0, onload: null, onerror: null }),
          getFileSystemManager: () => ({
            readFile({ filePath, encoding, success, fail }) {
              requests.push(`file ${filePath}${encoding ? ` ${encoding}` : ''}`);
              queueMicrotask(() => {
                const text = s.packageFiles[filePath];
                if (text === undefined) fail?.({ errMsg: `readFile:fail no such file or directory, open ${filePath}` });
                else success?.({ data: encoding ? text : (new TextEncoder().encode(text).buffer as ArrayBuffer) });
              });
            },
          }),
          request({ url, method, responseType, success, fail }) {
            requests.push(`${method ?? 'GET'} ${url} ${responseType ?? 'text'}`);
            queueMicrotask(() => {
              const answer = s.remote[url];
              if (!answer) return fail?.({ errMsg: 'request:fail' });
              const data =
                responseType === 'arraybuffer'
                  ? (new TextEncoder().encode(answer.body).buffer as ArrayBuffer)
                  : answer.body;
              success?.({ data, statusCode: answer.status });
            });
          },
        }),
  };

  return {
    api,
    script: s,
    stored,
    canvases,
    audio,
    requests,
    hide: () => hides.forEach((listener) => listener()),
    show: (options?: MiniGameLaunchOptions) => shows.forEach((listener) => listener(options)),
    resize(window: MiniGameWindowInfo) {
      s.window = window;
      resizes.forEach((listener) => listener({ windowWidth: window.windowWidth, windowHeight: window.windowHeight }));
    },
    touch() {
      const touch = { identifier: 0, clientX: 10, clientY: 10 };
      touchStarts.forEach((listener) => listener({ touches: [touch], changedTouches: [touch], timeStamp: 0 }));
    },
    /**
     * One finger's phase at a point in logical px, as the runtime reports it: on start and move `touches` holds
     * the finger, on end and cancel it has left `touches` and is only in `changedTouches`.
     */
    finger(phase: 'start' | 'move' | 'end' | 'cancel', identifier: number, clientX: number, clientY: number) {
      const touch = { identifier, clientX, clientY };
      if (phase === 'start' || phase === 'move') fingers.set(identifier, touch);
      else fingers.delete(identifier);
      const event = { touches: [...fingers.values()], changedTouches: [touch], timeStamp: Date.now() };
      touchListeners[phase].forEach((listener) => listener(event));
    },
    /** How many listeners each touch phase has. */
    touchListenerCounts: () => ({
      start: touchListeners.start.size,
      move: touchListeners.move.size,
      end: touchListeners.end.size,
      cancel: touchListeners.cancel.size,
    }),
  };
}
