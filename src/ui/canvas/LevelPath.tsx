// The candy menu's level path drawn on the canvas (the canvas twin of the DOM's LevelRow): the current level
// as a big candy bubble with a play badge that starts it, swelling gently, and the next levels smaller and
// locked, each with a padlock, on a dotted trail under it. A locked one only answers with the app's toast.
// One tap gate covers every bubble, so a quick double tap starts the level once; each bubble joins the
// canvas's controls under the DOM bubble's test id and name.
import { CanvasTextMetrics, type Container, type Graphics, type TextStyle } from 'pixi.js';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { PlayIcon } from '../icons';
import { LockIcon } from '../panelIcons';
import { useSkin, useTapGate } from '../skin';
import type { TapGate } from '../tapGate';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { drawIcon } from './iconGraphics';
import {
  badgeCentre,
  BOUNCE,
  BUBBLE,
  BUBBLE_COLOURS,
  currentFace,
  CURRENT_COLOURS,
  glossShape,
  LEVEL_PATH,
  levelNumberFontSize,
  levelPathLayout,
  levelPathWords,
  softShadow,
  type BubbleKind,
  type BubblePlace,
  type BubbleWords,
  type CurrentColours,
  type MenuLevels,
} from './levelPathLook';
import { EASE, sampleKeyframes } from './motion';
import { radialGradient, verticalGradient } from './paint';
import { useCanvasPress } from './useCanvasPress';
import { edged } from './heavyText';
import { useControl } from './useControl';
import { IDLE_PLAYS, useMotion } from './useMotion';

export { levelPathLayout, levelPathSize } from './levelPathLook';

/** Props of {@link LevelPath}: the menu's level path, and where it sits. */
export interface LevelPathProps extends MenuLevels {
  /** The row's top-centre in design px (the current bubble's top; the locked row is centred under it). */
  x: number;
  y: number;
  /** The group (layer) its bubbles' mirrors sit in. */
  group: string;
}

/** A bubble's number type at `size`: white outlined in the edge colour on the current one, plum on a locked one. */
function numberStyle(kind: BubbleKind, size: number, colours: CurrentColours): TextStyle {
  const b = BUBBLE[kind];
  if (kind === 'locked') return edged(size, BUBBLE_COLOURS.locked.ink);
  return edged(size, 0xffffff, { color: colours.edge, width: 2 * b.outline, shadow: b.textShadow });
}

/** The gloss over the current bubble's top: rounder above than below, white fading down. */
function drawGloss(g: Graphics): void {
  const { box, top, bottom } = glossShape('current');
  const { x, y, width: w, height: h } = box;
  // A quarter ellipse as a cubic curve: its control points this far along the tangents.
  const k = 0.5523;
  g.moveTo(x, y + top.ry)
    .bezierCurveTo(x, y + top.ry * (1 - k), x + top.rx * (1 - k), y, x + top.rx, y)
    .bezierCurveTo(x + w - top.rx * (1 - k), y, x + w, y + top.ry * (1 - k), x + w, y + top.ry)
    .lineTo(x + w, y + h - bottom.ry)
    .bezierCurveTo(x + w, y + h - bottom.ry * (1 - k), x + w - bottom.rx * (1 - k), y + h, x + w - bottom.rx, y + h)
    .lineTo(x + bottom.rx, y + h)
    .bezierCurveTo(x + bottom.rx * (1 - k), y + h, x, y + h - bottom.ry * (1 - k), x, y + h - bottom.ry)
    .closePath();
  const a = LEVEL_PATH.gloss;
  g.fill(verticalGradient(`rgba(255,255,255,${a.alphaTop})`, `rgba(255,255,255,${a.alphaBottom})`));
}

/** What stays put while the bubble sinks (it moves with the ledge's top): the soft shadow and the ledge. Clears `g`. */
export function drawBubbleBase(g: Graphics, kind: BubbleKind, colours: CurrentColours, pressed: boolean): void {
  const b = BUBBLE[kind];
  const r = b.size / 2;
  const sink = pressed ? b.sink : 0;
  g.clear();
  if (kind === 'current') {
    const shadow = softShadow(colours, pressed);
    g.circle(0, sink + shadow.y, shadow.radius).fill(radialGradient(shadow.paint));
  }
  const ledge = pressed ? b.pressedLedge : b.ledge;
  g.circle(0, sink + ledge, r).fill(kind === 'current' ? colours.edge : BUBBLE_COLOURS.locked.ledge);
}

