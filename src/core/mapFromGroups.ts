// Lays out a level map from screw counts per layer (the spec's groupData): boards of every layer on
// one triangular lattice of hole sites, lower layers first, higher layers placed over lower screws
// so that layers cover each other.
//
// Why a lattice: sites 68 units apart keep every pair of holes more than 60 apart, and a board
// outline drawn 28 units around its holes keeps every hole 26+ units inside its board; the row gap
// of the lattice (58.9) then leaves a screw on the next row at least 5 units clear of that outline,
// or well under it. The shapes (bars, rectangles, discs, convex polygons as in docs/levels.md) are
// built from lattice sites, and every candidate board is checked before it is kept: outline in the
// play area (x 30..720, y 480..1300), no overlap with a board of its own group, and no lower screw
// grazed (a higher board either covers a lower head by 10 units or more or stays 5 units clear).
//
// The finished map must also keep clear of the in-game controls (the skill buttons at the bottom,
// src/core/controlZones.ts). A map that comes too near them is moved up whole, which changes no cover
// between its boards (so it colours as it would have); when there is no room above, it is laid out again
// with the controls as one more place a board may not go.
//
// Defaults: 3 box positions, 4 when the map holds more than 36 screws; a tray of 5 slots; nothing
// locked. A board has 2 to 7 holes; a layer of exactly one screw gets a small disc pinned at its
// centre (a disc swinging about its centre stays where it is).
import { CONTROL_CLEARANCE, controlRects, outlineRectDistance, STAGE_LAYOUT } from './controlZones';
import {
  BOARD_MARGIN,
  boardAt,
  dist,
  keyOf,
  makeLattice,
  PLAY_AREA,
  round2,
  TEMPLATES_BY_SIZE,
  templateAt,
  type Axial,
  type Candidate,
  type Lattice,
  type Template,
} from './boardLattice';
import { insetDistance, isConvex, pointInConvex, shapeOutline, toWorld, type Point } from './geometry';
import type { LevelMap, MapBoard } from './levelMap';
import { SCREW_RADIUS } from './levelBounds';
import { createRng, hashSeed, type Rng, type Seed } from './random';

/** The controls boards keep clear of (the most boxes and tray slots a level can show; those sit above the play area anyway). */
const CONTROLS = controlRects(STAGE_LAYOUT);
/** Most screws a generated map may hold (the lattice has about 125 sites; boards need room around them). */
export const MAX_MAP_SCREWS = 72;

/** Options of `mapFromGroups`. */
export interface MapFromGroupsOptions {
  /** Box positions (default 3, or 4 above 36 screws). */
  positions?: number;
  /** Tray slots (default 5). */
  traySlots?: number;
  /**
   * Big levels (bigLevel.ts): a site may take a screw again once every screw on it lies this many
   * layers or more below (the upper board then hides it whole), and the map may hold more than
   * MAX_MAP_SCREWS. Unset (the default): every site holds at most one screw.
   */
  stackEvery?: number;
  /** Board sizes (holes) and their weights for splitting a layer (default: mostly 2 to 4, see `splitLayer`). */
  boardSizes?: readonly (readonly [number, number])[];
}

/** A covered head lies 14 units or less from the outline (overlap 10+); a clear one 29 or more. */
const COVERED_WITHIN = SCREW_RADIUS - 10;
const CLEAR_FROM = SCREW_RADIUS + 5;
/** Same-group boards keep at least this gap. */
const SAME_GROUP_GAP = 2;

/** A board as the checks see it: outline in the world, hole positions, group. */
interface Placed {
  group: number;
  outline: Point[];
  holes: Point[];
  /** A disc around the outline, for quick rejection. */
  centre: Point;
  radius: number;
}

function placedOf(c: Candidate, group: number): Placed {
  const pose = { x: c.board.x, y: c.board.y, angle: (c.board.angle * Math.PI) / 180 };
  const outline = shapeOutline(c.board.shape).map((p) => toWorld(p, pose));
  const centre = { x: c.board.x, y: c.board.y };
  return {
    group,
    outline,
    holes: c.board.holes.map((h) => toWorld(h, pose)),
    centre,
    radius: Math.max(...outline.map((p) => dist(p.x - centre.x, p.y - centre.y))),
  };
}

