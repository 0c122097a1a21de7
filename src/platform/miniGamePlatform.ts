// The mini-game adapter over the `wx` or `tt` global: ads, share, open-data ranks, cloud storage, login, vibration.
import { createLifecycle } from './lifecycle';
import { createMiniGameBanner, createMiniGameInterstitial, createMiniGameRewarded } from './miniGameAdUnits';
import type { MiniGameApi, MiniGameCallbacks } from './miniGameApi';
import {
  consoleLog,
  type LeaderboardApi,
  type Platform,
  type PlatformFeature,
  type PlatformLog,
  type SharePayload,
} from './platform';
import { noContext, noNotifications, noTournament, hostDefaults } from './unsupported';

/** The fixed share title (spec 7: a Chinese line about failing level 2 at night). */
export const MINI_GAME_SHARE_TITLE = '深夜了，我还是没过第二关……你能帮我过吗？';

/** The storage key of the allData string. */
export const MINI_GAME_ALL_DATA_KEY = 'allData';

/** The storage key of the locally made player id (the real id needs the login code exchanged by a server). */
export const MINI_GAME_PLAYER_KEY = 'screw-puzzle.playerId';

/** The cloud-storage key the open-data context ranks by. */
export const MINI_GAME_SCORE_KEY = 'score';

/** Options of {@link createMiniGamePlatform}. */
export interface MiniGameOptions {
  /** Which platform the global is (only names logs and the player id prefix). */
  kind?: 'wx' | 'tt';
  /** Ad unit ids; a missing one turns that ad kind off. */
  adUnits?: { rewarded?: string; interstitial?: string; banner?: string };
  /** Seconds since the epoch (for the rank's update_time); the clock unless a test passes one. */
  nowSeconds?: () => number;
  log?: PlatformLog;
}

/** Turns a callback-style call into a promise. */
function call<T>(run: (callbacks: Required<MiniGameCallbacks<T>>) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    try {
      run({ success: resolve, fail: reject });
    } catch (error) {
      reject(error);
    }
  });
}

/** Reads a score stored as `{"wxgame":{"score":N,"update_time":T}}` (the platform's rank format). */
function parseCloudScore(value: string | undefined): number | null {
  if (!value) return null;
  try {
    const score = Number((JSON.parse(value) as { wxgame?: { score?: unknown } }).wxgame?.score);
    return Number.isFinite(score) ? score : null;
  } catch {
    return null;
  }
}

/** Builds the adapter over the `wx` or `tt` global (passed in, so tests hand it a fake). */
export function createMiniGamePlatform(api: MiniGameApi, options: MiniGameOptions = {}): Platform {
  const { kind = 'wx', adUnits = {}, log = consoleLog } = options;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const lifecycle = createLifecycle();
  api.onHide(() => lifecycle.pause());
  api.onShow(() => lifecycle.resume());

  const storageGet = (key: string): string | null => {
    try {
      const value = api.getStorageSync(key);
      return typeof value === 'string' && value !== '' ? value : null;
    } catch (error) {
      log(`Mini-game: reading ${key} failed.`, error);
      return null;
    }
  };
  const storageSet = (key: string, value: string) => {
    try {
      api.setStorageSync(key, value);
    } catch (error) {
      log(`Mini-game: writing ${key} failed.`, error);
    }
  };

  let playerId = storageGet(MINI_GAME_PLAYER_KEY);
  const player = () => {
    if (!playerId) {
      playerId = `${kind}-${Math.random().toString(36).slice(2, 12)}`;
      storageSet(MINI_GAME_PLAYER_KEY, playerId);
    }
    return { id: playerId };
  };

  const openData = (message: Record<string, unknown>) => {
    try {
      api.getOpenDataContext?.().postMessage(message);
    } catch (error) {
      log('Mini-game: posting to the open-data context failed.', error);
    }
  };

  const leaderboard: LeaderboardApi = {
    async postScore(score) {
      const value = JSON.stringify({ wxgame: { score, update_time: nowSeconds() } });
      try {
        await call((cb) => api.setUserCloudStorage({ KVDataList: [{ key: MINI_GAME_SCORE_KEY, value }], ...cb }));
      } catch (error) {
        log('Mini-game: saving the score to cloud storage failed.', error);
      }
      openData({ type: 'setRank', score });
    },
    // The open-data context draws the friends' ranking; the main context only learns its own score.
    async getRank() {
      openData({ type: 'getRank' });
      try {
        const { KVDataList } = await call<{ KVDataList: { key: string; value: string }[] }>((cb) =>
          api.getUserCloudStorage({ keyList: [MINI_GAME_SCORE_KEY], ...cb }),
        );
        return { rank: null, score: parseCloudScore(KVDataList.find((kv) => kv.key === MINI_GAME_SCORE_KEY)?.value) };
      } catch (error) {
        log('Mini-game: reading the score from cloud storage failed.', error);
        return { rank: null, score: null };
      }
    },
  };

  const share = async (payload: SharePayload) => {
    try {
      api.shareAppMessage({
        title: payload.title ?? MINI_GAME_SHARE_TITLE,
        imageUrl: payload.image,
        query: payload.data ? `data=${encodeURIComponent(JSON.stringify(payload.data))}` : undefined,
      });
      return true;
    } catch (error) {
      log('Mini-game: sharing failed.', error);
      return false;
    }
  };

  const features: Record<PlatformFeature, boolean> = {
    rewardedAds: Boolean(adUnits.rewarded),
    interstitialAds: Boolean(adUnits.interstitial),
    bannerAds: Boolean(adUnits.banner),
    share: true,
    invite: true,
    update: false,
    context: false,
    tournament: false,
    notifications: false,
    vibration: true,
  };

  return {
    name: 'minigame',
    supports: (feature) => features[feature],
    async initialize() {
      try {
        api.showShareMenu({ withShareTicket: true, menus: ['shareAppMessage', 'shareTimeline'] });
        api.onShareAppMessage?.(() => ({ title: MINI_GAME_SHARE_TITLE }));
      } catch (error) {
        log('Mini-game: setting up the share menu failed.', error);
      }
    },
    // The platform has no loading API: the game's own loading layer shows progress.
    setLoadingProgress: () => {},
    start: async () => {},
    player,
    async loginCode() {
      try {
        const { code } = await call<{ code: string }>((cb) => api.login(cb));
        return code || null;
      } catch (error) {
        log('Mini-game: login failed.', error);
        return null;
      }
    },
    loadData: async () => storageGet(MINI_GAME_ALL_DATA_KEY),
    saveData: (allData) => storageSet(MINI_GAME_ALL_DATA_KEY, allData),
    flushData: async () => {},
    ads: {
      rewarded: createMiniGameRewarded(api, adUnits.rewarded, log),
      interstitial: createMiniGameInterstitial(api, adUnits.interstitial, log),
      banner: createMiniGameBanner(api, adUnits.banner, log),
    },
    share,
    invite: share,
    update: async () => false,
    leaderboard,
    tournament: noTournament(),
    context: noContext,
    notifications: noNotifications,
    vibrate(strength) {
      try {
        if (strength === 'good') api.vibrateShort({ type: 'light' });
        else api.vibrateLong();
      } catch (error) {
        log('Mini-game: vibration failed.', error);
      }
    },
    ...hostDefaults,
    onPause: lifecycle.onPause,
    onResume: lifecycle.onResume,
  };
}
