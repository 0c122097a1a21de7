// Variant B's boards: biscuit slabs in their physics outline with pastel icing, sprinkles and chocolate cups
// for the sweets. The same BoardGraphic (drop shadow, visible thickness, face) as the wooden boards, so the
// scene poses and caches both alike.
import { Graphics } from 'pixi.js';
import { pointInConvex, shapeOutline, type Point } from '../../core/geometry';
import { mulberry32 } from '../../core/random';
import type { BoardSpec } from '../../core/types';
import { BoardGraphic, type BoardDrawOptions } from './drawBoard';
import { strokeArc } from './graphicsUtil';
import { mix, shade } from './palette';
import { bounds, flat, hashString, insetConvex } from './shapeMath';

/** The baked biscuit under the icing, and the deep bake lower layers lean towards. */
export const BISCUIT = 0xe8b878;
const BISCUIT_DEEP = 0x9a6238;

/** Icing colours of the layers, from the bottom layer up (repeating). */
export const ICINGS: readonly number[] = [0xf9b4cf, 0xb8e8d4, 0xfff0a6, 0xd9c6f4, 0xffcfae, 0xbfe2f6];

/** Sprinkle colours (one sprinkle stroke per colour). */
const SPRINKLES: readonly number[] = [0xffffff, 0xff5d8f, 0x4fc3f7, 0xffd54f, 0x81c784, 0xba68c8];

/** Sprinkles per unit of icing area, and the most one board gets. */
const SPRINKLE_DENSITY = 1 / 2200;
const MAX_SPRINKLES = 36;

/**
 * The icing of a layer: its colour, darker for lower layers of a tall stack so that layers read apart (as
 * woodTone does for wood). `group` counts from 1 (bottom) to `groups` (top).
 */
export function icingTone(group: number, groups: number): number {
  const top = Math.max(1, groups);
  const depth = top <= 1 ? 0 : Math.max(0, Math.min(1, (top - group) / (top - 1)));
  const base = ICINGS[(((group - 1) % ICINGS.length) + ICINGS.length) % ICINGS.length]!;
  return mix(base, BISCUIT_DEEP, 0.22 * depth);
}

/** The biscuit of a layer, darker for lower layers. */
export function biscuitTone(group: number, groups: number): number {
  const top = Math.max(1, groups);
  const depth = top <= 1 ? 0 : Math.max(0, Math.min(1, (top - group) / (top - 1)));
  return mix(BISCUIT, BISCUIT_DEEP, 0.45 * depth);
}

/** Little round drips of icing along every edge of the icing, so its edge looks poured, not cut. */
function drawDrips(g: Graphics, icing: Point[], color: number, rand: () => number): void {
  for (let i = 0; i < icing.length; i++) {
    const a = icing[i]!;
    const b = icing[(i + 1) % icing.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 14) continue;
    const n = Math.floor(len / 26);
    for (let k = 0; k < n; k++) {
      const t = (k + 0.3 + rand() * 0.4) / Math.max(1, n);
      g.circle(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, 3 + rand() * 2.5);
    }
  }
  g.fill({ color });
}

/** Sprinkles scattered over the icing, clear of the holes. */
function drawSprinkles(g: Graphics, area: Point[], holes: Point[], clear: number, rand: () => number): void {
  if (area.length < 3) return;
  const b = bounds(area);
  let areaSize = 0;
  for (let i = 0; i < area.length; i++) {
    const p = area[i]!;
    const q = area[(i + 1) % area.length]!;
    areaSize += p.x * q.y - q.x * p.y;
  }
  const count = Math.min(MAX_SPRINKLES, Math.round((Math.abs(areaSize) / 2) * SPRINKLE_DENSITY));
  const byColour = SPRINKLES.map(() => [] as [Point, Point][]);
  for (let placed = 0, tries = 0; placed < count && tries < count * 12; tries++) {
    const p = { x: b.minX + rand() * (b.maxX - b.minX), y: b.minY + rand() * (b.maxY - b.minY) };
    if (!pointInConvex(p, area) || holes.some((h) => Math.hypot(h.x - p.x, h.y - p.y) < clear)) continue;
    const a = rand() * Math.PI;
    const d = { x: Math.cos(a) * 3.5, y: Math.sin(a) * 3.5 };
    byColour[Math.floor(rand() * SPRINKLES.length)]!.push([
      { x: p.x - d.x, y: p.y - d.y },
      { x: p.x + d.x, y: p.y + d.y },
    ]);
    placed += 1;
  }
  byColour.forEach((lines, i) => {
    if (lines.length === 0) return;
    for (const [p, q] of lines) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
    g.stroke({ width: 3, color: SPRINKLES[i]!, alpha: 0.9, cap: 'round' });
  });
}

