/* global self, importScripts, OffscreenCanvas, createImageBitmap */
// A DOM-less open-data context for the end-to-end tests: this Web Worker plays the host's side of WeChat's
// open data domain: the `wx` global of tests/minigame/openDataWx.js (written from WeChat's documentation) over an
// OffscreenCanvas for the shared canvas. Then it loads the built open-data bundle, as the host loads
// openDataContext/index.js. The page drives it:
//   { kind: 'config', config }  the hosted data (friends, groups by ticket, the player, a refused grant)
//   { kind: 'post', message }   what the game's OpenDataContext.postMessage would pass
//   { kind: 'snapshot' }        answers { kind: 'snapshot', bitmap, hasDocument, hasWindow, logs }
let config = { friends: [], groups: {}, self: null, refused: false };
const logs = [];
const shared = new OffscreenCanvas(600, 900);

console.warn = (...args) => logs.push(args.map(String).join(' '));

importScripts('/harness/openDataWx.js');
const host = self.createOpenDataWx({
  shared,
  config: () => config,
  load: (url) => fetch(url),
  Offscreen: OffscreenCanvas,
});
self.wx = host.wx;

self.onmessage = async ({ data }) => {
  if (data.kind === 'config') config = data.config;
  else if (data.kind === 'post') host.deliver(data.message);
  else if (data.kind === 'snapshot') {
    const bitmap = await createImageBitmap(shared);
    self.postMessage(
      {
        kind: 'snapshot',
        bitmap,
        hasDocument: typeof self.document !== 'undefined',
        hasWindow: typeof self.window !== 'undefined',
        listening: host.listening(),
        logs: logs.slice(),
      },
      [bitmap],
    );
  }
};

importScripts('/harness/opendata.js');
