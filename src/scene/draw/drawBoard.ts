// A wooden board in its physics outline: drop shadow, visible thickness, bevelled face with grain, and holes.
import { Container, Graphics } from 'pixi.js';
import { shapeOutline, type Point } from '../../core/geometry';
import { mulberry32 } from '../../core/random';
import type { BoardSpec } from '../../core/types';
import { strokeArc } from './graphicsUtil';
import { shade, woodTone } from './palette';
import { bounds, clipPolylineToConvex, flat, hashString, insetConvex, rotate } from './shapeMath';

/** How a board is drawn. */
export interface BoardDrawOptions {
  /** The highest group of the level: lower groups are drawn in darker wood. */
  groups: number;
  /** Screw head radius in design units (variant screwRadius). */
  screwRadius: number;
  /** Hole radius as a share of the screw radius (default 0.75). */
  holeScale?: number;
}

/** Where a board's drop shadow falls in the world, design units (light from the top left). */
export const BOARD_SHADOW_OFFSET: Point = { x: 7, y: 14 };
/** The visible thickness of a board, drawn straight down in the world. */
export const BOARD_THICKNESS = 7;

const GRAIN_SPACING = 13;
const EDGE_DARK = 0.5;

/** A board's display object: the container's origin is the shape origin, so a physics pose applies directly. */
export class BoardGraphic extends Container {
  /** The drop shadow, kept falling down-right whatever the board's rotation. */
  readonly shadow: Graphics;
  /** The edge of the board seen under its face, kept straight down whatever the board's rotation. */
  readonly side: Graphics;
  /** The face: wood, grain, bevel and holes. */
  readonly face: Graphics;

  constructor(shadow: Graphics, side: Graphics, face: Graphics, label: string) {
    super({ label });
    this.shadow = shadow;
    this.side = side;
    this.face = face;
    this.addChild(shadow, side, face);
    this.setPose(0, 0, 0);
  }

  /** Moves the board to a physics pose (angle in radians) and keeps shadow and thickness pointing down the screen. */
  setPose(x: number, y: number, rotation: number): void {
    this.position.set(x, y);
    this.rotation = rotation;
    const s = rotate(BOARD_SHADOW_OFFSET, -rotation);
    this.shadow.position.set(s.x, s.y);
    const t = rotate({ x: 0, y: BOARD_THICKNESS }, -rotation);
    this.side.position.set(t.x, t.y);
  }
}

function translate(points: Point[], dx: number, dy: number): Point[] {
  return points.map((p) => ({ x: p.x + dx, y: p.y + dy }));
}

/** Wavy grain lines along the long axis of the board, clipped to `area`. */
function drawGrain(g: Graphics, outline: Point[], area: Point[], wood: number, rand: () => number): void {
  if (area.length < 3) return;
  const b = bounds(outline);
  const alongX = b.maxX - b.minX >= b.maxY - b.minY;
  const [lo, hi] = alongX ? [b.minY, b.maxY] : [b.minX, b.maxX];
  const [from, to] = alongX ? [b.minX, b.maxX] : [b.minY, b.maxY];
  const phase = rand() * Math.PI * 2;
  for (let c = lo + GRAIN_SPACING * (0.5 + rand() * 0.5); c < hi; c += GRAIN_SPACING * (0.75 + rand() * 0.5)) {
    const amp = 1 + rand() * 2.2;
    const freq = (Math.PI * 2) / (90 + rand() * 120);
    const line: Point[] = [];
    for (let u = from; u <= to + 4; u += 4) {
      const v = c + Math.sin(u * freq + phase + c * 0.05) * amp;
      line.push(alongX ? { x: u, y: v } : { x: v, y: u });
    }
    const light = rand() < 0.3;
    const style = light
      ? { width: 3, color: shade(wood, 1.14), alpha: 0.7, cap: 'round' as const }
      : { width: 1.8, color: shade(wood, 0.74), alpha: 0.6, cap: 'round' as const };
    for (const run of clipPolylineToConvex(line, area)) {
      g.moveTo(run[0]!.x, run[0]!.y);
      for (let i = 1; i < run.length; i++) g.lineTo(run[i]!.x, run[i]!.y);
      g.stroke(style);
    }
  }
}

/** A countersunk hole in the board's face, centred on (x, y). */
function drawHole(g: Graphics, x: number, y: number, r: number, wood: number): void {
  g.circle(x, y, r + 3.5).fill({ color: shade(wood, 0.72) });
  g.circle(x, y, r + 3.5).stroke({ width: 1.5, color: shade(wood, 0.55), alpha: 0.6, alignment: 1 });
  g.circle(x, y, r).fill({ color: 0x24160b });
  g.circle(x + r * 0.1, y + r * 0.18, r * 0.8).fill({ color: 0x3b2614 });
  strokeArc(g, x, y, r + 1.8, Math.PI * 0.05, Math.PI * 0.7, {
    width: 1.8,
    color: shade(wood, 1.25),
    alpha: 0.7,
    cap: 'round',
  });
}

/** Builds a board once; set its pose with `setPose` (or position/rotation) from the physics body. */
export function createBoardGraphic(board: BoardSpec, opts: BoardDrawOptions): BoardGraphic {
  const outline = shapeOutline(board.shape);
  const pts = flat(outline);
  const wood = woodTone(board.group, opts.groups);
  const rand = mulberry32(hashString(board.id));

  const shadow = new Graphics({ label: 'shadow' })
    .poly(pts)
    .fill({ color: 0x000000, alpha: 0.25 })
    .poly(pts)
    .stroke({ width: 6, color: 0x000000, alpha: 0.08, alignment: 0 });

  const side = new Graphics({ label: 'side' })
    .poly(pts)
    .fill({ color: shade(wood, 0.48) })
    .poly(pts)
    .stroke({ width: 2, color: shade(wood, 0.32), alignment: 1 });

  const face = new Graphics({ label: 'face' });
  face.poly(pts).fill({ color: shade(wood, 0.8) });
  const bevel = insetConvex(outline, 3);
  if (bevel.length >= 3) face.poly(flat(translate(bevel, -1.2, -1.5))).fill({ color: shade(wood, 1.16) });
  const top = insetConvex(outline, 5);
  if (top.length >= 3) face.poly(flat(translate(top, 0.3, 0.4))).fill({ color: wood });
  drawGrain(face, outline, insetConvex(outline, 7), wood, rand);
  face.poly(pts).stroke({ width: 2.2, color: shade(wood, EDGE_DARK), alignment: 1 });

  const hr = opts.screwRadius * (opts.holeScale ?? 0.75);
  for (const h of board.holes) drawHole(face, h.x, h.y, hr, wood);

  return new BoardGraphic(shadow, side, face, `board-${board.id}`);
}
