// The YouTube Playables adapter: firstFrameReady when the loading screen shows, gameReady when loading is done,
// YouTube's pause/resume and audio setting, its language, the best score through sendScore, interstitial and
// rewarded ads through ytgame.ads (where YouTube offers them), and every record of the game in ONE cloud save
// (playablesCloudSave.ts).
import { realClock, type Clock } from './clock';
import { createLifecycle } from './lifecycle';
import { playablesErrorType, type PlayablesAds, type PlayablesApi } from './playablesApi';
import {
  AD_SHOW_TIMEOUT_MS,
  consoleLog,
  type AdUnit,
  type InterstitialResult,
  type LeaderboardApi,
  type Platform,
  type PlatformLog,
  type RewardedResult,
} from './platform';
import { createPlayablesCloudStorage, PLAYABLES_ALL_DATA_KEY, within } from './playablesCloudSave';
import { fullScreenAdsOver } from './unsupported';
import { LEADERBOARD_KEY } from './webPlatform';

/** The longest an ad request may stay unanswered before the game gives up on it. */
export const PLAYABLES_SHOW_TIMEOUT_MS = AD_SHOW_TIMEOUT_MS;

/** Options of {@link createPlayablesPlatform}. */
export interface PlayablesOptions {
  log?: PlatformLog;
  clock?: Clock;
  /** The shortest time between two saveData calls; {@link PLAYABLES_SAVE_INTERVAL_MS} by default. */
  saveIntervalMs?: number;
  /** How long the first loadData may take; {@link PLAYABLES_LOAD_TIMEOUT_MS} by default. */
  loadTimeoutMs?: number;
}

/** The ad functions when YouTube offers them here (inside Playables, with the ads namespace). */
function adsOf(sdk: PlayablesApi): PlayablesAds | null {
  const ads = sdk.ads;
  return sdk.IN_PLAYABLES_ENV === true &&
    typeof ads?.requestInterstitialAd === 'function' &&
    typeof ads.requestRewardedAd === 'function'
    ? ads
    : null;
}

