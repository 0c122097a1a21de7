// The candy game's 7-day sign-in popup drawn on the canvas (spec 2, 4 and 9): a card per day with its reward,
// the days claimed ticked, today's card lit and swelling gently, then 'Sign in' and 'Claim x2' (through a
// rewarded video); while the last claim's 24 hours run, the time until the next one. The two buttons share
// one tap gate, so a double tap claims once.
import { CanvasTextMetrics, TextStyle, type Container, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import type { SignInDay, SignInStatus } from '../../core/signIn';
import { useT } from '../../i18n';
import { STAGE_FONT } from '../../i18n/textWidth';
import { VideoIcon } from '../icons';
import { ClockIcon } from '../levelIcons';
import { CheckIcon } from '../panelIcons';
import { useSkin, useTapGate } from '../skin';
import { useCanvasUi } from './canvasUi';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { textButtonRow } from './CanvasTextButton';
import { GiftIcon } from './giftIcon';
import { stageStyle } from './heavyText';
import { drawIcon } from './iconGraphics';
import { cubicBezier } from './motion';
import { drawSunken, verticalGradient } from './paint';
import { ellipsized, textRow } from './panelText';
import { measureRewards, RewardItems } from './RewardItems';
import {
  dayLabelSize,
  LABEL_HEIGHT,
  SIGN_IN,
  SIGN_IN_BODY,
  signInCards,
  signInWords,
  type SignInCard,
} from './signInLook';
import { useControl } from './useControl';
import { IDLE_PLAYS, useMotion } from './useMotion';

/** Props of {@link SignInLayer}. */
export interface SignInLayerProps {
  /** Where the cycle stands today (signInStatus of src/core/signIn). */
  status: SignInStatus;
  /** The 7 days of the cycle and their rewards. */
  table: readonly SignInDay[];
  /** A claim (or its video) is running: the buttons ignore taps. */
  busy: boolean;
  /** A rewarded video is loaded; without one 'Claim x2' looks switched off but still reports taps. */
  adAvailable: boolean;
  /** The normal claim. Also called when today's claim was already made, so the app can say so. */
  onClaim: () => void;
  /** The double claim, after a rewarded video. */
  onClaimDouble: () => void;
  onClose: () => void;
}

const GROUP = 'signin';
const POP = cubicBezier(0.34, 1.56, 0.64, 1);
/** The chocolate of the wait's pill and its words. */
const CHOCOLATE = 0x6e3418;

/** The heading chip's white heavy type. */
function chipStyle(fontSize: number): TextStyle {
  return stageStyle({ fontWeight: '900', fontSize, fill: 0xffffff });
}

let nextStyle: TextStyle | null = null;
function nextTextStyle(): TextStyle {
  nextStyle ??= new TextStyle({
    fontFamily: STAGE_FONT,
    fontWeight: '900',
    fontSize: SIGN_IN.next.fontSize,
    fill: CHOCOLATE,
  });
  return nextStyle;
}

/** A card's ground: cream (pale gold for today's, in a pink ring with a glow), with its inner ring and ledge. */
function drawCard(g: Graphics, w: number, h: number, today: boolean): void {
  const r = SIGN_IN.card.radius;
  const x = -w / 2;
  const y = -h / 2;
  g.clear();
  if (today) {
    // The glow, the raspberry ledge 8 px down, the pink ring 5 px out, then the white inner ring.
    for (const [grow, alpha] of [
      [22, 0.12],
      [15, 0.2],
      [9, 0.3],
    ] as const) {
      g.roundRect(x - grow, y - grow, w + 2 * grow, h + 2 * grow, r + grow).fill({ color: 0xff78b4, alpha });
    }
    g.roundRect(x - 5, y - 5 + 8, w + 10, h + 10, r + 5).fill(0xc2185b);
    g.roundRect(x - 5, y - 5, w + 10, h + 10, r + 5).fill(0xff5fa2);
    g.roundRect(x, y, w, h, r).fill(0xffffff);
    g.roundRect(x + 5, y + 5, w - 10, h - 10, r - 5).fill(verticalGradient(0xfff7cf, 0xffd86b));
    return;
  }
  g.roundRect(x, y + 6, w, h, r).fill({ color: 0x963c64, alpha: 0.28 });
  g.roundRect(x, y, w, h, r).fill(0xffd0e3);
  g.roundRect(x + 4, y + 4, w - 8, h - 8, r - 4).fill(verticalGradient(0xfffdf8, 0xffeef5));
  // The soft pink shade along the inner bottom (CSS inset 0 -6px 0).
  g.roundRect(x + 4, y + 4, w - 8, h - 8, r - 4).fill({ color: 0xe678aa, alpha: 0.18 });
  g.roundRect(x + 4, y + 4 - 6, w - 8, h - 8, r - 4).cut();
}

/** The heading chip: chocolate (strawberry on today's card), `w` wide, its top at y. */
function drawChip(g: Graphics, w: number, y: number, today: boolean): void {
  g.clear();
  g.roundRect(-w / 2, y, w, LABEL_HEIGHT, SIGN_IN.card.label.radius).fill(
    today ? verticalGradient(0xff7ab3, 0xe0317a) : verticalGradient(0xa0522d, 0x6e3418),
  );
}

/** The green tick over a claimed card, centred at (0, 0). */
function drawTick(g: Graphics): void {
  const { size, rim, icon, ledge } = SIGN_IN.tick;
  const r = size / 2;
  g.clear();
  g.circle(0, ledge, r).fill(0x287a16);
  g.circle(0, 0, r).fill(0xffffff);
  g.circle(0, 0, r - rim).fill(verticalGradient(0x8ee65a, 0x3fb328));
  drawIcon(g, CheckIcon, icon, { colour: 0xffffff }, { x: -icon / 2, y: -icon / 2 });
}

/**
 * The tick at `y` in its card, (cx, cy) in the grid: pops in over 260 ms (fades under reduced motion) and is
 * announced as 'Claimed'.
 */
function Tick({ day, y, cx, cy, name }: { day: number; y: number; cx: number; cy: number; name: string }) {
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const node = useRef<Container>(null);
  const { size } = SIGN_IN.tick;
  useControl({
    id: `signin-day-${day}-claimed`,
    role: 'img',
    name,
    group: GROUP,
    box: { x: cx - size / 2, y: cy - size / 2, width: size, height: size },
  });
  const pop = useCallback(
    (p: number) => {
      if (!node.current) return;
      node.current.scale.set(still ? 1 : 0.8 + 0.2 * POP(p));
      node.current.alpha = p;
    },
    [still],
  );
  useMotion(pop, { durationMs: still ? 200 : 260 });
  return (
    <pixiContainer ref={node} y={y}>
      <pixiGraphics draw={drawTick} />
    </pixiContainer>
  );
}

/** One day's card, drawn with its centre at (card.x, card.y + height / 2). */
const DayCard = memo(function DayCard({ card, claimedName }: { card: SignInCard; claimedName: string }) {
  const { reducedMotion } = useCanvasUi();
  const { width: w, height: h, state } = card;
  const today = state === 'today';
  const c = SIGN_IN.card;
  useControl({
    id: `signin-day-${card.day}`,
    role: 'text',
    name: card.name,
    text: card.text,
    group: GROUP,
    box: { x: card.x - w / 2, y: card.y, width: w, height: h },
  });
  // Today's card swells to 1.04 and back, gently, for as long as it waits.
  const body = useRef<Container>(null);
  const swell = useCallback((t: number) => {
    body.current?.scale.set(1 + SIGN_IN.glow.scale * Math.sin(Math.PI * t) ** 2);
  }, []);
  useMotion(swell, {
    durationMs: SIGN_IN.glow.ms,
    loop: true,
    ambient: true,
    plays: IDLE_PLAYS,
    enabled: today && !reducedMotion(),
  });

  const chipWidth = w - 2 * c.padSide;
  const fontSize = useMemo(
    () => dayLabelSize(CanvasTextMetrics.measureText(card.label, chipStyle(100)).width / 100),
    [card.label],
  );
  const label = useMemo(
    () => ellipsized(card.label, chipStyle(fontSize), chipWidth - 2 * c.label.padX - 8),
    [card.label, fontSize, chipWidth, c.label.padX],
  );
  const chipTop = -h / 2 + c.padTop;
  const layout = useMemo(
    () => measureRewards(card.entries, card.look, w - 2 * c.padSide),
    [card.entries, card.look, w, c.padSide],
  );
  // The reward sits centred in the room under the chip.
  const roomTop = chipTop + LABEL_HEIGHT + c.gap;
  const roomBottom = h / 2 - c.padBottom;
  const rewardTop = roomTop + (roomBottom - roomTop - layout.height) / 2;
  const drawnCard = useCallback((g: Graphics) => drawCard(g, w, h, today), [w, h, today]);
  const drawnChip = useCallback((g: Graphics) => drawChip(g, chipWidth, chipTop, today), [chipWidth, chipTop, today]);
  const faded = state === 'claimed' ? 0.55 : 1;
  const tickY = -h / 2 + h * SIGN_IN.tick.at;
  return (
    <pixiContainer ref={body} x={card.x} y={card.y + h / 2}>
      <pixiGraphics draw={drawnCard} />
      <pixiContainer alpha={faded}>
        <pixiGraphics draw={drawnChip} />
        <pixiText text={label} style={chipStyle(fontSize)} anchor={0.5} y={chipTop + LABEL_HEIGHT / 2} />
      </pixiContainer>
      <pixiContainer y={rewardTop}>
        <RewardItems entries={card.entries} look={card.look} layout={layout} alpha={faded} />
      </pixiContainer>
      {state === 'claimed' && (
        <Tick day={card.day} y={tickY} cx={card.x} cy={card.y + h / 2 + tickY} name={claimedName} />
      )}
    </pixiContainer>
  );
});

/** 'Next reward in 22:59:30' with a clock, on a soft chocolate pill, centred. */
const NextClaim = memo(function NextClaim({ text }: { text: string }) {
  const n = SIGN_IN.next;
  const words = Math.ceil(CanvasTextMetrics.measureText(text, nextTextStyle()).width);
  const width = n.padLeft + n.icon + n.gap + words + n.padRight;
  const height = n.icon + 2 * n.padY;
  useControl({
    id: 'signin-next',
    role: 'timer',
    name: text,
    text,
    group: GROUP,
    box: { x: -width / 2, y: 0, width, height },
  });
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawSunken(g, { x: -width / 2, y: 0, width, height }, n.radius, {
        fill: { color: CHOCOLATE, alpha: 0.12 },
        inset: { color: CHOCOLATE, alpha: 0.12 },
      });
      drawIcon(g, ClockIcon, n.icon, { colour: CHOCOLATE, cut: 0xffffff }, { x: -width / 2 + n.padLeft, y: n.padY });
    },
    [width, height, n],
  );
  return (
    <>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={text}
        style={nextTextStyle()}
        anchor={{ x: 0, y: 0.5 }}
        x={-width / 2 + n.padLeft + n.icon + n.gap}
        y={height / 2}
      />
    </>
  );
});

