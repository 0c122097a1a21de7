// The stage layout and the sizes of the in-game controls, in design units: plain numbers with no imports, so
// that the variants and the UI read them without pulling the level geometry into the first download. The
// rectangles the level checks make of them are in src/core/controlZones.ts.

/**
 * The layout of the stage in design units (units of the 750x1334 portrait design): both variants use it
 * (src/variants), the scene draws the box row and the tray from it, the DOM layers fit it to the window.
 */
export interface StageLayout {
  width: number;
  height: number;
  /** Aspect (height / width) above which the top of the layout shifts down. */
  notchAspect: number;
  notchShift: number;
  boxRow: { y: number; spacing: number; width: number; height: number };
  tray: { y: number; spacing: number; slot: number };
  /** Where boards live; boards below `bottom` + margin are destroyed. */
  playArea: { top: number; bottom: number };
  /**
   * Design units below the 1334 design for the skill buttons, so that they never cover a board: the
   * stage fits `height + controlsBand` into the window.
   */
  controlsBand: number;
}

/** The stage layout of both variants (seven tray slots fit the 750 design at this spacing). */
export const STAGE_LAYOUT: StageLayout = {
  width: 750,
  height: 1334,
  notchAspect: 1.9,
  notchShift: 50,
  boxRow: { y: 240, spacing: 146, width: 132, height: 104 },
  tray: { y: 392, spacing: 92, slot: 76 },
  playArea: { top: 460, bottom: 1334 },
  controlsBand: 150,
};

/** The HUD bar across the top (pause, hint, level and timer, score and coins), from the top of the layout. */
export const HUD_BAR = { side: 24, top: 14, height: 136 } as const;

/**
 * The skill bar: round buttons in a centred row at the bottom of the stage, `bottom` above the stage's
 * lower edge, each with a price badge `badgeHeight` high placed `badgeGap` below its icon (in a browser it
 * overlaps the button's lower edge; the control rectangle takes button height + gap + badge as the most it
 * can reach).
 */
export const SKILL_BAR = { count: 3, button: 120, gap: 64, bottom: 40, badgeGap: 4, badgeHeight: 44 } as const;

/** The banner that takes the skill bar's place while the player picks a board to break (its cancel button). */
export const SKILL_PROMPT = { side: 40, bottom: 46, height: 108 } as const;
