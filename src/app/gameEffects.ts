// The game's effects on the world outside the chart, each a named function over the chart's emitted events
// (DESIGN.md step 5): the scene, sounds, vibration, toasts, the idle help, the hint's answer and the
// player's day. Nothing here decides anything: the chart has, and these carry it out.
import type { Actor } from 'xstate';
import type { gameMachine } from '../../machines/game';
import { effectsFor } from '../audio/effects';
import type { SoundBank } from '../audio/soundBank';
import type { DayKey } from '../core/calendar';
import { watchPresence } from '../platform/pagePresence';
import type { Platform } from '../platform/platform';
import type { SceneController } from '../scene/sceneController';
import type { VariantConfig } from '../variants/types';
import type { AdBus } from './adBus';
import type { CandyMeta } from './candyMeta';
import { followGameSounds } from './gameSounds';
import { tellTheHostOfPlay } from './hostGameplay';
import { createIdleHelp, freeScrewThatFits } from './idleHelp';
import { runLifecycle } from './lifecycleRunner';
import type { ToastBus } from './toastBus';

/** What the effects act on. */
export interface GameWorld {
  actor: Actor<typeof gameMachine>;
  scene: SceneController;
  sounds: SoundBank;
  platform: Platform;
  toasts: Pick<ToastBus, 'show'>;
  ads: Pick<AdBus, 'current'>;
  variant: VariantConfig;
  /** The player's local day (or the tester's `?today=`). */
  today: () => DayKey;
  /** Variant B's meta charts (null in variant A). */
  meta: CandyMeta | null;
}

/** How often the player's day is checked (a new day resets variant A's tasks). */
const DAY_CHECK_MS = 10_000;

/** Builds the level's boards when the chart builds it; moves screws and boards on every rule event. */
function moveTheScene({ actor, scene }: GameWorld): void {
  actor.on('level.built', (e) => scene.build(e.level, e.rules));
  actor.on('rules', (e) => scene.handle(e.events, e.rules));
}

/** The music and effect sounds: rule events, landings, game over, settings, the countdown's tick, clicks. */
function playSounds(world: GameWorld): void {
  const { actor, scene, sounds } = world;
  sounds.setEnabled(actor.getSnapshot().context.save.game_sound);
  sounds.setMusicEnabled(actor.getSnapshot().context.save.game_music);
  // The loop for menu and game; it starts with the first tap (browsers keep audio locked until then).
  sounds.playMusic();
  followGameSounds(actor, sounds, world.variant);
  actor.on('rules', (e) => {
    for (const effect of effectsFor(e.events)) sounds.play(effect);
  });
  actor.on('game.over', (e) => sounds.play(e.ending === 'won' ? 'win' : 'lose'));
  actor.on('settings.changed', (e) => {
    sounds.setEnabled(e.sound);
    sounds.setMusicEnabled(e.music);
  });
  scene.onLanding = (where) => sounds.play(where === 'box' ? 'boxLand' : 'trayLand');
  // Every button answers with a click.
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('button')) sounds.play('click');
  });
}

/** A short buzz for a screw that moves, a longer one for a refused tap, when the player's setting is on. */
function vibrate({ actor, platform }: GameWorld): void {
  actor.on('rules', (e) => {
    if (!actor.getSnapshot().context.gameData.isVibart) return;
    if (e.events.some((r) => r.type === 'Rejected')) platform.vibrate('bad');
    else if (e.events.some((r) => r.type === 'ScrewToBox' || r.type === 'ScrewToTray')) platform.vibrate('good');
  });
}

/** The chart's tips, one at a time. */
function showToasts({ actor, toasts }: GameWorld): void {
  actor.on('toast', ({ text }) => toasts.show(text));
}

/** After 20 s without a tap while a level runs, a gentle pulse on a free screw that fits a box. */
function offerIdleHelp({ actor, scene, ads }: GameWorld): void {
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
}

/** The hint's answer: the screw glows, or the player hears that the level is lost or that no sure way was found. */
function showHintAnswers({ actor, scene, toasts }: GameWorld): void {
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
}

/**
 * The player's day (daily tasks, the first win of the day) every little while and whenever the page is
 * back; hidden, frozen or paused by the host, the countdown holds and the sound is off until back. Variant
 * B's heart timer and its day (sign-in flags, daily tasks) each second.
 */
function followTheDayAndThePage({ actor, sounds, platform, today, meta }: GameWorld): void {
  const tellDay = () => actor.send({ type: 'DAY', today: today() });
  setInterval(tellDay, DAY_CHECK_MS);
  runLifecycle(watchPresence(document, window, platform), { actor, sounds, onBack: tellDay });
  if (meta) setInterval(meta.tick, 1000);
}

/** The host hears when play starts and stops and of each win; its sound switch and the player's meet. */
function tellTheHost({ actor, platform, sounds }: GameWorld): void {
  tellTheHostOfPlay(actor, platform, sounds);
}

/** The named effects, in the order they are wired. */
export const GAME_EFFECTS = [
  moveTheScene,
  playSounds,
  vibrate,
  showToasts,
  offerIdleHelp,
  showHintAnswers,
  followTheDayAndThePage,
  tellTheHost,
] as const;

/** Wires every effect of {@link GAME_EFFECTS} to the game actor. */
export function wireGameEffects(world: GameWorld): void {
  for (const effect of GAME_EFFECTS) effect(world);
}
