// A fake of the H5 Games Ads globals (adConfig, adBreak), written from the Ad Placement API documentation:
// adConfig's onReady fires once the ad script is up; a 'reward' break calls beforeReward(showAdFn) when an ad is
// available, else ends at once in adBreakDone with the reason; showAdFn plays it (beforeAd, adViewed or
// adDismissed, afterAd, adBreakDone); a new break placed while a reward prompt is untaken ends that one 'ignored';
// a 'browse' break runs beforeAd/afterAd around the ad and always ends in adBreakDone.
import type { AdBreakOptions, BreakStatus, H5AdBreakApi } from '../../../../src/platform/h5AdBreakApi';

/** What the fake does with the next breaks. */
export interface AdBreakScript {
  /** Whether the ad script loads (false: blocked; onReady never fires and no break ever answers). */
  scriptLoads: boolean;
  /** A reward break: an ad is available, or it ends at once with this status. */
  reward: 'available' | BreakStatus;
  /** What happens when showAdFn is called. */
  rewardPlay: 'viewed' | 'dismissed' | 'error' | 'timeout' | 'other';
  /** A browse break: how it ends, or 'silent' (no callback at all). */
  browse: BreakStatus | 'silent';
}

/** The fake globals and what they saw. */
export function createFakeAdBreak(script: Partial<AdBreakScript> = {}) {
  const s: AdBreakScript = {
    scriptLoads: true,
    reward: 'available',
    rewardPlay: 'viewed',
    browse: 'viewed',
    ...script,
  };
  const calls: string[] = [];
  const configs: unknown[] = [];
  let untakenReward: AdBreakOptions | null = null;

  const done = (o: AdBreakOptions, breakStatus: BreakStatus) => {
    calls.push(`${o.type}:${breakStatus}`);
    o.adBreakDone?.({
      breakType: o.type,
      breakName: o.name,
      breakFormat: o.type === 'reward' ? 'reward' : 'interstitial',
      breakStatus,
    });
  };

  const api: H5AdBreakApi = {
    adConfig(options) {
      configs.push(options);
      if (s.scriptLoads) queueMicrotask(() => options.onReady?.());
    },
    adBreak(o) {
      calls.push(`adBreak(${o.type}:${o.name})`);
      if (!s.scriptLoads) return;
      const previous = untakenReward;
      untakenReward = null;
      if (previous) done(previous, 'ignored');
      queueMicrotask(() => {
        if (o.type === 'reward') {
          if (s.reward !== 'available') return done(o, s.reward);
          untakenReward = o;
          o.beforeReward?.(() => {
            untakenReward = null;
            calls.push('showAdFn');
            queueMicrotask(() => {
              if (s.rewardPlay === 'viewed' || s.rewardPlay === 'dismissed') {
                o.beforeAd?.();
                if (s.rewardPlay === 'viewed') o.adViewed?.();
                else o.adDismissed?.();
                o.afterAd?.();
              }
              done(o, s.rewardPlay);
            });
          });
          return;
        }
        if (s.browse === 'silent') return;
        if (s.browse === 'viewed' || s.browse === 'dismissed') {
          o.beforeAd?.();
          o.afterAd?.();
        }
        done(o, s.browse);
      });
    },
  };
  return { api, script: s, calls, configs };
}
