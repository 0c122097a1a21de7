// How a board hanging on one pin comes to rest: it swings freely first, then a brake on its pin eases
// the last of the swing away, and once it stands still it is put to rest (held static where it is).
//
// Why a rule at all: matter-js never quite stops a pendulum. A free swing with the variants' light
// damping (hangingDamping 0.02) still moves a degree after 7 to 10 s, and a board leaning on a board of
// its own layer creeps for ever (the contact solver moves it a hair each step: up to 6.7 units and 5.7
// degrees in 10 s were seen), so the world never said it was still, the game stepped the physics every
// frame and the boards wobbled. Matter's own sleeping does not help: it judges the speed matter reports,
// which for a body held by a pin or a contact includes the push gravity gives each step.
//
// The rule, per board:
// 1. Free swing. From the moment it starts hanging a board swings on its pin exactly as before (the
//    variant's hangingDamping, gravity, the pin): the big swings a player sees are untouched.
// 2. Brake. The brake comes on once the swing has died down to a small one (the amplitude its energy
//    would reach, SMALL_SWING), once the board has stood still a moment (a board leaning on a neighbour),
//    or at the latest BRAKE_AFTER_MS after it began to hang (a long board swings slowly: its period can
//    reach 4 s). A braked board that touches nothing is pulled to the pose it would hang in by a
//    critically damped spring with a period of about TAIL_PERIOD_S, so the rest of its swing fades in a
//    fraction of a second without overshooting: to the eye a swing that ends a little sooner, not a
//    jump. A braked board that touches a board of its own layer is only damped: the contact, not the
//    spring, decides where it stops.
// 3. Rest. A braked board that has stood still for REST_STEPS steps rests: its body turns static in
//    the pose it has (within a fraction of a degree of where it hangs), so it cannot creep. Boards of one
//    layer rest together (only when all of them are still), because only they touch each other; when a
//    board of that layer starts to hang, falls or is dropped, every resting board of the layer wakes up
//    and swings again, since what held it may have moved.
//
// With these figures a board freed from a level pose settles within about 3 s of simulated time on
// every shipped level (`npm run levels -- check` prints the longest wait per level), and a plank freed
// on one screw still swings through its rest pose twice before the brake comes on.
import Matter from 'matter-js';
import type { Point } from '../core/geometry';

/** The swing amplitude (radians, about 10°) below which the pin brake comes on. */
export const SMALL_SWING = (10 * Math.PI) / 180;
/** Simulated time (ms) after which a hanging board is braked whatever its swing. */
export const BRAKE_AFTER_MS = 2200;
/** Period (s) of the spring that eases a braked board into its hanging pose: short, so the tail is quick. */
export const TAIL_PERIOD_S = 0.25;
/** Below these speeds (design units per second, radians per second) a board counts as standing still. */
export const STILL_SPEED = 3;
export const STILL_TURN = 0.018;
/**
 * A board that touches a board of its layer counts as held while it stays this close (design units,
 * radians: about 0.6°) to where it was REST_STEPS or STILL_STEPS_TO_BRAKE steps before: two leaning
 * boards jitter a little every step and push each other round their pins ever more slowly, and the
 * pins' friction is taken to hold them once that is all they do.
 */
export const CREEP_MOVE = 1.5;
export const CREEP_TURN = 0.01;
/**
 * Steps a board must go without touching a board of its layer before the brake's spring may pull it:
 * contacts flicker on and off while boards lean on each other, and a spring pulling a leaning board
 * through its neighbour would throw them apart.
 */
export const FREE_AFTER_STEPS = 10;
/** Steps a board must stand still, or creep against a neighbour, before the brake comes on. */
export const STILL_STEPS_TO_BRAKE = 10;
/** Steps a braked board must stand still (or, pressed against a neighbour, creep) before it rests. */
export const REST_STEPS = 8;
/**
 * Steps (0.4 s) after which a braked board that leans on a board of its layer rests whatever it does:
 * damped hard, it can only slide round its pin slowly, and the pin's friction is taken to hold it.
 */
export const LEANING_REST_STEPS = 24;

/** Matter's velocities are per 1/60 s whatever the step: multiply by this to get per second. */
const PER_SECOND = 1000 / (Matter.Body as unknown as { _baseDelta: number })._baseDelta;

