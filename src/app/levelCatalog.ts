// The shipped level files of each variant, fetched on demand as separate chunks (not in the initial bundle).
import type { VariantConfig } from '../variants/types';

const screwFiles = import.meta.glob<unknown>('../../assets/levels/level-*.json', { import: 'default' });
// Variant B's levels in the shared format, converted from its level files (scripts/levels/variantLevels.ts).
const candyFiles = import.meta.glob<unknown>('../../assets/levels-candy/built/level-*.json', { import: 'default' });

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
}

const catalogs: Record<VariantConfig['id'], Map<number, () => Promise<unknown>>> = {
  screw: byNumber(screwFiles),
  candy: byNumber(candyFiles),
};

/** The level catalogue of a variant. */
export function levelCatalogOf(id: VariantConfig['id']): LevelCatalog {
  const files = catalogs[id];
  return {
    count: files.size,
    load: async (n) => {
      const load = files.get(n);
      if (!load) throw new Error(`there is no level file number ${n}`);
      return load();
    },
  };
}
