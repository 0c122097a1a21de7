// Small Graphics helpers shared by the builders.
import type { Graphics, StrokeInput } from 'pixi.js';

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
