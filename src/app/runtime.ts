// The composition root: builds storage, platform, scene and the game actor, and wires the flow of a tap.
import type { Application as PixiApplication } from 'pixi.js';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { gameMachine, withRewardedAd, type GameSettings, type LevelRequest } from '../../machines/game';
import type { AdResult } from '../../machines/rewardedAd';
import { dayKeyOf, type DayKey } from '../core/calendar';
import type { HintAnswer } from '../core/hint';
import type { GameState, LevelSpec } from '../core/types';
import { effectsFor } from '../audio/effects';
import { SoundBank } from '../audio/soundBank';
import { createApi } from '../net/endpoints';
import { defaultNetConfig } from '../net/config';
import { createHttpClient } from '../net/httpClient';
import { createTokenStore } from '../net/tokenStore';
import { createAdService } from '../platform/adService';
import { createPlatform, detectPlatform } from '../platform/detect';
import { newerCloudCopy, parseAllData, readSavedAt, serializeAllData, writeSavedAt } from '../save/allData';
import { loadGameData, saveGameData, type GameData } from '../save/gameData';
import type { CandySaveWriter } from '../save/candySave';
import { screwSaveStore, type ScrewSave } from '../save/screwSave';
import { SAVE_TIPS, withSaveBackups } from '../save/saveBackup';
import { browserStorage, safeStore } from '../platform/storage';
import { registerDrawTheme } from '../scene/draw/drawTheme';
import { SceneController } from '../scene/sceneController';
import { t } from '../i18n';
import type { VariantConfig } from '../variants/types';
import { createAdBus } from './adBus';
import { offersInterstitial } from '../core/betweenLevels';
import type { CandyMeta } from './candyMeta';
import { createIdleHelp, freeScrewThatFits } from './idleHelp';
import { createToastBus } from './toastBus';
import { followGameSounds } from './gameSounds';
import { createHintClient } from './hintClient';
import { levelCatalogOf } from './levelCatalog';
import { runLayerAds } from './layerAdsRunner';
import { runLifecycle } from './lifecycleRunner';
import { watchPresence } from '../platform/pagePresence';
import type { UrlOptions } from './urlOptions';

/** How often the player's day is checked (a new day resets variant A's tasks). */
const DAY_CHECK_MS = 10_000;

/** Everything one running game needs, created once at start-up. */
/** Optional tools the start-up may attach (testers' inspector). */
export interface RuntimeTools {
  inspect?: (event: InspectionEvent) => void;
}

