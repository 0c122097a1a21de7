// The part of the mini-game platform API (the `wx` global, and Douyin's `tt` which copies its shape) the adapter
// calls, typed from the platforms' documentation, with the ad error codes the adapter tells apart and the few
// places the two differ. WeChat: "微信小游戏 API" https://developers.weixin.qq.com/minigame/dev/api/ (ad/
// wx.createRewardedVideoAd, RewardedVideoAd.onClose, wx.createBannerAd, BannerAd, BannerAd.onResize, open-api
// wx.setUserCloudStorage / KVData, share/wx.showShareMenu, device/wx.vibrateShort; base library 2.x-3.x).
// Douyin: "抖音开放平台 小游戏 API" https://developer.open-douyin.com/docs/resource/zh-CN/mini-game/develop/api/
// (open-capacity relationship-chain open-data KVData and tt.setUserCloudStorage, game-rank tt.setImRankData,
// retweet tt.showShareMenu / tt.shareAppMessage / ShareParam, device tt.vibrateShort, ads RewardedVideoAd.onClose).

/** The main context's handle on the open-data context (WeChat's and Douyin's OpenDataContext). */
export interface MiniGameOpenDataContext {
  postMessage(message: Record<string, unknown>): void;
  /** The shared canvas (absent on a host too old to share one). */
  canvas?: { width: number; height: number };
}

/** Which platform the global is. */
export type MiniGameKind = 'wx' | 'tt';

/** What onError and a rejected load()/show() carry. */
export interface MiniGameAdError {
  errMsg: string;
  errCode: number;
}

/**
 * What the rewarded video's onClose passes. WeChat: `isEnded` (base library 2.1.0+; older ones pass nothing,
 * and the docs count a missing `res` as watched to the end). Douyin: `isEnded`, and `count` (videos watched to
 * the end) which the docs prefer when it is there.
 */
export interface MiniGameRewardedClose {
  isEnded?: boolean;
  count?: number;
}

/** The rewarded video ad (one instance per ad unit id; it loads again by itself after each close). */
export interface MiniGameRewardedVideoAd {
  load(): Promise<void>;
  show(): Promise<void>;
  onLoad(callback: () => void): void;
  onError(callback: (error: MiniGameAdError) => void): void;
  onClose(callback: (result?: MiniGameRewardedClose) => void): void;
}

/** The interstitial ad. */
export interface MiniGameInterstitialAd {
  load(): Promise<void>;
  show(): Promise<void>;
  onLoad(callback: () => void): void;
  onError(callback: (error: MiniGameAdError) => void): void;
  onClose(callback: () => void): void;
  destroy?(): void;
}

/**
 * Where a banner sits, in logical pixels. WeChat requires all four at creation; the banner then scales with
 * `width` (300 up to the screen width) and reports its real size through onResize and realWidth / realHeight.
 */
export interface MiniGameBannerStyle {
  left: number;
  top: number;
  width: number;
  height: number;
  readonly realWidth?: number;
  readonly realHeight?: number;
}

/** The banner ad. */
export interface MiniGameBannerAd {
  style: MiniGameBannerStyle;
  show(): Promise<void>;
  hide(): void;
  destroy(): void;
  onError(callback: (error: MiniGameAdError) => void): void;
  /** The real (scaled) size; change only the position in here (Douyin: resizing in it loops). */
  onResize?(callback: (size: { width: number; height: number }) => void): void;
}

/** A KV pair of the platform's cloud storage. */
export interface MiniGameKV {
  key: string;
  value: string;
}

/** What a failed call hands to `fail`. */
export interface MiniGameFailure {
  errMsg: string;
  errNo?: number;
}

/** The callbacks most calls take. */
export interface MiniGameCallbacks<T> {
  success?: (result: T) => void;
  fail?: (error: MiniGameFailure) => void;
}

/**
 * A share message. WeChat: title, imageUrl (a network or local path, not a data URL), query; no callbacks.
 * Douyin (ShareParam): also templateId (a share template approved in the developer console), desc, channel,
 * and success / fail; imageUrl only a local sandbox (ttfile://) or package path, never a network one.
 */
export interface MiniGameShareOptions extends MiniGameCallbacks<unknown> {
  title?: string;
  imageUrl?: string;
  query?: string;
  templateId?: string;
  desc?: string;
  channel?: string;
}

