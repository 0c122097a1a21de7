// Small Graphics helpers shared by the builders.
import { Graphics, type GraphicsOptions, type StrokeInput } from 'pixi.js';

/**
 * A Graphics drawn inside its layer's batch whatever its size: the box row's crates and plates, padlocks and
 * badges (Pixi draws a drawing of 200 vertices or more with a draw call of its own; why that matters is in
 * ui/canvas/batchedGraphics.ts, the canvas UI's own).
 */
export function batchedGraphics(options?: GraphicsOptions): Graphics {
  const g = new Graphics(options);
  g.context.batchMode = 'batch';
  return g;
}

/** Strokes an open arc as its own path (without a moveTo an arc joins the previous point with a line). */
export function strokeArc(
  g: Graphics,
  x: number,
  y: number,
  r: number,
  from: number,
  to: number,
  style: StrokeInput,
): Graphics {
  return g
    .moveTo(x + Math.cos(from) * r, y + Math.sin(from) * r)
    .arc(x, y, r, from, to)
    .stroke(style);
}
