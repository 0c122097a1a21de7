// The box row: an open crate in a screw colour with its seats, a locked crate (rewarded ad) and an empty place.
import { Container, type Graphics, type GraphicsContext } from 'pixi.js';
import type { StageLayout as Layout } from '../../core/stageLayout';
import { createPadlockIcon, createVideoIcon } from './drawIcons';
import { drawMark } from './drawMark';
import { batchedGraphics } from './graphicsUtil';
import { boxSeatSpacing, boxSlotOffset } from './layoutMath';
import { createLockedLabel } from './lockedLabel';
import { markInk, paletteFill, paletteMark, shade, type Palette } from './palette';

type BoxRow = Layout['boxRow'];

/** Where a box's drop shadow falls, design units. */
const BOX_SHADOW = { x: 4, y: 9 };
/** Where the front wall of a crate starts, as a share of its height below the top. */
const FRONT_TOP = 0.48;

function corner(row: BoxRow): number {
  return Math.min(row.width, row.height) * 0.2;
}

/** The crate shared by colour and locked boxes: shadow, back wall, dark inside and seats. */
function drawCrateBack(g: Graphics, row: BoxRow, seats: number, fill: number): void {
  const w = row.width;
  const h = row.height;
  const r = corner(row);
  g.roundRect(-w / 2 + BOX_SHADOW.x, -h / 2 + BOX_SHADOW.y, w, h, r).fill({ color: 0x000000, alpha: 0.22 });
  g.roundRect(-w / 2 + BOX_SHADOW.x, -h / 2 + BOX_SHADOW.y, w, h, r).stroke({
    width: 6,
    color: 0x000000,
    alpha: 0.07,
    alignment: 0,
  });
  // Back wall with a lit rim along its top edge.
  g.roundRect(-w / 2, -h / 2, w, h, r).fill({ color: shade(fill, 0.72) });
  g.roundRect(-w / 2, -h / 2, w, h * 0.7, r).fill({ color: shade(fill, 1.08) });
  // The inside of the crate, seen from above.
  const rim = w * 0.065;
  const insideTop = -h / 2 + rim;
  const insideH = h * FRONT_TOP + rim * 0.5;
  g.roundRect(-w / 2 + rim, insideTop, w - rim * 2, insideH, r * 0.65).fill({ color: shade(fill, 0.38) });
  g.roundRect(-w / 2 + rim, insideTop, w - rim * 2, insideH * 0.35, r * 0.65).fill({
    color: 0x000000,
    alpha: 0.18,
  });
  // Seats: round sockets the screws drop into.
  const sr = boxSeatSpacing(seats, { boxRow: row }) * 0.42;
  for (let i = 0; i < seats; i++) {
    const p = boxSlotOffset(i, seats, { boxRow: row });
    g.circle(p.x, p.y, sr + 2).fill({ color: shade(fill, 0.55) });
    g.circle(p.x, p.y, sr).fill({ color: shade(fill, 0.22) });
    g.circle(p.x + sr * 0.1, p.y + sr * 0.2, sr * 0.74).fill({ color: shade(fill, 0.3) });
  }
}

/** The front wall of a crate, drawn over the lower part of its inside. */
function drawCrateFront(g: Graphics, row: BoxRow, fill: number): { top: number; bottom: number } {
  const w = row.width;
  const h = row.height;
  const r = corner(row);
  const top = -h / 2 + h * FRONT_TOP;
  const fh = h / 2 - top;
  g.roundRect(-w / 2, top, w, fh, r * 0.8).fill({ color: shade(fill, 0.7) });
  g.roundRect(-w / 2, top, w, fh - 5, r * 0.8).fill({ color: fill });
  g.roundRect(-w / 2 + 6, top + 6, w - 12, fh * 0.3, fh * 0.15).fill({ color: 0xffffff, alpha: 0.16 });
  g.moveTo(-w / 2 + r * 0.6, top + 1.8)
    .lineTo(w / 2 - r * 0.6, top + 1.8)
    .stroke({ width: 3, color: shade(fill, 1.4), alpha: 0.9, cap: 'round' });
  g.roundRect(-w / 2, -h / 2, w, h, r).stroke({ width: 2.5, color: shade(fill, 0.45), alignment: 1 });
  return { top, bottom: h / 2 - 5 };
}

/**
 * Builds a box of colour index `colour` with `capacity` seats, centred on (0, 0); screws sit at boxSlotOffset.
 * `crate`, when given, is the drawing of an earlier box of the same colour, row and capacity to share: Pixi
 * then tessellates it once, not once per box (its owner must not destroy it with the box).
 */
