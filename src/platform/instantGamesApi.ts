// The part of the FBInstant 7.1 SDK the instant-games adapter calls, typed from its reference documentation:
// "Instant Games SDK API Reference 7.1" https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant7.1
// (with the 7.0 changelog https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant7.0: shareAsync lost
// `intent` and gained `switchContext`, updateAsync lost the IMMEDIATE_CLEAR strategy) and "Custom Updates, Invites,
// and Shares" https://developers.facebook.com/documentation/games/build/zero-permissions/social-features/custom-updates-invites-shares.

/** The error codes of FBInstant's APIError that the adapter tells apart (others read as UNKNOWN). */
export type InstantErrorCode =
  | 'ADS_FREQUENT_LOAD'
  | 'ADS_NO_FILL'
  | 'ADS_NOT_LOADED'
  | 'ADS_TOO_MANY_INSTANCES'
  | 'ANALYTICS_POST_EXCEPTION'
  | 'CLIENT_REQUIRES_UPDATE'
  | 'CLIENT_UNSUPPORTED_OPERATION'
  | 'INVALID_OPERATION'
  | 'INVALID_PARAM'
  | 'LEADERBOARD_NOT_FOUND'
  | 'LEADERBOARD_WRONG_CONTEXT'
  | 'NETWORK_FAILURE'
  | 'PENDING_REQUEST'
  | 'RATE_LIMITED'
  | 'SAME_CONTEXT'
  | 'TOURNAMENT_NOT_FOUND'
  | 'UNKNOWN'
  | 'USER_INPUT';

const KNOWN_CODES: readonly InstantErrorCode[] = [
  'ADS_FREQUENT_LOAD',
  'ADS_NO_FILL',
  'ADS_NOT_LOADED',
  'ADS_TOO_MANY_INSTANCES',
  'ANALYTICS_POST_EXCEPTION',
  'CLIENT_REQUIRES_UPDATE',
  'CLIENT_UNSUPPORTED_OPERATION',
  'INVALID_OPERATION',
  'INVALID_PARAM',
  'LEADERBOARD_NOT_FOUND',
  'LEADERBOARD_WRONG_CONTEXT',
  'NETWORK_FAILURE',
  'PENDING_REQUEST',
  'RATE_LIMITED',
  'SAME_CONTEXT',
  'TOURNAMENT_NOT_FOUND',
  'UNKNOWN',
  'USER_INPUT',
];

/** The code of a rejected FBInstant promise (an APIError `{ code, message }`), UNKNOWN for anything else. */
export function instantErrorCode(error: unknown): InstantErrorCode {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return KNOWN_CODES.find((known) => known === code) ?? 'UNKNOWN';
}

/** An ad instance from getRewardedVideoAsync / getInterstitialAdAsync: load once, show once. */
export interface InstantAdInstance {
  getPlacementID(): string;
  loadAsync(): Promise<void>;
  showAsync(): Promise<void>;
}

/** A player of a context. */
export interface InstantContextPlayer {
  getID(): string;
  getName?(): string | null;
  getPhoto?(): string | null;
}

/** A leaderboard entry. */
export interface InstantLeaderboardEntry {
  getRank(): number;
  getScore(): number;
  /** Who holds the entry (its name may be null under Zero Permissions). */
  getPlayer?(): { getID(): string; getName?(): string | null };
}

/** A named leaderboard. */
export interface InstantLeaderboard {
  setScoreAsync(score: number, extraData?: string): Promise<InstantLeaderboardEntry>;
  getPlayerEntryAsync(): Promise<InstantLeaderboardEntry | null>;
  /** Entries best first: `count` of them (the SDK takes at most 100) from `offset`. */
  getEntriesAsync?(count: number, offset: number): Promise<InstantLeaderboardEntry[]>;
}

/** A tournament object. */
export interface InstantTournament {
  getID(): string;
  getContextID(): string;
  /** Seconds since the epoch. */
  getEndTime(): number;
  getTitle?(): string | null;
}

/** The config of tournament.createAsync. */
export interface InstantTournamentConfig {
  title?: string;
  image?: string;
  sortOrder: 'HIGHER_IS_BETTER' | 'LOWER_IS_BETTER';
  scoreFormat: 'NUMERIC' | 'TIME';
  /** Seconds since the epoch; the host's own default is one week. */
  endTime?: number;
}

/** The share destinations of spec section 9. */
export type InstantShareDestination = 'NEWSFEED' | 'GROUP' | 'COPY_LINK' | 'MESSENGER';

