// The web platform's simulated ad drawn on the canvas (the fake ad provider's placeholder): a dark purple cover
// over the whole window taking every tap, an 'Ad · N' badge counting down in the top right corner, a white card
// with a sunny screen and a video sign, what the ad is for and 'Sponsored · simulated ad' with three bouncing
// dots, and Skip at the bottom when the ad may be skipped. Screen readers hear it as a dialog named
// 'Advertisement'. Its numbers and words live in adLook.ts.
import { CanvasTextMetrics, FillGradient, Rectangle, TextStyle, type Container, type Graphics } from 'pixi.js';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useT } from '../../i18n';
import { STAGE_FONT } from '../../i18n/textWidth';
import { CloseIcon, VideoIcon } from '../icons';
import { useSkin } from '../skin';
import {
  AD,
  AD_TEXT_WIDTH,
  adCardLayout,
  adEntrance,
  adEntranceMs,
  adWords,
  badgeBox,
  dotFrame,
  dotXs,
  type AdOverlayProps,
  type Box,
} from './adLook';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { CanvasTextButton, measureTextButton } from './CanvasTextButton';
import type { DesignBox } from './controls';
import { heavy } from './heavyText';
import { drawIcon } from './iconGraphics';
import { radialGradient, verticalGradient } from './paint';
import { useControl, useControlGroup } from './useControl';
import { useMotion } from './useMotion';

export type { AdOverlayProps } from './adLook';

const GROUP = 'ad';

let titleStyle: TextStyle | null = null;
let subStyle: TextStyle | null = null;
/** The card's words: the title in heavy dark purple, the line under it lighter; both centred and wrapping. */
function cardStyles(): { title: TextStyle; sub: TextStyle } {
  titleStyle ??= new TextStyle({
    fontFamily: STAGE_FONT,
    fontWeight: '900',
    fontSize: AD.title.fontSize,
    lineHeight: Math.round(AD.title.fontSize * AD.title.lineHeight),
    fill: AD.title.colour,
    align: 'center',
    wordWrap: true,
    breakWords: true,
    wordWrapWidth: AD_TEXT_WIDTH,
  });
  subStyle ??= new TextStyle({
    fontFamily: STAGE_FONT,
    fontWeight: '700',
    fontSize: AD.sub.fontSize,
    lineHeight: Math.round(AD.sub.fontSize * AD.sub.lineHeight),
    fill: AD.sub.colour,
    align: 'center',
    wordWrap: true,
    breakWords: true,
    wordWrapWidth: AD_TEXT_WIDTH,
  });
  return { title: titleStyle, sub: subStyle };
}

let screenFill: FillGradient | null = null;
/** The screen's sunny gradient, from its top left corner to its bottom right (CSS 135deg). */
function screenGradient(): FillGradient {
  screenFill ??= new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 1, y: 1 },
    colorStops: AD.screen.stops.map((s) => ({ ...s })),
    textureSpace: 'local',
  });
  return screenFill;
}

/** The cover over the whole window: dark purple, lighter a little above the middle. */
function drawCover(g: Graphics, screen: DesignBox): void {
  g.clear();
  g.rect(screen.x, screen.y, screen.width, screen.height).fill(AD.cover.outer);
  g.rect(screen.x, screen.y, screen.width, screen.height).fill(
    radialGradient({
      centre: { x: 0.5, y: 0.45 },
      radius: 0.7,
      stops: [
        { offset: 0, color: AD.cover.inner },
        { offset: 1, color: AD.cover.outer },
      ],
      space: 'local',
    }),
  );
}

/** The badge's see-through pill with its pale rim. */
function drawBadge(g: Graphics, box: Box): void {
  const b = AD.badge;
  const half = b.border / 2;
  g.clear();
  g.roundRect(box.x, box.y, box.width, box.height, b.radius).fill(b.fill);
  g.roundRect(box.x + half, box.y + half, box.width - b.border, box.height - b.border, b.radius - half).stroke({
    width: b.border,
    ...b.rim,
  });
}

/** The card (0, 0 at its top left): a soft shadow 30 px down, the white-to-lilac face and the sunny screen. */
function drawCard(g: Graphics, card: Box, screen: Box): void {
  const c = AD.card;
  g.clear();
  // The soft shadow (CSS 0 30px 60px at 50%): widening veils.
  for (const [grow, alpha] of [
    [0, 0.2],
    [12, 0.12],
    [24, 0.08],
    [36, 0.05],
  ] as const) {
    g.roundRect(-grow, c.shadow.dy - grow / 2, card.width + 2 * grow, card.height + grow, c.radius + grow).fill({
      color: 0x000000,
      alpha,
    });
  }
  g.roundRect(0, 0, card.width, card.height, c.radius).fill(verticalGradient(c.faceTop, c.faceBottom));
  g.roundRect(screen.x, screen.y, screen.width, screen.height, AD.screen.radius).fill(screenGradient());
}

