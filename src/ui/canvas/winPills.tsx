// The win panel's pills, drawn on the canvas: the score with its gain chip, a stat (time taken, leaderboard
// score, best time) with its icon, the coins won on a chocolate pill, and the gold 'New best' badge. Each
// measures itself in the real face (so its row knows its size), joins the canvas's controls under its test
// id, and the gain, coins and badge pop in after the panel as the DOM layer's did.
import { CanvasTextMetrics, type Container, type Graphics, type TextStyle } from 'pixi.js';
import { memo, useCallback, useRef } from 'react';
import { CoinIcon, TrophyIcon } from '../icons';
import { ClockIcon } from '../levelIcons';
import { useCanvasUi } from './canvasUi';
import { stageStyle } from './heavyText';
import { drawIcon } from './iconGraphics';
import { cubicBezier } from './motion';
import { drawSunken, SUNKEN, verticalGradient } from './paint';
import type { PanelPaint } from './panelLook';
import { useControl } from './useControl';
import { useMotion } from './useMotion';
import type { WinStat } from './winLook';

const POP = cubicBezier(0.34, 1.56, 0.64, 1);
const GOLD = 0xffc21a;
const GOLD_DEEP = 0xd98a00;

/** Pops `ref` in (0.8 to 1 with an overshoot, fading in) after `delayMs`; a short fade under reduced motion. */
function usePopIn(ref: React.RefObject<Container | null>, delayMs: number, ms = 300): void {
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const total = still ? 200 : delayMs + ms;
  const apply = useCallback(
    (t: number) => {
      const node = ref.current;
      if (!node) return;
      const p = still ? t : Math.min(1, Math.max(0, (t * total - delayMs) / ms));
      node.scale.set(still ? 1 : 0.8 + 0.2 * POP(p));
      node.alpha = p;
    },
    [ref, still, total, delayMs, ms],
  );
  useMotion(apply, { durationMs: total });
}

/** Heavy type of a size and colour, on one line. */
export function pillStyle(fontSize: number, fill: number, weight: '900' | '800' = '900', shadow = false): TextStyle {
  return stageStyle({
    fontWeight: weight,
    fontSize,
    fill,
    ...(shadow ? { dropShadow: { color: 0x000000, alpha: 0.2, angle: Math.PI / 2, distance: 3, blur: 0 } } : {}),
  });
}

const widthOf = (text: string, style: TextStyle) => Math.ceil(CanvasTextMetrics.measureText(text, style).width);

/** A soft sunken pill (the stats' and the score's ground), `w` x `h` from (x, 0). */
function drawGround(g: Graphics, x: number, w: number, h: number, radius: number, candy: boolean): void {
  drawSunken(g, { x, y: 0, width: w, height: h }, radius, candy ? SUNKEN.candy : SUNKEN.wood);
}

/** The score pill's measures: label, value and gain chip. */
const SCORE = {
  padLeft: 36,
  padRight: 22,
  padY: 14,
  gap: 18,
  label: 40,
  value: 64,
  gain: 40,
  chipX: 20,
  chipY: 6,
} as const;

/** The score pill's size for its words. */
export function scorePillSize(label: string, value: string, gain: string, paint: PanelPaint) {
  const l = widthOf(label, pillStyle(SCORE.label, paint.ink, '800'));
  const v = widthOf(value, pillStyle(SCORE.value, paint.ink));
  const g = widthOf(gain, pillStyle(SCORE.gain, 0xffffff, '900', true)) + 2 * SCORE.chipX;
  const height = Math.round(SCORE.value * 1.15) + 2 * SCORE.padY;
  return { l, v, g, width: SCORE.padLeft + l + SCORE.gap + v + SCORE.gap + g + SCORE.padRight, height };
}

