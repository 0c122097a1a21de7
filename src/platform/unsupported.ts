// What an adapter offers where its host has no such feature: answers that say "not here", never throw.
import type { QualifyingTournament } from './qualifyingTournament';
import type {
  AdUnit,
  ContextApi,
  GameplayEvents,
  HostAudio,
  InterstitialResult,
  NotificationsApi,
  Platform,
  PlatformFeature,
  PlatformName,
  RewardedResult,
  TournamentApi,
} from './platform';

/** A context API for hosts without social contexts: solo, nothing to choose or switch. */
export const noContext: ContextApi = {
  id: () => null,
  choose: async () => false,
  create: async () => false,
  switch: async () => false,
  getPlayers: async () => [],
  postScore: async () => false,
  scores: async () => [],
};

/** A tournament API for hosts without tournaments; the qualifying fetch still works when given a fetcher. */
export function noTournament(
  fetchQualifying: (setKey: string) => Promise<QualifyingTournament | null> = async () => null,
): TournamentApi {
  return {
    create: async () => null,
    join: async () => false,
    postScore: async () => false,
    share: async () => false,
    getCurrent: async () => null,
    fetchQualifying,
  };
}

/** Notifications for hosts that cannot schedule any. */
export const noNotifications: NotificationsApi = {
  scheduleAll: async () => 0,
};

/** Gameplay events for hosts that do not listen to them. */
export const noGameplay: GameplayEvents = {
  start: () => {},
  stop: () => {},
  happyTime: () => {},
};

/** Sound as every host but YouTube Playables has it: always allowed. */
export const alwaysAudible: HostAudio = {
  enabled: () => true,
  onChange: () => () => {},
};

/** The host-neutral answers: no gameplay events, sound always allowed, the sound setting kept to itself, no language, device storage. */
export const hostDefaults: Pick<
  Platform,
  'gameplay' | 'audio' | 'soundSetting' | 'language' | 'saveStorage' | 'shareLink' | 'entryData'
> = {
  gameplay: noGameplay,
  audio: alwaysAudible,
  soundSetting: () => {},
  language: async () => null,
  saveStorage: () => null,
  shareLink: async () => null,
  entryData: () => null,
};

/** A full-screen ad slot that never has an ad. */
function noAdUnit<Result>(notReady: Result): AdUnit<Result> {
  return { isReady: () => false, preload: () => {}, show: async () => notReady };
}

/** Ads where a host's SDK is missing or failed: none at all (the game shows its 'no ads' tip), never a simulated one. */
export const noAds: Platform['ads'] = {
  rewarded: noAdUnit<RewardedResult>('not-ready'),
  interstitial: noAdUnit<InterstitialResult>('not-ready'),
  banner: { show: async () => false, hide: () => {} },
};

const AD_FEATURES: readonly PlatformFeature[] = ['rewardedAds', 'interstitialAds', 'bannerAds'];

/**
 * A host whose SDK is missing from the page or failed to load: `base` (the web adapter: storage, share)
 * under the host's name, with no ads. Spec 5's simulated ad is only for the plain web.
 */
export function hostWithoutSdk(name: PlatformName, base: Platform): Platform {
  return {
    ...base,
    name,
    supports: (feature) => !AD_FEATURES.includes(feature) && base.supports(feature),
    ads: noAds,
  };
}

/**
 * What a host that brings full-screen ads and no banner supports: rewarded videos and interstitials while
 * `adsOn()` (its SDK started), never a banner, and the rest as `base` (the web adapter) does.
 */
export function fullScreenAdsOver(base: Pick<Platform, 'supports'>, adsOn: () => boolean): Platform['supports'] {
  return (feature) => {
    if (feature === 'rewardedAds' || feature === 'interstitialAds') return adsOn();
    if (feature === 'bannerAds') return false;
    return base.supports(feature);
  };
}