/** The screen's shape, masking the rays. */
function drawScreenMask(g: Graphics, screen: Box): void {
  g.clear();
  g.roundRect(screen.x, screen.y, screen.width, screen.height, AD.screen.radius).fill(0xffffff);
}

/** The burst: white rays round the screen's centre, 12° each with 12° between. */
function drawRays(g: Graphics, screen: Box): void {
  const cx = screen.x + screen.width / 2;
  const cy = screen.y + screen.height / 2;
  const reach = Math.hypot(screen.width, screen.height);
  const step = (AD.screen.ray.degrees * Math.PI) / 180;
  g.clear();
  for (let a = -Math.PI / 2; a < (3 * Math.PI) / 2 - 1e-6; a += 2 * step) {
    g.poly([
      cx,
      cy,
      cx + Math.cos(a) * reach,
      cy + Math.sin(a) * reach,
      cx + Math.cos(a + step) * reach,
      cy + Math.sin(a + step) * reach,
    ]).fill({ color: 0xffffff, alpha: AD.screen.ray.alpha });
  }
}

/** The video sign in the screen's middle, white with its accent in orange, over a hard shadow 8 px down. */
function drawVideo(g: Graphics, screen: Box): void {
  const v = AD.screen.video;
  const x = screen.x + (screen.width - v.size) / 2;
  const y = screen.y + (screen.height - v.size) / 2;
  g.clear();
  drawIcon(g, VideoIcon, v.size, { colour: v.shadow.color, cut: v.shadow.color }, { x, y: y + v.shadow.dy });
  drawIcon(g, VideoIcon, v.size, { colour: 0xffffff, cut: v.cut }, { x, y });
}

function drawDot(g: Graphics): void {
  g.clear();
  g.circle(0, 0, AD.dots.size / 2).fill(AD.dots.colour);
}

/** The three dots under the words, bouncing one after another (still under reduced motion). */
const Dots = memo(function Dots({ x, y }: { x: number; y: number }) {
  const { reducedMotion } = useCanvasUi();
  const dots = useRef<(Container | null)[]>([]);
  const bounce = useCallback((t: number) => {
    dots.current.forEach((dot, i) => {
      if (!dot) return;
      const f = dotFrame(i, t * AD.dots.ms);
      dot.y = f.dy;
      dot.alpha = f.alpha;
    });
  }, []);
  useMotion(bounce, { durationMs: AD.dots.ms, loop: true, ambient: true, enabled: !reducedMotion() });
  return (
    <pixiContainer x={x} y={y}>
      {dotXs().map((dx, i) => (
        <pixiContainer
          key={i}
          x={dx}
          ref={(node) => {
            dots.current[i] = node;
          }}
        >
          <pixiGraphics draw={drawDot} />
        </pixiContainer>
      ))}
    </pixiContainer>
  );
});

