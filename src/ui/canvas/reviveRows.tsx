// The rows both lose panels share, drawn on the canvas: the heart the loss cost (variant B), and the way on:
// revive through a rewarded ad (a spinner while it runs), its hint, and a smaller Restart with a round Home
// button beside it. While the ad runs every button ignores taps.
import { CanvasTextMetrics, TextStyle, type Graphics } from 'pixi.js';
import { memo, useCallback } from 'react';
import { STAGE_FONT } from '../../i18n/textWidth';
import { HeartIcon } from './heartIcon';
import { HomeIcon, VideoIcon } from '../icons';
import { RestartIcon } from '../levelIcons';
import type { TapGate } from '../tapGate';
import { CanvasButton } from './CanvasButton';
import { PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { measureTextButton, textButtonRow, CanvasTextButton } from './CanvasTextButton';
import { drawIcon } from './iconGraphics';
import type { PanelPaint } from './panelLook';
import { textRow } from './panelText';
import { drawSunken } from './paint';
import { useControl } from './useControl';

/** The words of the revive rows. */
export interface ReviveWords {
  revive: string;
  reviveLabel: string;
  hint: string;
  restart: string;
  home: string;
}

/** What the revive rows do. */
export interface ReviveHandlers {
  onRevive: () => void;
  onRestart: () => void;
  onHome: () => void;
  busy: boolean;
  /** One gate for the three: a quick double tap never both revives and restarts. */
  gate: TapGate;
}

const ROUND = 116;
const ROW_GAP = 36;

/** Revive, its hint, and Restart beside Home, as rows of a panel (test ids `${kind}-revive` …). */
export function reviveRows(kind: string, words: ReviveWords, on: ReviveHandlers, paint: PanelPaint): PanelRow[] {
  const restartWidth = measureTextButton(words.restart, 'md', true, PANEL_BUTTON_WIDTH).width;
  const total = restartWidth + ROW_GAP + ROUND;
  return [
    textButtonRow(
      'revive',
      {
        testId: `${kind}-revive`,
        text: words.revive,
        label: words.reviveLabel,
        group: kind,
        tone: 'green',
        size: 'lg',
        icon: VideoIcon,
        maxWidth: PANEL_BUTTON_WIDTH,
        busy: on.busy,
        gate: on.gate,
        onTap: on.onRevive,
      },
      { before: 8 },
    ),
    textRow({ key: 'hint', text: words.hint, kind: 'hint', paint, group: kind, before: -4, after: 4 }),
    {
      key: 'restart-home',
      height: ROUND,
      before: 2,
      node: (
        <>
          <CanvasTextButton
            testId={`${kind}-restart`}
            text={words.restart}
            group={kind}
            x={-total / 2 + restartWidth / 2}
            y={ROUND / 2}
            tone="orange"
            size="md"
            icon={RestartIcon}
            maxWidth={PANEL_BUTTON_WIDTH}
            busy={on.busy}
            spinner={false}
            gate={on.gate}
            onTap={on.onRestart}
          />
          <CanvasButton
            testId={`${kind}-home`}
            label={words.home}
            group={kind}
            x={total / 2 - ROUND / 2}
            y={ROUND / 2}
            tone="blue"
            icon={HomeIcon}
            iconSize={58}
            busy={on.busy}
            gate={on.gate}
            onTap={on.onHome}
          />
        </>
      ),
    },
  ];
}

const HEART = { icon: 44, gap: 10, padLeft: 12, padRight: 24, padY: 6, radius: 30, fontSize: 32 } as const;
/** The heart pill's rosy ground and its top shade. */
const HEART_GROUND = { fill: { color: 0xff3d6e, alpha: 0.14 }, inset: { color: 0xb3123f, alpha: 0.12 } } as const;
let heartStyle: TextStyle | null = null;
function heartWordsStyle(): TextStyle {
  heartStyle ??= new TextStyle({ fontFamily: STAGE_FONT, fontWeight: '900', fontSize: HEART.fontSize, fill: 0xb3123f });
  return heartStyle;
}

const LoseHeartPill = memo(function LoseHeartPill({
  text,
  group,
  width,
  height,
}: {
  text: string;
  group: string;
  width: number;
  height: number;
}) {
  useControl({ id: 'lose-heart', role: 'text', name: text, group, box: { x: -width / 2, y: 0, width, height } });
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawSunken(g, { x: -width / 2, y: 0, width, height }, HEART.radius, HEART_GROUND, 4);
      drawIcon(
        g,
        HeartIcon,
        HEART.icon,
        { colour: 0xffffff },
        { x: -width / 2 + HEART.padLeft, y: HEART.padY },
        { empty: true },
      );
    },
    [width, height],
  );
  return (
    <>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={text}
        style={heartWordsStyle()}
        anchor={{ x: 0, y: 0.5 }}
        x={-width / 2 + HEART.padLeft + HEART.icon + HEART.gap}
        y={height / 2}
      />
    </>
  );
});

/** The row saying '-1 heart, N left' with a broken heart (test id lose-heart). */
export function loseHeartRow(text: string, group: string): PanelRow {
  const words = CanvasTextMetrics.measureText(text, heartWordsStyle()).width;
  const width = Math.ceil(HEART.padLeft + HEART.icon + HEART.gap + words + HEART.padRight);
  const height = HEART.icon + 2 * HEART.padY;
  return {
    key: 'heart',
    height,
    before: -6,
    node: <LoseHeartPill text={text} group={group} width={width} height={height} />,
  };
}
