// GamePix's game SDK v3 (the global `GamePix` of integration.gamepix.com/sdk/v3/gamepix.sdk.js), typed from its
// "JavaScript" SDK documentation (https://partners.gamepix.com/sdk/doc/javascript). loaded() must come before every
// other call but loading() (and lang(), read "before the game loads" to pick the language), or the SDK reports
// GAMEPIX_LOADED_NOT_CALLED; loaded() twice is LOADED_ALREADY_CALLED; an ad asked for while the last one of its kind
// is still open is INTERSTITIAL_AD_CALLED_TWICE / REWARD_AD_CALLED_TWICE; localStorage takes strings only
// (KEY_OR_VALUE_FOR_LOCALSTORAGE_NOT_A_STRING). The SDK reports these itself and does not throw.

/** The script tag the host package's index.html carries, as the first script in <head> (the one mandatory step). */
export const GAMEPIX_SDK_URL = 'https://integration.gamepix.com/sdk/v3/gamepix.sdk.js';

/** What interstitialAd() and rewardAd() resolve with: for a rewarded ad, `success` means the reward is earned. */
export interface GamePixAdResult {
  success: boolean;
}

/** GamePix.localStorage: to be used instead of the browser's (a game frame's storage may be purged). */
export interface GamePixLocalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The GamePix global. */
export interface GamePixApi {
  /** Loading progress, a number 0..100. */
  loading(percent: number): void;
  /** Loading is done and the game is playable: once, before any other call. */
  loaded(): unknown;
  /** An interstitial at a natural break; not every call shows an ad (GamePix decides). Pause before, resume after. */
  interstitialAd(): Promise<GamePixAdResult>;
  /** A rewarded ad (beta): reward only on `success: true`. */
  rewardAd(): Promise<GamePixAdResult>;
  /** A happy moment: something unlocked, an achievement, a cool event. */
  happyMoment?(): void;
  /** The player's language, a two-letter code ('en', 'fr', ...). */
  lang?(): string;
  localStorage?: GamePixLocalStorage;
  /** The score (a positive number) and the level (ditto); optional, and the game has no use for them yet. */
  updateScore?(score: number): void;
  updateLevel?(level: number): void;
}

/** The percent GamePix.loading takes for a 0..1 progress: a whole number from 0 to 100. */
export function gamepixPercent(progress: number): number {
  return Number.isFinite(progress) ? Math.round(Math.min(1, Math.max(0, progress)) * 100) : 0;
}

/** True only for a result that says `success: true` (anything else, a malformed answer included, is no success). */
export function gamepixSucceeded(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { success?: unknown }).success === true;
}
