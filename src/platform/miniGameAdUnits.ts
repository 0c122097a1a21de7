// Mini-game ads behind the AdUnit shape: the rewarded video pays only when its close says so (see
// miniGameRewardEarned), the interstitial reads its error codes, the banner carries its full style and sits at
// the bottom by the size onResize reports. A close that never comes is given up on after a while.
import { realClock, type Clock } from './clock';
import {
  describeMiniGameAdError,
  miniGameAdErrorKind,
  miniGameRewardEarned,
  type MiniGameApi,
  type MiniGameBannerAd,
  type MiniGameInterstitialAd,
  type MiniGameKind,
  type MiniGameRewardedVideoAd,
} from './miniGameApi';
import type { AdUnit, BannerUnit, InterstitialResult, PlatformLog, RewardedResult } from './platform';
import { AD_SHOW_TIMEOUT_MS } from './platform';

/** The longest a shown full-screen ad may stay without its onClose before the game stops waiting. */
export const MINI_GAME_SHOW_TIMEOUT_MS = AD_SHOW_TIMEOUT_MS;

/** The banner's height before its real size is known (WeChat requires one; onResize gives the real one). */
export const MINI_GAME_BANNER_ASPECT = 0.35;

/** What the ad units need besides the global. */
export interface MiniGameAdContext {
  kind?: MiniGameKind;
  clock?: Clock;
  log: PlatformLog;
}

/** The rewarded slot; the ad object is created on the first preload and its listeners registered once. */
export function createMiniGameRewarded(
  api: MiniGameApi,
  adUnitId: string | undefined,
  context: MiniGameAdContext,
): AdUnit<RewardedResult> {
  const { kind = 'wx', clock = realClock, log } = context;
  let ad: MiniGameRewardedVideoAd | null = null;
  let loaded = false;
  let settle: ((result: RewardedResult) => void) | null = null;

  const create = (id: string): MiniGameRewardedVideoAd => {
    const created = api.createRewardedVideoAd({ adUnitId: id });
    // The platform loads an ad after creation and after each close by itself; onLoad is the ready signal.
    created.onLoad(() => {
      loaded = true;
    });
    created.onError((error) => {
      loaded = false;
      log(`Mini-game: rewarded video error ${describeMiniGameAdError(error)}.`, error);
    });
    created.onClose((result) => settle?.(miniGameRewardEarned(kind, result) ? 'rewarded' : 'interrupted'));
    return created;
  };

  const load = (target: MiniGameRewardedVideoAd) =>
    target.load().then(
      () => {
        loaded = true;
      },
      (error: unknown) => log(`Mini-game: rewarded video failed to load (${describeMiniGameAdError(error)}).`, error),
    );

  return {
    isReady: () => loaded && settle === null,
    preload() {
      if (!adUnitId || settle) return;
      try {
        ad ??= create(adUnitId);
        if (!loaded) void load(ad);
      } catch (error) {
        log('Mini-game: creating the rewarded video failed.', error);
      }
    },
    show(placement) {
      const target = ad;
      if (!target || !loaded || settle) return Promise.resolve('not-ready');
      loaded = false;
      return new Promise<RewardedResult>((resolve) => {
        const timer = clock.setTimeout(() => {
          log(`Mini-game: the rewarded video (${placement}) never closed; no reward.`);
          settle?.('failed');
        }, MINI_GAME_SHOW_TIMEOUT_MS);
        settle = (result) => {
          settle = null;
          clock.clearTimeout(timer);
          resolve(result);
        };
        // The documented recovery: a show that fails is tried once more after a fresh load.
        target
          .show()
          .catch(() => target.load().then(() => target.show()))
          .catch((error: unknown) => {
            log(`Mini-game: rewarded video (${placement}) failed to show (${describeMiniGameAdError(error)}).`, error);
            settle?.(miniGameAdErrorKind(error) === 'no-fill' ? 'not-ready' : 'failed');
          });
      });
    },
  };
}

