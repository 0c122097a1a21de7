// The instant-games adapter over the FBInstant 7.1 SDK: start-up, player data, ads, social, tournaments, reminders.
// The context and tournament calls are in instantSocial.ts.
import { realClock, type Clock } from './clock';
import { createInstantBanner, createInstantInterstitial, createInstantRewarded } from './instantAdUnits';
import {
  instantErrorCode,
  isBase64ImageDataUrl,
  type FBInstantApi,
  type InstantShareDestination,
} from './instantGamesApi';
import { createLifecycle, followVisibility, globalDocument, type VisibilityDocument } from './lifecycle';
import { SCHEDULED_MESSAGES } from './notifications';
import {
  consoleLog,
  type LeaderboardApi,
  type NotificationsApi,
  type Platform,
  type PlatformFeature,
  type PlatformLog,
  type SharePayload,
} from './platform';
import { hostDefaults } from './unsupported';
import { instantAttempt, instantContextApi, instantTournamentApi, safeText } from './instantSocial';
import type { QualifyingFetcher } from './qualifyingTournament';
import { createSaveThrottle } from './saveThrottle';

/** The player-data field that holds the whole save (spec 7). */
export const ALL_DATA_FIELD = 'allData';

/** Where a share may go (spec 9: newsfeed, group, copy link and messenger). */
export const SHARE_DESTINATIONS: readonly InstantShareDestination[] = ['NEWSFEED', 'GROUP', 'COPY_LINK', 'MESSENGER'];

/** The Graph API paths of the reminders. */
export const NOTIFICATION_PATHS = { cancelAll: '/me/cancel_all_notifications', schedule: '/me/notifications' } as const;

/** Options of {@link createInstantGamesPlatform}. */
export interface InstantGamesOptions {
  /** Audience Network placement ids; a missing one turns that ad kind off. */
  placements?: { rewarded?: string; interstitial?: string; banner?: string };
  /** The leaderboard scores are posted to. */
  leaderboardName?: string;
  /** The custom-update template configured for the game. */
  updateTemplate?: string;
  /** An image URL for the reminders (their "media"). */
  notificationMedia?: string;
  /** The HTTP GET of the qualifying tournament (from src/net). */
  fetchQualifying?: QualifyingFetcher;
  clock?: Clock;
  log?: PlatformLog;
  doc?: VisibilityDocument | null;
}

