// The language picker (spec 2) drawn on the canvas: every language on a button of its own, written in that
// language, two to a row; the current one green with a white ring and a check badge. One tap gate covers every
// button, so a double tap picks once. A screen reader hears each name in its language, the current one pressed.
import { CanvasTextMetrics, type Graphics, type TextStyle } from 'pixi.js';
import { memo, useCallback, useMemo } from 'react';
import { useT, type LanguageCode } from '../../i18n';
import { stageStyle } from './heavyText';
import { CheckIcon } from '../panelIcons';
import { useSkin, useTapGate } from '../skin';
import type { TapGate } from '../tapGate';
import { CANDY_WOOD, TONES } from './buttonLook';
import { CanvasPanel, type PanelRow } from './CanvasPanel';
import { drawTextButtonBase, drawTextButtonBody } from './CanvasTextButton';
import { useRedrawOnRender } from './canvasUi';
import { drawIcon } from './iconGraphics';
import {
  gridHeight,
  LANGUAGE_GRID,
  languageOptions,
  nameLayout,
  OPTION_WIDTH,
  type LanguageOption as Option,
} from './languageLook';
import { verticalGradient } from './paint';
import { useCanvasPress } from './useCanvasPress';
import { useControl } from './useControl';

/** Props of {@link LanguageLayer}. */
export interface LanguageLayerProps {
  /** The language shown now (a code of LANGUAGES); its button carries the check. */
  current: string;
  /** A language was tapped (the current one too): the app saves it, loads it and closes the layer. */
  onPick: (code: LanguageCode) => void;
  onClose: () => void;
}

const GROUP = 'language';
const B = LANGUAGE_GRID.button;

/** The names' type: heavy white, centred, with the buttons' hard shadow. */
function nameStyle(fontSize: number): TextStyle {
  return stageStyle({
    fontWeight: '900',
    fontSize,
    fill: 0xffffff,
    letterSpacing: 0.5,
    align: 'center',
    lineHeight: Math.round(fontSize * B.lineHeight),
    dropShadow: { color: 0x000000, alpha: 0.22, angle: Math.PI / 2, distance: 4, blur: 0 },
  });
}

const emsOf = (text: string) => CanvasTextMetrics.measureText(text, nameStyle(100)).width / 100;

/** The picker. */
export function LanguageLayer({ current, onPick, onClose }: LanguageLayerProps) {
  const t = useT();
  const gate = useTapGate();
  const title = t('language.title');
  const rows = useMemo<PanelRow[]>(
    () => [
      {
        key: 'list',
        height: gridHeight(),
        node: (
          <>
            {languageOptions(current).map((option) => (
              <LanguageButton key={option.code} option={option} gate={gate} onPick={onPick} />
            ))}
          </>
        ),
      },
    ],
    [current, gate, onPick],
  );
  return (
    <CanvasPanel testId={GROUP} title={title} tone="blue" onClose={onClose} closeTestId="language-close" rows={rows} />
  );
}

/** The current one's white ring around its body. */
function drawRing(g: Graphics, w: number, h: number): void {
  const { width, offset } = LANGUAGE_GRID.ring;
  const out = offset + width / 2;
  g.clear();
  g.roundRect(-w / 2 - out, -h / 2 - out, w + 2 * out, h + 2 * out, B.radius + out).stroke({ width, color: 0xffffff });
}

/** The check badge, centred at (0, 0): a green disc in a white rim over a dark green ledge, a white check. */
function drawCheck(g: Graphics): void {
  const { size, border, icon, ledge } = LANGUAGE_GRID.check;
  const r = size / 2;
  g.clear();
  g.circle(0, ledge, r).fill(0x287a16);
  g.circle(0, 0, r).fill(0xffffff);
  g.circle(0, 0, r - border).fill(verticalGradient(0x8ee65a, 0x2f9a1d));
  drawIcon(g, CheckIcon, icon, { colour: 0xffffff }, { x: -icon / 2, y: -icon / 2 });
}

/** One language's button: wooden (variant B: strawberry), or green with a ring and a check when current. */
const LanguageButton = memo(function LanguageButton({
  option,
  gate,
  onPick,
}: {
  option: Option;
  gate: TapGate;
  onPick: (code: LanguageCode) => void;
}) {
  const skin = useSkin();
  const { code } = option;
  const tap = useCallback(() => onPick(code), [onPick, code]);
  const { root, press, pressed, handlers, onTop } = useCanvasPress(tap, false, gate);
  useRedrawOnRender();
  const w = OPTION_WIDTH;
  const h = B.height;
  useControl({
    id: option.testId,
    role: 'button',
    name: option.name,
    checked: option.current,
    lang: option.tag,
    group: GROUP,
    box: { x: option.x - w / 2, y: option.y - h / 2, width: w, height: h },
    press,
    onTop,
  });
  const tone = option.current ? TONES.green : skin.id === 'candy' ? CANDY_WOOD : TONES.wood;
  const layout = useMemo(() => nameLayout(option.name, emsOf), [option.name]);
  const sink = pressed ? B.ledge - B.pressedLedge : 0;
  const drawnBase = useCallback((g: Graphics) => drawTextButtonBase(g, w, h, B.radius, tone, sink), [w, h, tone, sink]);
  const drawnBody = useCallback((g: Graphics) => drawTextButtonBody(g, w, h, B.radius, tone), [w, h, tone]);
  const drawnRing = useCallback((g: Graphics) => drawRing(g, w, h), [w, h]);
  const { check } = LANGUAGE_GRID;
  return (
    <pixiContainer
      ref={root}
      label={option.testId}
      x={option.x}
      y={option.y}
      eventMode="static"
      cursor="pointer"
      hitArea={{ contains: (px: number, py: number) => Math.abs(px) <= w / 2 && Math.abs(py) <= h / 2 }}
      {...handlers}
    >
      <pixiGraphics draw={drawnBase} />
      <pixiContainer y={sink}>
        {option.current && <pixiGraphics draw={drawnRing} />}
        <pixiGraphics draw={drawnBody} />
        <pixiText text={layout.lines.join('\n')} style={nameStyle(layout.fontSize)} anchor={0.5} y={-2} />
        {option.current && (
          <pixiGraphics
            draw={drawCheck}
            x={w / 2 - check.right - check.size / 2}
            y={-h / 2 + check.top + check.size / 2}
          />
        )}
      </pixiContainer>
    </pixiContainer>
  );
});
