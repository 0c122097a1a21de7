// The game's name as a sign, drawn on the canvas: the canvas twin of TitleSign.tsx. A wooden board screwed on at
// its corners (screw game) or a strawberry-iced board with sweets stuck at its corners (candy game), leaning
// back a little; the name from the language file on two lines, the first in the game's colours letter by
// letter, each line's type fitted to the board in the real face. Screen readers hear it as a picture named by
// the game's name. Its numbers live in titleSignLook.ts.
import { CanvasTextMetrics, type Graphics, type TextStyle } from 'pixi.js';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { useSkin, type Skin } from '../skin';
import { useRedrawOnRender } from './canvasUi';
import { stageStyle } from './heavyText';
import { verticalGradient, radialGradient } from './paint';
import { drawSweet } from './ScreenBackdrop';
import {
  boardSprinkles,
  BOTTOM_LINE,
  CORNER_SWEETS,
  grainBands,
  ICING,
  icingDrops,
  LETTER_INK,
  TITLE_SIGN,
  titleSignLayout,
  type MeasureLine,
  type SignCorner,
  type SignLine,
  type SignPaint,
  type TitleSignLayout,
} from './titleSignLook';
import { useControl } from './useControl';

/** The sign's heavy face at a size and letter spacing, bare (what a line's width is measured in). */
function plainStyle(fontSize: number, letterSpacing: number): TextStyle {
  return stageStyle({ fontWeight: '900', fontSize, letterSpacing });
}

/** A line's width in the real face, measured by Pixi. */
const measureLine: MeasureLine = (text, fontSize, letterSpacing) =>
  text === '' ? 0 : CanvasTextMetrics.measureText(text, plainStyle(fontSize, letterSpacing)).width;

/** A sign line's type: heavy, in `fill`, with a 5 px round outline and a hard shadow `drop` px down. */
function inkStyle(
  fontSize: number,
  fill: number | string,
  outline: number,
  shadow: number,
  drop: number,
  letterSpacing: number,
): TextStyle {
  return stageStyle({
    fontWeight: '900',
    fontSize,
    fill,
    letterSpacing,
    stroke: { color: outline, width: LETTER_INK.outline, join: 'round' },
    dropShadow: { color: shadow, alpha: 1, angle: Math.PI / 2, distance: drop, blur: 0 },
  });
}

/**
 * Where a text of `fontSize` px type sits (its top-left, anchor 0) so that its glyphs stand in a line box that
 * tall from y = 0, as CSS centres them with `line-height: 1`, with the glyphs starting at x = 0.
 */
function glyphOffset(style: TextStyle, text: string): { x: number; y: number } {
  const { fontProperties } = CanvasTextMetrics.measureText(text || ' ', style);
  const half = LETTER_INK.outline / 2;
  return { x: -half, y: (Number(style.fontSize) - fontProperties.fontSize) / 2 - half };
}

const layouts = new Map<string, TitleSignLayout>();
/**
 * The sign for the game's name `title` in a skin's look, measured in the real face (cached): its size (`width`,
 * `height`) is the box the menu lays out around.
 */
export function measureTitleSign(title: string, look: Skin['title']): TitleSignLayout {
  const key = `${title}|${look.corners}|${look.letters.join(',')}`;
  let layout = layouts.get(key);
  if (!layout) {
    layout = titleSignLayout(title, look, measureLine);
    layouts.set(key, layout);
  }
  return layout;
}

/** The board's soft shadow, ledge and frame (x from its centre, y from its top). */
function drawBoard(g: Graphics, height: number, paint: SignPaint): void {
  const { width: w, ledge, shadowDrop } = TITLE_SIGN;
  const x = -w / 2;
  const r = paint.radius;
  g.clear();
  for (const veil of TITLE_SIGN.shadowVeils) {
    const grow = veil.grow;
    g.roundRect(x - grow, shadowDrop - grow, w + 2 * grow, height + 2 * grow, r + grow).fill({
      color: paint.shadow,
      alpha: veil.alpha,
    });
  }
  g.roundRect(x, ledge, w, height, r).fill(paint.ledge);
  g.roundRect(x, 0, w, height, r).fill(paint.border);
}

/** The face inside the frame (its shape is also the mask of what is drawn on it). */
function faceBox(height: number, paint: SignPaint) {
  const b = TITLE_SIGN.border;
  return { x: -TITLE_SIGN.width / 2 + b, y: b, w: TITLE_SIGN.width - 2 * b, h: height - 2 * b, r: paint.radius - b };
}

