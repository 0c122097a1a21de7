// The candy game's look (variant B): biscuit boards, wrapped sweets, plates and the holding plate, as a
// drawing theme (draw/drawTheme.ts). Loaded on demand by variant B's start-up and registered there.
import { createCandyBackgroundGraphic } from './candyBackground';
import { createCandyBoardGraphic } from './candyBoard';
import {
  createEmptyPlateGraphic,
  createHoldingSlotGraphic,
  createLockedPlateGraphic,
  createPlateGraphic,
} from './candyPlate';
import { createCandyGraphic, createCandyShadow } from './candySweet';
import { createHintGlowGraphic } from './drawHintGlow';
import type { DrawTheme } from './drawTheme';

/** The candy game's look (variant B): biscuit boards, wrapped sweets, plates and the holding plate. */
export const candyTheme: DrawTheme = {
  id: 'candy',
  createBackgroundGraphic: createCandyBackgroundGraphic,
  createBoardGraphic: createCandyBoardGraphic,
  createScrewGraphic: createCandyGraphic,
  createScrewShadow: createCandyShadow,
  createBoxGraphic: createPlateGraphic,
  createLockedBoxGraphic: createLockedPlateGraphic,
  createEmptyBoxGraphic: createEmptyPlateGraphic,
  createTraySlotGraphic: createHoldingSlotGraphic,
  // A golden ring reads on pink as it does on blue: the glow is shared.
  createHintGlowGraphic,
};
