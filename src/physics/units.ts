// Conversions between the game's units (design units, seconds) and matter-js's (units, milliseconds).

/**
 * matter-js adds `mass * gravity.y * gravity.scale` to a body's force each step and integrates
 * `force / mass * dt^2` with dt in milliseconds, so `gravity.y * gravity.scale` is an acceleration
 * in units per ms^2. A gravity of g units/s^2 is g / 1e6 units/ms^2.
 */
export function matterGravityScale(gravityUnitsPerS2: number): number {
  return gravityUnitsPerS2 / 1_000_000;
}

/** Degrees (the level file) to radians (the poses we report). */
export function degToRad(deg: number): number {
  return (deg * Math.PI) / 180;
}
