// The YouTube Playables SDK (the `ytgame` global that https://www.youtube.com/game_api/v1 defines), typed from
// Google's "YouTube Playables SDK reference" (https://developers.google.com/youtube/gaming/playables/reference/sdk),
// with "YouTube Playables monetization" (.../playables/reference/monetization: interstitial and rewarded ads
// through ytgame.ads, a public preview API) and the certification requirements (.../playables/certification:
// cloud saves only through saveData, at most 3 MiB). SDK v1 (the game_api/v1 script).
// Only what the adapter uses is typed.

/** The kinds of error the SDK's promises reject with (SdkError.errorType). */
export type PlayablesErrorType = 'UNKNOWN' | 'API_UNAVAILABLE' | 'INVALID_PARAMS' | 'SIZE_LIMIT_EXCEEDED';

/** ytgame.ads (public preview: subject to change without notice). */
export interface PlayablesAds {
  /** Asks for an interstitial; makes no promise that one was shown (never reward for it). */
  requestInterstitialAd(): Promise<void>;
  /**
   * Asks for a rewarded ad for the reward type `rewardId`; resolves true when the player met the conditions
   * to receive the reward, false when not. Makes no promise that an ad was shown.
   */
  requestRewardedAd(rewardId: string): Promise<boolean>;
}

/** The `ytgame` global. */
export interface PlayablesApi {
  /** Whether the game runs inside the Playables environment (the SDK is a no-op elsewhere). */
  readonly IN_PLAYABLES_ENV: boolean;
  readonly SDK_VERSION?: string;
  game: {
    /** The game shows frames (a loading screen that says loading is under way). MUST come before gameReady. */
    firstFrameReady(): void;
    /** The game is ready for players to interact with (no loading screen left). */
    gameReady(): void;
    /** The game's saved data, a serialized string ('' when nothing was saved). */
    loadData(): Promise<string>;
    /** Saves the game's data as a serialized string (at most 3 MiB). */
    saveData(data: string): Promise<void>;
  };
  system: {
    /** The language of the user's YouTube settings, as a BCP-47 tag. */
    getLanguage(): Promise<string>;
    /** Whether YouTube lets the game play sound now. */
    isAudioEnabled(): boolean;
    /** Calls back each time YouTube's audio setting changes; returns the unsubscribe function. */
    onAudioEnabledChange(callback: (isAudioEnabled: boolean) => void): () => void;
    /** Calls back when YouTube pauses the game; returns the unsubscribe function. */
    onPause(callback: () => void): () => void;
    /** Calls back when YouTube resumes the game; returns the unsubscribe function. */
    onResume(callback: () => void): () => void;
  };
  engagement: {
    /** Sends the player's score (their best: it must match the best score in the save). */
    sendScore(score: { value: number }): Promise<void>;
  };
  /** Present where YouTube offers ads to the game. */
  ads?: PlayablesAds;
}

/** The most a save may hold: 3 MiB. */
export const PLAYABLES_SAVE_LIMIT_BYTES = 3 * 1024 * 1024;

/** The errorType of an SDK rejection; 'UNKNOWN' for anything else. */
export function playablesErrorType(error: unknown): PlayablesErrorType {
  const type = typeof error === 'object' && error !== null ? (error as { errorType?: unknown }).errorType : undefined;
  return type === 'API_UNAVAILABLE' || type === 'INVALID_PARAMS' || type === 'SIZE_LIMIT_EXCEEDED' ? type : 'UNKNOWN';
}

/** The UTF-8 size of a text in bytes. */
export function utf8Size(text: string): number {
  return new TextEncoder().encode(text).length;
}
