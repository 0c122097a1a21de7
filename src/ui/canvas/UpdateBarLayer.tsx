// The web app's update bar drawn on the canvas: a small dark strip at the bottom of the design box that says a new
// version is ready, with Reload (the new version takes over and the page reloads; it waits with a spinner
// meanwhile) and a red close button (not now). It slides up into place. It is a status, not a dialog: it takes
// the taps on itself and none elsewhere, and sits below the menu's Start. Its numbers live in updateBarLook.ts.
import { CanvasTextMetrics, type Container, type Graphics, type TextStyle } from 'pixi.js';
import { useCallback, useMemo, useRef } from 'react';
import { useT } from '../../i18n';
import { CloseIcon } from '../icons';
import { RestartIcon } from '../levelIcons';
import { useSkin } from '../skin';
import { CanvasButton } from './CanvasButton';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { CanvasTextButton, measureTextButton } from './CanvasTextButton';
import { stageStyle } from './heavyText';
import { useControl, useControlGroup } from './useControl';
import { useMotion } from './useMotion';
import {
  balancedWidth,
  innerWidth,
  textRoom,
  UPDATE_BAR,
  updateBarEntrance,
  updateBarEntranceMs,
  updateBarLayout,
  updateBarPaint,
  updateTextSize,
  type UpdateBarPaint,
  type UpdateBarProps,
} from './updateBarLook';

export type { UpdateBarProps } from './updateBarLook';

const GROUP = 'update-bar-layer';

/** The words' type: 32 px (or smaller) heavy white, left-aligned, wrapping at `width`. */
function textStyle(fontSize: number, width: number): TextStyle {
  return stageStyle({
    fontWeight: '800',
    fontSize,
    lineHeight: Math.round(fontSize * UPDATE_BAR.text.lineHeight),
    fill: 0xffffff,
    wordWrap: true,
    breakWords: true,
    wordWrapWidth: width,
  });
}

/** The words set in the room beside the buttons: their type, balanced wrap width and height. */
function setWords(text: string, room: number): { style: TextStyle; width: number; height: number } {
  const lines = (size: number, width: number) =>
    CanvasTextMetrics.measureText(text, textStyle(size, width)).lines.length;
  const size = updateTextSize((s) => lines(s, room));
  const width = balancedWidth(room, (w) => lines(size, w));
  const style = textStyle(size, width);
  return { style, width, height: Math.ceil(CanvasTextMetrics.measureText(text, style).height) };
}

/** The strip (its box from 0, 0): a soft shadow 14 px down, the see-through face and its pale rim. */
function drawBar(g: Graphics, width: number, height: number, paint: UpdateBarPaint): void {
  const b = UPDATE_BAR;
  const half = b.border / 2;
  g.clear();
  for (const [grow, alpha] of [
    [0, 0.45],
    [10, 0.3],
    [20, 0.15],
  ] as const) {
    g.roundRect(-grow / 2, b.shadow.dy - grow / 2, width + grow, height + grow, b.radius + grow / 2).fill({
      color: b.shadow.colour,
      alpha: b.shadow.alpha * alpha,
    });
  }
  g.roundRect(0, 0, width, height, b.radius).fill(paint.fill);
  g.roundRect(half, half, width - b.border, height - b.border, b.radius - half).stroke({
    width: b.border,
    ...paint.rim,
  });
}

/** 'A new version is ready.' with Reload and a close button, in the variant's look. */
export function UpdateBarLayer({ reloading, onReload, onDismiss, bottomInset = 0 }: UpdateBarProps) {
  const t = useT();
  const skin = useSkin();
  const ui = useCanvasUi();
  useRedrawOnRender();
  const said = t('update.ready');
  const reloadText = t('update.reload');
  const reloadSize = useMemo(
    // Reload may take at most half the room; its words wrap beyond that (no language needs it).
    () => measureTextButton(reloadText, 'sm', true, Math.floor(innerWidth() / 2)),
    [reloadText],
  );
  const words = useMemo(() => setWords(said, textRoom(reloadSize.width)), [said, reloadSize.width]);
  const layout = updateBarLayout({
    designHeight: ui.designHeight,
    bottomInset,
    textHeight: words.height,
    reload: reloadSize,
  });
  const { bar } = layout;
  useControlGroup({ id: GROUP });
  useControl({ id: 'update-bar', role: 'status', name: said, group: GROUP, box: bar });

  const candy = skin.id === 'candy';
  const paint = useMemo(() => updateBarPaint(candy), [candy]);
  const drawn = useCallback((g: Graphics) => drawBar(g, bar.width, bar.height, paint), [bar.width, bar.height, paint]);
  const slide = useRef<Container>(null);
  const still = ui.reducedMotion();
  const duration = updateBarEntranceMs(still);
  const enter = useCallback(
    (p: number) => {
      const frame = updateBarEntrance(p * duration, still);
      if (!slide.current) return;
      slide.current.y = frame.dy;
      slide.current.alpha = frame.alpha;
    },
    [duration, still],
  );
  useMotion(enter, { durationMs: duration });
  return (
    <pixiContainer label={GROUP} ref={slide}>
      {/* The strip takes the taps on it (none reach the game under it), and only those. */}
      <pixiGraphics draw={drawn} x={bar.x} y={bar.y} eventMode="static" />
      <pixiText text={said} style={words.style} anchor={{ x: 0, y: 0.5 }} x={layout.text.x} y={layout.text.y} />
      <CanvasTextButton
        testId="update-reload"
        text={reloadText}
        group={GROUP}
        x={layout.reload.x}
        y={layout.reload.y}
        tone="green"
        size="sm"
        icon={RestartIcon}
        maxWidth={Math.floor(innerWidth() / 2)}
        busy={reloading}
        onTap={onReload}
      />
      <CanvasButton
        testId="update-dismiss"
        label={t('update.dismiss')}
        group={GROUP}
        x={layout.dismiss.x}
        y={layout.dismiss.y}
        tone="red"
        kind="icon-sm"
        size={UPDATE_BAR.dismiss.size}
        icon={CloseIcon}
        iconSize={UPDATE_BAR.dismiss.icon}
        onTap={onDismiss}
      />
    </pixiContainer>
  );
}
