// The hosts the game can run on, one entry each: how its SDK is found in the page and how its adapter is
// built. Detection tries them in this order; a new host is one more entry (and its adapter module).
import type { H5AdBreakApi } from './h5AdBreakApi';
import type { FBInstantApi } from './instantGamesApi';
import type { InstantGamesOptions } from './instantGamesPlatform';
import type { MiniGameApi } from './miniGameApi';
import type { MiniGameOptions } from './miniGamePlatform';
import { findNativeTransport, type NativeHostWindow } from './nativeBridge';
import type { Platform, PlatformLog, PlatformName } from './platform';
import type { CrazyGamesApi } from './crazyGamesApi';
import type { GameDistributionApi } from './gameDistributionApi';
import type { GamePixApi } from './gamepixApi';
import type { PlayablesApi } from './playablesApi';
import type { PokiApi } from './pokiApi';
import type { QualifyingFetcher } from './qualifyingTournament';
import type { YaGamesApi } from './yandexApi';

/** The page's global object as detection reads it (a plain browser has none of the hosts' globals). */
export type HostGlobals = NativeHostWindow & Record<string, unknown>;

/** What building an adapter may need. */
export interface HostContext {
  /** The global object (window). */
  win: HostGlobals;
  /** A new plain-web adapter: storage, the local leaderboard and share, for hosts that only bring ads. */
  web(): Platform;
  log: PlatformLog;
  fetchQualifying?: QualifyingFetcher;
  instant?: Omit<InstantGamesOptions, 'fetchQualifying' | 'log'>;
  miniGame?: Omit<MiniGameOptions, 'kind' | 'log'>;
}

/** One host: its SDK found in the page, and its adapter built around it (its module loaded on demand). */
export interface HostEntry<Sdk = unknown> {
  name: PlatformName;
  /** The host's SDK when the page has it, else null. */
  find(win: HostGlobals): Sdk | null;
  create(sdk: Sdk, context: HostContext): Promise<Platform>;
}

/** True when `value` is an object (or function) with every one of the named methods. */
export function hasFunctions(value: unknown, ...names: string[]): boolean {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
  );
}

/** An entry, typed by its SDK, stored among the others. */
function host<Sdk>(entry: HostEntry<Sdk>): HostEntry {
  return entry as HostEntry;
}

const instant = host<FBInstantApi>({
  name: 'instant',
  find: (win) =>
    hasFunctions(win.FBInstant, 'initializeAsync', 'startGameAsync') ? (win.FBInstant as FBInstantApi) : null,
  async create(fb, { instant, fetchQualifying, log }) {
    const { createInstantGamesPlatform } = await import('./instantGamesPlatform');
    return createInstantGamesPlatform(fb, { ...instant, fetchQualifying, log });
  },
});

// WeChat's in-app browser also defines `wx` (its JS-SDK); only the mini-game runtime can create ads.
const miniGame = host<{ api: MiniGameApi; kind: 'wx' | 'tt' }>({
  name: 'minigame',
  find(win) {
    if (hasFunctions(win.wx, 'createRewardedVideoAd')) return { api: win.wx as MiniGameApi, kind: 'wx' };
    if (hasFunctions(win.tt, 'createRewardedVideoAd')) return { api: win.tt as MiniGameApi, kind: 'tt' };
    return null;
  },
  async create({ api, kind }, { miniGame, log }) {
    const { createMiniGamePlatform } = await import('./miniGamePlatform');
    return createMiniGamePlatform(api, { ...miniGame, kind, log });
  },
});

const native = host<HostGlobals>({
  name: 'native',
  find: (win) => (findNativeTransport(win) ? win : null),
  async create(win, { web, log }) {
    const { createNativeBridgePlatform } = await import('./nativeBridgePlatform');
    return createNativeBridgePlatform(win, web(), { recordWhenMissing: true, log });
  },
});