/** 'Score 160 (+20)': the gain chip pops in at 0.8 s. */
export const ScorePill = memo(function ScorePill(props: {
  label: string;
  value: string;
  gain: string;
  name: string;
  paint: PanelPaint;
  candy: boolean;
}) {
  const { label, value, gain, name, paint, candy } = props;
  const m = scorePillSize(label, value, gain, paint);
  const x0 = -m.width / 2;
  useControl({
    id: 'win-score',
    role: 'text',
    name,
    group: 'win',
    box: { x: x0, y: 0, width: m.width, height: m.height },
  });
  const chipX = x0 + SCORE.padLeft + m.l + SCORE.gap + m.v + SCORE.gap;
  const chipH = Math.round(SCORE.gain * 1.15) + 2 * SCORE.chipY;
  useControl({
    id: 'win-gain',
    role: 'text',
    name: gain,
    group: 'win',
    box: { x: chipX, y: (m.height - chipH) / 2, width: m.g, height: chipH },
  });
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawGround(g, x0, m.width, m.height, 40, candy);
    },
    [x0, m.width, m.height, candy],
  );
  const drawnChip = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-m.g / 2, -chipH / 2 + 5, m.g, chipH, 26).fill(0x287a16);
      g.roundRect(-m.g / 2, -chipH / 2, m.g, chipH, 26).fill(verticalGradient(0x8ee65a, 0x3fb328));
    },
    [m.g, chipH],
  );
  const chip = useRef<Container>(null);
  usePopIn(chip, 800);
  const mid = m.height / 2;
  return (
    <>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={label}
        style={pillStyle(SCORE.label, paint.ink, '800')}
        anchor={{ x: 0, y: 0.5 }}
        x={x0 + SCORE.padLeft}
        y={mid}
        alpha={0.8}
      />
      <pixiText
        text={value}
        style={pillStyle(SCORE.value, paint.ink)}
        anchor={{ x: 0, y: 0.5 }}
        x={x0 + SCORE.padLeft + m.l + SCORE.gap}
        y={mid}
      />
      <pixiContainer ref={chip} x={chipX + m.g / 2} y={mid}>
        <pixiGraphics draw={drawnChip} />
        <pixiText text={gain} style={pillStyle(SCORE.gain, 0xffffff, '900', true)} anchor={0.5} y={-2} />
      </pixiContainer>
    </>
  );
});

/** A stat pill's measures; a column of them is set a little smaller. */
const STAT = { icon: 40, gap: 12, padLeft: 16, padRight: 26, padY: 10, font: 34, columnFont: 30, radius: 32 } as const;

/** A stat pill's size for its words. */
export function statSize(text: string, column: boolean, ink: number) {
  const font = column ? STAT.columnFont : STAT.font;
  const w = widthOf(text, pillStyle(font, ink));
  return { width: STAT.padLeft + STAT.icon + STAT.gap + w + STAT.padRight, height: STAT.icon + 2 * STAT.padY, font };
}

/** An icon and its words on a soft pill, centred on x = `cx`. */
export const StatPill = memo(function StatPill({
  stat,
  column,
  paint,
  candy,
  cx = 0,
}: {
  stat: WinStat;
  column: boolean;
  paint: PanelPaint;
  candy: boolean;
  cx?: number;
}) {
  const ink = candy ? 0x6e3418 : paint.ink;
  const m = statSize(stat.text, column, ink);
  const x0 = cx - m.width / 2;
  useControl({
    id: stat.id,
    role: 'text',
    name: stat.text,
    group: 'win',
    box: { x: x0, y: 0, width: m.width, height: m.height },
  });
  const Icon = stat.icon === 'clock' ? ClockIcon : TrophyIcon;
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawGround(g, x0, m.width, m.height, STAT.radius, candy);
      const at = { x: x0 + STAT.padLeft, y: STAT.padY };
      if (stat.gold) drawIcon(g, Icon, STAT.icon, { colour: GOLD_DEEP }, { x: at.x, y: at.y + 3 });
      drawIcon(g, Icon, STAT.icon, { colour: stat.gold ? GOLD : candy ? 0xe0317a : 0xa85c24 }, at);
    },
    [x0, m.width, m.height, candy, stat.gold, Icon],
  );
  return (
    <>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={stat.text}
        style={pillStyle(m.font, ink)}
        anchor={{ x: 0, y: 0.5 }}
        x={x0 + STAT.padLeft + STAT.icon + STAT.gap}
        y={m.height / 2}
      />
    </>
  );
});

/** The coins pill's measures (a coin and '+100' in white on chocolate). */
const COINS = { coin: 62, gap: 8, padLeft: 6, padRight: 26, padY: 4, border: 5, font: 44 } as const;