/** True when two convex polygons overlap or come closer than `gap` (separating axis test). */
function convexClose(a: Point[], b: Point[], gap: number): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      const len = dist(q.x - p.x, q.y - p.y);
      if (len < 1e-9) continue;
      const nx = -(q.y - p.y) / len;
      const ny = (q.x - p.x) / len;
      let minA = Infinity;
      let maxA = -Infinity;
      let minB = Infinity;
      let maxB = -Infinity;
      for (const r of a) {
        const d = r.x * nx + r.y * ny;
        minA = Math.min(minA, d);
        maxA = Math.max(maxA, d);
      }
      for (const r of b) {
        const d = r.x * nx + r.y * ny;
        minB = Math.min(minB, d);
        maxB = Math.max(maxB, d);
      }
      if (maxA + gap <= minB || maxB + gap <= minA) return false;
    }
  }
  return true;
}

/** Distance from a point to a convex outline (0 inside). */
function distanceTo(p: Point, outline: Point[]): number {
  if (pointInConvex(p, outline)) return 0;
  let best = Infinity;
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i]!;
    const b = outline[(i + 1) % outline.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = dx * dx + dy * dy;
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
    best = Math.min(best, dist(a.x + t * dx - p.x, a.y + t * dy - p.y));
  }
  return best;
}

/** True when an outline comes within the clearance of a control. */
function nearControls(outline: Point[]): boolean {
  return CONTROLS.some((r) => outlineRectDistance(outline, r) < CONTROL_CLEARANCE);
}

/** Checks a candidate against the placed boards; answers the lower screws it covers, or null when it may not go there. */
function check(
  c: Candidate,
  group: number,
  placed: Placed[],
  siteGroup: Map<string, number>,
  avoidControls: boolean,
  stackEvery: number,
): { covers: number; coversBelow: number } | null {
  if (c.sites.some((a) => group - (siteGroup.get(keyOf(a)) ?? -Infinity) < stackEvery)) return null;
  const local = shapeOutline(c.board.shape);
  if (c.board.shape.kind === 'polygon' && !isConvex(local)) return null;
  if (c.board.holes.some((h) => insetDistance(h, local) < BOARD_MARGIN - 2)) return null;
  const me = placedOf(c, group);
  for (const p of me.outline) {
    if (p.x < PLAY_AREA.left || p.x > PLAY_AREA.right || p.y < PLAY_AREA.top || p.y > PLAY_AREA.bottom) return null;
  }
  // Its screws sit inside it, so a board clear of the controls keeps its screws clear too.
  if (avoidControls && nearControls(me.outline)) return null;
  let covers = 0;
  let coversBelow = 0;
  for (const other of placed) {
    // Bounding discs first: most boards are far apart.
    const apart = dist(other.centre.x - me.centre.x, other.centre.y - me.centre.y) - other.radius - me.radius;
    if (other.group === group) {
      if (apart < SAME_GROUP_GAP && convexClose(me.outline, other.outline, SAME_GROUP_GAP)) return null;
      continue;
    }
    if (apart >= CLEAR_FROM) continue;
    // Placed boards are all of lower groups: check the cover of their screws is clear to the eye.
    for (const h of other.holes) {
      if (dist(h.x - me.centre.x, h.y - me.centre.y) - me.radius >= CLEAR_FROM) continue;
      const d = distanceTo(h, me.outline);
      if (d > COVERED_WITHIN && d < CLEAR_FROM) return null;
      if (d <= COVERED_WITHIN) {
        covers += 1;
        if (other.group === group - 1) coversBelow += 1;
      }
    }
  }
  return { covers, coversBelow };
}

/** Board sizes (holes) and their weights when a layer is split. */
const LAYER_SIZES: readonly (readonly [number, number])[] = [
  [2, 3],
  [3, 4],
  [4, 3],
  [5, 1],
  [6, 1],
];

