// The host's side of an open-data context, for the DOM-less harnesses: the `wx` global WeChat gives the closed
// scope that alone may read friends' hosted data, written from its documentation (developers.weixin.qq.com/
// minigame/dev/guide/open-ability/opendata/basic.html and /minigame/dev/api/open-api/data/): onMessage,
// getSharedCanvas, getFriendCloudStorage and getGroupCloudStorage (answering { data: UserGameData[] }: each user's
// records of the keys asked for, the player's as the game wrote them; or calling fail with an errMsg when the grant
// is refused or the share ticket unknown), getUserInfo with 'selfOpenId', and createImage (a drawable image with
// src, onload and onerror). Used by tests/e2e/harness/openDataWorker.js (the context alone) and by
// tests/minigame/wxWorker.js (the context beside the game, as in a package).
'use strict';

/**
 * Makes the open-data `wx` over `shared` (the shared canvas) and `config()` (the hosted data: { friends, groups by
 * ticket, self, refused, mine: the player's records }). `load` fetches an avatar and `Offscreen` makes a canvas: the harness's own, kept
 * before a runtime hides them. `deliver(message)` hands a message of the main context to the context's listener.
 */
self.createOpenDataWx = ({ shared, config, load, Offscreen }) => {
  let listener = null;
  const later = (fn) => setTimeout(fn, 20);
  // The host's answer: each user's records of the keys asked for; the player's own are what the game last wrote
  // (`mine`, key to value), and the player is listed once they have any, as a member of the friends and the group.
  const answer = (users, keyList, hosted) => {
    const mine = Object.entries(hosted.mine ?? {}).map(([key, value]) => ({ key, value }));
    const me = hosted.self?.openId;
    const list = structuredClone(users ?? []);
    if (me && mine.length > 0 && !list.some((u) => u.openid === me))
      list.push({ openid: me, nickname: hosted.self.nickName ?? '', avatarUrl: hosted.self.avatarUrl ?? '' });
    return list.map((user) => {
      const own = user.openid === me ? mine : [];
      const kept = (user.KVDataList ?? []).filter((kv) => !own.some((o) => o.key === kv.key));
      return { ...user, KVDataList: [...kept, ...own].filter((kv) => keyList.includes(kv.key)) };
    });
  };
  const wx = {
    onMessage(callback) {
      listener = callback;
    },
    getSharedCanvas: () => shared,
    getFriendCloudStorage({ keyList, success, fail }) {
      later(() => {
        const hosted = config();
        if (hosted.refused) fail?.({ errMsg: 'getFriendCloudStorage:fail auth deny' });
        else if (!Array.isArray(keyList) || keyList.length === 0)
          fail?.({ errMsg: 'getFriendCloudStorage:fail invalid keyList' });
        else success?.({ data: answer(hosted.friends, keyList, hosted) });
      });
    },
    getGroupCloudStorage({ shareTicket, keyList, success, fail }) {
      later(() => {
        const hosted = config();
        const group = hosted.groups?.[shareTicket];
        if (hosted.refused) fail?.({ errMsg: 'getGroupCloudStorage:fail auth deny' });
        else if (!group || !Array.isArray(keyList)) fail?.({ errMsg: 'getGroupCloudStorage:fail invalid shareTicket' });
        else success?.({ data: answer(group, keyList, hosted) });
      });
    },
    getUserInfo({ openIdList, success, fail }) {
      later(() => {
        const hosted = config();
        if (hosted.refused || !hosted.self) fail?.({ errMsg: 'getUserInfo:fail auth deny' });
        else success?.({ data: openIdList.includes('selfOpenId') ? [structuredClone(hosted.self)] : [] });
      });
    },
    // An image is drawable once loaded; a canvas holding the picture stands for it.
    createImage() {
      const image = new Offscreen(1, 1);
      let src = '';
      image.onload = null;
      image.onerror = null;
      Object.defineProperty(image, 'src', {
        get: () => src,
        set(url) {
          src = url;
          load(url)
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
  return {
    wx,
    deliver: (message) => listener?.(message),
    listening: () => listener !== null,
  };
};
