// A worker of the DOM-less runtime (wx.createWorker in tests/minigame/wxWorker.js), written from WeChat's
// "多线程 Worker" guide (developers.weixin.qq.com/minigame/dev/guide/base-ability/worker.html) and its Worker
// reference: the package's worker script runs with a global `worker` (onMessage, postMessage; messages are
// copies), with no wx API and none of the web's globals a mini-game runtime lacks.
'use strict';

const listeners = new Set();
const relay = (message) => self.postMessage(message);

self.worker = {
  onMessage: (listener) => listeners.add(listener),
  postMessage: (message) => relay({ type: 'message', message }),
};
self.addEventListener('error', (event) => relay({ type: 'error', message: `worker: ${event.message}` }));
self.addEventListener('unhandledrejection', (event) =>
  relay({ type: 'error', message: `worker: unhandled ${String(event.reason)}` }),
);

self.onmessage = ({ data }) => {
  if (data.type === 'boot') {
    // The globals the runtime's worker lacks (the runtime's list, and wx: no wx API in a worker) read as undefined.
    for (const name of data.hidden)
      Object.defineProperty(self, name, { value: undefined, configurable: true, writable: true });
    importScripts(data.script);
  } else if (data.type === 'message') listeners.forEach((listener) => listener(data.message));
};
