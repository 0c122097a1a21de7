// The chunky labelled toy button drawn on the canvas (the DOM layers' large and medium buttons before the canvas move):
// a rounded body in its tone's gradient over a darker ledge, a white rim, a gloss over its top half, an icon and its
// words in heavy white type with a hard shadow; it sinks while held. Long words get smaller type, then wrap onto a
// second line (the button grows taller) rather than leave the panel. While busy it dims and shows a spinner in place of
// its icon. Its taps keep the spec's rule and it joins the canvas's controls.
import { CanvasTextMetrics, type Container, type Graphics, type TextStyle } from 'pixi.js';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { ButtonTone } from './buttonLook';
import { useSkin } from '../skin';
import type { TapGate } from '../tapGate';
import { CANDY_WOOD, SHADOW, TONES, type ToneColours } from './buttonLook';
import type { PanelRow } from './CanvasPanel';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { stageStyle } from './heavyText';
import { drawIcon, type IconComponent } from './iconGraphics';
import { verticalGradient } from './paint';
import { TEXT_BUTTON, textButtonLayout, type TextButtonLayout, type TextButtonSize } from './panelLook';
import { useCanvasPress } from './useCanvasPress';
import { useControl } from './useControl';
import { IDLE_PLAYS, useMotion } from './useMotion';

/** Props of {@link CanvasTextButton}. */
export interface CanvasTextButtonProps {
  testId: string;
  /** Its words. */
  text: string;
  /** What it is announced as, when its words alone are not enough (default: its words). */
  label?: string;
  /** The group (layer) its mirror sits in. */
  group: string;
  /** Its centre in the parent's design px. */
  x: number;
  y: number;
  tone: ButtonTone;
  size?: TextButtonSize;
  icon?: IconComponent;
  /** The widest it may grow before its words wrap (a panel's body and part of its padding). */
  maxWidth: number;
  onTap: () => void;
  /** Ignores taps and dims (an ad is running). */
  busy?: boolean;
  /** While busy, a spinner in place of its icon (default true; false only dims). */
  spinner?: boolean;
  gate?: TapGate;
  /** Looks switched off (grey, faded) but still reports taps, so the layer can say why (no ad loaded). */
  unavailable?: boolean;
  /** The words' colour when not white (a price the player cannot pay). */
  textColour?: number;
  /** The icon's colour when not white (the tournament's gold trophy). */
  iconColour?: number;
  /** A smaller second line under the words (a tournament's time left); the two lines sit left of centre. */
  detail?: string;
  /** At least this wide (default the size's own). */
  minWidth?: number;
  /** Swells gently for ever while not held (the menu's Start), unless the player asked for reduced motion. */
  breathe?: boolean;
}

/** A detail line's type against the words'. */
const DETAIL_SCALE = 0.7;
/** The breath: 1.8 s from 1 to 1.04 and back, eased in and out. */
const BREATH_MS = 1800;
const BREATH_SCALE = 0.04;

/** The words' type: heavy white with a hard shadow 4 px down, wrapping at `wrapWidth` when finite. */
export function textButtonStyle(fontSize: number, wrapWidth: number, colour = 0xffffff): TextStyle {
  const wraps = Number.isFinite(wrapWidth);
  return stageStyle({
    fontWeight: '900',
    fontSize,
    fill: colour,
    letterSpacing: 0.5,
    align: 'center',
    lineHeight: Math.round(fontSize * TEXT_BUTTON.lineHeight),
    wordWrap: wraps,
    ...(wraps ? { wordWrapWidth: wrapWidth } : {}),
    dropShadow: { color: 0x000000, alpha: 0.22, angle: Math.PI / 2, distance: 4, blur: 0 },
  });
}

/** Lays out a button's words in the real face (measured by Pixi): its size, type and wrapping. */
export function measureTextButton(
  text: string,
  size: TextButtonSize,
  withIcon: boolean,
  maxWidth: number,
  extra: { detail?: string; minWidth?: number } = {},
): TextButtonLayout {
  const emsOf = (words: string) => CanvasTextMetrics.measureText(words, textButtonStyle(100, Infinity)).width / 100;
  // Words and detail share one block: it is as wide as the wider of them.
  const ems = Math.max(emsOf(text), extra.detail ? emsOf(extra.detail) * DETAIL_SCALE : 0);
  const layout = textButtonLayout(
    size,
    ems,
    withIcon,
    maxWidth,
    (wrapWidth, fontSize) => CanvasTextMetrics.measureText(text, textButtonStyle(fontSize, wrapWidth)).lines.length,
  );
  return extra.minWidth !== undefined && layout.width < extra.minWidth
    ? { ...layout, width: Math.min(maxWidth, extra.minWidth) }
    : layout;
}

