import { describe, expect, it } from 'vitest';
import { insetDistance, pointInConvex, shapeOutline } from '../../../src/core/geometry';
import type { Shape } from '../../../src/core/types';
import { bounds, clipPolylineToConvex, hashString, insetConvex, rotate } from '../../../src/scene/draw/shapeMath';
import { mulberry32 } from '../../../src/core/random';

const shapes: Shape[] = [
  { kind: 'bar', length: 300, width: 60 },
  { kind: 'rect', width: 200, height: 120, radius: 16 },
  { kind: 'rect', width: 200, height: 120 },
  { kind: 'circle', radius: 90 },
  {
    kind: 'polygon',
    points: [
      [0, -100],
      [95, 60],
      [-95, 60],
    ],
  },
];

describe('inset outlines for the bevel and grain of a board', () => {
  it('keeps an inset outline inside the board, the inset distance away from its edge', () => {
    for (const shape of shapes) {
      const outline = shapeOutline(shape);
      const inner = insetConvex(outline, 5);
      expect(inner.length).toBeGreaterThanOrEqual(3);
      for (const p of inner) {
        expect(pointInConvex(p, outline)).toBe(true);
        expect(insetDistance(p, outline)).toBeGreaterThan(5 - 1e-6);
      }
    }
  });

  it('works for either winding', () => {
    const square = [
      { x: -10, y: -10 },
      { x: 10, y: -10 },
      { x: 10, y: 10 },
      { x: -10, y: 10 },
    ];
    for (const poly of [square, [...square].reverse()]) {
      const b = bounds(insetConvex(poly, 2));
      expect(b.minX).toBeCloseTo(-8);
      expect(b.maxX).toBeCloseTo(8);
      expect(b.minY).toBeCloseTo(-8);
      expect(b.maxY).toBeCloseTo(8);
    }
  });

  it('leaves nothing when the inset swallows the shape', () => {
    expect(insetConvex(shapeOutline({ kind: 'circle', radius: 4 }), 5)).toEqual([]);
  });
});

describe('grain clipping', () => {
  it('keeps only the runs of a line that lie inside the outline', () => {
    const outline = shapeOutline({ kind: 'rect', width: 100, height: 40 });
    const line = Array.from({ length: 31 }, (_, i) => ({ x: -75 + i * 5, y: 0 }));
    const runs = clipPolylineToConvex(line, outline);
    expect(runs).toHaveLength(1);
    for (const p of runs[0]!) expect(Math.abs(p.x)).toBeLessThanOrEqual(50);
    expect(
      clipPolylineToConvex(
        [
          { x: 0, y: 100 },
          { x: 10, y: 100 },
        ],
        outline,
      ),
    ).toEqual([]);
  });
});

describe('helpers', () => {
  it('rotates vectors in screen axes', () => {
    const p = rotate({ x: 1, y: 0 }, Math.PI / 2);
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(1);
  });

  it('gives the same random numbers for the same board id', () => {
    const a = mulberry32(hashString('board-1'));
    const b = mulberry32(hashString('board-1'));
    const xs = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
    expect(hashString('board-1')).not.toBe(hashString('board-2'));
  });
});
