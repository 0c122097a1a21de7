// A pop-up panel's frame: its measures and how it is painted in each skin (variant A's wood, variant B's cream and
// chocolate). Apart from the rest of the panels' look (panelLook.ts, which re-exports these), which only the layers
// drawn after loading read: the skin carries the paints from the start (ui/skin.tsx), and the host's ranking canvas
// is sized from the body's width before the rank layer has loaded (rankBoardLook.ts).

/** The panel's measures in design px (border-box 620 wide; the body is 508 inside the padding). */
export const PANEL = {
  width: 620,
  border: 8,
  radius: 60,
  padTop: 108,
  padSide: 48,
  padBottom: 52,
  /** Between the body's rows. */
  gap: 26,
  /** The inner rim drawn inside the border, and the highlight under its top. */
  innerRim: 10,
  shine: 14,
  /** The hard ledge under the panel. */
  ledge: 18,
} as const;

/** The body's width: 620 less the border and the side padding. */
export const BODY_WIDTH = PANEL.width - 2 * PANEL.border - 2 * PANEL.padSide;

/** How a panel is painted in a skin: its face, frame, inner rim, ledge, sprinkles or grain, and its words. */
export interface PanelPaint {
  top: number;
  bottom: number;
  border: number;
  innerRim: number;
  /** The white highlight under the inner rim's top. */
  shineAlpha: number;
  ledge: number;
  /** The soft shadow's colour. */
  shadow: number;
  /** The backdrop's radial gradient: its centre and edge colours with their alphas. */
  backdrop: { inner: number; innerAlpha: number; outer: number; outerAlpha: number };
  /** Wood grain (variant A) or sprinkles (variant B) over the face. */
  pattern: 'grain' | 'sprinkles';
  /** Body text (`.panel__text`) and notes (`.panel__note`, `.panel__hint`), with their alpha. */
  ink: number;
  note: { color: number; alpha: number };
}

/** Variant A's wooden panel. */
export const WOOD_PANEL: PanelPaint = {
  top: 0xffe3ad,
  bottom: 0xf6c477,
  border: 0x6c3511,
  innerRim: 0xf0ad5d,
  shineAlpha: 0.35,
  ledge: 0x4f2509,
  shadow: 0x1e0a00,
  backdrop: { inner: 0x3a1804, innerAlpha: 0.45, outer: 0x240c00, outerAlpha: 0.72 },
  pattern: 'grain',
  ink: 0x5b2d0c,
  note: { color: 0x5b2d0c, alpha: 0.75 },
};

/** Variant B's cream panel in a chocolate frame with a strawberry inner rim. */
export const CANDY_PANEL: PanelPaint = {
  top: 0xfffaf3,
  bottom: 0xffe4ef,
  border: 0x6e3418,
  innerRim: 0xffbfd9,
  shineAlpha: 0.55,
  ledge: 0x4a1d0c,
  shadow: 0x460a28,
  backdrop: { inner: 0x5c123a, innerAlpha: 0.45, outer: 0x340822, outerAlpha: 0.74 },
  pattern: 'sprinkles',
  ink: 0x5a2a14,
  note: { color: 0x6e3418, alpha: 0.78 },
};
