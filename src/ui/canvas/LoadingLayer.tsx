// The loading screen drawn on the canvas: the canvas twin of src/ui/LoadingLayer.tsx. Over the screen's backdrop,
// the title sign popping in, a round track whose striped fill follows load progress with its percentage over it,
// the caption under it and, when tips are given (the candy game), a tip that changes every few seconds and fades
// in. It takes no tap but keeps every tap from what lies under it. Its numbers live in loadingLook.ts.
import { CanvasTextMetrics, Rectangle, TextStyle, type Container, type Graphics, type Text } from 'pixi.js';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isMessageKey, useT } from '../../i18n';
import { STAGE_FONT } from '../../i18n/textWidth';
import type { LayerTimers } from '../layerTimers';
import { useSkin } from '../skin';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import type { DesignBox } from './controls';
import { heavy, stageStyle } from './heavyText';
import {
  fillTween,
  fillWidth,
  LOADING,
  LOADING_COLOURS,
  loadingLayout,
  loadingTipKey,
  progressPercent,
  stripeBands,
  stripeShift,
  tipAlpha,
  tipBox,
  tipCount,
  tipFadeMs,
  tipWrapWidth,
  titleEntrance,
  titleEntranceMs,
  type LoadingColours,
  type LoadingTips,
} from './loadingLook';
import { verticalGradient } from './paint';
import { ScreenBackdrop } from './ScreenBackdrop';
import { measureTitleSign, TitleSignArt } from './TitleSignArt';
import { useControl, useControlGroup } from './useControl';
import { useMotion } from './useMotion';

/** Props of {@link LoadingLayer} (as the DOM layer's). */
export interface LoadingLayerProps {
  /** Load progress, 0..1 (values outside are clamped). */
  progress: number;
  /** Shows a tip line that steps through t('loading.tip0'..) every `everyMs`; no tip line without it. */
  tips?: LoadingTips;
  /** The timers the tip moves on by (the app gives the device's); without them the first tip stays. */
  timers?: LayerTimers | null;
}

const GROUP = 'loading';

let percentStyle: TextStyle | null = null;
/** The percentage's type: heavy white, a thin brown edge each side and a hard shadow under it. */
function percentTextStyle(): TextStyle {
  if (!percentStyle) {
    const p = LOADING.percent;
    percentStyle = new TextStyle({
      fontFamily: STAGE_FONT,
      fontWeight: '900',
      fontSize: p.fontSize,
      fill: 0xffffff,
      stroke: { color: p.edge, alpha: p.edgeAlpha, width: p.edgeWidth, join: 'round' },
      dropShadow: { color: p.edge, alpha: p.shadowAlpha, distance: p.shadow, angle: Math.PI / 2, blur: 0 },
    });
  }
  return percentStyle;
}

/** The tip's type in a game's colours: 32 px (800), white, centred, wrapping inside the tip's padding. */
function tipTextStyle(colours: LoadingColours['tip']): TextStyle {
  const tip = LOADING.tip;
  return stageStyle({
    fontWeight: '800',
    fontSize: tip.fontSize,
    lineHeight: tip.lineHeight,
    fill: 0xffffff,
    align: 'center',
    wordWrap: true,
    breakWords: true,
    wordWrapWidth: tipWrapWidth(),
    dropShadow: {
      color: colours.shadow,
      alpha: colours.shadowAlpha,
      distance: LOADING.tipShadow,
      angle: Math.PI / 2,
      blur: 0,
    },
  });
}

/**
 * The key of the tip to show now, moving on every `everyMs` on `timers` (the timer is cleared on unmount);
 * null without tips.
 */
function useRotatingTip(tips: LoadingTips | undefined, timers: LayerTimers | null): string | null {
  const count = tipCount(tips);
  const everyMs = tips?.everyMs ?? 0;
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!timers || count <= 1 || !(everyMs > 0)) return undefined;
    const id = timers.setInterval(() => setStep((s) => (s + 1) % count), everyMs);
    return () => timers.clearInterval(id);
  }, [timers, count, everyMs]);
  return tips ? loadingTipKey(step, count) : null;
}

