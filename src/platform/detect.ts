// Start-up choice of the host adapter: `?platform=NAME` forces one, otherwise the host's globals decide.
import type { KeyValueStore } from './storage';
import { HOSTS, hostEntry, type HostGlobals } from './hosts';
import type { InstantGamesOptions } from './instantGamesPlatform';
import type { MiniGameOptions } from './miniGamePlatform';
import {
  consoleLog,
  isPlatformName,
  PLATFORM_NAMES,
  type Platform,
  type PlatformLog,
  type PlatformName,
} from './platform';
import type { QualifyingFetcher } from './qualifyingTournament';
import { hostWithoutSdk } from './unsupported';
import { createWebPlatform, type AdPresenter, type SimulatedAdResult } from './webPlatform';

/** The platform `?platform=NAME` asks for, or null (an unknown name is warned about and ignored). */
export function forcedPlatform(search: string, log: PlatformLog = consoleLog): PlatformName | null {
  const asked = new URLSearchParams(search).get('platform');
  if (asked === null) return null;
  if (isPlatformName(asked)) return asked;
  log(`Ignoring ?platform=${asked}: expected one of ${PLATFORM_NAMES.join(', ')}.`);
  return null;
}

/** Which adapter to build: forced by `?platform=`, else the first host (in HOSTS' order) whose SDK is in the page, else web. */
export function detectPlatform(win: object, search: string, log: PlatformLog = consoleLog): PlatformName {
  const forced = forcedPlatform(search, log);
  if (forced) return forced;
  const globals = win as HostGlobals;
  return HOSTS.find((entry) => entry.find(globals) !== null)?.name ?? 'web';
}

/** What any adapter may need. */
export interface PlatformDeps {
  /** The global object (window); read for host SDKs, written for the native bridge's inbound entry. */
  win: object;
  store: KeyValueStore;
  /** Shows simulated ads on the plain web (and wherever an adapter falls back to web). */
  present: AdPresenter;
  adResult?: SimulatedAdResult;
  adSeconds?: number;
  /** The HTTP GET of the qualifying tournament (from src/net). */
  fetchQualifying?: QualifyingFetcher;
  /** Instant-games placement ids and settings. */
  instant?: Omit<InstantGamesOptions, 'fetchQualifying' | 'log'>;
  /** Mini-game ad unit ids. */
  miniGame?: Omit<MiniGameOptions, 'kind' | 'log'>;
  log?: PlatformLog;
}

/**
 * Builds the adapter for `name`. A host whose SDK is missing (not in the page, or its script failed to load)
 * plays on the web adapter under the host's name with no ads at all: the simulated ad is only for the
 * plain web (spec 5). Native, forced in a plain browser, records what it would send instead.
 */
export async function createPlatform(name: PlatformName, deps: PlatformDeps): Promise<Platform> {
  const { log = consoleLog } = deps;
  const web = () =>
    createWebPlatform({
      present: deps.present,
      store: deps.store,
      adResult: deps.adResult,
      adSeconds: deps.adSeconds,
      fetchQualifying: deps.fetchQualifying,
      log,
    });
  if (name === 'web') return web();
  const win = deps.win as HostGlobals;
  const entry = hostEntry(name);
  const sdk = entry?.find(win) ?? (name === 'native' ? win : null);
  if (!entry || sdk === null) {
    log(`Platform ${name}: its SDK is not in the page; playing without ads.`);
    return hostWithoutSdk(name, web());
  }
  return entry.create(sdk, {
    win,
    web,
    log,
    fetchQualifying: deps.fetchQualifying,
    instant: deps.instant,
    miniGame: deps.miniGame,
  });
}
