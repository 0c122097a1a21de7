// The shipped level files of each variant, fetched on demand as separate chunks (not in the initial bundle). Variant
// B's list of files comes with its start-up chunk (candyLevelFiles.ts), so the page's first load lists only A's.
import type { VariantConfig } from '../variants/types';

const screwFiles = import.meta.glob<unknown>('../../assets/levels/level-*.json', { import: 'default' });
// Variant A's big levels (99 to 201 screws, scripts/levels/bigLevels.ts): outside the ladder.
const bigScrewFiles = import.meta.glob<unknown>('../../assets/levels-big/level-*.json', { import: 'default' });

/** Level numbers to loaders, from the file names level-01.json … level-NN.json. */
function byNumber(files: Record<string, () => Promise<unknown>>): Map<number, () => Promise<unknown>> {
  return new Map(
    Object.entries(files).map(([path, load]) => [Number(/level-(\d+)\.json$/.exec(path)?.[1] ?? 0), load]),
  );
}

/** One variant's shipped levels: how many there are, and each file's JSON. */
export interface LevelCatalog {
  /** How many level files ship (the number of level files sets the maximum level, spec 3). */
  count: number;
  /** The JSON of level file `n`; rejects with a clear message when there is none. */
  load(n: number): Promise<unknown>;
  /** The variant's big levels (issue 15), outside the ladder: the debug panel's picker offers them. */
  big: { count: number; load(n: number): Promise<unknown> };
}

/** Each variant's files: variant B's list is fetched with its start-up chunk (candyRuntime.ts). */
const catalogs: Record<VariantConfig['id'], () => Promise<Map<number, () => Promise<unknown>>>> = {
  screw: () => Promise.resolve(byNumber(screwFiles)),
  candy: () => import('./candyRuntime').then((m) => byNumber(m.CANDY_LEVEL_FILES)),
};

const bigCatalogs: Record<VariantConfig['id'], Map<number, () => Promise<unknown>>> = {
  screw: byNumber(bigScrewFiles),
  candy: new Map(),
};

/** Loads file `n` of `files`, or rejects naming what is missing. */
function loaderOf(files: Map<number, () => Promise<unknown>>, what: string) {
  return async (n: number) => {
    const load = files.get(n);
    if (!load) throw new Error(`there is no ${what} number ${n}`);
    return load();
  };
}

/** The level catalogue of a variant (variant B's once its start-up chunk is in; rejects when it cannot be loaded). */
export async function levelCatalogOf(id: VariantConfig['id']): Promise<LevelCatalog> {
  const files = await catalogs[id]();
  const big = bigCatalogs[id];
  return {
    count: files.size,
    load: loaderOf(files, 'level file'),
    big: { count: big.size, load: loaderOf(big, 'big level file') },
  };
}
