// A fake of GamePix's game SDK v3 (the GamePix global), written from its JavaScript SDK documentation
// (partners.gamepix.com/sdk/doc/javascript): loading(0..100) and loaded() once; interstitialAd() and rewardAd()
// resolve { success } when the ad is over (not every interstitialAd shows one; a reward only on success: true);
// lang() gives a two-letter code; localStorage keeps strings. The misuse the documentation names is recorded in
// `errors` under its own code (the SDK reports it and does not throw): GAMEPIX_LOADED_NOT_CALLED,
// LOADED_ALREADY_CALLED, LOADING_VALUE_IS_NOT_A_NUMBER, INTERSTITIAL_AD_CALLED_TWICE, REWARD_AD_CALLED_TWICE,
// KEY_OR_VALUE_FOR_LOCALSTORAGE_NOT_A_STRING. Everything answers on a macrotask, as a page script would.
// Used by the unit tests and bundled into the browser for end-to-end tests: no test-runner imports.
import type { GamePixAdResult, GamePixApi } from '../../../../src/platform/gamepixApi';

/** What the fake does. */
export interface GamePixScript {
  /** loaded(): returns, or throws. */
  loaded: 'ok' | 'throws';
  /**
   * interstitialAd(): an ad plays and closes ('ad': success true); GamePix shows none this time ('no-ad': success
   * false at once); no answer ever ('never'); the promise rejects ('reject', never documented: robustness only).
   */
  interstitial: 'ad' | 'no-ad' | 'never' | 'reject';
  /**
   * rewardAd(): watched to the end ('watched': success true); closed early ('closed': success false after the ad);
   * no ad ('no-ad': success false at once); 'never' and 'reject' as above.
   */
  reward: 'watched' | 'closed' | 'no-ad' | 'never' | 'reject';
  /** An ad blocker: no ad ever plays (both ads resolve success false at once). Undocumented by GamePix: assumed. */
  adblock: boolean;
  /** How long an ad plays, ms (0: it ends on the next macrotask). */
  adMs: number;
  /** What lang() returns. */
  lang: string;
  /** Count localStorage use before loaded() as GAMEPIX_LOADED_NOT_CALLED too (the strict reading of the docs). */
  strictStorage: boolean;
  /** What localStorage holds at start. */
  stored: Record<string, string>;
}

/** The default script: every ad plays to the end at once. */
export const GAMEPIX_DEFAULT_SCRIPT: GamePixScript = {
  loaded: 'ok',
  interstitial: 'ad',
  reward: 'watched',
  adblock: false,
  adMs: 0,
  lang: 'en',
  strictStorage: false,
  stored: {},
};

/** The fake GamePix global, the ordered log of the calls the game made, the misuse it saw, and what it stores. */
export function createGamePixFake(script: Partial<GamePixScript> = {}) {
  const s: GamePixScript = { ...GAMEPIX_DEFAULT_SCRIPT, ...script };
  const calls: string[] = [];
  const errors: string[] = [];
  const stored = new Map(Object.entries(s.stored));
  let loaded = false;
  const open = { interstitialAd: false, rewardAd: false };

  const later = (ms: number, run: () => void) => void setTimeout(run, ms);

  const needLoaded = () => {
    if (!loaded) errors.push('GAMEPIX_LOADED_NOT_CALLED');
    return loaded;
  };

  /** One ad: answers { success } after `ms`, or never, or rejects. */
  const ad = (
    name: 'interstitialAd' | 'rewardAd',
    twice: string,
    outcome: 'success' | 'failure' | 'never' | 'reject',
    ms: number,
  ): Promise<GamePixAdResult> => {
    calls.push(name);
    if (!needLoaded()) return Promise.resolve({ success: false });
    if (open[name]) {
      errors.push(twice);
      return Promise.resolve({ success: false });
    }
    if (outcome === 'never') {
      open[name] = true;
      return new Promise<GamePixAdResult>(() => {});
    }
    open[name] = true;
    return new Promise<GamePixAdResult>((resolve, reject) =>
      later(ms, () => {
        open[name] = false;
        if (outcome === 'reject') {
          calls.push(`${name}:rejected`);
          reject(new Error(`${name} failed`));
          return;
        }
        calls.push(`${name}:${outcome === 'success'}`);
        resolve({ success: outcome === 'success' });
      }),
    );
  };

  const strings = (...values: unknown[]) => {
    if (values.every((v) => typeof v === 'string')) return true;
    errors.push('KEY_OR_VALUE_FOR_LOCALSTORAGE_NOT_A_STRING');
    return false;
  };
  const storageOpen = () => !s.strictStorage || needLoaded();

  const sdk: GamePixApi = {
    loading(percent) {
      calls.push(`loading(${String(percent)})`);
      if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
        errors.push('LOADING_VALUE_IS_NOT_A_NUMBER');
      }
    },
    loaded() {
      calls.push('loaded');
      if (loaded) {
        errors.push('LOADED_ALREADY_CALLED');
        return;
      }
      if (s.loaded === 'throws') throw new Error('GamePix player not found');
      loaded = true;
    },
    interstitialAd() {
      if (s.adblock) return ad('interstitialAd', 'INTERSTITIAL_AD_CALLED_TWICE', 'failure', 0);
      const outcome = { ad: 'success', 'no-ad': 'failure', never: 'never', reject: 'reject' } as const;
      return ad(
        'interstitialAd',
        'INTERSTITIAL_AD_CALLED_TWICE',
        outcome[s.interstitial],
        s.interstitial === 'ad' ? s.adMs : 0,
      );
    },
    rewardAd() {
      if (s.adblock) return ad('rewardAd', 'REWARD_AD_CALLED_TWICE', 'failure', 0);
      const outcome = {
        watched: 'success',
        closed: 'failure',
        'no-ad': 'failure',
        never: 'never',
        reject: 'reject',
      } as const;
      const plays = s.reward === 'watched' || s.reward === 'closed';
      return ad('rewardAd', 'REWARD_AD_CALLED_TWICE', outcome[s.reward], plays ? s.adMs : 0);
    },
    happyMoment() {
      calls.push('happyMoment');
      needLoaded();
    },
    lang() {
      calls.push('lang');
      return s.lang;
    },
    updateScore(score) {
      calls.push(`updateScore(${String(score)})`);
      needLoaded();
    },
    updateLevel(level) {
      calls.push(`updateLevel(${String(level)})`);
      needLoaded();
    },
    localStorage: {
      getItem(key) {
        calls.push(`localStorage.getItem(${String(key)})`);
        if (!storageOpen() || !strings(key)) return null;
        return stored.get(key) ?? null;
      },
      setItem(key, value) {
        calls.push(`localStorage.setItem(${String(key)})`);
        if (storageOpen() && strings(key, value)) stored.set(key, value);
      },
      removeItem(key) {
        calls.push(`localStorage.removeItem(${String(key)})`);
        if (storageOpen() && strings(key)) stored.delete(key);
      },
    },
  };

  return { sdk, calls, errors, stored, script: s, isLoaded: () => loaded };
}

/** The handle createGamePixFake returns. */
export type GamePixFake = ReturnType<typeof createGamePixFake>;

/** Puts the fake on `win` as GamePix's script does (the global GamePix), and returns its handle. */
export function installGamePixFake(win: Record<string, unknown>, script: Partial<GamePixScript> = {}): GamePixFake {
  const fake = createGamePixFake(script);
  win.GamePix = fake.sdk;
  return fake;
}