export function createBoxGraphic(
  colour: number,
  palette: Palette,
  row: BoxRow,
  capacity: number,
  crate?: GraphicsContext,
): Container {
  const root = new Container({ label: `box-${colour}` });
  if (crate) {
    root.addChild(batchedGraphics({ context: crate, label: 'crate' }));
    return root;
  }
  const fill = paletteFill(palette, colour);
  const g = batchedGraphics({ label: 'crate' });
  drawCrateBack(g, row, capacity, fill);
  const front = drawCrateFront(g, row, fill);
  // The colour's mark on the front, so the box reads without colour too.
  const cy = (front.top + front.bottom) / 2 + 1;
  const size = (front.bottom - front.top) * 0.56;
  const ink = markInk(fill);
  drawMark(
    g,
    paletteMark(palette, colour),
    size,
    ink === 0xffffff ? shade(fill, 0.45) : shade(fill, 1.4),
    0.9,
    0,
    cy + 1.5,
  );
  drawMark(g, paletteMark(palette, colour), size, ink, 1, 0, cy);
  root.addChild(g);
  return root;
}

/** The grey of a locked box. */
const LOCKED_GREY = 0x9aa6b2;

/**
 * Builds a locked box place (opened by a rewarded ad): a grey crate with a padlock and a video badge. `label`,
 * already translated (for example "tap to unlock"), is written on the front when given.
 */
export function createLockedBoxGraphic(row: BoxRow, label?: string): Container {
  const root = new Container({ label: 'box-locked' });
  const g = batchedGraphics({ label: 'crate' });
  drawCrateBack(g, row, 0, LOCKED_GREY);
  const front = drawCrateFront(g, row, LOCKED_GREY);
  root.addChild(g);
  const lockSize = row.height * (label ? 0.46 : 0.56);
  const lock = createPadlockIcon(lockSize);
  lock.position.set(0, label ? -row.height * 0.1 : -row.height * 0.04);
  root.addChild(lock);
  if (label) {
    root.addChild(
      createLockedLabel(label, LOCKED_GREY, row.height * 0.15, {
        x: 0,
        y: front.top + (front.bottom - front.top) * 0.62,
        maxWidth: row.width * 0.9,
      }),
    );
  }
  const video = createVideoIcon(row.width * 0.3);
  video.position.set(row.width / 2 - row.width * 0.1, -row.height / 2 + row.height * 0.06);
  root.addChild(video);
  return root;
}

/** Builds an empty box place (no box left for it): a faint dashed outline. */
export function createEmptyBoxGraphic(row: BoxRow): Graphics {
  const w = row.width;
  const h = row.height;
  const r = corner(row);
  const g = batchedGraphics({ label: 'box-empty' });
  g.roundRect(-w / 2, -h / 2, w, h, r).fill({ color: 0x000000, alpha: 0.08 });
  const dash = 10;
  const gap = 7;
  const style = { width: 3, color: 0xffffff, alpha: 0.45, cap: 'round' as const };
  const edge = (x0: number, y0: number, x1: number, y1: number) => {
    const len = Math.hypot(x1 - x0, y1 - y0);
    const n = Math.max(1, Math.round((len + gap) / (dash + gap)));
    const step = len / n;
    for (let i = 0; i < n; i++) {
      const a = (i * step + gap / 2) / len;
      const b = ((i + 1) * step - gap / 2) / len;
      g.moveTo(x0 + (x1 - x0) * a, y0 + (y1 - y0) * a).lineTo(x0 + (x1 - x0) * b, y0 + (y1 - y0) * b);
    }
  };
  edge(-w / 2 + r, -h / 2, w / 2 - r, -h / 2);
  edge(w / 2, -h / 2 + r, w / 2, h / 2 - r);
  edge(w / 2 - r, h / 2, -w / 2 + r, h / 2);
  edge(-w / 2, h / 2 - r, -w / 2, -h / 2 + r);
  g.stroke(style);
  const corners: [number, number, number][] = [
    [w / 2 - r, -h / 2 + r, -Math.PI / 2],
    [w / 2 - r, h / 2 - r, 0],
    [-w / 2 + r, h / 2 - r, Math.PI / 2],
    [-w / 2 + r, -h / 2 + r, Math.PI],
  ];
  for (const [cx, cy, a] of corners) {
    g.moveTo(cx + Math.cos(a + 0.35) * r, cy + Math.sin(a + 0.35) * r)
      .arc(cx, cy, r, a + 0.35, a + Math.PI / 2 - 0.35)
      .stroke(style);
  }
  return g;
}
