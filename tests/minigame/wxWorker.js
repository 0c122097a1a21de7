// The DOM-less runtime for tests (issue 13): a Web Worker with no document, where the mini-game package runs as
// it runs on WeChat, with a `wx` global written from WeChat's published API reference (developers.weixin.qq.com,
// minigame/dev/api): wx.createCanvas (the first call gives the on-screen canvas, every later one an off-screen
// canvas), wx.onTouchStart/Move/End/Cancel and their off… pairs (touches, changedTouches, timeStamp; a Touch has
// identifier, clientX, clientY), wx.getWindowInfo / wx.getSystemInfoSync (pixelRatio, windowWidth, windowHeight,
// safeArea), wx.getAppBaseInfo, wx.getLaunchOptionsSync (scene, query), wx.getStorageSync (an empty string for a
// key never set) and wx.setStorageSync, wx.createInnerAudioContext (src, play, pause, stop, seek, destroy,
// onCanplay, onError with errMsg and errCode, onEnded), wx.onShow / wx.onHide, wx.createRewardedVideoAd (load and
// show return promises; onClose gives { isEnded }), wx.createInterstitialAd, wx.createBannerAd, wx.shareAppMessage,
// wx.showShareMenu, wx.onShareAppMessage, wx.setUserCloudStorage, wx.login, wx.vibrateShort/Long,
// wx.getFileSystemManager().readFile, wx.request, wx.createWorker (one worker at a time, its script run by
// tests/minigame/workerThread.js; Worker.postMessage, onMessage, terminate, onProcessKilled) and
// wx.getOpenDataContext (postMessage, and canvas: the shared
// canvas, an OffscreenCanvas). The package's open-data context (the folder game.json names) runs beside the game,
// as a host runs it: a closed scope whose only global is its own `wx` (tests/minigame/openDataWx.js), drawing on
// the shared canvas. The page (harness.js) hands over the screen, relays the pointer as touches, keeps the storage
// across restarts, gives the open-data context its hosted data and calls the game's test hook through messages.
'use strict';

importScripts('./openDataWx.js');

// What the runtime itself is made of, kept before the web's globals are taken away from the game (see 'boot').
const webFetch = self.fetch.bind(self);
const Offscreen = self.OffscreenCanvas;
const WebWorker = self.Worker;
const harnessUrl = self.location.href;

/**
 * Globals a web worker has and a mini-game runtime does not (WeChat's reference lists none of them): the game
 * must start without them, so they are hidden from it (each reads as undefined).
 */
const WEB_ONLY_GLOBALS = [
  'navigator',
  'location',
  'fetch',
  'XMLHttpRequest',
  'Worker',
  'indexedDB',
  'caches',
  'OffscreenCanvas',
  'fonts',
];

const state = {
  screen: null,
  canvases: 0,
  windowInfo: { windowWidth: 390, windowHeight: 844, pixelRatio: 1 },
  query: {},
  packageBase: './package/',
  storage: new Map(),
  /** The worker alive (wx.createWorker allows one at a time), and its process-killed listeners. */
  worker: null,
  /** The hosted data the open-data context reads (friends, groups by share ticket, the player, a refused grant). */
  openData: { friends: [], groups: {}, self: null, refused: false },
  /** The player's hosted data (wx.setUserCloudStorage): key to value, as the open-data context's answers give it. */
  cloud: {},
};

/**
 * The open-data context: its host side (the shared canvas and the context's `wx`) and the main context's handle on
 * it. A message posted to it arrives later, a copy, as a host delivers it.
 */
const openData = (() => {
  const shared = new Offscreen(300, 150);
  const host = self.createOpenDataWx({
    shared,
    config: () => ({ ...state.openData, mine: state.cloud }),
    load: (url) => webFetch(url),
    Offscreen,
  });
  const context = {
    canvas: shared,
    postMessage(message) {
      const copy = structuredClone(message);
      setTimeout(() => host.deliver(copy), 0);
    },
  };
  return { host, context };
})();

/** Starts the open-data context's code in a closed scope: its globals are its `wx` and the console alone. */
function startOpenData(code) {
  const scope = { wx: openData.host.wx, console };
  scope.globalThis = scope;
  new Function('globalThis', 'self', 'window', 'wx', 'tt', code)(scope, scope, undefined, openData.host.wx, undefined);
}

/**
 * wx.createWorker: the package's worker script in a Web Worker of its own (no document, no wx). One at a time, as
 * the reference says ("目前限制最多只能创建 1 个 Worker，创建下一个 Worker 前请调用 Worker.terminate"): a second
 * is refused while the first lives. The page hears of each start and of each message's job.
 */
