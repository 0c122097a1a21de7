// A friend challenge is over (docs/challenges.md): this play's score beside the sender's when a link brought
// one, who did better, and the ways on: challenge a friend with this score, play the same level again, or
// go home. A chunk of its own, fetched when the first challenge ends.
import { challengeVerdict, scoreParts } from '../core/challengeScore';
import { useT, type Translate } from '../i18n';
import { Button } from './Button';
import { formatTimeTaken } from './formatTime';
import { HomeIcon, RestartIcon, ShareIcon, TrophyIcon, VersusIcon } from './icons';
import { Panel } from './Panel';
import { useSkin } from './skin';
import './challenge.css';

/** Props of {@link ChallengeResultLayer}. */
export interface ChallengeResultLayerProps {
  /** This play's score (challengeScore.ts). */
  score: number;
  /** The sender's score and name, when a link brought the challenge. */
  theirs?: { score: number; name: string | null };
  /**
   * The context's scores, best first, where the host keeps them (instant games): shown in place of the two
   * lines above. `me` marks the player's own; a player without a name is 'Your friend'.
   */
  board?: readonly { name: string | null; score: number; me: boolean }[];
  /** The tournament being played in this context: its time left ('Ends in 6d 23h'), the player's rank, share. */
  tournament?: { endsIn: string | null; rank: number | null; onShare: () => void };
  /** Starts a tournament from this play (hosts with tournaments, outside one). */
  onStartTournament?: () => void;
  /** Sends the challenge on with this score (the web's link, or the host's share). */
  onSend: () => void;
  /** Plays the same level again. */
  onAgain: () => void;
  onHome: () => void;
}

/** What a score says: cleared with the time left, or how far the play got. */
export function scoreDetail(score: number, t: Translate): string {
  const parts = scoreParts(score);
  if (!parts) return '';
  return parts.cleared === 1
    ? t('challenge.cleared', { time: formatTimeTaken(parts.secondsLeft * 1000) })
    : t('challenge.progress', { percent: Math.floor(parts.progressPermille / 10) });
}

/** One player's line: who, the score, and what it stands for. */
function ScoreRow({ who, score, best, testId }: { who: string; score: number; best: boolean; testId: string }) {
  const t = useT();
  return (
    <div className={`challenge__row${best ? ' challenge__row--best' : ''}`} data-testid={testId}>
      <span className="challenge__who">
        {best && <TrophyIcon size={40} className="challenge__trophy" />}
        <span className="challenge__name">{who}</span>
      </span>
      <span className="challenge__score" data-testid={`${testId}-score`}>
        {score}
      </span>
      <span className="challenge__detail">{scoreDetail(score, t)}</span>
    </div>
  );
}

/** Rows a context's board shows: the best three, and the player's own when it is further down. */
export const BOARD_ROWS_SHOWN = 3;

/** The challenge's result panel. */
export function ChallengeResultLayer({
  score,
  theirs,
  board,
  tournament,
  onStartTournament,
  onSend,
  onAgain,
  onHome,
}: ChallengeResultLayerProps) {
  const t = useT();
  const skin = useSkin();
  const friend = theirs?.name ?? t('challenge.friend');
  const ranked = board && board.length > 0 ? [...board].sort((a, b) => b.score - a.score) : null;
  const rows = ranked
    ? ranked
        .map((e, i) => ({
          who: e.me ? t('challenge.you') : (e.name ?? t('challenge.friend')),
          score: e.score,
          testId: e.me ? 'challenge-mine' : `challenge-board-${board!.indexOf(e)}`,
          shown: i < BOARD_ROWS_SHOWN || e.me,
        }))
        .filter((row) => row.shown)
    : [
        { who: t('challenge.you'), score, testId: 'challenge-mine' },
        ...(theirs ? [{ who: friend, score: theirs.score, testId: 'challenge-theirs' }] : []),
      ].sort((a, b) => b.score - a.score);
  const top = rows[0]!.score;
  const compared = rows.length > 1;
  // Who did better: against the sender's score, or against the best other score of the context.
  const rival = ranked ? ranked.find((e) => !e.me) : null;
  const against = theirs ?? (rival ? { score: rival.score, name: rival.name } : null);
  const verdict = against ? challengeVerdict(score, against.score) : null;
  const leader = against?.name ?? t('challenge.friend');
  return (
    <Panel
      testId="challenge-result"
      entrance="ordered"
      title={t('challenge.title')}
      tone={verdict === 'behind' ? 'blue' : 'green'}
      className={skin.layerClass || undefined}
    >
      <div className="challenge__badge" aria-hidden="true">
        <VersusIcon size={120} />
      </div>
      <div className="challenge__rows">
        {rows.map((row) => (
          <ScoreRow
            key={row.testId}
            who={row.who}
            score={row.score}
            testId={row.testId}
            best={compared && row.score === top}
          />
        ))}
      </div>
      <p className="panel__text challenge__verdict" data-testid="challenge-verdict">
        {verdict === null
          ? t('challenge.invite')
          : verdict === 'ahead'
            ? t('challenge.ahead')
            : verdict === 'tie'
              ? t('challenge.tie')
              : t('challenge.behind', { name: leader })}
      </p>
      {tournament && (
        <div className="challenge__tournament" data-testid="challenge-tournament">
          <TrophyIcon size={44} className="challenge__trophy" />
          <span className="challenge__tournament-text">
            {tournament.rank !== null && (
              <span className="challenge__tournament-rank">{t('tournament.rank', { rank: tournament.rank })}</span>
            )}
            {tournament.endsIn && <span className="challenge__tournament-time">{tournament.endsIn}</span>}
          </span>
          <Button
            testId="challenge-tournament-share"
            tone="blue"
            size="icon"
            label={t('tournament.share')}
            icon={<ShareIcon size={50} />}
            onTap={tournament.onShare}
          />
        </div>
      )}
      <div className="panel__actions">
        <Button testId="challenge-send" tone="green" size="md" icon={<VersusIcon size={54} />} onTap={onSend}>
          {t('challenge.send')}
        </Button>
        {onStartTournament && (
          <Button
            testId="challenge-tournament-start"
            tone="blue"
            size="md"
            icon={<TrophyIcon size={50} />}
            onTap={onStartTournament}
          >
            {t('tournament.start')}
          </Button>
        )}
        <div className="panel__row">
          <Button testId="challenge-again" tone="orange" size="md" icon={<RestartIcon size={50} />} onTap={onAgain}>
            {t('challenge.again')}
          </Button>
          <Button
            testId="challenge-home"
            tone="blue"
            size="icon"
            label={t('exit.menu')}
            icon={<HomeIcon size={58} />}
            onTap={onHome}
          />
        </div>
      </div>
    </Panel>
  );
}
