// The points bar with its chests on the canvas (the DOM ChestBar it replaces): a gold star badge with the points, a
// sunken track filling with striped gold (variant A) or strawberry (variant B), and the chests standing on it at their
// points: locked ones greyed, a ready one glowing and wiggling, an opened one open with a green tick. Every chest is a
// button (one gate: a double tap opens one) whose spoken name ends with its state; a tap on any reports it, and the
// owner opens it or says why not.
import { Rectangle, TextStyle, type Container, type Graphics } from 'pixi.js';
import { useCallback, useMemo, useRef, useState } from 'react';
import { STAGE_FONT } from '../../i18n/textWidth';
import { useT } from '../../i18n';
import { ChestIcon } from '../ChestIcon';
import { StarIcon } from '../levelIcons';
import { useSkin } from '../skin';
import { createTapGate, type TapGate } from '../tapGate';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { drawIcon, type IconComponent } from './iconGraphics';
import { radialGradient, verticalGradient } from './paint';
import {
  CHEST_BAR,
  chestLabel,
  clipX,
  pointsPercent,
  shownPoints,
  wiggleDegrees,
  type ChestBarChest,
} from './taskLook';
import { drawDoneMark } from './taskRowArt';
import { useCanvasPress } from './useCanvasPress';
import { useControl } from './useControl';
import { IDLE_PLAYS, useMotion } from './useMotion';

/** Props of {@link ChestBar}. */
export interface ChestBarProps {
  points: number;
  maxPoints: number;
  chests: readonly ChestBarChest[];
  pointsTestId: string;
  chestTestId: (id: string) => string;
  onClaim: (id: string) => void;
  group: string;
  /** Its width and height, drawn from x = -width/2, y = 0 (a panel row). */
  width: number;
  height: number;
  /** Variant A's gold fill or variant B's strawberry one. */
  fill: 'gold' | 'pink';
}

const FILLS = { gold: { top: 0xffe16a, bottom: 0xd98a00 }, pink: { top: 0xff9bc8, bottom: 0xec3f88 } } as const;

const valueStyle = new TextStyle({
  fontFamily: STAGE_FONT,
  fontWeight: '900',
  fontSize: 30,
  fill: 0xffffff,
  stroke: { color: 0xb86f00, width: 4, join: 'round' },
  dropShadow: { color: 0xb86f00, alpha: 1, angle: Math.PI / 2, distance: 3, blur: 0 },
});

const labelStyle = new TextStyle({
  fontFamily: STAGE_FONT,
  fontWeight: '900',
  fontSize: CHEST_BAR.chest.labelSize,
  fill: 0xffffff,
});

/** The track's box in the bar's units. */
function trackOf(width: number, height: number) {
  const left = -width / 2 + CHEST_BAR.padLeft + CHEST_BAR.badge + CHEST_BAR.gap;
  const right = width / 2 - CHEST_BAR.padRight;
  return { x: left, y: height / 2 - CHEST_BAR.track.height / 2, width: right - left, height: CHEST_BAR.track.height };
}

function drawTrack(g: Graphics, width: number, height: number, percent: number, fill: 'gold' | 'pink'): void {
  const t = trackOf(width, height);
  const { pad, radius } = CHEST_BAR.track;
  g.clear();
  // Its white ledge 4 px down, the brown groove, the inner shadow along its top.
  g.roundRect(t.x, t.y + 4, t.width, t.height, radius).fill({ color: 0xffffff, alpha: 0.5 });
  g.roundRect(t.x, t.y, t.width, t.height, radius).fill(verticalGradient(0x5e2c16, 0x7b3d20));
  g.roundRect(t.x, t.y, t.width, t.height, radius).fill({ color: 0x000000, alpha: 0.25 });
  g.roundRect(t.x + 0.5, t.y + 4, t.width - 1, t.height - 4.5, radius).cut();
  const inner = t.width - 2 * pad;
  const w = Math.round((inner * percent) / 100);
  if (w <= 0) return;
  const h = t.height - 2 * pad;
  const fx = t.x + pad;
  const fy = t.y + pad;
  const fw = Math.max(w, Math.min(inner, h));
  g.roundRect(fx, fy, fw, h, h / 2).fill(verticalGradient(FILLS[fill].top, FILLS[fill].bottom));
  // The stripes: white bands 10 px wide every 20 px at 45 degrees, over the fill's straight part.
  const from = fx + h / 2;
  const to = fx + fw - h / 2;
  for (let sx = fx - h; sx < to; sx += 20) {
    const band = clipX([sx + h, fy, sx + h + 10, fy, sx + 10, fy + h, sx, fy + h], from, to);
    if (band.length >= 6) g.poly(band).fill({ color: 0xffffff, alpha: 0.4 });
  }
}

