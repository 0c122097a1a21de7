// The rank layer drawn on the canvas: the player's place on the leaderboard (asked of the platform when it
// opens) on a gold medal under a podium, the best score, Share (and Invite where the host invites), and the
// leaderboard's watch-an-ad-for-coins offer.
import { CanvasTextMetrics, TextStyle, type Container, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useT } from '../../i18n';
import { STAGE_FONT } from '../../i18n/textWidth';
import { CoinIcon, PodiumIcon, ShareIcon, TrophyIcon, VersusIcon, VideoIcon } from '../icons';
import { useSkin } from '../skin';
import { TONES } from './buttonLook';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { CanvasButton } from './CanvasButton';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import {
  CanvasTextButton,
  drawTextButtonBase,
  drawTextButtonBody,
  measureTextButton,
  textButtonRow,
  textButtonStyle,
} from './CanvasTextButton';
import { drawIcon } from './iconGraphics';
import { cubicBezier } from './motion';
import { drawSunken, radialGradient, SUNKEN } from './paint';
import { BODY_WIDTH, PANEL, TEXT_BUTTON, type PanelPaint } from './panelLook';
import { ellipsized, textRow } from './panelText';
import { RANK_BOARD_HEIGHT, RankBoard } from './RankBoard';
import { fitSize, RANK, rankWords, type RankLayerProps } from './rankLook';
import { useCanvasPress } from './useCanvasPress';
import { useControl } from './useControl';
import { useMotion } from './useMotion';

export type { RankAdReward, RankLayerProps } from './rankLook';
export type { RankBoardView } from './rankBoardLook';

const GROUP = 'rank';
const POP = cubicBezier(0.34, 1.56, 0.64, 1);
const C = RANK.colours;

const styles = new Map<string, TextStyle>();
/** Heavy type of a size and colour; edged in the medal's deep gold when `edge`. */
function heavyStyle(fontSize: number, fill: number, edge = false): TextStyle {
  const key = `${fontSize}|${fill}|${edge}`;
  let style = styles.get(key);
  if (!style) {
    style = new TextStyle({
      fontFamily: STAGE_FONT,
      fontWeight: '900',
      fontSize,
      fill,
      lineHeight: Math.round(fontSize * 1.05),
      ...(edge
        ? {
            stroke: { color: C.ledge, width: 6, join: 'round' as const },
            dropShadow: { color: C.ledge, alpha: 1, angle: Math.PI / 2, distance: 6, blur: 0 },
          }
        : {}),
    });
    styles.set(key, style);
  }
  return style;
}

const emOf = (text: string, style: TextStyle) => CanvasTextMetrics.measureText(text, style).width / 100;

/** The podium over the ribbon: gold on its deep-gold drop, popping in after 200 ms. */
const Podium = memo(function Podium() {
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const node = useRef<Container>(null);
  const { size, top, delayMs, ms, ledge } = RANK.crown;
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawIcon(
        g,
        PodiumIcon,
        size,
        { colour: RANK.colours.podiumCut, cut: RANK.colours.podiumCut },
        {
          x: -size / 2,
          y: -size / 2 + ledge,
        },
      );
      drawIcon(g, PodiumIcon, size, { colour: C.podium, cut: C.podiumCut }, { x: -size / 2, y: -size / 2 });
    },
    [size, ledge],
  );
  const total = still ? 200 : delayMs + ms;
  const pop = useCallback(
    (t: number) => {
      const n = node.current;
      if (!n) return;
      const p = still ? t : Math.min(1, Math.max(0, (t * total - delayMs) / ms));
      n.scale.set(still ? 1 : 0.3 + 0.7 * POP(p));
      n.alpha = Math.min(1, p * 2);
    },
    [still, total, delayMs, ms],
  );
  useMotion(pop, { durationMs: total });
  return (
    <pixiContainer ref={node} y={PANEL.border + top + size / 2}>
      <pixiGraphics draw={drawn} />
    </pixiContainer>
  );
});

