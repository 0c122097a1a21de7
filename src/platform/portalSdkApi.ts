// The game-portal ad SDK shape the portal adapter speaks (a global `PortalSDK`): init, isReady, rewarded,
// interstitial and loading progress. Modelled on the common portal shape (GamePix-style rewarded resolving
// `{ success }`, promise-based breaks); a concrete portal SDK is bridged with a small shim exposing this shape.

/** Why a portal ad did not play, as its promise rejects. */
export type PortalAdErrorCode = 'no-fill' | 'rate-limited' | 'error';

/** The rejection value of rewarded() and interstitial(). */
export interface PortalAdError {
  code: PortalAdErrorCode;
  message?: string;
}

/** The portal SDK global. */
export interface PortalSdkApi {
  /** Starts the SDK; ads play only after it resolves. */
  init(): Promise<void>;
  /** True when an ad of that kind is loaded and can play now. */
  isReady(kind: 'rewarded' | 'interstitial'): boolean;
  /** Plays a rewarded ad: `success` is true only when watched to the end; rejects when none could play. */
  rewarded(): Promise<{ success: boolean }>;
  /** Plays an interstitial; resolves when it is closed; rejects when none could play. */
  interstitial(): Promise<void>;
  /** Loading progress in percent (0..100). */
  loadingProgress(percent: number): void;
  /** Loading is finished (optional in the shape). */
  loadingDone?(): void;
}

/** The code of a rejected portal call; 'error' for anything unrecognised. */
export function portalErrorCode(error: unknown): PortalAdErrorCode {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'no-fill' || code === 'rate-limited' ? code : 'error';
}
