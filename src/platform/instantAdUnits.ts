// FBInstant ad instances behind the AdUnit shape: get an instance, loadAsync it ahead, showAsync it once.
import { realClock, type Clock } from './clock';
import { instantErrorCode, type FBInstantApi, type InstantAdInstance, type InstantErrorCode } from './instantGamesApi';
import type { AdUnit, BannerUnit, InterstitialResult, PlatformLog, RewardedResult } from './platform';

/** How long a load waits after the host said no fill, too frequent, or rate limited. */
export const INSTANT_LOAD_BACKOFF_MS = 30_000;

/** How long a load waits after any other failure. */
export const INSTANT_LOAD_RETRY_MS = 5_000;

/** What the ad units need besides the SDK. */
export interface InstantAdContext {
  fb: FBInstantApi;
  /** Resolves once initializeAsync has: no ad call is made before. */
  initialized: Promise<void>;
  clock?: Clock;
  log: PlatformLog;
}

/** Codes after which loading again at once would only be refused again. */
const BACK_OFF_CODES: readonly InstantErrorCode[] = ['ADS_NO_FILL', 'ADS_FREQUENT_LOAD', 'RATE_LIMITED'];

type Kind = 'rewarded' | 'interstitial';

/** How a rejected showAsync reads for each kind. */
function showFailure(kind: 'rewarded', code: InstantErrorCode): RewardedResult;
function showFailure(kind: 'interstitial', code: InstantErrorCode): InterstitialResult;
function showFailure(kind: Kind, code: InstantErrorCode): RewardedResult | InterstitialResult {
  switch (code) {
    case 'ADS_NOT_LOADED':
      return 'not-ready';
    // The player closed the ad before its end: no reward; an interstitial has still been seen.
    case 'USER_INPUT':
      return kind === 'rewarded' ? 'interrupted' : 'shown';
    case 'RATE_LIMITED':
      return kind === 'rewarded' ? 'failed' : 'rate-limited';
    default:
      return 'failed';
  }
}

/** One rewarded or interstitial slot on a placement id. */
function createInstantAdUnit<R extends RewardedResult | InterstitialResult>(
  kind: Kind,
  placementId: string | undefined,
  context: InstantAdContext,
  success: R,
  failure: (code: InstantErrorCode) => R,
): AdUnit<R> {
  const { fb, initialized, clock = realClock, log } = context;
  let state: 'idle' | 'loading' | 'ready' | 'showing' = 'idle';
  let instance: InstantAdInstance | null = null;
  let retryAt = -Infinity;
  let retryTimer: unknown = null;

  const load = async () => {
    state = 'loading';
    try {
      await initialized;
      instance ??= await (kind === 'rewarded'
        ? fb.getRewardedVideoAsync(placementId ?? '')
        : fb.getInterstitialAdAsync(placementId ?? ''));
      await instance.loadAsync();
      state = 'ready';
    } catch (error) {
      const code = instantErrorCode(error);
      log(`Instant games: ${kind} ad failed to load (${code}).`, error);
      retryAt = clock.now() + (BACK_OFF_CODES.includes(code) ? INSTANT_LOAD_BACKOFF_MS : INSTANT_LOAD_RETRY_MS);
      state = 'idle';
    }
  };

  const unit: AdUnit<R> = {
    isReady: () => state === 'ready',
    preload() {
      if (!placementId || state !== 'idle' || retryTimer !== null) return;
      const wait = retryAt - clock.now();
      if (wait > 0) {
        // Respect the host's limits: one load when the wait is over, however often we are asked.
        retryTimer = clock.setTimeout(() => {
          retryTimer = null;
          unit.preload();
        }, wait);
        return;
      }
      void load();
    },
    async show(placement) {
      if (state !== 'ready' || !instance) return failure('ADS_NOT_LOADED');
      state = 'showing';
      const shown = instance;
      try {
        await shown.showAsync();
        instance = null;
        return success;
      } catch (error) {
        const code = instantErrorCode(error);
        log(`Instant games: ${kind} ad (${placement}) did not show to the end (${code}).`, error);
        // A shown instance is spent; one that was not loaded after all can be loaded again.
        if (code !== 'ADS_NOT_LOADED') instance = null;
        return failure(code);
      } finally {
        state = 'idle';
      }
    },
  };
  return unit;
}

/** The rewarded video slot. */
export function createInstantRewarded(placementId: string | undefined, context: InstantAdContext) {
  return createInstantAdUnit<RewardedResult>('rewarded', placementId, context, 'rewarded', (code) =>
    showFailure('rewarded', code),
  );
}

/** The interstitial slot. */
export function createInstantInterstitial(placementId: string | undefined, context: InstantAdContext) {
  return createInstantAdUnit<InterstitialResult>('interstitial', placementId, context, 'shown', (code) =>
    showFailure('interstitial', code),
  );
}

/** The banner: loadBannerAdAsync shows (or reloads) it, hideBannerAdAsync hides it. */
export function createInstantBanner(placementId: string | undefined, context: InstantAdContext): BannerUnit {
  const { fb, initialized, log } = context;
  return {
    async show(placement) {
      if (!placementId || !fb.loadBannerAdAsync) return false;
      try {
        await initialized;
        await fb.loadBannerAdAsync(placementId);
        return true;
      } catch (error) {
        log(`Instant games: banner (${placement}) failed to load (${instantErrorCode(error)}).`, error);
        return false;
      }
    },
    hide() {
      fb.hideBannerAdAsync?.().catch((error: unknown) => log('Instant games: hiding the banner failed.', error));
    },
  };
}
