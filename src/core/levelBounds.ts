// The bounds a level file is held to (docs/levels.md), apart from the validation that reads them (levelSchema.ts):
// the saves, the variants and the challenge scores read these constants at start, while the validation is loaded
// with the level's rules (loadLevelRules.ts).

/** Screw head radius in design units; a hole must sit this far inside its board's outline. */
export const SCREW_RADIUS = 24;

/** The portrait design every level is laid out in (design units). */
export const DESIGN_SIZE = { width: 750, height: 1334 } as const;

/**
 * The bounds of a level file. Poses may lie one design size beyond the design on each side (a board
 * may start partly off screen); sizes, radii and board-frame offsets are at most the design's longer
 * side; angles are degrees within one turn either way.
 */
export const LEVEL_BOUNDS = {
  /** Pose x: one design width either side of the design. */
  x: { min: -DESIGN_SIZE.width, max: 2 * DESIGN_SIZE.width },
  /** Pose y: one design height above and below the design. */
  y: { min: -DESIGN_SIZE.height, max: 2 * DESIGN_SIZE.height },
  /** Board-frame offsets (holes, polygon points): within the longer design side of the board's origin. */
  offset: DESIGN_SIZE.height,
  /** Lengths, widths and heights: 1 to the longer design side. */
  size: { min: 1, max: DESIGN_SIZE.height },
  /** Radii (discs, rounded corners): up to half the longer design side. */
  radius: DESIGN_SIZE.height / 2,
  /** Rotation in degrees. */
  angle: 360,
  /** Layers (board groups): at most one per board. */
  layer: 60,
  /** Colour indexes: the palette of both variants has 7 colours. */
  colours: 7,
  /** Countdown in seconds: at most an hour. */
  countdown: 3600,
  /** Characters of a level or board id. */
  idLength: 64,
  /** Characters of a level name. */
  nameLength: 100,
  /** Boards of a level. */
  boards: 60,
  /** Screws (holes) of a level, all boards together; one board holds at most this many too. */
  screws: 300,
  /** Points of a polygon outline. */
  polygonPoints: 32,
  /** Entries of the box queue (at most one box per screw). */
  queue: 300,
  /** Box positions, and tray slots. */
  positions: 5,
  slots: 7,
  /** A level number (variant B's levelId), and the highest level a save keeps. */
  levelNumber: 100_000,
  /** Values in the whole file (keys of no meaning included), and how deeply they nest. */
  values: 100_000,
  depth: 16,
} as const;
