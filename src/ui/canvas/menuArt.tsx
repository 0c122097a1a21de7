// The screw game's menu picture on the canvas: three tilted planks with coloured screw heads (how the game is played;
// the candy game's plates of sweets are candyPlates.tsx). A picture only: it takes no taps.
import type { Graphics } from 'pixi.js';
import { memo, useCallback } from 'react';
import { useRedrawOnRender } from './canvasUi';
import { PLANK, PLANK_SCREWS, PLANKS } from './menuLook';
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
