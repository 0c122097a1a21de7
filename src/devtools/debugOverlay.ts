// The physics overlay of the debug panel: board outlines by layer, pins, what covers each screw and the
// swing disc of hanging boards, redrawn each frame from the physics world's poses into one Graphics.
import { Container, Graphics, Text } from 'pixi.js';
import { screwId } from '../core/buildLevel';
import { shapeOutline, type Point } from '../core/geometry';
import { SCREW_RADIUS } from '../core/levelBounds';
import type { GameState, LevelSpec } from '../core/types';
import type { PhysicsWorld } from '../physics';

/** Outline colours by layer (group 1 first), repeating for deeper levels. */
export const LAYER_COLOURS: readonly number[] = [
  0x00e5ff, 0xffea00, 0xff4081, 0x76ff03, 0xb388ff, 0xff9100, 0x18ffff, 0xf50057, 0xc6ff00, 0x536dfe,
];
/** Head ring of a screw no board covers. */
export const FREE_COLOUR = 0x00e676;
/** Head ring of a covered screw, and its lines to the covering boards. */
export const COVERED_COLOUR = 0xff1744;
/** Pin crosses. */
export const PIN_COLOUR = 0xffffff;

/** Half the arm of a pin cross, design units. */
const PIN_ARM = 9;
/** Dash segments around a swing disc (every other one drawn). */
const DISC_SEGMENTS = 48;
const LABEL_SIZE = 26;

/** The colour of a layer's outlines and label. */
export function layerColour(group: number): number {
  const n = LAYER_COLOURS.length;
  return LAYER_COLOURS[(((group - 1) % n) + n) % n]!;
}

/** What the last update drew, for tests and a glance in the console. */
export interface OverlayStats {
  /** Board outlines (present boards). */
  outlines: number;
  /** Layer labels shown (one per outline). */
  labels: number;
  /** Pin crosses (screws still holding a present board). */
  pins: number;
  /** Screw head circles (screws still on a present board). */
  screws: number;
  /** Of those, the covered ones (drawn red). */
  covered: number;
  /** Lines from a covered screw to a covering board's centroid. */
  coverLinks: number;
  /** Swing discs of hanging boards. */
  discs: number;
}

/** The overlay: put `container` above the playfield's layers (design units, same frame as the boards). */
export interface DebugOverlay {
  container: Container;
  /** Redraws from the world's current poses; a no-op while disabled. */
  update(world: PhysicsWorld, rules: GameState, level: LevelSpec): void;
  /** Shows and draws (true) or hides and clears (false); enabled from the start. */
  setEnabled(on: boolean): void;
  readonly enabled: boolean;
  /** What the last update drew (all zero after a disable). */
  stats(): OverlayStats;
  destroy(): void;
}

/** A board's outline in its own frame, with what the overlay needs of it. */
interface BoardShape {
  outline: Point[];
  /** Area centroid of the outline, own frame. */
  centroid: Point;
  group: number;
  /** Hole positions, own frame, by screw id. */
  holes: Map<string, Point>;
}

/** Options of {@link createDebugOverlay}. */
export interface DebugOverlayOptions {
  /** Screw head radius, design units (the variant's `screwRadius`). */
  screwRadius?: number;
}

/** Area centroid of a simple polygon (vertex average when it has no area). */
function polygonCentroid(pts: readonly Point[]): Point {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % pts.length]!;
    const cross = p.x * q.y - q.x * p.y;
    a += cross;
    cx += (p.x + q.x) * cross;
    cy += (p.y + q.y) * cross;
  }
  if (Math.abs(a) < 1e-9) {
    const n = Math.max(1, pts.length);
    return { x: pts.reduce((s, p) => s + p.x, 0) / n, y: pts.reduce((s, p) => s + p.y, 0) / n };
  }
  return { x: cx / (3 * a), y: cy / (3 * a) };
}

