// The game's effects on the world outside the chart (DESIGN.md step 5), supplied to the chart with
// `.provide()`: its named effect actions (showLevel, clearLevel, showRules, buzz, showEnding, applySettings,
// showToast, showHint, countTask) and the actors it invokes for the world's clocks (dayClock, pagePresence,
// metaClock, idleHelp).
// Each effect below is one named group; the chart's action calls every group that implements it, in the
// order of GAME_EFFECTS. Nothing here decides anything: the chart has, and these carry it out.
import { fromCallback, type Actor, type AnyActorLogic } from 'xstate';
import type { gameMachine } from '../../machines/game';
import type { Ending, GameEvent } from '../../machines/gameTypes';
import { effectsFor } from '../audio/effects';
import type { SoundBank } from '../audio/soundBank';
import type { DayKey } from '../core/calendar';
import type { CandyTaskTrigger } from '../core/candyTasks';
import type { HintAnswer } from '../core/hint';
import type { GameState, LevelSpec, RuleEvent } from '../core/types';
import { device } from '../platform/currentDevice';
import { watchPresence } from '../platform/pagePresence';
import type { Platform } from '../platform/platform';
import type { SceneController } from '../scene/sceneController';
import type { VariantConfig } from '../variants/types';
import type { AdBus } from './adBus';
import type { CandyMeta } from './candyMeta';
import { followGameSounds } from './gameSounds';
import { createGameplayTeller, followHostGameplay } from './hostGameplay';
import { createIdleHelp, freeScrewThatFits } from './idleHelp';
import { pagePresenceActor } from './lifecycleRunner';
import type { ToastBus } from './toastBus';

/** What the effects act on. */
export interface GameWorld {
  scene: SceneController;
  sounds: SoundBank;
  platform: Platform;
  toasts: Pick<ToastBus, 'show'>;
  ads: Pick<AdBus, 'current'>;
  variant: VariantConfig;
  /** The player's local day (or the tester's `?today=`). */
  today: () => DayKey;
  /** Variant B's meta charts (null in variant A), once the game chart has started them. */
  meta: () => CandyMeta | null;
  /** The game actor, once created (the idle help reads whether play is under way). */
  game: () => Actor<typeof gameMachine> | null;
}

/** The chart's effect actions (machines/gameSetup.ts), by name, with their params. */
export interface EffectActions {
  showLevel(p: { level: LevelSpec; rules: GameState }): void;
  clearLevel(): void;
  showRules(p: { events: RuleEvent[]; rules: GameState }): void;
  buzz(p: { kind: 'good' | 'bad' }): void;
  showEnding(p: { ending: Ending }): void;
  applySettings(p: { music: boolean; sound: boolean }): void;
  showToast(p: { text: string }): void;
  showHint(p: { answer: HintAnswer }): void;
  countTask(p: { trigger: CandyTaskTrigger; count?: number }): void;
}

/** The world's actors the chart invokes (machines/gameSetup.ts). */
type WorldActor = 'dayClock' | 'pagePresence' | 'metaClock' | 'idleHelp';

/** One named effect: the actions it carries out, the actors it supplies, what it follows once the actor exists. */
export interface EffectGroup {
  actions?: Partial<EffectActions>;
  actors?: Partial<Record<WorldActor, AnyActorLogic>>;
  follow?: (game: Actor<typeof gameMachine>) => void;
}

/** How often the player's day is checked (a new day resets variant A's tasks). */
export const DAY_CHECK_MS = 10_000;

/** Builds the level's boards when the chart builds it; moves screws and boards on every rule step; frees them when the level is left. */
function moveTheScene({ scene }: GameWorld): EffectGroup {
  return {
    actions: {
      showLevel: ({ level, rules }) => scene.build(level, rules),
      clearLevel: () => scene.unload(),
      showRules: ({ events, rules }) => scene.handle(events, rules),
    },
  };
}

/** The music and effect sounds: rule events, landings, game over, the switches, the countdown's tick, clicks. */
function playSounds({ scene, sounds, variant }: GameWorld): EffectGroup {
  return {
    actions: {
      showRules: ({ events }) => {
        for (const effect of effectsFor(events)) sounds.play(effect);
      },
      showEnding: ({ ending }) => sounds.play(ending === 'won' ? 'win' : 'lose'),
      applySettings: ({ music, sound }) => {
        sounds.setEnabled(sound);
        sounds.setMusicEnabled(music);
      },
    },
    follow: (game) => {
      const { save } = game.getSnapshot().context;
      sounds.setEnabled(save.game_sound);
      sounds.setMusicEnabled(save.game_music);
      // The loop for menu and game; it starts with the first tap (browsers keep audio locked until then).
      sounds.playMusic();
      followGameSounds(game, sounds, variant);
      scene.onLanding = (where) => sounds.play(where === 'box' ? 'boxLand' : 'trayLand');
      // Every button answers with a click.
      device().onButtonPress(() => sounds.play('click'));
    },
  };
}

/** The chart's buzz (it decides when, by the player's setting): short for a move, longer for a refused tap. */
function vibrate({ platform }: GameWorld): EffectGroup {
  return { actions: { buzz: ({ kind }) => platform.vibrate(kind) } };
}

/** The chart's tips, one at a time. */
function showToasts({ toasts }: GameWorld): EffectGroup {
  return { actions: { showToast: ({ text }) => toasts.show(text) } };
}

