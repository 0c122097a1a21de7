// A fake of the portal ad SDK shape (src/platform/portalSdkApi.ts): init resolves (or rejects), isReady tells
// whether an ad of a kind is loaded, rewarded() resolves { success } or rejects { code }, interstitial()
// resolves when closed or rejects { code }, loadingProgress takes percents.
import type { PortalAdErrorCode, PortalSdkApi } from '../../../../src/platform/portalSdkApi';

/** What the next ads do. */
export interface PortalScript {
  initFails: boolean;
  rewardedReady: boolean;
  interstitialReady: boolean;
  /** true: watched; false: closed early; a code: rejected. */
  rewarded: boolean | PortalAdErrorCode;
  /** 'closed': shown and closed; a code: rejected. */
  interstitial: 'closed' | PortalAdErrorCode;
}

/** The fake SDK and what it saw. */
export function createFakePortalSdk(script: Partial<PortalScript> = {}) {
  const s: PortalScript = {
    initFails: false,
    rewardedReady: true,
    interstitialReady: true,
    rewarded: true,
    interstitial: 'closed',
    ...script,
  };
  const calls: string[] = [];
  const progress: number[] = [];
  let started = false;
  const sdk: PortalSdkApi = {
    async init() {
      calls.push('init');
      if (s.initFails) throw new Error('blocked');
      started = true;
    },
    isReady: (kind) => started && (kind === 'rewarded' ? s.rewardedReady : s.interstitialReady),
    async rewarded() {
      calls.push('rewarded');
      if (typeof s.rewarded === 'string') throw { code: s.rewarded };
      return { success: s.rewarded };
    },
    async interstitial() {
      calls.push('interstitial');
      if (s.interstitial !== 'closed') throw { code: s.interstitial };
    },
    loadingProgress: (percent) => void progress.push(percent),
    loadingDone: () => void calls.push('loadingDone'),
  };
  return { sdk, script: s, calls, progress };
}
