// Matter bodies for boards, built from the same convex outline that drawing and the cover query use.
import Matter from 'matter-js';
import { shapeOutline, type Point } from '../core/geometry';
import type { Shape } from '../core/types';
import { heldFilter } from './collision';
import { centroidAt, type Pose } from './pose';

/** A board body and what it takes to get the shape origin back from it. */
export interface BoardBody {
  body: Matter.Body;
  /** The outline in the board's own frame (origin = the pose point). */
  outline: Point[];
  /** The outline's centroid in the board's own frame: where matter puts the body position. */
  centroid: Point;
}

/** Builds a (dynamic) body for a board of this shape whose origin sits at `pose`. */
export function createBoardBody(shape: Shape, group: number, pose: Pose, label: string): BoardBody {
  const outline = shapeOutline(shape);
  // Matter re-centres vertices on their area centroid; the same function tells us where that is.
  const centroid = Matter.Vertices.centre(outline.map((p) => ({ x: p.x, y: p.y })));
  const position = centroidAt(centroid, pose);
  const body = Matter.Body.create({
    label,
    vertices: outline.map((p) => ({ x: p.x, y: p.y })),
    position: { x: position.x, y: position.y },
    angle: pose.angle,
    collisionFilter: heldFilter(group),
    friction: 0.1,
    frictionStatic: 0.2,
    restitution: 0,
    frictionAir: 0,
  });
  return { body, outline, centroid: { x: centroid.x, y: centroid.y } };
}
