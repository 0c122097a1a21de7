// The pointing hand of the first level, drawn on the canvas: a pulsing ring on a screw, a finger that taps it,
// and the words above. It never takes taps; a screen reader reads its words.
import { GraphicsPath, type Container, type Graphics, type TextStyleOptions } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useT } from '../../i18n';
import { STAGE_FONT } from '../../i18n/textWidth';
import { useSkin } from '../skin';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { EASE, sampleKeyframes } from './motion';
import { HAND, HAND_FRAMES, HAND_PATH, RING, RING_FRAMES, TAP_HINT_MS, tapHintWords, WORDS } from './tapHintLook';
import { useMotion } from './useMotion';
import { useControl } from './useControl';

/** Props of {@link TapHint}: the screw's centre in design px (the layout's notch shift included). */
export interface TapHintProps {
  x: number;
  y: number;
  /** The words above the hand; default 'Tap the screw!' (variant B 'Tap the candy!'), in the current language. */
  text?: string;
}

const WORDS_STYLE: TextStyleOptions = {
  fontFamily: STAGE_FONT,
  fontWeight: '900',
  fontSize: WORDS.fontSize,
  fill: 0xffffff,
  align: 'center',
  wordWrap: true,
  wordWrapWidth: WORDS.width,
  breakWords: true,
  lineHeight: Math.round(WORDS.fontSize * 1.2),
  // The DOM layer's two shadows (a hard one 3 px down, a dark glow) as an outline and a soft shadow.
  stroke: { color: 0x3a2a1a, width: 5, join: 'round' },
  dropShadow: { color: 0x000000, alpha: 0.45, angle: Math.PI / 2, distance: 3, blur: 6 },
};

function drawRing(g: Graphics): void {
  g.clear();
  // The glow, then the border.
  g.circle(0, 0, RING.radius).stroke({ width: 22, color: 0xffffff, alpha: 0.12 });
  g.circle(0, 0, RING.radius).stroke({ width: 14, color: 0xffffff, alpha: 0.25 });
  g.circle(0, 0, RING.radius).stroke({ width: RING.border, color: 0xffffff, alpha: 0.95 });
}

function drawHand(g: Graphics, path: GraphicsPath): void {
  const unit = HAND.size / 64;
  g.clear();
  // Its shadow 4 px below, then the hand, drawn in the 64-unit box scaled to 84 px.
  g.setTransform(unit, 0, 0, unit, 0, 4);
  g.path(path).fill({ color: 0x000000, alpha: 0.3 });
  g.setTransform(unit, 0, 0, unit, 0, 0);
  g.path(path).fill(0xffffff).stroke({ width: 3, color: 0x3a2a1a, join: 'round' });
}

/**
 * Shows where to tap; it never takes taps itself. Drawn again only when its props change (the layer's props are
 * read every second).
 */
export const TapHint = memo(function TapHint({ x, y, text }: TapHintProps) {
  const t = useT();
  const skin = useSkin();
  const words = tapHintWords(t, skin, text);
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  useRedrawOnRender();
  useControl({
    id: 'tap-hint',
    role: 'img',
    name: words,
    group: 'tap-hint-layer',
    box: { x: x - WORDS.width / 2, y: y + WORDS.top, width: WORDS.width, height: -WORDS.top + HAND.top + HAND.size },
  });
  const path = useMemo(() => new GraphicsPath(HAND_PATH), []);
  const drawHandPath = useCallback((g: Graphics) => drawHand(g, path), [path]);
  const ring = useRef<Graphics>(null);
  const hand = useRef<Container>(null);
  const pivot = { x: HAND.size * HAND.originX, y: HAND.size * HAND.originY };
  const beat = useCallback(
    (t: number) => {
      const r = sampleKeyframes(RING_FRAMES, t, EASE.easeOut);
      ring.current?.scale.set(r.scale);
      if (ring.current) ring.current.alpha = r.alpha;
      const h = sampleKeyframes(HAND_FRAMES, t, EASE.easeInOut);
      if (hand.current) {
        hand.current.position.set(HAND.left + pivot.x + h.x, HAND.top + pivot.y + h.y);
        hand.current.scale.set(h.scale);
      }
    },
    [pivot.x, pivot.y],
  );
  useMotion(beat, { durationMs: TAP_HINT_MS, loop: true, enabled: !still });
  return (
    <pixiContainer x={x} y={y} label="tap-hint" eventMode="none">
      <pixiGraphics ref={ring} draw={drawRing} />
      <pixiContainer ref={hand} x={HAND.left + pivot.x} y={HAND.top + pivot.y} pivot={pivot}>
        <pixiGraphics draw={drawHandPath} />
      </pixiContainer>
      <pixiText text={words} style={WORDS_STYLE} anchor={{ x: 0.5, y: 0 }} y={WORDS.top} />
    </pixiContainer>
  );
});
