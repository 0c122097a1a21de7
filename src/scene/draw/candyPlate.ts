// Variant B's plates (its boxes): an oval dish in a sweet's colour with three dimples the sweets sit in, a tag
// with the colour's mark, a locked plate (rewarded ad) and an empty place; and the holding plate's slots (its
// tray). Same sizes, centres and seat positions as the screw game's crates and sockets.
import { Container, type Graphics, type GraphicsContext } from 'pixi.js';
import type { StageLayout as Layout } from '../../core/stageLayout';
import { createPadlockIcon, createVideoIcon } from './drawIcons';
import { drawMark } from './drawMark';
import { batchedGraphics, strokeArc } from './graphicsUtil';
import { boxSeatSpacing, boxSlotOffset } from './layoutMath';
import { createLockedLabel } from './lockedLabel';
import { markInk, mix, paletteFill, paletteMark, shade, type Palette } from './palette';

type PlateRow = Layout['boxRow'];
type HoldingPlate = Layout['tray'];

/** Where a plate's drop shadow falls, design units. */
const PLATE_SHADOW = { x: 4, y: 9 };
/** How far the plate's edge shows under its rim, design units. */
const PLATE_DEPTH = 6;
/** The porcelain white that plates are glazed towards. */
const PORCELAIN = 0xfff8f2;
/** The grey of a locked plate. */
const LOCKED_GREY = 0xa7b0bb;

/** Strokes part of an ellipse as a white highlight, from angle `from` to `to`. */
function strokeEllipseArc(
  g: Graphics,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  from: number,
  to: number,
  width: number,
  alpha: number,
): void {
  const steps = 16;
  g.moveTo(cx + Math.cos(from) * rx, cy + Math.sin(from) * ry);
  for (let k = 1; k <= steps; k++) {
    const t = from + ((to - from) * k) / steps;
    g.lineTo(cx + Math.cos(t) * rx, cy + Math.sin(t) * ry);
  }
  g.stroke({ width, color: 0xffffff, alpha, cap: 'round' });
}

/** The oval dish shared by colour and locked plates: shadow, edge, rim and a glazed well with dimples. */
function drawDish(g: Graphics, row: PlateRow, seats: number, fill: number): void {
  const rx = row.width / 2;
  const ry = row.height / 2 - PLATE_DEPTH / 2;
  const top = -PLATE_DEPTH / 2;
  g.ellipse(PLATE_SHADOW.x, top + PLATE_SHADOW.y, rx, ry).fill({ color: 0x000000, alpha: 0.2 });
  // The edge under the rim, then the rim lit from the top left.
  g.ellipse(0, top + PLATE_DEPTH, rx, ry).fill({ color: shade(fill, 0.6) });
  g.ellipse(0, top, rx, ry).fill({ color: shade(fill, 0.9) });
  g.ellipse(-1, top - 1.5, rx - 3, ry - 3).fill({ color: fill });
  strokeEllipseArc(g, -1, top - 1.5, rx - 4.5, ry - 4.5, Math.PI * 1.08, Math.PI * 1.62, 2.5, 0.55);
  g.ellipse(-rx * 0.28, top - ry * 0.62, rx * 0.42, ry * 0.16).fill({ color: 0xffffff, alpha: 0.28 });
  // The glazed well, paler than the rim, with a shadow under its top edge.
  const well = mix(fill, PORCELAIN, 0.62);
  const wx = rx * 0.86;
  const wy = ry * 0.62;
  const wcy = top - ry * 0.18;
  g.ellipse(0, wcy, wx + 2.5, wy + 2.5).fill({ color: shade(fill, 0.7) });
  g.ellipse(0, wcy, wx, wy).fill({ color: well });
  g.ellipse(0, wcy - wy * 0.45, wx * 0.9, wy * 0.42).fill({ color: shade(well, 0.9), alpha: 0.55 });
  g.ellipse(wx * 0.1, wcy + wy * 0.25, wx * 0.7, wy * 0.5).fill({ color: 0xffffff, alpha: 0.25 });
  // Dimples the sweets sit in.
  const sr = boxSeatSpacing(seats, { boxRow: row }) * 0.42;
  for (let i = 0; i < seats; i++) {
    const p = boxSlotOffset(i, seats, { boxRow: row });
    g.ellipse(p.x, p.y + 1.5, sr + 1.5, sr * 0.8 + 1.5).fill({ color: shade(well, 1.25) });
    g.ellipse(p.x, p.y, sr, sr * 0.8).fill({ color: shade(well, 0.84) });
    g.ellipse(p.x + sr * 0.08, p.y + sr * 0.12, sr * 0.76, sr * 0.58).fill({ color: shade(well, 0.92) });
  }
}

/** The tag on the plate's front rim, where the colour's mark is printed; answers its centre and height. */
function drawTag(g: Graphics, row: PlateRow, fill: number): { y: number; h: number } {
  const h = row.height * 0.24;
  const w = row.width * 0.3;
  const y = row.height / 2 - PLATE_DEPTH - h * 0.62;
  g.roundRect(-w / 2, y - h / 2 + 2, w, h, h / 2).fill({ color: shade(fill, 0.5), alpha: 0.6 });
  g.roundRect(-w / 2, y - h / 2, w, h, h / 2).fill({ color: shade(fill, 0.82) });
  g.roundRect(-w / 2, y - h / 2, w, h, h / 2).stroke({ width: 2, color: 0xffffff, alpha: 0.8, alignment: 1 });
  return { y, h };
}

