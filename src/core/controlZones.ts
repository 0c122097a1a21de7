// Where the in-game controls sit, in the scene's 750x1334 design units, so that no screw or board is laid
// within reach of one. The HUD, the skill bar and the board prompt are layers the canvas draws over the scene
// (src/ui/canvas: hudLook.ts, skillBarLook.ts, skillPromptLook.ts) and read their sizes from the tables below;
// the box row and the tray are drawn by the scene from the variant's layout (src/scene/draw/layoutMath.ts).
//
// Two frames meet here. The layers live in the stage's design box, which is the 750x1334 design plus the
// controls band below it (src/ui/fitStage.ts). The scene draws in the 750x1334 design moved down by the notch
// shift on tall windows (0 or 50 units). So a control fixed to the bottom of the design box sits up to the
// notch shift higher over the boards than its layout says, and the rectangles below take that worst case.
import type { Point } from './geometry';
import { boardOutlines, screwPositions, type CoverLayout } from './coverModel';
import { SCREW_RADIUS } from './levelBounds';
import { HUD_BAR, SKILL_BAR, SKILL_PROMPT, type StageLayout } from './stageLayout';

export { HUD_BAR, SKILL_BAR, SKILL_PROMPT, STAGE_LAYOUT, type StageLayout } from './stageLayout';

/** How far every screw head and board outline keeps from a control, in design units. */
export const CONTROL_CLEARANCE = 12;

/** The parts of a stage layout the control rectangles are made from. */
export type ControlLayout = Pick<StageLayout, 'width' | 'height' | 'controlsBand' | 'notchShift' | 'boxRow' | 'tray'>;

/** An axis-aligned rectangle in scene design units (y down). */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A control's rectangle, named for messages. */
export interface ControlRect extends Rect {
  name: string;
}

/** How many boxes and tray slots a level shows; the most the level format allows when not given. */
export interface ControlCounts {
  boxPositions?: number;
  traySlots?: number;
}

/** The x of the centre of item `i` of `n` centred at `spacing` apart on a design `width` wide. */
function centredX(i: number, n: number, spacing: number, width: number): number {
  return width / 2 + (i - (n - 1) / 2) * spacing;
}

/** The rectangle spanning `n` items of `size` centred `spacing` apart at height `y`. */
function rowRect(
  name: string,
  n: number,
  spacing: number,
  w: number,
  h: number,
  y: number,
  width: number,
): ControlRect {
  const first = centredX(0, n, spacing, width);
  const last = centredX(n - 1, n, spacing, width);
  return { name, x0: first - w / 2, y0: y - h / 2, x1: last + w / 2, y1: y + h / 2 };
}

/**
 * The rectangles of the in-game controls in the scene's design units: the HUD bar, the box row and the tray
 * (as many boxes and slots as the level shows, by default the most the format allows: 5 and 7), each skill
 * button with its badge, and the board-picking banner. Bottom controls are placed as on a tall window, where
 * the scene moves down by the notch shift under them.
 */
export function controlRects(layout: ControlLayout, counts: ControlCounts = {}): ControlRect[] {
  const { width, height, controlsBand, notchShift } = layout;
  const boxes = Math.max(1, counts.boxPositions ?? 5);
  const slots = Math.max(1, counts.traySlots ?? 7);
  const stageBottom = height + controlsBand - notchShift;
  const rects: ControlRect[] = [
    { name: 'hud', x0: HUD_BAR.side, y0: 0, x1: width - HUD_BAR.side, y1: HUD_BAR.top + HUD_BAR.height },
    rowRect('box row', boxes, layout.boxRow.spacing, layout.boxRow.width, layout.boxRow.height, layout.boxRow.y, width),
    rowRect('tray', slots, layout.tray.spacing, layout.tray.slot, layout.tray.slot, layout.tray.y, width),
  ];
  const buttonTop = stageBottom - SKILL_BAR.bottom - SKILL_BAR.button;
  for (let i = 0; i < SKILL_BAR.count; i++) {
    const x = centredX(i, SKILL_BAR.count, SKILL_BAR.button + SKILL_BAR.gap, width);
    rects.push({
      name: `skill ${i}`,
      x0: x - SKILL_BAR.button / 2,
      y0: buttonTop,
      x1: x + SKILL_BAR.button / 2,
      y1: buttonTop + SKILL_BAR.button + SKILL_BAR.badgeGap + SKILL_BAR.badgeHeight,
    });
  }
  rects.push({
    name: 'skill prompt',
    x0: SKILL_PROMPT.side,
    y0: stageBottom - SKILL_PROMPT.bottom - SKILL_PROMPT.height,
    x1: width - SKILL_PROMPT.side,
    y1: stageBottom - SKILL_PROMPT.bottom,
  });
  return rects;
}

