// A fixed-timestep accumulator with a cap, so a long frame slows the world down instead of
// making it take ever more steps to catch up.

/** Slack so that float error in `maxCatchUp / step` does not lose or add a step. */
const EPS = 1e-6;

/** Accumulates frame time and says how many fixed steps to take. */
export class FixedStep {
  private acc = 0;

  constructor(
    public stepMs: number,
    public maxCatchUpMs: number,
  ) {}

  /** Adds a frame's delta (ms) and returns how many whole steps are due; the rest carries over. */
  advance(deltaMs: number): number {
    const delta = Number.isFinite(deltaMs) && deltaMs > 0 ? deltaMs : 0;
    if (!(this.stepMs > 0)) return 0;
    // Never cap below one step, or the world would stop.
    this.acc = Math.min(this.acc + delta, Math.max(this.maxCatchUpMs, this.stepMs));
    let steps = 0;
    while (this.acc + EPS >= this.stepMs) {
      this.acc = Math.max(0, this.acc - this.stepMs);
      steps++;
    }
    return steps;
  }

  /** Time waiting for the next step (ms). */
  get pendingMs(): number {
    return this.acc;
  }
}
