/* global self, importScripts, OffscreenCanvas, createImageBitmap */
// A DOM-less open-data context for the end-to-end tests: this Web Worker plays the host's side of WeChat's
// open data domain, written from its documentation (developers.weixin.qq.com/minigame/dev/guide/open-ability/
// opendata/basic.html and /minigame/dev/api/open-api/data/): a `wx` global with onMessage, getSharedCanvas (an
// OffscreenCanvas), getFriendCloudStorage and getGroupCloudStorage (answering { data: UserGameData[] } or
// calling fail with an errMsg when the grant is refused or the share ticket unknown), getUserInfo with
// 'selfOpenId', and createImage (a drawable image with src, onload and onerror). Then it loads the built
// open-data bundle, as the host loads openDataContext/index.js. The page drives it:
//   { kind: 'config', config }  the hosted data (friends, groups by ticket, the player, a refused grant)
//   { kind: 'post', message }   what the game's OpenDataContext.postMessage would pass
//   { kind: 'snapshot' }        answers { kind: 'snapshot', bitmap, hasDocument, hasWindow, logs }
let config = { friends: [], groups: {}, self: null, refused: false };
let listener = null;
const logs = [];
const shared = new OffscreenCanvas(600, 900);
const later = (fn) => setTimeout(fn, 20);

console.warn = (...args) => logs.push(args.map(String).join(' '));

self.wx = {
  onMessage(callback) {
    listener = callback;
  },
  getSharedCanvas: () => shared,
  getFriendCloudStorage({ keyList, success, fail }) {
    later(() => {
      if (config.refused) fail?.({ errMsg: 'getFriendCloudStorage:fail auth deny' });
      else if (!Array.isArray(keyList) || keyList.length === 0)
        fail?.({ errMsg: 'getFriendCloudStorage:fail invalid keyList' });
      else success?.({ data: structuredClone(config.friends) });
    });
  },
  getGroupCloudStorage({ shareTicket, keyList, success, fail }) {
    later(() => {
      const group = config.groups[shareTicket];
      if (config.refused) fail?.({ errMsg: 'getGroupCloudStorage:fail auth deny' });
      else if (!group || !Array.isArray(keyList)) fail?.({ errMsg: 'getGroupCloudStorage:fail invalid shareTicket' });
      else success?.({ data: structuredClone(group) });
    });
  },
  getUserInfo({ openIdList, success, fail }) {
    later(() => {
      if (config.refused || !config.self) fail?.({ errMsg: 'getUserInfo:fail auth deny' });
      else success?.({ data: openIdList.includes('selfOpenId') ? [structuredClone(config.self)] : [] });
    });
  },
  // An image is drawable once loaded; an OffscreenCanvas holding the picture stands for it.
  createImage() {
    const image = new OffscreenCanvas(1, 1);
    let src = '';
    image.onload = null;
    image.onerror = null;
    Object.defineProperty(image, 'src', {
      get: () => src,
      set(url) {
        src = url;
        fetch(url)
          .then((response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            return response.blob();
          })
          .then((blob) => createImageBitmap(blob))
          .then((bitmap) => {
            image.width = bitmap.width;
            image.height = bitmap.height;
            image.getContext('2d').drawImage(bitmap, 0, 0);
            image.onload?.();
          })
          .catch((error) => image.onerror?.({ errMsg: String(error) }));
      },
    });
    return image;
  },
};

self.onmessage = async ({ data }) => {
  if (data.kind === 'config') config = data.config;
  else if (data.kind === 'post') listener?.(data.message);
  else if (data.kind === 'snapshot') {
    const bitmap = await createImageBitmap(shared);
    self.postMessage(
      {
        kind: 'snapshot',
        bitmap,
        hasDocument: typeof self.document !== 'undefined',
        hasWindow: typeof self.window !== 'undefined',
        listening: listener !== null,
        logs: logs.slice(),
      },
      [bitmap],
    );
  }
};

importScripts('/harness/opendata.js');
