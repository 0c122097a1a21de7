// The hint glow: a soft golden-white ring around a screw head, drawn once and pulsed by transform only.
import { Graphics } from 'pixi.js';

/** Radius of the glow's bright core ring, as a share of the screw radius (just outside the head's rim). */
export const HINT_RING_RADIUS = 1.42;

// Soft edge from wide faint strokes to a thin bright core: width (share of the screw radius), colour, alpha.
const HINT_RING_STROKES: readonly { width: number; color: number; alpha: number }[] = [
  // Bold enough to find at a glance on a busy level (the first, fainter ring was missed on screenshots).
  { width: 0.9, color: 0xffa81c, alpha: 0.28 },
  { width: 0.6, color: 0xffbf32, alpha: 0.45 },
  { width: 0.34, color: 0xffd45e, alpha: 0.8 },
  { width: 0.18, color: 0xffe9a0, alpha: 1 },
  { width: 0.07, color: 0xffffff, alpha: 1 },
];

/** Half the widest stroke: how far the glow reaches beyond its ring, as a share of the screw radius. */
export const HINT_RING_REACH = HINT_RING_RADIUS + Math.max(...HINT_RING_STROKES.map((s) => s.width)) / 2;

/** Builds the glow ring for screws of `screwRadius` design units, centred on (0, 0). */
export function createHintGlowGraphic(screwRadius: number): Graphics {
  const g = new Graphics({ label: 'hint-glow' });
  const r = screwRadius * HINT_RING_RADIUS;
  for (const { width, color, alpha } of HINT_RING_STROKES) {
    g.circle(0, 0, r).stroke({ width: width * screwRadius, color, alpha });
  }
  return g;
}