/** Wraps `base` (the web adapter: share) with the YouTube Playables SDK; `sdk` is the `ytgame` global. */
export function createPlayablesPlatform(sdk: PlayablesApi, base: Platform, options: PlayablesOptions = {}): Platform {
  const { log = consoleLog, clock = realClock } = options;
  const storage = createPlayablesCloudStorage(sdk.game, {
    clock,
    log,
    intervalMs: options.saveIntervalMs,
    loadTimeoutMs: options.loadTimeoutMs,
  });
  const lifecycle = createLifecycle();
  const audioListeners = new Set<(enabled: boolean) => void>();
  const ads = adsOf(sdk);
  let initialized = false;
  let framed = false;
  let gameReady = false;
  let busy = false;

  const attempt = (what: string, run: () => void) => {
    try {
      run();
    } catch (error) {
      log(`YouTube Playables: ${what} threw.`, error);
    }
  };

  const firstFrame = () => {
    if (framed) return;
    framed = true;
    attempt('firstFrameReady', () => sdk.game.firstFrameReady());
  };

  // The SDK is loaded before the game's code, so YouTube's events are heard from the start.
  const pause = () => {
    void storage.flush();
    lifecycle.pause();
  };
  attempt('onPause', () => void sdk.system.onPause(pause));
  attempt('onResume', () => void sdk.system.onResume(() => lifecycle.resume()));
  attempt(
    'onAudioEnabledChange',
    () =>
      void sdk.system.onAudioEnabledChange((enabled) => {
        for (const listener of [...audioListeners]) {
          try {
            listener(enabled);
          } catch (error) {
            log('YouTube Playables: an audio listener failed.', error);
          }
        }
      }),
  );
  base.onPause(pause);
  base.onResume(() => lifecycle.resume());

  /** Runs one ad request under the show timeout; never rejects. */
  const request = async <R>(
    kind: string,
    placement: string,
    ask: (api: PlayablesAds) => Promise<R>,
    notReady: R,
    failed: R,
  ): Promise<R> => {
    if (!ads || !initialized || busy) return notReady;
    busy = true;
    const outcome = await within(
      Promise.resolve().then(() => ask(ads)),
      PLAYABLES_SHOW_TIMEOUT_MS,
      clock,
    );
    busy = false;
    if (outcome.kind === 'value') return outcome.value;
    if (outcome.kind === 'timeout') {
      log(`YouTube Playables: ${kind} (${placement}) never answered.`);
      return failed;
    }
    const type = playablesErrorType(outcome.error);
    if (type === 'API_UNAVAILABLE') {
      console.info(`YouTube Playables: no ${kind} (${placement}) now.`);
      return notReady;
    }
    log(`YouTube Playables: ${kind} (${placement}) failed (${type}).`, outcome.error);
    return failed;
  };

  const adReady = () => ads !== null && initialized && !busy;

  const rewarded: AdUnit<RewardedResult> = {
    isReady: adReady,
    // YouTube loads its ads itself.
    preload: () => {},
    show: (placement) =>
      request<RewardedResult>(
        'rewarded ad',
        placement,
        // The placement names the reward; false: the player did not meet the conditions for it.
        async (api) => ((await api.requestRewardedAd(placement || 'reward')) ? 'rewarded' : 'interrupted'),
        'not-ready',
        'failed',
      ),
  };

  const interstitial: AdUnit<InterstitialResult> = {
    isReady: adReady,
    preload: () => {},
    show: (placement) =>
      request<InterstitialResult>(
        'interstitial',
        placement,
        // YouTube does not tell whether one was shown; the request went through.
        async (api) => {
          await api.requestInterstitialAd();
          return 'shown';
        },
        'not-ready',
        'failed',
      ),
  };

  /** The best score, kept in the cloud save (no other storage is allowed), and sent to YouTube. */
  const readBest = (): number => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(LEADERBOARD_KEY) ?? '{}');
      const best = Number((parsed as { best?: unknown } | null)?.best);
      return Number.isFinite(best) && best > 0 ? best : 0;
    } catch {
      return 0;
    }
  };
  const leaderboard: LeaderboardApi = {
    async postScore(score) {
      if (!Number.isFinite(score) || score <= readBest()) return;
      storage.setItem(LEADERBOARD_KEY, JSON.stringify({ best: score, at: clock.now() }));
      try {
        await sdk.engagement.sendScore({ value: Math.min(Number.MAX_SAFE_INTEGER, Math.floor(score)) });
      } catch (error) {
        log(`YouTube Playables: sending the score failed (${playablesErrorType(error)}).`, error);
      }
    },
    async getRank() {
      const best = readBest();
      return best > 0 ? { rank: 1, score: best } : { rank: null, score: null };
    },
  };

  return {
    ...base,
    name: 'playables',
    supports: fullScreenAdsOver(base, () => ads !== null),
    async initialize() {
      await base.initialize();
      await storage.load();
      initialized = true;
    },
    setLoadingProgress() {
      // YouTube takes no progress; the first call means the loading screen shows.
      firstFrame();
    },
    async start() {
      await base.start();
      firstFrame();
      if (gameReady) return;
      gameReady = true;
      attempt('gameReady', () => sdk.game.gameReady());
    },
    audio: {
      enabled() {
        try {
          return sdk.system.isAudioEnabled() !== false;
        } catch (error) {
          log('YouTube Playables: isAudioEnabled threw.', error);
          return true;
        }
      },
      onChange(listener) {
        audioListeners.add(listener);
        return () => void audioListeners.delete(listener);
      },
    },
    async language() {
      try {
        const tag = await sdk.system.getLanguage();
        return typeof tag === 'string' && tag !== '' ? tag : null;
      } catch (error) {
        log('YouTube Playables: getLanguage failed.', error);
        return null;
      }
    },
    saveStorage: () => storage,
    async loadData() {
      await storage.load();
      return storage.getItem(PLAYABLES_ALL_DATA_KEY);
    },
    saveData: (allData) => storage.setItem(PLAYABLES_ALL_DATA_KEY, allData),
    flushData: () => storage.flush(),
    ads: { rewarded, interstitial, banner: base.ads.banner },
    leaderboard,
    onPause: lifecycle.onPause,
    onResume: lifecycle.onResume,
  };
}