/** Builds the adapter over the `FBInstant` global (passed in, so tests hand it a fake). */
export function createInstantGamesPlatform(fb: FBInstantApi, options: InstantGamesOptions = {}): Platform {
  const { placements = {}, leaderboardName = 'global', updateTemplate = 'custom_update', log = consoleLog } = options;
  const clock = options.clock ?? realClock;
  const doc = options.doc === undefined ? globalDocument() : options.doc;
  let markInitialized: () => void = () => {};
  const initialized = new Promise<void>((resolve) => (markInitialized = resolve));
  let isInitialized = false;
  let pendingProgress: number | null = null;
  const lifecycle = createLifecycle();

  const throttle = createSaveThrottle((allData) => fb.player.setDataAsync({ [ALL_DATA_FIELD]: allData }), {
    clock,
    log,
  });
  const flushData = async () => {
    await throttle.flush();
    try {
      await fb.player.flushDataAsync?.();
    } catch (error) {
      log('Instant games: flushing player data failed.', error);
    }
  };
  followVisibility(doc, lifecycle, () => void flushData());

  const attempt = instantAttempt(log);

  const adContext = { fb, initialized, clock, log };

  const context = instantContextApi(fb, { log, attempt });

  const leaderboard: LeaderboardApi = {
    async postScore(score) {
      await attempt('posting the leaderboard score', async () => {
        const board = await fb.getLeaderboardAsync(leaderboardName);
        await board.setScoreAsync(score);
      });
    },
    async postSessionScore(score) {
      if (!fb.postSessionScoreAsync) return;
      await attempt('posting the session score', async () => fb.postSessionScoreAsync?.(score));
    },
    async getRank() {
      try {
        const board = await fb.getLeaderboardAsync(leaderboardName);
        const entry = await board.getPlayerEntryAsync();
        return entry ? { rank: entry.getRank(), score: entry.getScore() } : { rank: null, score: null };
      } catch (error) {
        log(`Instant games: reading the rank failed (${instantErrorCode(error)}).`, error);
        return { rank: null, score: null };
      }
    },
  };

  const tournament = instantTournamentApi(fb, { clock, log, attempt, fetchQualifying: options.fetchQualifying });

  const notifications: NotificationsApi = {
    async scheduleAll() {
      const graph = fb.graphApi;
      if (!graph) {
        log('Instant games: this client has no Graph API; no reminders scheduled.');
        return 0;
      }
      await attempt('cancelling the reminders', () => graph.requestAsync(NOTIFICATION_PATHS.cancelAll, 'POST'));
      let scheduled = 0;
      for (const message of SCHEDULED_MESSAGES) {
        const payload = {
          message: {
            title: message.title,
            body: message.body,
            ...(options.notificationMedia ? { media_url: options.notificationMedia } : {}),
          },
          label: message.label,
          schedule_interval: message.scheduleInterval,
        };
        if (
          await attempt(`scheduling ${message.label}`, () =>
            graph.requestAsync(NOTIFICATION_PATHS.schedule, 'POST', payload),
          )
        )
          scheduled++;
      }
      return scheduled;
    },
  };

  /**
   * The picture a share, invite or update must carry: the docs require `image`, a base64-encoded picture (a data
   * URL). Without one the SDK is not called at all: logged, and the call reports false.
   */
  const pictureFor = (what: string, payload: SharePayload): string | null => {
    if (isBase64ImageDataUrl(payload.image)) return payload.image;
    log(`Instant games: ${what} needs a picture (a base64 data URL); nothing was sent.`);
    return null;
  };

  const share = async (payload: SharePayload) => {
    const image = pictureFor('sharing', payload);
    if (!image) return false;
    return attempt('sharing', () =>
      fb.shareAsync({
        image,
        text: payload.text,
        data: payload.data,
        shareDestination: [...SHARE_DESTINATIONS],
        switchContext: false,
      }),
    );
  };

  const invite = async (payload: SharePayload) => {
    const inviteAsync = fb.inviteAsync?.bind(fb);
    if (!inviteAsync) return false;
    const image = pictureFor('inviting', payload);
    if (!image) return false;
    return attempt('inviting', () =>
      inviteAsync({ image, text: payload.text, ...(payload.cta ? { cta: payload.cta } : {}), data: payload.data }),
    );
  };

  const update = async (payload: SharePayload) => {
    const image = pictureFor('sending an update', payload);
    if (!image) return false;
    return attempt('sending an update', () =>
      fb.updateAsync({
        action: 'CUSTOM',
        cta: payload.cta,
        image,
        text: payload.text,
        template: updateTemplate,
        data: payload.data,
        strategy: 'IMMEDIATE',
        notification: 'NO_PUSH',
      }),
    );
  };

  const features: Record<PlatformFeature, boolean> = {
    rewardedAds: Boolean(placements.rewarded),
    interstitialAds: Boolean(placements.interstitial),
    bannerAds: Boolean(placements.banner && fb.loadBannerAdAsync),
    share: true,
    invite: Boolean(fb.inviteAsync),
    update: true,
    context: true,
    tournament: true,
    notifications: Boolean(fb.graphApi),
    vibration: Boolean(fb.performHapticFeedbackAsync),
    shareData: Boolean(fb.getEntryPointData),
  };

  return {
    name: 'instant',
    supports: (feature) => features[feature],
    async initialize() {
      await fb.initializeAsync();
      isInitialized = true;
      fb.onPause(() => {
        void flushData();
        lifecycle.pause();
      });
      if (pendingProgress !== null) fb.setLoadingProgress(pendingProgress);
      markInitialized();
    },
    setLoadingProgress(progress) {
      const percentage = Math.round(Math.min(1, Math.max(0, progress)) * 100);
      // The SDK takes no call before initializeAsync has resolved: keep the latest until then.
      if (!isInitialized) pendingProgress = percentage;
      else fb.setLoadingProgress(percentage);
    },
    start: () => fb.startGameAsync(),
    // Only the id: newer SDKs drop the name and photo, so nothing may depend on them.
    player: () => ({
      id: safeText(() => fb.player.getID()) ?? '',
      name: safeText(fb.player.getName?.bind(fb.player)),
      photo: safeText(fb.player.getPhoto?.bind(fb.player)),
    }),
    loginCode: async () => null,
    async loadData() {
      try {
        await initialized;
        const data = await fb.player.getDataAsync([ALL_DATA_FIELD]);
        const allData = data[ALL_DATA_FIELD];
        const found = typeof allData === 'string' ? allData : null;
        throttle.known(found);
        return found;
      } catch (error) {
        log(`Instant games: reading player data failed (${instantErrorCode(error)}).`, error);
        return null;
      }
    },
    saveData: (allData) => throttle.save(allData),
    flushData,
    ads: {
      rewarded: createInstantRewarded(placements.rewarded, adContext),
      interstitial: createInstantInterstitial(placements.interstitial, adContext),
      banner: createInstantBanner(placements.banner, adContext),
    },
    share,
    invite,
    update,
    leaderboard,
    tournament,
    context,
    notifications,
    vibrate() {
      fb.performHapticFeedbackAsync?.().catch(() => {});
    },
    ...hostDefaults,
    // The data of the update or share the game was opened from: a friend's challenge (src/app/contextChallenge.ts).
    entryData() {
      try {
        const data = fb.getEntryPointData?.();
        return data && typeof data === 'object' && !Array.isArray(data) ? data : null;
      } catch (error) {
        log('Instant games: reading the entry point data failed.', error);
        return null;
      }
    },
    onPause: lifecycle.onPause,
    onResume: lifecycle.onResume,
  };
}