/** True while a level is played with nothing over it (no skill's layer, no ad): the idle help may point. */
function playIsUnderWay(world: GameWorld): boolean {
  const snap = world.game()?.getSnapshot();
  return (
    snap !== undefined &&
    snap.matches({ level: { run: 'playing' } }) &&
    snap.context.skillView === null &&
    !world.ads.current()
  );
}

/** While a level runs (the chart invokes it in RUN): after 20 s without a tap, a pulse on a free screw that fits a box. */
function offerIdleHelp(world: GameWorld): EffectGroup {
  const { scene } = world;
  const idleHelp = fromCallback<{ type: 'ACTIVITY' }>(({ receive }) => {
    const idle = createIdleHelp({
      now: () => performance.now(),
      isPlaying: () => playIsUnderWay(world),
      pick: () => {
        const rules = world.game()?.getSnapshot().context.rules ?? null;
        return rules ? (freeScrewThatFits(rules, scene.screwsOnBoards(), true)?.id ?? null) : null;
      },
      show: (id) => scene.showHint(id),
    });
    receive(() => idle.touch());
    const { timers } = device();
    const timer = timers.setInterval(() => idle.check(), 1000);
    return () => timers.clearInterval(timer);
  });
  return { actors: { idleHelp } };
}

/** The hint's answer: the screw glows, or the player hears that the level is lost or that no sure way was found. */
function showHintAnswers({ scene, toasts }: GameWorld): EffectGroup {
  const show = (answer: HintAnswer) => {
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
  };
  return { actions: { showHint: ({ answer }) => show(answer) } };
}

/**
 * The player's day (daily tasks, the first win of the day) every little while and whenever the page is
 * back; hidden, frozen or paused by the host, the countdown holds and the sound is off until back. Variant
 * B's heart timer and its day (sign-in flags, daily tasks) each second.
 */
function followTheDayAndThePage({ sounds, platform, today, meta, scene }: GameWorld): EffectGroup {
  return {
    actors: {
      dayClock: fromCallback<GameEvent>(({ sendBack }) => {
        const { timers } = device();
        const timer = timers.setInterval(() => sendBack({ type: 'DAY', today: today() }), DAY_CHECK_MS);
        return () => timers.clearInterval(timer);
      }),
      pagePresence: pagePresenceActor(() => watchPresence(device().visibility(), device().pageCache(), platform), {
        sounds,
        today,
        redraw: () => scene.invalidate(),
      }),
      metaClock: fromCallback(() => {
        const { timers } = device();
        const timer = timers.setInterval(() => meta()?.tick(), 1000);
        return () => timers.clearInterval(timer);
      }),
    },
  };
}

/** The chart's task triggers reach variant B's daily-task chart (variant A has none: it counts in the chart). */
export function countTasks({ meta }: Pick<GameWorld, 'meta'>): EffectGroup {
  return { actions: { countTask: ({ trigger, count }) => meta()?.countTask(trigger, count) } };
}

/**
 * The host hears when play starts and stops (by the chart's state) and of each win; the player's sound
 * switch reaches it, and its own sound switch (YouTube Playables) silences the game.
 */
export function tellTheHost({
  platform,
  sounds,
}: {
  platform: Pick<Platform, 'gameplay' | 'audio' | 'soundSetting'>;
  sounds: { setHostMuted(muted: boolean): void };
}): EffectGroup {
  const host = createGameplayTeller(platform.gameplay, (message, error) => console.warn(message, error));
  return {
    actions: {
      showEnding: ({ ending }) => {
        // The level is over: play stops before the happy moment (the snapshot would say so a moment later).
        host.playing(false);
        if (ending === 'won') host.won();
      },
      applySettings: ({ sound }) => platform.soundSetting(sound),
    },
    follow: (game) => {
      platform.soundSetting(game.getSnapshot().context.save.game_sound);
      followHostGameplay(game, platform, sounds, host);
    },
  };
}

/** The named effects, in the order each action calls them. */
export const GAME_EFFECTS = [
  moveTheScene,
  playSounds,
  vibrate,
  showToasts,
  offerIdleHelp,
  showHintAnswers,
  followTheDayAndThePage,
  countTasks,
  tellTheHost,
] as const;

/** What `.provide()` takes from effect groups: each action calls every group's own, in order. */
export function provisionsOf(groups: readonly EffectGroup[]) {
  const actions: Record<string, (_: unknown, params: never) => void> = {};
  for (const name of new Set(groups.flatMap((g) => Object.keys(g.actions ?? {})))) {
    const calls = groups.flatMap((g) => {
      const call = g.actions?.[name as keyof EffectActions];
      return call ? [call as (params: never) => void] : [];
    });
    actions[name] = (_, params) => {
      for (const call of calls) call(params);
    };
  }
  const actors: Partial<Record<WorldActor, AnyActorLogic>> = Object.assign({}, ...groups.map((g) => g.actors));
  const follow = (game: Actor<typeof gameMachine>) => {
    for (const g of groups) g.follow?.(game);
  };
  return { actions, actors, follow };
}

/** Every effect of {@link GAME_EFFECTS} on the world, ready for `.provide()` and, once the actor exists, `follow`. */
export function gameEffects(world: GameWorld) {
  return provisionsOf(GAME_EFFECTS.map((effect) => effect(world)));
}

export type GameEffects = ReturnType<typeof gameEffects>;
