// The one place the page's comings and goings reach the game: while the page is away (hidden, frozen, in
// the back/forward cache, paused by its host) the countdown holds and every sound is silent; on the way
// back both resume unless something else holds them (an ad still showing, the exit layer), and the
// day is checked again (daily tasks, sign-in). See src/platform/pagePresence.
import type { AnyActorRef } from 'xstate';
import type { PagePresence } from '../platform/pagePresence';

export interface LifecycleTargets {
  actor: AnyActorRef;
  sounds: { setHidden(hidden: boolean): void };
  /** Runs each time the page comes back. */
  onBack(): void;
}

/** Wires presence to the game; a level built while the page is away starts held. */
export function runLifecycle(presence: PagePresence, { actor, sounds, onBack }: LifecycleTargets): () => void {
  const tell = (away: boolean) => {
    sounds.setHidden(away);
    actor.send({ type: 'VISIBILITY', hidden: away });
  };
  if (presence.away()) tell(true);
  const stopChange = presence.onChange((away) => {
    tell(away);
    if (!away) onBack();
  });
  // A countdown is made with each level: one made while away (an ad that ended in the background led
  // to the next level) is told at once.
  const built = actor.on('level.built', () => {
    if (presence.away()) actor.send({ type: 'VISIBILITY', hidden: true });
  });
  return () => {
    stopChange();
    built.unsubscribe();
  };
}
