// Every layer of the game in drawing order (the registry App draws): play, menu, level, top.
import { LEVEL_LAYERS } from './levelLayers';
import { MENU_LAYERS } from './menuLayers';
import { PLAY_LAYERS } from './playLayers';
import type { AnyLayerEntry } from './registry';
import { TOP_LAYERS } from './topLayers';

export { LayerSlot, type FramePanels, type LayerEnv } from './registry';

/** The layers, bottom to top. */
export const LAYERS: readonly AnyLayerEntry[] = [...PLAY_LAYERS, ...MENU_LAYERS, ...LEVEL_LAYERS, ...TOP_LAYERS];

/** The layers Pixi draws in the canvas, bottom to top. */
export const CANVAS_LAYERS = LAYERS.filter((entry) => entry.surface === 'canvas');

/** The DOM layers over the canvas, bottom to top. */
export const DOM_LAYERS = LAYERS.filter((entry) => entry.surface !== 'canvas');
