// The glossy round toy button drawn on the canvas (the DOM layers' round icon button before the canvas move): a body in
// its tone's gradient over a darker ledge, a white rim, a gloss, an icon; it sinks while held. Its taps keep the spec's
// rule (0.3 s cooldown, none while busy, none during the layer's entrance), play the click, and it joins the canvas's
// controls so keyboards, screen readers and the test hook find it by its name.
import { Circle, type Graphics } from 'pixi.js';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { ButtonTone } from './buttonLook';
import { useSkin } from '../skin';
import type { TapGate } from '../tapGate';
import { CANDY_WOOD, glossOf, roundMeasures, SHADOW, TONES, type RoundMeasures, type ToneColours } from './buttonLook';
import { useRedrawOnRender } from './canvasUi';
import type { DesignBox } from './controls';
import { drawIcon, type IconComponent } from './iconGraphics';
import { verticalGradient } from './paint';
import { useCanvasPress } from './useCanvasPress';
import { useControl } from './useControl';

/** Props of {@link CanvasButton}. */
export interface CanvasButtonProps {
  /** Its test id (the DOM button's `data-testid`). */
  testId: string;
  /** What it is announced as. */
  label: string;
  /** The group (layer) its mirror sits in. */
  group: string;
  /** Its centre in design px. */
  x: number;
  y: number;
  tone: ButtonTone;
  /** Its own colours over the tone's (the calendar's greyed-out paging arrow). */
  colours?: ToneColours;
  kind?: 'icon' | 'icon-sm';
  /** Its diameter when not the kind's own (the skill bar's 120 px). */
  size?: number;
  icon?: IconComponent;
  iconSize?: number;
  /** The icon's colour (default white). */
  iconColour?: number;
  /** What the button shows in words besides its icon (a badge's count), for its mirror's text. */
  text?: string;
  /** Busy dims the button (default); false keeps its look (the hint's bulb shows its own search). */
  busyDims?: boolean;
  /** Called for each accepted tap. */
  onTap: () => void;
  /** Ignores taps and looks dimmed (an ad or a search is running). */
  busy?: boolean;
  /** Looks greyed out (taps still reach `onTap`, which knows why, as the DOM button did). */
  dimmed?: boolean;
  /** One gate for buttons that must not both take a quick double tap (the skill bar's three). */
  gate?: TapGate;
  /** Where taps count beyond the button's circle, in design px (a badge hanging under it). */
  tapBox?: DesignBox;
  /** Drawn on the button, over its icon, in its own coordinates (centre at 0, 0); sinks with it. */
  children?: ReactNode;
}

/** The ledge and soft shadow under the body (they stay put while the body sinks). */
function drawBase(g: Graphics, m: RoundMeasures, tone: ToneColours, pressed: boolean): void {
  const r = m.size / 2;
  const ledge = pressed ? m.pressedLedge : m.ledge;
  const sink = pressed ? m.ledge - m.pressedLedge : 0;
  g.clear();
  g.circle(0, sink + ledge + (pressed ? 4 : m.shadowDrop - m.ledge), r + 2).fill(SHADOW);
  g.circle(0, sink + ledge, r).fill(tone.edge);
}

/** The body: gradient, bottom inner shade, white rim and gloss, centred at (0, 0). */
function drawBody(g: Graphics, m: RoundMeasures, tone: ToneColours): void {
  const r = m.size / 2;
  const shine = glossOf(m.size);
  g.clear();
  g.circle(0, 0, r).fill(verticalGradient(tone.top, tone.bottom));
  g.circle(0, 0, r - m.rim / 2).fill({ color: 0x000000, alpha: 0.12 });
  g.circle(0, -m.inset, r - m.rim / 2).cut();
  g.circle(0, 0, r - m.rim / 2).stroke({ width: m.rim, color: 0xffffff, alpha: 0.55 });
  g.ellipse(shine.cx, shine.cy, shine.rx, shine.ry).fill(
    verticalGradient('rgba(255,255,255,0.55)', 'rgba(255,255,255,0.08)'),
  );
}

/** A round glossy button on the canvas. */
export function CanvasButton({
  testId,
  label,
  group,
  x,
  y,
  tone,
  colours: ownColours,
  kind = 'icon',
  size,
  icon,
  iconSize,
  iconColour = 0xffffff,
  text,
  busyDims = true,
  onTap,
  busy = false,
  dimmed = false,
  gate,
  tapBox,
  children,
}: CanvasButtonProps) {
  const skin = useSkin();
  // The same measures from render to render, so the drawings keyed on them are not rebuilt.
  const m = useMemo(() => roundMeasures(kind, size), [kind, size]);
  const colours = ownColours ?? (tone === 'wood' && skin.id === 'candy' ? CANDY_WOOD : TONES[tone]);
  const { root, press, pressed, handlers, onTop } = useCanvasPress(onTap, busy, gate);
  useRedrawOnRender();

  const r = m.size / 2;
  useControl({
    id: testId,
    role: 'button',
    name: label,
    ...(text !== undefined ? { text } : {}),
    group,
    box: tapBox ?? { x: x - r, y: y - r, width: m.size, height: m.size },
    press,
    disabled: busy,
    onTop,
  });

  const hitArea = useMemo(
    () =>
      tapBox
        ? { contains: (px: number, py: number) => px * px + py * py <= r * r || inBox(px + x, py + y, tapBox) }
        : new Circle(0, 0, r),
    [tapBox, r, x, y],
  );
  const drawnBase = useCallback((g: Graphics) => drawBase(g, m, colours, pressed), [m, colours, pressed]);
  const drawnBody = useCallback((g: Graphics) => drawBody(g, m, colours), [m, colours]);
  const s = iconSize ?? Math.round(m.size * 0.52);
  // The icon in white with its accent in the tone, over its drop shadow 4 px down (black at 20%).
  const drawnIcon = useCallback(
    (g: Graphics) => {
      g.clear();
      if (icon) drawIcon(g, icon, s, { colour: iconColour, cut: colours.iconCut }, { x: -s / 2, y: -s / 2 });
    },
    [icon, s, colours, iconColour],
  );
  const drawnIconShadow = useCallback(
    (g: Graphics) => {
      g.clear();
      if (icon) drawIcon(g, icon, s, { colour: 0x000000, cut: 0x000000 }, { x: -s / 2, y: -s / 2 + 4 });
    },
    [icon, s],
  );
  const sink = pressed && !busy ? m.ledge - m.pressedLedge : 0;
  return (
    <pixiContainer
      ref={root}
      label={testId}
      x={x}
      y={y}
      eventMode="static"
      cursor="pointer"
      hitArea={hitArea}
      alpha={dimmed ? 0.7 : 1}
      {...handlers}
    >
      <pixiGraphics draw={drawnBase} />
      <pixiContainer y={sink} alpha={busy && busyDims ? 0.8 : 1}>
        <pixiGraphics draw={drawnBody} />
        <pixiGraphics draw={drawnIconShadow} alpha={0.2} />
        <pixiGraphics draw={drawnIcon} />
        {children}
      </pixiContainer>
    </pixiContainer>
  );
}

function inBox(x: number, y: number, box: DesignBox): boolean {
  return x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
}
