// The opaque background of the canvas's full-screen layers (menu, loading, logo), out to the window edges: the
// canvas twin of ScreenDecor.tsx. The screw game's warm gradient with its washes and three soft blobs; the candy
// game's pink one with sprinkles, blobs and floating sweets that gently bob (still under reduced motion). It
// takes no taps and names nothing for screen readers. Its numbers live in screenBackdropLook.ts.
import type { FillGradient } from 'pixi.js';
import { type Container, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import { LollipopIcon, sweet, WrappedCandyIcon } from '../sweets';
import { useSkin } from '../skin';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import type { DesignBox } from './controls';
import { drawIcon, type IconComponent } from './iconGraphics';
import { radialGradient, verticalStops } from './paint';
import {
  backdropLook,
  blobCircle,
  FLOAT,
  FLOATERS,
  floaterRise,
  softEllipse,
  sprinkleDots,
  SWEET_SHADOW,
  washEllipse,
  type BackdropLook,
  type BackdropWash,
  type Floater,
} from './screenBackdropLook';
import { IDLE_PLAYS, useMotion } from './useMotion';

/** `colour` at `alpha` as a CSS colour (Pixi's gradient stops take them). */
function rgba(colour: number, alpha: number): string {
  return `rgba(${(colour >> 16) & 255},${(colour >> 8) & 255},${colour & 255},${alpha})`;
}

/** The look's top-to-bottom gradient over whatever it fills. */
function baseGradient(look: BackdropLook): FillGradient {
  return verticalStops(look.base);
}

/**
 * A wash over the screen box. Pixi's radial gradients are round, so the wash is drawn in a Graphics squeezed
 * across by `washScale` (its ellipse is a circle there); the box drawn is the screen's, so nothing spills past it.
 */
function drawWash(g: Graphics, screen: DesignBox, wash: BackdropWash): void {
  const e = washEllipse(screen, wash);
  const k = e.rx / e.ry;
  g.clear();
  g.rect(screen.x / k, screen.y, screen.width / k, screen.height).fill(
    radialGradient({
      centre: { x: e.cx / k, y: e.cy },
      radius: e.ry,
      stops: [
        { offset: 0, color: rgba(wash.colour, wash.alpha) },
        { offset: wash.fadeAt, color: rgba(wash.colour, 0) },
        { offset: 1, color: rgba(wash.colour, 0) },
      ],
      space: 'global',
    }),
  );
}

const washScale = (screen: DesignBox, wash: BackdropWash) => {
  const e = washEllipse(screen, wash);
  return { x: e.rx / e.ry, y: 1 };
};

/** A soft ellipse (a blurred shadow) at (cx, cy): solid to `solid` of its radius, then fading out. */
function drawSoftEllipse(
  g: Graphics,
  e: { cx: number; cy: number; rx: number; ry: number; solid: number },
  colour: number,
  alpha: number,
): void {
  g.ellipse(e.cx, e.cy, e.rx, e.ry).fill(
    radialGradient({
      centre: { x: 0.5, y: 0.5 },
      radius: 0.5,
      stops: [
        { offset: 0, color: rgba(colour, alpha) },
        { offset: e.solid, color: rgba(colour, alpha) },
        { offset: 1, color: rgba(colour, 0) },
      ],
      space: 'local',
    }),
  );
}

/** How a sweet's soft shadow falls: its drop, blur, colour and strength. */
export interface SweetShadow {
  dy: number;
  blur: number;
  colour: number;
  alpha: number;
}

/**
 * Draws a sweet (a wrapped candy or a lollipop in sweet colour `colour`) of `size` px centred on (0, 0) into
 * `g`, over its soft shadow (the DOM's CSS drop-shadow, as a blurred ellipse). Appends to what `g` holds.
 */
export function drawSweet(
  g: Graphics,
  kind: 'candy' | 'lolly',
  size: number,
  colour: number,
  shadow: SweetShadow,
): void {
  const half = size / 2;
  const e = softEllipse(SWEET_SHADOW[kind], size, shadow.blur);
  drawSoftEllipse(g, { ...e, cx: e.cx - half, cy: e.cy - half + shadow.dy }, shadow.colour, shadow.alpha);
  const Icon = (kind === 'candy' ? WrappedCandyIcon : LollipopIcon) as IconComponent;
  drawIcon(g, Icon, size, { colour: 0xffffff }, { x: -half, y: -half }, { colours: sweet(colour) });
}

/** A sweet of the candy background (shadow and sweet), centred on (0, 0), not yet tilted. */
function drawFloater(g: Graphics, floater: Floater): void {
  g.clear();
  drawSweet(g, floater.kind, floater.size, floater.colour, SWEET_SHADOW);
}

/** Each floater's drawing, made once. */
const FLOATER_DRAWERS = FLOATERS.map((floater) => (g: Graphics) => drawFloater(g, floater));

/** The candy background's sweets, bobbing on their own delays (still under reduced motion). */
function Floaters() {
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const nodes = useRef<(Container | null)[]>([]);
  // One looping clock for all; its loops are counted for the time since the start (each sweet has its delay).
  const loops = useRef(0);
  const lastT = useRef(0);
  const bob = useCallback((t: number) => {
    if (t < lastT.current) loops.current += 1;
    lastT.current = t;
    const now = (loops.current + t) * FLOAT.ms;
    nodes.current.forEach((node, i) => {
      const floater = FLOATERS[i];
      if (node && floater) node.y = floater.y + floater.size / 2 + floaterRise(i, now);
    });
  }, []);
  useMotion(bob, { durationMs: FLOAT.ms, loop: true, enabled: !still, ambient: true, plays: IDLE_PLAYS });
  return (
    <>
      {FLOATERS.map((floater, i) => (
        <pixiContainer
          key={i}
          ref={(node) => {
            nodes.current[i] = node;
          }}
          x={floater.x + floater.size / 2}
          y={floater.y + floater.size / 2}
        >
          <pixiGraphics draw={FLOATER_DRAWERS[i]!} angle={floater.tilt} />
        </pixiContainer>
      ))}
    </>
  );
}

/**
 * The background of the canvas's full-screen layers: the gradient covers the whole window (`screen`), the blobs
 * and sweets sit in design px of the 750x1334 box. Draw it first in its layer; it takes no taps.
 */
export const ScreenBackdrop = memo(function ScreenBackdrop() {
  const { screen } = useCanvasUi();
  const { decor } = useSkin();
  const look = backdropLook(decor);
  const sweets = decor === 'sweets';
  useRedrawOnRender();
  const drawnBase = useCallback(
    (g: Graphics) => {
      g.clear();
      g.rect(screen.x, screen.y, screen.width, screen.height).fill(baseGradient(look));
    },
    [screen, look],
  );
  const washes = useMemo(
    () =>
      look.washes.map((wash) => ({
        draw: (g: Graphics) => drawWash(g, screen, wash),
        scale: washScale(screen, wash),
      })),
    [screen, look],
  );
  const drawnSprinkles = useCallback(
    (g: Graphics) => {
      g.clear();
      for (const dot of sprinkleDots(screen))
        g.circle(dot.x, dot.y, dot.r).fill({ color: dot.colour, alpha: dot.alpha });
    },
    [screen],
  );
  const drawnBlobs = useCallback(
    (g: Graphics) => {
      g.clear();
      for (const blob of look.blobs) {
        const c = blobCircle(blob);
        g.circle(c.x, c.y, c.r).fill({ color: blob.colour, alpha: blob.alpha });
      }
    },
    [look],
  );
  return (
    <pixiContainer eventMode="none" interactiveChildren={false}>
      <pixiGraphics draw={drawnBase} />
      {washes.map((wash, i) => (
        <pixiGraphics key={i} draw={wash.draw} scale={wash.scale} />
      ))}
      {sweets && <pixiGraphics draw={drawnSprinkles} />}
      <pixiGraphics draw={drawnBlobs} />
      {sweets && <Floaters />}
    </pixiContainer>
  );
});