/** tt.setImRankData: the player's entry in Douyin's game rank (dataType 0: a whole number as a string). */
export interface MiniGameImRankData extends MiniGameCallbacks<unknown> {
  dataType: 0 | 1;
  value: string;
  priority?: number;
  extra?: string;
  zoneId?: string;
}

/**
 * What the game was started with (wx.getLaunchOptionsSync: a cold start; wx.onShow passes the same shape on a
 * warm one): the scene, the share's query (string values) and, from a group share, its shareTicket.
 */
export interface MiniGameLaunchOptions {
  scene?: number;
  query?: Record<string, string>;
  shareTicket?: string;
}

/** The `wx` / `tt` global, as far as the game uses it. */
/** The runtime's file system, as far as the share picture needs it (FileSystemManager.writeFileSync). */
export interface MiniGameFileWriter {
  /** WeChat and Douyin: throws with an errMsg (no room, no permission); Douyin's path must start ttfile://user. */
  writeFileSync?(filePath: string, data: string, encoding: 'base64'): void;
}

export interface MiniGameApi {
  /** The user's folder of the runtime's file system (wx.env / tt.env USER_DATA_PATH: wxfile://usr, ttfile://user). */
  env?: { USER_DATA_PATH?: string };
  getFileSystemManager?(): MiniGameFileWriter;
  createRewardedVideoAd(options: { adUnitId: string }): MiniGameRewardedVideoAd;
  createInterstitialAd(options: { adUnitId: string }): MiniGameInterstitialAd;
  createBannerAd(options: {
    adUnitId: string;
    adIntervals?: number;
    style: Omit<MiniGameBannerStyle, 'realWidth' | 'realHeight'>;
  }): MiniGameBannerAd;
  shareAppMessage(options: MiniGameShareOptions): void;
  /** WeChat takes withShareTicket and menus; Douyin only the callbacks (it fails 'unsupport menu'). */
  showShareMenu(options: { withShareTicket?: boolean; menus?: string[] } & MiniGameCallbacks<unknown>): void;
  onShareAppMessage?(provider: (res?: { channel?: string }) => MiniGameShareOptions): void;
  /**
   * The open-data context (friends' ranks are drawn there; the main context cannot read them). Its `canvas` is the
   * shared canvas: the main context sets its size and renders it to the screen (the default offscreenCanvas mode).
   */
  getOpenDataContext?(): MiniGameOpenDataContext;
  setUserCloudStorage(options: { KVDataList: MiniGameKV[] } & MiniGameCallbacks<unknown>): void;
  /** Douyin only (base library 2.70.0+). */
  setImRankData?(options: MiniGameImRankData): void;
  login(options: MiniGameCallbacks<{ code: string }>): void;
  /** WeChat: `type` (heavy / medium / light, required from base library 2.13.0). Douyin: callbacks only. */
  vibrateShort(options?: { type?: 'heavy' | 'medium' | 'light' } & MiniGameCallbacks<unknown>): void;
  vibrateLong(options?: MiniGameCallbacks<unknown>): void;
  setStorageSync(key: string, data: string): void;
  /** Returns '' for a missing key. */
  getStorageSync(key: string): unknown;
  onHide(callback: () => void): void;
  onShow(callback: (options?: MiniGameLaunchOptions) => void): void;
  /** The cold start's options (WeChat base library 2.1.2+; Douyin tt.getLaunchOptionsSync). */
  getLaunchOptionsSync?(): MiniGameLaunchOptions;
  getSystemInfoSync?(): { windowWidth: number; windowHeight: number };
}

/**
 * The field a rank record must carry at the top of its JSON value (KVData): `wxgame` on WeChat, `ttgame` on
 * Douyin, each `{ score: Int32, update_time: Int64 seconds }` and nothing else inside.
 */
export const MINI_GAME_RANK_FIELD: Readonly<Record<MiniGameKind, 'wxgame' | 'ttgame'>> = {
  wx: 'wxgame',
  tt: 'ttgame',
};

/** Turns a host call with `success` / `fail` callbacks into a promise; a call that throws rejects too. */
export function callMiniGame<T>(run: (callbacks: Required<MiniGameCallbacks<T>>) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    try {
      run({ success: resolve, fail: reject });
    } catch (error) {
      reject(error);
    }
  });
}

