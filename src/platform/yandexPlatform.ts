// The Yandex Games adapter: YaGames.init, LoadingAPI.ready when loading is done, GameplayAPI start/stop around
// play, full-screen ads and rewarded videos through ysdk.adv, the allData string in the player's data (throttled),
// the interface language, and the platform's game_api_pause / game_api_resume events. Storage, the local
// leaderboard and share stay web.
import { realClock, type Clock } from './clock';
import { createLifecycle } from './lifecycle';
import {
  AD_SHOW_TIMEOUT_MS,
  consoleLog,
  type AdUnit,
  type InterstitialResult,
  type Platform,
  type PlatformLog,
  type RewardedResult,
} from './platform';
import { fullScreenAdsOver } from './unsupported';
import { createSaveThrottle } from './saveThrottle';
import {
  utf8Bytes,
  YANDEX_DATA_LIMIT_BYTES,
  yandexErrorText,
  type YaGamesApi,
  type YandexPlayer,
  type YandexSdk,
} from './yandexApi';

/** The player-data key that holds the allData string. */
export const YANDEX_ALL_DATA_FIELD = 'allData';

/** How long an ad call may stay silent (no onOpen, no onClose) before it counts as no ad. */
export const YANDEX_NO_ANSWER_MS = 10_000;

/** The longest an opened ad may run before the game gives up waiting for onClose. */
export const YANDEX_SHOW_TIMEOUT_MS = AD_SHOW_TIMEOUT_MS;

/** Options of {@link createYandexPlatform}. */
export interface YandexOptions {
  log?: PlatformLog;
  clock?: Clock;
}

/** Where the adapter stands with the SDK: starting, started (ysdk), or failed (no ads). */
type SdkState = { kind: 'starting' } | { kind: 'ready'; ysdk: YandexSdk } | { kind: 'failed' };

/**
 * Runs one ad call under the two timeouts: {@link YANDEX_NO_ANSWER_MS} until the ad opens, then
 * {@link YANDEX_SHOW_TIMEOUT_MS}; `finish` settles once, later callbacks are ignored.
 */
function adCall<Result>(
  clock: Clock,
  silent: Result,
  stuck: Result,
  run: (finish: (result: Result) => void, opened: () => void) => void,
): Promise<Result> {
  return new Promise<Result>((resolve) => {
    let done = false;
    let timer: unknown = null;
    const finish = (result: Result) => {
      if (done) return;
      done = true;
      clock.clearTimeout(timer);
      resolve(result);
    };
    const wait = (ms: number, result: Result) => {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(() => finish(result), ms);
    };
    wait(YANDEX_NO_ANSWER_MS, silent);
    run(finish, () => {
      if (!done) wait(YANDEX_SHOW_TIMEOUT_MS, stuck);
    });
  });
}

