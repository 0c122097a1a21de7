// A round button of the menu's rails, on the canvas: the glossy round button with its caption on a chocolate chip
// over its lower edge (the chip takes taps too), and a pulsing red dot when something waits there (today's
// sign-in reward). The language button shows its language's short name in place of an icon.
import { CanvasTextMetrics, type Container, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import { CanvasButton } from './CanvasButton';
import { useCanvasUi } from './canvasUi';
import { heavy } from './heavyText';
import type { IconComponent } from './iconGraphics';
import { ellipsized } from './panelText';
import { useSkin, type UiTheme } from '../skin';
import { chipWidth, MENU, MENU_COLOURS, type RailWords } from './menuLook';
import { drawPill, radialGradient } from './paint';
import { IDLE_PLAYS, useMotion } from './useMotion';

/** Props of {@link RailButton}. */
export interface RailButtonProps {
  words: RailWords;
  group: string;
  /** Its centre in design px. */
  x: number;
  y: number;
  icon?: IconComponent;
  iconSize?: number;
  /** Words in place of an icon (the language's short name), with the BCP 47 tag of their language. */
  code?: string;
  /** A red dot on the top right: something is waiting there. */
  dot?: boolean;
  onTap: () => void;
}

const SIZE = MENU.rail.button;
const R = SIZE / 2;
const CHIP_TOP = R - MENU.chip.overlap;

/** The chip under the button, centred on x = 0, from y = CHIP_TOP. */
function drawChip(g: Graphics, width: number, colours: (typeof MENU_COLOURS)[UiTheme]): void {
  const c = MENU.chip;
  g.clear();
  drawPill(
    g,
    { x: -width / 2, y: CHIP_TOP, width, height: c.height },
    {
      top: colours.chipTop,
      bottom: colours.chipBottom,
      rim: colours.chipRim,
      rimWidth: c.rim,
      ledge: { color: 0x3c1900, alpha: 0.45, depth: 4 },
    },
  );
}

/** The dot: white rim, a red ball lit from the upper left, a soft ledge. */
function drawDot(g: Graphics): void {
  const d = MENU.dot;
  const r = d.size / 2;
  g.clear();
  g.circle(0, 4, r).fill({ color: 0x780a00, alpha: 0.35 });
  g.circle(0, 0, r).fill(0xffffff);
  g.circle(0, 0, r - d.rim).fill(
    radialGradient({
      centre: { x: 0.35, y: 0.3 },
      radius: 0.75,
      stops: [
        { offset: 0, color: 0xff8a75 },
        { offset: 1, color: 0xe5261b },
      ],
      space: 'local',
    }),
  );
}

function PulsingDot() {
  const d = MENU.dot;
  const ref = useRef<Container>(null);
  const { reducedMotion } = useCanvasUi();
  const pulse = useCallback(
    (t: number) => ref.current?.scale.set(1 + (d.pulseScale - 1) * Math.sin(Math.PI * t) ** 2),
    [d.pulseScale],
  );
  useMotion(pulse, { durationMs: d.pulseMs, loop: true, enabled: !reducedMotion(), ambient: true, plays: IDLE_PLAYS });
  const at = R - d.inset;
  return (
    <pixiContainer ref={ref} x={at} y={-at}>
      <pixiGraphics draw={drawDot} />
    </pixiContainer>
  );
}

/** A rail's round button with its caption chip. */
export const RailButton = memo(function RailButton({
  words,
  group,
  x,
  y,
  icon,
  iconSize,
  code,
  dot = false,
  onTap,
}: RailButtonProps) {
  const c = MENU.chip;
  const captionStyle = heavy(words.captionSize, 0xffffff);
  const caption = useMemo(
    () => ellipsized(words.caption, captionStyle, c.maxWidth - 2 * (c.padX + c.rim)),
    [words.caption, captionStyle, c],
  );
  const width = chipWidth(CanvasTextMetrics.measureText(caption, captionStyle).width);
  const colours = MENU_COLOURS[useSkin().id];
  const drawnChip = useCallback((g: Graphics) => drawChip(g, width, colours), [width, colours]);
  const tapBox = useMemo(
    () => ({
      x: x - Math.max(R, width / 2),
      y: y - R,
      width: Math.max(SIZE, width),
      height: CHIP_TOP + c.height + R,
    }),
    [x, y, width, c.height],
  );
  return (
    <CanvasButton
      testId={words.testId}
      label={words.label}
      group={group}
      x={x}
      y={y}
      tone={words.tone}
      size={SIZE}
      {...(icon ? { icon } : {})}
      {...(iconSize !== undefined ? { iconSize } : {})}
      text={code ? `${code} ${words.caption}` : words.caption}
      tapBox={tapBox}
      onTap={onTap}
    >
      {code && (
        <pixiText
          text={code}
          style={heavy(MENU.languageFontSize, 0xffffff, undefined, { color: 0x000000, alpha: 0.22, distance: 4 })}
          anchor={0.5}
          y={-4}
        />
      )}
      <pixiGraphics draw={drawnChip} />
      <pixiText text={caption} style={captionStyle} anchor={0.5} y={CHIP_TOP + c.height / 2} />
      {dot && <PulsingDot />}
    </CanvasButton>
  );
});
