// The rank layer's watch-an-ad offer: a sunken card holding one wide green button of two set lines,
// 'Watch an ad for' over the amount with a coin.
import { CanvasTextMetrics, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo } from 'react';
import { CoinIcon, VideoIcon } from '../icons';
import { TONES } from './buttonLook';
import { useRedrawOnRender } from './canvasUi';
import { drawTextButtonBase, drawTextButtonBody, textButtonStyle } from './CanvasTextButton';
import { drawIcon } from './iconGraphics';
import { drawSunken, SUNKEN } from './paint';
import { BODY_WIDTH, TEXT_BUTTON } from './panelLook';
import { ellipsized } from './panelText';
import { fitSize, RANK, RANK_GROUP as GROUP } from './rankLook';
import { emOf } from './rankType';
import { useCanvasPress } from './useCanvasPress';
import { useControl } from './useControl';

const C = RANK.colours;

/** The ad offer's button: its size and its two lines' type, fitted to the card. */
export function adButtonLayout(line: string, amount: string) {
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
export const AdButton = memo(function AdButton({
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

/** The ad offer's sunken card, the body's width. */
export function AdCard({ height, candy, children }: { height: number; candy: boolean; children: React.ReactNode }) {
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
