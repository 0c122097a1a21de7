// A fake of the YouTube Playables SDK (the `ytgame` global of https://www.youtube.com/game_api/v1), written from
// the Playables SDK reference: game.firstFrameReady / gameReady; game.loadData resolves the saved string ('' for
// a new player) and saveData(string) resolves once saved (rejecting SIZE_LIMIT_EXCEEDED over 3 MiB); system
// onPause / onResume / onAudioEnabledChange take a callback and return its unsubscribe function, isAudioEnabled
// and getLanguage (a BCP-47 tag) answer; engagement.sendScore({ value }); ads.requestInterstitialAd resolves
// (no promise an ad was shown) and ads.requestRewardedAd(rewardId) resolves true or false; failures reject with
// an SdkError carrying errorType. Promises settle on macrotasks; an ad "plays" for `adMs`.
// No imports from vitest or src (types only): the e2e bundles it into the page.
import type { PlayablesApi, PlayablesErrorType } from '../../../../src/platform/playablesApi';

/** How the next interstitial request goes. */
export type PlayablesInterstitialOutcome =
  /** Resolves after the ad played (adMs). */
  | 'shown'
  /** Resolves at once: no ad this time (no fill, or too soon: the SDK does not say). */
  | 'not-shown'
  /** Rejects with API_UNAVAILABLE. */
  | 'unavailable'
  /** Rejects with UNKNOWN. */
  | 'error'
  /** Never settles. */
  | 'silent';

/** How the next rewarded request goes. */
export type PlayablesRewardedOutcome =
  /** Resolves true after the ad played (adMs). */
  | 'rewarded'
  /** Resolves false after adMs (closed early, or no ad: the SDK does not say). */
  | 'not-rewarded'
  /** Rejects with API_UNAVAILABLE. */
  | 'unavailable'
  /** Rejects with UNKNOWN. */
  | 'error'
  /** Never settles. */
  | 'silent';

/** What the fake does. */
export interface PlayablesScript {
  /** ytgame.IN_PLAYABLES_ENV. */
  inPlayablesEnv: boolean;
  /** Whether the ads namespace is there. */
  withAds: boolean;
  /** The cloud save as loadData returns it ('' for a new player). */
  saved: string;
  /** How loadData answers. */
  load: 'ok' | 'unavailable' | 'error' | 'hang';
  /** How saveData answers (over 3 MiB it always rejects SIZE_LIMIT_EXCEEDED). */
  save: 'ok' | 'error';
  interstitial: PlayablesInterstitialOutcome;
  rewarded: PlayablesRewardedOutcome;
  /** How long an ad plays, ms. */
  adMs: number;
  audioEnabled: boolean;
  language: string;
  /** sendScore rejects. */
  scoreFails: boolean;
}

/** The SDK's error object: an Error with the kind of failure. */
export class FakeSdkError extends Error {
  constructor(readonly errorType: PlayablesErrorType) {
    super(`SdkError: ${errorType}`);
    this.name = 'SdkError';
  }
}

/** The fake's handle. */
export interface FakePlayables {
  /** The `ytgame` global. */
  sdk: PlayablesApi;
  script: PlayablesScript;
  /** Every SDK call the game made, in order. */
  calls: string[];
  /** Every text saveData accepted. */
  saves: string[];
  /** YouTube pauses the game. */
  pause(): void;
  /** YouTube resumes the game. */
  resume(): void;
  /** The player switches YouTube's sound on or off. */
  setAudio(enabled: boolean): void;
  /** How many callbacks are subscribed to each system event. */
  subscribers(): { pause: number; resume: number; audio: number };
}

const LIMIT = 3 * 1024 * 1024;