/** What a board's swing is made of: its one pin and how fast it would swing there. */
export interface Swing {
  /** The pin's world point. */
  pin: Point;
  /** Natural angular frequency (rad/s) of a small swing under this gravity; 0 when the pin is at the centroid. */
  omega0: number;
}

/** The swing of a body hanging on a pin at `pin` under gravity (design units per second squared). */
export function swingOf(body: Matter.Body, pin: Point, gravity: number): Swing {
  const dx = body.position.x - pin.x;
  const dy = body.position.y - pin.y;
  const d2 = dx * dx + dy * dy;
  const d = Math.sqrt(d2);
  // matter turns a body with `inertia` about its centroid; about the pin that is inertia + m d^2.
  const perMass = body.inertia / body.mass + d2;
  return { pin: { x: pin.x, y: pin.y }, omega0: d < 1e-6 ? 0 : Math.sqrt((gravity * d) / perMass) };
}

/**
 * How far the body hangs from straight below its pin (radians, -π..π). Signed so that gravity turns
 * the body's angle by +: a body whose centroid lies right of the pin turns clockwise on screen.
 */
export function swingOffset(body: Matter.Body, pin: Point): number {
  return Math.atan2(body.position.x - pin.x, body.position.y - pin.y);
}

/**
 * The amplitude (radians) a free swing reaches with this offset and angular velocity (rad/s): from
 * its energy, cos A = cos φ − ½ (ω / ω0)². π when it would swing over the top; Infinity for a body pinned
 * at its centroid (no pendulum: it turns, it does not swing).
 */
export function swingAmplitude(offset: number, omega: number, omega0: number): number {
  if (omega0 <= 0) return omega === 0 ? 0 : Infinity;
  const c = Math.cos(offset) - 0.5 * (omega / omega0) ** 2;
  return c <= -1 ? Math.PI : Math.acos(c);
}

/** Matter's cached corrections of a body, which its typings leave out. */
interface WarmImpulses {
  positionImpulse: { x: number; y: number };
  constraintImpulse: { x: number; y: number; angle: number };
}

/** Puts a body to rest where it is: static, with nothing left that could still move it. */
export function holdStill(body: Matter.Body): void {
  Matter.Body.setStatic(body, true);
  // Matter warms contact and pin corrections into the next step and applies the contact ones even to a
  // static body: left alone, a resting board would still shift by a fraction of a unit.
  const warm = body as Matter.Body & WarmImpulses;
  warm.positionImpulse.x = 0;
  warm.positionImpulse.y = 0;
  warm.constraintImpulse.x = 0;
  warm.constraintImpulse.y = 0;
  warm.constraintImpulse.angle = 0;
}

/** The body's angular velocity in radians per second. */
export function angularVelocityOf(body: Matter.Body): number {
  return Matter.Body.getAngularVelocity(body) * PER_SECOND;
}

/**
 * One step of the brake on a board hanging on its pin, before the engine steps (dt in seconds).
 * Free: a critically damped spring towards the hanging pose, as a rotation about the pin (gravity still
 * adds its own pull in the engine step). Touching a board of its layer: only the damping, through
 * matter's air friction, so that the contact decides where it stops.
 */
export function brake(body: Matter.Body, swing: Swing, dt: number, touching: boolean): void {
  const wc = Math.max((2 * Math.PI) / TAIL_PERIOD_S, swing.omega0);
  const damping = 2 * wc;
  if (touching) {
    body.frictionAir = Math.min(0.5, damping * dt);
    return;
  }
  body.frictionAir = 0;
  const offset = swingOffset(body, swing.pin);
  const omega = angularVelocityOf(body);
  const stiffness = wc * wc - swing.omega0 * swing.omega0;
  const next = omega + (stiffness * Math.sin(offset) - damping * omega) * dt;
  // Turn about the pin: the centroid moves at next × (centroid − pin), in matter's per-1/60 s units.
  const w = next / PER_SECOND;
  const rx = body.position.x - swing.pin.x;
  const ry = body.position.y - swing.pin.y;
  Matter.Body.setAngularVelocity(body, w);
  Matter.Body.setVelocity(body, { x: -w * ry, y: w * rx });
}