/** The medal's gold disc, its rim, ledge and soft shadow, with its top at y = 0. */
function drawMedal(g: Graphics): void {
  const { size, border, ring, ledge } = RANK.medal;
  const r = size / 2;
  g.clear();
  g.circle(0, r + 24, r + 4).fill({ color: 0x461c00, alpha: 0.18 });
  g.circle(0, r + ledge, r).fill(C.ledge);
  g.circle(0, r, r).fill(C.rim);
  g.circle(0, r, r - border).fill(
    radialGradient({
      centre: { x: 0.38, y: 0.3 },
      radius: 0.75,
      stops: [
        { offset: 0, color: C.light },
        { offset: 0.55, color: C.gold },
        { offset: 1, color: C.deep },
      ],
      space: 'local',
    }),
  );
  g.circle(0, r, r - border - ring / 2).stroke({ width: ring, color: 0xffffff, alpha: 0.35 });
}

/** The spinner while the platform answers: a pale ring with a dark quarter. */
function drawSpinner(g: Graphics): void {
  const { size, width } = RANK.medal.spinner;
  const r = (size - width) / 2;
  g.clear();
  g.circle(0, 0, r).stroke({ width, color: 0x7a3d00, alpha: 0.22 });
  g.arc(0, 0, r, -Math.PI * 0.75, -Math.PI * 0.25).stroke({ width, color: C.label, cap: 'round' });
}

function Spinner({ y, name }: { y: number; name: string }) {
  const { reducedMotion } = useCanvasUi();
  const node = useRef<Container>(null);
  const turn = useCallback((t: number) => {
    if (node.current) node.current.rotation = t * Math.PI * 2;
  }, []);
  const { ms, stillMs, size } = RANK.medal.spinner;
  useMotion(turn, { durationMs: reducedMotion() ? stillMs : ms, loop: true });
  useControl({
    id: 'rank-loading',
    role: 'status',
    name,
    group: GROUP,
    box: { x: -size / 2, y: y - size / 2, width: size, height: size },
  });
  return (
    <pixiContainer ref={node} y={y}>
      <pixiGraphics draw={drawSpinner} />
    </pixiContainer>
  );
}

/** The medal: 'Your rank' and the rank (or the spinner), announced as 'Your rank #27'. */
const Medal = memo(function Medal({
  label,
  name,
  value,
  valueSize,
}: {
  label: string;
  name: string;
  value: string | null;
  valueSize: number;
}) {
  const m = RANK.medal;
  const r = m.size / 2;
  useControl({
    id: 'rank-medal',
    role: 'img',
    name,
    group: GROUP,
    box: { x: -r, y: 0, width: m.size, height: m.size },
  });
  const labelSize = fitSize(emOf(label, heavyStyle(100, C.label)), m.label.room, m.label.fontSize, m.label.minFontSize);
  const labelStyle = heavyStyle(labelSize, C.label);
  const shown = ellipsized(label, labelStyle, m.label.room);
  const labelHeight = Math.round(labelSize * 1.05);
  const valueHeight = value === null ? m.spinner.size + 2 * m.spinner.margin : Math.round(valueSize * 1.05);
  // The label and the number (or spinner) centred together on the disc.
  const top = r - (labelHeight + m.labelGap + valueHeight) / 2;
  const valueTop = top + labelHeight + m.labelGap;
  useControl(
    value === null
      ? null
      : {
          id: 'rank-value',
          role: 'text',
          name: value,
          group: GROUP,
          box: { x: -r + m.border, y: valueTop, width: m.size - 2 * m.border, height: valueHeight },
        },
  );
  return (
    <>
      <pixiGraphics draw={drawMedal} />
      <pixiText text={shown} style={labelStyle} anchor={{ x: 0.5, y: 0 }} y={top} />
      {value === null ? (
        <Spinner y={valueTop + valueHeight / 2} name={name} />
      ) : (
        <pixiText
          text={value}
          style={heavyStyle(valueSize, 0xffffff, true)}
          anchor={{ x: 0.5, y: 0 }}
          y={valueTop - 3}
        />
      )}
    </>
  );
});

