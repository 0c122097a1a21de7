// The PixiJS canvas through @pixi/react: fits the design to the window, ticks the scene, reports taps.
import { Application, extend, useTick } from '@pixi/react';
import {
  Container,
  Rectangle,
  type Application as PixiApplication,
  type FederatedPointerEvent,
  type Ticker,
} from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef } from 'react';
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

export interface GameCanvasProps {
  scene: SceneController;
  fit: CanvasFit;
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

function SceneRoot({ scene, fit, onFrame, onTap }: Omit<GameCanvasProps, 'background' | 'onReady' | 'maxFps'>) {
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

/** The full-window canvas; the scene is drawn in design units inside one scaled container. */
export function GameCanvas({ background, onReady, maxFps, ...rest }: GameCanvasProps) {
  const resolution = Math.min(typeof devicePixelRatio === 'number' ? devicePixelRatio : 1, 2);
  return (
    <Application
      resizeTo={window}
      background={background}
      antialias
      autoDensity
      resolution={resolution}
      preference="webgl"
      onInit={(app) => {
        if (maxFps !== undefined) app.ticker.maxFPS = maxFps;
        onReady(app);
      }}
      className="game-canvas"
    >
      <SceneRoot {...rest} />
    </Application>
  );
}
