// The mini-game adapter over the `wx` (WeChat) or `tt` (Douyin) global: ads, share, ranks (miniGameLeaderboard.ts),
// cloud storage, login, vibration. The two share one shape; where their documents differ (the rank record's field, the share menu and
// the template share, the rewarded close, vibration options) the adapter follows each one.
import { realClock, type Clock } from './clock';
import { createLifecycle } from './lifecycle';
import { createMiniGameBanner, createMiniGameInterstitial, createMiniGameRewarded } from './miniGameAdUnits';
import {
  callMiniGame,
  miniGameErrMsg,
  type MiniGameApi,
  type MiniGameFailure,
  type MiniGameKind,
  type MiniGameShareOptions,
} from './miniGameApi';
import {
  consoleLog,
  type Platform,
  type PlatformFeature,
  type PlatformLog,
  type SharePayload,
  type VibrationKind,
} from './platform';
import { createMiniGameLeaderboard } from './miniGameLeaderboard';
import { shareImage } from './miniGameSharePicture';
import { noContext, noNotifications, noTournament, hostDefaults } from './unsupported';

/** The fixed share title (spec 7: a Chinese line about failing level 2 at night). */
export const MINI_GAME_SHARE_TITLE = '深夜了，我还是没过第二关……你能帮我过吗？';

/** The storage key of the allData string. */
export const MINI_GAME_ALL_DATA_KEY = 'allData';

/** The storage key of the locally made player id (the real id needs the login code exchanged by a server). */
export const MINI_GAME_PLAYER_KEY = 'screw-puzzle.playerId';

/** The longest a Douyin share may go without its success / fail before it counts as not shared. */
export const MINI_GAME_SHARE_TIMEOUT_MS = 60_000;

/** Options of {@link createMiniGamePlatform}. */
export interface MiniGameOptions {
  /** Which platform the global is: WeChat ('wx', the default) or Douyin ('tt'). */
  kind?: MiniGameKind;
  /** Ad unit ids; a missing one turns that ad kind off. */
  adUnits?: { rewarded?: string; interstitial?: string; banner?: string };
  /** Douyin: the id of a share template approved in the developer console (share settings). */
  shareTemplateId?: string;
  /** Seconds since the epoch (for the rank's update_time); the clock unless a test passes one. */
  nowSeconds?: () => number;
  clock?: Clock;
  log?: PlatformLog;
}

/**
 * The data a share carried (`shareQuery` writes `data=<JSON>` into the share's query), read back from the
 * query the game was opened with; null when there is none or it is not a JSON object. A host may hand the
 * value over still URL-encoded, so both readings are tried.
 */
