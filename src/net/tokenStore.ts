// Variant B's Authorization token (spec 6): kept in local storage with its expiry; a missing, corrupt or
// expired token is treated as absent. Storage errors never throw (the store is a safeStore).
import { browserStorage, safeStore, type KeyValueStore } from '../platform/storage';
import { TOKEN_STORAGE_KEY } from './config';

/** The stored record: the token and the moment it stops being valid, in epoch milliseconds. */
export interface StoredToken {
  token: string;
  expiresAt: number;
}

/** Reads and writes the token; every method is safe to call when storage is unavailable. */
export interface TokenStore {
  /** The token when one is stored and its expiry is after `now`, else null. */
  get(now?: number): string | null;
  /** The stored record as read (even if expired), or null when missing or corrupt. */
  read(): StoredToken | null;
  /** Stores a token valid until `expiresAt` (epoch ms); false when storage refused it (it is then kept in memory). */
  set(token: string, expiresAt: number): boolean;
  /** Forgets the token. */
  clear(): void;
}

/** Parses a stored record defensively: anything but `{ token: non-empty string, expiresAt: finite number }` is null. */
export function parseStoredToken(raw: string | null): StoredToken | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { token, expiresAt } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  return { token, expiresAt };
}

/** A token store over a key-value store and a clock (wall-clock time by default). */
export function createTokenStore(
  store: KeyValueStore,
  clock: () => number = Date.now,
  key: string = TOKEN_STORAGE_KEY,
): TokenStore {
  const read = (): StoredToken | null => {
    try {
      return parseStoredToken(store.get(key));
    } catch {
      return null;
    }
  };
  const write = (value: string): boolean => {
    try {
      return store.set(key, value);
    } catch {
      return false;
    }
  };
  return {
    get(now = clock()) {
      const stored = read();
      return stored && stored.expiresAt > now ? stored.token : null;
    },
    read,
    set(token, expiresAt) {
      return write(JSON.stringify({ token, expiresAt } satisfies StoredToken));
    },
    clear() {
      // KeyValueStore has no remove: an empty string reads back as absent.
      write('');
    },
  };
}

/** The token store of the browser's localStorage (in memory where it cannot be reached). */
export function browserTokenStore(clock: () => number = Date.now): TokenStore {
  return createTokenStore(safeStore(browserStorage()), clock);
}
