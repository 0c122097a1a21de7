// Poki's HTML5 SDK (the global `PokiSDK` of game-cdn.poki.com/scripts/v2/poki-sdk.js), typed from its documentation:
// "PokiSDK - HTML5" (https://sdk.poki.com/html5/) and "SDK Documentation" (https://sdk.poki.com/sdk-documentation.html),
// SDK v2. The rewarded break's options object ({ size, onStart }) is as Poki's engine guides call it
// (https://sdk.poki.com/defold, the Defold extension's JS bridge). Not typed here on purpose: happyTime (deprecated
// by Poki, "we don't support it anymore") and isAdBlocked (deprecated; init's rejection is the sign of an ad blocker).

/** The script tag the host package's index.html carries in <head> (the docs' step 1). */
export const POKI_SDK_URL = 'https://game-cdn.poki.com/scripts/v2/poki-sdk.js';

/** How much a rewarded break is worth to the player; Poki picks the ad by it (SDK default 'small'). */
export type PokiRewardedSize = 'small' | 'medium' | 'large';

/** What rewardedBreak takes. */
export interface PokiRewardedBreakOptions {
  size?: PokiRewardedSize;
  /** Called when an ad really starts (pause and mute here); not called when no ad plays. */
  onStart?: () => void;
}

/** The PokiSDK global. */
export interface PokiApi {
  /**
   * Starts the SDK. Rejects when something went wrong, an ad blocker most often; the docs say the game loads
   * anyway, in both cases.
   */
  init(): Promise<void>;
  /** Loading is done (the conversion-to-play metric). */
  gameLoadingFinished(): void;
  /** The player is playing (a level starts, or play resumes after a pause). */
  gameplayStart(): void;
  /** Play halts (a pause, a level's end, game over, a menu, an ad). */
  gameplayStop(): void;
  /**
   * A natural break where Poki may show a video ad. `onStart` runs only when an ad starts ("keep in mind that the
   * function above to pause it might not always get called"); the promise resolves when the break is over, at once
   * when Poki shows no ad now (its own frequency, or an ad blocker).
   */
  commercialBreak(onStart?: () => void): Promise<void>;
  /** A rewarded video the player asked for: resolves true when the reward is earned, false otherwise. */
  rewardedBreak(options?: PokiRewardedBreakOptions): Promise<boolean>;
  /** A link to the game's page on poki.com carrying `params` (read back with getURLParam). */
  shareableURL?(params: Record<string, string>): Promise<string>;
}
