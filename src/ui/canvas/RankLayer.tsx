// The rank layer drawn on the canvas: the player's place on the leaderboard (asked of the platform when it
// opens) on a gold medal under a podium (RankMedal.tsx), or the host's own ranking board (RankBoard.tsx), the best
// score, Share (and Invite where the host invites), and the leaderboard's watch-an-ad-for-coins offer
// (RankAdOffer.tsx).
import { CanvasTextMetrics, type Container, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useT } from '../../i18n';
import { PodiumIcon, ShareIcon, TrophyIcon, VersusIcon } from '../icons';
import { useSkin } from '../skin';
import { useCanvasUi } from './canvasUi';
import { CanvasButton } from './CanvasButton';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { CanvasTextButton, measureTextButton, textButtonRow } from './CanvasTextButton';
import { drawIcon } from './iconGraphics';
import { cubicBezier } from './motion';
import { drawSunken, SUNKEN } from './paint';
import { PANEL, type PanelPaint } from './panelLook';
import { textRow } from './panelText';
import { AdButton, AdCard, adButtonLayout } from './RankAdOffer';
import { RankBoard } from './RankBoard';
import { rankBoardRowHeight } from './rankBoardLook';
import { RANK, RANK_GROUP, rankWords, type RankLayerProps } from './rankLook';
import { Medal } from './RankMedal';
import { heavyStyle } from './rankType';
import { useControl } from './useControl';
import { useMotion } from './useMotion';

export type { RankAdReward, RankLayerProps } from './rankLook';
export type { RankBoardView } from './rankBoardLook';

const GROUP = RANK_GROUP;
const POP = cubicBezier(0.34, 1.56, 0.64, 1);
const C = RANK.colours;

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
              height: rankBoardRowHeight(),
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
