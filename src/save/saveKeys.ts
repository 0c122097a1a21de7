// Where the copies of a save record are kept beside it: a module of its own, without the parsers.

/** Where the last good copy of a save record is kept (written with every write of the record). */
export function backupKeyOf(key: string): string {
  return `${key}.backup`;
}

/** Where a record that could not be read is set aside: never read again, kept so that nothing is deleted. */
export function unreadableKeyOf(key: string): string {
  return `${key}.unreadable`;
}
