// A friend challenge is over (docs/challenges.md), drawn on the canvas: this play's score beside the sender's
// when a link brought one (or the context's best scores on instant games), who did better, the tournament's
// rank and time left with a share button, and the ways on: challenge a friend with this score, start a
// tournament, play the same level again, or go home. A chunk of its own, fetched when the first challenge ends.
import { CanvasTextMetrics, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo } from 'react';
import { useT } from '../../i18n';
import { HomeIcon, ShareIcon, TrophyIcon, VersusIcon } from '../icons';
import { RestartIcon } from '../levelIcons';
import { useSkin, useTapGate } from '../skin';
import { CanvasButton } from './CanvasButton';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { CanvasTextButton, measureTextButton, textButtonRow } from './CanvasTextButton';
import { challengeContent, type ChallengeRow } from './challengeLook';
import { drawIcon } from './iconGraphics';
import { drawSunken, verticalGradient } from './paint';
import { BODY_WIDTH, type PanelPaint } from './panelLook';
import { ellipsized, textRow } from './panelText';
import { useControl } from './useControl';
import { pillStyle } from './winPills';
import { RankBoard } from './RankBoard';
import { rankBoardWords } from './rankLook';
import { CHALLENGE_BOARD_HEIGHT, rankBoardRowHeight, type RankBoardView } from './rankBoardLook';

/** Props of {@link ChallengeResultLayer}. */
export interface ChallengeResultLayerProps {
  /** This play's score (challengeScore.ts). */
  score: number;
  /** The sender's score and name, when a link brought the challenge. */
  theirs?: { score: number; name: string | null };
  /** The context's scores, where the host keeps them (instant games): shown in place of the two lines. */
  board?: readonly { name: string | null; score: number; me: boolean }[];
  /**
   * The host's own ranking of this challenge (mini-games: the friends' or the group's scores, drawn by the host on
   * its canvas): shown in place of the badge and the score lines.
   */
  rankBoard?: RankBoardView;
  /** The tournament being played in this context: its time left, the player's rank, share. */
  tournament?: { endsIn: string | null; rank: number | null; onShare: () => void };
  /** Starts a tournament from this play (hosts with tournaments, outside one). */
  onStartTournament?: () => void;
  /** Sends the challenge on with this score (the web's link, or the host's share). */
  onSend: () => void;
  /** Plays the same level again. */
  onAgain: () => void;
  onHome: () => void;
}

const GROUP = 'challenge-result';
const BADGE = 170;
/** A score line: 14 px above and below, 28 px at the sides; the name and score over the detail. */
const LINE = { padX: 28, padY: 14, who: 40, score: 58, detail: 30, trophy: 40, gap: 10, radius: 34 } as const;
/** A line's brown ground and its top shade. */
const LINE_GROUND = { color: 0x5a2805, alpha: 0.12 } as const;
const LINE_HEIGHT = 2 * LINE.padY + Math.round(LINE.score * 1.05) + Math.round(LINE.detail * 1.2);

function drawBadge(g: Graphics): void {
  const r = BADGE / 2;
  g.clear();
  g.circle(0, r + 8, r).fill(0x1c5fa8);
  g.circle(0, r, r).fill(verticalGradient(0x8fd0ff, 0x2f86e0));
  drawIcon(g, VersusIcon, 120, { colour: 0xffffff }, { x: -60, y: r - 60 });
}

const Badge = memo(function Badge() {
  return <pixiGraphics draw={drawBadge} />;
});