export function entryDataOfQuery(query: Record<string, unknown> | undefined): Record<string, unknown> | null {
  const raw = query?.data;
  if (typeof raw !== 'string' || raw === '') return null;
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // The other reading may still be JSON.
    }
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Builds the adapter over the `wx` or `tt` global (passed in, so tests hand it a fake). */
export function createMiniGamePlatform(api: MiniGameApi, options: MiniGameOptions = {}): Platform {
  const { kind = 'wx', adUnits = {}, log = consoleLog, clock = realClock, shareTemplateId } = options;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(clock.now() / 1000));
  const lifecycle = createLifecycle();
  const entryListeners: ((data: Record<string, unknown>) => void)[] = [];
  api.onHide(() => lifecycle.pause());
  // A game opened from a card shared in a group (WeChat) carries the group's share ticket: its ranking is that
  // group's, which only the open-data context may read (wx.getGroupCloudStorage).
  let shareTicket: string | null = null;
  const keepTicket = (ticket: unknown) => {
    if (kind === 'wx' && typeof ticket === 'string' && ticket !== '') shareTicket = ticket;
  };
  try {
    keepTicket(api.getLaunchOptionsSync?.().shareTicket);
  } catch (error) {
    log('Mini-game: reading the launch options failed.', error);
  }
  api.onShow((shown) => {
    keepTicket(shown?.shareTicket);
    lifecycle.resume();
    // A warm start from a share: the message's data, for whoever listens (a friend's challenge).
    const data = entryDataOfQuery(shown?.query);
    if (data) for (const listener of entryListeners) listener(data);
  });

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

  const leaderboard = createMiniGameLeaderboard({
    api,
    kind,
    log,
    nowSeconds,
    storage: { get: storageGet, set: storageSet },
    shareTicket: () => shareTicket,
  });

  const shareQuery = (payload: SharePayload) =>
    payload.data ? `data=${encodeURIComponent(JSON.stringify(payload.data))}` : undefined;

  /** WeChat's shareAppMessage has no callbacks: it opens the share sheet and that is all it tells. */
  const shareOnWeChat = async (payload: SharePayload) => {
    try {
      api.shareAppMessage({
        title: payload.title ?? MINI_GAME_SHARE_TITLE,
        imageUrl: shareImage(api, kind, payload.image, log),
        query: shareQuery(payload),
      });
      return true;
    } catch (error) {
      log('Mini-game: sharing failed.', error);
      return false;
    }
  };

  /** Douyin's answers success or fail (a cancel included); the approved template is used when one is set. */
  const shareOnDouyin = (payload: SharePayload) =>
    new Promise<boolean>((resolve) => {
      let settled = false;
      const finish = (shared: boolean) => {
        if (settled) return;
        settled = true;
        clock.clearTimeout(timer);
        resolve(shared);
      };
      const timer = clock.setTimeout(() => {
        log('Mini-game: the share never answered; counted as not shared.');
        finish(false);
      }, MINI_GAME_SHARE_TIMEOUT_MS);
      const share: MiniGameShareOptions = {
        title: payload.title ?? MINI_GAME_SHARE_TITLE,
        desc: payload.text,
        query: shareQuery(payload),
        success: () => finish(true),
        fail: (error) => {
          if (!/cancel/i.test(miniGameErrMsg(error)))
            log(`Mini-game: sharing failed (${miniGameErrMsg(error)}).`, error);
          finish(false);
        },
      };
      if (shareTemplateId) share.templateId = shareTemplateId;
      const imageUrl = shareImage(api, kind, payload.image, log);
      if (imageUrl) share.imageUrl = imageUrl;
      try {
        api.shareAppMessage(share);
      } catch (error) {
        log('Mini-game: sharing failed.', error);
        finish(false);
      }
    });

  const share = kind === 'tt' ? shareOnDouyin : shareOnWeChat;

  /** The share the host's own menu makes (its 转发 / 分享 entry). */
  const menuShare = (): MiniGameShareOptions =>
    kind === 'tt' && shareTemplateId
      ? { title: MINI_GAME_SHARE_TITLE, templateId: shareTemplateId }
      : { title: MINI_GAME_SHARE_TITLE };

  let vibrationFailed = false;
  const vibrationFail = (error: MiniGameFailure) => {
    // Once: the game vibrates on every move.
    if (vibrationFailed) return;
    vibrationFailed = true;
    log(`Mini-game: vibration failed (${miniGameErrMsg(error)}).`, error);
  };
  const vibrate = (strength: VibrationKind) => {
    try {
      if (strength === 'bad') api.vibrateLong({ fail: vibrationFail });
      else if (kind === 'tt') api.vibrateShort({ fail: vibrationFail });
      else api.vibrateShort({ type: 'light', fail: vibrationFail });
    } catch (error) {
      vibrationFail({ errMsg: String(error) });
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
    shareData: Boolean(api.getLaunchOptionsSync),
  };

  const adContext = { kind, clock, log };

  return {
    name: 'minigame',
    supports: (feature) => features[feature],
    async initialize() {
      const menuFailed = (error: MiniGameFailure) =>
        log(`Mini-game: showing the share menu failed (${miniGameErrMsg(error)}).`, error);
      try {
        // WeChat adds the moments entry through `menus`; Douyin's takes only callbacks.
        if (kind === 'tt') api.showShareMenu({ fail: menuFailed });
        else
          api.showShareMenu({
            withShareTicket: true,
            menus: ['shareAppMessage', 'shareTimeline'],
            fail: menuFailed,
          });
        api.onShareAppMessage?.(menuShare);
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
        const { code } = await callMiniGame<{ code: string }>((cb) => api.login(cb));
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
      rewarded: createMiniGameRewarded(api, adUnits.rewarded, adContext),
      interstitial: createMiniGameInterstitial(api, adUnits.interstitial, adContext),
      banner: createMiniGameBanner(api, adUnits.banner, adContext),
    },
    share,
    invite: share,
    update: async () => false,
    leaderboard,
    tournament: noTournament(),
    context: noContext,
    notifications: noNotifications,
    vibrate,
    ...hostDefaults,
    // The data of the share the game was opened from (a cold start): a friend's challenge (src/app/contextChallenge.ts).
    entryData() {
      try {
        return entryDataOfQuery(api.getLaunchOptionsSync?.().query);
      } catch (error) {
        log('Mini-game: reading the launch options failed.', error);
        return null;
      }
    },
    onEntry: (listener) => void entryListeners.push(listener),
    onPause: lifecycle.onPause,
    onResume: lifecycle.onResume,
  };
}
