// A module the build makes a chunk of its own (the physics, the playfield): loaded once however many ask, a failed
// load (a dropped connection) tried again on the next call, and read synchronously once it is in, with a clear message
// when something reads it before.
import { errorMessage } from './errorMessage';

export interface LazyModule<T> {
  /** Loads the module once; rejects with `failed` and the reason when it cannot (the next call tries again). */
  load(): Promise<T>;
  /** The module once `load` has resolved; throws `notYet` before that. */
  get(): T;
}

/** What a lazy module says when it cannot be loaded, and when it is read before it is in. */
export interface LazyModuleWords {
  /** 'The game's physics could not be loaded' (the reason follows). */
  failed: string;
  /** What the caller should have done: 'await loadPhysics() before building a level'. */
  notYet: string;
}

/** A module loaded by `load` on first demand (see {@link LazyModule}). */
export function lazyModule<T>(load: () => Promise<T>, words: LazyModuleWords): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw new Error(`${words.failed}: ${errorMessage(error)}`, { cause: error });
        },
      )),
    get: () => {
      if (loaded === null) throw new Error(words.notYet);
      return loaded;
    },
  };
}
