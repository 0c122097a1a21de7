// The triangular lattice of hole sites a generated map is laid out on (mapFromGroups.ts), and the boards drawn
// from it: bars, gap bars, rectangles, discs and convex polygons grown round their holes, each anchored at a site
// and turned to one of the lattice's directions. Every angle is a multiple of 15 degrees, its sine and cosine made
// from square roots only, so that one seed gives one map in every engine.
import type { MapBoard } from './levelMap';
import type { Point } from './geometry';
import type { Rng } from './random';
import type { Shape } from './types';

/** Distance between neighbouring hole sites. */
export const SITE_SPACING = 68;
/** How far a board's outline lies around its holes. */
export const BOARD_MARGIN = 28;
/** Where board outlines must stay (design units, y down). */
export const PLAY_AREA = { left: 30, right: 720, top: 480, bottom: 1300 } as const;

const ROW = (SITE_SPACING * Math.sqrt(3)) / 2;
/** Axial directions of the triangular lattice, 60 degrees apart. */
const DIRS: [number, number][] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];
export type Axial = [number, number];

/**
 * Cosine and sine of every multiple of 15 degrees, from square roots only: Math.sqrt is exactly
 * rounded in every engine, Math.sin and Math.cos are not, and one seed must give one map everywhere.
 */
const UNIT15: Point[] = (() => {
  const c = [
    1,
    (Math.sqrt(6) + Math.sqrt(2)) / 4,
    Math.sqrt(3) / 2,
    Math.SQRT2 / 2,
    0.5,
    (Math.sqrt(6) - Math.sqrt(2)) / 4,
    0,
  ];
  const out: Point[] = [];
  for (let k = 0; k < 24; k++) {
    const q = Math.floor(k / 6);
    const i = k % 6;
    const [x, y] = [c[i]!, c[6 - i]!];
    out.push(
      [
        { x, y },
        { x: -y, y: x },
        { x: -x, y: -y },
        { x: y, y: -x },
      ][q]!,
    );
  }
  return out;
})();

/** The unit vector of an angle that is a multiple of 15 degrees. */
function unitAt(degrees: number): Point {
  return UNIT15[((Math.round(degrees / 15) % 24) + 24) % 24]!;
}

export const dist = (dx: number, dy: number) => Math.sqrt(dx * dx + dy * dy);

/** The lattice of one map: a site per axial coordinate inside the play area. */
export interface Lattice {
  world(a: Axial): Point;
  has(a: Axial): boolean;
  /** The screen angle (degrees, clockwise) of lattice direction `dir` (an index of DIRS). */
  angleOf(dir: number): number;
  sites: Axial[];
  /** Cache of `coveredOffsets`. */
  offsets: Map<string, Axial[]>;
}

export function makeLattice(rng: Rng): Lattice {
  const columns = rng.next() < 0.5;
  const ox = 375 + (rng.next() - 0.5) * SITE_SPACING * 0.5;
  const oy = 890 + (rng.next() - 0.5) * ROW * 0.5;
  const world = ([q, r]: Axial): Point => {
    const along = q * SITE_SPACING + r * (SITE_SPACING / 2);
    const across = r * ROW;
    return columns ? { x: ox + across, y: oy + along } : { x: ox + along, y: oy + across };
  };
  const inside = (p: Point) =>
    p.x >= PLAY_AREA.left + BOARD_MARGIN &&
    p.x <= PLAY_AREA.right - BOARD_MARGIN &&
    p.y >= PLAY_AREA.top + BOARD_MARGIN &&
    p.y <= PLAY_AREA.bottom - BOARD_MARGIN;
  const sites: Axial[] = [];
  for (let r = -12; r <= 12; r++) for (let q = -20; q <= 20; q++) if (inside(world([q, r]))) sites.push([q, r]);
  const set = new Set(sites.map(keyOf));
  // Rows run along x: direction k points at 60k degrees; columns run along y: at 90 - 60k.
  const angleOf = (dir: number) => (((columns ? 90 - 60 * dir : 60 * dir) % 360) + 360) % 360;
  return { world, has: (a) => set.has(keyOf(a)), angleOf, sites, offsets: new Map() };
}

export function keyOf([q, r]: Axial): string {
  return `${q},${r}`;
}

const add = (a: Axial, b: Axial, k = 1): Axial => [a[0] + b[0] * k, a[1] + b[1] * k];

