// The physics layer as a chunk of its own (issue 15, initial JS): matter-js is about a quarter of what the page
// used to load before its menu, and the menu never simulates anything. The chunk is fetched once the menu is up
// (runtime.ts's `started`) and, at the latest, with the first level's file (gameProvided.ts's level loader),
// so the scene builds its world synchronously as before.
import type * as Physics from './index';
import { lazyModule } from '../core/lazyModule';

export type PhysicsModule = typeof Physics;

const physics = lazyModule<PhysicsModule>(() => import('./index'), {
  failed: "The game's physics could not be loaded",
  notYet: 'The physics module is not loaded yet: await loadPhysics() before building a level',
});

/** Loads the physics chunk once; a failed load (a dropped connection) is tried again on the next call. */
export const loadPhysics: () => Promise<PhysicsModule> = physics.load;

/** The physics module, once `loadPhysics` has resolved; throws a clear message before that. */
export const physicsModule: () => PhysicsModule = physics.get;
