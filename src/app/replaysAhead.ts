// Replayed levels made one ahead. Past the last level file the game plays a random earlier one coloured afresh
// (spec 4, replayLevel.ts), and colouring proves each attempt with the solver: from a few milliseconds to 16 s a
// level on the 2-core test machine (2026-11-28), longer on a phone, spent on the loading screen between two levels.
// So while game level g is played, the level maker's worker colours g + 1 and the next level opens at once; the
// same game level is the same puzzle however it was made. Made ahead only in the worker: where there is none the
// work would freeze the level being played, so there a level is made when it is asked for, as before.
import type { LevelSpec } from '../core/types';

/** Makes the replay of a game level; `ahead`: nobody waits for it (the worker only). */
export type MakeReplay = (gameLevel: number, ahead: boolean) => Promise<LevelSpec>;

/** The replays of a session, each made once and kept until a later level is asked for. */
export interface ReplaysAhead {
  /** The replay of `gameLevel`, made now or already made ahead; then the next one is begun ahead. */
  level(gameLevel: number): Promise<LevelSpec>;
  /** Begins the replay of `gameLevel` ahead (the last level file is being played: the first replay follows it). */
  ahead(gameLevel: number): void;
}

/** Replays made one ahead through `make`; see the file's header. */
export function replaysAhead(make: MakeReplay): ReplaysAhead {
  const made = new Map<number, Promise<LevelSpec>>();
  const begin = (gameLevel: number, ahead: boolean): Promise<LevelSpec> => {
    const known = made.get(gameLevel);
    if (known) return known;
    const making = make(gameLevel, ahead);
    made.set(gameLevel, making);
    // A level that could not be made (ahead with no worker, a failed order) is made again when asked for.
    making.catch(() => {
      if (made.get(gameLevel) === making) made.delete(gameLevel);
    });
    return making;
  };
  return {
    level(gameLevel) {
      for (const kept of made.keys()) if (kept < gameLevel) made.delete(kept);
      const known = made.get(gameLevel);
      // One begun ahead that fails after all (the worker lost on the way) is made now, as any level asked for.
      const making = known
        ? known.catch(() => {
            made.delete(gameLevel);
            return begin(gameLevel, false);
          })
        : begin(gameLevel, false);
      if (known) made.set(gameLevel, making);
      // The next level is begun ahead and not returned: a chain that adopted it would reject, unhandled (a page
      // error), when it fails ahead; `begin` keeps that failure for the level's turn.
      making.then(
        () => void begin(gameLevel + 1, true),
        () => {},
      );
      return making;
    },
    ahead(gameLevel) {
      void begin(gameLevel, true);
    },
  };
}
