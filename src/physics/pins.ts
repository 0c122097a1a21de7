// A screw is a zero-length pin: a constraint from the board at its hole to a fixed world point.
import Matter from 'matter-js';
import type { Point } from '../core/geometry';

/**
 * Pins a board body at a hole (in the board's own frame) to the world point under it now.
 * `centroid` is the outline centroid in the board frame, where matter keeps the body position.
 */
export function createPin(
  body: Matter.Body,
  hole: Point,
  centroid: Point,
  anchor: Point,
  stiffness: number,
  label: string,
): Matter.Constraint {
  // matter wants pointA relative to the body position, already turned by the body's angle.
  const c = Math.cos(body.angle);
  const s = Math.sin(body.angle);
  const lx = hole.x - centroid.x;
  const ly = hole.y - centroid.y;
  return Matter.Constraint.create({
    label,
    bodyA: body,
    pointA: { x: lx * c - ly * s, y: lx * s + ly * c },
    pointB: { x: anchor.x, y: anchor.y },
    length: 0,
    stiffness,
    damping: 0,
  });
}
