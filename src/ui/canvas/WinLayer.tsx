// The win celebration drawn on the canvas: sun rays and confetti behind the panel, three stars popping in over
// it, the level (or the daily challenge's date), the score with its gain or the candy game's column of time,
// leaderboard score and coins, the first win of the day's bonus, the best time and a 'New best' badge, then
// Next (or back to the calendar) and Share.
import { useMemo } from 'react';
import { useT } from '../../i18n';
import { CalendarIcon, PlayIcon, ShareIcon } from '../icons';
import { useSkin, useTapGate } from '../skin';
import { useCanvasUi } from './canvasUi';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { textButtonRow } from './CanvasTextButton';
import { BODY_WIDTH, type PanelPaint } from './panelLook';
import { textRow } from './panelText';
import { WinDecor, WinStars } from './winDecor';
import { winContent, type WinFacts, type WinRow } from './winLook';
import { BestBadge, badgeSize, coinsSize, CoinsPill, scorePillSize, ScorePill, StatPill, statSize } from './winPills';

/** Props of {@link WinLayer}. */
export interface WinLayerProps extends WinFacts {
  /** Next (or, for a daily challenge, back to the calendar). */
  onNext: () => void;
  /** Shows a Share button under Next. */
  onShare?: () => void;
}

const GROUP = 'win';
const STATS_GAP = 18;
const COLUMN_GAP = 14;

/** A panel row for one of the win's rows. */
function rowOf(
  row: WinRow,
  i: number,
  paint: PanelPaint,
  candy: boolean,
  column: boolean,
  previous: WinRow | undefined,
): PanelRow {
  const key = `${row.kind}-${i}`;
  switch (row.kind) {
    case 'level':
      return textRow({ key, text: row.text, kind: 'title', paint, group: GROUP, testId: 'win-level' });
    case 'score':
      return {
        key,
        height: scorePillSize(row.label, row.value, row.gain, paint).height,
        node: <ScorePill {...row} paint={paint} candy={candy} />,
      };
    case 'stat': {
      const inColumn = column && row.stat.id !== 'win-best-time';
      const before = inColumn && (previous?.kind === 'stat' || previous?.kind === 'coins') ? COLUMN_GAP - 26 : 0;
      return {
        key,
        height: statSize(row.stat.text, inColumn, paint.ink).height,
        before,
        node: <StatPill stat={row.stat} column={inColumn} paint={paint} candy={candy} />,
      };
    }
    case 'coins': {
      const before = column && previous?.kind === 'stat' ? COLUMN_GAP - 26 : 0;
      return { key, height: coinsSize(row.text).height, before, node: <CoinsPill text={row.text} name={row.name} /> };
    }
    case 'stats': {
      // Side by side when they fit the body's width, else one under the other (the DOM's wrapping flex row).
      const stats = row.stats.map((stat) => ({ stat, ...statSize(stat.text, false, paint.ink) }));
      const coins = row.coins ? coinsSize(row.coins.text) : null;
      const widths = [...stats.map((s) => s.width), ...(coins ? [coins.width] : [])];
      const heights = [...stats.map((s) => s.height), ...(coins ? [coins.height] : [])];
      const oneLine = widths.reduce((a, b) => a + b, 0) + STATS_GAP * (widths.length - 1) <= BODY_WIDTH;
      if (oneLine) {
        const height = Math.max(...heights);
        let x = -(widths.reduce((a, b) => a + b, 0) + STATS_GAP * (widths.length - 1)) / 2;
        const xs = widths.map((w) => {
          const cx = x + w / 2;
          x += w + STATS_GAP;
          return cx;
        });
        return {
          key,
          height,
          node: (
            <>
              {stats.map((s, j) => (
                <pixiContainer key={s.stat.id} y={(height - s.height) / 2}>
                  <StatPill stat={s.stat} column={false} paint={paint} candy={candy} cx={xs[j]!} />
                </pixiContainer>
              ))}
              {row.coins && coins && (
                <pixiContainer y={(height - coins.height) / 2}>
                  <CoinsPill text={row.coins.text} name={row.coins.name} cx={xs[stats.length]!} />
                </pixiContainer>
              )}
            </>
          ),
        };
      }
      let y = 0;
      const tops = heights.map((h) => {
        const top = y;
        y += h + 16;
        return top;
      });
      return {
        key,
        height: y - 16,
        node: (
          <>
            {stats.map((s, j) => (
              <pixiContainer key={s.stat.id} y={tops[j]!}>
                <StatPill stat={s.stat} column={false} paint={paint} candy={candy} />
              </pixiContainer>
            ))}
            {row.coins && (
              <pixiContainer y={tops[stats.length]!}>
                <CoinsPill text={row.coins.text} name={row.coins.name} />
              </pixiContainer>
            )}
          </>
        ),
      };
    }
    case 'bonus':
      return textRow({
        key,
        text: row.text,
        kind: 'long',
        paint,
        group: GROUP,
        testId: 'win-bonus',
        colour: 0x2f8a1c,
        before: -8,
      });
    case 'badge':
      return { key, height: badgeSize(row.text).height, node: <BestBadge text={row.text} /> };
  }
}