function createWorker(scriptPath) {
  if (state.worker) throw new Error('createWorker:fail exceed max concurrent workers limit');
  const listeners = new Set();
  const killed = new Set();
  // The thread starts once its script and the package's are read (through this worker's fetch, which the test's
  // routing answers, unlike a nested worker's own requests); what is posted before waits for it.
  let thread = null;
  let ended = false;
  const waiting = [];
  const send = (message) => (thread ? thread.postMessage(message) : waiting.push(message));
  const blobUrl = (code) => URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  Promise.all([webFetch(new URL('workerThread.js', harnessUrl)).then((r) => r.text()), readPackage(scriptPath, true)])
    .then(([threadCode, code]) => {
      if (ended) return;
      thread = new WebWorker(blobUrl(threadCode));
      thread.onmessage = ({ data }) => {
        if (data.type === 'message') listeners.forEach((listener) => listener(data.message));
        else if (data.type === 'error') post({ type: 'error', message: data.message });
      };
      thread.onerror = (event) => post({ type: 'error', message: `worker thread: ${event.message}` });
      thread.postMessage({ type: 'boot', script: blobUrl(code), hidden: ['wx', ...WEB_ONLY_GLOBALS] });
      waiting.splice(0).forEach((message) => thread.postMessage(message));
    })
    .catch((error) => post({ type: 'error', message: `worker ${scriptPath}: ${text(error)}` }));
  post({ type: 'worker', event: 'start', path: scriptPath });
  const end = () => {
    ended = true;
    thread?.terminate();
    if (state.worker === handle) state.worker = null;
  };
  const handle = {
    postMessage(message) {
      post({ type: 'worker', event: 'message', job: message?.job ?? null });
      send({ type: 'message', message });
    },
    onMessage: (listener) => listeners.add(listener),
    onProcessKilled: (listener) => killed.add(listener),
    terminate() {
      end();
      post({ type: 'worker', event: 'terminate', path: scriptPath });
    },
    /** The system stops the worker (the harness's `killWorker`). */
    kill() {
      end();
      killed.forEach((listener) => listener());
    },
  };
  state.worker = handle;
  return handle;
}

/** The package's open-data code, from the folder its game.json names (none when it names none). */
async function readOpenData() {
  const game = JSON.parse(await readPackage('game.json', true));
  if (typeof game.openDataContext !== 'string') return null;
  return readPackage(`${game.openDataContext.replace(/\/+$/, '')}/index.js`, true);
}
const listeners = {
  start: new Set(),
  move: new Set(),
  end: new Set(),
  cancel: new Set(),
  show: new Set(),
  hide: new Set(),
  resize: new Set(),
};
const fingers = new Map();
const post = (message) => self.postMessage(message);
const text = (value) => {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
};
const originalError = console.error.bind(console);
console.error = (...args) => {
  post({ type: 'error', message: args.map(text).join(' ') });
  originalError(...args);
};
const originalWarn = console.warn.bind(console);
console.warn = (...args) => {
  post({ type: 'log', message: args.map(text).join(' ') });
  originalWarn(...args);
};
self.addEventListener('error', (event) =>
  post({ type: 'error', message: `uncaught: ${event.message} at ${event.filename}:${event.lineno}:${event.colno}` }),
);
self.addEventListener('unhandledrejection', (event) =>
  post({ type: 'error', message: `unhandled: ${text(event.reason)}` }),
);

/** A callback-style call's ending, as WeChat calls them: success or fail, then complete. */
function settle(options, ok, result) {
  const done = ok ? options?.success : options?.fail;
  done?.(result);
  options?.complete?.(result);
}

function safeArea() {
  const { windowWidth: width, windowHeight: height } = state.windowInfo;
  return { left: 0, top: 0, right: width, bottom: height, width, height };
}

function windowInfo() {
  return {
    ...state.windowInfo,
    screenWidth: state.windowInfo.windowWidth,
    screenHeight: state.windowInfo.windowHeight,
    statusBarHeight: 0,
    safeArea: safeArea(),
  };
}

function readPackage(path, asText) {
  return webFetch(new URL(path.replace(/^\/+/, ''), new URL(state.packageBase, harnessUrl))).then((response) => {
    if (!response.ok) throw new Error(`readFile:fail no such file or directory, open ${path}`);
    return asText ? response.text() : response.arrayBuffer();
  });
}

/** One event of a runtime object: its listeners, and the on/off pair WeChat gives for it (onClose / offClose). */
function event() {
  const listeners = new Set();
  return {
    emit: (...args) => listeners.forEach((callback) => callback(...args)),
    clear: () => listeners.clear(),
    on: (callback) => listeners.add(callback),
    off: (callback) => listeners.delete(callback),
  };
}

