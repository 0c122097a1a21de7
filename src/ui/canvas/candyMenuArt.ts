// Variant B's own pictures before and on its menu: the logo scene, the hearts pill, the level path and the plates of
// sweets. A chunk of their own (src/app/layers/layerChunks.ts) that variant A never fetches; variant B loads it while
// its runtime starts (src/app/runtime.ts), so its logo and menu draw at once.
export { CandyPlates } from './candyPlates';
export { HeartsPill, heartsPillSize } from './HeartsPill';
export { LevelPath } from './LevelPath';
export { LogoLayer } from './LogoLayer';
