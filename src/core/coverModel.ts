// The cautious static cover model: which boards of a higher layer could ever lie over a screw head,
// computed once from the level geometry, so that a screw the model calls free is free in the physics.
//
// Why it is cautious enough (src/physics, docs/levels.md):
// - A board held by two or more pins never moves (each pin is a stiff zero-length constraint), so
//   at rest it covers what its outline at the level-file pose overlaps.
// - A board held by one pin swings, and may be knocked about by boards of its own group, but every
//   point of it stays within the farthest outline point's distance from the pin: its swing disc.
//   The disc contains the outline at rest, so a board that starts hanging only ever covers more.
// - A board with no pin falls with a collision mask of nothing: it passes through every board and
//   is destroyed below the screen. It never lands on anything, so it never covers anything once it
//   has started to fall; players and the headless replay wait for the scene to settle before the
//   next tap, by which time it is gone.
// - Boards of different groups never collide, so nothing pushes a board of another layer over a
//   screw; only the three cases above exist.
// COVER_SLACK widens every test a little because circles and rounded corners are drawn as chords.
import { screwId } from './buildLevel';
import { circleOverlapsConvex, shapeOutline, toWorld, type Point } from './geometry';
import { SCREW_RADIUS } from './levelBounds';
import type { BoardPlace, GameState } from './types';

/** Extra design units of caution: outlines of circles and rounded corners are drawn as chords. */
export const COVER_SLACK = 1;

/** A board as the cover model needs it: layer, outline, pose and hole positions (colours not needed). */
export interface LayoutBoard extends BoardPlace {
  holes: readonly { x: number; y: number }[];
}

/** Anything with boards: a level file, or a level map without colours. */
export interface CoverLayout {
  boards: readonly LayoutBoard[];
}

/** One higher board that may cover a screw: at rest, and when it hangs on one of its own screws. */
export interface CoverEntry {
  board: number;
  /** True when the board at rest (two or more pins) overlaps the screw head. */
  atRest: boolean;
  /** Screws (global indexes) of that board whose swing disc reaches the screw head when it hangs there. */
  swingPins: number[];
}

/** The geometry of a layout as flat arrays, screws numbered board by board in file order. */
export interface CoverGeometry {
  ids: string[];
  index: Map<string, number>;
  boardOf: Int32Array;
  boardIds: string[];
  /** Layer of each board. */
  boardGroup: Int32Array;
  boardScrews: number[][];
  /** For each screw, the higher boards that could cover it. */
  cover: CoverEntry[][];
  /** For each board, the screws it could ever cover (at rest or swinging): when none is left it no longer matters. */
  targets: number[][];
  /** `cover` flattened for the search's inner loop: entries of screw s are coverStart[s]..coverStart[s + 1]. */
  flat: FlatCover;
}

/** The cover entries as typed arrays (same content as `CoverGeometry.cover`). */
export interface FlatCover {
  coverStart: Int32Array;
  entryBoard: Int32Array;
  entryAtRest: Uint8Array;
  /** Swing pins of each entry as a bit mask over the board's own holes (bit i: hole i). */
  swingMask: Int32Array;
  /** Each screw's bit in its board's masks (bit i for hole i). */
  pinBit: Int32Array;
}

/** Most holes a board may have: pin sets are 32-bit masks. */
export const MAX_HOLES_PER_BOARD = 31;

function flatten(cover: CoverEntry[][], boardScrews: number[][], boardOf: Int32Array): FlatCover {
  const pinBit = new Int32Array(boardOf.length);
  for (const screws of boardScrews) {
    if (screws.length > MAX_HOLES_PER_BOARD) throw new Error(`a board has more than ${MAX_HOLES_PER_BOARD} holes`);
    screws.forEach((s, i) => (pinBit[s] = 1 << i));
  }
  const coverStart = new Int32Array(cover.length + 1);
  const boards: number[] = [];
  const atRest: number[] = [];
  const masks: number[] = [];
  cover.forEach((entries, s) => {
    for (const e of entries) {
      boards.push(e.board);
      atRest.push(e.atRest ? 1 : 0);
      masks.push(e.swingPins.reduce((m, pin) => m | pinBit[pin]!, 0));
    }
    coverStart[s + 1] = boards.length;
  });
  return {
    coverStart,
    entryBoard: Int32Array.from(boards),
    entryAtRest: Uint8Array.from(atRest),
    swingMask: Int32Array.from(masks),
    pinBit,
  };
}

function poseOf(board: LayoutBoard): { x: number; y: number; angle: number } {
  return { x: board.x, y: board.y, angle: (board.angle * Math.PI) / 180 };
}

/** Where each screw head sits in the world (design units), by screw id. */
export function screwPositions(level: CoverLayout): Map<string, Point> {
  const out = new Map<string, Point>();
  for (const board of level.boards) {
    const pose = poseOf(board);
    board.holes.forEach((hole, i) => out.set(screwId(board.id, i), toWorld(hole, pose)));
  }
  return out;
}

