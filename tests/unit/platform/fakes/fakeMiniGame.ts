// A fake of the mini-game global (`wx` for WeChat, `tt` for Douyin, which has the same shape), written from the
// platforms' docs: createRewardedVideoAd returns one instance per ad unit and loads an ad right after creation and
// after each close; onClose passes { isEnded } (WeChat base libraries before 2.1.0 pass nothing; Douyin adds
// count); show() rejects { errMsg, errCode } when nothing is loaded; interstitial shows reject with 2001-2005 when
// frequency-limited or failing; createBannerAd takes { left, top, width, height } and reports its scaled size
// through onResize; callbacks (success / fail) answer async; a rank key's KV value must be JSON whose top field is
// wxgame (WeChat) or ttgame (Douyin) holding only an Int32 score and update_time, else the write fails;
// the main context has no getUserCloudStorage (an open-data-only call); tt.showShareMenu takes only callbacks (menus fail 'unsupport menu'); tt.shareAppMessage answers success or
// fail, wx.shareAppMessage nothing; getStorageSync returns '' for a missing key. No imports from vitest or src.
import type {
  MiniGameAdError,
  MiniGameApi,
  MiniGameBannerAd,
  MiniGameBannerStyle,
  MiniGameInterstitialAd,
  MiniGameKind,
  MiniGameLaunchOptions,
  MiniGameRewardedClose,
  MiniGameRewardedVideoAd,
  MiniGameShareOptions,
} from '../../../../src/platform/miniGameApi';

function adError(errCode: number): MiniGameAdError {
  return { errCode, errMsg: `fake error ${errCode}` };
}

/** The knobs a test turns. */
export interface MiniGameScript {
  /** Which platform the fake plays ('wx' by default). */
  kind: MiniGameKind;
  /** Whether loads find an ad (false: 1004 no fill). */
  fill: boolean;
  /** Codes the next rewarded shows reject with (one per show), as a flaky show would. */
  rewardedShowErrors: number[];
  /** The code interstitial shows reject with (2001-2005 frequency limits and failures). */
  interstitialShowError: number | null;
  bannerError: number | null;
  /** The banner's real height once scaled (onResize). */
  bannerHeight: number;
  cloudFails: boolean;
  /** Keys configured as rank keys in the host's console (their values must follow the rank format). */
  rankKeys: string[];
  loginFails: boolean;
  /** tt.shareAppMessage: succeeds, is cancelled, fails, or never answers. */
  share: 'ok' | 'cancel' | 'fail' | 'silent';
  /** tt.setImRankData fails. */
  imRankFails: boolean;
  /** Vibration fails (no vibrator). */
  vibrateFails: boolean;
  /** How long an ad "plays" in ms before it closes by itself (null: only closeRewarded / closeInterstitial). */
  playMs: number | null;
  /** What getLaunchOptionsSync answers: the cold start (a share's query, a group's shareTicket). */
  launch: MiniGameLaunchOptions;
  /** False: an OpenDataContext with no shared canvas (a host too old to share one). */
  sharedCanvas?: boolean;
  /** The user folder's writes fail (WeChat: "fail the maximum size of the file storage limit is exceeded"). */
  fileWriteFails?: boolean;
}

const INT32_MAX = 2_147_483_647;