/** One player's line: who (with the trophy on the best), the score, and what it stands for. */
const ScoreLine = memo(function ScoreLine({ row, paint }: { row: ChallengeRow; paint: PanelPaint }) {
  const whoStyle = pillStyle(LINE.who, paint.ink, '800');
  const scoreStyle = pillStyle(LINE.score, paint.ink);
  const detailStyle = pillStyle(LINE.detail, paint.note.color, '800');
  const x0 = -BODY_WIDTH / 2;
  const score = String(row.score);
  const scoreWidth = Math.ceil(CanvasTextMetrics.measureText(score, scoreStyle).width);
  const nameX = x0 + LINE.padX + (row.best ? LINE.trophy + LINE.gap : 0);
  // The name takes what the score leaves of the line (18 px between them), cut with an ellipsis past that.
  const name = ellipsized(row.who, whoStyle, -x0 - LINE.padX - scoreWidth - 18 - nameX);
  const detail = ellipsized(row.detail, detailStyle, BODY_WIDTH - 2 * LINE.padX);
  const top = Math.round(LINE.score * 1.05) / 2 + LINE.padY;
  useControl({
    id: row.testId,
    role: 'text',
    name: `${row.who} ${score} ${row.detail}`,
    group: GROUP,
    box: { x: x0, y: 0, width: BODY_WIDTH, height: LINE_HEIGHT },
  });
  useControl({
    id: `${row.testId}-score`,
    role: 'text',
    name: score,
    group: GROUP,
    box: { x: -x0 - LINE.padX - scoreWidth, y: LINE.padY, width: scoreWidth, height: Math.round(LINE.score * 1.05) },
  });
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      const box = { x: x0, y: 0, width: BODY_WIDTH, height: LINE_HEIGHT };
      // The best line on gold, the others on the wood's brown; both with the shade along their top.
      if (row.best) {
        g.roundRect(x0, 0, BODY_WIDTH, LINE_HEIGHT, LINE.radius).fill(
          verticalGradient('rgba(255,214,92,0.55)', 'rgba(255,186,40,0.45)'),
        );
      }
      drawSunken(g, box, LINE.radius, { fill: row.best ? null : LINE_GROUND, inset: LINE_GROUND });
      if (row.best) {
        drawIcon(g, TrophyIcon, LINE.trophy, { colour: 0xd98a00 }, { x: x0 + LINE.padX, y: top - LINE.trophy / 2 });
      }
    },
    [row.best, x0, top],
  );
  return (
    <>
      <pixiGraphics draw={drawn} />
      <pixiText text={name} style={whoStyle} anchor={{ x: 0, y: 0.5 }} x={nameX} y={top} />
      <pixiText text={score} style={scoreStyle} anchor={{ x: 1, y: 0.5 }} x={-x0 - LINE.padX} y={top} />
      <pixiText
        text={detail}
        style={detailStyle}
        anchor={{ x: 0, y: 0 }}
        x={x0 + LINE.padX}
        y={LINE.padY + Math.round(LINE.score * 1.05)}
        alpha={0.8}
      />
    </>
  );
});

/** The tournament strip: a trophy, the rank over the time left, and a round share button. */
const TOURNAMENT = { height: 136, padLeft: 24, padRight: 14, trophy: 44, gap: 14, rank: 34, time: 28 } as const;
const TournamentStrip = memo(function TournamentStrip(props: {
  rank: string | null;
  endsIn: string | null;
  share: string;
  onShare: () => void;
  paint: PanelPaint;
}) {
  const { rank, endsIn, share, onShare, paint } = props;
  const x0 = -BODY_WIDTH / 2;
  const textX = x0 + TOURNAMENT.padLeft + TOURNAMENT.trophy + TOURNAMENT.gap;
  const shareX = -x0 - TOURNAMENT.padRight - 58;
  const room = shareX - 58 - TOURNAMENT.gap - textX;
  const rankStyle = pillStyle(TOURNAMENT.rank, paint.ink);
  const timeStyle = pillStyle(TOURNAMENT.time, paint.note.color, '800');
  const words = [rank, endsIn].filter((w): w is string => w !== null);
  useControl({
    id: 'challenge-tournament',
    role: 'text',
    name: words.join(' '),
    group: GROUP,
    box: { x: x0, y: 0, width: BODY_WIDTH, height: TOURNAMENT.height },
  });
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(x0, 0, BODY_WIDTH, TOURNAMENT.height, 34).fill({ color: 0x2f86e0, alpha: 0.14 });
      drawIcon(
        g,
        TrophyIcon,
        TOURNAMENT.trophy,
        { colour: 0xd98a00 },
        {
          x: x0 + TOURNAMENT.padLeft,
          y: TOURNAMENT.height / 2 - TOURNAMENT.trophy / 2,
        },
      );
    },
    [x0],
  );
  const mid = TOURNAMENT.height / 2;
  return (
    <>
      <pixiGraphics draw={drawn} />
      {rank !== null && (
        <pixiText
          text={ellipsized(rank, rankStyle, room)}
          style={rankStyle}
          anchor={{ x: 0, y: endsIn ? 1 : 0.5 }}
          x={textX}
          y={endsIn ? mid + 4 : mid}
        />
      )}
      {endsIn !== null && (
        <pixiText
          text={ellipsized(endsIn, timeStyle, room)}
          style={timeStyle}
          anchor={{ x: 0, y: rank ? 0 : 0.5 }}
          x={textX}
          y={rank ? mid + 4 : mid}
          alpha={0.8}
        />
      )}
      <CanvasButton
        testId="challenge-tournament-share"
        label={share}
        group={GROUP}
        x={shareX}
        y={mid}
        tone="blue"
        icon={ShareIcon}
        iconSize={50}
        onTap={onShare}
      />
    </>
  );
});

