// A wrapped sweet seen from above (variant B's screw): a glossy striped drop with the colour's mark pressed
// into it, and twisted wrapper ends left and right. Everything stays within the screw radius, so the hit
// test, the seats of plates and the holding plate fit it as they fit a screw head.
import { Container, Graphics } from 'pixi.js';
import { drawMark } from './drawMark';
import { strokeArc } from './graphicsUtil';
import { markInk, paletteFill, paletteMark, shade, type Palette } from './palette';

/** Where a sweet's shadow falls, as a share of the radius (light from the top left, as for screws). */
export const CANDY_SHADOW_OFFSET = { x: 0.12, y: 0.22 };
/** The drop's radius as a share of the sweet's radius; the wrapper ends fill the rest. */
export const CANDY_BODY = 0.78;

/** One twisted wrapper end, pointing left (side -1) or right (side 1). */
function drawWrapperEnd(g: Graphics, r: number, side: 1 | -1, fill: number): void {
  const inner = r * (CANDY_BODY - 0.1);
  const waist = r * 0.74;
  const tip = r * 0.99;
  const spread = r * 0.44;
  // The fan of foil: pinched at the waist, fanned out at the tip with a scalloped edge.
  const foil = shade(fill, 1.42);
  g.poly([
    side * inner,
    -r * 0.2,
    side * waist,
    -r * 0.09,
    side * tip,
    -spread,
    side * (tip + r * 0.01),
    0,
    side * tip,
    spread,
    side * waist,
    r * 0.09,
    side * inner,
    r * 0.2,
  ]).fill({ color: foil });
  // The shaded lower half of the fan, and pleats running from the twist to the edge.
  g.poly([side * waist, 0, side * tip, 0, side * tip, spread, side * waist, r * 0.09]).fill({
    color: shade(fill, 0.82),
    alpha: 0.35,
  });
  for (const k of [-0.62, -0.22, 0.22, 0.62]) {
    g.moveTo(side * waist, k * r * 0.08)
      .lineTo(side * tip * 0.985, k * spread)
      .stroke({ width: r * 0.035, color: shade(fill, 0.7), alpha: 0.55, cap: 'round' });
  }
  // The twist: a small knot where the foil meets the sweet.
  g.roundRect(side > 0 ? waist - r * 0.09 : -waist - r * 0.03, -r * 0.11, r * 0.12, r * 0.22, r * 0.05).fill({
    color: shade(fill, 0.72),
  });
}

/** The swirl of a boiled sweet: `arms` curved stripes from near the centre to the rim. */
function drawSwirl(g: Graphics, b: number, arms: number, color: number): void {
  const steps = 8;
  for (let k = 0; k < arms; k++) {
    const a0 = (k / arms) * Math.PI * 2;
    const edge = (side: number) =>
      Array.from({ length: steps + 1 }, (_, i) => {
        const t = i / steps;
        const rad = b * (0.2 + 0.72 * t);
        const a = a0 + t * 1.1 + side * (0.1 + 0.2 * t);
        return [Math.cos(a) * rad, Math.sin(a) * rad];
      });
    const points = [...edge(1), ...edge(-1).reverse()].flat();
    g.poly(points).fill({ color, alpha: 0.6 });
  }
}

/** Builds a sweet of colour index `colour`, `radius` in design units, centred on (0, 0). */
export function createCandyGraphic(colour: number, palette: Palette, radius: number): Container {
  const r = radius;
  const fill = paletteFill(palette, colour);
  const ink = markInk(fill);
  const root = new Container({ label: `candy-${colour}` });

  const wrapper = new Graphics({ label: 'wrapper' });
  drawWrapperEnd(wrapper, r, -1, fill);
  drawWrapperEnd(wrapper, r, 1, fill);
  root.addChild(wrapper);

  const b = r * CANDY_BODY;
  const drop = new Graphics({ label: 'drop' });
  // A rim, the sweet, and swirl stripes a shade lighter, lit from the top left.
  drop.circle(0, 0, b).fill({ color: shade(fill, 0.55) });
  drop.circle(0, 0, b * 0.94).fill({ color: shade(fill, 0.85) });
  drop.circle(-b * 0.04, -b * 0.06, b * 0.86).fill({ color: fill });
  drawSwirl(drop, b, 6, shade(fill, 1.32));
  // Glossy lens and glint on the upper left.
  drop.ellipse(-b * 0.3, -b * 0.46, b * 0.42, b * 0.2).fill({ color: 0xffffff, alpha: 0.35 });
  drop.circle(-b * 0.56, -b * 0.3, b * 0.1).fill({ color: 0xffffff, alpha: 0.8 });
  strokeArc(drop, 0, 0, b * 0.96, Math.PI * 1.05, Math.PI * 1.6, {
    width: b * 0.07,
    color: 0xffffff,
    alpha: 0.5,
    cap: 'round',
  });
  root.addChild(drop);

  // The colour's mark, pressed into the sweet: a bevel under it makes it read as embossed.
  const mark = paletteMark(palette, colour);
  const emboss = new Graphics({ label: 'mark' });
  const size = b * 1.3;
  const bevel = ink === 0xffffff ? shade(fill, 0.4) : shade(fill, 1.5);
  drawMark(emboss, mark, size * 1.06, bevel, 0.9, b * 0.03, b * 0.08);
  drawMark(emboss, mark, size, ink, 1);
  root.addChild(emboss);
  return root;
}

/** Builds the soft shadow of a sweet; place it at the sweet's position, under the sweet. */
export function createCandyShadow(radius: number): Graphics {
  const dx = radius * CANDY_SHADOW_OFFSET.x;
  const dy = radius * CANDY_SHADOW_OFFSET.y;
  const b = radius * CANDY_BODY;
  return new Graphics({ label: 'candy-shadow' })
    .ellipse(dx, dy, radius * 1.02, radius * 0.42)
    .fill({ color: 0x000000, alpha: 0.1 })
    .circle(dx, dy, b * 1.08)
    .fill({ color: 0x000000, alpha: 0.12 })
    .circle(dx, dy, b)
    .fill({ color: 0x000000, alpha: 0.18 });
}
