// The rest rule's bookkeeping for one hanging board (the rule itself, its figures and why: rest.ts).
// The world keeps one HangState per hanging board, starts it when the board begins to hang, watches it
// after every engine step and wakes it when its layer changes; a layer whose boards all read still is
// put to rest by the world as a whole.
import type Matter from 'matter-js';
import {
  angularVelocityOf,
  BRAKE_AFTER_MS,
  CREEP_MOVE,
  CREEP_TURN,
  FREE_AFTER_STEPS,
  LEANING_REST_STEPS,
  REST_STEPS,
  SMALL_SWING,
  STILL_SPEED,
  STILL_STEPS_TO_BRAKE,
  STILL_TURN,
  swingAmplitude,
  swingOf,
  swingOffset,
  type Swing,
} from './rest';
import type { Point } from '../core/geometry';

interface BodyPose {
  x: number;
  y: number;
  angle: number;
}

/** Where a hanging board is on its way to rest. */
export interface HangState {
  swing: Swing;
  /** Steps since it began to hang or last woke. */
  steps: number;
  /** Consecutive steps it has stood still. */
  stillSteps: number;
  /** Consecutive steps it has at most crept while pressed against a board of its layer. */
  creepSteps: number;
  /** Steps since it last touched a board of its layer (0: touching now). */
  sinceTouch: number;
  /** Where its current spell of creeping began. */
  creepFrom: BodyPose;
  /** Its body's position and angle after the previous step. */
  last: BodyPose;
  braking: boolean;
  /** Steps since the brake came on. */
  brakedSteps: number;
  /** Held static where it stopped until its layer changes. */
  resting: boolean;
}

const poseOfBody = (body: Matter.Body): BodyPose => ({ x: body.position.x, y: body.position.y, angle: body.angle });

/** The state of a board that begins to hang on the pin at `pin` (world point) now: free swing. */
export function startHang(body: Matter.Body, pin: Point, gravity: number): HangState {
  return {
    swing: swingOf(body, pin, gravity),
    steps: 0,
    stillSteps: 0,
    creepSteps: 0,
    sinceTouch: Infinity,
    creepFrom: poseOfBody(body),
    last: poseOfBody(body),
    braking: false,
    brakedSteps: 0,
    resting: false,
  };
}

/** Back to a free swing from where the body is now (the board left rest: its layer changed). */
export function wakeHang(hang: HangState, body: Matter.Body): void {
  hang.resting = false;
  hang.braking = false;
  hang.brakedSteps = 0;
  hang.steps = 0;
  hang.stillSteps = 0;
  hang.creepSteps = 0;
  hang.creepFrom = poseOfBody(body);
  hang.last = poseOfBody(body);
}

/** True while the board touched a board of its layer within the last few steps (it leans). */
export const isLeaning = (hang: HangState): boolean => hang.sinceTouch <= FREE_AFTER_STEPS;

/**
 * After an engine step of `stepMs`: reads how far the board moved, turns the brake on when the swing
 * is small, the board stood or crept in place a moment, or it has hung long enough, and returns
 * whether the board is still enough to rest.
 */
export function watchHang(hang: HangState, body: Matter.Body, touching: boolean, stepMs: number): boolean {
  const stepS = stepMs / 1000;
  const { position, angle } = body;
  const speed = Math.hypot(position.x - hang.last.x, position.y - hang.last.y) / stepS;
  const turn = Math.abs(angle - hang.last.angle) / stepS;
  hang.last = { x: position.x, y: position.y, angle };
  hang.steps += 1;
  hang.stillSteps = speed < STILL_SPEED && turn < STILL_TURN ? hang.stillSteps + 1 : 0;
  hang.sinceTouch = touching ? 0 : hang.sinceTouch + 1;
  // Leaning boards jitter to and fro a little every step: judge how far they got, not their speed.
  const from = hang.creepFrom;
  const creeping =
    isLeaning(hang) &&
    Math.hypot(position.x - from.x, position.y - from.y) < CREEP_MOVE &&
    Math.abs(angle - from.angle) < CREEP_TURN;
  if (creeping) hang.creepSteps += 1;
  else {
    hang.creepSteps = 0;
    hang.creepFrom = { x: position.x, y: position.y, angle };
  }
  if (!hang.braking) {
    const amplitude = swingAmplitude(swingOffset(body, hang.swing.pin), angularVelocityOf(body), hang.swing.omega0);
    hang.braking =
      amplitude < SMALL_SWING ||
      hang.stillSteps >= STILL_STEPS_TO_BRAKE ||
      hang.creepSteps >= STILL_STEPS_TO_BRAKE ||
      hang.steps * stepMs >= BRAKE_AFTER_MS;
    if (hang.braking) {
      hang.stillSteps = 0;
      hang.creepSteps = 0;
    }
  } else hang.brakedSteps += 1;
  return (
    hang.braking &&
    (hang.stillSteps >= REST_STEPS ||
      hang.creepSteps >= REST_STEPS ||
      (isLeaning(hang) && hang.brakedSteps >= LEANING_REST_STEPS))
  );
}
