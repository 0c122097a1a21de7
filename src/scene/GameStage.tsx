// What the one canvas draws, in @pixi/react's tree: the scene fitted to the viewport, ticked each frame, reporting
// taps, with the layers over it; and the options the Pixi application starts with.
import { extend, useApplication, useTick, type PixiReactElementProps } from '@pixi/react';
import {
  Container,
  Rectangle,
  type Application as PixiApplication,
  type FederatedPointerEvent,
  type Ticker,
} from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { designViewOf, type ViewFit } from './designView';
import { MAX_FRAME_MS, MAX_RESOLUTION } from './canvasLimits';
import type { Vec } from './flight';
import { gateRendering, type RenderGate } from './renderGate';
import { OWN_EXTENSIONS } from './pixiExtensions';
import type { SceneController } from './sceneController';

/**
 * The container the scene's root hangs in (`<pixiSceneHolder>`): an element of its own, so that the canvas layers'
 * `<pixiContainer>` (src/ui/canvas/layerNodes.ts) is theirs alone, and the scene's root, which the scene keeps,
 * is only detached when the holder goes.
 */
class SceneHolder extends Container {}
extend({ SceneHolder });

declare module '@pixi/react' {
  interface PixiElements {
    pixiSceneHolder: PixiReactElementProps<typeof SceneHolder>;
  }
}

/** The longest gap the game clock counts at once: a stall is real time, a frozen tab is not. */
const MAX_CLOCK_MS = 1000;

/** Where the design box sits in the window (see src/ui/fitStage.ts); the backdrop's view is made from it. */
export type CanvasFit = ViewFit;

/** The area the canvas fills, in CSS px, with its pixel ratio and changes (the device's viewport, from the app). */
export interface CanvasViewport {
  size(): { width: number; height: number };
  pixelRatio(): number;
  /** Calls `listener` after the area changes size or rotates; the result stops listening. */
  onResize(listener: () => void): () => void;
}

export interface GameStageProps {
  scene: SceneController;
  /** Draws a frame only when the picture changed (src/scene/renderGate.ts). */
  gate: RenderGate;
  fit: CanvasFit;
  viewport: CanvasViewport;
  /** Called each frame with the wall time since the last frame (ms), before the scene advances. */
  onFrame: (dtMs: number) => void;
  /** A pointer went down at this design point. */
  onTap: (p: Vec) => void;
  /** A pointer went down anywhere on the canvas, a layer's button included (heard before any layer takes it). */
  onTouch?: () => void;
  /** The renderer is ready (for real loading progress and the frame probe). */
  onReady: (app: PixiApplication) => void;
  /** The variant's target frame rate (variant B: 59); the display's rate when absent. */
  maxFps?: number;
  /** The layers drawn over the scene (@pixi/react elements in design units, src/ui/canvas). */
  ui?: ReactNode;
}

function SceneRoot({
  scene,
  gate,
  fit,
  onFrame,
  onTap,
}: Omit<GameStageProps, 'onReady' | 'maxFps' | 'viewport' | 'ui' | 'onTouch'>) {
  const ref = useRef<Container>(null);
  const handlers = useRef({ onFrame, onTap });
  handlers.current = { onFrame, onTap };

  useEffect(() => {
    const holder = ref.current;
    if (!holder) return;
    holder.addChild(scene.root);
    gate.invalidate();
    return () => {
      holder.removeChild(scene.root);
    };
  }, [scene, gate]);
  // The stage moved or scaled (a resize, a rotation, the safe area): the picture changed.
  useLayoutEffect(() => gate.invalidate(), [gate, fit.offsetX, fit.offsetY, fit.scale, fit.topShift]);

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
    <pixiSceneHolder
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

/**
 * What the canvas draws, inside an initialised Pixi application (@pixi/react's root or `Application`): the scene
 * in its scaled container and the layers over it; the renderer follows the viewport, renders only when the
 * picture changed, and draws again after a lost GPU context.
 */
export function GameStage({ onReady, maxFps, viewport, ui, onTouch, ...rest }: GameStageProps) {
  const { gate, scene, fit } = rest;
  const { app } = useApplication();
  // Every touch, heard in the capture phase at the stage, before a button can stop it on its way.
  const touch = useRef(onTouch);
  touch.current = onTouch;
  useEffect(() => {
    const heard = () => touch.current?.();
    app.stage.eventMode = 'static';
    app.stage.on('pointerdowncapture', heard);
    return () => {
      app.stage?.off('pointerdowncapture', heard);
    };
  }, [app]);
  // Once, when the renderer is ready: the variant's frame rate, and the app hears of it.
  const ready = useRef({ onReady, maxFps });
  useEffect(() => {
    if (ready.current.maxFps !== undefined) app.ticker.maxFPS = ready.current.maxFps;
    ready.current.onReady(app);
  }, [app]);
  // The scene learns what the canvas shows (its backdrop is cached at that size and resolution).
  const frameView = useRef(() => {});
  frameView.current = () => {
    if (!app.renderer) return;
    const { width, height } = viewport.size();
    if (width > 0 && height > 0 && fit.scale > 0)
      scene.fitView(designViewOf(fit, width, height, app.renderer.resolution));
  };
  useLayoutEffect(() => frameView.current(), [app, scene, fit.scale, fit.offsetX, fit.offsetY, fit.topShift]);
  useEffect(() => {
    const follow = () => {
      const { width, height } = viewport.size();
      // A renderer torn down (the canvas unmounting) has nothing left to resize.
      if (app.renderer && width > 0 && height > 0) app.renderer.resize(width, height);
      frameView.current();
      // A resized canvas is cleared: draw it again.
      gate.invalidate();
    };
    follow();
    return viewport.onResize(follow);
  }, [app, viewport, gate]);
  // The render leaves the ticker for the gate; a GPU context lost and restored is drawn again, the scene's
  // own textures first.
  useEffect(() => {
    const ungate = gateRendering(app, gate, () => scene.takeChanged());
    const restored = {
      contextChange: () => {
        scene.redrawTextures();
        gate.invalidate();
      },
    };
    app.renderer.runners.contextChange.add(restored);
    return () => {
      // The application may already be destroyed (the canvas unmounting): nothing left to undo then.
      if (!app.ticker || !app.renderer) return;
      ungate();
      app.renderer.runners.contextChange.remove(restored);
    };
  }, [app, gate, scene]);
  return (
    <>
      <SceneRoot {...rest} />
      {/* The canvas layers: the design box as the DOM layers have it (no notch shift: each layer adds its own).
          It takes no tap itself; a tap its buttons do not take reaches the scene under it. */}
      <pixiContainer label="ui" x={fit.offsetX} y={fit.offsetY} scale={fit.scale} eventMode="passive">
        {ui}
      </pixiContainer>
    </>
  );
}

/** The options the Pixi application starts with: the viewport's size and pixel ratio (the canvas then follows it). */
export function applicationOptions(viewport: CanvasViewport, background: number) {
  const { width, height } = viewport.size();
  return {
    width: width || undefined,
    height: height || undefined,
    background,
    antialias: true,
    autoDensity: true,
    resolution: Math.min(viewport.pixelRatio(), MAX_RESOLUTION),
    preference: 'webgl' as const,
    ...OWN_EXTENSIONS,
  };
}
