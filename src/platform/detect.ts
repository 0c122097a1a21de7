// Start-up choice of the host adapter: `?platform=NAME` forces one, otherwise the host's globals decide.
import type { KeyValueStore } from './storage';
import type { H5AdBreakApi } from './h5AdBreakApi';
import type { FBInstantApi } from './instantGamesApi';
import type { InstantGamesOptions } from './instantGamesPlatform';
import type { MiniGameApi } from './miniGameApi';
import type { MiniGameOptions } from './miniGamePlatform';
import { findNativeTransport, type NativeHostWindow } from './nativeBridge';
import { consoleLog, isPlatformName, type Platform, type PlatformLog, type PlatformName } from './platform';
import type { PortalSdkApi } from './portalSdkApi';
import type { QualifyingFetcher } from './qualifyingTournament';
import { createWebPlatform, type AdPresenter, type SimulatedAdResult } from './webPlatform';

/** The globals detection reads (all optional: a plain browser has none of them). */
export interface HostGlobals extends NativeHostWindow {
  FBInstant?: unknown;
  wx?: unknown;
  tt?: unknown;
  adBreak?: unknown;
  adConfig?: unknown;
  PortalSDK?: unknown;
}

function hasFunctions(value: unknown, ...names: string[]): boolean {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
  );
}

function instantGlobal(win: HostGlobals): FBInstantApi | null {
  return hasFunctions(win.FBInstant, 'initializeAsync', 'startGameAsync') ? (win.FBInstant as FBInstantApi) : null;
}

// WeChat's in-app browser also defines `wx` (its JS-SDK); only the mini-game runtime can create ads.
function miniGameGlobal(win: HostGlobals): { api: MiniGameApi; kind: 'wx' | 'tt' } | null {
  if (hasFunctions(win.wx, 'createRewardedVideoAd')) return { api: win.wx as MiniGameApi, kind: 'wx' };
  if (hasFunctions(win.tt, 'createRewardedVideoAd')) return { api: win.tt as MiniGameApi, kind: 'tt' };
  return null;
}

function h5Globals(win: HostGlobals): H5AdBreakApi | null {
  const { adBreak, adConfig } = win;
  return typeof adBreak === 'function' && typeof adConfig === 'function'
    ? { adBreak: adBreak as H5AdBreakApi['adBreak'], adConfig: adConfig as H5AdBreakApi['adConfig'] }
    : null;
}

function portalGlobal(win: HostGlobals): PortalSdkApi | null {
  return hasFunctions(win.PortalSDK, 'init', 'isReady', 'rewarded', 'interstitial')
    ? (win.PortalSDK as PortalSdkApi)
    : null;
}

/** The platform `?platform=NAME` asks for, or null (an unknown name is warned about and ignored). */
export function forcedPlatform(search: string, log: PlatformLog = consoleLog): PlatformName | null {
  const asked = new URLSearchParams(search).get('platform');
  if (asked === null) return null;
  if (isPlatformName(asked)) return asked;
  log(`Ignoring ?platform=${asked}: expected web, instant, h5, portal, minigame or native.`);
  return null;
}

/** Which adapter to build: forced by `?platform=`, else FBInstant, wx/tt, a native bridge, adBreak, the portal SDK, web. */
export function detectPlatform(win: object, search: string, log: PlatformLog = consoleLog): PlatformName {
  const forced = forcedPlatform(search, log);
  if (forced) return forced;
  const host = win as HostGlobals;
  if (instantGlobal(host)) return 'instant';
  if (miniGameGlobal(host)) return 'minigame';
  if (findNativeTransport(host)) return 'native';
  if (h5Globals(host)) return 'h5';
  if (portalGlobal(host)) return 'portal';
  return 'web';
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
 * Builds the adapter for `name`; a forced host whose SDK is missing falls back to web (native records
 * instead). Host adapters load on demand, so the plain web never downloads them.
 */
export async function createPlatform(name: PlatformName, deps: PlatformDeps): Promise<Platform> {
  const { win, log = consoleLog } = deps;
  const host = win as HostGlobals;
  const web = () =>
    createWebPlatform({
      present: deps.present,
      store: deps.store,
      adResult: deps.adResult,
      adSeconds: deps.adSeconds,
      fetchQualifying: deps.fetchQualifying,
      log,
    });
  const missing = (what: string) => {
    log(`Platform ${name} was asked for but ${what} is missing; using the plain web adapter.`);
    return web();
  };

  switch (name) {
    case 'web':
      return web();
    case 'instant': {
      const fb = instantGlobal(host);
      if (!fb) return missing('FBInstant');
      const { createInstantGamesPlatform } = await import('./instantGamesPlatform');
      return createInstantGamesPlatform(fb, { ...deps.instant, fetchQualifying: deps.fetchQualifying, log });
    }
    case 'minigame': {
      const found = miniGameGlobal(host);
      if (!found) return missing('the wx / tt global');
      const { createMiniGamePlatform } = await import('./miniGamePlatform');
      return createMiniGamePlatform(found.api, { ...deps.miniGame, kind: found.kind, log });
    }
    case 'native': {
      // Forced in a plain browser, the bridge records what it sends in window.__nativeMessages.
      const { createNativeBridgePlatform } = await import('./nativeBridgePlatform');
      return createNativeBridgePlatform(host, web(), { recordWhenMissing: true, log });
    }
    case 'h5': {
      const api = h5Globals(host);
      if (!api) return missing('adBreak / adConfig');
      const { createH5AdBreakPlatform } = await import('./h5AdBreakPlatform');
      return createH5AdBreakPlatform(api, web(), { log });
    }
    case 'portal': {
      const sdk = portalGlobal(host);
      if (!sdk) return missing('PortalSDK');
      const { createPortalPlatform } = await import('./portalPlatform');
      return createPortalPlatform(sdk, web(), { log });
    }
  }
}