/** The fake global and what it saw. */
export function createFakeMiniGame(script: Partial<MiniGameScript> = {}) {
  const s: MiniGameScript = {
    kind: 'wx',
    fill: true,
    rewardedShowErrors: [],
    interstitialShowError: null,
    bannerError: null,
    bannerHeight: 104,
    cloudFails: false,
    rankKeys: ['score'],
    loginFails: false,
    share: 'ok',
    imRankFails: false,
    vibrateFails: false,
    playMs: null,
    launch: { scene: 1001, query: {} },
    ...script,
  };
  const rankField = s.kind === 'tt' ? 'ttgame' : 'wxgame';
  const calls: string[] = [];
  const storage = new Map<string, string>();
  const cloud = new Map<string, string>();
  const imRank: { dataType: number; value: string; zoneId?: string }[] = [];
  const openData: Record<string, unknown>[] = [];
  /** The user folder's files (FileSystemManager.writeFileSync): path to data and encoding. */
  const files = new Map<string, { data: string; encoding: string }>();
  // The shared canvas (WeChat's default offscreenCanvas mode): the main context sizes it, and each size written
  // clears what the open-data context drew, so the writes are counted.
  const sharedCanvas = { size: { width: 300, height: 150 }, sizeWrites: 0 };
  const canvas = {
    get width() {
      return sharedCanvas.size.width;
    },
    set width(value: number) {
      sharedCanvas.size.width = value;
      sharedCanvas.sizeWrites += 1;
    },
    get height() {
      return sharedCanvas.size.height;
    },
    set height(value: number) {
      sharedCanvas.size.height = value;
      sharedCanvas.sizeWrites += 1;
    },
  };
  const shares: MiniGameShareOptions[] = [];
  const banners: { style: MiniGameBannerStyle; created: MiniGameBannerStyle; shown: boolean; destroyed: boolean }[] =
    [];
  const vibrations: string[] = [];
  const hideListeners: (() => void)[] = [];
  const showListeners: ((options?: MiniGameLaunchOptions) => void)[] = [];
  let shareProvider: ((res?: { channel?: string }) => unknown) | null = null;

  const rewardedAds = new Map<string, MiniGameRewardedVideoAd>();
  let closeRewarded: (result: MiniGameRewardedClose | undefined) => void = () => {};
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

  /** A rank record as the docs define it: { <field>: { score: Int32, update_time } } and nothing else inside. */
  const validRankValue = (value: string) => {
    try {
      const record = (JSON.parse(value) as Record<string, unknown>)[rankField] as Record<string, unknown> | undefined;
      if (!record || typeof record !== 'object') return false;
      const keys = Object.keys(record).sort().join(',');
      const { score, update_time: updateTime } = record;
      return (
        (keys === 'score,update_time' || keys === 'score') &&
        Number.isInteger(score) &&
        Math.abs(score as number) <= INT32_MAX &&
        (updateTime === undefined || Number.isInteger(updateTime))
      );
    } catch {
      return false;
    }
  };

  const api: MiniGameApi = {
    createRewardedVideoAd({ adUnitId }) {
      const existing = rewardedAds.get(adUnitId);
      if (existing) return existing;
      rewardedCreated++;
      const onLoad: (() => void)[] = [];
      const onError: ((e: MiniGameAdError) => void)[] = [];
      const onClose: ((r?: MiniGameRewardedClose) => void)[] = [];
      const { state, load } = loader('rewarded', onLoad, onError);
      const ad: MiniGameRewardedVideoAd = {
        load,
        async show() {
          calls.push('rewarded.show');
          const code = s.rewardedShowErrors.shift();
          if (code !== undefined) throw adError(code);
          if (!state.loaded) throw adError(1004);
          state.loaded = false;
          closeRewarded = (result) => {
            closeRewarded = () => {};
            onClose.forEach((l) => l(result));
            void load().catch(() => {});
          };
          if (s.playMs !== null) {
            const ended: MiniGameRewardedClose = s.kind === 'tt' ? { isEnded: true, count: 1 } : { isEnded: true };
            setTimeout(() => closeRewarded(ended), s.playMs);
          }
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
          closeInterstitial = () => {
            closeInterstitial = () => {};
            onClose.forEach((l) => l());
          };
          if (s.playMs !== null) setTimeout(() => closeInterstitial(), s.playMs);
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
      calls.push('createBannerAd');
      const created = { ...style };
      const record = { style: { ...style }, created, shown: false, destroyed: false };
      banners.push(record);
      let resize: ((size: { width: number; height: number }) => void) | null = null;
      const banner: MiniGameBannerAd = {
        style: record.style,
        async show() {
          if (s.bannerError !== null) throw adError(s.bannerError);
          record.shown = true;
          // Scaled from the width: between 300 and the given width.
          const width = Math.max(300, style.width);
          if (s.bannerHeight !== style.height || width !== style.width) resize?.({ width, height: s.bannerHeight });
        },
        hide: () => void (record.shown = false),
        destroy: () => void (record.destroyed = true),
        onError: () => {},
        onResize: (l) => void (resize = l),
      };
      return banner;
    },
    shareAppMessage(options) {
      calls.push('shareAppMessage');
      shares.push(options);
      if (s.kind !== 'tt' || s.share === 'silent') return;
      queueMicrotask(() => {
        if (s.share === 'ok') options.success?.({});
        else if (s.share === 'cancel') options.fail?.({ errMsg: 'shareAppMessage:fail cancel' });
        else options.fail?.({ errMsg: 'shareAppMessage:fail get shareInfo return null', errNo: 21100 });
      });
    },
    showShareMenu(options) {
      calls.push(`showShareMenu(${options.menus?.join(',') ?? ''})`);
      queueMicrotask(() => {
        if (s.kind === 'tt' && options.menus !== undefined)
          options.fail?.({ errMsg: 'showShareMenu:fail unsupport menu', errNo: 20000 });
        else options.success?.({ errMsg: 'showShareMenu:ok' });
      });
    },
    onShareAppMessage: (provider) => void (shareProvider = provider),
    env: { USER_DATA_PATH: s.kind === 'tt' ? 'ttfile://user' : 'wxfile://usr' },
    getFileSystemManager: () => ({
      writeFileSync(filePath: string, data: string, encoding: string) {
        if (s.fileWriteFails)
          throw { errMsg: 'writeFileSync:fail the maximum size of the file storage limit is exceeded' };
        files.set(filePath, { data, encoding });
      },
    }),
    getOpenDataContext: () => ({
      postMessage: (message) => void openData.push(message),
      ...(s.sharedCanvas === false ? {} : { canvas }),
    }),
    setUserCloudStorage({ KVDataList, success, fail }) {
      queueMicrotask(() => {
        if (s.cloudFails) return fail?.({ errMsg: 'setUserCloudStorage:fail' });
        // The hosted data's limits (wx.setUserCloudStorage, 托管数据的限制): a key of at most 128 bytes, a key and its
        // value of at most 1024 together, at most 128 keys a player.
        const bytes = (text: string) => new TextEncoder().encode(text).length;
        const long = KVDataList.find((kv) => bytes(kv.key) > 128 || bytes(kv.key) + bytes(kv.value) > 1024);
        if (long) return fail?.({ errMsg: `setUserCloudStorage:fail the key-value ${long.key} is too long` });
        if (new Set([...cloud.keys(), ...KVDataList.map((kv) => kv.key)]).size > 128)
          return fail?.({ errMsg: 'setUserCloudStorage:fail more than 128 key-value pairs' });
        const bad = KVDataList.find((kv) => s.rankKeys.includes(kv.key) && !validRankValue(kv.value));
        if (bad) return fail?.({ errMsg: `setUserCloudStorage:fail rank value of ${bad.key} is not ${rankField}` });
        for (const { key, value } of KVDataList) cloud.set(key, value);
        success?.({});
      });
    },
    ...(s.kind === 'tt'
      ? {
          setImRankData(options: Parameters<NonNullable<MiniGameApi['setImRankData']>>[0]) {
            calls.push('setImRankData');
            queueMicrotask(() => {
              const n = Number(options.value);
              const valid = options.dataType === 1 || (/^\d+$/.test(options.value) && n >= 0 && n < INT32_MAX);
              if (s.imRankFails || !valid) return options.fail?.({ errMsg: 'setImRankData:fail' });
              imRank.push({ dataType: options.dataType, value: options.value, zoneId: options.zoneId });
              options.success?.({ errMsg: 'setImRankData:ok' });
            });
          },
        }
      : {}),
    login({ success, fail }) {
      queueMicrotask(() => (s.loginFails ? fail?.({ errMsg: 'login:fail' }) : success?.({ code: 'code-123' })));
    },
    vibrateShort: (options) => {
      vibrations.push(`short:${options?.type ?? ''}`);
      if (s.vibrateFails) queueMicrotask(() => options?.fail?.({ errMsg: 'vibrateShort:fail vibrator disable' }));
    },
    vibrateLong: (options) => {
      vibrations.push('long');
      if (s.vibrateFails) queueMicrotask(() => options?.fail?.({ errMsg: 'vibrateLong:fail vibrator disable' }));
    },
    setStorageSync: (key, data) => void storage.set(key, data),
    getStorageSync: (key) => storage.get(key) ?? '',
    onHide: (l) => void hideListeners.push(l),
    onShow: (l) => void showListeners.push(l),
    getSystemInfoSync: () => ({ windowWidth: 400, windowHeight: 800 }),
    getLaunchOptionsSync: () => structuredClone(s.launch),
  };

  return {
    api,
    sdk: api,
    script: s,
    calls,
    storage,
    cloud,
    imRank,
    openData,
    files,
    sharedCanvas,
    shares,
    banners,
    vibrations,
    /** The player closes the playing rewarded video, at its end or early (WeChat's shape; Douyin adds count). */
    closeRewarded: (isEnded: boolean) =>
      closeRewarded(s.kind === 'tt' ? { isEnded, count: isEnded ? 1 : 0 } : { isEnded }),
    /** A close as an old WeChat base library (before 2.1.0) sends it: no argument at all. */
    closeRewardedWithoutResult: () => closeRewarded(undefined),
    /** A close with exactly this argument. */
    closeRewardedWith: (result: MiniGameRewardedClose | undefined) => closeRewarded(result),
    closeInterstitial: () => closeInterstitial(),
    hide: () => hideListeners.forEach((l) => l()),
    /** The game comes back to the front (a warm start from a share passes its launch options). */
    show: (options?: MiniGameLaunchOptions) => showListeners.forEach((l) => l(options)),
    shareProvider: () => shareProvider?.(),
    rewardedCreated: () => rewardedCreated,
  };
}

/** The type of {@link createFakeMiniGame}'s result. */
export type FakeMiniGame = ReturnType<typeof createFakeMiniGame>;

/** Puts the global (`wx` or `tt`, by script.kind) on `win` as the mini-game runtime does. */
export function installFakeMiniGame(win: Record<string, unknown>, script: Partial<MiniGameScript> = {}): FakeMiniGame {
  const fake = createFakeMiniGame(script);
  win[fake.script.kind] = fake.api;
  return fake;
}
