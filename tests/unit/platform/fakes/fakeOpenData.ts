// A fake of the host global inside the open-data context, written from WeChat's and Douyin's docs
// (developers.weixin.qq.com/minigame/dev/api/open-api/data/, developer.open-douyin.com ... open-data-base):
// onMessage registers the listener of the game's posts; getSharedCanvas gives the shared canvas (here with a
// recording 2D context); wx.getFriendCloudStorage / tt.getCloudStorageByRelation({ type: 'friend' }) answer
// { data: UserGameData[] } asynchronously, or call fail with an errMsg when the player refused the
// scope.WxFriendInteraction grant; wx.getGroupCloudStorage answers only for a share ticket the game was opened
// with; wx.getUserInfo({ openIdList: ['selfOpenId'] }) answers the player; createImage makes an image that
// loads (onload) or fails (onerror) after its src is set. No imports from vitest or src.
import type {
  OpenDataApi,
  OpenDataImage,
  RankContext2D,
  UserGameData,
} from '../../../../src/platform/openData/openDataApi';

/** One drawing call of the recording context. */
export interface DrawCall {
  op: string;
  args: unknown[];
  font: string;
  fill: unknown;
}

/** A 2D context that records what is drawn; text is measured at 0.55 em a character. */
export class RecordingContext implements RankContext2D {
  fillStyle: string | CanvasGradient | CanvasPattern = '#000';
  strokeStyle: string | CanvasGradient | CanvasPattern = '#000';
  lineWidth = 1;
  font = '10px sans-serif';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  calls: DrawCall[] = [];
  private record(op: string, args: unknown[]) {
    this.calls.push({ op, args, font: this.font, fill: this.fillStyle });
  }
  /** The texts drawn since the last clear of the whole canvas. */
  texts(): string[] {
    const from = this.calls.map((c) => c.op).lastIndexOf('clearRect');
    return this.calls
      .slice(from + 1)
      .filter((c) => c.op === 'fillText')
      .map((c) => String(c.args[0]));
  }
  images(): unknown[] {
    const from = this.calls.map((c) => c.op).lastIndexOf('clearRect');
    return this.calls
      .slice(from + 1)
      .filter((c) => c.op === 'drawImage')
      .map((c) => c.args[0]);
  }
  clearRect(...a: number[]) {
    this.record('clearRect', a);
  }
  fillRect(...a: number[]) {
    this.record('fillRect', a);
  }
  fillText(text: string, x: number, y: number) {
    this.record('fillText', [text, x, y]);
  }
  measureText(text: string) {
    const px = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 10);
    return { width: [...text].length * px * 0.55 };
  }
  beginPath() {}
  arc() {}
  moveTo() {}
  lineTo() {}
  arcTo() {}
  closePath() {}
  fill() {
    this.record('fill', []);
  }
  stroke() {}
  save() {}
  restore() {}
  clip() {}
  drawImage(image: unknown, ...a: number[]) {
    this.record('drawImage', [image, ...a]);
  }
}

/** The knobs a test turns. */
export interface OpenDataScript {
  kind: 'wx' | 'tt';
  /** Friends who play, the player included when they have a record. */
  friends: UserGameData[];
  /** Groups by share ticket. */
  groups: Record<string, UserGameData[]>;
  /** The player refused the friend-data grant: every data call fails. */
  refused: boolean;
  /** The player, as getUserInfo answers them. */
  self: { openId: string; nickName: string; avatarUrl: string };
  /** Avatar URLs that fail to load. */
  brokenImages: string[];
  /** Hold answers until `release()` (to test answers that come late). */
  holdAnswers: boolean;
}

/** A host record of challenge scores, as the game's postChallengeScore writes it (seed to score, newest first). */
export function challengeKV(scores: Record<string, number>, updateTime = 1_700_000_000) {
  return [
    {
      key: 'challenge',
      value: JSON.stringify({
        challenges: Object.entries(scores).map(([seed, score]) => ({ seed, score, update_time: updateTime })),
      }),
    },
  ];
}