/** Farthest outline point from a point of the board's own frame: the radius a board swings through. */
export function swingRadius(outline: readonly Point[], pin: Point): number {
  let r = 0;
  for (const p of outline) r = Math.max(r, Math.hypot(p.x - pin.x, p.y - pin.y));
  return r;
}

const zeroStats = (): OverlayStats => ({
  outlines: 0,
  labels: 0,
  pins: 0,
  screws: 0,
  covered: 0,
  coverLinks: 0,
  discs: 0,
});

/** Builds the overlay; its Graphics and label Texts are reused every frame. */
export function createDebugOverlay(options: DebugOverlayOptions = {}): DebugOverlay {
  const screwRadius = options.screwRadius ?? SCREW_RADIUS;
  const container = new Container({ label: 'debug-overlay' });
  // A drawing aid only: taps go through to the playfield.
  container.eventMode = 'none';
  const g = new Graphics();
  const labelLayer = new Container({ label: 'debug-labels' });
  container.addChild(g, labelLayer);
  /** Label Texts, grown to the most boards seen and reused; hidden when not needed. */
  const labels: Text[] = [];
  /** The fill each label was last given. */
  const labelColours: number[] = [];
  let enabled = true;
  let last = zeroStats();
  // Outlines in each board's frame, built once per level.
  let shapesFor: LevelSpec | null = null;
  const shapes = new Map<string, BoardShape>();
  // Scratch points, so the per-frame maths allocates nothing of its own.
  const a: Point = { x: 0, y: 0 };

  const shapesOf = (level: LevelSpec): Map<string, BoardShape> => {
    if (shapesFor === level) return shapes;
    shapes.clear();
    for (const b of level.boards) {
      const outline = shapeOutline(b.shape);
      const holes = new Map<string, Point>();
      b.holes.forEach((h, i) => holes.set(screwId(b.id, i), { x: h.x, y: h.y }));
      shapes.set(b.id, { outline, centroid: polygonCentroid(outline), group: b.group, holes });
    }
    shapesFor = level;
    return shapes;
  };

  const label = (i: number): Text => {
    let t = labels[i];
    if (!t) {
      t = new Text({
        text: '',
        style: {
          fontFamily: 'monospace',
          fontSize: LABEL_SIZE,
          fontWeight: '700',
          fill: 0xffffff,
          stroke: { color: 0x000000, width: 4 },
        },
      });
      t.anchor.set(0.5);
      labels.push(t);
      labelLayer.addChild(t);
    }
    return t;
  };

  const hideLabelsFrom = (n: number): void => {
    for (let i = n; i < labels.length; i++) labels[i]!.visible = false;
  };

  /** Moves a local point by a pose into the scratch point. */
  const place = (p: Point, pose: { x: number; y: number; angle: number }, out: Point): Point => {
    const c = Math.cos(pose.angle);
    const s = Math.sin(pose.angle);
    out.x = pose.x + p.x * c - p.y * s;
    out.y = pose.y + p.x * s + p.y * c;
    return out;
  };

  const dashedCircle = (x: number, y: number, r: number, colour: number): void => {
    for (let i = 0; i < DISC_SEGMENTS; i += 2) {
      const t0 = (i / DISC_SEGMENTS) * Math.PI * 2;
      const t1 = ((i + 1) / DISC_SEGMENTS) * Math.PI * 2;
      g.moveTo(x + Math.cos(t0) * r, y + Math.sin(t0) * r).lineTo(x + Math.cos(t1) * r, y + Math.sin(t1) * r);
    }
    g.stroke({ color: colour, width: 2, alpha: 0.55 });
  };

  const update = (world: PhysicsWorld, rules: GameState, level: LevelSpec): void => {
    // Off, or destroyed along with the playfield it was added to.
    if (!enabled || container.destroyed) return;
    const stats = zeroStats();
    const byBoard = shapesOf(level);
    g.clear();

    // Outlines, swing discs and layer labels, lowest layer first.
    for (const spec of level.boards) {
      const shape = byBoard.get(spec.id);
      const pose = world.boardPose(spec.id);
      if (!shape || !pose) continue;
      const colour = layerColour(shape.group);
      for (let i = 0; i < shape.outline.length; i++) {
        place(shape.outline[i]!, pose, a);
        if (i === 0) g.moveTo(a.x, a.y);
        else g.lineTo(a.x, a.y);
      }
      g.closePath().fill({ color: colour, alpha: 0.08 }).stroke({ color: colour, width: 3, alpha: 0.95 });
      stats.outlines++;

      if (world.boardMode(spec.id) === 'hanging') {
        const pinId = rules.boards[spec.id]?.pins[0];
        const hole = pinId !== undefined ? shape.holes.get(pinId) : undefined;
        if (hole) {
          place(hole, pose, a);
          dashedCircle(a.x, a.y, swingRadius(shape.outline, hole), colour);
          stats.discs++;
        }
      }

      place(shape.centroid, pose, a);
      const t = label(stats.labels);
      // Setting text or style makes Pixi redraw the label's texture: only when they change.
      const text = String(shape.group);
      if (t.text !== text) t.text = text;
      if (labelColours[stats.labels] !== colour) {
        t.style.fill = colour;
        labelColours[stats.labels] = colour;
      }
      t.position.set(a.x, a.y);
      t.visible = true;
      stats.labels++;
    }
    hideLabelsFrom(stats.labels);

    // Screws on boards: free green, covered red with a line to each covering board's centroid.
    for (const spec of level.boards) {
      const shape = byBoard.get(spec.id);
      if (!shape) continue;
      for (const id of shape.holes.keys()) {
        if (rules.screws[id]?.place.kind !== 'board') continue;
        const at = world.screwPosition(id);
        if (!at) continue;
        const covering = world.coveringBoards(id);
        const colour = covering.length > 0 ? COVERED_COLOUR : FREE_COLOUR;
        for (const boardId of covering) {
          const other = byBoard.get(boardId);
          const pose = world.boardPose(boardId);
          if (!other || !pose) continue;
          place(other.centroid, pose, a);
          g.moveTo(at.x, at.y).lineTo(a.x, a.y);
          stats.coverLinks++;
        }
        if (covering.length > 0) g.stroke({ color: COVERED_COLOUR, width: 2, alpha: 0.8 });
        g.circle(at.x, at.y, screwRadius).stroke({ color: colour, width: 4 });
        stats.screws++;
        if (covering.length > 0) stats.covered++;
      }
    }

    // Pins (screws the rules say still hold a board) as crosses, all in one stroke.
    for (const spec of level.boards) {
      const board = rules.boards[spec.id];
      const mode = world.boardMode(spec.id);
      if (!board || (mode !== 'fixed' && mode !== 'hanging')) continue;
      for (const pinId of board.pins) {
        const at = world.screwPosition(pinId);
        if (!at) continue;
        g.moveTo(at.x - PIN_ARM, at.y - PIN_ARM)
          .lineTo(at.x + PIN_ARM, at.y + PIN_ARM)
          .moveTo(at.x - PIN_ARM, at.y + PIN_ARM)
          .lineTo(at.x + PIN_ARM, at.y - PIN_ARM);
        stats.pins++;
      }
    }
    if (stats.pins > 0) g.stroke({ color: PIN_COLOUR, width: 3 });
    last = stats;
  };

  return {
    container,
    update,
    setEnabled(on) {
      enabled = on;
      container.visible = on;
      if (!on && !container.destroyed) {
        g.clear();
        hideLabelsFrom(0);
        last = zeroStats();
      }
    },
    get enabled() {
      return enabled;
    },
    stats: () => ({ ...last }),
    destroy() {
      enabled = false;
      shapes.clear();
      shapesFor = null;
      labels.length = 0;
      labelColours.length = 0;
      container.destroy({ children: true, context: true });
    },
  };
}