/** The best score's size for its words. */
function bestSize(label: string, value: string, ink: number) {
  const b = RANK.best;
  const l = Math.ceil(CanvasTextMetrics.measureText(label, heavyStyle(b.label, ink)).width);
  const v = Math.ceil(CanvasTextMetrics.measureText(value, heavyStyle(b.value, ink)).width);
  return { l, v, width: b.padLeft + b.icon + b.gap + l + b.gap + v + b.padRight, height: b.icon + 2 * b.padY };
}

/** 'Best 260' with a gold trophy on a soft sunken pill. */
const Best = memo(function Best({
  label,
  value,
  text,
  paint,
  candy,
}: {
  label: string;
  value: string;
  text: string;
  paint: PanelPaint;
  candy: boolean;
}) {
  const b = RANK.best;
  const m = bestSize(label, value, paint.ink);
  const x0 = -m.width / 2;
  useControl({
    id: 'rank-best',
    role: 'text',
    name: text,
    group: GROUP,
    box: { x: x0, y: 0, width: m.width, height: m.height },
  });
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawSunken(g, { x: x0, y: 0, width: m.width, height: m.height }, b.radius, candy ? SUNKEN.candy : SUNKEN.wood);
      const at = { x: x0 + b.padLeft, y: b.padY };
      drawIcon(g, TrophyIcon, b.icon, { colour: 0xd98a00 }, { x: at.x, y: at.y + 3 });
      drawIcon(g, TrophyIcon, b.icon, { colour: 0xffc21a }, at);
    },
    [x0, m.width, m.height, b, candy],
  );
  const textX = x0 + b.padLeft + b.icon + b.gap;
  return (
    <>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={label}
        style={heavyStyle(b.label, paint.ink)}
        anchor={{ x: 0, y: 0.5 }}
        x={textX}
        y={m.height / 2}
        alpha={0.8}
      />
      <pixiText
        text={value}
        style={heavyStyle(b.value, paint.ink)}
        anchor={{ x: 0, y: 0.5 }}
        x={textX + m.l + b.gap}
        y={m.height / 2}
      />
    </>
  );
});

/** The ad offer's button: its size and its two lines' type, fitted to the card. */
function adButtonLayout(line: string, amount: string) {
  const a = RANK.ad;
  const width = BODY_WIDTH - 2 * a.padSide;
  const room = width - 2 * a.button.padX - 2 * TEXT_BUTTON.rim - a.button.icon - a.button.gap;
  const lineSize = fitSize(emOf(line, textButtonStyle(100, Infinity)), room, a.line.fontSize, a.line.minFontSize);
  // A line still too long at the smallest type wraps.
  const lineStyle = textButtonStyle(lineSize, room);
  const lineHeight = Math.ceil(CanvasTextMetrics.measureText(line, lineStyle).height);
  const amountRoom = room - a.amount.coin - a.amount.gap;
  const amountSize = fitSize(
    emOf(amount, textButtonStyle(100, Infinity, C.amount)),
    amountRoom,
    a.amount.fontSize,
    a.amount.minFontSize,
  );
  const amountStyle = textButtonStyle(amountSize, Infinity, C.amount);
  const amountText = ellipsized(amount, amountStyle, amountRoom);
  const amountWidth = Math.ceil(CanvasTextMetrics.measureText(amountText, amountStyle).width);
  const amountHeight = Math.max(a.amount.coin, Math.round(amountSize * a.amount.lineHeight));
  const height = Math.max(a.button.minHeight, 2 * a.button.padY + lineHeight + amountHeight);
  return { width, height, room, lineStyle, lineHeight, amountStyle, amountText, amountWidth, amountHeight };
}

