// Storage keys that more than one module names (the variant config and the save layer), written once.
// A module of its own, without the parsers, so that the config reads a key without loading them.

/** Variant B's one save record (spec 3, variant B). */
export const CANDY_SAVE_KEY = 'screw-puzzle.candy.v1';

/** Where the last good copy of a save record is kept (written with every write of the record). */
export function backupKeyOf(key: string): string {
  return `${key}.backup`;
}

/** Where a record that could not be read is set aside: never read again, kept so that nothing is deleted. */
export function unreadableKeyOf(key: string): string {
  return `${key}.unreadable`;
}