/** Board sizes (holes) for a layer of `n` screws: mostly 2 to 4, sometimes 5 or 6, never a lone 1 unless n is 1. */
function splitLayer(n: number, rng: Rng, weights: readonly (readonly [number, number])[] = LAYER_SIZES): number[] {
  const sizes: number[] = [];
  let left = n;
  while (left > 0) {
    if (left === 1) {
      sizes.push(1);
      break;
    }
    let options = weights.filter(([s]) => s <= left && left - s !== 1);
    // The last few screws of a layer of big boards: two or three to a board.
    if (options.length === 0) options = LAYER_SIZES.filter(([s]) => s <= left && left - s !== 1);
    const total = options.reduce((t, [, w]) => t + w, 0);
    let r = rng.next() * total;
    let size = options[0]![0];
    for (const [s, w] of options) {
      r -= w;
      if (r < 0) {
        size = s;
        break;
      }
    }
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

/** A one-hole disc, for a layer of a single screw. */
function loneDisc(lattice: Lattice, anchor: Axial): Candidate {
  return boardAt(lattice, [anchor], lattice.world(anchor), 0, { kind: 'circle', radius: BOARD_MARGIN + 12 });
}

/** A template, direction and form of a board. */
interface ShapeDraw {
  template: Template;
  dir: number;
  variant: number;
}

/** A template, direction and form for a board of `size` holes, drawn at random. */
function drawShape(size: number, rng: Rng): ShapeDraw | null {
  const templates = TEMPLATES_BY_SIZE[size];
  if (!templates) return null;
  const template = templates[rng.int(templates.length)]!;
  // Only gap bars and discs have more than one form.
  const variant = template === 'gap-bar' || template === 'disc' ? rng.int(6) : 0;
  return { template, dir: rng.int(6), variant };
}

/** Offsets (from the anchor) of the lattice sites a board of this shape covers without a hole on them (cached per lattice). */
function coveredOffsets(lattice: Lattice, shape: ShapeDraw, size: number): Axial[] {
  const key = `${shape.template}|${size}|${shape.dir}|${shape.variant}`;
  const known = lattice.offsets.get(key);
  if (known) return known;
  const probe = templateAt(lattice, shape.template, size, [0, 0], shape.dir, shape.variant);
  const { outline, centre, radius } = placedOf(probe, 0);
  const holes = new Set(probe.sites.map(keyOf));
  const out: Axial[] = [];
  for (let q = -4; q <= 4; q++) {
    for (let r = -4; r <= 4; r++) {
      if (holes.has(keyOf([q, r]))) continue;
      const p = lattice.world([q, r]);
      if (dist(p.x - centre.x, p.y - centre.y) > radius + COVERED_WITHIN) continue;
      if (distanceTo(p, outline) <= COVERED_WITHIN) out.push([q, r]);
    }
  }
  lattice.offsets.set(key, out);
  return out;
}

/**
 * Tries to place one board of `size` holes; the best of the valid candidates found, or null. Upper
 * layers aim most tries at a lower screw: a shape that covers some site is moved so that the site
 * is that screw.
 */
function placeBoard(
  lattice: Lattice,
  size: number,
  group: number,
  placed: Placed[],
  siteGroup: Map<string, number>,
  rng: Rng,
  avoidControls: boolean,
  stackEvery: number,
): Candidate | null {
  let best: { c: Candidate; score: number } | null = null;
  let valid = 0;
  const lower = [...siteGroup.entries()].filter(([, g]) => g < group).map(([k, g]) => ({ site: parseKey(k), g }));
  const justBelow = lower.filter((l) => l.g === group - 1);
  for (let tries = 0; tries < 200 && valid < 12; tries++) {
    let c: Candidate | null;
    const shape = drawShape(size, rng);
    if (!shape) c = loneDisc(lattice, lattice.sites[rng.int(lattice.sites.length)]!);
    else if (lower.length > 0 && rng.next() < 0.7) {
      const offsets = coveredOffsets(lattice, shape, size);
      if (offsets.length === 0) continue;
      const pool = justBelow.length > 0 && rng.next() < 0.5 ? justBelow : lower;
      const target = pool[rng.int(pool.length)]!.site;
      const o = offsets[rng.int(offsets.length)]!;
      c = templateAt(lattice, shape.template, size, [target[0] - o[0], target[1] - o[1]], shape.dir, shape.variant);
    } else {
      const anchor = lattice.sites[rng.int(lattice.sites.length)]!;
      c = templateAt(lattice, shape.template, size, anchor, shape.dir, shape.variant);
    }
    if (c.sites.length !== size || c.sites.some((a) => !lattice.has(a))) continue;
    const fit = check(c, group, placed, siteGroup, avoidControls, stackEvery);
    if (!fit) continue;
    valid += 1;
    const centre = { x: c.board.x, y: c.board.y };
    // The bottom layer gathers near the middle so that upper layers find screws to cover; upper
    // layers prefer to cover screws, most of all those of the layer just below.
    const score =
      group === 1
        ? -dist(centre.x - 375, (centre.y - 890) * 0.8) / 60 + rng.next() * 2
        : Math.min(fit.covers, 4) * 2 + Math.min(fit.coversBelow, 2) + rng.next() * 2 - (fit.covers === 0 ? 4 : 0);
    if (!best || score > best.score) best = { c, score };
  }
  return best?.c ?? null;
}

function parseKey(k: string): Axial {
  const [q, r] = k.split(',').map(Number);
  return [q!, r!];
}

/**
 * A level map from screw counts per layer: groupData[i] screws in group i + 1. Same seed, same map.
 * Throws when the counts are not positive whole numbers or do not fit in the play area.
 */
export function mapFromGroups(groupData: number[], seed: Seed, opts: MapFromGroupsOptions = {}): LevelMap {
  if (groupData.length === 0 || groupData.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('groupData must list one whole screw count of 1 or more per layer');
  }
  const total = groupData.reduce((a, b) => a + b, 0);
  if (total > MAX_MAP_SCREWS && opts.stackEvery === undefined) {
    throw new Error(`groupData holds ${total} screws; a map holds at most ${MAX_MAP_SCREWS}`);
  }
  const boards = layOut(groupData, seed, false, opts);
  const clear = clearOfControls(boards) ?? clearOfControls(layOut(groupData, seed, true, opts));
  if (!clear) throw new Error('the play area has no room for the map clear of the controls');
  return {
    id: `gen-${hashSeed('id', seed, ...groupData).toString(36)}`,
    name: `Generated ${groupData.join('-')}`,
    boards: clear,
    boxes: { positions: opts.positions ?? (total > 36 ? 4 : 3), locked: [] },
    tray: { slots: opts.traySlots ?? 5, locked: 0 },
  };
}

/** The outline of a map board in the world. */
function outlineOf(b: MapBoard): Point[] {
  const pose = { x: b.x, y: b.y, angle: (b.angle * Math.PI) / 180 };
  return shapeOutline(b.shape).map((p) => toWorld(p, pose));
}

/**
 * The boards as they are when clear of the controls, else moved up (whole units, the least that clears
 * them) while the top stays in the play area; null when they cannot be.
 */
function clearOfControls(boards: MapBoard[]): MapBoard[] | null {
  const outlines = boards.map(outlineOf);
  const top = Math.min(...outlines.flat().map((p) => p.y));
  for (let dy = 0; top - dy >= PLAY_AREA.top; dy++) {
    if (outlines.every((o) => !nearControls(o.map((p) => ({ x: p.x, y: p.y - dy }))))) {
      return dy === 0 ? boards : boards.map((b) => ({ ...b, y: round2(b.y - dy) }));
    }
  }
  return null;
}

/** The boards of every layer on one lattice, lower layers first; with `avoidControls`, none near a control. */
function layOut(groupData: number[], seed: Seed, avoidControls: boolean, opts: MapFromGroupsOptions): MapBoard[] {
  const stackEvery = opts.stackEvery ?? Infinity;
  const rng = createRng(hashSeed('map', seed, ...groupData));
  const lattice = makeLattice(rng);
  const placed: Placed[] = [];
  // The layer of the screw on each taken site.
  const siteGroup = new Map<string, number>();
  const boards: MapBoard[] = [];
  groupData.forEach((count, gi) => {
    const group = gi + 1;
    const queue = splitLayer(count, rng, opts.boardSizes);
    let k = 0;
    while (queue.length > 0) {
      const size = queue.shift()!;
      let c = placeBoard(lattice, size, group, placed, siteGroup, rng, avoidControls, stackEvery);
      if (!c && size > 2) {
        // No room for a board this big: split it into smaller ones.
        queue.unshift(2, size - 2);
        continue;
      }
      if (!c) c = placeBoard(lattice, 1, group, placed, siteGroup, rng, avoidControls, stackEvery);
      if (!c) throw new Error(`the play area has no room for layer ${group} (${count} screws)`);
      for (const a of c.sites) siteGroup.set(keyOf(a), group);
      placed.push(placedOf(c, group));
      boards.push({ id: `g${group}-${++k}`, group, ...c.board });
    }
  });
  return boards;
}
