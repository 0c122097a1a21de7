// The installable web app's service worker, seen from the game: registered only in the production plain web build
// (never in dev, in the unit tests or in a host package), and the state of the update bar: a new version
// waits until the player taps Reload (the service worker takes over, then the page reloads) or puts the bar
// away. An open game also asks for a new version now and then (hourly, and when it comes back to the front).
import { device } from '../platform/currentDevice';
import type { PlatformName } from '../platform/platform';
import { builtForHost } from './hostPlatform';

/** The options of `registerSW` (virtual:pwa-register) that the game uses. */
export interface RegisterOptions {
  onNeedRefresh?: () => void;
  onOfflineReady?: () => void;
  onRegisteredSW?: (swUrl: string, registration: ServiceWorkerRegistration | undefined) => void;
  onRegisterError?: (error: unknown) => void;
}

/** `registerSW` of virtual:pwa-register: registers, and returns the call that lets a waiting version take over. */
export type RegisterSW = (options: RegisterOptions) => (reloadPage?: boolean) => Promise<void>;

/** Where the page runs, as far as registering goes. */
export interface RegistrationPlace {
  /** A production build (`vite build`), not the dev server or the unit tests. */
  production: boolean;
  /** The host package the build is for, null in the plain web build. */
  host: PlatformName | null;
  /** The browser has service workers (a secure context). */
  serviceWorkers: boolean;
}

/** True where the game registers its service worker: the production plain web build, in a browser that can. */
export function shouldRegister(place: RegistrationPlace): boolean {
  return place.production && place.host === null && place.serviceWorkers;
}

/** How long an open game waits between two asks for a new version. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** True when the last ask for a new version was at least UPDATE_CHECK_MS ago. */
export function updateCheckDue(now: number, lastCheck: number): boolean {
  return now - lastCheck >= UPDATE_CHECK_MS;
}

/** What the update bar shows: null when it is not up. */
export interface UpdateBarState {
  /** Reload was tapped: the new version is taking over and the page reloads. */
  reloading: boolean;
}

/** The page's clock and events the update checks use (the browser's by default; fakes in the tests). */
export interface UpdatePage {
  now(): number;
  /** Calls `listener` whenever the page comes back to the front. */
  onVisible(listener: () => void): void;
  /** Calls `listener` every `ms`. */
  every(ms: number, listener: () => void): void;
}

const browserPage = (): UpdatePage => ({
  now: () => device().timers.now(),
  onVisible: (listener) => {
    const page = device().visibility();
    page?.addEventListener('visibilitychange', () => {
      if (page.visibilityState === 'visible') listener();
    });
  },
  every: (ms, listener) => void device().timers.setInterval(listener, ms),
});

/** The service worker's updates and the bar's state, for React (`useSyncExternalStore`). */
export interface WebAppUpdates {
  subscribe(listener: () => void): () => void;
  /** The bar's state now (the same object until it changes), or null when it is not up. */
  bar(): UpdateBarState | null;
  /** Lets the waiting version take over; the page then reloads (updateSW(true)). */
  reload(): void;
  /** Puts the bar away until a newer version is waiting. */
  dismiss(): void;
  /** Registers the service worker through `register` and follows its updates. */
  connect(register: RegisterSW, page?: UpdatePage): void;
}

/** A store of the web app's updates, not yet registered (see {@link startWebAppUpdates}). */
export function createWebAppUpdates(): WebAppUpdates {
  const listeners = new Set<() => void>();
  let bar: UpdateBarState | null = null;
  let update: ((reloadPage?: boolean) => Promise<void>) | null = null;
  const set = (next: UpdateBarState | null) => {
    bar = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    bar: () => bar,
    reload() {
      if (!bar || bar.reloading || !update) return;
      set({ reloading: true });
      update(true).catch((error: unknown) => {
        console.warn('The new version could not take over.', error);
        set({ reloading: false });
      });
    },
    dismiss() {
      if (bar) set(null);
    },
    connect(register, page = browserPage()) {
      update = register({
        // A new version is installed and waits: the bar comes up (again, if an older one was put away).
        onNeedRefresh: () => set({ reloading: false }),
        onRegisteredSW: (_url, registration) => {
          if (!registration) return;
          let lastCheck = page.now();
          const check = () => {
            if (!updateCheckDue(page.now(), lastCheck)) return;
            lastCheck = page.now();
            // Offline, or the server is away: the next check tries again.
            registration.update().catch(() => {});
          };
          page.onVisible(check);
          page.every(UPDATE_CHECK_MS, check);
        },
        onRegisterError: (error) => console.warn('The service worker could not be registered.', error),
      });
    },
  };
}

/** The game's one store of updates (the update bar's layer reads it). */
export const webAppUpdates = createWebAppUpdates();

/** Registers the service worker where {@link shouldRegister} says so (called once at start-up). */
export async function startWebAppUpdates(
  place: RegistrationPlace = {
    production: import.meta.env.PROD,
    host: builtForHost(),
    serviceWorkers: device().serviceWorkers(),
  },
): Promise<void> {
  if (!shouldRegister(place)) return;
  // A chunk of its own (with workbox-window), fetched once the game is up.
  const { registerSW } = await import('virtual:pwa-register');
  webAppUpdates.connect(registerSW);
}
