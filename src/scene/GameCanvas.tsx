// The PixiJS canvas through @pixi/react: fits the design to the viewport, ticks the scene, reports taps.
import { Application, extend, useTick } from '@pixi/react';
import {
  Container,
  Rectangle,
  type Application as PixiApplication,
  type FederatedPointerEvent,
  type Ticker,
} from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Vec } from './flight';
import type { SceneController } from './sceneController';

extend({ Container });

/** The longest frame the scene animates at once (physics caps its own catch-up further). */
const MAX_FRAME_MS = 250;
/** The longest gap the game clock counts at once: a stall is real time, a frozen tab is not. */
const MAX_CLOCK_MS = 1000;

/** Where the design box sits in the window (see src/ui/fitStage.ts). */
export interface CanvasFit {
  scale: number;
  offsetX: number;
  offsetY: number;
  topShift: number;
}

/** The area the canvas fills, in CSS px, with its pixel ratio and changes (the device's viewport, from the app). */
export interface CanvasViewport {
  size(): { width: number; height: number };
  pixelRatio(): number;
  /** Calls `listener` after the area changes size or rotates; the result stops listening. */
  onResize(listener: () => void): () => void;
}

/** The most device pixels per CSS px the canvas draws at (a 3x phone draws at 2x: the difference is not seen). */
const MAX_RESOLUTION = 2;

export interface GameCanvasProps {
  scene: SceneController;
  fit: CanvasFit;
  viewport: CanvasViewport;
  background: number;
  /** Called each frame with the wall time since the last frame (ms), before the scene advances. */
  onFrame: (dtMs: number) => void;
  /** A pointer went down at this design point. */
  onTap: (p: Vec) => void;
  /** The renderer is ready (for real loading progress and the frame probe). */
  onReady: (app: PixiApplication) => void;
  /** The variant's target frame rate (variant B: 59); the display's rate when absent. */
  maxFps?: number;
}

function SceneRoot({
  scene,
  fit,
  onFrame,
  onTap,
}: Omit<GameCanvasProps, 'background' | 'onReady' | 'maxFps' | 'viewport'>) {
  const ref = useRef<Container>(null);
  const handlers = useRef({ onFrame, onTap });
  handlers.current = { onFrame, onTap };

  useEffect(() => {
    const holder = ref.current;
    if (!holder) return;
    holder.addChild(scene.root);
    return () => {
      holder.removeChild(scene.root);
    };
  }, [scene]);

  const tick = useCallback(
    (ticker: Ticker) => {
      // elapsedMS is wall time, not clamped by the ticker's minFPS: the countdown follows the real clock
      // even when frames are slow.
      handlers.current.onFrame(Math.min(ticker.elapsedMS, MAX_CLOCK_MS));
      scene.update(Math.min(ticker.elapsedMS, MAX_FRAME_MS));
    },
    [scene],
  );
  useTick(tick);

  const hitArea = useMemo(() => new Rectangle(-2000, -2000, 5000, 6000), []);
  const onPointerDown = useCallback((e: FederatedPointerEvent) => {
    const holder = ref.current;
    if (holder) handlers.current.onTap(holder.toLocal(e.global));
  }, []);

  return (
    <pixiContainer
      ref={ref}
      x={fit.offsetX}
      y={fit.offsetY + fit.topShift * fit.scale}
      scale={fit.scale}
      eventMode="static"
      hitArea={hitArea}
      onPointerDown={onPointerDown}
    />
  );
}

/** The full-viewport canvas; the scene is drawn in design units inside one scaled container. */
export function GameCanvas({ background, onReady, maxFps, viewport, ...rest }: GameCanvasProps) {
  // Size and resolution at the start; the canvas then follows the viewport's resizes itself.
  const [start] = useState(() => ({
    ...viewport.size(),
    resolution: Math.min(viewport.pixelRatio(), MAX_RESOLUTION),
  }));
  const [app, setApp] = useState<PixiApplication | null>(null);
  useEffect(() => {
    if (!app) return;
    const follow = () => {
      const { width, height } = viewport.size();
      // A renderer torn down (the canvas unmounting) has nothing left to resize.
      if (app.renderer && width > 0 && height > 0) app.renderer.resize(width, height);
    };
    follow();
    return viewport.onResize(follow);
  }, [app, viewport]);
  return (
    <Application
      width={start.width || undefined}
      height={start.height || undefined}
      background={background}
      antialias
      autoDensity
      resolution={start.resolution}
      preference="webgl"
      onInit={(created) => {
        if (maxFps !== undefined) created.ticker.maxFPS = maxFps;
        setApp(created);
        onReady(created);
      }}
      className="game-canvas"
    >
      <SceneRoot {...rest} />
    </Application>
  );
}
