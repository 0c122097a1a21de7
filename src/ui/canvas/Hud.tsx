// The in-game top bar, drawn on the canvas: pause and hint buttons on the left, the level and its countdown in
// the middle, the score (and the coin pill with its video button) on the right. Only its buttons take taps;
// the rest lets them through to the scene (the box row and tray sit below it).
import type { Container, Graphics } from 'pixi.js';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useT } from '../../i18n';
import { CoinIcon, VideoIcon } from '../icons';
import { BulbIcon, ClockIcon, PauseIcon, StarIcon } from '../levelIcons';
import { useSkin } from '../skin';
import { CanvasButton } from './CanvasButton';
import { CoinPill } from './CoinPill';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import type { DesignBox } from './controls';
import {
  BULB_FADE_MS,
  BULB_PULSE_MS,
  GOLD,
  HINT_BADGE_FILL,
  HUD,
  hudLayout,
  hudWords,
  INK,
  LOW_TIME,
  TIMER_PULSE_MS,
  titleType,
  type HudHint,
  type HudProps,
  type HudWords,
} from './hudLook';
import { HUD_COLOURS, chocolate } from './coinPillLook';
import { heavy, widthOf } from './heavyText';
import { drawIcon } from './iconGraphics';
import { EASE, sampleKeyframes, type Keyframe } from './motion';
import { badgePaint, drawPill } from './paint';
import { useControl, useControlGroup } from './useControl';
import { useMotion } from './useMotion';

/** The low countdown's digits swell to 1.18 and back; the searching bulb to 1.16, fading to 75%. */
const PULSE: readonly Keyframe<{ scale: number }>[] = [
  [0, { scale: 1 }],
  [0.5, { scale: 1.18 }],
  [1, { scale: 1 }],
];
const BULB: readonly Keyframe<{ scale: number; alpha: number }>[] = [
  [0, { scale: 1, alpha: 1 }],
  [0.5, { scale: 1.16, alpha: 0.75 }],
  [1, { scale: 1, alpha: 1 }],
];
/** Under reduced motion the searching bulb only fades, more slowly. */
const BULB_STILL: readonly Keyframe<{ scale: number; alpha: number }>[] = [
  [0, { scale: 1, alpha: 1 }],
  [0.5, { scale: 1, alpha: 0.55 }],
  [1, { scale: 1, alpha: 1 }],
];

/** The countdown's paper: open at the top (it tucks under the level pill), rounded at the bottom. */
function drawTimerPaper(g: Graphics, box: DesignBox, paper: number, rim: number): void {
  const { x, y, width: w, height: h } = box;
  const r = HUD.timer.radius;
  const outline = (inset: number) => {
    const rr = r - inset;
    g.moveTo(x + inset, y)
      .lineTo(x + inset, y + h - r)
      .arc(x + r, y + h - r, rr, Math.PI, Math.PI / 2, true)
      .lineTo(x + w - r, y + h - inset)
      .arc(x + w - r, y + h - r, rr, Math.PI / 2, 0, true)
      .lineTo(x + w - inset, y);
  };
  // The ledge, the paper, then the rim down the sides and round the bottom.
  g.roundRect(x, y + 6, w, h - 6, r).fill({ color: 0x4f2509, alpha: 0.55 });
  outline(0);
  g.closePath().fill(paper);
  outline(HUD.timer.rim / 2);
  g.stroke({ width: HUD.timer.rim, color: rim });
}

/** The hint button's badge under the bulb: the free hints left, the props held, the coin price, or a video. */
function HintBadge({ hint, box, x0, y0 }: { hint: HudHint; box: DesignBox; x0: number; y0: number }) {
  const b = HUD.hintBadge;
  const left = box.x - x0;
  const top = box.y - y0;
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const [fillTop, fillBottom] = HINT_BADGE_FILL[hint.kind];
      drawPill(g, { x: left, y: top, width: box.width, height: box.height }, badgePaint(fillTop, fillBottom, b.rim));
      if (hint.kind === 'coins')
        drawIcon(
          g,
          CoinIcon,
          b.icon,
          { colour: 0xffffff },
          { x: left + b.rim + b.padLeftCoins, y: top + (box.height - b.icon) / 2 },
        );
      if (hint.kind === 'ad') {
        const at = { x: left + (box.width - b.adIcon) / 2, y: top + (box.height - b.adIcon) / 2 };
        drawIcon(g, VideoIcon, b.adIcon, { colour: 0xffffff, cut: 0xf04a34 }, at);
      }
    },
    [hint.kind, left, top, box.width, box.height, b],
  );
  const textLeft = hint.kind === 'coins' ? b.rim + b.padLeftCoins + b.icon + b.iconGap : 0;
  const textRight = box.width - (hint.kind === 'coins' ? b.rim + b.padX : 0);
  return (
    <pixiContainer eventMode="none">
      <pixiGraphics draw={draw} />
      {hint.kind !== 'ad' && (
        <pixiText
          text={hint.label}
          style={heavy(b.fontSize, 0xffffff, undefined, { color: 0x000000, alpha: 0.25, distance: 2 })}
          anchor={0.5}
          x={left + (textLeft + textRight) / 2}
          y={top + box.height / 2}
        />
      )}
    </pixiContainer>
  );
}

