// The small burst of a box (or plate) closing: sparks that fly out from its centre and fade, under
// half a second. Pure figures here; the box row draws them (boxRowView).
import { Container, Graphics } from 'pixi.js';
import { dispose } from './disposal';

/** How long a burst lasts. */
export const BURST_MS = 420;
/** Sparks in one burst. */
export const BURST_SPARKS = 10;
/** How far a spark flies, design units. */
const BURST_REACH = 86;

/** Where spark `i` of `n` is `tMs` into its burst, relative to the centre, and how it looks. */
export function sparkAt(i: number, n: number, tMs: number): { x: number; y: number; alpha: number; scale: number } {
  const k = Math.max(0, Math.min(1, tMs / BURST_MS));
  // Out fast, then drift: an ease-out cubic.
  const travel = 1 - Math.pow(1 - k, 3);
  // Every other spark flies a little shorter, so that the ring does not read as a circle.
  const reach = BURST_REACH * (i % 2 === 0 ? 1 : 0.72) * travel;
  const angle = (2 * Math.PI * i) / n - Math.PI / 2;
  return { x: Math.cos(angle) * reach, y: Math.sin(angle) * reach, alpha: 1 - k * k, scale: 1 - 0.6 * k };
}

/** One burst on screen. */
export class Burst {
  readonly view = new Container({ label: 'burst' });
  private t = 0;
  private readonly sparks: Graphics[] = [];

  constructor(x: number, y: number, colour: number) {
    this.view.position.set(x, y);
    for (let i = 0; i < BURST_SPARKS; i++) {
      // Coloured sparks and white glints, alternating.
      const g = new Graphics().circle(0, 0, i % 2 === 0 ? 9 : 6).fill({ color: i % 2 === 0 ? colour : 0xffffff });
      this.sparks.push(g);
      this.view.addChild(g);
    }
    this.update(0);
  }

  /** Advances the burst; false once it is over (then it has destroyed itself). */
  update(dtMs: number): boolean {
    this.t += dtMs;
    if (this.t >= BURST_MS) {
      dispose(this.view);
      return false;
    }
    this.sparks.forEach((g, i) => {
      const s = sparkAt(i, this.sparks.length, this.t);
      g.position.set(s.x, s.y);
      g.alpha = s.alpha;
      g.scale.set(s.scale);
    });
    return true;
  }
}