/** The fake SDK and what it saw. */
export function createPlayablesFake(script: Partial<PlayablesScript> = {}): FakePlayables {
  const s: PlayablesScript = {
    inPlayablesEnv: true,
    withAds: true,
    saved: '',
    load: 'ok',
    save: 'ok',
    interstitial: 'shown',
    rewarded: 'rewarded',
    adMs: 0,
    audioEnabled: true,
    language: 'en-US',
    scoreFails: false,
    ...script,
  };
  const calls: string[] = [];
  const saves: string[] = [];
  const paused = new Set<() => void>();
  const resumed = new Set<() => void>();
  const audio = new Set<(enabled: boolean) => void>();

  /** Settles on a macrotask after `ms`: resolves `value`, or rejects an SdkError of `errorType`. */
  const later = <T>(ms: number, value: T | PlayablesErrorType | null, fails = false): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (value === null) return; // never settles
      setTimeout(() => (fails ? reject(new FakeSdkError(value as PlayablesErrorType)) : resolve(value as T)), ms);
    });

  const subscribe =
    <L>(name: string, set: Set<L>) =>
    (listener: L) => {
      calls.push(name);
      set.add(listener);
      return () => void set.delete(listener);
    };

  const ads = {
    requestInterstitialAd(): Promise<void> {
      calls.push('requestInterstitialAd');
      switch (s.interstitial) {
        case 'shown':
          return later<void>(s.adMs, undefined);
        case 'not-shown':
          return later<void>(0, undefined);
        case 'unavailable':
          return later<void>(0, 'API_UNAVAILABLE', true);
        case 'error':
          return later<void>(0, 'UNKNOWN', true);
        case 'silent':
          return later<void>(0, null);
      }
    },
    requestRewardedAd(rewardId: string): Promise<boolean> {
      calls.push(`requestRewardedAd:${rewardId}`);
      if (!rewardId) return later<boolean>(0, 'INVALID_PARAMS', true);
      switch (s.rewarded) {
        case 'rewarded':
          return later(s.adMs, true);
        case 'not-rewarded':
          return later(s.adMs, false);
        case 'unavailable':
          return later<boolean>(0, 'API_UNAVAILABLE', true);
        case 'error':
          return later<boolean>(0, 'UNKNOWN', true);
        case 'silent':
          return later<boolean>(0, null);
      }
    },
  };

  const sdk: PlayablesApi = {
    get IN_PLAYABLES_ENV() {
      return s.inPlayablesEnv;
    },
    SDK_VERSION: 'fake-1',
    game: {
      firstFrameReady: () => void calls.push('firstFrameReady'),
      gameReady: () => void calls.push('gameReady'),
      loadData() {
        calls.push('loadData');
        switch (s.load) {
          case 'ok':
            return later(0, s.saved);
          case 'unavailable':
            return later<string>(0, 'API_UNAVAILABLE', true);
          case 'error':
            return later<string>(0, 'UNKNOWN', true);
          case 'hang':
            return later<string>(0, null);
        }
      },
      saveData(data) {
        calls.push('saveData');
        if (new TextEncoder().encode(data).length > LIMIT) return later<void>(0, 'SIZE_LIMIT_EXCEEDED', true);
        if (s.save === 'error') return later<void>(0, 'API_UNAVAILABLE', true);
        return later<void>(0, undefined).then(() => {
          s.saved = data;
          saves.push(data);
        });
      },
    },
    system: {
      getLanguage() {
        calls.push('getLanguage');
        return later(0, s.language);
      },
      isAudioEnabled() {
        calls.push('isAudioEnabled');
        return s.audioEnabled;
      },
      onAudioEnabledChange: subscribe('onAudioEnabledChange', audio),
      onPause: subscribe('onPause', paused),
      onResume: subscribe('onResume', resumed),
    },
    engagement: {
      sendScore(score) {
        calls.push(`sendScore:${score.value}`);
        return s.scoreFails ? later<void>(0, 'API_UNAVAILABLE', true) : later<void>(0, undefined);
      },
    },
    ...(s.withAds ? { ads } : {}),
  };

  return {
    sdk,
    script: s,
    calls,
    saves,
    pause: () => [...paused].forEach((listener) => listener()),
    resume: () => [...resumed].forEach((listener) => listener()),
    setAudio(enabled) {
      s.audioEnabled = enabled;
      [...audio].forEach((listener) => listener(enabled));
    },
    subscribers: () => ({ pause: paused.size, resume: resumed.size, audio: audio.size }),
  };
}

/** Puts the `ytgame` global on `win` as the SDK script does, and returns the fake's handle. */
export function installPlayablesFake(
  win: Record<string, unknown>,
  script: Partial<PlayablesScript> = {},
): FakePlayables {
  const fake = createPlayablesFake(script);
  win.ytgame = fake.sdk;
  return fake;
}
