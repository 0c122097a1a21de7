// The composition root: builds storage, platform, scene and the game actor, and wires the flow of a tap.
import type { Application as PixiApplication } from 'pixi.js';
import { createActor, fromPromise } from 'xstate';
import { gameMachine, type GameSettings, type LevelRequest } from '../../machines/game';
import { dayKeyOf, type DayKey } from '../core/calendar';
import type { HintAnswer } from '../core/hint';
import type { GameState, LevelSpec } from '../core/types';
import { effectsFor } from '../audio/effects';
import { SoundBank } from '../audio/soundBank';
import { createWebPlatform } from '../platform/webPlatform';
import { loadGameData, saveGameData } from '../save/gameData';
import { screwSaveStore } from '../save/screwSave';
import { browserStorage, safeStore } from '../save/storage';
import { SceneController } from '../scene/sceneController';
import type { VariantConfig } from '../variants/types';
import { createAdBus } from './adBus';
import { createToastBus } from './toastBus';
import { makeDailyLevel } from './dailyLevel';
import { createHintClient } from './hintClient';
import { levelFileCount, loadLevelFile } from './levelCatalog';
import type { UrlOptions } from './urlOptions';

/** Everything one running game needs, created once at start-up. */
export function createRuntime(variant: VariantConfig, url: UrlOptions) {
  const store = safeStore(browserStorage());
  const saves = screwSaveStore(store, variant.saveKey);
  const scene = new SceneController(variant);
  /** The player's local date (or the tester's `?today=`): day boundaries only, never game time. */
  const today = (): DayKey => url.today ?? dayKeyOf(new Date());
  const findHint = createHintClient();
  const ads = createAdBus();
  const toasts = createToastBus();
  const platform = createWebPlatform({
    present: ads.present,
    store,
    adResult: url.ads,
    adSeconds: url.adSeconds ?? undefined,
  });

  const settings: GameSettings = {
    levelCount: variant.levelCount,
    boxCapacity: variant.boxCapacity,
    countdownMs: (url.countdownSeconds ?? variant.countdownSeconds) * 1000,
    reviveMs: variant.reviveSeconds * 1000,
    winScore: variant.winScore,
    gameOverDelayMs: variant.gameOverDelayMs,
  };

  const machine = gameMachine.provide({
    actors: {
      loadLevelFile: fromPromise<unknown, LevelRequest>(({ input }) => {
        if (input.custom != null) return Promise.resolve(input.custom);
        if (input.day) {
          return makeDailyLevel(input.day, {
            levelCount: Math.min(variant.levelCount, levelFileCount),
            capacity: variant.boxCapacity,
            loadLevelFile,
          });
        }
        return loadLevelFile(input.levelNumber);
      }),
      findHint: fromPromise<HintAnswer, { level: LevelSpec; rules: GameState }>(({ input }) =>
        findHint(input.level, input.rules),
      ),
      rewardedAd: fromPromise<boolean, { placement: string }>(({ input }) => platform.showRewardedAd(input.placement)),
    },
    guards: {
      screwIsCovered: ({ event }) => event.type === 'TAP_SCREW' && scene.isCovered(event.id),
    },
    actions: {
      persist: (_, save) => {
        saves.save(save);
      },
      postScore: (_, score) => {
        void platform.postScore(score);
      },
      persistGameData: (_, data) => {
        saveGameData(store, variant.gameDataKey, data);
      },
    },
  });

  const actor = createActor(machine, {
    input: {
      settings,
      save: saves.load(),
      gameData: loadGameData(store, variant.gameDataKey, today()),
      startLevel: url.level ?? undefined,
    },
  });
  const sounds = new SoundBank();
  sounds.setEnabled(actor.getSnapshot().context.save.game_sound);
  actor.on('level.built', (e) => scene.build(e.level, e.rules));
  actor.on('rules', (e) => {
    scene.handle(e.events, e.rules);
    for (const effect of effectsFor(e.events)) sounds.play(effect);
  });
  actor.on('game.over', (e) => sounds.play(e.ending === 'won' ? 'win' : 'lose'));
  actor.on('settings.changed', (e) => sounds.setEnabled(e.sound));
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
    actor,
    scene,
    platform,
    ads,
    toasts,
    settings,
    sounds,
    today,
    /** The Pixi application once the canvas is up (frame probe, debug tools). */
    pixi: null as PixiApplication | null,
  };
}

export type Runtime = ReturnType<typeof createRuntime>;
