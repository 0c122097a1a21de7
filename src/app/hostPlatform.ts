// The host the game runs on: detected from the page, with the HTTP API it may need, started at once;
// and what happens on the host once loading is done.
import type { Actor } from 'xstate';
import type { gameMachine } from '../../machines/game';
import { lazyModule } from '../core/lazyModule';
import { defaultNetConfig } from '../net/config';
import type { AdService } from '../platform/adService';
import { device } from '../platform/currentDevice';
import { createPlatform, detectPlatform } from '../platform/detect';
import { startLanguage, type LanguageStore } from '../i18n';
import { isPlatformName, type Platform, type PlatformName } from '../platform/platform';
import type { KeyValueStore } from '../platform/storage';
import { newerCloudCopy, parseAllData, readSavedAt } from '../save/allData';
import type { VariantConfig } from '../variants/types';
import type { AdBus } from './adBus';
import { runLayerAds } from './layerAdsRunner';
import { offerOfficialTournament, TOURNAMENT_SET_KEY_OPTION } from './officialTournament';
import type { UrlOptions } from './urlOptions';

/** How long start-up waits for the host's SDK to start before the game goes on without it (never a frozen screen). */
export const HOST_START_PATIENCE_MS = 5_000;

/**
 * The host a package was built for (`npm run package -- <host>` sets VITE_HOST), or null in the plain web
 * build, where the page's globals (or a tester's `?platform=`) decide. A host package never takes `?platform=`.
 */
export function builtForHost(value: unknown = import.meta.env.VITE_HOST): PlatformName | null {
  return isPlatformName(value) && value !== 'web' ? value : null;
}

/** The options a host package was made with (`npm run package -- instant --rewarded-placement=…`); none on the plain web. */
export function packageOptions(value: unknown = import.meta.env.VITE_PACKAGE_OPTIONS): Record<string, string> {
  if (typeof value !== 'string' || value === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The instant-games ad placements the package was made with (a missing one turns that ad kind off). */
export function instantPlacements(options: Record<string, string> = packageOptions()) {
  return {
    rewarded: options['rewarded-placement'],
    interstitial: options['interstitial-placement'],
    banner: options['banner-placement'],
  };
}

/** The mini-game ad units the package was made with (`npm run build:minigame -- --rewarded-unit ID`; a missing one turns that ad kind off). */
export function miniGameAdUnits(options: Record<string, string> = packageOptions()) {
  return {
    rewarded: options['rewarded-unit'],
    interstitial: options['interstitial-unit'],
    banner: options['banner-unit'],
  };
}

/** The host's adapter, and its start-up (initializeAsync and the like), which never fails the game. */
export async function openPlatform(url: UrlOptions, store: KeyValueStore, ads: Pick<AdBus, 'present'>) {
  // The server's client is a chunk loaded on the first call (a failed load is tried again on the next).
  const server = lazyModule(
    () => import('../net/serverCaller').then((m) => m.serverCaller(defaultNetConfig(url.test), store)),
    {
      failed: "The game's server could not be reached",
      notYet: 'The server client is read through load()',
    },
  );
  const platform = await createPlatform(
    builtForHost() ?? detectPlatform(device().globals(), device().address.search()),
    {
      win: device().globals(),
      store,
      present: ads.present,
      adResult: url.ads,
      adSeconds: url.adSeconds ?? undefined,
      // The raw reply: the adapter reads `{ code, data }` itself and retries what it cannot read (qualifyingTournament.ts).
      fetchQualifying: (setKey) => server.load().then((call) => call('qualifying', { setKey })),
      instant: { placements: instantPlacements() },
      miniGame: { adUnits: miniGameAdUnits() },
    },
  );
  // Loading progress goes to the host after its start-up.
  const platformReady = platform.initialize().catch((error) => {
    console.warn(`Platform ${platform.name} did not initialise; playing without it.`, error);
  });
  return { platform, platformReady };
}

/** Settles when `work` does or after `ms` (then says so), whichever comes first. */
export function withPatience(work: Promise<void>, ms: number, what: string): Promise<void> {
  return new Promise((resolve) => {
    const { timers } = device();
    const timer = timers.setTimeout(() => {
      console.warn(`${what} took over ${ms} ms; going on without waiting.`);
      resolve();
    }, ms);
    void work.finally(() => {
      timers.clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The language the host reports, where it reports one, takes the browser's place (a language the player
 * picked still wins): Yandex Games and YouTube Playables ask games to follow theirs.
 */
export async function followHostLanguage(platform: Pick<Platform, 'language' | 'saveStorage'>): Promise<void> {
  const tag = await platform.language().catch(() => null);
  if (!tag) return;
  const browser = device().languages();
  await startLanguage({ navigatorLanguages: [tag, ...browser], store: languageStoreOf(platform) });
}

/**
 * Where the player's language choice is kept: with the game's records where the host keeps those (YouTube
 * Playables takes saves only through its own calls), else the browser's storage (undefined: i18n's default).
 */
export function languageStoreOf(platform: Pick<Platform, 'saveStorage'>): LanguageStore | undefined {
  return platform.saveStorage() ?? undefined;
}

/** What happens on the host once loading is done. */
export interface HostStart {
  platform: Platform;
  platformReady: Promise<void>;
  store: KeyValueStore;
  actor: Actor<typeof gameMachine>;
  adService: AdService;
  variant: VariantConfig;
  /** Variant B's save carries no write time, so its device copy stands. */
  cloudSaves: boolean;
}

/** Loading is done: the host's newer copy of the saves, the host told the game starts, its reminders, the layers' ads. */
export async function startOnHost({
  platform,
  platformReady,
  store,
  actor,
  adService,
  variant,
  cloudSaves,
}: HostStart) {
  await platformReady;
  // The host's copy wins when it is newer than this device's (another device played since).
  const cloud = cloudSaves
    ? newerCloudCopy(parseAllData(await platform.loadData().catch(() => null)), readSavedAt(store))
    : null;
  if (cloud) actor.send({ type: 'RESTORE', save: cloud.save, gameData: cloud.gameData });
  await platform.start().catch((error) => console.warn('Platform start failed', error));
  void platform.notifications.scheduleAll();
  // The official tournament the game's server names, offered on the menu while it runs (instant games).
  void offerOfficialTournament({ actor, platform }, packageOptions()[TOURNAMENT_SET_KEY_OPTION]);
  // From here on each layer opens with its ad and the menu shows the banner (spec 2).
  runLayerAds(actor, adService, variant);
}