/** The win panel. */
export function WinLayer({
  level,
  score,
  scoreGain,
  bestBeaten = false,
  onNext,
  daily,
  timeTakenMs,
  coinsGain,
  onShare,
  bestTime,
  firstWinBonus,
}: WinLayerProps) {
  const t = useT();
  const skin = useSkin();
  const ui = useCanvasUi();
  const gate = useTapGate();
  const candy = skin.id === 'candy';
  const paint = skin.panel;
  const content = winContent(t, skin, {
    level,
    score,
    scoreGain,
    bestBeaten,
    ...(bestTime ? { bestTime } : {}),
    ...(firstWinBonus !== undefined ? { firstWinBonus } : {}),
    ...(daily ? { daily } : {}),
    ...(timeTakenMs !== undefined ? { timeTakenMs } : {}),
    ...(coinsGain !== undefined ? { coinsGain } : {}),
    share: onShare !== undefined,
  });
  // The content is made afresh each render; its words key the rows.
  const key = JSON.stringify(content);
  const rows = useMemo<PanelRow[]>(
    () => {
      const column = skin.win.stats === 'column';
      const body = content.rows.map((row, i) => rowOf(row, i, paint, candy, column, content.rows[i - 1]));
      const buttons = [
        textButtonRow(
          'next',
          {
            testId: 'win-next',
            text: content.next.text,
            group: GROUP,
            tone: 'green',
            size: 'lg',
            icon: content.next.icon === 'calendar' ? CalendarIcon : PlayIcon,
            maxWidth: PANEL_BUTTON_WIDTH,
            ...(onShare ? { gate } : {}),
            onTap: onNext,
          },
          { before: 8 },
        ),
        ...(content.share !== null && onShare
          ? [
              textButtonRow(
                'share',
                {
                  testId: 'win-share',
                  text: content.share,
                  group: GROUP,
                  tone: 'blue',
                  size: 'md',
                  icon: ShareIcon,
                  maxWidth: PANEL_BUTTON_WIDTH,
                  gate,
                  onTap: onShare,
                },
                { before: 2 },
              ),
            ]
          : []),
      ];
      return [...body, ...buttons];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the content is keyed by its words
    [key, paint, candy, skin.win.stats, gate, onNext, onShare],
  );
  const screen = ui.screen;
  const decor = useMemo(() => <WinDecor screen={screen} />, [screen]);
  return (
    <CanvasPanel
      testId={GROUP}
      title={content.title}
      tone="green"
      rows={rows}
      padTop={120}
      decor={decor}
      crown={<WinStars name={content.stars} />}
    />
  );
}
