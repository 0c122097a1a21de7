import { describe, expect, it } from 'vitest';
import { advanceFlight, flightLift, shakeOffset, startFlight } from '../../../src/scene/flight';
import { screwVariant } from '../../../src/variants/screw';

describe('screw flight', () => {
  const speed = screwVariant.screwSpeed;

  it(`covers ${speed} design units per second and lands exactly on its seat`, () => {
    let f = startFlight({ x: 0, y: 0 }, { x: 0, y: 600 });
    f = advanceFlight(f, { x: 0, y: 600 }, speed, 100);
    expect(f.pos.y).toBeCloseTo(300);
    expect(f.landed).toBe(false);
    f = advanceFlight(f, { x: 0, y: 600 }, speed, 100);
    expect(f).toMatchObject({ pos: { x: 0, y: 600 }, landed: true });
  });

  it('follows a seat that moves', () => {
    let f = startFlight({ x: 0, y: 0 }, { x: 300, y: 0 });
    f = advanceFlight(f, { x: 0, y: 300 }, speed, 50);
    expect(f.pos.x).toBeCloseTo(0);
    expect(f.pos.y).toBeCloseTo(150);
  });

  it('lifts mid-flight and settles to normal size', () => {
    const to = { x: 0, y: 1000 };
    let f = startFlight({ x: 0, y: 0 }, to);
    f = advanceFlight(f, to, speed, 1000 / 6);
    expect(flightLift(f, to)).toBeCloseTo(1.25, 2);
    f = advanceFlight(f, to, speed, 1000);
    expect(flightLift(f, to)).toBeCloseTo(1);
  });

  it('a shake dies out', () => {
    expect(shakeOffset(0)).toBe(0);
    expect(Math.abs(shakeOffset(40))).toBeGreaterThan(1);
    expect(shakeOffset(400)).toBe(0);
  });
});
