// A fake of the H5 Games Ads globals (adConfig, adBreak), written from the Ad Placement API documentation
// (developers.google.com/ad-placement: adBreak(), adConfig, Placement types, Use the Ad Placement API):
// adConfig's onReady fires once the ad script is up; preloadAdBreaks may be set once only (a second value is a
// console error and has no effect); a 'preroll' takes only adBreakDone and there is one per page load (a second
// ends 'invalid'); a 'reward' break calls beforeReward(showAdFn) when an ad is available, else ends at once in
// adBreakDone with the reason; showAdFn plays it (beforeAd, adViewed or adDismissed, afterAd, adBreakDone); a new
// break placed while a reward prompt is untaken ends that one 'ignored'; an interstitial break ('start', 'pause',
// 'next', 'browse') runs beforeAd/afterAd around the ad and always ends in adBreakDone. Properties a type does
// not use, or an unknown type, make the placement invalid. No imports from vitest or src (types only).
import type { AdBreakOptions, AdConfigOptions, BreakStatus, H5AdBreakApi } from '../../../../src/platform/h5AdBreakApi';

/** What the fake does with the next breaks. */
export interface AdBreakScript {
  /** Whether the ad script loads (false: blocked; onReady never fires and no break ever answers). */
  scriptLoads: boolean;
  /** The preroll: how it ends, or 'silent' (no answer at all). */
  preroll: BreakStatus | 'silent';
  /** A reward break: an ad is available, or it ends at once with this status. */
  reward: 'available' | BreakStatus;
  /** What happens when showAdFn is called. */
  rewardPlay: 'viewed' | 'dismissed' | 'error' | 'timeout' | 'other';
  /** An interstitial break: how it ends, 'silent' (no callback at all) or 'stuck' (beforeAd, then nothing). */
  interstitial: BreakStatus | 'silent' | 'stuck';
  /** How long an ad "plays" in ms (0: it ends on a microtask). */
  playMs: number;
}

const TYPES = ['preroll', 'start', 'pause', 'next', 'browse', 'reward'] as const;

/** The properties each type may carry (from "Use the Ad Placement API"). */
const ALLOWED: Record<(typeof TYPES)[number], readonly string[]> = {
  preroll: ['type', 'adBreakDone'],
  start: ['type', 'name', 'beforeAd', 'afterAd', 'adBreakDone'],
  pause: ['type', 'name', 'beforeAd', 'afterAd', 'adBreakDone'],
  next: ['type', 'name', 'beforeAd', 'afterAd', 'adBreakDone'],
  browse: ['type', 'name', 'beforeAd', 'afterAd', 'adBreakDone'],
  reward: ['type', 'name', 'beforeAd', 'afterAd', 'beforeReward', 'adDismissed', 'adViewed', 'adBreakDone'],
};

/** The fake globals and what they saw. */
export function createFakeAdBreak(script: Partial<AdBreakScript> = {}) {
  const s: AdBreakScript = {
    scriptLoads: true,
    preroll: 'viewed',
    reward: 'available',
    rewardPlay: 'viewed',
    interstitial: 'viewed',
    playMs: 0,
    ...script,
  };
  const calls: string[] = [];
  const configs: AdConfigOptions[] = [];
  /** What the real API prints to the console as errors. */
  const errors: string[] = [];
  let untakenReward: AdBreakOptions | null = null;
  let preloadSet: string | null = null;
  let prerolls = 0;

  const later = (run: () => void, ms = 0) => {
    if (ms > 0) setTimeout(run, ms);
    else queueMicrotask(run);
  };

  const done = (o: AdBreakOptions, breakStatus: BreakStatus) => {
    calls.push(`${o.type}:${breakStatus}`);
    o.adBreakDone?.({
      breakType: o.type,
      breakName: o.name ?? '',
      breakFormat: o.type === 'reward' ? 'reward' : 'interstitial',
      breakStatus,
    });
  };

  /** An interstitial-format ad that shows (beforeAd, the ad, afterAd) and ends as scripted. */
  const play = (o: AdBreakOptions, status: BreakStatus) => {
    const shows = status === 'viewed' || status === 'dismissed';
    if (shows) o.beforeAd?.();
    later(
      () => {
        if (shows) o.afterAd?.();
        done(o, status);
      },
      shows ? s.playMs : 0,
    );
  };

  const api: H5AdBreakApi = {
    adConfig(options) {
      configs.push(options);
      calls.push(`adConfig(${Object.keys(options).join(',')})`);
      if (options.preloadAdBreaks !== undefined) {
        if (preloadSet !== null)
          errors.push(`preloadAdBreaks can only be set once; adConfig() already set it to ${preloadSet}.`);
        else preloadSet = options.preloadAdBreaks;
      }
      if (s.scriptLoads && options.onReady) {
        const onReady = options.onReady;
        queueMicrotask(() => onReady());
      }
    },
    adBreak(o) {
      calls.push(o.type === 'preroll' ? 'adBreak(preroll)' : `adBreak(${o.type}:${o.name ?? ''})`);
      if (!s.scriptLoads) return;
      const previous = untakenReward;
      untakenReward = null;
      if (previous) done(previous, 'ignored');
      const allowed = (TYPES as readonly string[]).includes(o.type) ? ALLOWED[o.type] : null;
      const unused = allowed ? Object.keys(o).filter((key) => !allowed.includes(key)) : [];
      if (!allowed || unused.length > 0) {
        errors.push(
          allowed
            ? `Invalid placement config: the following properties are not used for the given ad type: ${unused.join(', ')}`
            : `Invalid placement config: type must be one of ${TYPES.join(', ')}`,
        );
        later(() => done(o, 'invalid'));
        return;
      }
      if (o.type === 'preroll') {
        prerolls++;
        const status = prerolls > 1 ? 'invalid' : s.preroll;
        if (status !== 'silent') later(() => play(o, status));
        return;
      }
      later(() => {
        if (o.type === 'reward') {
          if (s.reward !== 'available') return done(o, s.reward);
          untakenReward = o;
          o.beforeReward?.(() => {
            untakenReward = null;
            calls.push('showAdFn');
            const shows = s.rewardPlay === 'viewed' || s.rewardPlay === 'dismissed';
            if (shows) o.beforeAd?.();
            later(
              () => {
                if (s.rewardPlay === 'viewed') o.adViewed?.();
                else if (s.rewardPlay === 'dismissed') o.adDismissed?.();
                if (shows) o.afterAd?.();
                done(o, s.rewardPlay);
              },
              shows ? s.playMs : 0,
            );
          });
          return;
        }
        if (s.interstitial === 'silent') return;
        if (s.interstitial === 'stuck') return void o.beforeAd?.();
        play(o, s.interstitial);
      });
    },
  };
  return { api, sdk: api, script: s, calls, configs, errors };
}

/** The type of {@link createFakeAdBreak}'s result. */
export type FakeAdBreak = ReturnType<typeof createFakeAdBreak>;

/** Puts adConfig and adBreak on `win` as the ad script's snippet does, and returns the fake's handle. */
export function installFakeAdBreak(win: Record<string, unknown>, script: Partial<AdBreakScript> = {}): FakeAdBreak {
  const fake = createFakeAdBreak(script);
  win.adConfig = fake.api.adConfig;
  win.adBreak = fake.api.adBreak;
  return fake;
}
