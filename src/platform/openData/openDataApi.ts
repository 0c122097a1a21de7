// What the open-data context (WeChat's 开放数据域, Douyin's 开放数据域) may call, as the hosts document it.
// It is a closed JavaScript scope beside the game: no DOM, no network, no access to the game's code or
// storage; the game can only post messages to it, and it draws on the canvas it shares with the game.
//
// WeChat (developers.weixin.qq.com/minigame/dev/guide/open-ability/opendata/basic.html and
// /minigame/dev/api/open-api/data/): wx.onMessage(callback) gets what the game posts with
// OpenDataContext.postMessage (values are primitives, nested objects allowed); wx.getSharedCanvas() is the
// shared canvas; wx.getFriendCloudStorage({ keyList }) answers { data: UserGameData[] } (friends who play,
// the player included), wx.getGroupCloudStorage({ shareTicket, keyList }) the same for the group a shared
// card was opened from (only then); UserGameData is { avatarUrl, nickname, openid, KVDataList }; both need
// the scope.WxFriendInteraction grant and call `fail` when refused. wx.getUserInfo({ openIdList:
// ['selfOpenId'] }) answers { data: [{ openId, nickName, avatarUrl }] } for the player. wx.createImage()
// makes an image for drawImage (src, onload, onerror).
// Douyin (developer.open-douyin.com/docs/resource/zh-CN/mini-game/develop/guide/open-ability/open-data-base):
// tt.onMessage and tt.getSharedCanvas the same; friends' data through tt.getCloudStorageByRelation({ type:
// 'friend', keyList }), answering { data: UserGameData[] }; no share-ticket group ranking.

import type { MiniGameCallbacks } from '../miniGameApi';

/** A 2D drawing context as the shared canvas gives it (the subset the rank painter uses). */
export interface RankContext2D {
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  beginPath(): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void;
  closePath(): void;
  fill(): void;
  stroke(): void;
  save(): void;
  restore(): void;
  clip(): void;
  drawImage(image: unknown, x: number, y: number, w: number, h: number): void;
}

/** The shared canvas: its size is set by the game (OpenDataContext.canvas), read here. */
export interface SharedCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): RankContext2D | null;
}

/** An image made by `createImage` (drawn once it has loaded). */
export interface OpenDataImage {
  src: string;
  onload: (() => void) | null;
  onerror: ((error?: unknown) => void) | null;
}

/** A key-value record of a player's hosted data. */
export interface OpenDataKV {
  key: string;
  value: string;
}

/** One player's hosted data (UserGameData). */
export interface UserGameData {
  avatarUrl?: string;
  nickname?: string;
  openid?: string;
  KVDataList?: OpenDataKV[];
}

/** Callbacks of an asynchronous call: the same as the game's side (`fail` carries `errMsg`). */
export type OpenDataCallbacks<T> = MiniGameCallbacks<T>;

/** The host's global inside the open-data context (`wx` or `tt`). */
export interface OpenDataApi {
  onMessage(callback: (message: unknown) => void): void;
  getSharedCanvas(): SharedCanvas;
  createImage?(): OpenDataImage;
  /** WeChat. */
  getFriendCloudStorage?(options: { keyList: string[] } & OpenDataCallbacks<{ data: UserGameData[] }>): void;
  /** WeChat, only when the game was opened from a group's shared card. */
  getGroupCloudStorage?(
    options: { shareTicket: string; keyList: string[] } & OpenDataCallbacks<{ data: UserGameData[] }>,
  ): void;
  /** Douyin. */
  getCloudStorageByRelation?(
    options: { type: 'friend' | 'group' | 'recommend'; keyList: string[] } & OpenDataCallbacks<{
      data: UserGameData[];
    }>,
  ): void;
  /** WeChat: `openIdList: ['selfOpenId']` asks for the player. */
  getUserInfo?(
    options: { openIdList: string[]; lang?: string } & OpenDataCallbacks<{
      data: { openId?: string; nickName?: string; avatarUrl?: string }[];
    }>,
  ): void;
}
