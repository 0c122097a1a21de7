// The plain-web adapter: test identity, simulated rewarded ads shown as an overlay, a local leaderboard.
import type { KeyValueStore } from '../save/storage';
import type { Platform } from './platform';

/** How a simulated ad ends: watched to the end, failed to load, or closed early. */
export type SimulatedAdResult = 'ok' | 'fail' | 'interrupt';

/** Shows the simulated ad for `seconds`; resolves when it ends (true) or is closed early (false). */
export type AdPresenter = (placement: string, seconds: number) => Promise<boolean>;

export interface WebPlatformOptions {
  present: AdPresenter;
  store: KeyValueStore;
  /** How simulated ads end (URL `?ads=fail|interrupt`). */
  adResult?: SimulatedAdResult;
  adSeconds?: number;
}

const LEADERBOARD_KEY = 'screw-puzzle.leaderboard';

/** The adapter used when no host is detected. */
export function createWebPlatform(options: WebPlatformOptions): Platform {
  const { present, store, adResult = 'ok', adSeconds = 2 } = options;
  return {
    name: 'web',
    setLoadingProgress: () => {},
    async showRewardedAd(placement) {
      if (adResult === 'fail') {
        console.warn(`Rewarded ad (${placement}) failed to load; no reward.`);
        return false;
      }
      try {
        const watched = await present(placement, adSeconds);
        return watched && adResult !== 'interrupt';
      } catch (error) {
        console.warn(`Rewarded ad (${placement}) failed to show; no reward.`, error);
        return false;
      }
    },
    async postScore(score) {
      const raw = store.get(LEADERBOARD_KEY);
      let best: number;
      try {
        best = Number(JSON.parse(raw ?? '{}')?.best) || 0;
      } catch {
        best = 0;
      }
      if (score > best) store.set(LEADERBOARD_KEY, JSON.stringify({ best: score, at: Date.now() }));
    },
    player: () => ({ id: 'web-test-player', name: 'Player', photo: null }),
  };
}