function innerAudioContext() {
  const canplay = event();
  const errors = event();
  const ended = event();
  let src = '';
  let paused = true;
  let duration = 0;
  return {
    startTime: 0,
    autoplay: false,
    loop: false,
    volume: 1,
    get src() {
      return src;
    },
    set src(value) {
      src = value;
      // The file is looked up as the runtime would (a package path or a URL): canplay when it is there.
      const url = /^[a-z]+:/i.test(value)
        ? value
        : new URL(value.replace(/^\/+/, ''), new URL(state.packageBase, harnessUrl));
      webFetch(url)
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          duration = 1;
          canplay.emit();
        })
        .catch(() => errors.emit({ errMsg: `audio ${value} could not load`, errCode: 10004 }));
    },
    get paused() {
      return paused;
    },
    get duration() {
      return duration;
    },
    currentTime: 0,
    play() {
      paused = false;
    },
    pause() {
      paused = true;
    },
    stop() {
      paused = true;
    },
    seek() {},
    destroy() {
      paused = true;
      canplay.clear();
      errors.clear();
      ended.clear();
    },
    onCanplay: canplay.on,
    offCanplay: canplay.off,
    onError: errors.on,
    offError: errors.off,
    onEnded: ended.on,
    offEnded: ended.off,
  };
}

/** A rewarded video or interstitial ad: `?ad=` of the launch query says how it ends (watched, closed early, no fill). */
function videoAd() {
  const loads = event();
  const errors = event();
  const closes = event();
  const outcome = () => state.query.ad ?? 'watched';
  const failNoFill = () => {
    const error = { errMsg: 'no advertisement', errCode: 1004 };
    errors.emit(error);
    return Promise.reject(error);
  };
  return {
    load() {
      if (outcome() === 'nofill') return failNoFill();
      loads.emit();
      return Promise.resolve();
    },
    show() {
      if (outcome() === 'nofill') return failNoFill();
      setTimeout(() => closes.emit({ isEnded: outcome() === 'watched' }), 300);
      return Promise.resolve();
    },
    destroy() {},
    onLoad: loads.on,
    offLoad: loads.off,
    onError: errors.on,
    offError: errors.off,
    onClose: closes.on,
    offClose: closes.off,
  };
}

const wx = {
  createCanvas() {
    state.canvases += 1;
    return state.canvases === 1 ? state.screen : new Offscreen(300, 150);
  },
  onTouchStart: (listener) => listeners.start.add(listener),
  onTouchMove: (listener) => listeners.move.add(listener),
  onTouchEnd: (listener) => listeners.end.add(listener),
  onTouchCancel: (listener) => listeners.cancel.add(listener),
  offTouchStart: (listener) => listeners.start.delete(listener),
  offTouchMove: (listener) => listeners.move.delete(listener),
  offTouchEnd: (listener) => listeners.end.delete(listener),
  offTouchCancel: (listener) => listeners.cancel.delete(listener),
  getWindowInfo: windowInfo,
  getSystemInfoSync: () => ({ ...windowInfo(), platform: 'devtools', language: 'en', SDKVersion: '3.0.0' }),
  getAppBaseInfo: () => ({ language: 'en', SDKVersion: '3.0.0' }),
  onWindowResize: (listener) => listeners.resize.add(listener),
  offWindowResize: (listener) => listeners.resize.delete(listener),
  // `?shareTicket=` of the harness: opened from a card shared in a group (scene 1044 carries the group's ticket).
  getLaunchOptionsSync: () =>
    state.query.shareTicket
      ? { scene: 1044, query: { ...state.query }, shareTicket: state.query.shareTicket }
      : { scene: 1001, query: { ...state.query } },
  onShow: (listener) => listeners.show.add(listener),
  offShow: (listener) => listeners.show.delete(listener),
  onHide: (listener) => listeners.hide.add(listener),
  offHide: (listener) => listeners.hide.delete(listener),
  getStorageSync: (key) => (state.storage.has(key) ? state.storage.get(key) : ''),
  setStorageSync(key, data) {
    state.storage.set(String(key), data);
    post({ type: 'storage', entries: Object.fromEntries(state.storage) });
  },
  removeStorageSync(key) {
    state.storage.delete(String(key));
    post({ type: 'storage', entries: Object.fromEntries(state.storage) });
  },
  createInnerAudioContext: innerAudioContext,
  createRewardedVideoAd: () => videoAd(),
  createInterstitialAd: () => videoAd(),
  createBannerAd: ({ style }) => ({
    style: { ...style, realWidth: style.width, realHeight: Math.round(style.width / 4) },
    show: () => Promise.resolve(),
    hide() {},
    destroy() {},
    onError() {},
    onResize() {},
  }),
  shareAppMessage: (options) => settle(options, true, {}),
  showShareMenu: (options) => settle(options, true, {}),
  onShareAppMessage() {},
  // The hosted data's limits (托管数据的限制): a key of at most 128 bytes, a key and its value of at most 1024
  // together, at most 128 keys a player; values are strings.
  setUserCloudStorage(options) {
    const bytes = (text) => new TextEncoder().encode(text).length;
    const list = Array.isArray(options.KVDataList) ? options.KVDataList : [];
    const bad = list.find(
      (kv) =>
        typeof kv?.key !== 'string' ||
        typeof kv.value !== 'string' ||
        bytes(kv.key) > 128 ||
        bytes(kv.key) + bytes(kv.value) > 1024,
    );
    const keys = new Set([...Object.keys(state.cloud), ...list.map((kv) => kv?.key)]);
    if (bad || list.length === 0 || keys.size > 128) {
      settle(options, false, { errMsg: 'setUserCloudStorage:fail invalid KVDataList' });
      return;
    }
    for (const { key, value } of list) state.cloud[key] = value;
    post({ type: 'cloud', entries: { ...state.cloud } });
    settle(options, true, {});
  },
  login: (options) => settle(options, true, { code: 'harness-login-code' }),
  vibrateShort: (options) => settle(options, true, {}),
  vibrateLong: (options) => settle(options, true, {}),
  getFileSystemManager: () => ({
    readFile(options) {
      readPackage(options.filePath, options.encoding === 'utf8' || options.encoding === 'utf-8').then(
        (data) => settle(options, true, { data }),
        (error) => settle(options, false, { errMsg: error.message }),
      );
    },
  }),
  getOpenDataContext: () => openData.context,
  createWorker,
  request(options) {
    webFetch(options.url, { method: options.method ?? 'GET', headers: options.header, body: options.data })
      .then(async (response) => {
        const data = options.responseType === 'arraybuffer' ? await response.arrayBuffer() : await response.text();
        settle(options, true, { data, statusCode: response.status, header: {} });
      })
      .catch((error) => settle(options, false, { errMsg: `request:fail ${error.message}` }));
  },
};

