// The physics layer as a chunk of its own (issue 15, initial JS): matter-js is about a quarter of what the page
// used to load before its menu, and the menu never simulates anything. The chunk is fetched once the menu is up
// (runtime.ts's `started`) and, at the latest, with the first level's file (gameProvided.ts's level loader),
// so the scene builds its world synchronously as before.
import type * as Physics from './index';
import { errorMessage } from '../core/errorMessage';

export type PhysicsModule = typeof Physics;

let loaded: PhysicsModule | null = null;
let loading: Promise<PhysicsModule> | null = null;

/** Loads the physics chunk once; a failed load (a dropped connection) is tried again on the next call. */
export function loadPhysics(): Promise<PhysicsModule> {
  loading ??= import('./index').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw new Error(`The game's physics could not be loaded: ${errorMessage(error)}`, { cause: error });
    },
  );
  return loading;
}

/** The physics module, once `loadPhysics` has resolved; throws a clear message before that. */
export function physicsModule(): PhysicsModule {
  if (!loaded) throw new Error('The physics module is not loaded yet: await loadPhysics() before building a level');
  return loaded;
}