/** The title sign popping in about its middle (only fading in under reduced motion), its top-centre at (x, y). */
function PoppingTitle({ x, y }: { x: number; y: number }) {
  const ref = useRef<Container>(null);
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const skin = useSkin();
  const t = useT();
  const middle = measureTitleSign(t(skin.title.key), skin.title).height / 2;
  const apply = useCallback(
    (progress: number) => {
      const sign = ref.current;
      if (!sign) return;
      const frame = titleEntrance(progress, still);
      sign.scale.set(frame.scale);
      sign.alpha = frame.alpha;
    },
    [still],
  );
  useMotion(apply, { durationMs: titleEntranceMs(still) });
  return (
    <pixiContainer ref={ref} x={x} y={y + middle} pivot={{ x, y: y + middle }}>
      <TitleSignArt x={x} y={y} group={GROUP} />
    </pixiContainer>
  );
}

/** The draw of a Graphics the layer paints itself, frame by frame. */
const PAINTED_BY_MOTION = () => undefined;

/** A round-ended bar's shape (fully round, as CSS clamps a large radius). */
const round = (g: Graphics, box: DesignBox) => g.roundRect(box.x, box.y, box.width, box.height, box.height / 2);

/** The track: its white ledge, its gradient and its inner shadow. */
function drawTrack(g: Graphics, box: DesignBox, colours: LoadingColours): void {
  const tr = LOADING.track;
  g.clear();
  round(g, { ...box, y: box.y + tr.ledge }).fill({ color: 0xffffff, alpha: tr.ledgeAlpha });
  round(g, box).fill(verticalGradient(colours.track.top, colours.track.bottom));
  for (const veil of LOADING.trackShade) {
    round(g, box).fill({ color: 0x000000, alpha: veil.alpha });
    round(g, { ...box, y: box.y + veil.drop }).cut();
  }
}

/**
 * The track with its fill and percentage. The fill's width eases to a new percentage over 0.2 s; its stripes
 * slide along (an idle motion, still under reduced motion), clipped to the fill.
 */
const Track = memo(function Track({
  track,
  room,
  percent,
  colours,
}: {
  track: DesignBox;
  room: DesignBox;
  percent: number;
  colours: LoadingColours;
}) {
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const body = useRef<Graphics>(null);
  const band = useRef<Graphics>(null);
  const mask = useRef<Graphics>(null);
  const stripes = useRef<Container>(null);
  const drawnTrack = useCallback((g: Graphics) => drawTrack(g, track, colours), [track, colours]);
  const drawnStripes = useCallback(
    (g: Graphics) => {
      g.clear();
      for (const points of stripeBands(room.width, room.height))
        g.poly(points).fill({ color: 0xffffff, alpha: colours.stripeAlpha });
    },
    [room.width, room.height, colours.stripeAlpha],
  );
  // The fill as drawn now, and where its width's tween started.
  const shown = useRef<number | null>(null);
  const from = useRef(0);
  const target = fillWidth(percent, room.width);
  const drawFill = useCallback(
    (width: number) => {
      const box = { ...room, width };
      const f = LOADING.fill;
      const [b, m, d] = [body.current, mask.current, band.current];
      if (!b || !m || !d) return;
      round(b.clear(), box).fill(verticalGradient(colours.fill.top, colours.fill.bottom));
      round(m.clear(), box).fill(0xffffff);
      round(d.clear(), box).fill({ color: 0x000000, alpha: f.bandAlpha });
      round(d, { ...box, y: box.y - f.band }).cut();
    },
    [room, colours],
  );
  // The stripes are clipped to the fill (set once both exist).
  useLayoutEffect(() => {
    if (stripes.current && mask.current) stripes.current.mask = mask.current;
  }, []);
  // A new percentage eases on from the width drawn now (the first is drawn at once); a new look or place redraws it.
  const restart = `${target}|${colours.fill.top}|${room.x},${room.y}`;
  useLayoutEffect(() => {
    from.current = shown.current ?? target;
  }, [restart, target]);
  const grow = useCallback(
    (t: number) => {
      const width = fillTween(from.current, target, t);
      shown.current = width;
      drawFill(width);
    },
    [target, drawFill],
  );
  useMotion(grow, { durationMs: LOADING.fill.tweenMs }, restart);
  const slide = useCallback((t: number) => {
    if (stripes.current) stripes.current.x = stripeShift(t);
  }, []);
  useMotion(slide, { durationMs: LOADING.stripes.ms, loop: true, ambient: true, enabled: !still });
  return (
    <>
      <pixiGraphics draw={drawnTrack} />
      <pixiGraphics ref={body} draw={PAINTED_BY_MOTION} />
      <pixiGraphics ref={mask} draw={PAINTED_BY_MOTION} />
      <pixiContainer x={room.x} y={room.y}>
        <pixiContainer ref={stripes}>
          <pixiGraphics draw={drawnStripes} />
        </pixiContainer>
      </pixiContainer>
      <pixiGraphics ref={band} draw={PAINTED_BY_MOTION} />
      <pixiText
        text={`${percent}%`}
        style={percentTextStyle()}
        anchor={0.5}
        x={track.x + track.width / 2}
        y={track.y + track.height / 2}
      />
    </>
  );
});

