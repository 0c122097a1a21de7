// Host pause and resume, reported once each: a pause while paused (or a resume while running) is dropped.
import { device } from './currentDevice';
import type { Unsubscribe } from './platform';

/** The pause state a host drives and the game listens to. */
export interface Lifecycle {
  /** The host paused the game (hidden, backgrounded, native game_pause). */
  pause(): void;
  /** The host resumed the game. */
  resume(): void;
  onPause(listener: () => void): Unsubscribe;
  onResume(listener: () => void): Unsubscribe;
}

function emit(listeners: Set<() => void>): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('A platform lifecycle listener failed.', error);
    }
  }
}

/** Creates a running lifecycle; a throwing listener is logged and does not stop the others. */
export function createLifecycle(): Lifecycle {
  const paused = new Set<() => void>();
  const resumed = new Set<() => void>();
  let isPaused = false;
  const add = (set: Set<() => void>) => (listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    pause() {
      if (isPaused) return;
      isPaused = true;
      emit(paused);
    },
    resume() {
      if (!isPaused) return;
      isPaused = false;
      emit(resumed);
    },
    onPause: add(paused),
    onResume: add(resumed),
  };
}

/** The little of `document` adapters use: page visibility for pause and resume. */
export interface VisibilityDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** The device's page visibility where there is one. */
export function globalDocument(): VisibilityDocument | null {
  return device().visibility();
}

/** Pauses `lifecycle` when the page is hidden and resumes it when shown; `onHidden` runs first (flush saves). */
export function followVisibility(doc: VisibilityDocument | null, lifecycle: Lifecycle, onHidden?: () => void): void {
  doc?.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') {
      onHidden?.();
      lifecycle.pause();
    } else lifecycle.resume();
  });
}