/** A button switched off: its tone in greys (CSS's grayscale(1) brightness(1.08) of the green). */
const UNAVAILABLE: ToneColours = { top: 0xd2d2d2, bottom: 0x9a9a9a, edge: 0x6a6a6a, iconCut: 0xa0a0a0 };

/** The ledge and soft shadow under the body; they stay while the body sinks. */
function drawBase(g: Graphics, w: number, h: number, radius: number, tone: ToneColours, sink: number): void {
  const ledge = TEXT_BUTTON.ledge - sink;
  g.clear();
  g.roundRect(-w / 2, -h / 2 + sink + ledge + 10, w, h, radius).fill(SHADOW);
  g.roundRect(-w / 2, -h / 2 + sink + ledge, w, h, radius).fill(tone.edge);
}

/** The body: gradient, bottom inner shade, white rim and the gloss over its top, centred at (0, 0). */
function drawBody(g: Graphics, w: number, h: number, radius: number, tone: ToneColours): void {
  const rim = TEXT_BUTTON.rim;
  const x = -w / 2;
  const y = -h / 2;
  g.clear();
  g.roundRect(x, y, w, h, radius).fill(verticalGradient(tone.top, tone.bottom));
  g.roundRect(x + rim, y + rim, w - 2 * rim, h - 2 * rim, radius - rim).fill({ color: 0x000000, alpha: 0.12 });
  // The shade is the bottom 8 px: the hole inside it is the rest (a hole reaching past it would not cut cleanly).
  g.roundRect(x + rim + 0.5, y + rim + 0.5, w - 2 * rim - 1, h - 2 * rim - 8, radius - rim).cut();
  g.roundRect(x + rim / 2, y + rim / 2, w - rim, h - rim, radius - rim / 2).stroke({
    width: rim,
    color: 0xffffff,
    alpha: 0.55,
  });
  // The gloss: 18 px in from the sides, 8 px down, 38% of the height, rounder at the bottom.
  const gloss = { x: x + 18, y: y + 8, w: w - 36, h: h * 0.38 };
  g.roundRect(gloss.x, gloss.y, gloss.w, gloss.h, Math.min(30, gloss.h / 2)).fill(
    verticalGradient('rgba(255,255,255,0.55)', 'rgba(255,255,255,0.08)'),
  );
}

/** The busy spinner: a pale ring with a white quarter, 56 px across, turning once in 0.8 s. */
function drawSpinner(g: Graphics): void {
  g.clear();
  g.circle(0, 0, 24).stroke({ width: 8, color: 0xffffff, alpha: 0.35 });
  g.arc(0, 0, 24, -Math.PI / 2, 0).stroke({ width: 8, color: 0xffffff, cap: 'round' });
}

function Spinner({ x }: { x: number }) {
  const ref = useRef<Container>(null);
  const { reducedMotion } = useCanvasUi();
  const turn = useCallback((t: number) => {
    if (ref.current) ref.current.rotation = t * Math.PI * 2;
  }, []);
  useMotion(turn, { durationMs: 800, loop: true, enabled: !reducedMotion() });
  return (
    <pixiContainer ref={ref} x={x}>
      <pixiGraphics draw={drawSpinner} />
    </pixiContainer>
  );
}

