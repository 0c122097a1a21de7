// One transient tip ('No ads available', 'Coins shortage'...) drawn on the canvas: a dark rounded bubble below
// the tray that rises and fades over the variant's toast time (only fades under reduced motion). It never takes
// a tap. Screen readers hear it through the mirror as a status line (test id `toast`). Mount it again (a new
// React key) for every new tip, so that a repeated tip plays again.
import { CanvasTextMetrics, type Container, type Graphics, type TextStyle } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useT } from '../../i18n';
import { useSkin } from '../skin';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import {
  TOAST,
  TOAST_PAINT,
  TOAST_TEXT_WIDTH,
  toastBox,
  toastFrame,
  toastWords,
  type ToastPaint,
  type ToastProps,
} from './toastLook';
import { stageStyle } from './heavyText';
import { useControl, useControlGroup } from './useControl';
import { useMotion } from './useMotion';

export type { ToastProps } from './toastLook';

const GROUP = 'toast-layer';

/** The words' type: `fontSize` px, 800 weight, centred, wrapping inside the bubble. */
function toastStyle(fontSize: number, ink: number): TextStyle {
  return stageStyle({
    fontWeight: TOAST.weight,
    fontSize,
    fill: ink,
    align: 'center',
    lineHeight: Math.round(fontSize * TOAST.lineHeight),
    wordWrap: true,
    breakWords: true,
    wordWrapWidth: TOAST_TEXT_WIDTH,
  });
}

/** The bubble centred at (0, 0): its soft shadow (three widening veils), the dark face and its pale rim. */
function drawBubble(g: Graphics, w: number, h: number, paint: ToastPaint): void {
  const { radius: r, border: b, shadow } = TOAST;
  g.clear();
  for (const [grow, share] of [
    [0, 0.45],
    [shadow.blur / 3, 0.3],
    [(2 * shadow.blur) / 3, 0.15],
  ] as const) {
    g.roundRect(-w / 2 - grow / 2, -h / 2 + shadow.dy - grow / 2, w + grow, h + grow, r + grow / 2).fill({
      color: shadow.color,
      alpha: shadow.alpha * share,
    });
  }
  g.roundRect(-w / 2, -h / 2, w, h, r).fill({ color: paint.fill, alpha: paint.fillAlpha });
  g.roundRect(-w / 2 + b / 2, -h / 2 + b / 2, w - b, h - b, r - b / 2).stroke({
    width: b,
    color: paint.border,
    alpha: paint.borderAlpha,
  });
}

/** The toast on the canvas. */
export const Toast = memo(function Toast({ text }: ToastProps) {
  const t = useT();
  const skin = useSkin();
  const ui = useCanvasUi();
  useRedrawOnRender();
  useControlGroup({ id: GROUP });
  const words = toastWords(text, t);
  const paint = TOAST_PAINT[skin.id];
  const style = toastStyle(skin.toast.fontSize, paint.ink);
  const measured = useMemo(() => CanvasTextMetrics.measureText(words, style), [words, style]);
  const box = toastBox(measured.width, measured.height, ui.layoutTop);
  useControl({ id: 'toast', role: 'status', name: words, group: GROUP, box });

  const bubble = useRef<Container>(null);
  const still = ui.reducedMotion();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const play = useCallback(
    (p: number) => {
      const node = bubble.current;
      if (!node) return;
      const frame = toastFrame(p, still);
      node.alpha = frame.alpha;
      node.scale.set(frame.scale);
      node.y = cy + frame.dy;
    },
    [still, cy],
  );
  useMotion(play, { durationMs: skin.toast.ms });
  const drawn = useCallback(
    (g: Graphics) => drawBubble(g, box.width, box.height, paint),
    [box.width, box.height, paint],
  );
  return (
    <pixiContainer label={GROUP} eventMode="none">
      <pixiContainer ref={bubble} x={cx} y={cy}>
        <pixiGraphics draw={drawn} />
        <pixiText text={words} style={style} anchor={0.5} />
      </pixiContainer>
    </pixiContainer>
  );
});
