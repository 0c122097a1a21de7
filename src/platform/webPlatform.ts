// The plain-web adapter (no host): test identity, simulated ads shown as an overlay, a local leaderboard.
import { device } from './currentDevice';
import type { KeyValueStore } from './storage';
import { createLifecycle, followVisibility, globalDocument, type VisibilityDocument } from './lifecycle';
import {
  consoleLog,
  type InterstitialResult,
  type Platform,
  type PlatformFeature,
  type PlatformLog,
  type RewardedResult,
  type SharePayload,
} from './platform';
import { fetchQualifyingTournament, type QualifyingFetcher } from './qualifyingTournament';
import { noContext, noNotifications, noTournament, hostDefaults } from './unsupported';

/** How a simulated ad ends: watched to the end, failed to load, closed early, or no ad to show at all. */
export type SimulatedAdResult = 'ok' | 'fail' | 'interrupt' | 'nofill';

/** Which kind of simulated ad the overlay shows. */
export type SimulatedAdKind = 'rewarded' | 'interstitial';

/** Shows the simulated ad for `seconds`; resolves when it ends (true) or is closed early (false). */
export type AdPresenter = (placement: string, seconds: number, kind?: SimulatedAdKind) => Promise<boolean>;

/** The little of `navigator` the web adapter uses (injected in tests). */
export interface WebNavigator {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
  vibrate?: (pattern: number | number[]) => boolean;
}

/** Options of {@link createWebPlatform}. */
export interface WebPlatformOptions {
  present: AdPresenter;
  store: KeyValueStore;
  /** How simulated ads end (URL `?ads=fail|interrupt|nofill`). */
  adResult?: SimulatedAdResult;
  /** How long a simulated rewarded ad plays; interstitials play half as long. */
  adSeconds?: number;
  /** The HTTP GET of the qualifying tournament (from src/net); without it the fetch gives null. */
  fetchQualifying?: QualifyingFetcher;
  log?: PlatformLog;
  nav?: WebNavigator | null;
  doc?: VisibilityDocument | null;
}

/** Where the local leaderboard keeps the best score. */
export const LEADERBOARD_KEY = 'screw-puzzle.leaderboard';

/** Where the plain web keeps the allData string. */
export const WEB_ALL_DATA_KEY = 'screw-puzzle.allData';

/** The test player of the plain web. */
export const WEB_TEST_PLAYER = { id: 'web-test-player', name: 'Player', photo: null } as const;

function readBest(store: KeyValueStore): number {
  try {
    const parsed: unknown = JSON.parse(store.get(LEADERBOARD_KEY) ?? '{}');
    const best = Number((parsed as { best?: unknown } | null)?.best);
    return Number.isFinite(best) && best > 0 ? best : 0;
  } catch {
    return 0;
  }
}

/** The adapter used when no host is detected; every "ad" is the overlay of `present`. */
export function createWebPlatform(options: WebPlatformOptions): Platform {
  const { present, store, adResult = 'ok', adSeconds = 2, log = consoleLog } = options;
  const nav = options.nav === undefined ? device().nav() : options.nav;
  const doc = options.doc === undefined ? globalDocument() : options.doc;
  // Half the rewarded length, but a second at least (all of it when the rewarded is shorter): fractions are
  // honoured, so that a soak run with `?adSeconds=0.3` does not wait whole seconds per ad.
  const interstitialSeconds = Math.max(adSeconds / 2, Math.min(adSeconds, 1));
  const lifecycle = createLifecycle();
  followVisibility(doc, lifecycle);

  const fetchQualifying = options.fetchQualifying;
  const tournament = noTournament(
    fetchQualifying ? (setKey) => fetchQualifyingTournament(fetchQualifying, setKey, { log }) : undefined,
  );

  const canShare = () => Boolean(nav?.share || nav?.clipboard);
  const share = async (payload: SharePayload): Promise<boolean> => {
    const url = payload.url ?? (typeof location === 'undefined' ? undefined : location.href);
    try {
      if (nav?.share) {
        await nav.share({ title: payload.title ?? 'Screw Puzzle', text: payload.text, url });
        return true;
      }
      if (nav?.clipboard) {
        await nav.clipboard.writeText(url ?? payload.text);
        return true;
      }
    } catch (error) {
      // A closed share sheet lands here too: not worth more than a note.
      log('Share did not complete.', error);
    }
    return false;
  };

  const rewarded = {
    isReady: () => adResult !== 'nofill',
    preload: () => {},
    async show(placement: string): Promise<RewardedResult> {
      if (adResult === 'nofill') return 'not-ready';
      if (adResult === 'fail') {
        log(`Simulated rewarded ad (${placement}) failed to load; no reward.`);
        return 'failed';
      }
      try {
        const watched = await present(placement, adSeconds, 'rewarded');
        return watched && adResult !== 'interrupt' ? 'rewarded' : 'interrupted';
      } catch (error) {
        log(`Simulated rewarded ad (${placement}) failed to show; no reward.`, error);
        return 'failed';
      }
    },
  };

  const interstitial = {
    isReady: () => adResult !== 'nofill',
    preload: () => {},
    async show(placement: string): Promise<InterstitialResult> {
      if (adResult === 'nofill') return 'not-ready';
      if (adResult === 'fail') {
        log(`Simulated interstitial (${placement}) failed to load.`);
        return 'failed';
      }
      try {
        await present(placement, interstitialSeconds, 'interstitial');
        return 'shown';
      } catch (error) {
        log(`Simulated interstitial (${placement}) failed to show.`, error);
        return 'failed';
      }
    },
  };

  const leaderboard = {
    async postScore(score: number) {
      if (score > readBest(store)) store.set(LEADERBOARD_KEY, JSON.stringify({ best: score, at: Date.now() }));
    },
    // The local board holds this device's player only: a best score is first place.
    async getRank() {
      const best = readBest(store);
      return best > 0 ? { rank: 1, score: best } : { rank: null, score: null };
    },
  };

  const features: Record<PlatformFeature, () => boolean> = {
    rewardedAds: () => adResult !== 'nofill',
    interstitialAds: () => adResult !== 'nofill',
    bannerAds: () => false,
    share: canShare,
    invite: canShare,
    update: () => false,
    context: () => false,
    tournament: () => false,
    notifications: () => false,
    vibration: () => Boolean(nav?.vibrate),
    shareData: () => false,
  };

  return {
    name: 'web',
    supports: (feature) => features[feature](),
    initialize: async () => {},
    setLoadingProgress: () => {},
    start: async () => {},
    player: () => ({ ...WEB_TEST_PLAYER }),
    loginCode: async () => null,
    loadData: async () => store.get(WEB_ALL_DATA_KEY),
    saveData: (allData) => void store.set(WEB_ALL_DATA_KEY, allData),
    flushData: async () => {},
    ads: {
      rewarded,
      interstitial,
      banner: {
        async show(placement) {
          console.info(`Banner (${placement}): the plain web shows no banner.`);
          return false;
        },
        hide: () => {},
      },
    },
    share,
    invite: share,
    update: async () => false,
    leaderboard,
    tournament,
    context: noContext,
    notifications: noNotifications,
    vibrate(kind) {
      try {
        nav?.vibrate?.(kind === 'good' ? 20 : [40, 30, 40]);
      } catch {
        // Some browsers throw when vibration is blocked; it is only a nicety.
      }
    },
    ...hostDefaults,
    onPause: lifecycle.onPause,
    onResume: lifecycle.onResume,
  };
}
