// Poses of a board's shape origin, and the link between that origin and matter's body position
// (which matter puts at the outline's centroid).
import { toWorld, type Point } from '../core/geometry';

/** Where a board's shape origin is and how it is turned (radians). */
export interface Pose {
  x: number;
  y: number;
  angle: number;
}

/** The world position of a body's centroid for a board whose origin has this pose. */
export function centroidAt(centroid: Point, pose: Pose): Point {
  return toWorld(centroid, pose);
}

/** The pose of a board's shape origin, from its body's centroid position and angle. */
export function originFromBody(centroid: Point, position: Point, angle: number): Pose {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return {
    x: position.x - (centroid.x * c - centroid.y * s),
    y: position.y - (centroid.x * s + centroid.y * c),
    angle,
  };
}

/** A local outline moved into the world by a pose. */
export function outlineAt(outline: readonly Point[], pose: Pose): Point[] {
  return outline.map((p) => toWorld(p, pose));
}
