// The physics layer: a matter-js world built from a level and a rule state (see world.ts).
export { createPhysicsWorld, DESTROY_MARGIN } from './world';
export type { BoardMode, PhysicsWorld, PhysicsWorldOptions, Pose } from './world';
export { COVER_MARGIN } from './coverQuery';
