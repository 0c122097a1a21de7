// A fake of the mini-game global (`wx`, and `tt` which has the same shape), written from the platform docs:
// createRewardedVideoAd returns one instance per ad unit and loads an ad right after creation and after each
// close; onClose passes { isEnded }; show() rejects { errMsg, errCode } when nothing is loaded; interstitial
// shows reject with 2001-2005 when frequency-limited or failing; callbacks (success / fail) answer async;
// getStorageSync returns '' for a missing key.
import type {
  MiniGameAdError,
  MiniGameApi,
  MiniGameBannerAd,
  MiniGameBannerStyle,
  MiniGameInterstitialAd,
  MiniGameRewardedVideoAd,
} from '../../../../src/platform/miniGameApi';

function adError(errCode: number): MiniGameAdError {
  return { errCode, errMsg: `fake error ${errCode}` };
}

/** The knobs a test turns. */
export interface MiniGameScript {
  /** Whether loads find an ad (false: 1004 no fill). */
  fill: boolean;
  /** Codes the next rewarded shows reject with (one per show), as a flaky show would. */
  rewardedShowErrors: number[];
  /** The code interstitial shows reject with (2001-2005 frequency limits and failures). */
  interstitialShowError: number | null;
  bannerError: number | null;
  cloudFails: boolean;
  loginFails: boolean;
}

