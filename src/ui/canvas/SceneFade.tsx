// The fade between two scenes drawn on the canvas: a veil of the look's colour over the whole window that clears
// in 280 ms (150 ms under reduced motion). Mount it again (a new React key) on every scene change. It never
// takes a tap, so a player who taps at once is never held up, and screen readers do not hear it.
import type { Graphics } from 'pixi.js';
import { useCallback, useRef } from 'react';
import { useSkin } from '../skin';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { FADE_COLOUR, fadeAlpha, fadeMs } from './sceneFadeLook';
import { useMotion } from './useMotion';

/** Props of {@link SceneFade}. */
export interface SceneFadeProps {
  /** The scene now (the layer's key: a new scene plays the fade again). */
  scene: string;
}

/** The veil between scenes. */
export function SceneFade(_props: SceneFadeProps) {
  const skin = useSkin();
  const ui = useCanvasUi();
  useRedrawOnRender();
  const veil = useRef<Graphics>(null);
  const play = useCallback((p: number) => {
    const node = veil.current;
    if (!node) return;
    node.alpha = fadeAlpha(p);
    // Cleared: nothing left to draw.
    node.visible = p < 1;
  }, []);
  useMotion(play, { durationMs: fadeMs(ui.reducedMotion()) });
  const { screen } = ui;
  const colour = FADE_COLOUR[skin.id];
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      g.rect(screen.x, screen.y, screen.width, screen.height).fill(colour);
    },
    [screen, colour],
  );
  return <pixiGraphics ref={veil} label="screen-fade" draw={drawn} eventMode="none" />;
}