export async function createRuntime(variant: VariantConfig, url: UrlOptions, tools: RuntimeTools = {}) {
  /** Saves that could be read in neither copy (the player is told once, on the menu). */
  const unreadableSaves: string[] = [];
  // Both variants' save records keep a last good copy, read when the record itself cannot be.
  const store = withSaveBackups(safeStore(browserStorage()), [variant.saveKey, variant.gameDataKey], (key) =>
    unreadableSaves.push(key),
  );
  const saves = screwSaveStore(store, variant.saveKey);
  // Variant B's drawings are a chunk of their own, loaded before its scene is built.
  if (variant.theme === 'candy') registerDrawTheme((await import('../scene/draw/candyTheme')).candyTheme);
  const scene = new SceneController(variant, { unlock: () => t('box.unlock') });
  const levels = levelCatalogOf(variant.id);
  /** The player's local date (or the tester's `?today=`): day boundaries only, never game time. */
  const today = (): DayKey => url.today ?? dayKeyOf(new Date());
  const findHint = createHintClient();
  const ads = createAdBus();
  const toastBus = createToastBus(variant);
  /** One toast at a time, in the variant's words where it has its own (src/variants). */
  const toasts = { ...toastBus, show: (text: string) => toastBus.show(variant.toastWords?.[text] ?? text) };
  const http = createHttpClient({ ...defaultNetConfig(url.test), tokens: createTokenStore(store) });
  const api = createApi(http);
  const platform = await createPlatform(detectPlatform(window, location.search), {
    win: window,
    store,
    present: ads.present,
    adResult: url.ads,
    adSeconds: url.adSeconds ?? undefined,
    fetchQualifying: (setKey) => api.fetchQualifying(setKey),
  });
  /** The host's start-up (initializeAsync and the like): loading progress goes to the host after it. */
  const platformReady = platform.initialize().catch((error) => {
    console.warn(`Platform ${platform.name} did not initialise; playing without it.`, error);
  });
  const sounds = new SoundBank();
  /** Every rewarded video watched to the end (variant B counts them for a daily task; set below). */
  let videoWatched = (): void => {};
  const adService = createAdService(platform, {
    now: () => performance.now(),
    // Every sound is silent from the moment an ad starts until it ends; the statechart pauses the
    // countdown in the states that show ads (unlock, revive, hint, skills, look-ad).
    onAdStart: () => sounds.setAdPlaying(true),
    onAdEnd: () => sounds.setAdPlaying(false),
    coolDownFromStart: true,
    interstitialCooldownMs: variant.ads.interstitialCooldownSeconds * 1000,
    bannerRefreshMs: variant.ads.bannerRefreshSeconds * 1000,
    onRewarded: () => videoWatched(),
  });

  /**
   * Every write goes to the device at once and, as one allData string stamped with the time, to the
   * host (which writes its cloud copy at most every 30 s and only when changed).
   */
  /**
   * Variant B keeps everything in its one save (spec 3): the chart's records are read from it and written
   * into it, and its writer sends the cloud copy (at most every 30 s, only when changed).
   */
  const candy = variant.saveFormat === 'candy' ? await import('./candyRuntime') : null;
  const candySave: CandySaveWriter | null = candy
    ? candy.createCandySaveWriter(store, platform, undefined, { key: variant.saveKey })
    : null;

  const syncAllData = (changed: { save?: ScrewSave; gameData?: GameData }) => {
    // Actions run only once the actor below exists.
    const context = actor.getSnapshot().context;
    const save = changed.save ?? context.save;
    const gameData = changed.gameData ?? context.gameData;
    const now = Date.now();
    writeSavedAt(store, now);
    platform.saveData(serializeAllData(save, gameData, now));
  };

  const settings: GameSettings = {
    levelCount: variant.levelCount,
    boxCapacity: variant.boxCapacity,
    countdownMs: (url.countdownSeconds ?? variant.countdownSeconds) * 1000,
    reviveMs: variant.reviveSeconds * 1000,
    winScore: variant.winScore,
    gameOverDelayMs: variant.gameOverDelayMs,
    skills: variant.skills,
    lookAdCoins: variant.lookAdCoins,
    tasks: variant.tasks,
    ...(variant.winCoins ? { winCoins: variant.winCoins } : {}),
    ...(variant.winBonus ? { winBonus: variant.winBonus } : {}),
    ...(variant.taskChests ? { taskChests: variant.taskChests } : {}),
    ...(variant.lookAdAsks ? { lookAdAsks: true } : {}),
    ...(variant.skillTips ? { skillTips: variant.skillTips } : {}),
  };

  /** Wins this session: variant B shows an interstitial after every n-th (spec 9). */
  let wins = 0;
  /**
   * The interstitial between levels (the chart's `interstitial` state, after Next or before a restart),
   * never mid-level, at most one per cooldown (the ad service's rule). Resolves when it is over or skipped.
   */
  const betweenLevels = (placement: 'next' | 'restart'): Promise<void> => {
    if (!offersInterstitial(placement, wins, variant.interstitialEveryWins)) return Promise.resolve();
    return adService.interstitial(placement, { midLevel: false }).then(() => undefined);
  };

  const machine = gameMachine.provide({
    actors: {
      loadLevelFile: fromPromise<unknown, LevelRequest>(({ input }) => {
        if (input.custom != null) return Promise.resolve(input.custom);
        if (input.day) {
          // The generator and solver load only when a daily challenge is opened (not in the initial bundle).
          const day = input.day;
          return import('./dailyLevel').then(({ makeDailyLevel }) =>
            makeDailyLevel(day, {
              levelCount: Math.min(variant.levelCount, levels.count),
              capacity: variant.boxCapacity,
              loadLevelFile: levels.load,
            }),
          );
        }
        const count = Math.min(variant.levelCount, levels.count);
        if (input.gameLevel != null && input.gameLevel > count) {
          // A replay past the last level gets a fresh colouring; the generator loads only then.
          const gameLevel = input.gameLevel;
          return import('./replayLevel').then(({ makeReplayLevel }) =>
            makeReplayLevel(gameLevel, {
              levelCount: count,
              capacity: variant.boxCapacity,
              loadLevelFile: levels.load,
            }),
          );
        }
        return levels.load(input.levelNumber);
      }),
      findHint: fromPromise<HintAnswer, { level: LevelSpec; rules: GameState }>(({ input }) =>
        findHint(input.level, input.rules),
      ),
      ...withRewardedAd(
        fromPromise<AdResult, { placement: string }>(({ input }) => adService.rewarded(input.placement)),
      ),
      interstitial: fromPromise<void, { placement: 'next' | 'restart' }>(({ input }) => betweenLevels(input.placement)),
    },
    guards: {
      // Variant B's hearts gate on START, NEXT and RESTART (meta is made just below, before any start).
      heartIsLeft: () => meta?.canPlay() ?? true,
    },
    actions: {
      tellNoHeart: () => void meta?.mayPlay(),
      persist: (_, save) => {
        if (candy && candySave) return void candySave.patch(candy.candyPatchOfSave(save));
        saves.save(save);
        syncAllData({ save });
      },
      postScore: (_, score) => {
        void platform.leaderboard.postScore(score);
      },
      persistGameData: (_, data) => {
        if (candy && candySave) return void candySave.patch(candy.candyPatchOfGameData(data));
        saveGameData(store, variant.gameDataKey, data);
        syncAllData({ gameData: data });
      },
    },
  });

  const records =
    candy && candySave
      ? candy.chartRecordsOf(candySave.get(), today())
      : { save: saves.load(), gameData: loadGameData(store, variant.gameDataKey, today()) };
  const actor = createActor(machine, {
    input: { settings, ...records, startLevel: url.level ?? undefined, today: today() },
    ...(tools.inspect ? { inspect: tools.inspect } : {}),
  });
  /** Variant B's hearts, sign-in and daily tasks (null in variant A). */
  const meta: CandyMeta | null =
    candy && candySave
      ? candy.startCandyMeta({
          game: actor,
          writer: candySave,
          rewarded: (placement) => adService.rewarded(placement),
          toast: (text) => toasts.show(text),
          now: () => Date.now(),
          ...(tools.inspect ? { inspect: tools.inspect } : {}),
        })
      : null;
  // The heart timer, and a day that changes mid-session (sign-in flags, daily tasks).
  if (meta) setInterval(meta.tick, 1000);
  if (meta) videoWatched = meta.videoWatched;
  // The player's day for variant A's daily tasks and first win of the day: checked every little while and
  // whenever the page is shown again (the chart does nothing while the day is the same).
  const tellDay = () => actor.send({ type: 'DAY', today: today() });
  setInterval(tellDay, DAY_CHECK_MS);
  // Hidden, frozen, cached or paused by the host: the countdown holds and the sound is off until back.
  runLifecycle(watchPresence(document, window, platform), { actor, sounds, onBack: tellDay });
  actor.on('game.over', ({ ending }) => {
    if (ending === 'won') wins += 1;
  });
  sounds.setEnabled(actor.getSnapshot().context.save.game_sound);
  sounds.setMusicEnabled(actor.getSnapshot().context.save.game_music);
  // The loop for menu and game; it starts with the first tap (browsers keep audio locked until then).
  sounds.playMusic();
  followGameSounds(actor, sounds, variant);
  // Every button answers with a click.
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('button')) sounds.play('click');
  });
  actor.on('rules', (e) => {
    // Vibration only when the player's vibration setting (gameData isVibart) is on.
    if (!actor.getSnapshot().context.gameData.isVibart) return;
    if (e.events.some((r) => r.type === 'Rejected')) platform.vibrate('bad');
    else if (e.events.some((r) => r.type === 'ScrewToBox' || r.type === 'ScrewToTray')) platform.vibrate('good');
  });
  actor.on('level.built', (e) => scene.build(e.level, e.rules));
  actor.on('rules', (e) => {
    scene.handle(e.events, e.rules);
    for (const effect of effectsFor(e.events)) sounds.play(effect);
  });
  actor.on('game.over', (e) => sounds.play(e.ending === 'won' ? 'win' : 'lose'));
  actor.on('settings.changed', (e) => {
    sounds.setEnabled(e.sound);
    sounds.setMusicEnabled(e.music);
  });
  actor.on('toast', ({ text }) => toasts.show(text));
  scene.onLanding = (where) => sounds.play(where === 'box' ? 'boxLand' : 'trayLand');
  // After 20 s without a tap while a level runs, a gentle pulse on a free screw that fits a box.
  const idleHelp = createIdleHelp({
    now: () => performance.now(),
    isPlaying: () => {
      const snap = actor.getSnapshot();
      return snap.matches({ level: { run: 'playing' } }) && snap.context.skillView === null && !ads.current();
    },
    pick: () => freeScrewThatFits(actor.getSnapshot().context.rules, scene.screwsOnBoards(), true)?.id ?? null,
    show: (id) => scene.showHint(id),
  });
  actor.on('rules', () => idleHelp.touch());
  actor.on('level.built', () => idleHelp.touch());
  setInterval(() => idleHelp.check(), 1000);
  actor.on('hint', ({ answer }) => {
    switch (answer.kind) {
      case 'tap':
        scene.showHint(answer.screwId);
        break;
      case 'lost':
        toasts.show(`This level can no longer be won: ${answer.reason}. Restart to try again.`);
        break;
      case 'unsure':
        if (answer.screwId) scene.showHint(answer.screwId);
        toasts.show(answer.screwId ? 'No sure way found: this screw fits a box.' : 'No hint found for this position.');
        break;
    }
  });

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
    /** `?debug`: show the designers' debug panel (a lazy chunk). */
    debug: url.debug,
    /** True when a rewarded video is loaded (else the tip's video button leads to 'No ads available'). */
    platformReady,
    /** Loading is done: tell the host the game starts, schedule its reminders, start the layers' ads. */
    async started(): Promise<void> {
      await platformReady;
      // The host's copy wins when it is newer than this device's (another device played since). Variant
      // B's save carries no write time, so its device copy stands.
      const cloud = candySave
        ? null
        : newerCloudCopy(parseAllData(await platform.loadData().catch(() => null)), readSavedAt(store));
      if (cloud) actor.send({ type: 'RESTORE', save: cloud.save, gameData: cloud.gameData });
      await platform.start().catch((error) => console.warn('Platform start failed', error));
      void platform.notifications.scheduleAll();
      // From here on each layer opens with its ad and the menu shows the banner (spec 2).
      runLayerAds(actor, adService, variant);
    },
    /**
     * Between two levels (next after a win, restart after a loss) an interstitial may play: never
     * mid-level, at most one per 30 s (the ad service's rule). Resolves when it is over or skipped.
     */
    adsReady: () => adService.canShowRewarded(),
    /** Says once that progress could not be read and a new game began (only when no copy of a save was readable). */
    tellUnreadableSave: () => {
      if (unreadableSaves.length === 0) return;
      unreadableSaves.length = 0;
      toasts.show(SAVE_TIPS.unreadable);
    },
    /** The player's rank from the host's leaderboard (local on the plain web). */
    getRank: () => platform.leaderboard.getRank(),
    /** The Pixi application once the canvas is up (frame probe, debug tools). */
    pixi: null as PixiApplication | null,
  };
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;
