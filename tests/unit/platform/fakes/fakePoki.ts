// A fake of Poki's HTML5 SDK (the PokiSDK global), written from "PokiSDK - HTML5" and "SDK Documentation"
// (sdk.poki.com): init resolves, or rejects as it does with an ad blocker (after which no ad ever plays: breaks end
// at once, rewarded breaks with false); commercialBreak(onStart) calls onStart only when an ad starts and resolves
// when the break is over, at once without onStart when Poki shows no ad now; rewardedBreak({ size, onStart })
// resolves true only for a video watched to the end. Everything answers on a macrotask, as a page script would.
// Used by the unit tests and bundled into the browser for end-to-end tests: no test-runner imports.
import type { PokiApi, PokiRewardedBreakOptions } from '../../../../src/platform/pokiApi';

/** What the fake does. */
export interface PokiScript {
  /** init: resolves, rejects as with an ad blocker, or never answers. */
  init: 'ok' | 'adblock' | 'never';
  /**
   * A commercial break: an ad plays ('ad'); Poki shows none now ('none': resolves at once, no onStart — its
   * frequency cap); no answer at all ('never'); an ad starts and never ends ('stuck'); or the promise rejects
   * ('reject', which the docs never promise: for robustness only).
   */
  commercial: 'ad' | 'none' | 'never' | 'stuck' | 'reject';
  /**
   * A rewarded break: watched to the end ('watched': true); closed early ('closed': onStart, then false); no ad
   * ('none': false at once, no onStart); 'never', 'stuck' and 'reject' as for commercial breaks.
   */
  rewarded: 'watched' | 'closed' | 'none' | 'never' | 'stuck' | 'reject';
  /** How long an ad plays, ms (0: it ends on the next macrotask). */
  adMs: number;
  /** What shareableURL resolves with. */
  shareUrl: string;
}

/** The default script: init resolves, every ad plays to the end at once. */
export const POKI_DEFAULT_SCRIPT: PokiScript = {
  init: 'ok',
  commercial: 'ad',
  rewarded: 'watched',
  adMs: 0,
  shareUrl: 'https://poki.com/en/g/screw-puzzle',
};

/** The fake PokiSDK, the ordered log of the calls the game made on it, and the script (changeable between calls). */
export function createPokiFake(script: Partial<PokiScript> = {}) {
  const s: PokiScript = { ...POKI_DEFAULT_SCRIPT, ...script };
  const calls: string[] = [];
  let adBlocked = false;
  /** Breaks under way (started and not ended), for tests that check the game waits. */
  let playing = 0;

  const later = (ms: number, run: () => void) => void setTimeout(run, ms);

  /** How an end is logged: 'rewardedBreak:true', 'commercialBreak:done'. */
  const label = (name: string, end: unknown) => `${name}:${end === undefined ? 'done' : String(end)}`;

  /** Plays one break: onStart on the next macrotask, then the end after adMs. */
  const play = <T>(name: string, onStart: (() => void) | undefined, end: T, stuck: boolean): Promise<T> =>
    new Promise<T>((resolve) => {
      later(0, () => {
        calls.push(`${name}:onStart`);
        playing += 1;
        onStart?.();
        if (stuck) return;
        later(s.adMs, () => {
          playing -= 1;
          calls.push(label(name, end));
          resolve(end);
        });
      });
    });

  /** A break with no ad: resolves on the next macrotask, onStart never called. */
  const none = <T>(name: string, end: T): Promise<T> =>
    new Promise<T>((resolve) =>
      later(0, () => {
        calls.push(label(name, end));
        resolve(end);
      }),
    );

  const fail = (name: string): Promise<never> =>
    new Promise<never>((_, reject) => later(0, () => reject(new Error(`${name} failed`))));

  const sdk: PokiApi = {
    init() {
      calls.push('init');
      if (s.init === 'never') return new Promise<void>(() => {});
      return new Promise<void>((resolve, reject) =>
        later(0, () => {
          if (s.init === 'adblock') {
            adBlocked = true;
            reject(new Error('Poki SDK: ad blocker detected'));
          } else resolve();
        }),
      );
    },
    gameLoadingFinished: () => void calls.push('gameLoadingFinished'),
    gameplayStart: () => void calls.push('gameplayStart'),
    gameplayStop: () => void calls.push('gameplayStop'),
    commercialBreak(onStart) {
      calls.push('commercialBreak');
      const name = 'commercialBreak';
      if (adBlocked) return none<void>(name, undefined);
      switch (s.commercial) {
        case 'ad':
        case 'stuck':
          return play<void>(name, onStart, undefined, s.commercial === 'stuck');
        case 'none':
          return none<void>(name, undefined);
        case 'never':
          return new Promise<void>(() => {});
        case 'reject':
          return fail(name);
      }
    },
    rewardedBreak(options?: PokiRewardedBreakOptions) {
      calls.push(`rewardedBreak(${options?.size ?? 'small'})`);
      const name = 'rewardedBreak';
      if (adBlocked) return none(name, false);
      switch (s.rewarded) {
        case 'watched':
        case 'closed':
        case 'stuck':
          return play(name, options?.onStart, s.rewarded === 'watched', s.rewarded === 'stuck');
        case 'none':
          return none(name, false);
        case 'never':
          return new Promise<boolean>(() => {});
        case 'reject':
          return fail(name);
      }
    },
    shareableURL(params) {
      calls.push(`shareableURL(${JSON.stringify(params)})`);
      return new Promise<string>((resolve) => later(0, () => resolve(s.shareUrl)));
    },
  };

  return { sdk, calls, script: s, playing: () => playing };
}

/** The handle createPokiFake returns. */
export type PokiFake = ReturnType<typeof createPokiFake>;

/** Puts the fake on `win` as Poki's script does (the global PokiSDK), and returns its handle. */
export function installPokiFake(win: Record<string, unknown>, script: Partial<PokiScript> = {}): PokiFake {
  const fake = createPokiFake(script);
  win.PokiSDK = fake.sdk;
  return fake;
}
