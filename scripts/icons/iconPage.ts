// Runs in Chromium for `npm run icons` (bundled by scripts/icons.ts): draws the icon with the game's own scene
// builders (a wooden board with one red screw in its hole, as a level draws them; the head's drive is the
// favicon's cross) on the game's blue, and returns it as a PNG data URL.
import { Application, Container } from 'pixi.js';
import { createBoardGraphic } from '../../src/scene/draw/drawBoard';
import { createScrewGraphic, createScrewShadow } from '../../src/scene/draw/drawScrew';
import { mix, shade } from '../../src/scene/draw/palette';
import { screwVariant } from '../../src/variants/screw';
import { SAFE_ZONE_RADIUS, type IconLook } from './iconSpecs';

/** The art in design units: a square board (half side 100) turned a little, with a big screw at its centre. */
const BOARD_HALF = 100;
const BOARD_TURN = -0.12;
const DRIVE_TURN = -0.26;
const SCREW_RADIUS = 64;
/** Colour index 1 of variant A: the red screw of the favicon. */
const RED = 1;
/** Variant A's palette with the favicon's cross as the red head's drive (the game marks red with a dot). */
const PALETTE = { ...screwVariant.palette, [RED]: { fill: screwVariant.palette[RED]!.fill, mark: 'cross' as const } };
/** How far the art reaches from its centre (the board's rounded corners and its shadow), in design units. */
const ART_REACH = 138;

/** Drawn at this multiple of the icon's size, then scaled down on a 2D canvas (smooth edges on any GPU). */
const SUPERSAMPLE = 4;

function art(): Container {
  const root = new Container();
  const board = createBoardGraphic(
    {
      id: 'icon',
      group: 1,
      shape: { kind: 'rect', width: BOARD_HALF * 2, height: BOARD_HALF * 2, radius: 34 },
      x: 0,
      y: 0,
      angle: BOARD_TURN,
      holes: [{ x: 0, y: 0, colour: RED }],
    },
    { groups: 1, screwRadius: SCREW_RADIUS },
  );
  board.setPose(0, 0, BOARD_TURN);
  const shadow = createScrewShadow(SCREW_RADIUS);
  const screw = createScrewGraphic(RED, PALETTE, SCREW_RADIUS);
  // A drive turned part way, as a screw sits when it was driven in (an upright cross reads as a first-aid sign).
  const drive = screw.getChildByLabel('drive');
  if (drive) drive.rotation = DRIVE_TURN;
  root.addChild(board, shadow, screw);
  return root;
}

const css = (rgb: number) => `#${rgb.toString(16).padStart(6, '0')}`;

/** The game's blue, lit from the top as the canvas background is. */
function paintGround(ctx: CanvasRenderingContext2D, size: number, look: IconLook): void {
  const blue = screwVariant.canvasBackground;
  const gradient = ctx.createLinearGradient(0, 0, 0, size);
  gradient.addColorStop(0, css(mix(blue, 0xffffff, 0.22)));
  gradient.addColorStop(1, css(shade(blue, 0.82)));
  ctx.fillStyle = gradient;
  ctx.beginPath();
  if (look === 'tile') ctx.roundRect(size * 0.02, size * 0.02, size * 0.96, size * 0.96, size * 0.22);
  else ctx.rect(0, 0, size, size);
  ctx.fill();
  // A soft glow behind the board.
  const glow = ctx.createRadialGradient(size / 2, size * 0.42, 0, size / 2, size * 0.42, size * 0.5);
  glow.addColorStop(0, 'rgba(255, 255, 255, 0.28)');
  glow.addColorStop(1, 'rgba(255, 255, 255, 0)');
  ctx.fillStyle = glow;
  ctx.fill();
}

/** Halves a canvas until it is `size` wide (each step averages 2x2 pixels: no ragged edges). */
function downscale(source: HTMLCanvasElement, size: number): HTMLCanvasElement {
  let current = source;
  while (current.width > size) {
    const next = document.createElement('canvas');
    next.width = next.height = Math.max(size, Math.round(current.width / 2));
    const ctx = next.getContext('2d')!;
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(current, 0, 0, next.width, next.height);
    current = next;
  }
  return current;
}

/** The icon of `size` pixels in `look`, as a PNG data URL. */
async function drawIcon(size: number, look: IconLook): Promise<string> {
  const big = size * SUPERSAMPLE;
  const app = new Application();
  await app.init({
    width: big,
    height: big,
    backgroundAlpha: 0,
    antialias: true,
    preference: 'webgl',
    preserveDrawingBuffer: true,
    autoStart: false,
  });
  // 'tile': the art fills most of the tile; 'full': it stays inside the mask's safe circle.
  const reach = look === 'tile' ? 0.4 : SAFE_ZONE_RADIUS * 0.94;
  const content = art();
  content.scale.set((big * reach) / ART_REACH);
  content.position.set(big / 2, big / 2);
  app.stage.addChild(content);
  app.render();

  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = big;
  const ctx = canvas.getContext('2d')!;
  paintGround(ctx, big, look);
  ctx.drawImage(app.canvas, 0, 0);
  app.destroy(true, { children: true });
  return downscale(canvas, size).toDataURL('image/png');
}

(window as unknown as { drawIcon: typeof drawIcon }).drawIcon = drawIcon;