/** The outline of each board at its starting pose, in world units, by board id. */
export function boardOutlines(level: CoverLayout): Map<string, Point[]> {
  const out = new Map<string, Point[]>();
  for (const board of level.boards) {
    const pose = poseOf(board);
    out.set(
      board.id,
      shapeOutline(board.shape).map((p) => toWorld(p, pose)),
    );
  }
  return out;
}

/** Compiled layouts, so that repeated questions about one level object stay cheap. */
const geometryCache = new WeakMap<CoverLayout, CoverGeometry>();

/** The cover geometry of a layout (cached per layout object; do not mutate a layout after asking). */
export function coverGeometry(level: CoverLayout): CoverGeometry {
  let g = geometryCache.get(level);
  if (!g) {
    g = compileGeometry(level);
    geometryCache.set(level, g);
  }
  return g;
}

function compileGeometry(level: CoverLayout): CoverGeometry {
  const ids: string[] = [];
  const boardOfList: number[] = [];
  const boardScrews: number[][] = [];
  const points: Point[] = [];
  const positions = screwPositions(level);
  const outlines = boardOutlines(level);
  level.boards.forEach((board, b) => {
    boardScrews.push([]);
    board.holes.forEach((_, i) => {
      const id = screwId(board.id, i);
      boardScrews[b]!.push(ids.length);
      ids.push(id);
      boardOfList.push(b);
      points.push(positions.get(id)!);
    });
  });
  // The swing radius of a board hanging on each of its screws: the farthest outline point from it.
  const swingRadius = ids.map((_, s) => {
    const outline = outlines.get(level.boards[boardOfList[s]!]!.id)!;
    const c = points[s]!;
    return Math.max(...outline.map((q) => Math.hypot(q.x - c.x, q.y - c.y)));
  });
  const reach = SCREW_RADIUS + COVER_SLACK;
  const targets: number[][] = level.boards.map(() => []);
  const cover: CoverEntry[][] = ids.map((_, s) => {
    const own = level.boards[boardOfList[s]!]!;
    const p = points[s]!;
    const entries: CoverEntry[] = [];
    level.boards.forEach((other, b) => {
      if (other.group <= own.group) return;
      const atRest = circleOverlapsConvex(p, reach, outlines.get(other.id)!);
      const swingPins = boardScrews[b]!.filter((pin) => {
        const c = points[pin]!;
        return Math.hypot(p.x - c.x, p.y - c.y) < swingRadius[pin]! + reach;
      });
      if (atRest || swingPins.length > 0) {
        entries.push({ board: b, atRest, swingPins });
        targets[b]!.push(s);
      }
    });
    return entries;
  });
  const boardOf = Int32Array.from(boardOfList);
  return {
    ids,
    index: new Map(ids.map((id, i) => [id, i])),
    boardOf,
    boardIds: level.boards.map((b) => b.id),
    boardGroup: Int32Array.from(level.boards.map((b) => b.group)),
    boardScrews,
    cover,
    targets,
    flat: flatten(cover, boardScrews, boardOf),
  };
}

/**
 * True when screw `s` is covered, given each board's pin count and, for a board on one pin, which
 * screw that pin is: at rest a board covers by its outline, hanging by its swing disc, fallen never.
 */
export function coveredBy(
  g: CoverGeometry,
  s: number,
  pinCount: ArrayLike<number>,
  lastPin: ArrayLike<number>,
): boolean {
  for (const e of g.cover[s]!) {
    const k = pinCount[e.board]!;
    if (k >= 2) {
      if (e.atRest) return true;
    } else if (k === 1 && e.swingPins.includes(lastPin[e.board]!)) return true;
  }
  return false;
}

/** The cautious static cover model of a level, asked about screws of a rule state. */
export interface CoverModel {
  /**
   * True while a board of a higher group that is still present could overlap the screw head: at
   * rest with two or more pins, anywhere in its swing disc with one, never once it has fallen.
   */
  covered(state: GameState, id: string): boolean;
  /** Ids of the boards of a higher group that could ever cover the screw (at rest or swinging). */
  coverers(id: string): string[];
}

/** Builds the cover model of a level (see `CoverModel`). */
export function coverModel(level: CoverLayout): CoverModel {
  const g = coverGeometry(level);
  return {
    covered(state, id) {
      const s = g.index.get(id);
      if (s === undefined) return false;
      return g.cover[s]!.some((e) => {
        const pins = state.boards[g.boardIds[e.board]!]?.pins ?? [];
        if (pins.length >= 2) return e.atRest;
        if (pins.length === 1) return e.swingPins.some((pin) => g.ids[pin] === pins[0]);
        return false;
      });
    },
    coverers(id) {
      const s = g.index.get(id);
      return s === undefined ? [] : g.cover[s]!.map((e) => g.boardIds[e.board]!);
    },
  };
}
