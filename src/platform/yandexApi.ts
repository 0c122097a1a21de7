// The Yandex Games SDK as its documentation defines it (the global `YaGames`, whose init() resolves the `ysdk`
// object). Typed from Yandex Games' developer documentation (https://yandex.com/dev/games/doc/en/sdk/):
// "Connection and usage" (sdk-about), "Advertising" (sdk-adv), "Events" (sdk-events: game_api_pause /
// game_api_resume), "Game events" (sdk-game-events: LoadingAPI.ready, GameplayAPI.start/stop), "Player data"
// (sdk-player: getPlayer, getData / setData, 200 KB), "Environment" (ysdk.environment.i18n.lang). SDK v2.
// Only what the adapter uses is typed; everything else the SDK offers is left out.

/** The callbacks of ysdk.adv.showFullscreenAdv (all optional, per call). */
export interface YandexFullscreenCallbacks {
  /** The ad opened. */
  onOpen?: () => void;
  /**
   * The ad closed, or an error happened, or the ad did not open because ads were asked for too often (the
   * platform decides the interval); `wasShown` tells whether an ad was actually shown.
   */
  onClose?: (wasShown: boolean) => void;
  /** An error happened; the error object is passed. */
  onError?: (error: unknown) => void;
  /** The network connection was lost (offline mode). */
  onOffline?: () => void;
}

/** The callbacks of ysdk.adv.showRewardedVideo (all optional, per call). */
export interface YandexRewardedCallbacks {
  /** The video ad opened on the screen. */
  onOpen?: () => void;
  /** The video ad impression counted: grant the reward here (and only here). */
  onRewarded?: () => void;
  /** The video ad closed. */
  onClose?: () => void;
  /** An error happened; the error object is passed. */
  onError?: (error: unknown) => void;
}

/** ysdk.adv: full-screen (interstitial) ads and rewarded videos. */
export interface YandexAdv {
  showFullscreenAdv(options?: { callbacks?: YandexFullscreenCallbacks }): void;
  showRewardedVideo(options?: { callbacks?: YandexRewardedCallbacks }): void;
}

/** The Player object (ysdk.getPlayer()): the player's id and their in-game data on Yandex's servers. */
export interface YandexPlayer {
  /** The player's permanent unique id. */
  getUniqueID(): string;
  /** The player's in-game data (only the named keys when `keys` is given). */
  getData(keys?: string[]): Promise<Record<string, unknown>>;
  /**
   * Saves the player's in-game data (at most 200 KB). `flush: true` sends it at once; false (default) queues
   * the request, and the promise then only tells that the data was valid.
   */
  setData(data: Record<string, unknown>, flush?: boolean): Promise<void>;
}

/** The platform's pause and resume events (ysdk.on / ysdk.off). */
export type YandexEvent = 'game_api_pause' | 'game_api_resume';

/** The initialised SDK, `ysdk`. */
export interface YandexSdk {
  /** The environment; `i18n.lang` is the Yandex Games interface language (ISO 639-1, e.g. 'ru', 'tr'). */
  environment: { i18n: { lang: string; tld?: string } };
  /** LoadingAPI.ready(): loading is done; GameplayAPI.start()/stop(): play starts / stops. */
  features: {
    LoadingAPI?: { ready(): void };
    GameplayAPI?: { start(): void; stop(): void };
  };
  adv: YandexAdv;
  /** The Player object; `scopes: false` asks for the id only (no permission dialog for name and photo). */
  getPlayer(options?: { scopes?: boolean; signed?: boolean }): Promise<YandexPlayer>;
  /** Subscribes to a platform event. */
  on(event: YandexEvent, listener: () => void): unknown;
  /** Unsubscribes from a platform event. */
  off?(event: YandexEvent, listener: () => void): unknown;
}

/** The `YaGames` global that the SDK script (/sdk.js) defines. */
export interface YaGamesApi {
  init(options?: { signed?: boolean }): Promise<YandexSdk>;
}

/** The most player data setData takes (200 KB). */
export const YANDEX_DATA_LIMIT_BYTES = 200 * 1024;

/** A short text for an error the SDK passed to onError or rejected with (logs only). */
export function yandexErrorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return 'unknown error';
}

/** The UTF-8 size of a text in bytes. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
