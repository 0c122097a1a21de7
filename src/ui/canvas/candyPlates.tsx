// The candy game's menu picture on the canvas: three plates of matching sweets (how the game is played). A picture
// only: it takes no taps. Part of variant B's menu pictures (candyMenuArt.ts), a chunk variant A never fetches.
import type { Graphics } from 'pixi.js';
import { memo } from 'react';
import { sweet, WrappedCandyIcon } from '../sweets';
import { useRedrawOnRender } from './canvasUi';
import { drawIcon } from './iconGraphics';
import { CANDY_PLATES, candyPlatesSize } from './menuLook';

/** One plate, centred at (0, 0): shadow, ledge, the white dish with its pink well and rim, and its three sweets. */
function drawPlate(g: Graphics, colour: number) {
  const p = CANDY_PLATES;
  const r = p.size / 2;
  g.circle(0, 22, r + 2).fill({ color: 0x6e143c, alpha: 0.16 });
  g.circle(0, 12, r).fill({ color: 0x7a2a4a, alpha: 0.28 });
  g.circle(0, 0, r).fill(0xffffff);
  // The well: a pink ring from 50% to 62% of the radius, a little above the centre.
  g.circle(0, -r * 0.08, r * 0.62).fill(0xffeef5);
  g.circle(0, -r * 0.08, r * 0.5).fill(0xffffff);
  // The inset shade along the bottom: 8 px.
  g.circle(0, 0, r - p.rim).fill({ color: 0xf096be, alpha: 0.35 });
  g.circle(0, -8, r - p.rim).cut();
  g.circle(0, 0, r - p.rim / 2).stroke({ width: p.rim, color: 0xf3a6c4 });
  const s = p.sweet;
  for (const place of p.sweets) {
    const left = place.centred ? place.x * p.size - s / 2 : place.x < 0.5 ? place.x * p.size : place.x * p.size - s;
    const at = { x: left - r, y: place.y * p.size - r };
    drawIcon(g, WrappedCandyIcon, s, { colour: 0x000000 }, at, { colours: sweet(colour) });
  }
}

/** One drawing per plate, made once. */
const PLATE_DRAWERS = CANDY_PLATES.plates.map((plate) => (g: Graphics) => {
  g.clear();
  drawPlate(g, plate.colour);
});

/** The candy game's plates of sweets in a row, its top-centre at (`x`, `y`). */
export const CandyPlates = memo(function CandyPlates({ x, y }: { x: number; y: number }) {
  useRedrawOnRender();
  const p = CANDY_PLATES;
  const { width } = candyPlatesSize();
  return (
    <pixiContainer x={x - width / 2} y={y} eventMode="none">
      {p.plates.map((plate, i) => (
        <pixiContainer
          key={i}
          x={i * (p.size + p.gap) + p.size / 2}
          y={plate.drop + p.size / 2}
          rotation={(plate.tilt * Math.PI) / 180}
        >
          <pixiGraphics draw={PLATE_DRAWERS[i]!} />
        </pixiContainer>
      ))}
    </pixiContainer>
  );
});