/** A labelled glossy button on the canvas. */
export const CanvasTextButton = memo(function CanvasTextButton({
  testId,
  text,
  label,
  group,
  x,
  y,
  tone,
  size = 'lg',
  icon,
  maxWidth,
  onTap,
  busy = false,
  spinner = true,
  gate,
  unavailable = false,
  textColour,
  iconColour = 0xffffff,
  detail,
  minWidth,
  breathe = false,
}: CanvasTextButtonProps) {
  const skin = useSkin();
  const { reducedMotion } = useCanvasUi();
  const colours = unavailable ? UNAVAILABLE : tone === 'wood' && skin.id === 'candy' ? CANDY_WOOD : TONES[tone];
  const { root, pressed, handlers, onTop, press } = useCanvasPress(onTap, busy, gate);
  useRedrawOnRender();
  const m = TEXT_BUTTON[size];
  const layout = useMemo(
    () =>
      measureTextButton(text, size, icon !== undefined, maxWidth, {
        ...(detail !== undefined ? { detail } : {}),
        ...(minWidth !== undefined ? { minWidth } : {}),
      }),
    [text, size, icon, maxWidth, detail, minWidth],
  );
  const { width: w, height: h } = layout;
  const style = textButtonStyle(layout.fontSize, layout.wrapWidth, textColour);
  const detailStyle = detail ? textButtonStyle(Math.round(layout.fontSize * DETAIL_SCALE), Infinity, textColour) : null;
  const textWidth = useMemo(
    () =>
      Math.max(
        CanvasTextMetrics.measureText(text, style).width,
        detail && detailStyle ? CanvasTextMetrics.measureText(detail, detailStyle).width : 0,
      ),
    [text, style, detail, detailStyle],
  );
  const showSpinner = busy && spinner;
  const lead = icon || showSpinner ? m.icon + TEXT_BUTTON.gap : 0;
  const start = -(lead + textWidth) / 2;

  const breathing = breathe && !pressed && !busy && !reducedMotion();
  const swell = useCallback(
    (t: number) => {
      const body = root.current;
      if (body) body.scale.set(1 + BREATH_SCALE * Math.sin(Math.PI * t) ** 2);
    },
    [root],
  );
  useMotion(swell, { durationMs: BREATH_MS, loop: true, enabled: breathing, ambient: true, plays: IDLE_PLAYS });
  useLayoutEffect(() => {
    if (!breathing) root.current?.scale.set(1);
  }, [breathing, root]);

  useControl({
    id: testId,
    role: 'button',
    name: label ?? text,
    text: detail ? `${text} ${detail}` : text,
    group,
    box: { x: x - w / 2, y: y - h / 2, width: w, height: h },
    press,
    disabled: busy,
    onTop,
  });

  const sink = pressed && !busy ? TEXT_BUTTON.ledge - TEXT_BUTTON.pressedLedge : 0;
  const drawnBase = useCallback(
    (g: Graphics) => drawBase(g, w, h, m.radius, colours, sink),
    [w, h, m.radius, colours, sink],
  );
  const drawnBody = useCallback((g: Graphics) => drawBody(g, w, h, m.radius, colours), [w, h, m.radius, colours]);
  const s = m.icon;
  const drawnIcon = useCallback(
    (g: Graphics) => {
      g.clear();
      if (!icon) return;
      drawIcon(g, icon, s, { colour: 0x000000, cut: 0x000000 }, { x: -s / 2, y: -s / 2 + 4 });
    },
    [icon, s],
  );
  const drawnIconFace = useCallback(
    (g: Graphics) => {
      g.clear();
      if (icon) drawIcon(g, icon, s, { colour: iconColour, cut: colours.iconCut }, { x: -s / 2, y: -s / 2 });
    },
    [icon, s, colours, iconColour],
  );
  return (
    <pixiContainer
      ref={root}
      label={testId}
      x={x}
      y={y}
      eventMode="static"
      cursor={busy ? 'progress' : 'pointer'}
      hitArea={{ contains: (px: number, py: number) => Math.abs(px) <= w / 2 && Math.abs(py) <= h / 2 }}
      {...handlers}
    >
      <pixiGraphics draw={drawnBase} />
      <pixiContainer y={sink} alpha={unavailable ? 0.75 : busy ? 0.85 : 1}>
        <pixiGraphics draw={drawnBody} />
        {showSpinner ? (
          <Spinner x={start + s / 2} />
        ) : (
          icon && (
            <pixiContainer x={start + s / 2}>
              <pixiGraphics draw={drawnIcon} alpha={0.2} />
              <pixiGraphics draw={drawnIconFace} />
            </pixiContainer>
          )
        )}
        {detail && detailStyle ? (
          <>
            <pixiText text={text} style={style} anchor={{ x: 0, y: 1 }} x={start + lead} y={8} />
            <pixiText text={detail} style={detailStyle} anchor={{ x: 0, y: 0 }} x={start + lead} y={2} alpha={0.9} />
          </>
        ) : (
          <pixiText
            text={text}
            style={style}
            anchor={{ x: 0, y: 0.5 }}
            x={start + lead}
            y={-2}
            alpha={busy ? 0.7 : 1}
          />
        )}
      </pixiContainer>
    </pixiContainer>
  );
});

/** A panel row holding one text button, centred, as tall as the button's words make it. */
export function textButtonRow(
  key: string,
  props: Omit<CanvasTextButtonProps, 'x' | 'y'>,
  room: { before?: number; after?: number } = {},
): PanelRow {
  const { height } = measureTextButton(props.text, props.size ?? 'lg', props.icon !== undefined, props.maxWidth, {
    ...(props.detail !== undefined ? { detail: props.detail } : {}),
  });
  return { key, height, ...room, node: <CanvasTextButton {...props} x={0} y={height / 2} /> };
}

/** The button's ledge and body, for a button of its look laid out by its layer (the rank's two-line ad offer). */
export { drawBase as drawTextButtonBase, drawBody as drawTextButtonBody };