/** A chocolate cup in the icing, centred on (x, y), that a sweet sits in. */
function drawCup(g: Graphics, x: number, y: number, r: number, icing: number): void {
  g.circle(x, y, r + 4).fill({ color: shade(icing, 0.78) });
  g.circle(x, y, r + 1.5).fill({ color: 0x8a4f2a });
  g.circle(x, y, r).fill({ color: 0x3d2214 });
  g.circle(x + r * 0.1, y + r * 0.18, r * 0.78).fill({ color: 0x52301c });
  strokeArc(g, x, y, r + 2.6, Math.PI * 0.05, Math.PI * 0.7, {
    width: 1.8,
    color: 0xffffff,
    alpha: 0.6,
    cap: 'round',
  });
}

/** Builds a candy board once; set its pose with `setPose` from the physics body (as for wooden boards). */
export function createCandyBoardGraphic(board: BoardSpec, opts: BoardDrawOptions): BoardGraphic {
  const outline = shapeOutline(board.shape);
  const pts = flat(outline);
  const icing = icingTone(board.group, opts.groups);
  const biscuit = biscuitTone(board.group, opts.groups);
  const rand = mulberry32(hashString(`candy-${board.id}`));

  const shadow = new Graphics({ label: 'shadow' })
    .poly(pts)
    .fill({ color: 0x5a2a3a, alpha: 0.22 })
    .poly(pts)
    .stroke({ width: 6, color: 0x5a2a3a, alpha: 0.07, alignment: 0 });

  // The sponge seen under the face: a darker bake with a cream line through it.
  const side = new Graphics({ label: 'side' })
    .poly(pts)
    .fill({ color: shade(biscuit, 0.62) })
    .poly(pts)
    .stroke({ width: 2.5, color: 0xfff3e0, alpha: 0.55, alignment: 0.5 })
    .poly(pts)
    .stroke({ width: 1.5, color: shade(biscuit, 0.42), alignment: 1 });

  const face = new Graphics({ label: 'face' });
  // The biscuit, lit along its top-left edge.
  face.poly(pts).fill({ color: shade(biscuit, 0.86) });
  const lit = insetConvex(outline, 2.5);
  if (lit.length >= 3) face.poly(flat(lit.map((p) => ({ x: p.x - 1, y: p.y - 1.2 })))).fill({ color: biscuit });
  // The icing, poured a little inside the biscuit's edge, with drips along its edge and a sheen.
  const iced = insetConvex(outline, 8);
  if (iced.length >= 3) {
    face.poly(flat(iced.map((p) => ({ x: p.x + 0.8, y: p.y + 1.6 })))).fill({ color: shade(icing, 0.82) });
    face.poly(flat(iced)).fill({ color: icing });
    drawDrips(face, iced, icing, rand);
    const sheen = insetConvex(outline, 14);
    if (sheen.length >= 3)
      face.poly(flat(sheen.map((p) => ({ x: p.x - 2, y: p.y - 2.5 })))).fill({ color: 0xffffff, alpha: 0.16 });
  }
  const hr = opts.screwRadius * (opts.holeScale ?? 0.75);
  drawSprinkles(face, insetConvex(outline, 14), board.holes, hr + 12, rand);
  face.poly(pts).stroke({ width: 2, color: shade(biscuit, 0.5), alignment: 1 });
  for (const h of board.holes) drawCup(face, h.x, h.y, hr, icing);

  return new BoardGraphic(shadow, side, face, `board-${board.id}`);
}