/** The hint button: the bulb (glowing and pulsing while a hint is searched) and its badge. */
function HintButton({
  hint,
  words,
  x,
  y,
  badge,
}: {
  hint: HudHint;
  words: NonNullable<HudWords['hint']>;
  x: number;
  y: number;
  badge: DesignBox;
}) {
  const { reducedMotion } = useCanvasUi();
  const bulb = useRef<Container>(null);
  const still = reducedMotion();
  const pulse = useCallback(
    (p: number) => {
      const v = sampleKeyframes(still ? BULB_STILL : BULB, p, EASE.easeInOut);
      bulb.current?.scale.set(v.scale);
      if (bulb.current) bulb.current.alpha = v.alpha;
    },
    [still],
  );
  useMotion(pulse, { durationMs: still ? BULB_FADE_MS : BULB_PULSE_MS, loop: true, enabled: hint.busy });
  // A search that ends leaves the bulb at rest.
  useLayoutEffect(() => {
    if (hint.busy || !bulb.current) return;
    bulb.current.scale.set(1);
    bulb.current.alpha = 1;
  }, [hint.busy]);
  const s = HUD.hintBulb;
  const drawBulb = useCallback(
    (g: Graphics) => {
      g.clear();
      if (hint.busy) g.circle(0, 0, s * 0.55).fill({ color: 0xffe066, alpha: 0.45 });
      drawIcon(g, BulbIcon, s, { colour: hint.busy ? 0xffffff : 0xfff3a6 }, { x: -s / 2, y: -s / 2 });
    },
    [hint.busy, s],
  );
  const tapBox = {
    x: Math.min(x - HUD.hint / 2, badge.x),
    y: y - HUD.hint / 2,
    width: Math.max(HUD.hint, badge.width),
    height: badge.y + badge.height - (y - HUD.hint / 2),
  };
  return (
    <CanvasButton
      testId="hud-hint"
      label={words.name}
      text={words.text}
      group="hud"
      x={x}
      y={y}
      tone="purple"
      kind="icon-sm"
      busy={hint.busy}
      busyDims={false}
      tapBox={tapBox}
      onTap={hint.onHint}
    >
      <pixiContainer ref={bulb}>
        <pixiGraphics draw={drawBulb} />
      </pixiContainer>
      <HintBadge hint={hint} box={badge} x0={x} y0={y} />
    </CanvasButton>
  );
}

/**
 * The top bar. It stays above design y 160 under the top of the layout (below it the box row and tray sit on
 * the canvas) and lets taps through everywhere except its buttons.
 */