/** The green 'Watch an ad for / (coin) +200 coins' button, centred at (0, y). */
const AdButton = memo(function AdButton({
  line,
  amount,
  text,
  y,
  onWatch,
}: {
  line: string;
  amount: string;
  text: string;
  y: number;
  onWatch: () => void;
}) {
  const a = RANK.ad;
  const m = useMemo(() => adButtonLayout(line, amount), [line, amount]);
  const { root, pressed, handlers, onTop, press } = useCanvasPress(onWatch, false);
  useRedrawOnRender();
  useControl({
    id: 'rank-ad',
    role: 'button',
    name: text,
    text,
    group: GROUP,
    box: { x: -m.width / 2, y: y - m.height / 2, width: m.width, height: m.height },
    press,
    onTop,
  });
  const sink = pressed ? TEXT_BUTTON.ledge - TEXT_BUTTON.pressedLedge : 0;
  const tone = TONES.green;
  const drawnBase = useCallback(
    (g: Graphics) => drawTextButtonBase(g, m.width, m.height, a.button.radius, tone, sink),
    [m.width, m.height, a.button.radius, tone, sink],
  );
  const drawnBody = useCallback(
    (g: Graphics) => {
      drawTextButtonBody(g, m.width, m.height, a.button.radius, tone);
      const s = a.button.icon;
      const x = -m.width / 2 + TEXT_BUTTON.rim + a.button.padX;
      drawIcon(g, VideoIcon, s, { colour: 0x000000, cut: 0x000000 }, { x, y: -s / 2 + 4 });
      drawIcon(g, VideoIcon, s, { colour: 0xffffff, cut: tone.iconCut }, { x, y: -s / 2 });
    },
    [m.width, m.height, a.button, tone],
  );
  // The coin of the amount line, with its drop; the icon's shadow above is drawn at 20%.
  const drawnCoin = useCallback(
    (g: Graphics) => {
      g.clear();
      drawIcon(g, CoinIcon, a.amount.coin, { colour: 0xffffff }, { x: 0, y: 0 });
    },
    [a.amount.coin],
  );
  // The words' column: centred in the room right of the icon.
  const centre = -m.width / 2 + TEXT_BUTTON.rim + a.button.padX + a.button.icon + a.button.gap + m.room / 2;
  const blockTop = -(m.lineHeight + m.amountHeight) / 2;
  const amountRow = a.amount.coin + a.amount.gap + m.amountWidth;
  return (
    <pixiContainer
      ref={root}
      label="rank-ad"
      y={y}
      eventMode="static"
      cursor="pointer"
      hitArea={{ contains: (px: number, py: number) => Math.abs(px) <= m.width / 2 && Math.abs(py) <= m.height / 2 }}
      {...handlers}
    >
      <pixiGraphics draw={drawnBase} />
      <pixiContainer y={sink}>
        <pixiGraphics draw={drawnBody} />
        <pixiText text={line} style={m.lineStyle} anchor={{ x: 0.5, y: 0 }} x={centre} y={blockTop} />
        <pixiContainer x={centre - amountRow / 2} y={blockTop + m.lineHeight}>
          <pixiGraphics draw={drawnCoin} y={(m.amountHeight - a.amount.coin) / 2} />
          <pixiText
            text={m.amountText}
            style={m.amountStyle}
            anchor={{ x: 0, y: 0.5 }}
            x={a.amount.coin + a.amount.gap}
            y={m.amountHeight / 2}
          />
        </pixiContainer>
      </pixiContainer>
    </pixiContainer>
  );
});

