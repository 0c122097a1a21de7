// A screw flying to a box or tray seat at a fixed speed; the seat may move while it flies.

export interface Vec {
  x: number;
  y: number;
}

/** One flight's plain state, advanced by `advanceFlight`. */
export interface FlightState {
  pos: Vec;
  /** Distance at take-off, for the height-of-arc scale bump. */
  startDistance: number;
  landed: boolean;
}

/** Starts a flight at `from`. */
export function startFlight(from: Vec, to: Vec): FlightState {
  return { pos: { ...from }, startDistance: Math.hypot(to.x - from.x, to.y - from.y), landed: false };
}

/** Moves toward `to` by speed (units/s) for `dtMs`; lands exactly on `to` when it gets there. */
export function advanceFlight(f: FlightState, to: Vec, speed: number, dtMs: number): FlightState {
  if (f.landed) return f;
  const dx = to.x - f.pos.x;
  const dy = to.y - f.pos.y;
  const dist = Math.hypot(dx, dy);
  const step = (speed * dtMs) / 1000;
  if (dist <= step || dist < 1e-6) return { ...f, pos: { ...to }, landed: true };
  return { ...f, pos: { x: f.pos.x + (dx / dist) * step, y: f.pos.y + (dy / dist) * step } };
}

/** The scale of a flying screw: it lifts (grows) mid-flight and settles at the end. */
export function flightLift(f: FlightState, to: Vec): number {
  if (f.startDistance < 1) return 1;
  const left = Math.hypot(to.x - f.pos.x, to.y - f.pos.y);
  const t = 1 - Math.min(1, left / f.startDistance);
  return 1 + 0.25 * Math.sin(Math.PI * t);
}

/** Horizontal offset of a shaking (covered) screw, `t` ms into a shake of `duration` ms. */
export function shakeOffset(t: number, duration = 320, amplitude = 7): number {
  if (t >= duration) return 0;
  const decay = 1 - t / duration;
  return Math.sin((t / duration) * Math.PI * 6) * amplitude * decay;
}
