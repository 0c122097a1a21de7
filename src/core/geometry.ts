// Pure 2D geometry: board outlines as convex polygons, poses, and the overlap tests that the cover
// query, hit tests and level validation share.
import type { Shape } from './types';

export type Point = { x: number; y: number };

/** Segments used for each half-circle of a rounded outline. */
const ARC_SEGMENTS = 12;

/** The outline of a shape in its own frame, as a convex polygon (counter-clockwise in screen axes). */
export function shapeOutline(shape: Shape): Point[] {
  switch (shape.kind) {
    case 'circle': {
      const n = ARC_SEGMENTS * 2;
      return Array.from({ length: n }, (_, i) => {
        const a = (i / n) * Math.PI * 2;
        return { x: Math.cos(a) * shape.radius, y: Math.sin(a) * shape.radius };
      });
    }
    case 'bar': {
      const r = shape.width / 2;
      const half = Math.max(0, shape.length / 2 - r);
      const pts: Point[] = [];
      for (let i = 0; i <= ARC_SEGMENTS; i++) {
        const a = -Math.PI / 2 + (i / ARC_SEGMENTS) * Math.PI;
        pts.push({ x: half + Math.cos(a) * r, y: Math.sin(a) * r });
      }
      for (let i = 0; i <= ARC_SEGMENTS; i++) {
        const a = Math.PI / 2 + (i / ARC_SEGMENTS) * Math.PI;
        pts.push({ x: -half + Math.cos(a) * r, y: Math.sin(a) * r });
      }
      return pts;
    }
    case 'rect': {
      const w = shape.width / 2;
      const h = shape.height / 2;
      const r = Math.min(shape.radius ?? 0, w, h);
      if (r <= 0)
        return [
          { x: -w, y: -h },
          { x: w, y: -h },
          { x: w, y: h },
          { x: -w, y: h },
        ];
      const corners: [number, number, number][] = [
        [w - r, -h + r, -Math.PI / 2],
        [w - r, h - r, 0],
        [-w + r, h - r, Math.PI / 2],
        [-w + r, -h + r, Math.PI],
      ];
      const seg = Math.max(2, ARC_SEGMENTS / 2);
      const pts: Point[] = [];
      for (const [cx, cy, start] of corners) {
        for (let i = 0; i <= seg; i++) {
          const a = start + (i / seg) * (Math.PI / 2);
          pts.push({ x: cx + Math.cos(a) * r, y: cy + Math.sin(a) * r });
        }
      }
      return pts;
    }
    case 'polygon':
      return shape.points.map(([x, y]) => ({ x, y }));
  }
}

/** Moves a local point into the world by a pose (angle in radians). */
export function toWorld(p: Point, pose: { x: number; y: number; angle: number }): Point {
  const c = Math.cos(pose.angle);
  const s = Math.sin(pose.angle);
  return { x: pose.x + p.x * c - p.y * s, y: pose.y + p.x * s + p.y * c };
}

/** Twice the signed area of a polygon; its sign tells the winding (positive when counter-clockwise in screen axes, y down). */
export function signedArea2(poly: Point[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    a += p.x * q.y - q.x * p.y;
  }
  return a;
}

/** True when the polygon is convex (collinear runs allowed) and not degenerate. */
export function isConvex(poly: Point[]): boolean {
  if (poly.length < 3 || Math.abs(signedArea2(poly)) < 1e-6) return false;
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const c = poly[(i + 2) % poly.length]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-9) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** True when the point lies inside (or on) a convex polygon of either winding. */
export function pointInConvex(p: Point, poly: Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (Math.abs(cross) < 1e-9) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** Squared distance from a point to the segment ab. */
function distSqToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  const x = a.x + t * dx - p.x;
  const y = a.y + t * dy - p.y;
  return x * x + y * y;
}

/** True when a circle overlaps a convex polygon by more than `margin` (a graze of `margin` or less does not count). */
export function circleOverlapsConvex(centre: Point, radius: number, poly: Point[], margin = 0): boolean {
  if (pointInConvex(centre, poly)) return true;
  const r = radius - margin;
  if (r <= 0) return false;
  let best = Infinity;
  for (let i = 0; i < poly.length; i++)
    best = Math.min(best, distSqToSegment(centre, poly[i]!, poly[(i + 1) % poly.length]!));
  return best < r * r;
}

/** Distance from a point inside a convex polygon to its nearest edge (0 or less when outside). */
export function insetDistance(p: Point, poly: Point[]): number {
  if (!pointInConvex(p, poly)) return 0;
  let best = Infinity;
  for (let i = 0; i < poly.length; i++)
    best = Math.min(best, distSqToSegment(p, poly[i]!, poly[(i + 1) % poly.length]!));
  return Math.sqrt(best);
}