/** A host record of a score, as the game's postScore writes it. */
export function scoreKV(kind: 'wx' | 'tt', score: number, updateTime = 1_700_000_000) {
  return [
    {
      key: 'score',
      value: JSON.stringify({ [kind === 'wx' ? 'wxgame' : 'ttgame']: { score, update_time: updateTime } }),
    },
  ];
}

export function fakeOpenData(script: Partial<OpenDataScript> = {}) {
  const s: OpenDataScript = {
    kind: 'wx',
    friends: [],
    groups: {},
    refused: false,
    self: { openId: 'me', nickName: 'Me', avatarUrl: 'https://avatar.test/me.png' },
    brokenImages: [],
    holdAnswers: false,
    ...script,
  };
  const ctx = new RecordingContext();
  const canvas = { width: 600, height: 900, getContext: () => ctx };
  let listener: ((message: unknown) => void) | null = null;
  const held: (() => void)[] = [];
  const answer = (fn: () => void) => {
    if (s.holdAnswers) held.push(fn);
    else setTimeout(fn, 0);
  };
  const images: (OpenDataImage & { url?: string })[] = [];
  const calls: string[] = [];

  // The host answers each user's records of the keys asked for (keyList), nothing else.
  const data = (
    users: UserGameData[],
    keyList: string[],
    name: string,
    cb: { success?: (r: { data: UserGameData[] }) => void; fail?: (e: { errMsg: string }) => void },
  ) =>
    answer(() => {
      if (s.refused) cb.fail?.({ errMsg: `${name}:fail auth deny` });
      else
        cb.success?.({
          data: structuredClone(users).map((u) => ({
            ...u,
            ...(u.KVDataList ? { KVDataList: u.KVDataList.filter((kv) => keyList.includes(kv.key)) } : {}),
          })),
        });
    });

  const api: OpenDataApi = {
    onMessage(callback) {
      listener = callback;
    },
    getSharedCanvas: () => canvas,
    createImage() {
      const image: OpenDataImage & { url?: string } = {
        onload: null,
        onerror: null,
        get src() {
          return this.url ?? '';
        },
        set src(url: string) {
          this.url = url;
          setTimeout(
            () => (s.brokenImages.includes(url) ? image.onerror?.({ errMsg: 'load failed' }) : image.onload?.()),
            0,
          );
        },
      };
      images.push(image);
      return image;
    },
  };
  if (s.kind === 'wx') {
    api.getFriendCloudStorage = ({ keyList, ...cb }) => {
      calls.push(`getFriendCloudStorage ${keyList.join(',')}`);
      data(s.friends, keyList, 'getFriendCloudStorage', cb);
    };
    api.getGroupCloudStorage = ({ shareTicket, keyList, ...cb }) => {
      calls.push(`getGroupCloudStorage ${shareTicket} ${keyList.join(',')}`);
      const group = s.groups[shareTicket];
      if (!group) answer(() => cb.fail?.({ errMsg: 'getGroupCloudStorage:fail invalid shareTicket' }));
      else data(group, keyList, 'getGroupCloudStorage', cb);
    };
    api.getUserInfo = ({ openIdList, ...cb }) => {
      calls.push(`getUserInfo ${openIdList.join(',')}`);
      answer(() => {
        if (s.refused) cb.fail?.({ errMsg: 'getUserInfo:fail auth deny' });
        else cb.success?.({ data: openIdList.includes('selfOpenId') ? [{ ...s.self }] : [] });
      });
    };
  } else {
    api.getCloudStorageByRelation = ({ type, keyList, ...cb }) => {
      calls.push(`getCloudStorageByRelation ${type} ${keyList.join(',')}`);
      data(type === 'friend' ? s.friends : [], keyList, 'getCloudStorageByRelation', cb);
    };
  }
  return {
    api,
    script: s,
    ctx,
    canvas,
    calls,
    images,
    /** Posts a message as the game's OpenDataContext.postMessage does. */
    post(message: unknown) {
      if (!listener) throw new Error('the context has not called onMessage');
      listener(message);
    },
    /** Answers every held call. */
    release() {
      for (const fn of held.splice(0)) fn();
    },
  };
}
