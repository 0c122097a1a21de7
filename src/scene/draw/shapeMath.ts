// Pure polygon helpers for drawing: insets of convex outlines, clipping of grain lines, bounds, and a hash of a
// board's id that seeds core/random's generator so that every board looks the same each time it is built.
import { pointInConvex, signedArea2, type Point } from '../../core/geometry';

/** Keeps the part of a convex polygon on the inner side of the line through `a` with inward normal `n`, moved by `d`. */
function clipHalfPlane(poly: Point[], a: Point, n: Point, d: number): Point[] {
  const side = (p: Point) => (p.x - a.x) * n.x + (p.y - a.y) * n.y - d;
  const out: Point[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const sp = side(p);
    const sq = side(q);
    if (sp >= 0) out.push(p);
    if (sp >= 0 !== sq >= 0) {
      const t = sp / (sp - sq);
      out.push({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
    }
  }
  return out;
}

/**
 * The outline of a convex polygon moved inwards by `d` (every edge pushed in by `d`); empty when nothing is left.
 * Works for either winding and for short arc edges that vanish under the inset.
 */
export function insetConvex(poly: Point[], d: number): Point[] {
  if (poly.length < 3) return [];
  const sign = signedArea2(poly) >= 0 ? 1 : -1;
  let out = poly.slice();
  for (let i = 0; i < poly.length && out.length >= 3; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 1e-9) continue;
    // Inward normal: left of the edge for one winding, right for the other.
    const n = { x: (-(b.y - a.y) / len) * sign, y: ((b.x - a.x) / len) * sign };
    out = clipHalfPlane(out, a, n, d);
  }
  return out.length >= 3 ? out : [];
}

/** The axis-aligned bounds of a set of points. */
export function bounds(points: Point[]): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

/** Splits a polyline into the runs of its points that lie inside a convex polygon (runs of one point are dropped). */
export function clipPolylineToConvex(line: Point[], poly: Point[]): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (const p of line) {
    if (pointInConvex(p, poly)) run.push(p);
    else {
      if (run.length >= 2) runs.push(run);
      run = [];
    }
  }
  if (run.length >= 2) runs.push(run);
  return runs;
}

/** A small hash of a string, for seeding. */
export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Rotates a vector by `angle` radians (screen axes). */
export function rotate(p: Point, angle: number): Point {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
}

/** Flattens points to the number list Graphics.poly takes. */
export function flat(points: Point[]): number[] {
  const out: number[] = [];
  for (const p of points) out.push(p.x, p.y);
  return out;
}
