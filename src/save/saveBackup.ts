// Save records that survive being unreadable: every write of a save record also keeps it as the last good
// copy under a backup key; a read whose record is not JSON of an object (corrupt text, wrong shape) takes
// the backup instead and writes it back. Only when both copies fail does the game start afresh, and it
// says so. One helper for both variants' saves (variant A's save and gameData, variant B's one save).
import { backupKeyOf, unreadableKeyOf } from './saveKeys';
import type { KeyValueStore } from '../platform/storage';

/** The toast when neither the save nor its backup could be read (spec 5: one toast at a time). */
export const SAVE_TIPS = {
  unreadable: 'Your saved progress could not be read. A new game has started.',
} as const;

/** True when a stored text is a save record: JSON of an object (not an array, a number, a string or null). */
export function isReadableRecord(raw: string | null): raw is string {
  if (raw === null) return false;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Where a read found its record: the main copy, the backup, nothing stored (a new player), or nothing readable. */
export type SaveReadSource = 'main' | 'backup' | 'none' | 'lost';

/**
 * Reads the record under `key`: the main copy when it is readable (and makes sure the backup holds it),
 * else the backup, written back as the main copy. A main copy that could not be read is set aside under
 * its unreadable key, never deleted. Null (the save's defaults) when no copy is readable.
 */
export function readBackedUp(store: KeyValueStore, key: string): { raw: string | null; source: SaveReadSource } {
  const main = store.get(key);
  const backupKey = backupKeyOf(key);
  const backup = store.get(backupKey);
  if (isReadableRecord(main)) {
    // A save written before backups existed gets its backup now.
    if (backup !== main) store.set(backupKey, main);
    return { raw: main, source: 'main' };
  }
  if (main !== null) store.set(unreadableKeyOf(key), main);
  if (isReadableRecord(backup)) {
    store.set(key, backup);
    return { raw: backup, source: 'backup' };
  }
  return { raw: null, source: main === null && backup === null ? 'none' : 'lost' };
}

/** Writes the record under `key` and, when it is a readable record, as the last good copy too. */
export function writeBackedUp(store: KeyValueStore, key: string, text: string): boolean {
  const saved = store.set(key, text);
  if (isReadableRecord(text)) store.set(backupKeyOf(key), text);
  return saved;
}

/**
 * The store the saves go through: the records under `keys` are read and written with their backups
 * (above); every other key passes straight through. `onLost(key)` is told once per key when neither copy
 * of a record could be read (the app tells the player); a restore from the backup is only logged.
 */
export function withSaveBackups(
  store: KeyValueStore,
  keys: readonly string[],
  onLost: (key: string) => void = () => {},
): KeyValueStore {
  const backedUp = new Set(keys);
  const reported = new Set<string>();
  return {
    get(key) {
      if (!backedUp.has(key)) return store.get(key);
      const read = readBackedUp(store, key);
      if (read.source === 'backup') console.warn(`The save ${key} could not be read; restored from its backup.`);
      if (read.source === 'lost' && !reported.has(key)) {
        reported.add(key);
        onLost(key);
      }
      return read.raw;
    },
    set(key, value) {
      return backedUp.has(key) ? writeBackedUp(store, key, value) : store.set(key, value);
    },
  };
}