/** The rank panel. */
export function RankLayer({ rank, best, loading, onShare, onInvite, onClose, adReward, board }: RankLayerProps) {
  const t = useT();
  const skin = useSkin();
  const paint = skin.panel;
  const candy = skin.id === 'candy';
  const words = rankWords(t, {
    rank,
    best,
    loading,
    invite: onInvite !== undefined,
    adCoins: adReward?.coins ?? null,
    board: board !== undefined,
  });
  const onWatch = adReward?.onWatch;
  const key = JSON.stringify(words);
  const rows = useMemo<PanelRow[]>(
    () => {
      // The host's ranking board where the host draws one (it shows the player's place), else the medal.
      const out: PanelRow[] = [
        board && words.board
          ? {
              key: 'board',
              height: RANK_BOARD_HEIGHT,
              node: <RankBoard board={board} group={GROUP} {...words.board} />,
            }
          : {
              key: 'medal',
              height: RANK.medal.size + RANK.medal.ledge,
              node: (
                <Medal
                  label={words.medalLabel}
                  name={words.medalName}
                  value={words.value}
                  valueSize={words.valueSize}
                />
              ),
            },
      ];
      if (words.note !== null) {
        out.push(textRow({ key: 'note', text: words.note, kind: 'note', paint, group: GROUP, testId: 'rank-note' }));
      }
      out.push({
        key: 'best',
        height: bestSize(words.best.label, words.best.value, paint.ink).height,
        node: <Best {...words.best} paint={paint} candy={candy} />,
      });
      const share = {
        testId: 'rank-share',
        text: words.share,
        group: GROUP,
        tone: 'blue' as const,
        size: 'md' as const,
        icon: ShareIcon,
        onTap: onShare,
      };
      if (words.invite !== null && onInvite) {
        // Share and the round Invite side by side, centred together.
        const maxWidth = PANEL_BUTTON_WIDTH - RANK.rowGap - RANK.invite.size;
        const shareSize = measureTextButton(share.text, 'md', true, maxWidth);
        const height = Math.max(shareSize.height, RANK.invite.size);
        const left = -(shareSize.width + RANK.rowGap + RANK.invite.size) / 2;
        out.push({
          key: 'actions',
          height,
          before: 8,
          node: (
            <>
              <CanvasTextButton {...share} maxWidth={maxWidth} x={left + shareSize.width / 2} y={height / 2} />
              <CanvasButton
                testId="rank-invite"
                label={words.invite}
                group={GROUP}
                x={left + shareSize.width + RANK.rowGap + RANK.invite.size / 2}
                y={height / 2}
                tone="orange"
                icon={VersusIcon}
                iconSize={RANK.invite.icon}
                onTap={onInvite}
              />
            </>
          ),
        });
      } else {
        out.push(textButtonRow('actions', { ...share, maxWidth: PANEL_BUTTON_WIDTH }, { before: 8 }));
      }
      if (words.ad !== null && onWatch) {
        const a = RANK.ad;
        const button = adButtonLayout(words.ad.line, words.ad.amount);
        const height = a.padTop + button.height + a.padBottom;
        out.push({
          key: 'ad',
          height,
          node: (
            <AdCard height={height} candy={candy}>
              <AdButton
                line={words.ad.line}
                amount={words.ad.amount}
                text={words.ad.text}
                y={a.padTop + button.height / 2}
                onWatch={onWatch}
              />
            </AdCard>
          ),
        });
      }
      return out;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words are keyed by what they say
    [key, paint, candy, onShare, onInvite, onWatch, board],
  );
  return (
    <CanvasPanel
      testId={GROUP}
      title={words.title}
      tone="purple"
      entrance="top"
      onClose={onClose}
      closeTestId="rank-close"
      rows={rows}
      padTop={RANK.padTop}
      crown={<Podium />}
    />
  );
}

/** The ad offer's sunken card, the body's width. */
function AdCard({ height, candy, children }: { height: number; candy: boolean; children: React.ReactNode }) {
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawSunken(
        g,
        { x: -BODY_WIDTH / 2, y: 0, width: BODY_WIDTH, height },
        RANK.ad.radius,
        candy ? SUNKEN.candy : SUNKEN.wood,
      );
    },
    [height, candy],
  );
  return (
    <>
      <pixiGraphics draw={drawn} />
      {children}
    </>
  );
}
