// Whether the player can see and play the page: one answer from every signal a browser or host gives.
// The page is away while any reason holds: hidden (visibilitychange), frozen (the Page Lifecycle API's
// freeze and resume, which a phone applies to a background tab), put in the back/forward cache
// (pagehide, pageshow), or paused by the host (native game_pause, a mini-game's onHide, a portal's
// pause). Focus loss alone is not away: the page is still in view (a desktop player clicking another
// window, a phone's notification shade) and the game goes on, as players of the genre expect.
import type { Unsubscribe } from './platform';

export type AwayReason = 'hidden' | 'frozen' | 'cached' | 'host';

/** The little of `document` presence listens to. */
export interface PresenceDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange' | 'freeze' | 'resume', listener: () => void): void;
}

/** The little of `window` presence listens to (the back/forward cache). */
export interface PresenceWindow {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void;
}

/** The little of a platform presence listens to: its host's pause and resume. */
export interface PresenceHost {
  onPause(listener: () => void): Unsubscribe;
  onResume(listener: () => void): Unsubscribe;
}

export interface PagePresence {
  /** True while any reason holds. */
  away(): boolean;
  reasons(): readonly AwayReason[];
  /** Called with the new state each time the page goes away or comes back (not on a second reason). */
  onChange(listener: (away: boolean) => void): Unsubscribe;
}

/** Follows the page and the host; every listener hears each change once, in order. */
export function watchPresence(
  doc: PresenceDocument | null,
  win: PresenceWindow | null,
  host: PresenceHost | null,
): PagePresence {
  const held = new Set<AwayReason>();
  const listeners = new Set<(away: boolean) => void>();
  const set = (reason: AwayReason, on: boolean) => {
    const before = held.size > 0;
    if (on) held.add(reason);
    else held.delete(reason);
    const now = held.size > 0;
    if (now === before) return;
    for (const listener of [...listeners]) {
      try {
        listener(now);
      } catch (error) {
        console.error('A page presence listener failed.', error);
      }
    }
  };
  if (doc) {
    if (doc.visibilityState === 'hidden') held.add('hidden');
    doc.addEventListener('visibilitychange', () => set('hidden', doc.visibilityState === 'hidden'));
    doc.addEventListener('freeze', () => set('frozen', true));
    doc.addEventListener('resume', () => set('frozen', false));
  }
  // PageTransitionEvent.persisted: the page enters (pagehide) or leaves (pageshow) the back/forward cache.
  const persisted = (event: Event) => (event as Event & { persisted?: boolean }).persisted === true;
  win?.addEventListener('pagehide', (event) => {
    if (persisted(event)) set('cached', true);
  });
  win?.addEventListener('pageshow', (event) => {
    // Back from the back/forward cache: whatever froze the page is over.
    if (persisted(event)) {
      set('frozen', false);
      set('cached', false);
    }
  });
  host?.onPause(() => set('host', true));
  host?.onResume(() => set('host', false));
  return {
    away: () => held.size > 0,
    reasons: () => [...held],
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
