// Variant B's hearts panel drawn on the canvas ('Out of hearts!' when a level cannot start for want of a
// heart, else 'Hearts'): the big beating heart with the count on its badge, when the next heart comes, and a
// video button for one heart now (a spinner while the video runs; switched off, yet still taking taps, when no
// video is loaded); none with a full supply. It closes from its corner button.
import { Matrix, GraphicsPath, type Container, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useT } from '../../i18n';
import { VideoIcon } from '../icons';
import { ClockIcon } from '../levelIcons';
import { useSkin, useTapGate } from '../skin';
import type { TapGate } from '../tapGate';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { CanvasTextButton, measureTextButton } from './CanvasTextButton';
import { useCanvasUi } from './canvasUi';
import { HeartIcon } from './heartIcon';
import {
  HEARTS_LAYER,
  heartBeatScale,
  heartRowLayout,
  heartsLayerWords,
  HEART_BEAT,
  plusBadgeBox,
  timerPillSize,
  timerTextScale,
} from './heartsLayerLook';
import { heartOutline } from './heartsPillLook';
import { heavy, widthOf } from './heavyText';
import { drawIcon } from './iconGraphics';
import { drawPill, drawSunken } from './paint';
import { textRow } from './panelText';
import { useControl } from './useControl';
import { IDLE_PLAYS, useMotion } from './useMotion';

/** Props of {@link HeartsLayer}. */
export interface HeartsLayerProps {
  hearts: number;
  max: number;
  /** Whole seconds until the next heart. */
  secondsToNext: number;
  /** A rewarded video is loaded. Without one the button looks switched off but still reports taps. */
  adAvailable: boolean;
  /** The video is loading or playing: the button shows a spinner and ignores taps. */
  busy: boolean;
  /** Watch a video for one heart. */
  onWatchAd: () => void;
  onClose: () => void;
}

const GROUP = 'hearts-layer';

/** The count's type on its badge: 36 px heavy white. */
const badgeStyle = () => heavy(HEARTS_LAYER.badge.fontSize, 0xffffff);
/** The timer's type: 34 px heavy cocoa. */
const timerStyle = () => heavy(HEARTS_LAYER.timer.fontSize, HEARTS_LAYER.timer.ink);
/** The '+1' type: 28 px heavy white, a soft shadow 2 px down. */
const plusStyle = () =>
  heavy(HEARTS_LAYER.plus.fontSize, 0xffffff, undefined, { color: 0x000000, alpha: 0.2, distance: 2 });

/** The heart's soft shadow: its outline 12 px down, widening in three fainter veils (CSS's blurred drop-shadow). */
function drawHeartShadow(g: Graphics, size: number): void {
  const outline = heartOutline();
  if (!outline) return;
  const s = HEARTS_LAYER.heart.shadow;
  const k = size / 48;
  for (const [grow, share] of [
    [0, 0.4],
    [s.blur / 2, 0.3],
    [s.blur, 0.2],
  ] as const) {
    const scale = (k * (size + grow)) / size;
    g.setTransform(
      new Matrix()
        .translate(-24, -24 + outline.dy)
        .scale(scale, scale)
        .translate(0, s.dy),
    );
    g.path(new GraphicsPath(outline.d)).fill({ color: s.color, alpha: s.alpha * share });
  }
  g.setTransform(new Matrix());
}

/** The big heart with its count badge, beating (still under reduced motion). */
const HeartArt = memo(function HeartArt({
  countText,
  label,
  empty,
}: {
  countText: string;
  label: string;
  empty: boolean;
}) {
  const { reducedMotion } = useCanvasUi();
  const textWidth = useMemo(() => widthOf(countText, badgeStyle()), [countText]);
  const layout = heartRowLayout(textWidth);
  const { heart, badge } = layout;
  const size = heart.width;
  useControl({ id: 'hearts-layer-heart', role: 'img', name: label, group: GROUP, box: heart });
  useControl({ id: 'hearts-layer-count', role: 'text', name: countText, group: GROUP, box: badge });
  const drawnHeart = useCallback(
    (g: Graphics) => {
      g.clear();
      drawHeartShadow(g, size);
      drawIcon(g, HeartIcon, size, { colour: 0xffffff }, { x: -size / 2, y: -size / 2 }, { empty });
    },
    [size, empty],
  );
  const b = HEARTS_LAYER.badge;
  const drawnBadge = useCallback(
    (g: Graphics) => {
      g.clear();
      drawPill(
        g,
        { x: badge.x, y: badge.y - size / 2, width: badge.width, height: badge.height },
        { top: b.top, bottom: b.bottom, rim: 0xffffff, rimWidth: b.border, ledge: b.ledge },
        b.radius,
      );
    },
    [badge.x, badge.y, badge.width, badge.height, size, b],
  );
  // The heart and its badge beat together round the heart's centre.
  const beat = useRef<Container>(null);
  const apply = useCallback((t: number) => beat.current?.scale.set(heartBeatScale(t)), []);
  useMotion(apply, {
    durationMs: HEART_BEAT.ms,
    loop: true,
    ambient: true,
    plays: IDLE_PLAYS,
    enabled: !reducedMotion(),
  });
  return (
    <pixiContainer ref={beat} y={size / 2}>
      <pixiGraphics draw={drawnHeart} />
      <pixiGraphics draw={drawnBadge} />
      <pixiText
        text={countText}
        style={badgeStyle()}
        anchor={0.5}
        y={badge.y - size / 2 + b.border + b.padTop + (badge.height - 2 * b.border - b.padTop - b.padBottom) / 2}
      />
    </pixiContainer>
  );
});

