// Variant B's shipped level files, in the shared format converted from its own (scripts/levels/variantLevels.ts):
// their loaders are part of variant B's start-up chunk (candyRuntime.ts), which variant A never fetches, so the page's
// first load lists only variant A's files (levelCatalog.ts).
export const CANDY_LEVEL_FILES = import.meta.glob<unknown>('../../assets/levels-candy/built/level-*.json', {
  import: 'default',
});
