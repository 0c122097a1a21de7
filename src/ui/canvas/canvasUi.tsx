// What a canvas layer (a layer drawn by Pixi through @pixi/react, issue 13) has from the canvas that holds it:
// a way to say its picture changed (the canvas draws only then, src/scene/renderGate.ts), the list its
// buttons and texts join (controls.ts), the player's reduced-motion wish and where the layout's top sits.
import { extend } from '@pixi/react';
import { createContext, useContext, useLayoutEffect } from 'react';
import { BatchedGraphics } from './batchedGraphics';
import type { ControlRegistry, DesignBox } from './controls';
import { LayerContainer, LayerSprite, LayerText } from './layerNodes';

// `<pixiGraphics>` draws in its layer's batch whatever its size (batchedGraphics.ts); a `<pixiContainer>` that
// leaves destroys what its layer made below it (layerNodes.ts).
extend({ Container: LayerContainer, Graphics: BatchedGraphics, Sprite: LayerSprite, Text: LayerText });

/** The canvas's services to its layers. */
export interface CanvasUi {
  /** The picture changed: draw the next frame. */
  invalidate(): void;
  controls: ControlRegistry;
  /** True when the player asked the system for reduced motion: no scaling, bouncing or looping. */
  reducedMotion(): boolean;
  /**
   * Where the top of the layout starts, in design units: the notch shift on tall screens, or lower where the
   * screen's safe area reaches further into the design box (layoutTopOf, src/ui/fitStage.ts).
   */
  layoutTop: number;
  /** The whole window in design units (the design box and the letterbox bands around it). */
  screen: DesignBox;
  /** The design box's height (the 1334 design and the controls band under it). */
  designHeight: number;
  /** A canvas button took a press (its click sound). */
  buttonPressed(): void;
  /** Calls `listener` whenever the player touches the canvas, anywhere (rested decorations wake). The result stops it. */
  onTouch(listener: () => void): () => void;
}

const CanvasUiContext = createContext<CanvasUi | null>(null);

/** Gives the canvas layers inside it their canvas's services. */
export const CanvasUiProvider = CanvasUiContext.Provider;

/** The services of the canvas this layer is drawn on. */
export function useCanvasUi(): CanvasUi {
  const ui = useContext(CanvasUiContext);
  if (!ui) throw new Error('A canvas layer is drawn outside the canvas (no CanvasUiProvider above it)');
  return ui;
}

/**
 * The canvas draws a frame after every render of the calling layer (its props changed what Pixi shows) and
 * once more when it leaves.
 */
export function useRedrawOnRender(): void {
  const { invalidate } = useCanvasUi();
  useLayoutEffect(() => invalidate());
  useLayoutEffect(() => () => invalidate(), [invalidate]);
}