/** The bubble: its face, the shade inside its bottom, its rim (and the current one's gloss), centred at (0, 0). Clears `g`. */
export function drawBubbleBody(g: Graphics, kind: BubbleKind, colours: CurrentColours, pressed: boolean): void {
  const b = BUBBLE[kind];
  const r = b.size / 2;
  const inner = r - b.rim;
  const inset = pressed ? b.pressedInset : b.inset;
  g.clear();
  if (kind === 'current') {
    g.circle(0, 0, r).fill(BUBBLE_COLOURS.rim);
    g.circle(0, 0, inner).fill(radialGradient(currentFace(colours)));
    const shade = BUBBLE_COLOURS.currentShade;
    g.circle(0, 0, inner).fill(shade);
    g.circle(0, -inset, inner).cut();
    drawGloss(g);
    return;
  }
  const l = BUBBLE_COLOURS.locked;
  g.circle(0, 0, r).fill(verticalGradient(l.top, l.bottom));
  if (inset > 0) {
    g.circle(0, 0, inner).fill(l.shade);
    g.circle(0, -inset, inner).cut();
  }
  g.circle(0, 0, r - b.rim / 2).stroke({ width: b.rim, color: BUBBLE_COLOURS.rim, alpha: l.rimAlpha });
}

/** The badge at the bubble's lower right: a green play button, or a chocolate padlock. Clears `g`. */
export function drawBubbleBadge(g: Graphics, kind: BubbleKind): void {
  const b = BUBBLE[kind].badge;
  const at = badgeCentre(kind);
  const s = b.icon;
  const corner = { x: at.x - s / 2, y: at.y - s / 2 };
  g.clear();
  if (kind === 'current') {
    const p = BUBBLE_COLOURS.play;
    g.circle(at.x, at.y + b.ledge, at.radius).fill(p.ledge);
    g.circle(at.x, at.y, at.radius).fill(BUBBLE_COLOURS.rim);
    g.circle(at.x, at.y, at.radius - b.rim).fill(verticalGradient(p.top, p.bottom));
    drawIcon(g, PlayIcon, s, { colour: p.icon }, corner);
    return;
  }
  const l = BUBBLE_COLOURS.locked;
  g.circle(at.x, at.y, at.radius).fill(BUBBLE_COLOURS.rim);
  g.circle(at.x, at.y, at.radius - b.rim).fill(l.badge);
  drawIcon(g, LockIcon, s, { colour: l.lock, cut: l.badge }, corner);
}

const widthOf = (text: string, style: TextStyle) =>
  text === '' ? 0 : CanvasTextMetrics.measureText(text, style).width;

