// The CrazyGames HTML5 SDK v3 (the global `window.CrazyGames.SDK`), typed from its documentation:
// "HTML5 v3 SDK" (https://docs.crazygames.com/sdk/html5-v3/intro), "Video ads"
// (https://docs.crazygames.com/sdk/html5-v3/video-ads), "Game" (https://docs.crazygames.com/sdk/html5-v3/game/),
// "Data" (https://docs.crazygames.com/sdk/html5-v3/data) and the "Ads guidelines"
// (https://docs.crazygames.com/general/ads-guidelines). Script: https://sdk.crazygames.com/crazygames-sdk-v3.js.

/**
 * Where the SDK runs: 'crazygames' on CrazyGames' domains (everything works); 'local' on localhost and 127.0.0.1
 * or with `?useLocalSdk=true` (a stand-in text instead of each ad, calls logged to the console); 'disabled' on any
 * other domain (every SDK call throws or errors: no ads, no data module).
 */
export type CrazyGamesEnvironment = 'local' | 'crazygames' | 'disabled';

/** The two video ad kinds: 'midgame' between levels, 'rewarded' when the player asked for one. */
export type CrazyGamesAdType = 'midgame' | 'rewarded';

/** Why a video ad did not play: 'unfilled' (no ad: timing restrictions, adblock, low demand) or 'other'. */
export type CrazyGamesAdErrorCode = 'unfilled' | 'other';

/** What adError receives. */
export interface CrazyGamesAdError {
  code: CrazyGamesAdErrorCode;
  message?: string;
}

/**
 * The callbacks of requestAd: adStarted when the ad shows (mute and pause then), then adFinished when it ends
 * (for 'rewarded': watched, grant the reward); or adError instead (also for no fill; at most 5 s after the request
 * when no ad answers, says the ads guidelines).
 */
export interface CrazyGamesAdCallbacks {
  adStarted?: () => void;
  adFinished?: () => void;
  adError?: (error: CrazyGamesAdError) => void;
}

/** The ad module. */
export interface CrazyGamesAdModule {
  requestAd(type: CrazyGamesAdType, callbacks?: CrazyGamesAdCallbacks): void;
  /** True when the player has an adblocker (not foolproof, says the documentation). */
  hasAdblock(): Promise<boolean>;
}

/** The game settings: `muteAudio` asks the game to keep silent. */
export interface CrazyGamesSettings {
  muteAudio?: boolean;
  disableChat?: boolean;
}

/** The game module. */
export interface CrazyGamesGameModule {
  /** Loading started (the game's own loading screen shows). */
  loadingStart(): void;
  /** Loading done. */
  loadingStop(): void;
  /** The player plays (or resumes after a break). */
  gameplayStart(): void;
  /** A break: a menu, a level's end, a pause. */
  gameplayStop(): void;
  /** A celebration moment (use sparingly). */
  happytime(): void;
  settings?: CrazyGamesSettings;
  addSettingsChangeListener?(listener: (settings: CrazyGamesSettings) => void): void;
  removeSettingsChangeListener?(listener: (settings: CrazyGamesSettings) => void): void;
}

/**
 * The data module: localStorage's API, synced to the player's CrazyGames account (a guest's data stays in the
 * browser's localStorage and moves to the account at login). Usable only after init resolved, and only when
 * "Does your game save progress?" was ticked at submission.
 */
export interface CrazyGamesDataModule {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** `window.CrazyGames.SDK`. */
export interface CrazyGamesApi {
  /** Starts the SDK; nothing else may be called before it resolves. */
  init(): Promise<void>;
  /** Where the SDK runs (read after init). */
  readonly environment: CrazyGamesEnvironment;
  ad: CrazyGamesAdModule;
  game: CrazyGamesGameModule;
  data: CrazyGamesDataModule;
}

/** The code of an adError argument; 'other' for anything unrecognised. */
export function crazyGamesErrorCode(error: unknown): CrazyGamesAdErrorCode {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'unfilled' ? 'unfilled' : 'other';
}

/** True where the SDK serves ads and saves (CrazyGames, or the local stand-in); false on other domains. */
export function crazyGamesUsable(environment: unknown): boolean {
  return environment === 'crazygames' || environment === 'local';
}
