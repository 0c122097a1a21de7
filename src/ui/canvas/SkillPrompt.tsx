// The banner shown while the break skill waits for the player to pick a board, drawn on the canvas: a knocking
// hammer, the words, and a cancel button. It flies in from below. Taps go through it to the boards, except on
// its cancel button; a screen reader hears its words as a status.
import { CanvasTextMetrics, TextStyle, type Container, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useT } from '../../i18n';
import { STAGE_FONT } from '../../i18n/textWidth';
import { CloseIcon } from '../icons';
import { HammerIcon } from '../levelIcons';
import { CanvasButton } from './CanvasButton';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { drawIcon } from './iconGraphics';
import { cubicBezier, EASE, sampleKeyframes } from './motion';
import { verticalGradient } from './paint';
import {
  BANNER,
  FADE_IN_MS,
  FLY_IN_FRAMES,
  FLY_IN_MS,
  KNOCK_FRAMES,
  KNOCK_MS,
  promptLayout,
  type PromptLayout,
} from './skillPromptLook';
import { useControl, useControlGroup } from './useControl';
import { useMotion } from './useMotion';

/** Props of {@link SkillPrompt}. */
export interface SkillPromptProps {
  /** Leave the board-picking mode without breaking anything; no cancel button without it. */
  onCancel?: () => void;
}

const FLY_IN_EASE = cubicBezier(0.34, 1.56, 0.64, 1);

let textStyle: TextStyle | null = null;
/** The words: 34 px heavy white, centred, with a soft shadow 3 px down. */
function wordsStyle(width: number): TextStyle {
  textStyle ??= new TextStyle({
    fontFamily: STAGE_FONT,
    fontWeight: '900',
    fontSize: BANNER.fontSize,
    lineHeight: Math.round(BANNER.fontSize * BANNER.lineHeight),
    fill: 0xffffff,
    align: 'center',
    wordWrap: true,
    breakWords: true,
    dropShadow: { color: 0x000000, alpha: 0.3, angle: Math.PI / 2, distance: 3, blur: 0 },
  });
  textStyle.wordWrapWidth = width;
  return textStyle;
}

function drawBanner(g: Graphics, { banner: b }: PromptLayout): void {
  g.clear();
  // Its soft shadow and ledge, the body, then the white rim.
  g.roundRect(b.x, b.y + 18, b.width, b.height, BANNER.radius).fill({ color: 0x280c00, alpha: 0.2 });
  g.roundRect(b.x, b.y + 10, b.width, b.height, BANNER.radius).fill({ color: 0x321200, alpha: 0.5 });
  g.roundRect(b.x, b.y, b.width, b.height, BANNER.radius).fill(
    verticalGradient('rgba(124,54,12,0.94)', 'rgba(84,34,6,0.94)'),
  );
  const half = BANNER.rim / 2;
  g.roundRect(b.x + half, b.y + half, b.width - BANNER.rim, b.height - BANNER.rim, BANNER.radius - half).stroke({
    width: BANNER.rim,
    color: 0xffffff,
    alpha: 0.55,
  });
}

/** The hammer (gold, its handle cut in brown) around its pivot, with its shadow 3 px down. */
function drawHammer(g: Graphics): void {
  const s = BANNER.icon;
  const at = { x: -s * 0.3, y: -s * 0.75 };
  g.clear();
  drawIcon(g, HammerIcon, s, { colour: 0x000000, cut: 0x000000 }, { x: at.x, y: at.y + 3 });
}

function drawHammerFace(g: Graphics): void {
  const s = BANNER.icon;
  g.clear();
  drawIcon(g, HammerIcon, s, { colour: 0xffc21a, cut: 0x7c360c }, { x: -s * 0.3, y: -s * 0.75 });
}

/**
 * A banner over the skill bar's place at the bottom, so the boards stay in view. Not a modal: everything but
 * its cancel button lets taps through to the boards.
 */
export const SkillPrompt = memo(function SkillPrompt({ onCancel }: SkillPromptProps) {
  const t = useT();
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const words = t('toast.selectBoard');
  const cancel = onCancel !== undefined;
  // The words' column width does not depend on the height; measure them there, then lay the banner out.
  const column = promptLayout(cancel, 0).text.width;
  const textHeight = useMemo(() => CanvasTextMetrics.measureText(words, wordsStyle(column)).height, [words, column]);
  const layout = useMemo(() => promptLayout(cancel, textHeight), [cancel, textHeight]);
  useRedrawOnRender();
  useControlGroup({ id: 'skill-prompt-layer' });
  useControl({ id: 'skill-prompt', role: 'status', name: words, group: 'skill-prompt-layer', box: layout.banner });

  const root = useRef<Container>(null);
  const hammer = useRef<Container>(null);
  const enter = useCallback(
    (p: number) => {
      if (!root.current) return;
      const v = sampleKeyframes(FLY_IN_FRAMES, p, still ? EASE.easeOut : FLY_IN_EASE);
      root.current.y = still ? 0 : v.y;
      root.current.alpha = v.alpha;
    },
    [still],
  );
  useMotion(enter, { durationMs: still ? FADE_IN_MS : FLY_IN_MS });
  const knock = useCallback((p: number) => {
    if (hammer.current) hammer.current.angle = sampleKeyframes(KNOCK_FRAMES, p, EASE.easeInOut).angle;
  }, []);
  useMotion(knock, { durationMs: KNOCK_MS, loop: true, enabled: !still });

  const drawn = useCallback((g: Graphics) => drawBanner(g, layout), [layout]);
  const { icon, text } = layout;
  return (
    <pixiContainer ref={root} label="skill-prompt" eventMode="passive">
      <pixiGraphics draw={drawn} eventMode="none" />
      <pixiContainer ref={hammer} eventMode="none" x={icon.x + icon.width * 0.3} y={icon.y + icon.height * 0.75}>
        <pixiGraphics draw={drawHammer} alpha={0.3} />
        <pixiGraphics draw={drawHammerFace} />
      </pixiContainer>
      <pixiText text={words} style={wordsStyle(text.width)} anchor={0.5} x={text.x} y={text.y} eventMode="none" />
      {layout.cancel && onCancel && (
        <CanvasButton
          testId="skill-prompt-cancel"
          label={t('common.cancel')}
          group="skill-prompt-layer"
          x={layout.cancel.x}
          y={layout.cancel.y}
          tone="red"
          kind="icon-sm"
          size={BANNER.cancel}
          icon={CloseIcon}
          iconSize={40}
          onTap={onCancel}
        />
      )}
    </pixiContainer>
  );
});
