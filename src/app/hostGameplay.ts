// What the host hears of play (portals require it): gameplay start when a level's countdown runs as the
// player sees it, stop when it stops (the level ends, the page is away, a popup, the exit layer or an ad
// covers it), a happy moment on each win. The player's sound switch reaches the host, and the host's own
// sound switch (YouTube Playables) silences the game.
import type { Actor, SnapshotFrom } from 'xstate';
import type { gameMachine } from '../../machines/game';
import { clockOf } from '../../machines/screen';
import type { GameplayEvents, Platform } from '../platform/platform';

/** Calls the host's start and stop on a change only, alternating and starting with start; a throwing host is logged. */
export function createGameplayTeller(gameplay: GameplayEvents, log: (message: string, error: unknown) => void) {
  let playing = false;
  const call = (name: keyof GameplayEvents) => {
    try {
      gameplay[name]();
    } catch (error) {
      log(`The host refused gameplay ${name}.`, error);
    }
  };
  return {
    /** Play is under way (true) or not (false) now. */
    playing(now: boolean) {
      if (now === playing) return;
      playing = now;
      call(now ? 'start' : 'stop');
    },
    won: () => call('happyTime'),
  };
}

/** True while a level's countdown runs as the player sees it (what portals call gameplay). */
export function isGameplay(snapshot: SnapshotFrom<typeof gameMachine>): boolean {
  return clockOf(snapshot) === 'running';
}

/**
 * Follows the game actor's state for the host: gameplay start and stop (the chart's showEnding action says
 * stop and happy time at game over, through the same teller), and the host's own sound switch.
 */
export function followHostGameplay(
  actor: Pick<Actor<typeof gameMachine>, 'subscribe' | 'getSnapshot'>,
  platform: Pick<Platform, 'audio'>,
  sounds: { setHostMuted(muted: boolean): void },
  teller: ReturnType<typeof createGameplayTeller>,
): void {
  // Every event the chart takes (a TICK each second among them) brings a snapshot: the countdown's own
  // pause for a hidden page shows on the next one.
  actor.subscribe((snapshot) => teller.playing(isGameplay(snapshot)));
  teller.playing(isGameplay(actor.getSnapshot()));
  sounds.setHostMuted(!platform.audio.enabled());
  platform.audio.onChange((enabled) => sounds.setHostMuted(!enabled));
}