/** The face: its gradient, grain or sprinkles, inner rim and highlight, and the candy's icing. */
function drawFace(g: Graphics, height: number, paint: SignPaint): void {
  const f = faceBox(height, paint);
  g.clear();
  g.roundRect(f.x, f.y, f.w, f.h, f.r).fill(verticalGradient(paint.face.top, paint.face.bottom));
  if (paint.pattern === 'grain') {
    for (const band of grainBands(f.w, f.h)) {
      const pts = band.points.map((v, i) => v + (i % 2 === 0 ? f.x : f.y));
      g.poly(pts).fill({ color: band.colour, alpha: band.alpha });
    }
  } else {
    for (const dot of boardSprinkles(f.w, f.h))
      g.circle(f.x + dot.x, f.y + dot.y, dot.r).fill({ color: dot.colour, alpha: dot.alpha });
  }
  // The white highlight under the rim's top, then the rim over it (CSS's two inset shadows).
  const inner = TITLE_SIGN.innerRim;
  const ir = Math.max(0, f.r - inner);
  g.roundRect(f.x + inner, f.y + inner, f.w - 2 * inner, f.h - 2 * inner, ir).fill({
    color: 0xffffff,
    alpha: TITLE_SIGN.shineAlpha,
  });
  g.roundRect(
    f.x + inner + 0.5,
    f.y + inner + TITLE_SIGN.shine,
    f.w - 2 * inner - 1,
    f.h - 2 * inner - TITLE_SIGN.shine - 0.5,
    ir,
  ).cut();
  g.roundRect(f.x + inner / 2, f.y + inner / 2, f.w - inner, f.h - inner, f.r - inner / 2).stroke({
    width: inner,
    color: paint.innerRim,
  });
  if (paint.icing) {
    g.rect(f.x, f.y, f.w, ICING.band).fill(ICING.colour);
    for (const drop of icingDrops(f.w)) g.circle(f.x + drop.x, f.y + drop.y, drop.r).fill(ICING.colour);
  }
}

function drawFaceMask(g: Graphics, height: number, paint: SignPaint): void {
  const f = faceBox(height, paint);
  g.clear();
  g.roundRect(f.x, f.y, f.w, f.h, f.r).fill(0xffffff);
}

/** The screw's steel face: white at its upper left, blue-grey at its rim (made when first drawn). */
const screwFace = () =>
  radialGradient({
    centre: { x: 0.38, y: 0.32 },
    radius: 0.7,
    stops: [
      { offset: 0, color: '#ffffff' },
      { offset: 0.45, color: '#c9d2dc' },
      { offset: 1, color: '#6f7d8c' },
    ],
    space: 'local',
  });

/**
 * A screw head (icons.tsx's ScrewHeadIcon, which drawIcon cannot read: it keeps its gradient's id with a hook)
 * of `size` px centred on (0, 0): its shadow, the steel face with its rim, and the cross.
 */
function drawScrewHead(g: Graphics, size: number): void {
  const k = size / 48;
  const at = (v: number) => (v - 24) * k;
  g.circle(at(24), at(26), 20 * k).fill({ color: 0x3c1e05, alpha: 0.35 });
  g.circle(at(24), at(24), 20 * k)
    .fill(screwFace())
    .stroke({ width: 2 * k, color: 0x55606c });
  g.moveTo(at(15), at(24))
    .lineTo(at(33), at(24))
    .moveTo(at(24), at(15))
    .lineTo(at(24), at(33))
    .stroke({ width: 5 * k, color: 0x4b5560, cap: 'round' });
  g.moveTo(at(15), at(23))
    .lineTo(at(33), at(23))
    .moveTo(at(23), at(15))
    .lineTo(at(23), at(33))
    .stroke({ width: 2 * k, color: 0x2f373f, cap: 'round', alpha: 0.5 });
}

const cornerDrawers = new Map<string, (g: Graphics) => void>();
/** The drawing of one corner piece of `size` px centred on (0, 0) (made once per piece). */
function cornerDrawer(sweets: boolean, size: number, colour: number): (g: Graphics) => void {
  const key = `${sweets}|${size}|${colour}`;
  let draw = cornerDrawers.get(key);
  if (!draw) {
    draw = (g: Graphics) => {
      g.clear();
      if (sweets) drawSweet(g, 'candy', size, colour, CORNER_SWEETS.shadow);
      else drawScrewHead(g, size);
    };
    cornerDrawers.set(key, draw);
  }
  return draw;
}

/** The four corner pieces: screws, or sweets over their soft shadows, each turned its own way. */
function Corners({ corners, sweets }: { corners: SignCorner[]; sweets: boolean }) {
  return (
    <>
      {corners.map((corner, i) => (
        <pixiContainer key={i} x={corner.x} y={corner.y} angle={corner.angle}>
          <pixiGraphics draw={cornerDrawer(sweets, corner.size, corner.colour)} />
        </pixiContainer>
      ))}
    </>
  );
}

