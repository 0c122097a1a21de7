// The shipped level files, fetched on demand as separate chunks (not in the initial bundle).
const files = import.meta.glob<unknown>('../../assets/levels/level-*.json', { import: 'default' });

/** Level numbers to loaders, from the file names level-01.json … level-NN.json. */
const byNumber = new Map<number, () => Promise<unknown>>(
  Object.entries(files).map(([path, load]) => [Number(/level-(\d+)\.json$/.exec(path)?.[1] ?? 0), load]),
);

/** How many level files ship. */
export const levelFileCount = byNumber.size;

/** The JSON of level file `n`; rejects with a clear message when there is none. */
export async function loadLevelFile(n: number): Promise<unknown> {
  const load = byNumber.get(n);
  if (!load) throw new Error(`there is no level file number ${n}`);
  return load();
}
