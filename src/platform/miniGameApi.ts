// The part of the mini-game platform API (the `wx` global, and `tt` which copies its shape) the adapter calls,
// typed from the platforms' documentation, with the ad error codes the adapter tells apart.

/** What onError and a rejected load()/show() carry. */
export interface MiniGameAdError {
  errMsg: string;
  errCode: number;
}

/** The rewarded video ad (one instance per ad unit id; it loads again by itself after each close). */
export interface MiniGameRewardedVideoAd {
  load(): Promise<void>;
  show(): Promise<void>;
  onLoad(callback: () => void): void;
  onError(callback: (error: MiniGameAdError) => void): void;
  /** `isEnded` is true only when the video played to its end (older base libraries pass nothing). */
  onClose(callback: (result?: { isEnded?: boolean }) => void): void;
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

/** Where a banner sits, in logical pixels. */
export interface MiniGameBannerStyle {
  left: number;
  top: number;
  width: number;
  height?: number;
}

/** The banner ad. */
export interface MiniGameBannerAd {
  style: MiniGameBannerStyle;
  show(): Promise<void>;
  hide(): void;
  destroy(): void;
  onError(callback: (error: MiniGameAdError) => void): void;
  onResize?(callback: (size: { width: number; height: number }) => void): void;
}

/** A KV pair of the platform's cloud storage. */
export interface MiniGameKV {
  key: string;
  value: string;
}

/** The callbacks most calls take. */
export interface MiniGameCallbacks<T> {
  success?: (result: T) => void;
  fail?: (error: { errMsg: string }) => void;
}

/** The `wx` / `tt` global, as far as the game uses it. */
export interface MiniGameApi {
  createRewardedVideoAd(options: { adUnitId: string }): MiniGameRewardedVideoAd;
  createInterstitialAd(options: { adUnitId: string }): MiniGameInterstitialAd;
  createBannerAd(options: { adUnitId: string; adIntervals?: number; style: MiniGameBannerStyle }): MiniGameBannerAd;
  shareAppMessage(options: { title?: string; imageUrl?: string; query?: string }): void;
  showShareMenu(options: { withShareTicket?: boolean; menus?: string[] } & MiniGameCallbacks<unknown>): void;
  onShareAppMessage?(provider: () => { title?: string; imageUrl?: string; query?: string }): void;
  /** The open-data context (friends' ranks are drawn there; the main context cannot read them). */
  getOpenDataContext?(): { postMessage(message: Record<string, unknown>): void };
  setUserCloudStorage(options: { KVDataList: MiniGameKV[] } & MiniGameCallbacks<unknown>): void;
  getUserCloudStorage(options: { keyList: string[] } & MiniGameCallbacks<{ KVDataList: MiniGameKV[] }>): void;
  login(options: MiniGameCallbacks<{ code: string }>): void;
  vibrateShort(options?: { type?: 'heavy' | 'medium' | 'light' } & MiniGameCallbacks<unknown>): void;
  vibrateLong(options?: MiniGameCallbacks<unknown>): void;
  setStorageSync(key: string, data: string): void;
  /** Returns '' for a missing key. */
  getStorageSync(key: string): unknown;
  onHide(callback: () => void): void;
  onShow(callback: () => void): void;
  getSystemInfoSync?(): { windowWidth: number; windowHeight: number };
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