function drawBadge(g: Graphics): void {
  const s = CHEST_BAR.badge;
  g.clear();
  drawIcon(g, StarIcon, s, { colour: 0xd98a00 }, { x: -s / 2, y: -s / 2 + 5 });
  drawIcon(g, StarIcon, s, { colour: 0xffc21a }, { x: -s / 2, y: -s / 2 });
}

/** The bar with its chests. */
export function ChestBar({
  points,
  maxPoints,
  chests,
  pointsTestId,
  chestTestId,
  onClaim,
  group,
  width,
  height,
  fill,
}: ChestBarProps) {
  const t = useT();
  const skin = useSkin();
  useRedrawOnRender();
  // One gate for the chests: a double tap opens one (armed now: no taps during the entrance).
  const [gate] = useState(() => createTapGate(skin.buttonCooldownMs, performance.now()));
  const shown = shownPoints(points, maxPoints);
  const percent = pointsPercent(points, maxPoints);
  const track = trackOf(width, height);
  const drawnTrack = useCallback(
    (g: Graphics) => drawTrack(g, width, height, percent, fill),
    [width, height, percent, fill],
  );
  const badgeX = -width / 2 + CHEST_BAR.padLeft + CHEST_BAR.badge / 2;
  useControl({
    id: pointsTestId,
    role: 'text',
    name: `${t('tasks.points')} ${shown}/${maxPoints}`,
    text: String(shown),
    group,
    box: {
      x: badgeX - CHEST_BAR.badge / 2,
      y: height / 2 - CHEST_BAR.badge / 2,
      width: CHEST_BAR.badge,
      height: CHEST_BAR.badge,
    },
  });
  return (
    <pixiContainer>
      <pixiGraphics draw={drawnTrack} />
      <pixiContainer x={badgeX} y={height / 2}>
        <pixiGraphics draw={drawBadge} />
        <pixiText text={String(shown)} style={valueStyle} anchor={0.5} y={4} />
      </pixiContainer>
      {chests.map((chest, i) => (
        <ChestButton
          key={chest.id}
          chest={chest}
          tier={i}
          x={track.x + (track.width * pointsPercent(chest.points, maxPoints)) / 100}
          y={height / 2}
          testId={chestTestId(chest.id)}
          label={chestLabel(chest, t)}
          group={group}
          gate={gate}
          onClaim={onClaim}
        />
      ))}
    </pixiContainer>
  );
}

const Chest: IconComponent = ChestIcon as IconComponent;

/** The chest's soft drop under its body (CSS drop-shadow 0 6px 0 rgba(80, 20, 40, 0.3)). */
function drawChest(g: Graphics, tier: number, open: boolean, muted: boolean): void {
  const s = CHEST_BAR.chest.icon;
  const k = s / 48;
  g.clear();
  g.roundRect((6 - 24) * k, (22 - 24) * k + 6, 36 * k, 21 * k, 3.5 * k).fill({ color: 0x501428, alpha: 0.3 });
  drawIcon(g, Chest, s, { colour: 0xffffff }, { x: -s / 2, y: -s / 2 }, { tier, open, muted });
}

function drawGlow(g: Graphics): void {
  const r = CHEST_BAR.chest.glow / 2;
  g.clear();
  g.circle(0, 0, r).fill(
    radialGradient({
      centre: { x: 0.5, y: 0.5 },
      radius: 0.5,
      stops: [
        { offset: 0, color: 'rgba(255,244,160,0.95)' },
        { offset: 0.35, color: 'rgba(255,200,60,0.55)' },
        { offset: 0.7, color: 'rgba(255,200,60,0)' },
        { offset: 1, color: 'rgba(255,200,60,0)' },
      ],
      space: 'local',
    }),
  );
}

