// The drawing themes of the playfield: one object of builders per look, with the signatures the scene
// already calls, so that the scene picks a whole look from `variant.theme` instead of testing the variant.
// `screwTheme` is the screw game's builders as they are; `candyTheme` draws sweets, plates, the holding
// plate and biscuit boards (variant B). Every builder draws once; nothing here runs per frame.
import type { ThemeId, VariantConfig } from '../../variants/types';
import { createCandyBackgroundGraphic } from './candyBackground';
import { createCandyBoardGraphic } from './candyBoard';
import {
  createEmptyPlateGraphic,
  createHoldingSlotGraphic,
  createLockedPlateGraphic,
  createPlateGraphic,
} from './candyPlate';
import { createCandyGraphic, createCandyShadow } from './candySweet';
import { createBackgroundGraphic } from './drawBackground';
import { createBoardGraphic } from './drawBoard';
import { createBoxGraphic, createEmptyBoxGraphic, createLockedBoxGraphic } from './drawBox';
import { createHintGlowGraphic } from './drawHintGlow';
import { createScrewGraphic, createScrewShadow } from './drawScrew';
import { createTraySlotGraphic } from './drawTray';

/** A look of the playfield: every builder the scene uses, by the name of the screw game's builder. */
export interface DrawTheme {
  id: ThemeId;
  /** The table behind everything (sceneController). */
  createBackgroundGraphic: typeof createBackgroundGraphic;
  /** A board, posed by the physics (sceneController). */
  createBoardGraphic: typeof createBoardGraphic;
  /** A screw or sweet, baked into a texture per colour (screwTextures). */
  createScrewGraphic: typeof createScrewGraphic;
  /** Its shadow, baked with it (screwTextures). */
  createScrewShadow: typeof createScrewShadow;
  /** A box or plate of a colour; its drawing is the child labelled 'crate', shared per colour (boxRowView). */
  createBoxGraphic: typeof createBoxGraphic;
  /** A locked box or plate position (boxRowView). */
  createLockedBoxGraphic: typeof createLockedBoxGraphic;
  /** An empty box or plate position (boxRowView). */
  createEmptyBoxGraphic: typeof createEmptyBoxGraphic;
  /** A tray or holding-plate slot (trayView). */
  createTraySlotGraphic: typeof createTraySlotGraphic;
  /** The hint ring around a screw or sweet (hintGlow). */
  createHintGlowGraphic: typeof createHintGlowGraphic;
}

/** The screw game's look (variant A): wooden boards, screws, crates and the tray. */
export const screwTheme: DrawTheme = {
  id: 'screw',
  createBackgroundGraphic,
  createBoardGraphic,
  createScrewGraphic,
  createScrewShadow,
  createBoxGraphic,
  createLockedBoxGraphic,
  createEmptyBoxGraphic,
  createTraySlotGraphic,
  createHintGlowGraphic,
};

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

/** Every theme by id. */
export const drawThemes: Readonly<Record<ThemeId, DrawTheme>> = { screw: screwTheme, candy: candyTheme };

/** The look a variant asks for (`variant.theme`); the screw look when it names none. */
export function drawThemeOf(variant: Pick<VariantConfig, 'theme'>): DrawTheme {
  return drawThemes[variant.theme ?? 'screw'];
}
