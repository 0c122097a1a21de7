// Key-value storage that never throws: private mode, quota errors and missing localStorage leave the game playable.
import { device } from './currentDevice';
import type { DeviceStorage } from './device';

/** The little of Web Storage the game uses. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
}

/** Wraps a Storage-like object; a throwing read gives null, a throwing write gives false (and is logged once). */
export function safeStore(storage: Pick<Storage, 'getItem' | 'setItem'> | null | undefined): KeyValueStore {
  let warned = false;
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        return storage ? storage.getItem(key) : (memory.get(key) ?? null);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        if (!storage) return false;
        storage.setItem(key, value);
        return true;
      } catch (error) {
        if (!warned) console.warn('Saving is not possible here; progress is kept for this visit only.', error);
        warned = true;
        return false;
      }
    },
  };
}

/** The device's storage (the browser's localStorage) when it can be reached, else null. */
export function browserStorage(): DeviceStorage | null {
  return device().storage();
}

/** A store that forwards to another, set once the host has said where the game's records live. */
export interface SwitchableStore extends KeyValueStore {
  /** From now on reads and writes go to `next`. */
  use(next: KeyValueStore): void;
}

/** Forwards to `initial` until `use` names the store the game keeps. */
export function switchableStore(initial: KeyValueStore): SwitchableStore {
  let current = initial;
  return {
    get: (key) => current.get(key),
    set: (key, value) => current.set(key, value),
    use(next) {
      current = next;
    },
  };
}