/** Text as the social payloads take it: a string, or a default with its translations. */
export type InstantLocalizableContent = string | { default: string; localizations?: Record<string, string> };

/** shareAsync's payload (7.x: no `intent`). `image` is required: a base64-encoded picture as a data URL. */
export interface InstantSharePayload {
  image: string;
  text: string;
  data?: Record<string, unknown>;
  shareDestination?: InstantShareDestination[];
  switchContext?: boolean;
}

/** inviteAsync's payload: `image` (base64 data URL) and `text` are required. */
export interface InstantInvitePayload {
  image: string;
  text: InstantLocalizableContent;
  cta?: InstantLocalizableContent;
  dialogTitle?: InstantLocalizableContent;
  data?: Record<string, unknown>;
  /** InviteFilter values; the adapter sends none. */
  filters?: string[];
  /** InviteSection objects; the adapter sends none (the default sections). */
  sections?: { sectionType: string; maxResults?: number }[];
}

/**
 * updateAsync's payload for a custom update: action 'CUSTOM', `template` (an id from the bundle config), `text`
 * and `image` (base64 data URL); `cta`, `data` (under 1000 characters as JSON), `strategy` ('IMMEDIATE' or
 * 'LAST') and `notification` ('NO_PUSH' by default, or 'PUSH') are optional.
 */
export interface InstantCustomUpdatePayload {
  action: 'CUSTOM';
  template: string;
  image: string;
  text: InstantLocalizableContent;
  cta?: InstantLocalizableContent;
  data?: Record<string, unknown>;
  strategy?: 'IMMEDIATE' | 'LAST';
  notification?: 'NO_PUSH' | 'PUSH';
}

/** True for a picture the social payloads accept: a base64 data URL of an image ("data:image/png;base64,..."). */
export function isBase64ImageDataUrl(value: unknown): value is string {
  return typeof value === 'string' && /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/]+=*$/i.test(value.trim());
}

/** The FBInstant global, as far as the game uses it. */
export interface FBInstantApi {
  initializeAsync(): Promise<void>;
  /** 0..100. */
  setLoadingProgress(percentage: number): void;
  startGameAsync(): Promise<void>;
  onPause(callback: () => void): void;
  player: {
    getID(): string | null;
    getName?(): string | null;
    getPhoto?(): string | null;
    getDataAsync(keys: string[]): Promise<Record<string, unknown>>;
    setDataAsync(data: Record<string, unknown>): Promise<void>;
    flushDataAsync?(): Promise<void>;
  };
  context: {
    getID(): string | null;
    chooseAsync(options?: { filters?: string[]; minSize?: number; maxSize?: number }): Promise<void>;
    createAsync(playerID: string): Promise<void>;
    switchAsync(contextID: string, switchSilentlyIfSolo?: boolean): Promise<void>;
    getPlayersAsync(): Promise<InstantContextPlayer[]>;
  };
  getRewardedVideoAsync(placementID: string): Promise<InstantAdInstance>;
  getInterstitialAdAsync(placementID: string): Promise<InstantAdInstance>;
  loadBannerAdAsync?(placementID: string): Promise<void>;
  hideBannerAdAsync?(): Promise<void>;
  /** Opens the share dialog; resolves when it closes, whether or not the player shared. */
  shareAsync(payload: InstantSharePayload): Promise<void>;
  inviteAsync?(payload: InstantInvitePayload): Promise<void>;
  /** Posts a custom update into the current context (one per context and session). */
  updateAsync(payload: InstantCustomUpdatePayload): Promise<void>;
  /** A leaderboard; a contextual one is named `<name>.<context id>` and takes scores only from that context. */
  getLeaderboardAsync(name: string): Promise<InstantLeaderboard>;
  /** The data of the update or share the game was opened from (a plain object), else null. */
  getEntryPointData?(): Record<string, unknown> | null;
  postSessionScoreAsync?(score: number): Promise<void>;
  getTournamentAsync(): Promise<InstantTournament>;
  tournament: {
    createAsync(payload: {
      initialScore: number;
      config: InstantTournamentConfig;
      data?: Record<string, unknown>;
    }): Promise<InstantTournament>;
    joinAsync(tournamentID: string): Promise<void>;
    postScoreAsync(score: number): Promise<void>;
    shareAsync(payload: { score: number; data?: Record<string, unknown> }): Promise<void>;
  };
  graphApi?: {
    requestAsync(path: string, method?: 'GET' | 'POST', params?: Record<string, unknown>): Promise<unknown>;
  };
  performHapticFeedbackAsync?(): Promise<void>;
}