/** Wraps `base` (the web adapter) with the Yandex Games SDK; `yaGames` is the `YaGames` global. */
export function createYandexPlatform(yaGames: YaGamesApi, base: Platform, options: YandexOptions = {}): Platform {
  const { log = consoleLog, clock = realClock } = options;
  let sdk: SdkState = { kind: 'starting' };
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let playing = false;
  let busy = false;
  let player: Promise<YandexPlayer | null> | null = null;
  let playerId: string | null = null;
  const lifecycle = createLifecycle();

  const ysdk = (): YandexSdk | null => (sdk.kind === 'ready' ? sdk.ysdk : null);

  /** Runs a call on the SDK when it has started; a throw is logged, never passed on. */
  const call = (what: string, run: (y: YandexSdk) => void) => {
    const y = ysdk();
    if (!y) return;
    try {
      run(y);
    } catch (error) {
      log(`Yandex: ${what} threw.`, error);
    }
  };

  /** The Player object, asked for once (id only: no permission dialog); null when it cannot be had. */
  const getPlayer = (): Promise<YandexPlayer | null> => {
    player ??= (async () => {
      await started;
      const y = ysdk();
      if (!y) return null;
      try {
        const p = await y.getPlayer({ scopes: false });
        try {
          playerId = p.getUniqueID();
        } catch {
          // The id is a nicety here; the data still works.
        }
        return p;
      } catch (error) {
        log(`Yandex: the Player object is unavailable (${yandexErrorText(error)}); saves stay on this device.`, error);
        return null;
      }
    })();
    return player;
  };

  const throttle = createSaveThrottle(
    async (allData) => {
      const p = await getPlayer();
      if (!p) return;
      const data = { [YANDEX_ALL_DATA_FIELD]: allData };
      if (utf8Bytes(JSON.stringify(data)) > YANDEX_DATA_LIMIT_BYTES) {
        // Writing it would be refused every time: keep the last good copy on the server instead.
        log('Yandex: the save is over the 200 KB the player data takes; it was not sent.');
        return;
      }
      await p.setData(data, true);
    },
    { clock, log },
  );

  const flushData = () => throttle.flush();

  const pause = () => {
    void flushData();
    lifecycle.pause();
  };
  base.onPause(pause);
  base.onResume(() => lifecycle.resume());

  const adsOn = () => sdk.kind === 'ready' && !busy;

  const rewarded: AdUnit<RewardedResult> = {
    isReady: adsOn,
    // The SDK loads its ads itself.
    preload: () => {},
    async show(placement) {
      const y = ysdk();
      if (!y || busy) return 'not-ready';
      busy = true;
      let opened = false;
      let earned = false;
      const result = await adCall<RewardedResult>(clock, 'not-ready', 'failed', (finish, markOpened) => {
        try {
          y.adv.showRewardedVideo({
            callbacks: {
              onOpen: () => {
                opened = true;
                markOpened();
              },
              onRewarded: () => {
                earned = true;
              },
              onClose: () => finish(earned ? 'rewarded' : opened ? 'interrupted' : 'not-ready'),
              onError: (error) => {
                log(`Yandex: rewarded video (${placement}) failed (${yandexErrorText(error)}).`, error);
                finish(earned ? 'rewarded' : 'failed');
              },
            },
          });
        } catch (error) {
          log('Yandex: showRewardedVideo threw.', error);
          finish('failed');
        }
      });
      busy = false;
      if (result === 'failed' && opened && !earned) log(`Yandex: rewarded video (${placement}) never closed.`);
      return result;
    },
  };

  const interstitial: AdUnit<InterstitialResult> = {
    isReady: adsOn,
    preload: () => {},
    async show(placement) {
      const y = ysdk();
      if (!y || busy) return 'not-ready';
      busy = true;
      const result = await adCall<InterstitialResult>(clock, 'not-ready', 'failed', (finish, markOpened) => {
        try {
          y.adv.showFullscreenAdv({
            callbacks: {
              onOpen: markOpened,
              // Not shown means refused: the platform's interval between full-screen ads has not passed.
              onClose: (wasShown) => finish(wasShown ? 'shown' : 'rate-limited'),
              onError: (error) => {
                log(`Yandex: full-screen ad (${placement}) failed (${yandexErrorText(error)}).`, error);
                finish('failed');
              },
              onOffline: () => finish('not-ready'),
            },
          });
        } catch (error) {
          log('Yandex: showFullscreenAdv threw.', error);
          finish('failed');
        }
      });
      busy = false;
      return result;
    },
  };

  const adsSupported = () => sdk.kind !== 'failed';

  return {
    ...base,
    name: 'yandex',
    supports: fullScreenAdsOver(base, adsSupported),
    async initialize() {
      await base.initialize();
      try {
        const y = await yaGames.init();
        sdk = { kind: 'ready', ysdk: y };
        try {
          y.on('game_api_pause', pause);
          y.on('game_api_resume', () => lifecycle.resume());
        } catch (error) {
          log('Yandex: subscribing to pause and resume failed.', error);
        }
        // Play that began while the SDK was starting is told now.
        if (playing) call('GameplayAPI.start', (s) => s.features.GameplayAPI?.start());
      } catch (error) {
        // The game runs without ads rather than not at all.
        sdk = { kind: 'failed' };
        log('Yandex: the SDK failed to start; playing without ads.', error);
      } finally {
        markStarted();
      }
    },
    async start() {
      await base.start();
      await started;
      call('LoadingAPI.ready', (y) => y.features.LoadingAPI?.ready());
    },
    gameplay: {
      start() {
        playing = true;
        call('GameplayAPI.start', (y) => y.features.GameplayAPI?.start());
      },
      stop() {
        playing = false;
        call('GameplayAPI.stop', (y) => y.features.GameplayAPI?.stop());
      },
      // Yandex has no happy-moment call.
      happyTime: () => {},
    },
    async language() {
      await started;
      const lang = ysdk()?.environment.i18n.lang;
      return typeof lang === 'string' && lang !== '' ? lang : null;
    },
    player: () => (playerId ? { id: playerId } : base.player()),
    async loadData() {
      const p = await getPlayer();
      if (!p) return null;
      try {
        const data = await p.getData([YANDEX_ALL_DATA_FIELD]);
        const value = data[YANDEX_ALL_DATA_FIELD];
        const allData = typeof value === 'string' ? value : null;
        throttle.known(allData);
        return allData;
      } catch (error) {
        log(`Yandex: reading player data failed (${yandexErrorText(error)}).`, error);
        return null;
      }
    },
    saveData: (allData) => throttle.save(allData),
    flushData,
    ads: { rewarded, interstitial, banner: base.ads.banner },
    onPause: lifecycle.onPause,
    onResume: lifecycle.onResume,
  };
}
