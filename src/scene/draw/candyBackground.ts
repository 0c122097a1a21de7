// Variant B's table behind the playfield: a candy-pink backdrop, a cake-stand counter under the plates, the
// holding plate (a long porcelain platter behind its slots) and a gingham tablecloth where the boards lie.
// Same signature and design-space placement as createBackgroundGraphic.
import { Container, Graphics } from 'pixi.js';
import type { StageLayout as Layout } from '../../core/stageLayout';
import { verticalGradient, type BackgroundOptions } from './drawBackground';
import { shade } from './palette';

const SKY_TOP = 0xffe3ee;
const SKY_BOTTOM = 0xf4a3c4;
const COUNTER = 0xb9ead8;
const PLATTER = 0xfffaf6;
const PLATTER_RIM = 0xf3a6c4;
const CLOTH = 0xfff7fa;
const CLOTH_CHECK = 0xf6b9cf;

/** Builds variant B's backdrop in design units, (0, 0) at the design's top-left corner. */
export function createCandyBackgroundGraphic(layout: Layout, opts: BackgroundOptions = {}): Container {
  const bleed = opts.bleed ?? 600;
  const slots = opts.traySlots ?? 5;
  const W = layout.width;
  const root = new Container({ label: 'background' });

  const sky = new Graphics({ label: 'sky' });
  sky.rect(-bleed, -bleed, W + bleed * 2, layout.height + bleed * 2).fill(verticalGradient(SKY_TOP, SKY_BOTTOM));
  // A few soft bubbles so that the backdrop is not flat (few: every translucent layer costs fill rate).
  sky.circle(W * 0.1, layout.height * 0.05, 240).fill({ color: 0xffffff, alpha: 0.18 });
  sky.circle(W * 0.9, layout.height * 0.24, 140).fill({ color: 0xffffff, alpha: 0.12 });
  sky.circle(W * 0.55, layout.height * 0.02, 70).fill({ color: 0xffffff, alpha: 0.1 });
  root.addChild(sky);

  // The counter the plates stand on, with a scalloped cream edge like a cake stand.
  const row = layout.boxRow;
  const counterY = row.y + row.height / 2 - 18;
  const counter = new Graphics({ label: 'shelf' });
  counter.rect(-bleed, counterY + 34, W + bleed * 2, 16).fill({ color: 0x7a2a4a, alpha: 0.1 });
  counter.rect(-bleed, counterY, W + bleed * 2, 24).fill({ color: COUNTER });
  counter.rect(-bleed, counterY, W + bleed * 2, 3).fill({ color: 0xffffff, alpha: 0.75 });
  counter.rect(-bleed, counterY + 24, W + bleed * 2, 10).fill({ color: shade(COUNTER, 0.78) });
  const scallop = 14;
  for (let x = -bleed + scallop; x < W + bleed; x += scallop * 2) counter.circle(x, counterY + 34, scallop * 0.72);
  counter.fill({ color: 0xfffbf2 });
  root.addChild(counter);

  // The holding plate: a long platter behind its slots, with a pink rim.
  const tray = layout.tray;
  const platterW = (slots - 1) * tray.spacing + tray.slot + 40;
  const platterH = tray.slot + 28;
  const px = W / 2 - platterW / 2;
  const py = tray.y - platterH / 2;
  const platter = new Graphics({ label: 'rail' });
  platter.roundRect(px, py + 7, platterW, platterH, platterH / 2).fill({ color: 0x7a2a4a, alpha: 0.18 });
  platter.roundRect(px, py, platterW, platterH, platterH / 2).fill({ color: PLATTER_RIM });
  platter.roundRect(px + 5, py + 4, platterW - 10, platterH - 10, (platterH - 10) / 2).fill({ color: PLATTER });
  platter
    .roundRect(px + 5, py + 4, platterW - 10, platterH - 10, (platterH - 10) / 2)
    .stroke({ width: 2, color: shade(PLATTER_RIM, 0.8), alpha: 0.6, alignment: 1 });
  platter.roundRect(px + 18, py + 8, platterW - 36, 6, 3).fill({ color: 0xffffff, alpha: 0.8 });
  root.addChild(platter);

  // The tablecloth under the boards: a gingham check (stripes both ways; where they cross, the check deepens).
  const top = layout.playArea.top - 16;
  const margin = 14;
  const cloth = new Graphics({ label: 'panel' });
  const cw = W - margin * 2;
  const ch = layout.height + bleed - top;
  cloth.roundRect(margin, top + 6, cw, ch, 40).fill({ color: 0x7a2a4a, alpha: 0.16 });
  cloth.roundRect(margin, top, cw, ch, 40).fill({ color: CLOTH });
  const step = 46;
  const band = step / 2;
  const inner = { left: margin + 10, right: W - margin - 10, top: top + 10 };
  for (let x = inner.left + 8; x < inner.right - 4; x += step)
    cloth.rect(x, inner.top, Math.min(band, inner.right - x), ch - 20);
  cloth.fill({ color: CLOTH_CHECK, alpha: 0.32 });
  for (let y = inner.top + 8; y < layout.height + 60; y += step)
    cloth.rect(inner.left, y, inner.right - inner.left, band);
  cloth.fill({ color: CLOTH_CHECK, alpha: 0.32 });
  cloth.roundRect(margin, top, cw, ch, 40).stroke({ width: 5, color: 0xffffff, alpha: 0.85, alignment: 1 });
  root.addChild(cloth);
  return root;
}