/** The sign-in popup. */
export function SignInLayer({ status, table, busy, adAvailable, onClaim, onClaimDouble, onClose }: SignInLayerProps) {
  const t = useT();
  const paint = useSkin().panel;
  const gate = useTapGate();
  const words = signInWords(t, status, adAvailable);
  const claimedName = t('tasks.claimed');
  // The status is a new object each render; what it shows keys the rows.
  const key = `${JSON.stringify(status)}|${JSON.stringify(words)}|${table.length}`;
  const rows = useMemo<PanelRow[]>(
    () => {
      const grid = signInCards(t, status, table, (entries, look, width) => measureRewards(entries, look, width).height);
      const gap = SIGN_IN.rowGap - 26;
      return [
        textRow({
          key: 'tip',
          text: words.tip,
          kind: 'hint',
          paint,
          group: GROUP,
          testId: 'signin-tip',
          width: SIGN_IN_BODY,
          before: -8,
        }),
        {
          key: 'days',
          height: grid.height,
          before: gap,
          node: (
            <>
              {grid.cards.map((card) => (
                <DayCard key={card.day} card={card} claimedName={claimedName} />
              ))}
            </>
          ),
        },
        ...(words.next !== null
          ? [
              {
                key: 'next',
                height: SIGN_IN.next.icon + 2 * SIGN_IN.next.padY,
                before: 0,
                node: <NextClaim text={words.next} />,
              },
            ]
          : []),
        textButtonRow('claim', {
          testId: 'signin-claim',
          text: words.claim.text,
          group: GROUP,
          tone: 'green',
          size: 'md',
          icon: GiftIcon,
          maxWidth: PANEL_BUTTON_WIDTH,
          minWidth: SIGN_IN.buttonMinWidth,
          gate,
          busy,
          spinner: false,
          unavailable: words.claim.unavailable,
          onTap: onClaim,
        }),
        textButtonRow('double', {
          testId: 'signin-double',
          text: words.double.text,
          label: words.double.label,
          group: GROUP,
          tone: 'purple',
          size: 'md',
          icon: VideoIcon,
          maxWidth: PANEL_BUTTON_WIDTH,
          minWidth: SIGN_IN.buttonMinWidth,
          gate,
          busy,
          unavailable: words.double.unavailable,
          onTap: onClaimDouble,
        }),
      ];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the status and words are keyed by what they show
    [key, t, paint, gate, busy, claimedName, onClaim, onClaimDouble],
  );
  return (
    <CanvasPanel
      testId={GROUP}
      title={words.title}
      tone="orange"
      entrance="ordered"
      onClose={onClose}
      closeTestId="signin-close"
      rows={rows}
      width={SIGN_IN.width}
      padTop={SIGN_IN.padTop}
    />
  );
}
