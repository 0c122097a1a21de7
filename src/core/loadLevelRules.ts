// The level's rules as a chunk of their own (issue 13, initial JS): the menu never plays a level, so the rules, the
// level file's validation and its geometry leave the page's first load. The game's chart loads them before it reads
// a level's file (machines/gameLevel.ts), the app as soon as the menu is up and with the first level's file
// (runtime.ts), so they are in before anything plays; every reader then reads them synchronously.
import type * as LevelRules from './levelRules';
import { lazyModule } from './lazyModule';

export type LevelRulesModule = typeof LevelRules;

const rules = lazyModule<LevelRulesModule>(() => import('./levelRules'), {
  failed: "The game's rules could not be loaded",
  notYet: "The level's rules are not loaded yet: await loadLevelRules() before a level is read or played",
});

/** Loads the rules' chunk once; a failed load (a dropped connection) is tried again on the next call. */
export const loadLevelRules: () => Promise<LevelRulesModule> = rules.load;

/** The level's rules, once `loadLevelRules` has resolved; throws a clear message before that. */
export const levelRules: () => LevelRulesModule = rules.get;
