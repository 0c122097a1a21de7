// The composition root: builds storage, platform, scene and the game actor, supplies the chart's actors
// and actions (gameProvided.ts) and wires its effects (gameEffects.ts).
import type { Application as PixiApplication } from 'pixi.js';
import { createActor, type InspectionEvent } from 'xstate';
import { dayKeyOf, type DayKey } from '../core/calendar';
import { SoundBank } from '../audio/soundBank';
import { t } from '../i18n';
import { createAdService } from '../platform/adService';
import { device } from '../platform/currentDevice';
import { browserStorage, safeStore, switchableStore } from '../platform/storage';
import type { RankWords } from '../platform/platform';
import { SAVE_TIPS } from '../save/saveBackup';
import { RenderGate } from '../scene/renderGate';
import { createControlRegistry } from '../ui/canvas/controls';
import { loadPlayfield } from '../scene/loadPlayfield';
import { SceneController } from '../scene/sceneController';
import { loadPhysics } from '../physics/loadPhysics';
import { loadLevelRules } from '../core/loadLevelRules';
import { lazyModule } from '../core/lazyModule';
import { LAYER_CHUNKS, loadLayers } from './layers/layerChunks';
import { drawsCandyMenuArt } from '../variants/menuArt';
import type { VariantConfig } from '../variants/types';
import { createAdBus } from './adBus';
import { adPolicyOf } from './adPolicy';
import type { CandyMeta } from './candyMeta';
import { gameEffects, type GameWorld } from './gameEffects';
import { gameSettingsOf, provideGame } from './gameProvided';
import { createGameSaves, openStore } from './gameSaves';
import { followHostLanguage, HOST_START_PATIENCE_MS, openPlatform, startOnHost, withPatience } from './hostPlatform';
import { levelCatalogOf } from './levelCatalog';
import { createToastBus } from './toastBus';
import type { UrlOptions } from './urlOptions';

/** How long after loading ends the chunks the menu leads to are fetched: the menu's entrance (under 0.5 s) is over. */
export const PREFETCH_AFTER_MENU_MS = 1000;

/** Optional tools the start-up may attach (testers' inspector). */
export interface RuntimeTools {
  inspect?: (event: InspectionEvent) => void;
}

