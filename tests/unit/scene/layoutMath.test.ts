import { describe, expect, it } from 'vitest';
import {
  boxCenterX,
  boxScrewScale,
  boxSeatSpacing,
  boxSlotOffset,
  traySlotX,
} from '../../../src/scene/draw/layoutMath';
import { screwVariant } from '../../../src/variants/screw';

const layout = screwVariant.layout;
const capacity = screwVariant.boxCapacity;
const centre = layout.width / 2;

describe('box row layout', () => {
  it('centres the box positions on the design and spaces them by the row spacing', () => {
    for (const positions of [1, 2, 3, 4, 5]) {
      const xs = Array.from({ length: positions }, (_, p) => boxCenterX(p, positions, layout));
      const mean = xs.reduce((a, b) => a + b, 0) / positions;
      expect(mean).toBeCloseTo(centre);
      for (let p = 1; p < positions; p++) expect(xs[p]! - xs[p - 1]!).toBeCloseTo(layout.boxRow.spacing);
    }
    expect(boxCenterX(0, 1, layout)).toBe(375);
  });

  it('keeps neighbouring boxes apart and every box inside the design width', () => {
    expect(layout.boxRow.spacing).toBeGreaterThan(layout.boxRow.width);
    for (const positions of [1, 2, 3, 4, 5]) {
      const first = boxCenterX(0, positions, layout) - layout.boxRow.width / 2;
      const last = boxCenterX(positions - 1, positions, layout) + layout.boxRow.width / 2;
      expect(first).toBeGreaterThanOrEqual(0);
      expect(last).toBeLessThanOrEqual(layout.width);
    }
  });
});

describe('box seats', () => {
  it('puts the seats of a box in one row, centred on the box, in slot order', () => {
    const seats = Array.from({ length: capacity }, (_, s) => boxSlotOffset(s, capacity, layout));
    const meanX = seats.reduce((a, p) => a + p.x, 0) / capacity;
    expect(meanX).toBeCloseTo(0);
    for (const p of seats) expect(p.y).toBe(seats[0]!.y);
    for (let s = 1; s < capacity; s++)
      expect(seats[s]!.x - seats[s - 1]!.x).toBeCloseTo(boxSeatSpacing(capacity, layout));
  });

  it('keeps every seat inside the box', () => {
    const { width, height } = layout.boxRow;
    for (let s = 0; s < capacity; s++) {
      const p = boxSlotOffset(s, capacity, layout);
      expect(Math.abs(p.x) + boxSeatSpacing(capacity, layout) / 2).toBeLessThanOrEqual(width / 2);
      expect(Math.abs(p.y)).toBeLessThan(height / 2);
    }
  });

  it('shrinks a screw in a box so that neighbouring screws do not touch', () => {
    const scale = boxScrewScale(capacity, layout, screwVariant.screwRadius);
    expect(scale).toBeGreaterThan(0.5);
    expect(scale).toBeLessThanOrEqual(1);
    const a = boxSlotOffset(0, capacity, layout);
    const b = boxSlotOffset(1, capacity, layout);
    expect(b.x - a.x).toBeGreaterThan(2 * screwVariant.screwRadius * scale);
  });

  it('never enlarges a screw past its own size', () => {
    expect(boxScrewScale(1, layout, screwVariant.screwRadius)).toBe(1);
  });
});

describe('tray layout', () => {
  it('centres the tray slots on the design and spaces them by the tray spacing', () => {
    for (const slots of [1, 4, 5, 6, 7]) {
      const xs = Array.from({ length: slots }, (_, s) => traySlotX(s, slots, layout));
      expect(xs.reduce((a, b) => a + b, 0) / slots).toBeCloseTo(centre);
      for (let s = 1; s < slots; s++) expect(xs[s]! - xs[s - 1]!).toBeCloseTo(layout.tray.spacing);
    }
    expect(traySlotX(2, 5, layout)).toBe(375);
  });

  it('keeps neighbouring slots from overlapping', () => {
    expect(layout.tray.spacing).toBeGreaterThanOrEqual(layout.tray.slot);
  });
});
