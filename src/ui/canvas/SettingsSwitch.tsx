// The settings panel's chunky on/off switch: a track that turns green, the state's word, and a pearly knob
// that slides over with a little overshoot (none under reduced motion). Heard as a switch, on or off.
import type { Container, Graphics } from 'pixi.js';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { cubicBezier } from './motion';
import { drawSunken, radialGradient, verticalGradient } from './paint';
import { knobXAt, SWITCH, switchLook, switchTextSize } from './settingsLook';
import { emsOf, settingsStyle } from './settingsType';
import { useCanvasPress } from './useCanvasPress';
import { useControl } from './useControl';
import { useMotion } from './useMotion';

/** The control group of the settings panel's controls. */
export const SETTINGS_GROUP = 'settings';

const KNOB_EASE = cubicBezier(0.34, 1.56, 0.64, 1);

/** A switch's track in its state's colours: ledge, gradient, the shade under its top, the white rim. */
function drawTrack(g: Graphics, colours: (typeof SWITCH)['on'] | (typeof SWITCH)['off']): void {
  const { width: w, height: h, radius: r, rim, ledge } = SWITCH;
  g.clear();
  g.roundRect(0, ledge, w, h, r).fill(colours.edge);
  g.roundRect(0, 0, w, h, r).fill(verticalGradient(colours.top, colours.bottom));
  drawSunken(
    g,
    { x: rim, y: rim, width: w - 2 * rim, height: h - 2 * rim },
    r - rim,
    { fill: null, inset: { color: 0x000000, alpha: colours.shade } },
    7,
  );
  g.roundRect(rim / 2, rim / 2, w - rim, h - rim, r - rim / 2).stroke({
    width: rim,
    color: 0xffffff,
    alpha: SWITCH.rimAlpha,
  });
}

const KNOB_FILL = radialGradient({
  centre: { x: 0.38, y: 0.32 },
  radius: 0.92,
  stops: SWITCH.knobStops,
  space: 'local',
});

/** The knob from its left edge, `width` wide: a soft shadow 4 px down and the pearly body. */
function drawKnob(g: Graphics, width: number): void {
  const d = SWITCH.knob;
  const top = SWITCH.rim + SWITCH.knobTop;
  g.clear();
  g.roundRect(-1, top + 3, width + 2, d + 2, (d + 2) / 2).fill({ color: 0x000000, alpha: 0.12 });
  g.roundRect(0, top + 4, width, d, d / 2).fill({ color: 0x000000, alpha: 0.18 });
  g.roundRect(0, top, width, d, d / 2).fill(KNOB_FILL);
}

/** The chunky switch, centred at (x, y): its knob slides over with a little overshoot, its track turns green. */
export function Switch({
  testId,
  label,
  on,
  onToggle,
  word,
  x,
  y,
}: {
  testId: string;
  label: string;
  on: boolean;
  onToggle: () => void;
  word: string;
  x: number;
  y: number;
}) {
  const ui = useCanvasUi();
  const { root, press, pressed, handlers, onTop } = useCanvasPress(onToggle, false);
  useRedrawOnRender();
  const { width: w, height: h } = SWITCH;
  useControl({
    id: testId,
    role: 'switch',
    name: label,
    checked: on,
    group: SETTINGS_GROUP,
    box: { x: x - w / 2, y: y - h / 2, width: w, height: h },
    press,
    onTop,
  });

  // Each change of state slides the knob (none at the first draw, none under reduced motion).
  const [shown, setShown] = useState(on);
  const [moves, setMoves] = useState(0);
  if (shown !== on) {
    setShown(on);
    setMoves(moves + 1);
  }
  const knob = useRef<Container>(null);
  const onTrack = useRef<Graphics>(null);
  const slide = useCallback(
    (t: number) => {
      const p = on ? KNOB_EASE(t) : 1 - KNOB_EASE(t);
      if (knob.current) knob.current.x = knobXAt(p);
      if (onTrack.current) onTrack.current.alpha = on ? t : 1 - t;
    },
    [on],
  );
  useMotion(slide, { durationMs: SWITCH.ms, enabled: moves > 0 && !ui.reducedMotion() }, moves);

  const look = switchLook(on, pressed);
  const fontSize = useMemo(() => switchTextSize(emsOf(word), look.textRoom), [word, look.textRoom]);
  const drawnOff = useCallback((g: Graphics) => drawTrack(g, SWITCH.off), []);
  const drawnOn = useCallback((g: Graphics) => drawTrack(g, SWITCH.on), []);
  const knobWidth = look.knobWidth;
  const drawnKnob = useCallback((g: Graphics) => drawKnob(g, knobWidth), [knobWidth]);
  return (
    <pixiContainer
      ref={root}
      label={testId}
      x={x}
      y={y}
      eventMode="static"
      cursor="pointer"
      hitArea={{ contains: (px: number, py: number) => Math.abs(px) <= w / 2 && Math.abs(py) <= h / 2 + SWITCH.ledge }}
      {...handlers}
    >
      <pixiContainer x={-w / 2} y={-h / 2}>
        <pixiGraphics draw={drawnOff} />
        <pixiGraphics ref={onTrack} draw={drawnOn} alpha={on ? 1 : 0} />
        <pixiText
          text={word}
          style={settingsStyle(fontSize, 0xffffff, undefined, true)}
          anchor={0.5}
          x={look.textX}
          y={h / 2}
        />
        <pixiContainer ref={knob} x={look.knobX}>
          <pixiGraphics draw={drawnKnob} />
        </pixiContainer>
      </pixiContainer>
    </pixiContainer>
  );
}
