// The page side of the DOM-less harness: hands the screen to the worker as an OffscreenCanvas, relays the
// pointer as the runtime's touches, keeps the runtime's storage across worker restarts (in this page's
// localStorage), gives the open-data context its hosted data, and lets the test call the game's test hook in the
// worker (window.__harness).
'use strict';
(() => {
  const STORAGE_KEY = 'minigame-harness-storage';
  const params = new URLSearchParams(location.search);
  const query = {};
  for (const [key, value] of params) if (key !== 'package') query[key] = value;
  const width = window.innerWidth;
  const height = window.innerHeight;
  const ratio = window.devicePixelRatio || 1;
  const replies = new Map();
  let nextId = 1;
  let worker = null;
  /** The hosted data the open-data context reads, kept across restarts as a host keeps it. */
  let openData = null;
  /** The player's hosted data as the game wrote it (wx.setUserCloudStorage), kept across restarts as a host keeps it. */
  let cloud = {};
  const errors = [];
  const logs = [];
  /** What the runtime's worker did: starts, terminations and each message's job, in order. */
  const workers = [];

  function readStorage() {
    try {
      return JSON.parse(localStorage.getItem(STORAGE_KEY) || '{}');
    } catch {
      return {};
    }
  }

  function boot() {
    const old = document.getElementById('screen');
    const canvas = document.createElement('canvas');
    canvas.id = 'screen';
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    old.replaceWith(canvas);
    const offscreen = canvas.transferControlToOffscreen();
    worker = new Worker('./wxWorker.js');
    worker.onmessage = ({ data }) => {
      if (data.type === 'storage') localStorage.setItem(STORAGE_KEY, JSON.stringify(data.entries));
      else if (data.type === 'cloud') cloud = data.entries;
      else if (data.type === 'reply') {
        const pending = replies.get(data.id);
        replies.delete(data.id);
        if (pending && data.error) pending.reject(new Error(data.error));
        else if (pending) pending.resolve(data.value);
      } else if (data.type === 'error') errors.push(data.message);
      else if (data.type === 'log') logs.push(data.message);
      else if (data.type === 'worker') workers.push(data.event === 'message' ? `message:${data.job}` : data.event);
    };
    worker.onerror = (event) => errors.push(`worker: ${event.message}`);
    worker.postMessage(
      {
        type: 'boot',
        screen: offscreen,
        storage: readStorage(),
        window: { windowWidth: width, windowHeight: height, pixelRatio: ratio },
        query,
        packageBase: params.get('package') || './package/',
        openData,
        cloud,
      },
      [offscreen],
    );
    const fingers = new Set();
    const send = (phase, event) =>
      worker.postMessage({ type: 'touch', phase, id: event.pointerId, x: event.clientX, y: event.clientY });
    canvas.addEventListener('pointerdown', (event) => {
      fingers.add(event.pointerId);
      canvas.setPointerCapture(event.pointerId);
      send('start', event);
    });
    canvas.addEventListener('pointermove', (event) => {
      if (fingers.has(event.pointerId)) send('move', event);
    });
    canvas.addEventListener('pointerup', (event) => {
      if (fingers.delete(event.pointerId)) send('end', event);
    });
    canvas.addEventListener('pointercancel', (event) => {
      if (fingers.delete(event.pointerId)) send('cancel', event);
    });
  }

  function call(method, ...args) {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      replies.set(id, { resolve, reject });
      worker.postMessage({ type: 'call', id, method, args });
    });
  }

  window.__harness = {
    /** Calls the game's test hook in the worker (`__game[method](...args)`); the result is structured-cloned. */
    call,
    /** Whether the worker's global has a document (it must not). */
    hasDocument: () => call('__hasDocument'),
    /** The runtime's hide and show (wx.onHide / wx.onShow listeners). */
    hide: () => worker.postMessage({ type: 'hide' }),
    show: () => worker.postMessage({ type: 'show' }),
    /** The hosted data the open-data context reads: { friends, groups (by share ticket), self, refused }. */
    openData: (config) => {
      openData = config;
      worker.postMessage({ type: 'openData', config });
    },
    /** Ends the worker and starts the package again in a new one, with the storage kept. */
    restart: () => {
      worker.terminate();
      replies.clear();
      boot();
    },
    /** The runtime stops its worker (WeChat's onProcessKilled). */
    killWorker: () => worker.postMessage({ type: 'killWorker' }),
    /** The player's hosted data the game wrote: key to value. */
    cloud: () => ({ ...cloud }),
    errors,
    logs,
    workers,
  };
  boot();
})();
