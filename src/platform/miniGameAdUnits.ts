// Mini-game ads behind the AdUnit shape: the rewarded video pays only when onClose says isEnded.
import {
  describeMiniGameAdError,
  miniGameAdErrorKind,
  type MiniGameApi,
  type MiniGameBannerAd,
  type MiniGameInterstitialAd,
  type MiniGameRewardedVideoAd,
} from './miniGameApi';
import type { AdUnit, BannerUnit, InterstitialResult, PlatformLog, RewardedResult } from './platform';

/** The rewarded slot; the ad object is created on the first preload and its listeners registered once. */
export function createMiniGameRewarded(
  api: MiniGameApi,
  adUnitId: string | undefined,
  log: PlatformLog,
): AdUnit<RewardedResult> {
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
    created.onClose((result) => settle?.(result?.isEnded === true ? 'rewarded' : 'interrupted'));
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
        settle = (result) => {
          settle = null;
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
  log: PlatformLog,
): AdUnit<InterstitialResult> {
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
      const whenClosed = new Promise<void>((resolve) => (closed = resolve));
      try {
        await target.show();
      } catch (error) {
        closed = null;
        const kind = miniGameAdErrorKind(error);
        log(`Mini-game: interstitial (${placement}) not shown (${describeMiniGameAdError(error)}).`, error);
        return kind === 'no-fill' ? 'not-ready' : kind === 'rate-limited' ? 'rate-limited' : 'failed';
      }
      await whenClosed;
      closed = null;
      return 'shown';
    },
  };
}

/** The banner at the bottom of the screen; each show makes a fresh one (that is how it is refreshed). */
export function createMiniGameBanner(api: MiniGameApi, adUnitId: string | undefined, log: PlatformLog): BannerUnit {
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
        const created = api.createBannerAd({
          adUnitId,
          style: { left: 0, top: screen.windowHeight - 100, width: screen.windowWidth },
        });
        created.onError((error) => log(`Mini-game: banner error ${describeMiniGameAdError(error)}.`, error));
        created.onResize?.((size) => {
          created.style.top = screen.windowHeight - size.height;
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
