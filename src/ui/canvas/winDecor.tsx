// What celebrates a win on the canvas: sun rays turning slowly behind the panel and confetti falling over the
// whole screen (both stand still or are gone under reduced motion), and the three stars over the panel,
// popping in one after another.
import type { Container, Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import { StarIcon } from '../levelIcons';
import { useSkin } from '../skin';
import { useCanvasUi } from './canvasUi';
import type { DesignBox } from './controls';
import { drawIcon } from './iconGraphics';
import { radialGradient } from './paint';
import { cubicBezier, sampleKeyframes, type Keyframe } from './motion';
import { useControl } from './useControl';
import { useMotion } from './useMotion';

/** The rays: a 1500 px disc of 18 pale wedges, fading out from its centre, once round in 18 s. */
const RAYS = { radius: 750, wedges: 18, turnMs: 18_000, fadeInMs: 500, solid: 106, gone: 658 } as const;
/** The confetti: 18 pieces 22x34 falling 1400 px in 2.6 to 3.8 s, turning twice, fading at the end. */
const CONFETTI = { count: 18, width: 22, height: 34, radius: 6, fall: 1400, start: -40 } as const;

/** The rays' fill: their colour, solid to 106 px from the centre, gone at 658 (the DOM's radial mask). */
function rayFill(colour: string, alpha: number) {
  return radialGradient({
    centre: { x: 0, y: 0 },
    radius: RAYS.gone,
    stops: [
      { offset: 0, color: `rgba(${colour},${alpha})` },
      { offset: RAYS.solid / RAYS.gone, color: `rgba(${colour},${alpha})` },
      { offset: 1, color: `rgba(${colour},0)` },
    ],
    space: 'global',
  });
}

/** One piece of confetti's fall: where it starts across the screen, its delay and its duration. */
function piece(i: number) {
  return {
    across: 0.04 + ((i * 53) % 92) / 100,
    delayMs: ((i * 0.37) % 2.4) * 1000,
    durationMs: (2.6 + ((i * 7) % 5) * 0.3) * 1000,
  };
}

/** Rays and confetti over the screen box `screen` (design units), the rays centred 46% down it. */
export const WinDecor = memo(function WinDecor({ screen }: { screen: DesignBox }) {
  const skin = useSkin();
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const candy = skin.id === 'candy';
  const rays = useRef<Container>(null);
  const pieces = useRef<(Container | null)[]>([]);
  const drawnRays = useCallback(
    (g: Graphics) => {
      g.clear();
      const step = (Math.PI * 2) / (RAYS.wedges * 2);
      for (let i = 0; i < RAYS.wedges; i++) {
        const a = i * 2 * step;
        g.poly([
          0,
          0,
          Math.cos(a) * RAYS.radius,
          Math.sin(a) * RAYS.radius,
          Math.cos(a + step) * RAYS.radius,
          Math.sin(a + step) * RAYS.radius,
        ]);
      }
      g.fill(candy ? rayFill('255,222,238', 0.35) : rayFill('255,236,160', 0.3));
    },
    [candy],
  );
  const colours = skin.win.confetti;
  const drawers = useMemo(
    () =>
      Array.from({ length: CONFETTI.count }, (_, i) => (g: Graphics) => {
        g.clear();
        g.roundRect(-CONFETTI.width / 2, -CONFETTI.height / 2, CONFETTI.width, CONFETTI.height, CONFETTI.radius).fill(
          colours[i % colours.length] ?? '#ffc21a',
        );
      }),
    [colours],
  );
  // One clock for both: the rays turn and fade in, each piece falls on its own loop. The motion loops once per
  // turn of the rays; the loops are counted for the time since the start.
  const loops = useRef(0);
  const lastT = useRef(0);
  const move = useCallback(
    (t: number) => {
      if (t < lastT.current) loops.current += 1;
      lastT.current = t;
      const now = (loops.current + t) * RAYS.turnMs;
      if (rays.current) {
        rays.current.rotation = t * Math.PI * 2;
        rays.current.alpha = Math.min(1, now / RAYS.fadeInMs);
      }
      pieces.current.forEach((node, i) => {
        if (!node) return;
        const p = piece(i);
        const local = now - p.delayMs;
        if (local < 0) {
          node.alpha = 0;
          return;
        }
        const f = (local % p.durationMs) / p.durationMs;
        node.y = screen.y + CONFETTI.start + f * CONFETTI.fall;
        node.rotation = f * Math.PI * 4;
        node.alpha = f < 0.85 ? 1 : 1 - (f - 0.85) / 0.15;
      });
    },
    [screen.y],
  );
  useMotion(move, { durationMs: RAYS.turnMs, loop: true, enabled: !still });
  return (
    <pixiContainer eventMode="none">
      <pixiContainer ref={rays} x={375} y={screen.y + screen.height * 0.46}>
        <pixiGraphics draw={drawnRays} />
      </pixiContainer>
      {!still &&
        drawers.map((draw, i) => (
          <pixiContainer
            key={i}
            ref={(node) => {
              pieces.current[i] = node;
            }}
            x={screen.x + piece(i).across * screen.width}
            y={screen.y + CONFETTI.start}
            alpha={0}
          >
            <pixiGraphics draw={draw} />
          </pixiContainer>
        ))}
    </pixiContainer>
  );
});

/** The stars: 118, 150 and 118 px, the middle one raised 40 px, the outer two tilted 14 degrees. */
const STARS = [
  { size: 118, x: -140, bottom: -10, angle: -14, delayMs: 250 },
  { size: 150, x: 0, bottom: -60, angle: 0, delayMs: 450 },
  { size: 118, x: 140, bottom: -10, angle: 14, delayMs: 650 },
] as const;
const STAR_MS = 420;
const STAR_POP: readonly Keyframe<{ scale: number; alpha: number }>[] = [
  [0, { scale: 0, alpha: 0 }],
  [0.7, { scale: 1.2, alpha: 1 }],
  [1, { scale: 1, alpha: 1 }],
];
const STAR_EASE = cubicBezier(0.34, 1.56, 0.64, 1);
const GOLD = 0xffc21a;
const GOLD_DEEP = 0xd98a00;

function drawStar(g: Graphics, size: number, colour: number): void {
  g.clear();
  drawIcon(g, StarIcon, size, { colour, stroke: colour === GOLD ? 0xfff6c8 : colour }, { x: -size / 2, y: -size / 2 });
}

const STAR_DRAWERS = STARS.map((star) => ({
  shadow: (g: Graphics) => drawStar(g, star.size, GOLD_DEEP),
  face: (g: Graphics) => drawStar(g, star.size, GOLD),
}));

/** The three stars over the panel's top (y = 0 is the panel's top, x = 0 its centre), named for readers. */
export const WinStars = memo(function WinStars({ name }: { name: string }) {
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const nodes = useRef<(Container | null)[]>([]);
  useControl({
    id: 'win-stars',
    role: 'img',
    name,
    group: 'win',
    box: { x: -210, y: -210, width: 420, height: 200 },
  });
  const total = STARS[2].delayMs + STAR_MS;
  const pop = useCallback(
    (t: number) => {
      const ms = t * total;
      nodes.current.forEach((node, i) => {
        const star = STARS[i];
        if (!node || !star) return;
        const p = Math.min(1, Math.max(0, (ms - (still ? 0 : star.delayMs)) / (still ? 200 : STAR_MS)));
        const v = still ? { scale: 1, alpha: p } : sampleKeyframes(STAR_POP, p, STAR_EASE);
        node.scale.set(v.scale);
        node.alpha = v.alpha;
      });
    },
    [total, still],
  );
  useMotion(pop, { durationMs: still ? 200 : total });
  return (
    <>
      {STARS.map((star, i) => (
        <pixiContainer
          key={i}
          ref={(node) => {
            nodes.current[i] = node;
          }}
          x={star.x}
          y={star.bottom - star.size / 2}
          angle={star.angle}
        >
          <pixiGraphics draw={STAR_DRAWERS[i]!.shadow} y={8} />
          <pixiGraphics draw={STAR_DRAWERS[i]!.face} />
        </pixiContainer>
      ))}
    </>
  );
});
