// The snapshot of an actor that may not exist (variant B's meta charts are absent in variant A), kept
// in step with React: the component re-renders when the actor's snapshot changes.
import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function useActorSnapshot<A extends AnyActorRef>(actor: A | null): SnapshotFrom<A> | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = useCallback(() => (actor ? (actor.getSnapshot() as SnapshotFrom<A>) : null), [actor]);
  return useSyncExternalStore(subscribe, read, read);
}