function touch(phase, id, x, y) {
  const changed = { identifier: id, clientX: x, clientY: y };
  if (phase === 'start' || phase === 'move') fingers.set(id, changed);
  else fingers.delete(id);
  const event = { touches: [...fingers.values()], changedTouches: [changed], timeStamp: performance.now() };
  listeners[phase].forEach((listener) => listener(event));
}

async function answer({ id, method, args }) {
  try {
    let value;
    if (method === '__hasDocument') value = typeof self.document !== 'undefined';
    else {
      const hook = self.__game;
      if (!hook || typeof hook[method] !== 'function') throw new Error(`the test hook has no ${method} (yet)`);
      value = await hook[method](...args);
    }
    try {
      post({ type: 'reply', id, value });
    } catch {
      post({ type: 'reply', id, value: JSON.parse(JSON.stringify(value ?? null)) });
    }
  } catch (error) {
    post({ type: 'reply', id, error: text(error) });
  }
}

self.onmessage = ({ data }) => {
  switch (data.type) {
    case 'boot':
      state.screen = data.screen;
      state.windowInfo = data.window;
      state.query = data.query;
      state.packageBase = data.packageBase;
      state.storage = new Map(Object.entries(data.storage ?? {}));
      if (data.openData) state.openData = data.openData;
      state.cloud = { ...(data.cloud ?? {}) };
      // The open-data context starts first (a host loads it with the package), then the game.
      readOpenData()
        .then((code) => code && startOpenData(code))
        .catch((error) => post({ type: 'error', message: `open-data context: ${text(error)}` }))
        .then(() => {
          self.wx = wx;
          if (state.query.strict !== '0') {
            for (const name of WEB_ONLY_GLOBALS)
              Object.defineProperty(self, name, { value: undefined, configurable: true, writable: true });
          }
          importScripts(new URL('game.js', new URL(state.packageBase, harnessUrl)).href);
        });
      break;
    case 'openData':
      state.openData = data.config;
      break;
    case 'killWorker':
      state.worker?.kill();
      break;
    case 'touch':
      touch(data.phase, data.id, data.x, data.y);
      break;
    case 'hide':
      listeners.hide.forEach((listener) => listener());
      break;
    case 'show':
      listeners.show.forEach((listener) => listener({ scene: 1001, query: { ...state.query } }));
      break;
    case 'call':
      void answer(data);
      break;
  }
};
