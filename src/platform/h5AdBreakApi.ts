// The web ad-break API (Google's H5 Games Ads: adConfig and adBreak globals), typed from its documentation.

/** How an ad break ended, as adBreakDone reports it. */
export type BreakStatus =
  'notReady' | 'timeout' | 'error' | 'noAdPreloaded' | 'frequencyCapped' | 'ignored' | 'other' | 'dismissed' | 'viewed';

/** Every break status, for exhaustive tests. */
export const BREAK_STATUSES: readonly BreakStatus[] = [
  'notReady',
  'timeout',
  'error',
  'noAdPreloaded',
  'frequencyCapped',
  'ignored',
  'other',
  'dismissed',
  'viewed',
];

/** What adBreakDone receives. */
export interface PlacementInfo {
  breakType: string;
  breakName: string;
  breakFormat: 'interstitial' | 'reward' | 'preroll';
  breakStatus: BreakStatus;
}

/** One call of adBreak: 'reward' for rewarded videos, 'browse' for interstitials between screens. */
export interface AdBreakOptions {
  type: 'reward' | 'browse';
  name: string;
  beforeAd?: () => void;
  afterAd?: () => void;
  /** Reward breaks: an ad is available; calling showAdFn (after the player agrees) plays it. */
  beforeReward?: (showAdFn: () => void) => void;
  /** Reward breaks: the player closed the ad early (no reward). */
  adDismissed?: () => void;
  /** Reward breaks: the player watched to the end (reward). */
  adViewed?: () => void;
  /** Always called last, with how the break ended. */
  adBreakDone?: (placementInfo: PlacementInfo) => void;
}

/** The global adConfig. */
export type AdConfigFn = (options: {
  preloadAdBreaks?: 'on' | 'auto';
  sound?: 'on' | 'off';
  onReady?: () => void;
}) => void;

/** The global adBreak. */
export type AdBreakFn = (options: AdBreakOptions) => void;

/** Both globals. */
export interface H5AdBreakApi {
  adConfig: AdConfigFn;
  adBreak: AdBreakFn;
}
