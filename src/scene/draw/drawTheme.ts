// The drawing themes of the playfield: one object of builders per look, with the signatures the scene
// already calls, so that the scene picks a whole look from `variant.theme` instead of testing the variant.
// The screw look is built in; the candy look (draw/candyTheme.ts) is a chunk of its own that variant B's
// start-up loads and registers, so variant A never fetches it. Every builder draws once; nothing here
// runs per frame.
import type { PlayfieldConfig, ThemeId } from '../../core/config';
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

const themes: Partial<Record<ThemeId, DrawTheme>> = { screw: screwTheme };

/** Makes a loaded look available to {@link drawThemeOf} (variant B's start-up registers the candy look). */
export function registerDrawTheme(theme: DrawTheme): void {
  themes[theme.id] = theme;
}

/**
 * The look a variant asks for (`variant.theme`); the screw look when it names none. A look that was never
 * registered falls back to the screw look with a warning, so the level still plays.
 */
export function drawThemeOf(variant: Pick<PlayfieldConfig, 'theme'>): DrawTheme {
  const id = variant.theme ?? 'screw';
  const theme = themes[id];
  if (theme) return theme;
  console.warn(`The ${id} drawings are not loaded; drawing the screw look.`);
  return screwTheme;
}
