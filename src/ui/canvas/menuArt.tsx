// The menu's pictures on the canvas: the screw game's three tilted planks with coloured screw heads, and the candy
// game's three plates of matching sweets (how each game is played). Pictures only: they take no taps.
import type { Graphics } from 'pixi.js';
import { memo, useCallback } from 'react';
import { sweet, WrappedCandyIcon } from '../sweets';
import { useRedrawOnRender } from './canvasUi';
import { drawIcon } from './iconGraphics';
import { CANDY_PLATES, candyPlatesSize, PLANK, PLANK_SCREWS, PLANKS } from './menuLook';
import { verticalGradient } from './paint';

const WOOD_DEEP = 0x6c3511;

/** One plank `w` wide, its top-left at (0, 0): shadow, ledge, wood with its grain, highlight, rim, screws. */
function drawPlank(g: Graphics, w: number, plank: (typeof PLANKS)[number], screws: (typeof PLANK_SCREWS)[number]) {
  const h = PLANK.height;
  const r = h / 2;
  const rim = PLANK.rim;
  g.roundRect(-4, 18, w + 8, h + 8, r + 4).fill({ color: 0x3c1400, alpha: 0.16 });
  g.roundRect(0, 10, w, h, r).fill({ color: 0x4f2509, alpha: 0.85 });
  g.roundRect(0, 0, w, h, r).fill(verticalGradient(plank.light, plank.dark));
  // The grain: a pale stripe every 70 px, as the CSS's repeating gradient.
  for (let x = 40; x < w - r / 2; x += 70) g.rect(x, rim, 4, h - 2 * rim).fill({ color: 0xffffff, alpha: 0.16 });
  // The highlight along the top edge: an 8 px band inside the rim, clear of the round ends.
  g.roundRect(rim + r * 0.55, rim, w - 2 * rim - r * 1.1, 8, 4).fill({ color: 0xffffff, alpha: 0.35 });
  g.roundRect(rim / 2, rim / 2, w - rim, h - rim, r - rim / 2).stroke({ width: rim, color: WOOD_DEEP });
  const s = PLANK.screw / 2;
  for (const { colour, at } of screws) {
    const cx = at * w;
    const cy = h / 2;
    g.circle(cx, cy + 5, s).fill({ color: 0x000000, alpha: 0.25 });
    g.circle(cx, cy, s).fill(colour);
    // The inset shading (CSS: dark 6-8 px in from the lower right, light 6 px in from the upper left), as a
    // shade over the lower right half and a gloss on the upper left, both inside the rim.
    g.arc(cx, cy, s - 4, -Math.PI / 4, (3 * Math.PI) / 4).fill({ color: 0x000000, alpha: 0.18 });
    g.ellipse(cx - s * 0.3, cy - s * 0.32, s * 0.42, s * 0.26).fill({ color: 0xffffff, alpha: 0.45 });
    g.circle(cx, cy, s - 2).stroke({ width: 4, color: 0x000000, alpha: 0.25 });
    // The cross slot.
    g.roundRect(cx - 14, cy - 4, 28, 8, 4).fill({ color: 0x000000, alpha: 0.35 });
    g.roundRect(cx - 4, cy - 14, 8, 28, 4).fill({ color: 0x000000, alpha: 0.35 });
  }
}

/** Plank `index` of {@link PLANKS}, `width` wide, centred at (0, 0). */
function PlankGraphics({ width, index }: { width: number; index: number }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawPlank(g, width, PLANKS[index]!, PLANK_SCREWS[index]!);
    },
    [width, index],
  );
  return <pixiGraphics x={-width / 2} y={-PLANK.height / 2} draw={draw} />;
}

/** The screw game's three planks in their box (top-left at `x`, `y`). */
export const PlankArt = memo(function PlankArt({ x, y, width }: { x: number; y: number; width: number }) {
  useRedrawOnRender();
  return (
    <pixiContainer x={x} y={y} eventMode="none">
      {PLANKS.map((plank, i) => {
        const w = width - plank.left - plank.right;
        return (
          <pixiContainer
            key={i}
            x={plank.left + w / 2}
            y={plank.top + PLANK.height / 2}
            rotation={(plank.tilt * Math.PI) / 180}
          >
            <PlankGraphics width={w} index={i} />
          </pixiContainer>
        );
      })}
    </pixiContainer>
  );
});

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
