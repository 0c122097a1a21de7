// A fake of the Yandex Games SDK (the `YaGames` global), written from Yandex Games' SDK documentation:
// YaGames.init() resolves the ysdk (or rejects); ysdk.adv.showFullscreenAdv calls onOpen then onClose(true) when
// an ad plays, onClose(false) alone when none was shown (too frequent calls), onError / onOffline then
// onClose(false) on failure; showRewardedVideo calls onOpen, onRewarded (impression counted), onClose, or
// onError; ysdk.on subscribes to game_api_pause / game_api_resume; getPlayer resolves a Player whose getData /
// setData keep the player's data. Callbacks come on macrotasks; an ad "plays" for `adMs`.
// No imports from vitest or src (types only): the e2e bundles it into the page.
import type {
  YaGamesApi,
  YandexEvent,
  YandexFullscreenCallbacks,
  YandexPlayer,
  YandexRewardedCallbacks,
  YandexSdk,
} from '../../../../src/platform/yandexApi';

/** How the next full-screen ad goes. */
export type YandexFullscreenOutcome =
  /** onOpen, then onClose(true) after adMs. */
  | 'shown'
  /** onClose(false) at once: refused because ads were asked for too often (or nothing to show). */
  | 'not-shown'
  /** onError (an ad blocker stopped the ad script), then onClose(false). */
  | 'adblock'
  /** onError, then onClose(false). */
  | 'error'
  /** onOffline, then onClose(false). */
  | 'offline'
  /** No callback at all. */
  | 'silent';

/** How the next rewarded video goes. */
export type YandexRewardedOutcome =
  /** onOpen, onRewarded, onClose. */
  | 'rewarded'
  /** onOpen, onClose (closed before the impression counted). */
  | 'closed-early'
  /** onClose alone: nothing was shown. */
  | 'not-shown'
  /** onError at once (no ad to show). */
  | 'no-fill'
  /** onError at once (an ad blocker stopped the ad script). */
  | 'adblock'
  /** onOpen, then onError. */
  | 'error'
  /** No callback at all. */
  | 'silent';

/** What the fake does. */
export interface YandexScript {
  initFails: boolean;
  fullscreen: YandexFullscreenOutcome;
  rewarded: YandexRewardedOutcome;
  /** How long an ad plays, ms (0: its end comes on the next macrotask). */
  adMs: number;
  /** The interface language (environment.i18n.lang). */
  lang: string;
  /** getPlayer rejects. */
  playerFails: boolean;
  /** getData rejects. */
  getDataFails: boolean;
  /** setData rejects. */
  setDataFails: boolean;
  /** The player's data on the server. */
  data: Record<string, unknown>;
  /** The player's unique id. */
  playerId: string;
}

/** The fake's handle. */
export interface FakeYandex {
  /** The `YaGames` global. */
  api: YaGamesApi;
  /** The ysdk init resolves with. */
  ysdk: YandexSdk;
  script: YandexScript;
  /** Every SDK call the game made, in order. */
  calls: string[];
  /** Every setData payload. */
  saved: Record<string, unknown>[];
  /** Fires a platform event to its subscribers. */
  emit(event: YandexEvent): void;
}

/** The fake SDK and what it saw. */
export function createYandexFake(script: Partial<YandexScript> = {}): FakeYandex {
  const s: YandexScript = {
    initFails: false,
    fullscreen: 'shown',
    rewarded: 'rewarded',
    adMs: 0,
    lang: 'ru',
    playerFails: false,
    getDataFails: false,
    setDataFails: false,
    data: {},
    playerId: 'ya-player-1',
    ...script,
  };
  const calls: string[] = [];
  const saved: Record<string, unknown>[] = [];
  const listeners = new Map<YandexEvent, Set<() => void>>();
  const later = (run: () => void, ms = 0) => void setTimeout(run, ms);

  const fullscreen = (callbacks: YandexFullscreenCallbacks = {}) => {
    switch (s.fullscreen) {
      case 'shown':
        return later(() => {
          callbacks.onOpen?.();
          later(() => callbacks.onClose?.(true), s.adMs);
        });
      case 'not-shown':
        return later(() => callbacks.onClose?.(false));
      case 'adblock':
      case 'error':
        return later(() => {
          callbacks.onError?.(new Error(s.fullscreen === 'adblock' ? 'Ad script blocked' : 'Ad error'));
          callbacks.onClose?.(false);
        });
      case 'offline':
        return later(() => {
          callbacks.onOffline?.();
          callbacks.onClose?.(false);
        });
      case 'silent':
        return;
    }
  };

  const rewarded = (callbacks: YandexRewardedCallbacks = {}) => {
    switch (s.rewarded) {
      case 'rewarded':
      case 'closed-early':
        return later(() => {
          callbacks.onOpen?.();
          later(() => {
            if (s.rewarded === 'rewarded') callbacks.onRewarded?.();
            callbacks.onClose?.();
          }, s.adMs);
        });
      case 'not-shown':
        return later(() => callbacks.onClose?.());
      case 'no-fill':
      case 'adblock':
        return later(() => callbacks.onError?.(new Error(s.rewarded === 'adblock' ? 'Ad script blocked' : 'No ad')));
      case 'error':
        return later(() => {
          callbacks.onOpen?.();
          later(() => callbacks.onError?.(new Error('Video error')), s.adMs);
        });
      case 'silent':
        return;
    }
  };

  const player: YandexPlayer = {
    getUniqueID: () => s.playerId,
    async getData(keys) {
      calls.push(`getData:${keys?.join(',') ?? '*'}`);
      if (s.getDataFails) throw new Error('getData failed');
      if (!keys) return { ...s.data };
      return Object.fromEntries(keys.filter((key) => key in s.data).map((key) => [key, s.data[key]]));
    },
    async setData(data, flush) {
      calls.push(`setData:${flush ? 'flush' : 'queued'}`);
      if (s.setDataFails) throw new Error('setData failed');
      saved.push(structuredClone(data));
      s.data = structuredClone(data);
    },
  };

  const ysdk: YandexSdk = {
    environment: {
      get i18n() {
        return { lang: s.lang, tld: 'ru' };
      },
    },
    features: {
      LoadingAPI: { ready: () => void calls.push('LoadingAPI.ready') },
      GameplayAPI: {
        start: () => void calls.push('GameplayAPI.start'),
        stop: () => void calls.push('GameplayAPI.stop'),
      },
    },
    adv: {
      showFullscreenAdv(options) {
        calls.push('showFullscreenAdv');
        fullscreen(options?.callbacks);
      },
      showRewardedVideo(options) {
        calls.push('showRewardedVideo');
        rewarded(options?.callbacks);
      },
    },
    async getPlayer(options) {
      calls.push(`getPlayer${options?.scopes === false ? ':id-only' : ''}`);
      if (s.playerFails) throw new Error('getPlayer failed');
      return player;
    },
    on(event, listener) {
      calls.push(`on:${event}`);
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off(event, listener) {
      calls.push(`off:${event}`);
      listeners.get(event)?.delete(listener);
    },
  };

  const api: YaGamesApi = {
    async init() {
      calls.push('init');
      if (s.initFails) throw new Error('SDK blocked');
      return ysdk;
    },
  };

  return {
    api,
    ysdk,
    script: s,
    calls,
    saved,
    emit(event) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener();
    },
  };
}

/** Puts the `YaGames` global on `win` as /sdk.js does, and returns the fake's handle. */
export function installYandexFake(win: Record<string, unknown>, script: Partial<YandexScript> = {}): FakeYandex {
  const fake = createYandexFake(script);
  win.YaGames = fake.api;
  return fake;
}