/** The first line: each piece in its colour, lifted or dropped and turned about its own centre. */
function TopLine({ line, paint }: { line: TitleSignLayout['top']; paint: SignPaint }) {
  return (
    <pixiContainer scale={{ x: line.squeeze, y: 1 }}>
      {line.letters.map((letter, i) => {
        if (letter.text.trim() === '') return null;
        // Unspaced: a letter alone needs none, and a whole line of a joined script keeps its letters together.
        const style = inkStyle(
          line.fontSize,
          letter.colour,
          paint.letterOutline,
          paint.letterShadow,
          LETTER_INK.topDrop,
          0,
        );
        const at = glyphOffset(style, letter.text);
        return (
          <pixiContainer
            key={i}
            x={letter.left + letter.width / 2}
            y={line.top + line.fontSize / 2 + letter.dy}
            angle={letter.angle}
          >
            <pixiText text={letter.text} style={style} x={-letter.width / 2 + at.x} y={-line.fontSize / 2 + at.y} />
          </pixiContainer>
        );
      })}
    </pixiContainer>
  );
}

/** The second line: one colour, outlined, letters 4 px apart. */
function BottomLine({ line, paint }: { line: SignLine; paint: SignPaint }) {
  const style = inkStyle(
    line.fontSize,
    paint.bottom.fill,
    paint.bottom.outline,
    paint.bottom.shadow,
    LETTER_INK.bottomDrop,
    BOTTOM_LINE.spacing,
  );
  const at = glyphOffset(style, line.text);
  return (
    <pixiContainer scale={{ x: line.squeeze, y: 1 }}>
      <pixiText text={line.text} style={style} x={-line.width / 2 + at.x} y={line.top + at.y} />
    </pixiContainer>
  );
}

/** Props of {@link TitleSignArt}. */
export interface TitleSignArtProps {
  /** The sign's top-centre in design px: the top edge of its (unleaned) board, halfway across. */
  x: number;
  y: number;
  /** The control group its picture joins (the layer's). */
  group: string;
  /** Drawn at this scale about its top-centre (the menu's sign between the rails is 0.8). */
  scale?: number;
  /** False: no picture of its own for screen readers (the logo names the whole scene). */
  mirrored?: boolean;
}

/**
 * The game-name sign of the canvas's menu, loading and logo layers, its board's top-centre at (x, y) in design
 * px; its size is {@link measureTitleSign}'s `width` x `height` (600 wide). Takes no taps; screen readers find
 * it as the picture 'title-sign' named by the game's name.
 */
export const TitleSignArt = memo(function TitleSignArt({ x, y, group, scale = 1, mirrored = true }: TitleSignArtProps) {
  const t = useT();
  const skin = useSkin();
  const title = t(skin.title.key);
  const layout = measureTitleSign(title, skin.title);
  const { width, height, paint } = layout;
  useRedrawOnRender();
  useControl(
    mirrored
      ? {
          id: 'title-sign',
          role: 'img',
          name: title,
          group,
          box: { x: x - (width * scale) / 2, y, width: width * scale, height: height * scale },
        }
      : null,
  );
  const drawnBoard = useCallback((g: Graphics) => drawBoard(g, height, paint), [height, paint]);
  const drawnFace = useCallback((g: Graphics) => drawFace(g, height, paint), [height, paint]);
  const drawnMask = useCallback((g: Graphics) => drawFaceMask(g, height, paint), [height, paint]);
  const face = useRef<Graphics>(null);
  const mask = useRef<Graphics>(null);
  // The face's shape clips its grain, rim and icing (set once both exist).
  useLayoutEffect(() => {
    if (face.current && mask.current) face.current.mask = mask.current;
  }, []);
  const sweets = skin.title.corners === 'sweets';
  const corners = <Corners corners={layout.corners} sweets={sweets} />;
  const lines = (
    <>
      <TopLine line={layout.top} paint={paint} />
      {layout.bottom && <BottomLine line={layout.bottom} paint={paint} />}
    </>
  );
  return (
    <pixiContainer
      x={x}
      y={y + (height * scale) / 2}
      pivot={{ x: 0, y: height / 2 }}
      scale={scale}
      angle={TITLE_SIGN.tilt}
      eventMode="none"
      interactiveChildren={false}
    >
      <pixiGraphics draw={drawnBoard} />
      <pixiGraphics ref={mask} draw={drawnMask} />
      <pixiGraphics ref={face} draw={drawnFace} />
      {/* The candy sign's words stand over its sweets; the screw sign's screws over its words (as the DOM's). */}
      {sweets ? corners : lines}
      {sweets ? lines : corners}
    </pixiContainer>
  );
});