/** The coins pill's size for its words. */
export function coinsSize(text: string) {
  const w = widthOf(text, pillStyle(COINS.font, 0xffffff));
  return {
    width: 2 * COINS.border + COINS.padLeft + COINS.coin + COINS.gap + w + COINS.padRight,
    height: 2 * COINS.border + 2 * COINS.padY + COINS.coin,
  };
}

/** The coins won: pops in at 0.7 s. Announced as 'N coins', reads '+N'. */
export const CoinsPill = memo(function CoinsPill({ text, name, cx = 0 }: { text: string; name: string; cx?: number }) {
  const m = coinsSize(text);
  useControl({
    id: 'win-coins',
    role: 'text',
    name,
    text,
    group: 'win',
    box: { x: cx - m.width / 2, y: 0, width: m.width, height: m.height },
  });
  const drawn = useCallback(
    (g: Graphics) => {
      const x = -m.width / 2;
      const y = -m.height / 2;
      g.clear();
      g.roundRect(x, y + 6, m.width, m.height, m.height / 2).fill({ color: 0x3c1900, alpha: 0.45 });
      g.roundRect(x, y, m.width, m.height, m.height / 2).fill(0x4a1d0c);
      const b = COINS.border;
      g.roundRect(x + b, y + b, m.width - 2 * b, m.height - 2 * b, m.height / 2 - b).fill(
        verticalGradient(0x8b4a2b, 0x5e2c16),
      );
      drawIcon(g, CoinIcon, COINS.coin, { colour: 0xffffff }, { x: x + b + COINS.padLeft, y: y + b + COINS.padY });
    },
    [m.width, m.height],
  );
  const node = useRef<Container>(null);
  usePopIn(node, 700);
  return (
    <pixiContainer ref={node} x={cx} y={m.height / 2}>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={text}
        style={pillStyle(COINS.font, 0xffffff)}
        anchor={{ x: 0, y: 0.5 }}
        x={-m.width / 2 + COINS.border + COINS.padLeft + COINS.coin + COINS.gap}
        y={-1}
      />
    </pixiContainer>
  );
});

/** The badge's measures (a trophy and 'New best!' on a gold pill, tilted 3 degrees). */
const BADGE = { icon: 46, gap: 12, padLeft: 20, padRight: 30, padY: 10, font: 40, radius: 34 } as const;

/** The badge's size for its words. */
export function badgeSize(text: string) {
  const w = widthOf(text, pillStyle(BADGE.font, 0x7a3d00));
  return { width: BADGE.padLeft + BADGE.icon + BADGE.gap + w + BADGE.padRight, height: BADGE.icon + 2 * BADGE.padY };
}

/** 'New best!' or 'New best time!': pops in at 0.95 s. */
export const BestBadge = memo(function BestBadge({ text }: { text: string }) {
  const m = badgeSize(text);
  useControl({
    id: 'win-best',
    role: 'text',
    name: text,
    group: 'win',
    box: { x: -m.width / 2, y: 0, width: m.width, height: m.height },
  });
  const drawn = useCallback(
    (g: Graphics) => {
      const x = -m.width / 2;
      const y = -m.height / 2;
      g.clear();
      g.roundRect(x, y + 12, m.width, m.height, BADGE.radius).fill({ color: 0x461c00, alpha: 0.2 });
      g.roundRect(x, y + 6, m.width, m.height, BADGE.radius).fill(0xc27600);
      g.roundRect(x, y, m.width, m.height, BADGE.radius).fill(verticalGradient(0xffe16a, 0xffb300));
      drawIcon(g, TrophyIcon, BADGE.icon, { colour: 0x7a3d00 }, { x: x + BADGE.padLeft, y: y + BADGE.padY });
    },
    [m.width, m.height],
  );
  const node = useRef<Container>(null);
  usePopIn(node, 950, 320);
  return (
    <pixiContainer y={m.height / 2}>
      <pixiContainer ref={node} angle={-3}>
        <pixiGraphics draw={drawn} />
        <pixiText
          text={text}
          style={pillStyle(BADGE.font, 0x7a3d00)}
          anchor={{ x: 0, y: 0.5 }}
          x={-m.width / 2 + BADGE.padLeft + BADGE.icon + BADGE.gap}
          y={-1}
        />
      </pixiContainer>
    </pixiContainer>
  );
});
