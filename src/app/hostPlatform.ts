// The host the game runs on: detected from the page, with the HTTP API it may need, started at once;
// and what happens on the host once loading is done.
import type { Actor } from 'xstate';
import type { gameMachine } from '../../machines/game';
import { createApi } from '../net/endpoints';
import { defaultNetConfig } from '../net/config';
import { createHttpClient } from '../net/httpClient';
import { createTokenStore } from '../net/tokenStore';
import type { AdService } from '../platform/adService';
import { createPlatform, detectPlatform } from '../platform/detect';
import type { Platform } from '../platform/platform';
import type { KeyValueStore } from '../platform/storage';
import { newerCloudCopy, parseAllData, readSavedAt } from '../save/allData';
import type { VariantConfig } from '../variants/types';
import type { AdBus } from './adBus';
import { runLayerAds } from './layerAdsRunner';
import type { UrlOptions } from './urlOptions';

/** The host's adapter, and its start-up (initializeAsync and the like), which never fails the game. */
export async function openPlatform(url: UrlOptions, store: KeyValueStore, ads: Pick<AdBus, 'present'>) {
  const api = createApi(createHttpClient({ ...defaultNetConfig(url.test), tokens: createTokenStore(store) }));
  const platform = await createPlatform(detectPlatform(window, location.search), {
    win: window,
    store,
    present: ads.present,
    adResult: url.ads,
    adSeconds: url.adSeconds ?? undefined,
    fetchQualifying: (setKey) => api.fetchQualifying(setKey),
  });
  // Loading progress goes to the host after its start-up.
  const platformReady = platform.initialize().catch((error) => {
    console.warn(`Platform ${platform.name} did not initialise; playing without it.`, error);
  });
  return { platform, platformReady };
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
  // From here on each layer opens with its ad and the menu shows the banner (spec 2).
  runLayerAds(actor, adService, variant);
}