/**
 * Builds a plate of colour index `colour` with `capacity` dimples, centred on (0, 0); sweets sit at
 * boxSlotOffset. `dish`, when given, is the drawing of an earlier plate of the same colour, row and capacity
 * to share (the box row keeps one per colour): like `createBoxGraphic`, the drawing is the child labelled
 * 'crate', so the box row treats plates as it treats crates.
 */
export function createPlateGraphic(
  colour: number,
  palette: Palette,
  row: PlateRow,
  capacity: number,
  dish?: GraphicsContext,
): Container {
  const root = new Container({ label: `plate-${colour}` });
  if (dish) {
    root.addChild(batchedGraphics({ context: dish, label: 'crate' }));
    return root;
  }
  const fill = paletteFill(palette, colour);
  const g = batchedGraphics({ label: 'crate' });
  drawDish(g, row, capacity, fill);
  const tag = drawTag(g, row, fill);
  const ink = markInk(shade(fill, 0.82));
  const size = tag.h * 0.78;
  drawMark(
    g,
    paletteMark(palette, colour),
    size,
    ink === 0xffffff ? shade(fill, 0.4) : shade(fill, 1.4),
    0.9,
    0,
    tag.y + 1.2,
  );
  drawMark(g, paletteMark(palette, colour), size, ink, 1, 0, tag.y);
  root.addChild(g);
  return root;
}

/**
 * Builds a locked plate place (opened by a rewarded ad): a grey plate under a padlock, with a video badge.
 * `label`, already translated, is written on its front rim when given.
 */
export function createLockedPlateGraphic(row: PlateRow, label?: string): Container {
  const root = new Container({ label: 'plate-locked' });
  const g = batchedGraphics({ label: 'crate' });
  drawDish(g, row, 0, LOCKED_GREY);
  root.addChild(g);
  const lock = createPadlockIcon(row.height * (label ? 0.42 : 0.5));
  lock.position.set(0, label ? -row.height * 0.14 : -row.height * 0.08);
  root.addChild(lock);
  if (label) {
    root.addChild(
      createLockedLabel(label, LOCKED_GREY, row.height * 0.15, {
        x: 0,
        y: row.height * 0.27,
        maxWidth: row.width * 0.86,
      }),
    );
  }
  const video = createVideoIcon(row.width * 0.28);
  video.position.set(row.width / 2 - row.width * 0.12, -row.height / 2 + row.height * 0.1);
  root.addChild(video);
  return root;
}

/** Builds an empty plate place (no plate left for it): a faint dashed oval. */
export function createEmptyPlateGraphic(row: PlateRow): Graphics {
  const rx = row.width / 2;
  const ry = row.height / 2 - PLATE_DEPTH / 2;
  const g = batchedGraphics({ label: 'plate-empty' });
  g.ellipse(0, 0, rx, ry).fill({ color: 0xffffff, alpha: 0.14 });
  const dashes = 22;
  for (let i = 0; i < dashes; i++) {
    const a = (i / dashes) * Math.PI * 2;
    const b = a + (Math.PI * 2) / dashes / 1.8;
    const steps = 4;
    g.moveTo(Math.cos(a) * rx, Math.sin(a) * ry);
    for (let k = 1; k <= steps; k++) {
      const t = a + ((b - a) * k) / steps;
      g.lineTo(Math.cos(t) * rx, Math.sin(t) * ry);
    }
  }
  g.stroke({ width: 3, color: 0xffffff, alpha: 0.6, cap: 'round' });
  return g;
}

/** The glaze of the holding plate's wells. */
const HOLDING_WELL = 0xfdf1f5;
const HOLDING_RIM = 0xf3a6c4;

/**
 * Builds one slot of the holding plate, centred on (0, 0): a small round dish a sweet sits in. A locked
 * slot (an expansion plate, opened by skill 0) is a grey dish under a padlock.
 */
export function createHoldingSlotGraphic(locked: boolean, tray: HoldingPlate): Container {
  const root = new Container({ label: locked ? 'holding-slot-locked' : 'holding-slot' });
  const s = tray.slot;
  const r = s / 2;
  const rim = locked ? LOCKED_GREY : HOLDING_RIM;
  const g = batchedGraphics({ label: 'dish' });
  g.circle(0, 3, r).fill({ color: shade(rim, 0.62) });
  g.circle(0, 0, r).fill({ color: rim });
  g.circle(-0.6, -0.8, r - 2.5).fill({ color: shade(rim, 1.12) });
  strokeArc(g, 0, 0, r - 1.5, Math.PI * 1.05, Math.PI * 1.65, { width: 2, color: 0xffffff, alpha: 0.7, cap: 'round' });
  const well = locked ? shade(LOCKED_GREY, 0.8) : HOLDING_WELL;
  const wr = r * 0.74;
  g.circle(0, 0, wr + 2).fill({ color: shade(rim, 0.75) });
  g.circle(0, 0, wr).fill({ color: well });
  g.ellipse(0, -wr * 0.42, wr * 0.86, wr * 0.46).fill({ color: shade(well, 0.88), alpha: 0.6 });
  g.circle(wr * 0.12, wr * 0.2, wr * 0.55).fill({ color: 0xffffff, alpha: locked ? 0.08 : 0.3 });
  root.addChild(g);
  if (locked) {
    const lock = createPadlockIcon(s * 0.5, 0xc9d1da);
    lock.position.set(0, s * 0.02);
    root.addChild(lock);
  }
  return root;
}