/** The card: the screen with its burst and video sign, what the ad is for, the simulated-ad line and the dots. */
const Card = memo(function Card({
  title,
  sub,
  layoutTop,
  cardRef,
}: {
  title: string;
  sub: string;
  layoutTop: number;
  cardRef: React.RefObject<Container | null>;
}) {
  const styles = cardStyles();
  const titleHeight = Math.ceil(CanvasTextMetrics.measureText(title, styles.title).height);
  const subHeight = Math.ceil(CanvasTextMetrics.measureText(sub, styles.sub).height);
  const layout = adCardLayout(titleHeight, subHeight, layoutTop);
  const { card, screen } = layout;
  const centreX = card.width / 2;
  useControl({
    id: 'ad-title',
    role: 'text',
    name: title,
    group: GROUP,
    box: { x: card.x + screen.x, y: card.y + layout.titleTop, width: screen.width, height: titleHeight },
  });
  useControl({
    id: 'ad-sponsored',
    role: 'text',
    name: sub,
    group: GROUP,
    box: { x: card.x + screen.x, y: card.y + layout.subTop, width: screen.width, height: subHeight },
  });
  const drawnCard = useCallback((g: Graphics) => drawCard(g, card, screen), [card, screen]);
  const drawnMask = useCallback((g: Graphics) => drawScreenMask(g, screen), [screen]);
  const drawnRays = useCallback((g: Graphics) => drawRays(g, screen), [screen]);
  const drawnVideo = useCallback((g: Graphics) => drawVideo(g, screen), [screen]);
  const mask = useRef<Graphics>(null);
  const rays = useRef<Graphics>(null);
  useLayoutEffect(() => {
    if (rays.current && mask.current) rays.current.mask = mask.current;
  }, []);
  return (
    <pixiContainer
      ref={cardRef}
      x={card.x + card.width / 2}
      y={card.y + card.height / 2}
      pivot={{ x: card.width / 2, y: card.height / 2 }}
    >
      <pixiGraphics draw={drawnCard} />
      <pixiGraphics ref={mask} draw={drawnMask} />
      <pixiGraphics ref={rays} draw={drawnRays} />
      <pixiGraphics draw={drawnVideo} />
      <pixiText text={title} style={styles.title} anchor={{ x: 0.5, y: 0 }} x={centreX} y={layout.titleTop} />
      <pixiText text={sub} style={styles.sub} anchor={{ x: 0.5, y: 0 }} x={centreX} y={layout.subTop} />
      <Dots x={centreX} y={layout.dotsY} />
    </pixiContainer>
  );
});

/** The countdown badge in the top right corner. */
const Badge = memo(function Badge({ text, layoutTop }: { text: string; layoutTop: number }) {
  const style = heavy(AD.badge.fontSize, 0xffffff);
  const width = CanvasTextMetrics.measureText(text, style).width;
  const box = badgeBox(width, layoutTop);
  useControl({ id: 'ad-countdown', role: 'text', name: text, group: GROUP, box });
  const drawn = useCallback((g: Graphics) => drawBadge(g, box), [box]);
  return (
    <>
      <pixiGraphics draw={drawn} />
      <pixiText text={text} style={style} anchor={0.5} x={box.x + box.width / 2} y={box.y + box.height / 2} />
    </>
  );
});

/** A simulated ad covering the whole window and taking every tap. */
export function AdLayer({ secondsLeft, onSkip, kind = 'rewarded', placement }: AdOverlayProps) {
  const t = useT();
  const ui = useCanvasUi();
  const skin = useSkin();
  const words = adWords(t, {
    secondsLeft,
    kind,
    skippable: onSkip !== undefined,
    ...(placement !== undefined ? { placement } : {}),
  });
  useRedrawOnRender();
  useControlGroup({ id: GROUP, name: words.label, dialog: true });

  const cover = useRef<Graphics>(null);
  const card = useRef<Container>(null);
  const still = ui.reducedMotion();
  const duration = adEntranceMs(still);
  const enter = useCallback(
    (p: number) => {
      const frame = adEntrance(p * duration, still);
      if (cover.current) cover.current.alpha = frame.cover;
      if (card.current) {
        card.current.scale.set(frame.card.scale);
        card.current.alpha = frame.card.alpha;
      }
    },
    [duration, still],
  );
  useMotion(enter, { durationMs: duration });

  const screen = ui.screen;
  const hitArea = useMemo(() => new Rectangle(screen.x, screen.y, screen.width, screen.height), [screen]);
  const drawnCover = useCallback((g: Graphics) => drawCover(g, screen), [screen]);
  const skipHeight = useMemo(
    () => (words.skip === null ? 0 : measureTextButton(words.skip, 'md', true, AD.card.width).height),
    [words.skip],
  );
  return (
    <pixiContainer label={GROUP}>
      <pixiGraphics ref={cover} draw={drawnCover} eventMode="static" hitArea={hitArea} />
      <Badge text={words.badge} layoutTop={ui.layoutTop} />
      <Card title={words.title} sub={words.sub} layoutTop={ui.layoutTop} cardRef={card} />
      {onSkip && words.skip !== null && (
        <CanvasTextButton
          testId="ad-skip"
          text={words.skip}
          group={GROUP}
          x={375}
          y={ui.designHeight - AD.skipBottom - skipHeight / 2}
          tone="wood"
          size="md"
          icon={CloseIcon}
          // The wooden button's icon is dark wood (variant B's pink one keeps it white), as the DOM's was.
          iconColour={skin.id === 'candy' ? 0xffffff : 0x7a3c12}
          maxWidth={AD.card.width}
          onTap={onSkip}
        />
      )}
    </pixiContainer>
  );
}
