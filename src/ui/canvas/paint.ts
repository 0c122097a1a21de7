// The paints the canvas layers share: vertical gradients (one texture each, made once) and the rounded,
// white-rimmed badges and pills the DOM layers drew with CSS gradients, borders and box shadows.
import { FillGradient, type Graphics } from 'pixi.js';
import type { DesignBox } from './controls';

const gradients = new Map<string, FillGradient>();

/** One colour stop of a gradient: where it sits (0..1) and its colour (a number or a CSS colour string). */
export interface ColourStop {
  offset: number;
  color: number | string;
}

/** A top-to-bottom gradient through `stops` in the box of whatever it fills (made once per stops). */
export function verticalStops(stops: readonly ColourStop[]): FillGradient {
  const key = stops.map((stop) => `${stop.offset}:${stop.color}`).join('|');
  let gradient = gradients.get(key);
  if (!gradient) {
    gradient = new FillGradient({
      type: 'linear',
      start: { x: 0, y: 0 },
      end: { x: 0, y: 1 },
      colorStops: stops.map((stop) => ({ offset: stop.offset, color: stop.color })),
      textureSpace: 'local',
    });
    gradients.set(key, gradient);
  }
  return gradient;
}

/** A top-to-bottom gradient in the box of whatever it fills; colours as numbers or CSS colour strings. */
export function verticalGradient(top: number | string, bottom: number | string): FillGradient {
  return verticalStops([
    { offset: 0, color: top },
    { offset: 1, color: bottom },
  ]);
}

/** How a pill is painted: its gradient, rim, the highlight along its inner top and the ledge under it. */
export interface PillPaint {
  top: number;
  bottom: number;
  rim: number;
  rimWidth: number;
  /** An inset highlight along the top edge (CSS `inset 0 Npx 0`), or none. */
  shine?: { color: number; alpha: number; depth: number };
  /** A hard shadow under it (CSS `0 Npx 0`). */
  ledge: { color: number; alpha: number; depth: number };
}

/** A rounded pill (corner radius `radius`, default half its height): ledge, body, top highlight, rim. */
export function drawPill(g: Graphics, box: DesignBox, paint: PillPaint, radius = box.height / 2): void {
  const { x, y, width, height } = box;
  g.roundRect(x, y + paint.ledge.depth, width, height, radius).fill({
    color: paint.ledge.color,
    alpha: paint.ledge.alpha,
  });
  g.roundRect(x, y, width, height, radius).fill(verticalGradient(paint.top, paint.bottom));
  const half = paint.rimWidth / 2;
  if (paint.shine) {
    const inner = {
      x: x + paint.rimWidth,
      y: y + paint.rimWidth,
      w: width - 2 * paint.rimWidth,
      h: height - 2 * paint.rimWidth,
    };
    const r = Math.max(0, radius - paint.rimWidth);
    g.roundRect(inner.x, inner.y, inner.w, inner.h, r).fill({ color: paint.shine.color, alpha: paint.shine.alpha });
    g.roundRect(inner.x, inner.y + paint.shine.depth, inner.w, inner.h, r).cut();
  }
  g.roundRect(x + half, y + half, width - paint.rimWidth, height - paint.rimWidth, Math.max(0, radius - half)).stroke({
    width: paint.rimWidth,
    color: paint.rim,
  });
}

/** A see-through colour. */
export interface Wash {
  color: number;
  alpha: number;
}

/** The grounds of a panel's sunken pills: the wood panel's brown, the candy panel's pink (winPills, look-ad, challenge). */
export const SUNKEN = {
  wood: { fill: { color: 0x783c0f, alpha: 0.14 }, inset: { color: 0x5a2805, alpha: 0.14 } },
  candy: { fill: { color: 0xe0317a, alpha: 0.1 }, inset: { color: 0xa01e5a, alpha: 0.12 } },
} as const satisfies Record<string, { fill: Wash; inset: Wash }>;

/**
 * A soft sunken pill on a panel: its ground (`fill`, or a gradient already laid when null) and an inner shade
 * along its top edge, `depth` px deep (the CSS's inset shadow).
 */
export function drawSunken(
  g: Graphics,
  box: DesignBox,
  radius: number,
  paint: { fill: Wash | null; inset: Wash },
  depth = 5,
): void {
  const { x, y, width, height } = box;
  if (paint.fill) g.roundRect(x, y, width, height, radius).fill(paint.fill);
  g.roundRect(x, y, width, height, radius).fill(paint.inset);
  // The hole is inset half a pixel at the sides and bottom: a hole reaching past its shape would not cut cleanly.
  g.roundRect(x + 0.5, y + depth, width - 1, height - depth - 0.5, radius).cut();
}

/** A small badge of the buttons (a skill's price, the hint's count): white rim, a soft brown ledge 4 px down. */
export function badgePaint(top: number, bottom: number, rimWidth: number): PillPaint {
  return { top, bottom, rim: 0xffffff, rimWidth, ledge: { color: 0x3c1900, alpha: 0.45, depth: 4 } };
}

/** A radial gradient's shape and colours (Pixi's: a circle from `centre` out to `radius`, in `space`). */
export interface RadialPaint {
  centre: { x: number; y: number };
  radius: number;
  stops: readonly { offset: number; color: number | string }[];
  /** 'local': in the unit box of whatever it fills; 'global': in the filling shape's own units. */
  space: 'local' | 'global';
}

const radials = new Map<string, FillGradient>();

/**
 * A radial gradient, made once per shape and colours. Pixi paints a radial gradient over its last stop's
 * colour, so a see-through gradient should end in a clear stop (else its wash is laid twice).
 */
export function radialGradient(paint: RadialPaint): FillGradient {
  const key = JSON.stringify(paint);
  let gradient = radials.get(key);
  if (!gradient) {
    gradient = new FillGradient({
      type: 'radial',
      center: paint.centre,
      innerRadius: 0,
      outerCenter: paint.centre,
      outerRadius: paint.radius,
      colorStops: paint.stops.map((stop) => ({ ...stop })),
      textureSpace: paint.space,
    });
    radials.set(key, gradient);
  }
  return gradient;
}
