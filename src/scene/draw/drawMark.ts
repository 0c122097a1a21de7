// The colour marks (dot, bar, cross, ring, triangle, square, star) that tell screw and box colours apart without
// colour; on a screw head the mark is the drive recess itself.
import type { Graphics } from 'pixi.js';
import type { MarkKind } from './palette';

/** The points of a regular star or polygon centred on (cx, cy), first point straight up. */
function starPoints(cx: number, cy: number, points: number, outer: number, inner: number | null): number[] {
  const out: number[] = [];
  const step = inner === null ? 1 : 2;
  const n = points * step;
  for (let i = 0; i < n; i++) {
    const r = inner !== null && i % 2 === 1 ? inner : outer;
    const a = -Math.PI / 2 + (i / n) * Math.PI * 2;
    out.push(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  return out;
}

/**
 * Draws a mark centred on (cx, cy) into `g`, about `size` across (its half-extent is size / 2), filled with
 * `color`. Shapes are weighted so that all seven stay apart at about 12 screen pixels.
 */
export function drawMark(
  g: Graphics,
  kind: MarkKind,
  size: number,
  color: number,
  alpha = 1,
  cx = 0,
  cy = 0,
): Graphics {
  const s = size / 2;
  const fill = { color, alpha };
  switch (kind) {
    case 'dot':
      return g.circle(cx, cy, s * 0.68).fill(fill);
    case 'bar':
      return g.roundRect(cx - s, cy - s * 0.27, s * 2, s * 0.54, s * 0.2).fill(fill);
    case 'cross': {
      const w = s * 0.25;
      return g
        .roundRect(cx - s, cy - w, s * 2, w * 2, w * 0.6)
        .fill(fill)
        .roundRect(cx - w, cy - s, w * 2, s * 2, w * 0.6)
        .fill(fill);
    }
    case 'ring':
      return g.circle(cx, cy, s * 0.8).stroke({ width: s * 0.36, color, alpha });
    case 'triangle':
      // The centroid of the triangle sits a little below its circumcentre; nudge it down to look centred.
      return g.poly(starPoints(cx, cy + s * 0.12, 3, s * 1.12, null)).fill(fill);
    case 'square':
      return g.roundRect(cx - s * 0.74, cy - s * 0.74, s * 1.48, s * 1.48, s * 0.16).fill(fill);
    case 'star':
      return g.poly(starPoints(cx, cy + s * 0.06, 5, s * 1.1, s * 0.48)).fill(fill);
  }
}
