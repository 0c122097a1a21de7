// The one place the page's comings and goings reach the game: while the page is away (hidden, frozen, in
// the back/forward cache, paused by its host) the countdown holds and every sound is silent; on the way
// back both resume unless something else holds them (an ad still showing, the exit layer), and the
// day is checked again (daily tasks, sign-in). The game chart invokes it as its `pagePresence` actor.
// See src/platform/pagePresence.
import { fromCallback } from 'xstate';
import type { GameEvent } from '../../machines/gameTypes';
import type { DayKey } from '../core/calendar';
import type { PagePresence } from '../platform/pagePresence';

export interface PresenceTargets {
  sounds: { setHidden(hidden: boolean): void };
  /** The player's day, told to the chart each time the page comes back. */
  today(): DayKey;
  /** Draws the canvas again when the page comes back (it draws only on change; the browser may have dropped it). */
  redraw?(): void;
}

/**
 * The chart's `pagePresence` actor over a page watcher made when the chart starts it: it sends VISIBILITY
 * (and DAY when back); told of a new level (LEVEL_BUILT) while away, it holds that level's countdown too.
 */
export function pagePresenceActor(watch: () => PagePresence, { sounds, today, redraw }: PresenceTargets) {
  return fromCallback<{ type: 'LEVEL_BUILT' }>(({ sendBack, receive }) => {
    const presence = watch();
    const tell = (away: boolean) => {
      sounds.setHidden(away);
      sendBack({ type: 'VISIBILITY', hidden: away } satisfies GameEvent);
    };
    if (presence.away()) tell(true);
    const stop = presence.onChange((away) => {
      tell(away);
      if (away) return;
      redraw?.();
      sendBack({ type: 'DAY', today: today() } satisfies GameEvent);
    });
    // A countdown is made with each level: one made while away (an ad that ended in the background led
    // to the next level) is told at once.
    receive(() => {
      if (presence.away()) sendBack({ type: 'VISIBILITY', hidden: true } satisfies GameEvent);
    });
    return stop;
  });
}
