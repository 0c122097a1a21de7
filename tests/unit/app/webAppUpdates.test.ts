// The web app's service worker as the game sees it: where it is registered, and the update bar's state as a
// new version waits, is put away, comes again and takes over; the hourly asks for a new version.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createWebAppUpdates,
  shouldRegister,
  startWebAppUpdates,
  UPDATE_CHECK_MS,
  updateCheckDue,
  type RegisterOptions,
  type UpdatePage,
  webAppUpdates,
} from '../../../src/app/webAppUpdates';

afterEach(() => vi.restoreAllMocks());

/** A fake `registerSW`: keeps the callbacks it is given and records each updateSW call. */
function fakeRegister() {
  let options: RegisterOptions = {};
  const updates: (boolean | undefined)[] = [];
  let result: Promise<void> = Promise.resolve();
  return {
    register: vi.fn((given: RegisterOptions) => {
      options = given;
      return (reloadPage?: boolean) => {
        updates.push(reloadPage);
        return result;
      };
    }),
    options: () => options,
    updates,
    failNext: (error: Error) => {
      result = Promise.reject(error);
    },
  };
}

/** A page whose clock, visibility and timer the test moves. */
function fakePage() {
  let now = 1_000;
  const visible: (() => void)[] = [];
  const timers: { ms: number; listener: () => void }[] = [];
  const page: UpdatePage = {
    now: () => now,
    onVisible: (listener) => visible.push(listener),
    every: (ms, listener) => timers.push({ ms, listener }),
  };
  return {
    page,
    timers,
    advance: (ms: number) => {
      now += ms;
    },
    comeBack: () => visible.forEach((listener) => listener()),
    tick: () => timers.forEach((t) => t.listener()),
  };
}

describe('where the service worker is registered', () => {
  const web = { production: true, host: null, serviceWorkers: true } as const;

  it('only in the production plain web build, in a browser with service workers', () => {
    expect(shouldRegister(web)).toBe(true);
    expect(shouldRegister({ ...web, production: false })).toBe(false);
    expect(shouldRegister({ ...web, host: 'instant' })).toBe(false);
    expect(shouldRegister({ ...web, serviceWorkers: false })).toBe(false);
  });

  it('not in the unit tests (no production build): start-up registers nothing', async () => {
    expect(import.meta.env.PROD).toBe(false);
    const connect = vi.spyOn(webAppUpdates, 'connect');
    await startWebAppUpdates();
    expect(connect).not.toHaveBeenCalled();
  });

  it('in the production web build it registers through virtual:pwa-register', async () => {
    const connect = vi.spyOn(webAppUpdates, 'connect').mockImplementation(() => {});
    await startWebAppUpdates(web);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect.mock.calls[0]![0]).toBeTypeOf('function');
  });
});

describe('the update bar', () => {
  it('is down until a new version waits, then up; Reload lets it take over with updateSW(true)', () => {
    const sw = fakeRegister();
    const store = createWebAppUpdates();
    const seen = vi.fn();
    store.subscribe(seen);
    store.connect(sw.register, fakePage().page);
    expect(sw.register).toHaveBeenCalledTimes(1);
    expect(store.bar()).toBeNull();
    sw.options().onNeedRefresh?.();
    expect(store.bar()).toEqual({ reloading: false });
    expect(seen).toHaveBeenCalledTimes(1);
    store.reload();
    expect(sw.updates).toEqual([true]);
    expect(store.bar()).toEqual({ reloading: true });
    // A second tap while the new version takes over asks nothing more.
    store.reload();
    expect(sw.updates).toEqual([true]);
  });

  it('keeps one state object between changes (useSyncExternalStore)', () => {
    const sw = fakeRegister();
    const store = createWebAppUpdates();
    store.connect(sw.register, fakePage().page);
    sw.options().onNeedRefresh?.();
    expect(store.bar()).toBe(store.bar());
  });

  it('put away, it stays away until a newer version waits', () => {
    const sw = fakeRegister();
    const store = createWebAppUpdates();
    store.connect(sw.register, fakePage().page);
    sw.options().onNeedRefresh?.();
    store.dismiss();
    expect(store.bar()).toBeNull();
    store.reload();
    expect(sw.updates).toEqual([]);
    sw.options().onNeedRefresh?.();
    expect(store.bar()).toEqual({ reloading: false });
  });

  it('comes back to Reload when the new version could not take over', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sw = fakeRegister();
    const store = createWebAppUpdates();
    store.connect(sw.register, fakePage().page);
    sw.options().onNeedRefresh?.();
    sw.failNext(new Error('gone'));
    store.reload();
    expect(store.bar()).toEqual({ reloading: true });
    await vi.waitFor(() => expect(store.bar()).toEqual({ reloading: false }));
  });

  it('does nothing before it is connected', () => {
    const store = createWebAppUpdates();
    store.reload();
    store.dismiss();
    expect(store.bar()).toBeNull();
  });

  it('a registration error is told, not thrown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sw = fakeRegister();
    createWebAppUpdates().connect(sw.register, fakePage().page);
    sw.options().onRegisterError?.(new Error('blocked'));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('asking for a new version', () => {
  it('is due an hour after the last ask', () => {
    expect(updateCheckDue(UPDATE_CHECK_MS, 0)).toBe(true);
    expect(updateCheckDue(UPDATE_CHECK_MS - 1, 0)).toBe(false);
    expect(UPDATE_CHECK_MS).toBe(3_600_000);
  });

  it('happens hourly and when the page comes back to the front, at most once an hour; offline is quiet', async () => {
    const sw = fakeRegister();
    const clock = fakePage();
    const store = createWebAppUpdates();
    store.connect(sw.register, clock.page);
    const update = vi.fn(() => Promise.resolve());
    sw.options().onRegisteredSW?.('./sw.js', { update } as unknown as ServiceWorkerRegistration);
    expect(clock.timers.map((t) => t.ms)).toEqual([UPDATE_CHECK_MS]);
    clock.comeBack();
    expect(update).not.toHaveBeenCalled();
    clock.advance(UPDATE_CHECK_MS);
    clock.comeBack();
    expect(update).toHaveBeenCalledTimes(1);
    clock.tick();
    expect(update).toHaveBeenCalledTimes(1);
    clock.advance(UPDATE_CHECK_MS);
    update.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    clock.tick();
    expect(update).toHaveBeenCalledTimes(2);
    await Promise.resolve();
  });

  it('not without a registration', () => {
    const sw = fakeRegister();
    const clock = fakePage();
    createWebAppUpdates().connect(sw.register, clock.page);
    sw.options().onRegisteredSW?.('./sw.js', undefined);
    expect(clock.timers).toEqual([]);
  });
});