function drawLabel(g: Graphics, width: number, ready: boolean): void {
  const h = CHEST_BAR.chest.label;
  g.clear();
  g.roundRect(-width / 2, -h / 2, width, h, 14).fill(ready ? verticalGradient(0xff7ab3, 0xe0317a) : 0x6e3418);
}

const TICK = { size: 40, rim: 3, icon: 26, ledge: 3 };

/** One chest of the bar: its icon, points, glow or tick; a button. */
function ChestButton({
  chest,
  tier,
  x,
  y,
  testId,
  label,
  group,
  gate,
  onClaim,
}: {
  chest: ChestBarChest;
  tier: number;
  x: number;
  y: number;
  testId: string;
  label: string;
  group: string;
  gate: TapGate;
  onClaim: (id: string) => void;
}) {
  const ui = useCanvasUi();
  const { id, status } = chest;
  const tap = useCallback(() => onClaim(id), [onClaim, id]);
  const { root, press, pressed, handlers, onTop } = useCanvasPress(tap, false, gate);
  const c = CHEST_BAR.chest;
  // The chest's box: the icon over its points label, lifted so the icon stands on the track (translate -50% -58%).
  const boxHeight = c.icon + c.label - 10;
  const top = -Math.round(boxHeight * c.lift);
  const iconY = top + c.icon / 2;
  const labelY = top + c.icon - 10 + c.label / 2;
  useControl({
    id: testId,
    role: 'button',
    name: label,
    group,
    box: { x: x - c.width / 2, y: y + top, width: c.width, height: boxHeight },
    press,
    onTop,
  });
  const ready = status === 'claimable';
  const open = status === 'claimed';
  const muted = status === 'locked';
  const drawnChest = useCallback((g: Graphics) => drawChest(g, tier, open, muted), [tier, open, muted]);
  const labelWidth = Math.max(c.label, Math.ceil(String(chest.points).length * c.labelSize * 0.62) + 2 * c.labelPad);
  const drawnLabel = useCallback((g: Graphics) => drawLabel(g, labelWidth, ready), [labelWidth, ready]);
  const drawnTick = useCallback((g: Graphics) => drawDoneMark(g, TICK), []);
  // The ready chest wiggles (1.2 s: still, then -8, 7, -4 degrees) and its glow pulses.
  const icon = useRef<Container>(null);
  const glow = useRef<Container>(null);
  const moving = ready && !ui.reducedMotion();
  const wiggle = useCallback((p: number) => {
    if (icon.current) icon.current.rotation = (wiggleDegrees(p) * Math.PI) / 180;
    if (glow.current) {
      const s = Math.sin(Math.PI * p) ** 2;
      glow.current.alpha = 0.7 + 0.3 * s;
      glow.current.scale.set(0.9 + 0.18 * s);
    }
  }, []);
  useMotion(wiggle, { durationMs: 1200, loop: true, enabled: moving, ambient: true, plays: IDLE_PLAYS });
  const hitArea = useMemo(() => new Rectangle(-c.width / 2, top, c.width, boxHeight), [c.width, top, boxHeight]);
  return (
    <pixiContainer
      ref={root}
      label={testId}
      x={x}
      y={y}
      eventMode="static"
      cursor="pointer"
      hitArea={hitArea}
      {...handlers}
    >
      {ready && (
        <pixiContainer ref={glow} y={iconY}>
          <pixiGraphics draw={drawGlow} />
        </pixiContainer>
      )}
      <pixiContainer ref={icon} y={iconY} rotation={0} scale={pressed ? 0.92 : 1}>
        <pixiGraphics draw={drawnChest} />
      </pixiContainer>
      <pixiContainer y={labelY}>
        <pixiGraphics draw={drawnLabel} />
        <pixiText text={String(chest.points)} style={labelStyle} anchor={0.5} />
      </pixiContainer>
      {open && <pixiGraphics draw={drawnTick} x={c.width / 2 - TICK.size / 2} y={top + 34 + TICK.size / 2} />}
    </pixiContainer>
  );
}