export const Hud = memo(function Hud(props: HudProps) {
  const { score, onExit, hint, coins } = props;
  const t = useT();
  const skin = useSkin();
  const { layoutTop, reducedMotion } = useCanvasUi();
  const colours = HUD_COLOURS[skin.id];
  const words = hudWords(props, t);
  const { heading, time, low } = words;
  const type = titleType(heading.length);
  const levelStyle = heavy(type.fontSize, 0xffffff, colours.level.outline, {
    color: colours.level.outline,
    alpha: 1,
    distance: 3,
  });
  const timerStyle = heavy(HUD.timer.fontSize, low ? LOW_TIME.ink : INK);
  const stacked = coins !== undefined;
  const scoreStyle = heavy(stacked ? HUD.scoreStacked.fontSize : HUD.score.fontSize, 0xffffff);
  const coinsStyle = heavy(HUD.coins.fontSize, 0xffffff);
  const hintStyle = heavy(HUD.hintBadge.fontSize, 0xffffff);
  // Laid out again only when what it shows changes (the countdown's label once a second, not every render).
  const hintLabel = hint?.label;
  const hintKind = hint?.kind;
  const coinsText = words.coins?.text;
  const coinsAd = coins?.onLookAd !== undefined;
  const layout = useSameValue(
    useMemo(
      () =>
        hudLayout(
          {
            title: { width: widthOf(heading, levelStyle), chars: heading.length },
            timerWidth: widthOf(time, timerStyle),
            scoreWidth: widthOf(String(score), scoreStyle),
            hint: hintKind !== undefined ? { width: widthOf(hintLabel ?? '', hintStyle), kind: hintKind } : null,
            coins: coinsText !== undefined ? { width: widthOf(coinsText, coinsStyle), ad: coinsAd } : null,
          },
          layoutTop,
        ),
      [
        heading,
        levelStyle,
        time,
        timerStyle,
        score,
        scoreStyle,
        hintLabel,
        hintKind,
        hintStyle,
        coinsText,
        coinsAd,
        coinsStyle,
        layoutTop,
      ],
    ),
  );
  useRedrawOnRender();
  useControlGroup({ id: 'hud' });
  useControl({ id: 'hud-level', role: 'text', name: heading, group: 'hud', box: layout.level });
  useControl({ id: 'hud-timer', role: 'timer', name: words.timeLeft, text: time, group: 'hud', box: layout.timer });
  useControl({
    id: 'hud-score',
    role: 'text',
    name: words.score.name,
    text: words.score.text,
    group: 'hud',
    box: layout.score,
  });

  const digits = useRef<Container>(null);
  const pulse = useCallback(
    (p: number) => digits.current?.scale.set(sampleKeyframes(PULSE, p, EASE.easeInOut).scale),
    [],
  );
  useMotion(pulse, { durationMs: TIMER_PULSE_MS, loop: true, enabled: low && !reducedMotion() });
  // Time added back (a revive): the digits stand still at their size.
  useLayoutEffect(() => {
    if (!low) digits.current?.scale.set(1);
  }, [low]);

  const { level: lv, timer, score: sc } = layout;
  const drawPills = useCallback(
    (g: Graphics) => {
      g.clear();
      // The countdown first: the level pill sits over its top.
      drawTimerPaper(g, timer, low ? LOW_TIME.paper : colours.timer.paper, colours.timer.rim);
      drawIcon(g, ClockIcon, HUD.timer.clock, { colour: low ? LOW_TIME.ink : colours.timer.clock }, clockAt(timer));
      drawPill(
        g,
        lv,
        {
          top: colours.level.top,
          bottom: colours.level.bottom,
          rim: colours.level.rim,
          rimWidth: HUD.level.rim,
          shine: { color: 0xffffff, alpha: 0.4, depth: 4 },
          ledge: { color: 0x4f2509, alpha: 0.9, depth: 5 },
        },
        HUD.level.radius,
      );
      const s = stacked ? HUD.scoreStacked : HUD.score;
      drawPill(g, sc, chocolate(colours, s.rim));
      const star = { x: sc.x + s.rim + s.padLeft, y: sc.y + (sc.height - s.star) / 2 };
      drawIcon(g, StarIcon, s.star, { colour: GOLD.deep }, { x: star.x, y: star.y + 3 });
      drawIcon(g, StarIcon, s.star, { colour: GOLD.face }, star);
    },
    [timer, lv, sc, low, colours, stacked],
  );
  const s = stacked ? HUD.scoreStacked : HUD.score;
  const scoreText = {
    x: (sc.x + s.rim + s.padLeft + s.star + s.gap + sc.x + sc.width - s.rim - s.padRight) / 2,
    y: sc.y + sc.height / 2,
  };
  const digitsAt = digitsCentre(timer);
  return (
    <pixiContainer label="hud" eventMode="passive">
      <pixiGraphics draw={drawPills} eventMode="none" />
      <pixiText
        text={heading}
        style={levelStyle}
        anchor={0.5}
        x={lv.x + lv.width / 2}
        y={lv.y + lv.height / 2 - 1}
        eventMode="none"
      />
      <pixiContainer ref={digits} x={digitsAt.x} y={digitsAt.y} eventMode="none">
        <pixiText text={time} style={timerStyle} anchor={0.5} />
      </pixiContainer>
      <pixiText text={String(score)} style={scoreStyle} anchor={0.5} x={scoreText.x} y={scoreText.y} eventMode="none" />
      <CanvasButton
        testId="hud-exit"
        label={words.pause}
        group="hud"
        x={layout.pause.x}
        y={layout.pause.y}
        tone="orange"
        icon={PauseIcon}
        iconSize={60}
        onTap={onExit}
      />
      {hint && words.hint && layout.hint && (
        <HintButton hint={hint} words={words.hint} x={layout.hint.x} y={layout.hint.y} badge={layout.hint.badge} />
      )}
      {coins && words.coins && layout.coins && (
        <CoinPill
          words={words.coins}
          onLookAd={coins.onLookAd}
          box={layout.coins}
          ad={layout.coins.ad}
          measures={HUD.coins}
          colours={colours}
        />
      )}
    </pixiContainer>
  );
});

/** The same object as last time while its contents are equal (drawings keyed on it are not rebuilt). */
function useSameValue<T>(value: T): T {
  const last = useRef(value);
  if (JSON.stringify(last.current) !== JSON.stringify(value)) last.current = value;
  return last.current;
}

/** The clock and the digits sit side by side, centred in the countdown's paper (below its 4 px top padding). */
function timerRow(timer: DesignBox) {
  const t = HUD.timer;
  const inner = { left: timer.x + t.rim + t.padLeft, right: timer.x + timer.width - t.rim - t.padRight };
  const mid = timer.y + t.padTop + (timer.height - t.padTop - t.rim) / 2;
  const digits = Math.max(t.digitsMin, inner.right - inner.left - t.clock - t.gap);
  const row = t.clock + t.gap + digits;
  const left = (inner.left + inner.right) / 2 - row / 2;
  return { left, mid, digits };
}

function clockAt(timer: DesignBox) {
  const { left, mid } = timerRow(timer);
  return { x: left, y: mid - HUD.timer.clock / 2 };
}

function digitsCentre(timer: DesignBox) {
  const { left, mid, digits } = timerRow(timer);
  return { x: left + HUD.timer.clock + HUD.timer.gap + digits / 2, y: mid };
}