/** The errMsg of a host failure (or the text of any other error), for logs. */
export function miniGameErrMsg(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as MiniGameFailure).errMsg : undefined;
  return typeof message === 'string' ? message : String(error);
}

/** The cloud-storage key of the rank record (it must also be set up as the rank key in the host's console). */
export const MINI_GAME_SCORE_KEY = 'score';

/** The largest score a rank record holds (Int32). */
export const MINI_GAME_MAX_SCORE = 2_147_483_647;

/** True for a score a record may hold: a finite number from 0 to {@link MINI_GAME_MAX_SCORE}. */
export function isMiniGameScore(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= MINI_GAME_MAX_SCORE;
}

/** A record's `update_time` read back: Unix seconds, or 0 when it is missing or broken. */
export function recordTimeOf(raw: unknown): number {
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? raw : 0;
}

/** The JSON value of a rank record on `kind`. */
export function miniGameRankValue(kind: MiniGameKind, score: number, updateTime: number): string {
  return JSON.stringify({ [MINI_GAME_RANK_FIELD[kind]]: { score, update_time: updateTime } });
}

/** A rank record read from its JSON value, or null when there is none or it is unreadable. */
export function readRankRecord(
  kind: MiniGameKind,
  value: string | undefined,
): { score: number; updateTime: number } | null {
  if (!value) return null;
  try {
    const record = (JSON.parse(value) as Record<string, unknown> | null)?.[MINI_GAME_RANK_FIELD[kind]];
    if (typeof record !== 'object' || record === null) return null;
    const { score, update_time: time } = record as { score?: unknown; update_time?: unknown };
    if (!isMiniGameScore(score)) return null;
    return { score: Math.round(score), updateTime: recordTimeOf(time) };
  } catch {
    return null;
  }
}

/**
 * Whether a rewarded video's close earns the reward. WeChat: `res.isEnded`, and a close without `res` (base
 * libraries before 2.1.0) counts as watched to the end. Douyin: `count` when given (at least one video watched
 * to the end), else `isEnded`; a close without `res` is not documented there and earns nothing.
 */
export function miniGameRewardEarned(kind: MiniGameKind, res: MiniGameRewardedClose | undefined): boolean {
  if (res === undefined || res === null) return kind === 'wx';
  if (kind === 'tt' && typeof res.count === 'number') return res.count > 0;
  return res.isEnded === true;
}

/** The documented ad error codes: 1000-1008 for every ad, 2001-2005 for interstitials. */
export const MINI_GAME_AD_ERRORS: Readonly<Record<number, string>> = {
  1000: 'backend call failed',
  1001: 'invalid parameter',
  1002: 'invalid ad unit',
  1003: 'internal error',
  1004: 'no suitable ad (no fill)',
  1005: 'ad unit under review',
  1006: 'ad unit rejected',
  1007: 'ad unit banned',
  1008: 'ad unit closed',
  2001: 'interstitial not allowed so soon after start-up',
  2002: 'interstitial too soon after the last interstitial or rewarded video',
  2003: 'another ad is showing',
  2004: 'interstitial failed to render',
  2005: 'interstitial not allowed in this scene',
};

/** What an ad error code means to the game. */
export type MiniGameAdErrorKind = 'no-fill' | 'rate-limited' | 'failed';

/** Classifies an ad error: 1004 is no fill, 2001-2003 are the interstitial frequency limits, the rest failures. */
export function miniGameAdErrorKind(error: unknown): MiniGameAdErrorKind {
  const code = typeof error === 'object' && error !== null ? (error as { errCode?: unknown }).errCode : undefined;
  switch (code) {
    case 1004:
      return 'no-fill';
    case 2001:
    case 2002:
    case 2003:
      return 'rate-limited';
    default:
      return 'failed';
  }
}

/** A readable line for a log: "1004 no suitable ad (no fill)". */
export function describeMiniGameAdError(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { errCode?: unknown }).errCode : undefined;
  return typeof code === 'number' ? `${code} ${MINI_GAME_AD_ERRORS[code] ?? 'unknown error'}` : 'unknown error';
}
