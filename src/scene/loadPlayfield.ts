// The playfield as a chunk of its own (issue 13, initial JS): the level's drawings, flights, box row and tray, with the
// variant's look (variant B's sweets and plates are a chunk of their own beside it). The menu draws none of them. The
// chunk is fetched once the menu is up (runtime.ts's `started`) and, at the latest, with the first level's file
// (runtime.ts's `prepareScene`), so the scene builds a level synchronously as before.
import type * as PlayfieldChunk from './playfield';
import type { ThemeId } from '../core/config';
import { lazyModule } from '../core/lazyModule';

export type PlayfieldModule = typeof PlayfieldChunk;

/** The look the page's variant asked for (one variant a page). */
let look: ThemeId = 'screw';

const playfield = lazyModule<PlayfieldModule>(
  () =>
    Promise.all([import('./playfield'), look === 'candy' ? import('./draw/candyTheme') : null]).then(
      ([module, candy]) => {
        if (candy) module.registerDrawTheme(candy.candyTheme);
        return module;
      },
    ),
  {
    failed: "The game's boards could not be loaded",
    notYet: 'The playfield is not loaded yet: await loadPlayfield() before building a level',
  },
);

/**
 * Loads the playfield chunk once, with the look `theme` names registered (variant B's candy look is a chunk of its
 * own, so variant A never fetches it); a failed load (a dropped connection) is tried again on the next call.
 */
export function loadPlayfield(theme: ThemeId = 'screw'): Promise<PlayfieldModule> {
  look = theme;
  return playfield.load();
}

/** The playfield module, once `loadPlayfield` has resolved; throws a clear message before that. */
export const playfieldModule: () => PlayfieldModule = playfield.get;