/** The challenge's result panel. */
export function ChallengeResultLayer({
  score,
  theirs,
  board,
  rankBoard,
  tournament,
  onStartTournament,
  onSend,
  onAgain,
  onHome,
}: ChallengeResultLayerProps) {
  const t = useT();
  const skin = useSkin();
  const gate = useTapGate();
  const paint = skin.panel;
  const content = challengeContent(t, {
    score,
    ...(theirs ? { theirs } : {}),
    ...(board ? { board } : {}),
    ...(tournament ? { tournament: { endsIn: tournament.endsIn, rank: tournament.rank } } : {}),
    startTournament: onStartTournament !== undefined,
  });
  const key = JSON.stringify(content);
  const onShareTournament = tournament?.onShare;
  const rows = useMemo<PanelRow[]>(
    () => {
      const again = measureTextButton(content.again, 'md', true, PANEL_BUTTON_WIDTH).width;
      const total = again + 36 + 116;
      return [
        ...(rankBoard
          ? [
              {
                key: 'rank-board',
                height: rankBoardRowHeight(CHALLENGE_BOARD_HEIGHT),
                node: (
                  <RankBoard board={rankBoard} group={GROUP} height={CHALLENGE_BOARD_HEIGHT} {...rankBoardWords(t)} />
                ),
              },
            ]
          : [
              { key: 'badge', height: BADGE + 8, node: <Badge /> },
              ...content.rows.map((row, i) => ({
                key: row.testId,
                height: LINE_HEIGHT,
                ...(i > 0 ? { before: 14 - 26 } : {}),
                node: <ScoreLine row={row} paint={paint} />,
              })),
            ]),
        textRow({
          key: 'verdict',
          text: content.verdict,
          kind: 'text',
          paint,
          group: GROUP,
          testId: 'challenge-verdict',
        }),
        ...(content.tournament && onShareTournament
          ? [
              {
                key: 'tournament',
                height: TOURNAMENT.height,
                node: <TournamentStrip {...content.tournament} onShare={onShareTournament} paint={paint} />,
              },
            ]
          : []),
        textButtonRow(
          'send',
          {
            testId: 'challenge-send',
            text: content.send,
            group: GROUP,
            tone: 'green',
            size: 'md',
            icon: VersusIcon,
            maxWidth: PANEL_BUTTON_WIDTH,
            gate,
            onTap: onSend,
          },
          { before: 8 },
        ),
        ...(content.startTournament !== null && onStartTournament
          ? [
              textButtonRow(
                'start',
                {
                  testId: 'challenge-tournament-start',
                  text: content.startTournament,
                  group: GROUP,
                  tone: 'blue',
                  size: 'md',
                  icon: TrophyIcon,
                  maxWidth: PANEL_BUTTON_WIDTH,
                  gate,
                  onTap: onStartTournament,
                },
                { before: 2 },
              ),
            ]
          : []),
        {
          key: 'again-home',
          height: 116,
          before: 2,
          node: (
            <>
              <CanvasTextButton
                testId="challenge-again"
                text={content.again}
                group={GROUP}
                x={-total / 2 + again / 2}
                y={58}
                tone="orange"
                size="md"
                icon={RestartIcon}
                maxWidth={PANEL_BUTTON_WIDTH}
                gate={gate}
                onTap={onAgain}
              />
              <CanvasButton
                testId="challenge-home"
                label={content.home}
                group={GROUP}
                x={total / 2 - 58}
                y={58}
                tone="blue"
                icon={HomeIcon}
                iconSize={58}
                gate={gate}
                onTap={onHome}
              />
            </>
          ),
        },
      ];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the content is keyed by its words
    [key, paint, gate, onSend, onStartTournament, onAgain, onHome, onShareTournament, rankBoard, t],
  );
  return <CanvasPanel testId={GROUP} title={content.title} tone={content.tone} entrance="ordered" rows={rows} />;
}
