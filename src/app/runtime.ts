// The composition root: builds storage, platform, scene and the game actor, and wires the flow of a tap.
import type { Application as PixiApplication } from 'pixi.js';
import { createActor, fromPromise } from 'xstate';
import { gameMachine, type GameSettings } from '../../machines/game';
import { effectsFor } from '../audio/effects';
import { SoundBank } from '../audio/soundBank';
import { createWebPlatform } from '../platform/webPlatform';
import { screwSaveStore } from '../save/screwSave';
import { browserStorage, safeStore } from '../save/storage';
import { SceneController } from '../scene/sceneController';
import type { VariantConfig } from '../variants/types';
import { createAdBus } from './adBus';
import { loadLevelFile } from './levelCatalog';
import type { UrlOptions } from './urlOptions';

/** Everything one running game needs, created once at start-up. */
export function createRuntime(variant: VariantConfig, url: UrlOptions) {
  const store = safeStore(browserStorage());
  const saves = screwSaveStore(store, variant.saveKey);
  const scene = new SceneController(variant);
  const ads = createAdBus();
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
      loadLevelFile: fromPromise<unknown, { levelNumber: number; custom: unknown }>(({ input }) =>
        input.custom != null ? Promise.resolve(input.custom) : loadLevelFile(input.levelNumber),
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
    },
  });

  const actor = createActor(machine, {
    input: { settings, save: saves.load(), startLevel: url.level ?? undefined },
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

  return {
    variant,
    actor,
    scene,
    platform,
    ads,
    settings,
    sounds,
    /** The Pixi application once the canvas is up (frame probe, debug tools). */
    pixi: null as PixiApplication | null,
  };
}

export type Runtime = ReturnType<typeof createRuntime>;