/** Everything one running game needs, created once at start-up. */
export async function createRuntime(variant: VariantConfig, url: UrlOptions, tools: RuntimeTools = {}) {
  // The host's adapter is built first: some hosts keep the game's records themselves (CrazyGames, YouTube
  // Playables), known once their SDK has started. Until then nothing reads the store.
  const store = switchableStore(safeStore(null));
  // The audio step of loading starts first: howler's chunk, then decoding the effects (whose file the page preloads),
  // is what the menu waits for last, so its request leaves before the others of the start (over HTTP/1.1 the browser
  // sends six at a time).
  const sounds = new SoundBank();
  void sounds.load();
  // The screens after loading (the menu, the error layer, the toast): a chunk on its way while the runtime starts and
  // the loading screen shows (loading ends once it is in: useLoading.ts). Its failure is told by the start-up
  // (main.tsx), never left unhandled here.
  const screensReady = loadLayers(LAYER_CHUNKS.screens);
  screensReady.catch(() => undefined);
  // Variant B's logo and menu pictures: a chunk variant A never fetches, on its way while the runtime starts.
  const candyArt = drawsCandyMenuArt(variant) ? loadLayers(LAYER_CHUNKS.candyMenu) : null;
  const scene = new SceneController(variant, { unlock: () => t('box.unlock') }, () => device().reducedMotion());
  // Variant B's list of level files comes with its start-up chunk, asked for now.
  const levelsReady = levelCatalogOf(variant.id);
  levelsReady.catch(() => undefined);
  /** The player's local date (or the tester's `?today=`): day boundaries only, never game time. */
  const today = (): DayKey => url.today ?? dayKeyOf(new Date());
  /**
   * The hint worker's client: a chunk of its own, loaded on the first hint asked for (a failure is the hint's, and the
   * next hint tries again).
   */
  const hintClient = lazyModule(() => import('./hintClient').then(({ createHintClient }) => createHintClient()), {
    failed: 'The hint search could not be loaded',
    notYet: 'ask for a hint through findHint, which loads the hint search',
  });

  /** The level maker's client: a chunk of its own, loaded on the first level made (a daily, a challenge, a replay). */
  const levelMaker = lazyModule(() => import('./levelMakerClient').then(({ createLevelMaker }) => createLevelMaker()), {
    failed: 'The level maker could not be loaded',
    notYet: 'order a level through makeLevel, which loads the level maker',
  });
  const ads = createAdBus();
  const toastBus = createToastBus(variant);
  /** One toast at a time, in the variant's words where it has its own (src/variants). */
  const toasts = { ...toastBus, show: (text: string) => toastBus.show(variant.toastWords?.[text] ?? text) };
  const { platform, platformReady } = await openPlatform(url, store, ads);
  await withPatience(platformReady, HOST_START_PATIENCE_MS, `The ${platform.name} SDK's start`);
  const { store: records, unreadable } = openStore(variant, platform.saveStorage() ?? browserStorage());
  store.use(records);
  void followHostLanguage(platform);
  const adService = createAdService(platform, {
    now: () => performance.now(),
    // Every sound is silent from the moment an ad starts until it ends; the chart pauses the countdown.
    onAdStart: () => sounds.setAdPlaying(true),
    onAdEnd: () => sounds.setAdPlaying(false),
    ...adPolicyOf(variant),
    // Every rewarded video watched to the end: variant B counts them for a daily task.
    onRewarded: () => meta?.videoWatched(),
  });
  const levels = await levelsReady;
  const saves = await createGameSaves(variant, store, platform);
  const { candy, candySave } = saves;
  const settings = gameSettingsOf(variant, url);
  /** Variant B's hearts, sign-in and daily tasks: charts the game chart invokes (none in variant A). */
  const rewarded = (placement: string) => adService.rewarded(placement);
  const now = () => Date.now();
  const metaCharts =
    candy && candySave ? candy.candyMetaCharts({ writer: candySave, rewarded, now, figures: variant }) : null;
  /** Their wiring to the save and the game's events, once the game chart has started them. */
  let meta: CandyMeta | null = null;
  let game: ReturnType<GameWorld['game']> = null;
  const world: GameWorld = { scene, sounds, platform, toasts, ads, variant, today, meta: () => meta, game: () => game };
  const effects = gameEffects(world);
  const machine = provideGame({
    effects,
    variant,
    levels,
    adService,
    platform,
    findHint: (level, rules) => hintClient.load().then((find) => find(level, rules)),
    makeLevel: (order, needs, ask) => levelMaker.load().then((make) => make(order, needs, ask)),
    meta: () => meta,
    metaCharts: metaCharts?.actors,
    // The interstitial state of the chart: never mid-level, at most one per cooldown (the ad service's rule).
    betweenLevels: (placement) => adService.interstitial(placement, { midLevel: false }).then(() => undefined),
    saveRecord: saves.saveRecord,
    saveGameData: saves.saveGameData,
    // The physics and playfield chunks and the layers over a level come with the level's file (a level opens with its
    // endings); the rules too, which the chart also awaits before it reads the file.
    prepareScene: () =>
      Promise.all([
        loadLevelRules(),
        loadPhysics(),
        loadPlayfield(variant.theme),
        loadLayers(LAYER_CHUNKS.levelLayers),
      ]),
  });
  const actor = createActor(machine, {
    input: {
      settings,
      ...saves.load(today()),
      startLevel: url.level ?? undefined,
      today: today(),
      meta: metaCharts?.input,
    },
    ...(tools.inspect ? { inspect: tools.inspect } : {}),
  });
  saves.follow(() => actor.getSnapshot().context);
  // The game chart starts here (it invokes the meta charts); main.tsx's start is then a no-op.
  game = actor;
  actor.start();
  const toast = (text: string) => toasts.show(text);
  meta = candy && candySave ? candy.startCandyMeta({ game: actor, writer: candySave, toast, now }) : null;
  effects.follow(actor);
  // Before anything is drawn: the logo is variant B's first picture.
  await candyArt;

  return {
    variant,
    levels,
    meta,
    candySave,
    actor,
    scene,
    platform,
    adService,
    ads,
    toasts,
    settings,
    sounds,
    today,
    /** The chunk of the screens after loading is in (loading's `prefabs` step waits for it); rejects when it cannot be. */
    screensReady,
    /** `?debug`: show the designers' debug panel (a lazy chunk). */
    debug: url.debug,
    platformReady,
    /** Loading is done: the host's newer saves, the host told the game starts, its reminders, the layers' ads. */
    started: () => {
      // The chunks the menu leads to, fetched while the player looks at it: its panels, the level's rules, the
      // physics, the playfield and the layers over a level (a failure is told when one is needed: a panel's slot,
      // or the level's error layer).
      // Not before the menu is drawn: fetched and run at once they held the menu back (Slow 4G, 4x CPU: 12.5 s
      // to 14.0 s). A Start pressed sooner waits for them with the level's file.
      device().timers.setTimeout(() => {
        void loadLayers(LAYER_CHUNKS.menuPanels).catch(() => undefined);
        void loadLevelRules().catch(() => undefined);
        void loadPhysics().catch(() => undefined);
        void loadPlayfield(variant.theme).catch(() => undefined);
        void loadLayers(LAYER_CHUNKS.levelLayers).catch(() => undefined);
      }, PREFETCH_AFTER_MENU_MS);
      return startOnHost({ platform, platformReady, store, actor, adService, variant, cloudSaves: candySave === null });
    },
    /** True when a rewarded video is ready (else the tip's video button leads to 'No ads available'). */
    adsReady: () => adService.canShowRewarded(),
    /** Says once that progress could not be read and a new game began (only when no copy of a save was readable). */
    tellUnreadableSave: () => {
      if (unreadable.length === 0) return;
      unreadable.length = 0;
      toasts.show(SAVE_TIPS.unreadable);
    },
    /**
     * The player's rank from the host's leaderboard (local on the plain web); a host that draws the ranking itself
     * (mini-games' open-data context) draws it in `words`.
     */
    getRank: (words?: RankWords, board?: { width: number; height: number }) =>
      platform.leaderboard.getRank(words, board),
    /** Where the host draws the ranking on a canvas of its own (mini-games), that canvas for the rank layer. */
    rankBoard: () => platform.leaderboard.rankBoard?.() ?? null,
    /** The rank layer closed (a host that draws the ranking clears it). */
    closeRank: () => platform.leaderboard.closeRank?.(),
    /** The Pixi application once the canvas is up (frame probe, debug tools). */
    pixi: null as PixiApplication | null,
    /** The canvas draws a frame only when its picture changed (src/scene/renderGate.ts). */
    renderGate: new RenderGate(),
    /** What the canvas layers show that a player presses or reads (the accessibility mirror and the test hook read it). */
    controls: createControlRegistry(),
  };
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;