/** A board before it is checked: its holes as lattice sites and its shape, pose and local holes. */
export interface Candidate {
  sites: Axial[];
  board: Omit<MapBoard, 'id' | 'group'>;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** A board with holes at `sites` and this shape, its frame at `centre` turned by `angle` degrees (a multiple of 15). */
export function boardAt(lattice: Lattice, sites: Axial[], centre: Point, angle: number, shape: Shape): Candidate {
  const { x: c, y: s } = unitAt(angle);
  const holes = sites.map((a) => {
    const p = lattice.world(a);
    const dx = p.x - centre.x;
    const dy = p.y - centre.y;
    // Into the board frame: turn back by the angle.
    return { x: round2(dx * c + dy * s), y: round2(-dx * s + dy * c) };
  });
  return { sites, board: { shape, x: round2(centre.x), y: round2(centre.y), angle, holes } };
}

/** The convex hull (counter-clockwise, screen axes) of points. */
function hull(points: Point[]): Point[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 1e-6) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 1e-6) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** A polygon board: the hull of its holes grown by the board margin (12 directions a hole). */
function polygonAt(lattice: Lattice, sites: Axial[]): Candidate {
  const world = sites.map((a) => lattice.world(a));
  const centre = {
    x: round2(world.reduce((t, p) => t + p.x, 0) / world.length),
    y: round2(world.reduce((t, p) => t + p.y, 0) / world.length),
  };
  const grown: Point[] = [];
  for (const p of world) {
    for (let k = 0; k < 12; k++) {
      const d = unitAt(k * 30 + 15);
      grown.push({ x: round2(p.x - centre.x + d.x * BOARD_MARGIN), y: round2(p.y - centre.y + d.y * BOARD_MARGIN) });
    }
  }
  const points = hull(grown).map((p): [number, number] => [p.x, p.y]);
  return boardAt(lattice, sites, centre, 0, { kind: 'polygon', points });
}

/** The kinds of board the map maker draws, by how many holes they can take. */
export type Template =
  'bar' | 'gap-bar' | 'triangle' | 'wide-triangle' | 'rhombus' | 'trapezoid' | 'rect' | 'disc' | 'hexagon';

export const TEMPLATES_BY_SIZE: Record<number, Template[]> = {
  2: ['bar', 'bar', 'gap-bar', 'gap-bar', 'rect', 'disc'],
  3: ['bar', 'triangle', 'wide-triangle', 'wide-triangle', 'disc'],
  4: ['bar', 'rhombus', 'rect', 'rect', 'disc'],
  5: ['trapezoid', 'disc', 'hexagon'],
  6: ['disc', 'hexagon'],
  7: ['hexagon'],
};

/**
 * One candidate board of `size` holes of a template, anchored at a site and turned to a direction;
 * `variant` (0..1) picks among the template's forms, so that the same arguments give the same board
 * anywhere on the lattice (a whole number 0..5).
 */
export function templateAt(
  lattice: Lattice,
  template: Template,
  size: number,
  anchor: Axial,
  dir: number,
  variant: number,
): Candidate {
  const u = DIRS[dir % 6]!;
  const v = DIRS[(dir + 1) % 6]!;
  switch (template) {
    case 'bar':
    case 'gap-bar': {
      // A gap bar spans one or two more sites than it has holes; the sites between are left for lower screws.
      const span = template === 'bar' ? size : size + 1 + (variant % Math.min(2, 5 - size));
      const along = Array.from({ length: span }, (_, i) => add(anchor, u, i));
      const sites = template === 'bar' ? along : pickSpread(along, size);
      const a = lattice.world(along[0]!);
      const b = lattice.world(along[span - 1]!);
      return boardAt(lattice, sites, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, lattice.angleOf(dir % 6), {
        kind: 'bar',
        length: (span - 1) * SITE_SPACING + 2 * BOARD_MARGIN,
        width: 2 * BOARD_MARGIN,
      });
    }
    case 'triangle':
      return polygonAt(lattice, [anchor, add(anchor, u), add(anchor, v)]);
    case 'wide-triangle':
      return polygonAt(lattice, [anchor, add(anchor, u, 2), add(anchor, v, 2)]);
    case 'rhombus':
      return polygonAt(lattice, [anchor, add(anchor, u), add(anchor, v), add(add(anchor, u), v)]);
    case 'trapezoid':
      return polygonAt(lattice, [anchor, add(anchor, u), add(anchor, u, 2), add(anchor, v), add(add(anchor, u), v)]);
    case 'rect': {
      // Corners one site apart along u and two rows apart across it; the centre is a site (for a lower screw).
      const up = add(add(anchor, v, 2), u, -1);
      const corners = [anchor, add(anchor, u), add(up, u), up];
      const sites = size >= 4 ? corners : [corners[0]!, corners[2]!];
      const centre = lattice.world(add(anchor, v));
      return boardAt(lattice, sites, centre, lattice.angleOf(dir % 6), {
        kind: 'rect',
        width: round2(SITE_SPACING + 2 * BOARD_MARGIN),
        height: round2(2 * ROW + 2 * BOARD_MARGIN),
        radius: 10,
      });
    }
    case 'disc': {
      // Holes spread round the ring of six neighbours; the centre site stays open for a lower screw.
      const start = variant % 6;
      const ring = Array.from({ length: 6 }, (_, k) => add(anchor, DIRS[(start + k) % 6]!));
      const sites = pickSpread(ring, Math.min(size, 6));
      return boardAt(lattice, sites, lattice.world(anchor), 0, { kind: 'circle', radius: SITE_SPACING + BOARD_MARGIN });
    }
    case 'hexagon': {
      const ring = DIRS.map((d) => add(anchor, d));
      return polygonAt(lattice, size >= 7 ? [anchor, ...ring] : pickSpread(ring, size));
    }
  }
}

/** `count` items spread evenly over a list (first and last kept when two). */
function pickSpread<T>(items: T[], count: number): T[] {
  if (count >= items.length) return items;
  if (count === 1) return [items[0]!];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}
