// The countdown's remaining time for React, whole seconds only, so the HUD renders once a second.
import { useSyncExternalStore } from 'react';
import type { Runtime } from './runtime';

/** Remaining time rounded up to whole seconds (ms), or null outside a level. */
export function useCountdownMs(actor: Runtime['actor']): number | null {
  return useSyncExternalStore(
    (onChange) => actor.subscribe(onChange).unsubscribe,
    () => {
      const child = actor.getSnapshot().children.countdown;
      const snap = child?.getSnapshot() as { context?: { remainingMs: number } } | undefined;
      return snap?.context ? Math.ceil(snap.context.remainingMs / 1000) * 1000 : null;
    },
  );
}
