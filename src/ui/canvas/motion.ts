// The canvas layers' motion as numbers: keyframes sampled at a time, the CSS easings the DOM layers used, and
// where a looping or one-off motion stands after some milliseconds. Pure, so the tests pin every curve.

/** An easing: progress 0..1 in, eased progress out. */
export type Ease = (t: number) => number;

/** A cubic Bézier easing from (0,0) to (1,1) through two control points, as CSS `cubic-bezier()` defines it. */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): Ease {
  const at = (a: number, b: number, s: number) => 3 * a * s * (1 - s) ** 2 + 3 * b * s ** 2 * (1 - s) + s ** 3;
  const slope = (a: number, b: number, s: number) =>
    3 * a * (1 - s) ** 2 + 6 * (b - a) * s * (1 - s) + 3 * (1 - b) * s ** 2;
  return (t) => {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    // Newton's method for the curve parameter whose x is t, then bisection if it strays.
    let s = t;
    for (let i = 0; i < 8; i++) {
      const dx = at(x1, x2, s) - t;
      if (Math.abs(dx) < 1e-6) return at(y1, y2, s);
      const d = slope(x1, x2, s);
      if (Math.abs(d) < 1e-6) break;
      s -= dx / d;
    }
    let lo = 0;
    let hi = 1;
    s = t;
    for (let i = 0; i < 30; i++) {
      const x = at(x1, x2, s);
      if (Math.abs(x - t) < 1e-6) break;
      if (x < t) lo = s;
      else hi = s;
      s = (lo + hi) / 2;
    }
    return at(y1, y2, s);
  };
}

/** CSS's named easings. */
export const EASE = {
  linear: (t: number) => Math.min(1, Math.max(0, t)),
  ease: cubicBezier(0.25, 0.1, 0.25, 1),
  easeIn: cubicBezier(0.42, 0, 1, 1),
  easeOut: cubicBezier(0, 0, 0.58, 1),
  easeInOut: cubicBezier(0.42, 0, 0.58, 1),
} as const satisfies Record<string, Ease>;

/** One keyframe: where it sits in the motion (0..1) and the values there. */
export type Keyframe<T extends Record<string, number>> = readonly [at: number, values: T];

/**
 * The values at progress `t` (0..1) of keyframes sorted by their place, each segment eased on its own as CSS
 * animations do. Before the first keyframe its values hold; after the last, the last's.
 */
export function sampleKeyframes<T extends Record<string, number>>(
  frames: readonly Keyframe<T>[],
  t: number,
  ease: Ease = EASE.ease,
): T {
  const first = frames[0];
  if (!first) throw new Error('sampleKeyframes: no keyframes');
  if (t <= first[0]) return { ...first[1] };
  for (let i = 1; i < frames.length; i++) {
    const [at, values] = frames[i]!;
    if (t > at) continue;
    const [fromAt, from] = frames[i - 1]!;
    const local = at > fromAt ? ease((t - fromAt) / (at - fromAt)) : 1;
    const out = { ...from };
    for (const key of Object.keys(values) as (keyof T)[]) {
      const a = from[key] as number;
      const b = values[key] as number;
      out[key] = (a + (b - a) * local) as T[keyof T];
    }
    return out;
  }
  return { ...frames[frames.length - 1]![1] };
}

/** Where a motion stands after `elapsedMs`: its progress 0..1 and whether it is over (a loop never is). */
export interface MotionPhase {
  t: number;
  done: boolean;
}

/**
 * The phase of a motion of `durationMs`, played once or looped. A loop given `plays` is over after that many
 * (at progress 1, which a loop draws as it drew 0). A motion of no length is over at once.
 */
export function motionPhase(elapsedMs: number, durationMs: number, loop = false, plays = Infinity): MotionPhase {
  if (!(durationMs > 0)) return { t: 1, done: true };
  const elapsed = Math.max(0, elapsedMs);
  if (loop && elapsed < durationMs * plays) return { t: (elapsed % durationMs) / durationMs, done: false };
  const length = loop ? durationMs * plays : durationMs;
  return elapsed >= length ? { t: 1, done: true } : { t: elapsed / durationMs, done: false };
}