/** The interstitial slot; 2001-2003 (frequency limits) read as rate-limited, 1004 as no ad. */
export function createMiniGameInterstitial(
  api: MiniGameApi,
  adUnitId: string | undefined,
  context: MiniGameAdContext,
): AdUnit<InterstitialResult> {
  const { clock = realClock, log } = context;
  let ad: MiniGameInterstitialAd | null = null;
  let loaded = false;
  let closed: (() => void) | null = null;

  const create = (id: string): MiniGameInterstitialAd => {
    const created = api.createInterstitialAd({ adUnitId: id });
    created.onLoad(() => {
      loaded = true;
    });
    created.onError((error) => {
      loaded = false;
      log(`Mini-game: interstitial error ${describeMiniGameAdError(error)}.`, error);
    });
    created.onClose(() => closed?.());
    return created;
  };

  return {
    isReady: () => loaded && closed === null,
    preload() {
      if (!adUnitId || closed) return;
      try {
        ad ??= create(adUnitId);
        if (!loaded)
          ad.load().then(
            () => {
              loaded = true;
            },
            (error: unknown) =>
              log(`Mini-game: interstitial failed to load (${describeMiniGameAdError(error)}).`, error),
          );
      } catch (error) {
        log('Mini-game: creating the interstitial failed.', error);
      }
    },
    async show(placement) {
      const target = ad;
      if (!target || !loaded || closed) return 'not-ready';
      loaded = false;
      let timer: unknown = null;
      const whenClosed = new Promise<void>((resolve) => {
        closed = resolve;
      });
      try {
        await target.show();
      } catch (error) {
        closed = null;
        const kind = miniGameAdErrorKind(error);
        log(`Mini-game: interstitial (${placement}) not shown (${describeMiniGameAdError(error)}).`, error);
        return kind === 'no-fill' ? 'not-ready' : kind === 'rate-limited' ? 'rate-limited' : 'failed';
      }
      const gaveUp = new Promise<void>((resolve) => {
        timer = clock.setTimeout(() => {
          log(`Mini-game: the interstitial (${placement}) never closed; the game goes on.`);
          resolve();
        }, MINI_GAME_SHOW_TIMEOUT_MS);
      });
      await Promise.race([whenClosed, gaveUp]);
      clock.clearTimeout(timer);
      closed = null;
      return 'shown';
    },
  };
}

/**
 * The banner across the bottom of the screen; each show makes a fresh one (that is how it is refreshed). It is
 * created with its full style (left, top, width = the window's, height = an estimate) and, when onResize reports
 * its real size, moved so that it sits centred on the bottom edge (only the position changes in there).
 */
export function createMiniGameBanner(
  api: MiniGameApi,
  adUnitId: string | undefined,
  context: MiniGameAdContext,
): BannerUnit {
  const { log } = context;
  let banner: MiniGameBannerAd | null = null;
  const destroy = () => {
    try {
      banner?.destroy();
    } catch {
      // Already gone.
    }
    banner = null;
  };
  return {
    async show(placement) {
      if (!adUnitId) return false;
      destroy();
      try {
        const screen = api.getSystemInfoSync?.() ?? { windowWidth: 375, windowHeight: 667 };
        const width = screen.windowWidth;
        const height = Math.round(width * MINI_GAME_BANNER_ASPECT);
        const created = api.createBannerAd({
          adUnitId,
          style: { left: 0, top: screen.windowHeight - height, width, height },
        });
        created.onError((error) => log(`Mini-game: banner error ${describeMiniGameAdError(error)}.`, error));
        created.onResize?.((size) => {
          created.style.top = screen.windowHeight - size.height;
          created.style.left = Math.max(0, Math.round((screen.windowWidth - size.width) / 2));
        });
        banner = created;
        await created.show();
        return true;
      } catch (error) {
        log(`Mini-game: banner (${placement}) failed to show (${describeMiniGameAdError(error)}).`, error);
        return false;
      }
    },
    hide() {
      try {
        banner?.hide();
      } catch (error) {
        log('Mini-game: hiding the banner failed.', error);
      }
    },
  };
}
