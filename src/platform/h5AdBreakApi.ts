// The web ad-break API (Google's H5 Games Ads, "Ad Placement API": the adConfig and adBreak globals), typed from
// its documentation: "adBreak()" https://developers.google.com/ad-placement/apis/adbreak, "adConfig"
// https://developers.google.com/ad-placement/apis/adconfig, "Placement types"
// https://developers.google.com/ad-placement/docs/placement-types and "Use the Ad Placement API"
// https://developers.google.com/ad-placement/apis (the API is unversioned; pages as stored in 2025).

/** How an ad break ended, as adBreakDone reports it (the documented list, 'invalid' included). */
export type BreakStatus =
  | 'notReady'
  | 'timeout'
  | 'invalid'
  | 'error'
  | 'noAdPreloaded'
  | 'frequencyCapped'
  | 'ignored'
  | 'other'
  | 'dismissed'
  | 'viewed';

/** Every break status, for exhaustive tests. */
export const BREAK_STATUSES: readonly BreakStatus[] = [
  'notReady',
  'timeout',
  'invalid',
  'error',
  'noAdPreloaded',
  'frequencyCapped',
  'ignored',
  'other',
  'dismissed',
  'viewed',
];

/**
 * The placement types: 'preroll' before the game's UI renders (one per page load; a second ends 'invalid'),
 * 'start' before play starts or when the game restarts, 'pause', 'next' (the player moves to the next level),
 * 'browse' (the player explores options outside of play), and 'reward'.
 */
export type AdBreakType = 'preroll' | 'start' | 'pause' | 'next' | 'browse' | 'reward';

/** The interstitial placement types (every type but 'preroll' and 'reward'). */
export type InterstitialBreakType = 'start' | 'pause' | 'next' | 'browse';

/** What adBreakDone receives. */
export interface PlacementInfo {
  breakType: string;
  breakName: string;
  breakFormat: 'interstitial' | 'reward';
  breakStatus: BreakStatus;
}

/**
 * One call of adBreak. `name` is optional (an internal identifier, never shown to the player; the docs
 * recommend naming every placement and set no other rule). beforeAd / afterAd are optional: beforeAd must
 * pause and mute the game synchronously, the ad shows as soon as it returns. A 'preroll' takes only
 * adBreakDone; the reward callbacks belong to 'reward' breaks only.
 */
export interface AdBreakOptions {
  type: AdBreakType;
  name?: string;
  beforeAd?: () => void;
  afterAd?: () => void;
  /** Reward breaks: an ad is available; calling showAdFn (after the player agrees) plays it. */
  beforeReward?: (showAdFn: () => void) => void;
  /** Reward breaks: the player closed the ad early (no reward). */
  adDismissed?: () => void;
  /** Reward breaks: the player watched to the end (reward). */
  adViewed?: () => void;
  /** Always called last, with how the break ended, even when no ad showed. */
  adBreakDone?: (placementInfo: PlacementInfo) => void;
}

/**
 * What adConfig takes. `sound`: whether the game plays sound now (default 'on'; call again as soon as it
 * changes). `preloadAdBreaks` may be set once only (a second value is refused with a console error) and has no
 * effect after the first adBreak. `onReady`: the API has initialised (and preloaded, when asked to).
 */
export interface AdConfigOptions {
  preloadAdBreaks?: 'on' | 'auto';
  sound?: 'on' | 'off';
  onReady?: () => void;
}

/** The global adConfig. */
export type AdConfigFn = (options: AdConfigOptions) => void;

/** The global adBreak. */
export type AdBreakFn = (options: AdBreakOptions) => void;

/** Both globals. */
export interface H5AdBreakApi {
  adConfig: AdConfigFn;
  adBreak: AdBreakFn;
}