/** The tip's back: a dark see-through round box, with a soft highlight along its inner top in the candy game. */
function drawTipBack(g: Graphics, box: DesignBox, colours: LoadingColours['tip']): void {
  const r = Math.min(LOADING.tip.radius, box.height / 2);
  g.clear();
  g.roundRect(box.x, box.y, box.width, box.height, r).fill({ color: colours.back, alpha: colours.backAlpha });
  if (colours.shine) {
    g.roundRect(box.x, box.y, box.width, box.height, r).fill({
      color: colours.shine.colour,
      alpha: colours.shine.alpha,
    });
    g.roundRect(box.x, box.y + colours.shine.depth, box.width, box.height, r).cut();
  }
}

/** The tip: its box as wide and tall as its words need, the words fading in each time they change. */
const Tip = memo(function Tip({ text, top, colours }: { text: string; top: number; colours: LoadingColours['tip'] }) {
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const style = tipTextStyle(colours);
  const measured = CanvasTextMetrics.measureText(text || ' ', style);
  const box = tipBox(text ? measured.width : 0, measured.lines.length, top);
  useControl({ id: 'loading-tip', role: 'status', name: text, text, group: GROUP, box });
  const words = useRef<Text>(null);
  const fade = useCallback((t: number) => {
    if (words.current) words.current.alpha = tipAlpha(t);
  }, []);
  useMotion(fade, { durationMs: tipFadeMs(still) }, text);
  const drawnBack = useCallback((g: Graphics) => drawTipBack(g, box, colours), [box, colours]);
  return (
    <>
      <pixiGraphics draw={drawnBack} />
      <pixiText
        ref={words}
        text={text}
        style={style}
        anchor={0.5}
        x={box.x + box.width / 2}
        y={box.y + box.height / 2}
      />
    </>
  );
});

/** The loading screen, with the title, a fill bar with its percentage and the optional rotating tip. */
export function LoadingLayer({ progress, tips, timers }: LoadingLayerProps) {
  const t = useT();
  const skin = useSkin();
  const { layoutTop, screen } = useCanvasUi();
  useRedrawOnRender();
  useControlGroup({ id: GROUP });
  const percent = progressPercent(progress);
  const tipKey = useRotatingTip(tips, timers ?? null);
  const layout = useMemo(() => loadingLayout(layoutTop), [layoutTop]);
  const colours = LOADING_COLOURS[skin.id];
  const hitArea = useMemo(() => new Rectangle(screen.x, screen.y, screen.width, screen.height), [screen]);
  useControl({
    id: 'loading-bar',
    role: 'status',
    name: t('loading.label'),
    text: `${percent}%`,
    group: GROUP,
    box: layout.track,
  });
  const cap = LOADING.caption;
  const captionStyle = heavy(cap.fontSize, colours.caption.fill, undefined, {
    color: colours.caption.shadow,
    alpha: colours.caption.shadowAlpha,
    distance: cap.shadow,
  });
  return (
    <pixiContainer label="loading" eventMode="static" hitArea={hitArea} interactiveChildren={false}>
      <ScreenBackdrop />
      <PoppingTitle x={layout.title.x} y={layout.title.y} />
      <Track track={layout.track} room={layout.fillRoom} percent={percent} colours={colours} />
      <pixiText
        text={t('loading.caption')}
        style={captionStyle}
        anchor={0.5}
        x={layout.caption.x}
        y={layout.caption.y}
      />
      {tipKey !== null && (
        <Tip text={isMessageKey(tipKey) ? t(tipKey) : ''} top={layout.tipTop} colours={colours.tip} />
      )}
    </pixiContainer>
  );
}
