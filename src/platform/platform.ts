// The one interface every host platform adapter implements (plain web here; hosts come later).

/** The player as the host knows them; the game never depends on name or photo. */
export interface PlayerIdentity {
  id: string;
  name: string;
  photo: string | null;
}

/** What a host offers the game. */
export interface Platform {
  readonly name: string;
  /** Tells the host how far loading has come (0..1). */
  setLoadingProgress(progress: number): void;
  /** Plays a rewarded ad; resolves true only when the reward is earned, never rejects. */
  showRewardedAd(placement: string): Promise<boolean>;
  /** Posts a new best score to the leaderboard; failures are logged, never thrown. */
  postScore(score: number): Promise<void>;
  player(): PlayerIdentity;
}
