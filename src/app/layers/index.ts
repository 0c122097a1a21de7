// Every layer of the game in drawing order (the registry App draws): play, menu, level, top.
import { LEVEL_LAYERS } from './levelLayers';
import { MENU_LAYERS } from './menuLayers';
import { PLAY_LAYERS } from './playLayers';
import type { AnyLayerEntry } from './registry';
import { TOP_LAYERS } from './topLayers';

export { LayerSlot, type FramePanels, type LayerEnv } from './registry';

/** The layers, bottom to top: each drawn by Pixi in the canvas (the debug panel mounts its own DOM root). */
export const LAYERS: readonly AnyLayerEntry[] = [...PLAY_LAYERS, ...MENU_LAYERS, ...LEVEL_LAYERS, ...TOP_LAYERS];
