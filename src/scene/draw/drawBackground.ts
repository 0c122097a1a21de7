// The table behind the playfield: a gradient backdrop, a shelf under the box row, a rail behind the tray and a
// pegboard panel where the boards hang.
import { Container, FillGradient, Graphics } from 'pixi.js';
import type { StageLayout as Layout } from '../../core/stageLayout';
import { shade } from './palette';

/** How the backdrop is drawn. */
export interface BackgroundOptions {
  /** Tray slots the rail spans (default 5). */
  traySlots?: number;
  /** Design units drawn beyond every edge so wider or taller screens show no gaps (default 600). */
  bleed?: number;
}

const SKY_TOP = 0x6fd0f6;
const SKY_BOTTOM = 0x3b78d8;
const PANEL = 0xe6f0fa;
const SHELF = 0xf6e6cc;

// Gradients own a texture: build each once and share it between rebuilt backgrounds (both variants' tables).
const gradients = new Map<string, FillGradient>();

export function verticalGradient(top: number, bottom: number): FillGradient {
  const key = `${top}-${bottom}`;
  const cached = gradients.get(key);
  if (cached) return cached;
  const gradient = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: [
      { offset: 0, color: top },
      { offset: 1, color: bottom },
    ],
    textureSpace: 'local',
  });
  gradients.set(key, gradient);
  return gradient;
}

/** Builds the backdrop of the playfield in design units, (0, 0) at the design's top-left corner. */
export function createBackgroundGraphic(layout: Layout, opts: BackgroundOptions = {}): Container {
  const bleed = opts.bleed ?? 600;
  const slots = opts.traySlots ?? 5;
  const W = layout.width;
  const root = new Container({ label: 'background' });

  const sky = new Graphics({ label: 'sky' });
  sky.rect(-bleed, -bleed, W + bleed * 2, layout.height + bleed * 2).fill(verticalGradient(SKY_TOP, SKY_BOTTOM));
  // Two soft light blobs so the backdrop is not flat (few: every translucent layer costs fill rate).
  sky.circle(W * 0.12, layout.height * 0.04, 260).fill({ color: 0xffffff, alpha: 0.09 });
  sky.circle(W * 0.92, layout.height * 0.26, 150).fill({ color: 0xffffff, alpha: 0.06 });
  root.addChild(sky);

  // The shelf the boxes stand on.
  const row = layout.boxRow;
  const shelfY = row.y + row.height / 2 - 18;
  const shelf = new Graphics({ label: 'shelf' });
  shelf.rect(-bleed, shelfY + 34, W + bleed * 2, 16).fill({ color: 0x000000, alpha: 0.12 });
  shelf.rect(-bleed, shelfY, W + bleed * 2, 22).fill({ color: SHELF });
  shelf.rect(-bleed, shelfY, W + bleed * 2, 3).fill({ color: 0xffffff, alpha: 0.7 });
  shelf.rect(-bleed, shelfY + 22, W + bleed * 2, 14).fill({ color: shade(SHELF, 0.72) });
  shelf.rect(-bleed, shelfY + 22, W + bleed * 2, 2).fill({ color: shade(SHELF, 0.55) });
  root.addChild(shelf);

  // The rail behind the tray slots.
  const tray = layout.tray;
  const railW = (slots - 1) * tray.spacing + tray.slot + 36;
  const railH = tray.slot + 24;
  const rail = new Graphics({ label: 'rail' });
  rail.roundRect(W / 2 - railW / 2, tray.y - railH / 2 + 5, railW, railH, railH / 2).fill({
    color: 0x0a2350,
    alpha: 0.25,
  });
  rail.roundRect(W / 2 - railW / 2, tray.y - railH / 2, railW, railH, railH / 2).fill({ color: 0x2a5aa8 });
  rail.roundRect(W / 2 - railW / 2, tray.y - railH / 2, railW, railH, railH / 2).stroke({
    width: 3,
    color: 0x9cc4ff,
    alpha: 0.55,
    alignment: 1,
  });
  root.addChild(rail);

  // The pegboard panel behind the boards.
  const top = layout.playArea.top - 16;
  const margin = 14;
  const panel = new Graphics({ label: 'panel' });
  const pw = W - margin * 2;
  const ph = layout.height + bleed - top;
  panel.roundRect(margin, top + 6, pw, ph, 40).fill({ color: 0x0a2350, alpha: 0.22 });
  panel.roundRect(margin, top, pw, ph, 40).fill(verticalGradient(PANEL, 0xc9dbee));
  panel.roundRect(margin, top, pw, ph, 40).stroke({ width: 4, color: 0xffffff, alpha: 0.75, alignment: 1 });
  const step = 54;
  for (let y = top + 34; y < layout.height + 60; y += step)
    for (let x = margin + 34; x < W - margin - 20; x += step) {
      panel.circle(x, y, 5).fill({ color: 0xb7c8da });
      panel.circle(x, y - 1, 4).fill({ color: 0x9fb3c9 });
    }
  root.addChild(panel);
  return root;
}
