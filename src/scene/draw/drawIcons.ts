// Small icons drawn with vectors: a padlock for locked boxes and tray slots, and a video badge for rewarded ads.
import type { Graphics } from 'pixi.js';
import { batchedGraphics } from './graphicsUtil';
import { shade } from './palette';

/** A padlock about `size` tall, centred on (0, 0): shackle, body and keyhole. */
export function createPadlockIcon(size: number, body = 0xf2b637): Graphics {
  const s = size / 2;
  const g = batchedGraphics();
  const bodyTop = -s * 0.12;
  const bw = s * 1.5;
  const bh = s * 1.1;
  // Shackle: a thick arc drawn under the body.
  g.moveTo(-s * 0.48, bodyTop + 2)
    .lineTo(-s * 0.48, -s * 0.42)
    .arc(0, -s * 0.42, s * 0.48, Math.PI, 0)
    .lineTo(s * 0.48, bodyTop + 2)
    .stroke({ width: s * 0.24, color: 0x8a97a6, cap: 'round' });
  g.moveTo(-s * 0.48, bodyTop)
    .lineTo(-s * 0.48, -s * 0.42)
    .arc(0, -s * 0.42, s * 0.48, Math.PI, -Math.PI / 2)
    .stroke({ width: s * 0.08, color: 0xe6edf3, alpha: 0.8, cap: 'round' });
  g.roundRect(-bw / 2, bodyTop + s * 0.06, bw, bh, s * 0.22).fill({ color: shade(body, 0.62) });
  g.roundRect(-bw / 2, bodyTop, bw, bh, s * 0.22).fill({ color: body });
  g.roundRect(-bw / 2 + s * 0.12, bodyTop + s * 0.1, bw - s * 0.24, s * 0.2, s * 0.1).fill({
    color: 0xffffff,
    alpha: 0.35,
  });
  const ky = bodyTop + bh * 0.45;
  g.circle(0, ky, s * 0.16).fill({ color: shade(body, 0.35) });
  g.roundRect(-s * 0.07, ky, s * 0.14, s * 0.34, s * 0.05).fill({ color: shade(body, 0.35) });
  return g;
}

/** A rounded video badge (play triangle on a camera-like plate), `size` wide, centred on (0, 0). */
export function createVideoIcon(size: number, plate = 0x2ecc71): Graphics {
  const w = size;
  const h = size * 0.72;
  const g = batchedGraphics();
  g.roundRect(-w / 2, -h / 2 + size * 0.06, w, h, h * 0.3).fill({ color: shade(plate, 0.6) });
  g.roundRect(-w / 2, -h / 2, w, h, h * 0.3)
    .fill({ color: plate })
    .stroke({ width: size * 0.06, color: 0xffffff, alignment: 1 });
  const t = h * 0.28;
  g.poly([-t * 0.7, -t, t * 1.05, 0, -t * 0.7, t]).fill({ color: 0xffffff });
  return g;
}