/** The sunken timer pill: a raspberry clock and 'Next heart in 07:01' (or 'Full'). */
const TimerPill = memo(function TimerPill({ text }: { text: string }) {
  const p = HEARTS_LAYER.timer;
  const natural = widthOf(text, timerStyle());
  const scale = timerTextScale(natural);
  const { width, height } = timerPillSize(natural * scale);
  const x0 = -width / 2;
  useControl({ id: 'hearts-timer', role: 'text', name: text, group: GROUP, box: { x: x0, y: 0, width, height } });
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawSunken(g, { x: x0, y: 0, width, height }, p.radius, p.wash, p.depth);
      drawIcon(g, ClockIcon, p.clock, { colour: p.clockColour }, { x: x0 + p.padLeft, y: (height - p.clock) / 2 });
    },
    [x0, width, height, p],
  );
  return (
    <>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={text}
        style={timerStyle()}
        anchor={{ x: 0, y: 0.5 }}
        x={x0 + p.padLeft + p.clock + p.gap}
        y={height / 2}
        scale={scale}
      />
    </>
  );
});

/** The pink '+1' badge with its heart, at `box` (from the centre of the button's top). */
const PlusBadge = memo(function PlusBadge({ text, buttonWidth }: { text: string; buttonWidth: number }) {
  const p = HEARTS_LAYER.plus;
  const box = useMemo(() => plusBadgeBox(buttonWidth, widthOf(text, plusStyle())), [buttonWidth, text]);
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawPill(g, box, { top: p.top, bottom: p.bottom, rim: 0xffffff, rimWidth: p.border, ledge: p.ledge }, p.radius);
      drawIcon(
        g,
        HeartIcon,
        p.heart,
        { colour: 0xffffff },
        { x: box.x + p.border + p.padLeft, y: box.y + p.border + p.padY },
      );
    },
    [box, p],
  );
  return (
    <>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={text}
        style={plusStyle()}
        anchor={{ x: 0, y: 0.5 }}
        x={box.x + p.border + p.padLeft + p.heart + p.gap}
        y={box.y + box.height / 2 - 1}
      />
    </>
  );
});

/** The video button's row: the green button, at least 420 wide, with its '+1' badge on its top right corner. */
function adRow(
  ad: { text: string; label: string; unavailable: boolean },
  plus: string,
  on: { busy: boolean; gate: TapGate; onWatchAd: () => void },
): PanelRow {
  const { minWidth, before } = HEARTS_LAYER.ad;
  const { width, height } = measureTextButton(ad.text, 'md', true, PANEL_BUTTON_WIDTH, { minWidth });
  return {
    key: 'ad',
    height,
    before,
    node: (
      <>
        <CanvasTextButton
          testId="hearts-ad"
          text={ad.text}
          label={ad.label}
          group={GROUP}
          x={0}
          y={height / 2}
          tone="green"
          size="md"
          icon={VideoIcon}
          maxWidth={PANEL_BUTTON_WIDTH}
          minWidth={minWidth}
          busy={on.busy}
          gate={on.gate}
          unavailable={ad.unavailable}
          onTap={on.onWatchAd}
        />
        <PlusBadge text={plus} buttonWidth={width} />
      </>
    ),
  };
}

/** The hearts panel on the canvas. */
export function HeartsLayer({ hearts, max, secondsToNext, adAvailable, busy, onWatchAd, onClose }: HeartsLayerProps) {
  const t = useT();
  const paint = useSkin().panel;
  const gate = useTapGate();
  const words = heartsLayerWords({ hearts, max, secondsToNext, adAvailable }, t);
  const key = JSON.stringify(words);
  const rows = useMemo<PanelRow[]>(() => {
    const heart = heartRowLayout(widthOf(words.countText, badgeStyle()));
    const natural = widthOf(words.timer, timerStyle());
    const timer = timerPillSize(natural * timerTextScale(natural));
    return [
      {
        key: 'heart',
        height: heart.height,
        node: <HeartArt countText={words.countText} label={words.heartLabel} empty={words.empty} />,
      },
      ...(words.note === null
        ? []
        : [
            textRow({
              key: 'text',
              text: words.note,
              kind: 'long',
              paint,
              group: GROUP,
              width: HEARTS_LAYER.noteWidth,
            }),
          ]),
      { key: 'timer', height: timer.height, node: <TimerPill text={words.timer} /> },
      ...(words.ad ? [adRow(words.ad, words.plus, { busy, gate, onWatchAd })] : []),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words are keyed by their JSON
  }, [key, paint, busy, gate, onWatchAd]);
  return (
    <CanvasPanel
      testId={GROUP}
      title={words.title}
      tone="red"
      onClose={onClose}
      closeTestId="hearts-close"
      rows={rows}
    />
  );
}
