// A page as the Page Visibility, Page Lifecycle and back/forward cache documents describe it, and a host
// that pauses and resumes (for src/platform/pagePresence).
import type { PresenceHost } from '../../../../src/platform/pagePresence';

/** A document as the Page Visibility and Page Lifecycle APIs describe it: visibilityState and its events. */
export class FakePageDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  hide(): void {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
  show(): void {
    this.visibilityState = 'visible';
    this.dispatchEvent(new Event('visibilitychange'));
  }
  /** What Chrome does to a background tab: freeze (timers stop), later resume. */
  freeze(): void {
    this.dispatchEvent(new Event('freeze'));
  }
  resume(): void {
    this.dispatchEvent(new Event('resume'));
  }
}

/** A window: pagehide and pageshow carry `persisted` when the page enters or leaves the back/forward cache. */
export class FakePageWindow extends EventTarget {
  page(type: 'pagehide' | 'pageshow', persisted: boolean): void {
    this.dispatchEvent(Object.assign(new Event(type), { persisted }));
  }
  blur(): void {
    this.dispatchEvent(new Event('blur'));
  }
}

export function fakeHost(): PresenceHost & { pause(): void; resume(): void } {
  const paused = new Set<() => void>();
  const resumed = new Set<() => void>();
  return {
    onPause: (l) => (paused.add(l), () => void paused.delete(l)),
    onResume: (l) => (resumed.add(l), () => void resumed.delete(l)),
    pause: () => paused.forEach((l) => l()),
    resume: () => resumed.forEach((l) => l()),
  };
}