const h5 = host<H5AdBreakApi>({
  name: 'h5',
  find: ({ adBreak, adConfig }) =>
    typeof adBreak === 'function' && typeof adConfig === 'function'
      ? { adBreak: adBreak as H5AdBreakApi['adBreak'], adConfig: adConfig as H5AdBreakApi['adConfig'] }
      : null,
  async create(api, { web, log }) {
    const { createH5AdBreakPlatform } = await import('./h5AdBreakPlatform');
    return createH5AdBreakPlatform(api, web(), { log });
  },
});

const playables = host<PlayablesApi>({
  name: 'playables',
  // Outside YouTube the SDK answers with IN_PLAYABLES_ENV false: that page is the plain web.
  find(win) {
    const yt = win.ytgame as Partial<PlayablesApi> | undefined;
    return yt?.IN_PLAYABLES_ENV === true &&
      hasFunctions(yt.game, 'firstFrameReady', 'gameReady', 'loadData', 'saveData') &&
      hasFunctions(yt.system, 'onPause', 'onResume', 'isAudioEnabled', 'onAudioEnabledChange', 'getLanguage')
      ? (yt as PlayablesApi)
      : null;
  },
  async create(ytgame, { web, log }) {
    const { createPlayablesPlatform } = await import('./playablesPlatform');
    return createPlayablesPlatform(ytgame, web(), { log });
  },
});

const yandex = host<YaGamesApi>({
  name: 'yandex',
  find: (win) => (hasFunctions(win.YaGames, 'init') ? (win.YaGames as YaGamesApi) : null),
  async create(yaGames, { web, log }) {
    const { createYandexPlatform } = await import('./yandexPlatform');
    return createYandexPlatform(yaGames, web(), { log });
  },
});

const poki = host<PokiApi>({
  name: 'poki',
  find: (win) =>
    hasFunctions(win.PokiSDK, 'init', 'commercialBreak', 'rewardedBreak') ? (win.PokiSDK as PokiApi) : null,
  async create(sdk, { web, log }) {
    const { createPokiPlatform } = await import('./pokiPlatform');
    return createPokiPlatform(sdk, web(), { log });
  },
});

const crazyGames = host<CrazyGamesApi>({
  name: 'crazygames',
  find(win) {
    const sdk = (win.CrazyGames as { SDK?: unknown } | undefined)?.SDK;
    return hasFunctions(sdk, 'init') && hasFunctions((sdk as { ad?: unknown }).ad, 'requestAd')
      ? (sdk as CrazyGamesApi)
      : null;
  },
  async create(sdk, { web, log }) {
    const { createCrazyGamesPlatform } = await import('./crazyGamesPlatform');
    return createCrazyGamesPlatform(sdk, web(), { log });
  },
});

// Its events reach the page's GD_OPTIONS.onEvent from the SDK's start; the queue the package's page keeps is
// taken over here (in create: find runs for detection alone too).
const gameDistribution = host<GameDistributionApi>({
  name: 'gamedistribution',
  find: (win) => (hasFunctions(win.gdsdk, 'showAd') ? (win.gdsdk as GameDistributionApi) : null),
  async create(sdk, { win, web, log }) {
    const [{ createGameDistributionPlatform }, { takeGameDistributionEvents }] = await Promise.all([
      import('./gameDistributionPlatform'),
      import('./gameDistributionApi'),
    ]);
    return createGameDistributionPlatform(sdk, web(), { log, events: takeGameDistributionEvents(win) });
  },
});

const gamepix = host<GamePixApi>({
  name: 'gamepix',
  find: (win) =>
    hasFunctions(win.GamePix, 'loading', 'loaded', 'interstitialAd', 'rewardAd') ? (win.GamePix as GamePixApi) : null,
  async create(sdk, { web, log }) {
    const { createGamePixPlatform } = await import('./gamepixPlatform');
    return createGamePixPlatform(sdk, web(), { log });
  },
});

/** Every host with an adapter, in the order detection tries them. */
export const HOSTS: readonly HostEntry[] = [
  instant,
  miniGame,
  native,
  playables,
  poki,
  crazyGames,
  yandex,
  gameDistribution,
  gamepix,
  h5,
];

/** The entry of `name`, if that host has an adapter. */
export function hostEntry(name: PlatformName): HostEntry | undefined {
  return HOSTS.find((entry) => entry.name === name);
}