/** The four corners of a rectangle, clockwise on screen. */
function cornersOf(r: Rect): Point[] {
  return [
    { x: r.x0, y: r.y0 },
    { x: r.x1, y: r.y0 },
    { x: r.x1, y: r.y1 },
    { x: r.x0, y: r.y1 },
  ];
}

/** Distance from a point to a rectangle (0 inside). */
export function pointRectDistance(p: Point, r: Rect): number {
  const dx = Math.max(r.x0 - p.x, 0, p.x - r.x1);
  const dy = Math.max(r.y0 - p.y, 0, p.y - r.y1);
  return Math.hypot(dx, dy);
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

/** True when the convex polygons overlap (no separating edge normal). */
function convexOverlap(a: readonly Point[], b: readonly Point[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      const nx = -(q.y - p.y);
      const ny = q.x - p.x;
      if (nx === 0 && ny === 0) continue;
      let maxA = -Infinity;
      let minA = Infinity;
      let maxB = -Infinity;
      let minB = Infinity;
      for (const r of a) {
        const d = r.x * nx + r.y * ny;
        maxA = Math.max(maxA, d);
        minA = Math.min(minA, d);
      }
      for (const r of b) {
        const d = r.x * nx + r.y * ny;
        maxB = Math.max(maxB, d);
        minB = Math.min(minB, d);
      }
      if (maxA < minB || maxB < minA) return false;
    }
  }
  return true;
}

/** Distance from a convex outline to a rectangle (0 when they overlap). */
export function outlineRectDistance(outline: readonly Point[], r: Rect): number {
  const corners = cornersOf(r);
  if (convexOverlap(outline, corners)) return 0;
  let best = Infinity;
  for (const p of outline) best = Math.min(best, pointRectDistance(p, r));
  for (const c of corners) {
    for (let i = 0; i < outline.length; i++)
      best = Math.min(best, segmentDistance(c, outline[i]!, outline[(i + 1) % outline.length]!));
  }
  return best;
}

/** A screw head or board outline too close to a control. */
export interface ControlClash {
  control: string;
  /** 'board <id>' or 'screw <id>'. */
  item: string;
  /** Its distance from the control's rectangle (0: under it). */
  distance: number;
}

/**
 * Every board outline and screw head of a level (at rest, as laid out) that comes within `clearance` of a
 * control; empty when the level keeps clear of them all.
 */
export function controlClashes(
  level: CoverLayout,
  layout: ControlLayout,
  counts: ControlCounts = {},
  clearance = CONTROL_CLEARANCE,
): ControlClash[] {
  const rects = controlRects(layout, counts);
  const out: ControlClash[] = [];
  for (const [id, outline] of boardOutlines(level)) {
    for (const r of rects) {
      const d = outlineRectDistance(outline, r);
      if (d < clearance) out.push({ control: r.name, item: `board ${id}`, distance: d });
    }
  }
  for (const [id, p] of screwPositions(level)) {
    for (const r of rects) {
      const d = Math.max(0, pointRectDistance(p, r) - SCREW_RADIUS);
      if (d < clearance) out.push({ control: r.name, item: `screw ${id}`, distance: d });
    }
  }
  return out;
}