/** The fake global and what it saw. */
export function createFakeMiniGame(script: Partial<MiniGameScript> = {}) {
  const s: MiniGameScript = {
    fill: true,
    rewardedShowErrors: [],
    interstitialShowError: null,
    bannerError: null,
    cloudFails: false,
    loginFails: false,
    ...script,
  };
  const calls: string[] = [];
  const storage = new Map<string, string>();
  const cloud = new Map<string, string>();
  const openData: Record<string, unknown>[] = [];
  const shares: unknown[] = [];
  const banners: { style: MiniGameBannerStyle; shown: boolean; destroyed: boolean }[] = [];
  const vibrations: string[] = [];
  const hideListeners: (() => void)[] = [];
  const showListeners: (() => void)[] = [];
  let shareProvider: (() => unknown) | null = null;

  const rewardedAds = new Map<string, MiniGameRewardedVideoAd>();
  let closeRewarded: (isEnded: boolean) => void = () => {};
  let closeInterstitial: () => void = () => {};
  let rewardedCreated = 0;

  /** Loading shared by both full-screen kinds: fires onLoad or onError and settles the promise. */
  const loader = (kind: string, onLoad: (() => void)[], onError: ((e: MiniGameAdError) => void)[]) => {
    const state = { loaded: false };
    const load = () =>
      new Promise<void>((resolve, reject) => {
        calls.push(`${kind}.load`);
        queueMicrotask(() => {
          if (s.fill) {
            state.loaded = true;
            onLoad.forEach((l) => l());
            resolve();
          } else {
            onError.forEach((l) => l(adError(1004)));
            reject(adError(1004));
          }
        });
      });
    return { state, load };
  };

  const api: MiniGameApi = {
    createRewardedVideoAd({ adUnitId }) {
      const existing = rewardedAds.get(adUnitId);
      if (existing) return existing;
      rewardedCreated++;
      const onLoad: (() => void)[] = [];
      const onError: ((e: MiniGameAdError) => void)[] = [];
      const onClose: ((r?: { isEnded?: boolean }) => void)[] = [];
      const { state, load } = loader('rewarded', onLoad, onError);
      const ad: MiniGameRewardedVideoAd = {
        load,
        async show() {
          calls.push('rewarded.show');
          const code = s.rewardedShowErrors.shift();
          if (code !== undefined) throw adError(code);
          if (!state.loaded) throw adError(1004);
          state.loaded = false;
          closeRewarded = (isEnded) => {
            onClose.forEach((l) => l({ isEnded }));
            void load().catch(() => {});
          };
        },
        onLoad: (l) => void onLoad.push(l),
        onError: (l) => void onError.push(l),
        onClose: (l) => void onClose.push(l),
      };
      rewardedAds.set(adUnitId, ad);
      // Created ads fetch their first ad by themselves.
      queueMicrotask(() => void load().catch(() => {}));
      return ad;
    },
    createInterstitialAd() {
      const onLoad: (() => void)[] = [];
      const onError: ((e: MiniGameAdError) => void)[] = [];
      const onClose: (() => void)[] = [];
      const { state, load } = loader('interstitial', onLoad, onError);
      const ad: MiniGameInterstitialAd = {
        load,
        async show() {
          calls.push('interstitial.show');
          if (s.interstitialShowError !== null) throw adError(s.interstitialShowError);
          if (!state.loaded) throw adError(1004);
          state.loaded = false;
          closeInterstitial = () => onClose.forEach((l) => l());
        },
        onLoad: (l) => void onLoad.push(l),
        onError: (l) => void onError.push(l),
        onClose: (l) => void onClose.push(l),
        destroy: () => {},
      };
      queueMicrotask(() => void load().catch(() => {}));
      return ad;
    },
    createBannerAd({ style }) {
      const record = { style: { ...style }, shown: false, destroyed: false };
      banners.push(record);
      let resize: ((size: { width: number; height: number }) => void) | null = null;
      const banner: MiniGameBannerAd = {
        style: record.style,
        async show() {
          if (s.bannerError !== null) throw adError(s.bannerError);
          record.shown = true;
          resize?.({ width: style.width, height: 80 });
        },
        hide: () => void (record.shown = false),
        destroy: () => void (record.destroyed = true),
        onError: () => {},
        onResize: (l) => void (resize = l),
      };
      return banner;
    },
    shareAppMessage: (options) => void shares.push(options),
    showShareMenu: (options) => void calls.push(`showShareMenu(${options.menus?.join(',')})`),
    onShareAppMessage: (provider) => void (shareProvider = provider),
    getOpenDataContext: () => ({ postMessage: (message) => void openData.push(message) }),
    setUserCloudStorage({ KVDataList, success, fail }) {
      queueMicrotask(() => {
        if (s.cloudFails) return fail?.({ errMsg: 'setUserCloudStorage:fail' });
        for (const { key, value } of KVDataList) cloud.set(key, value);
        success?.({});
      });
    },
    getUserCloudStorage({ keyList, success, fail }) {
      queueMicrotask(() => {
        if (s.cloudFails) return fail?.({ errMsg: 'getUserCloudStorage:fail' });
        success?.({ KVDataList: keyList.filter((k) => cloud.has(k)).map((key) => ({ key, value: cloud.get(key)! })) });
      });
    },
    login({ success, fail }) {
      queueMicrotask(() => (s.loginFails ? fail?.({ errMsg: 'login:fail' }) : success?.({ code: 'code-123' })));
    },
    vibrateShort: (options) => void vibrations.push(`short:${options?.type ?? ''}`),
    vibrateLong: () => void vibrations.push('long'),
    setStorageSync: (key, data) => void storage.set(key, data),
    getStorageSync: (key) => storage.get(key) ?? '',
    onHide: (l) => void hideListeners.push(l),
    onShow: (l) => void showListeners.push(l),
    getSystemInfoSync: () => ({ windowWidth: 400, windowHeight: 800 }),
  };

  return {
    api,
    script: s,
    calls,
    storage,
    cloud,
    openData,
    shares,
    banners,
    vibrations,
    /** The player closes the playing rewarded video, at its end or early. */
    closeRewarded: (isEnded: boolean) => closeRewarded(isEnded),
    closeInterstitial: () => closeInterstitial(),
    hide: () => hideListeners.forEach((l) => l()),
    show: () => showListeners.forEach((l) => l()),
    shareProvider: () => shareProvider?.(),
    rewardedCreated: () => rewardedCreated,
  };
}