/** One bubble: a button at `place` of the row at design (rowX, rowY). */
const LevelBubble = memo(function LevelBubble({
  place,
  words,
  rowX,
  rowY,
  group,
  gate,
  colours,
  onTap,
}: {
  place: BubblePlace;
  words: BubbleWords;
  rowX: number;
  rowY: number;
  group: string;
  gate: TapGate;
  colours: CurrentColours;
  onTap: () => void;
}) {
  const { kind } = place;
  const b = BUBBLE[kind];
  const { reducedMotion } = useCanvasUi();
  const { root, press, pressed, handlers, onTop } = useCanvasPress(onTap, false, gate);
  useRedrawOnRender();
  const r = b.size / 2;
  const cx = rowX + place.x;
  const cy = rowY + place.y;
  useControl({
    id: words.id,
    role: 'button',
    name: words.name,
    text: words.text,
    group,
    box: { x: cx - r, y: cy - r, width: b.size, height: b.size },
    press,
    onTop,
  });

  // The current bubble swells and settles after a short wait; held, or under reduced motion, it stands still
  // (and waits again once let go, as the CSS animation starts over).
  const swelling = useRef<Container>(null);
  const bounces = kind === 'current' && !pressed && !reducedMotion();
  const [waiting, setWaiting] = useState(true);
  useLayoutEffect(() => {
    if (bounces) return;
    setWaiting(true);
    swelling.current?.scale.set(1);
  }, [bounces]);
  const wake = useCallback((t: number) => {
    if (t >= 1) setWaiting(false);
  }, []);
  useMotion(wake, { durationMs: LEVEL_PATH.bounce.delayMs, enabled: bounces && waiting });
  const swell = useCallback(
    (t: number) => swelling.current?.scale.set(sampleKeyframes(BOUNCE, t, EASE.easeInOut).scale),
    [],
  );
  useMotion(swell, {
    durationMs: LEVEL_PATH.bounce.ms,
    loop: true,
    enabled: bounces && !waiting,
    ambient: true,
    plays: IDLE_PLAYS,
  });

  const fontSize = useMemo(() => {
    const ems = widthOf(words.text, numberStyle('locked', 100, colours)) / 100;
    return levelNumberFontSize(kind, ems);
  }, [words.text, kind, colours]);
  const style = numberStyle(kind, fontSize, colours);
  const badge = badgeCentre(kind);
  const hitArea = useMemo(
    () => ({
      contains: (px: number, py: number) =>
        px * px + py * py <= r * r || (px - badge.x) ** 2 + (py - badge.y) ** 2 <= badge.radius ** 2,
    }),
    [r, badge.x, badge.y, badge.radius],
  );
  const drawnBase = useCallback((g: Graphics) => drawBubbleBase(g, kind, colours, pressed), [kind, colours, pressed]);
  const drawnBody = useCallback((g: Graphics) => drawBubbleBody(g, kind, colours, pressed), [kind, colours, pressed]);
  const drawnBadge = useCallback((g: Graphics) => drawBubbleBadge(g, kind), [kind]);
  // The text's box grows by its shadow's drop: half of it back puts the digits' middle on the centre.
  const shift = b.textShadow / 2;
  return (
    <pixiContainer
      ref={root}
      label={words.id}
      x={place.x}
      y={place.y}
      eventMode="static"
      cursor="pointer"
      hitArea={hitArea}
      {...handlers}
    >
      <pixiContainer ref={swelling}>
        <pixiGraphics draw={drawnBase} />
        <pixiContainer y={pressed ? b.sink : 0}>
          <pixiGraphics draw={drawnBody} />
          <pixiText text={words.text} style={style} anchor={0.5} x={shift} y={shift} />
          <pixiGraphics draw={drawnBadge} />
        </pixiContainer>
      </pixiContainer>
    </pixiContainer>
  );
});

/** The level path on the canvas. */
export const LevelPath = memo(function LevelPath({ current, next, onPlay, onLocked, x, y, group }: LevelPathProps) {
  const t = useT();
  const skin = useSkin();
  const gate = useTapGate();
  const colours = CURRENT_COLOURS[skin.id];
  const layout = useMemo(() => levelPathLayout(next.length), [next.length]);
  const words = levelPathWords(t, current, next);
  useRedrawOnRender();
  const { trail } = layout;
  const drawnTrail = useCallback(
    (g: Graphics) => {
      g.clear();
      if (!trail) return;
      const d = LEVEL_PATH.trail;
      for (const dx of trail.dots) g.circle(dx, trail.y, d.dot / 2).fill({ color: d.colour, alpha: d.alpha });
    },
    [trail],
  );
  return (
    <pixiContainer label="menu-levels" x={x} y={y} eventMode="passive">
      <LevelBubble
        place={layout.current}
        words={words.current}
        rowX={x}
        rowY={y}
        group={group}
        gate={gate}
        colours={colours}
        onTap={onPlay}
      />
      {/* The trail over the current bubble's shadow, under the locked bubbles (the DOM's painting order). */}
      {trail && <pixiGraphics draw={drawnTrail} eventMode="none" />}
      {layout.next.map((place, i) => {
        const w = words.next[i];
        return w ? (
          <LevelBubble
            key={w.id}
            place={place}
            words={w}
            rowX={x}
            rowY={y}
            group={group}
            gate={gate}
            colours={colours}
            onTap={onLocked}
          />
        ) : null;
      })}
    </pixiContainer>
  );
});
