import { describe, expect, it } from 'vitest';
import type { Container } from 'pixi.js';
import { ScrewFlights } from '../../../src/scene/screwFlights';

/** A view with the two things a flight sets: where it is and how big. */
function fakeView(x: number, y: number) {
  const view = {
    position: {
      x,
      y,
      set(px: number, py: number) {
        view.position.x = px;
        view.position.y = py;
      },
    },
    scale: {
      value: 1,
      set(v: number) {
        view.scale.value = v;
      },
    },
  };
  return view;
}
const asView = (v: ReturnType<typeof fakeView>) => v as unknown as Container;

describe('ScrewFlights', () => {
  it('flies a screw to its seat and lands it once there; a seat not ready keeps it hovering', () => {
    const flights = new ScrewFlights(1000);
    const view = fakeView(0, 0);
    let ready = false;
    let landed = 0;
    flights.start(
      'a.0',
      asView(view),
      () => ({ x: 300, y: 400 }),
      () => {
        if (!ready) return false;
        landed++;
        return true;
      },
    );
    for (let i = 0; i < 200 && !(view.position.x === 300 && view.position.y === 400); i++) flights.update(16);
    expect(view.position).toMatchObject({ x: 300, y: 400 });
    flights.update(16);
    expect(flights.busy()).toBe(true);
    expect(landed).toBe(0);
    ready = true;
    flights.update(16);
    expect(landed).toBe(1);
    expect(flights.busy()).toBe(false);
  });

  it('turns a flying screw from where it is, and flies faster at a higher speed', () => {
    const slow = new ScrewFlights(500);
    const fast = new ScrewFlights(500);
    fast.setSpeed(2000);
    const a = fakeView(0, 0);
    const b = fakeView(0, 0);
    slow.start(
      'a',
      asView(a),
      () => ({ x: 0, y: 1000 }),
      () => true,
    );
    fast.start(
      'b',
      asView(b),
      () => ({ x: 0, y: 1000 }),
      () => true,
    );
    for (let i = 0; i < 10; i++) {
      slow.update(16);
      fast.update(16);
    }
    expect(b.position.y).toBeGreaterThan(a.position.y);
    const at = { ...a.position };
    slow.start(
      'a',
      asView(a),
      () => ({ x: 1000, y: at.y }),
      () => true,
    );
    slow.update(16);
    expect(Math.abs(a.position.y - at.y)).toBeLessThan(50);
    expect(a.position.x).toBeGreaterThan(0);
    slow.clear();
    expect(slow.busy()).toBe(false);
  });
});
