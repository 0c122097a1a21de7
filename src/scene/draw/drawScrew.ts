// A screw head seen from above: glossy coloured dome, and a drive recess shaped like the colour's mark.
import { Container, Graphics } from 'pixi.js';
import { drawMark } from './drawMark';
import { strokeArc } from './graphicsUtil';
import { markInk, paletteFill, paletteMark, shade, type Palette } from './palette';

/** Where a screw's shadow falls, as a share of the screw radius (light from the top left). */
export const SCREW_SHADOW_OFFSET = { x: 0.12, y: 0.22 };

/** Builds the head of a screw of colour index `colour`, `radius` in design units, centred on (0, 0). */
export function createScrewGraphic(colour: number, palette: Palette, radius: number): Container {
  const r = radius;
  const fill = paletteFill(palette, colour);
  const ink = markInk(fill);
  const root = new Container({ label: `screw-${colour}` });

  const head = new Graphics({ label: 'head' });
  // Metal rim and the coloured dome, lit from the top left.
  head.circle(0, 0, r).fill({ color: shade(fill, 0.5) });
  head.circle(0, 0, r * 0.93).fill({ color: shade(fill, 0.78) });
  head.circle(-r * 0.05, -r * 0.07, r * 0.84).fill({ color: fill });
  head.circle(-r * 0.16, -r * 0.2, r * 0.6).fill({ color: shade(fill, 1.12) });
  // Soft gloss: an upper-left lens and a sharp glint.
  head.ellipse(-r * 0.3, -r * 0.44, r * 0.42, r * 0.22).fill({ color: 0xffffff, alpha: 0.32 });
  head.circle(-r * 0.52, -r * 0.32, r * 0.1).fill({ color: 0xffffff, alpha: 0.75 });
  // Rim highlight along the top-left edge.
  strokeArc(head, 0, 0, r * 0.965, Math.PI * 1.05, Math.PI * 1.6, {
    width: r * 0.07,
    color: 0xffffff,
    alpha: 0.45,
    cap: 'round',
  });
  root.addChild(head);

  // The drive recess is the colour mark: a dark bevel under it makes it read as cut into the head.
  const mark = paletteMark(palette, colour);
  const drive = new Graphics({ label: 'drive' });
  const size = r * 1.12;
  const bevel = ink === 0xffffff ? shade(fill, 0.35) : shade(fill, 1.45);
  drawMark(drive, mark, size * 1.08, bevel, 0.9, r * 0.02, r * 0.07);
  drawMark(drive, mark, size, ink, 1);
  root.addChild(drive);
  return root;
}

/** Builds the soft shadow of a screw head; place it at the screw's position, under the screw. */
export function createScrewShadow(radius: number): Graphics {
  const dx = radius * SCREW_SHADOW_OFFSET.x;
  const dy = radius * SCREW_SHADOW_OFFSET.y;
  return new Graphics({ label: 'screw-shadow' })
    .circle(dx, dy, radius * 1.08)
    .fill({ color: 0x000000, alpha: 0.12 })
    .circle(dx, dy, radius)
    .fill({ color: 0x000000, alpha: 0.2 });
}
