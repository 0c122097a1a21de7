// What the friend challenge's result says (docs/challenges.md): the scores best first, each with who played
// it and what it stands for, the trophy on the best when there are two or more; who did better; the
// tournament's rank and time left; and the buttons. Pure: the canvas layer draws it, the tests pin it.
import { challengeVerdict, scoreParts } from '../../core/challengeScore';
import type { Translate } from '../../i18n';
import { formatTimeTaken } from '../formatTime';

/** Rows a context's board shows: the best three, and the player's own when it is further down. */
export const BOARD_ROWS_SHOWN = 3;

/** What the result is opened with (the layer's props without their handlers). */
export interface ChallengeInput {
  score: number;
  theirs?: { score: number; name: string | null };
  board?: readonly { name: string | null; score: number; me: boolean }[];
  tournament?: { endsIn: string | null; rank: number | null };
  startTournament: boolean;
}

/** One player's line. */
export interface ChallengeRow {
  testId: string;
  who: string;
  score: number;
  /** What the score stands for: cleared with the time left, or how far the play got. */
  detail: string;
  /** The best of two or more: the trophy and the gold ground. */
  best: boolean;
}

/** The result's words. */
export interface ChallengeContent {
  title: string;
  tone: 'green' | 'blue';
  rows: ChallengeRow[];
  verdict: string;
  tournament: { rank: string | null; endsIn: string | null; share: string } | null;
  send: string;
  startTournament: string | null;
  again: string;
  home: string;
}

/** What a score says: cleared with the time left, or how far the play got. */
export function scoreDetail(score: number, t: Translate): string {
  const parts = scoreParts(score);
  if (!parts) return '';
  return parts.cleared === 1
    ? t('challenge.cleared', { time: formatTimeTaken(parts.secondsLeft * 1000) })
    : t('challenge.progress', { percent: Math.floor(parts.progressPermille / 10) });
}

/** The challenge's result for `input`, in the player's language. */
export function challengeContent(t: Translate, input: ChallengeInput): ChallengeContent {
  const { score, theirs, board } = input;
  const friend = theirs?.name ?? t('challenge.friend');
  const ranked = board && board.length > 0 ? [...board].sort((a, b) => b.score - a.score) : null;
  const lines = ranked
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
  const top = lines[0]!.score;
  const compared = lines.length > 1;
  // Who did better: against the sender's score, or against the best other score of the context.
  const rival = ranked ? ranked.find((e) => !e.me) : null;
  const against = theirs ?? (rival ? { score: rival.score, name: rival.name } : null);
  const verdict = against ? challengeVerdict(score, against.score) : null;
  const leader = against?.name ?? t('challenge.friend');
  return {
    title: t('challenge.title'),
    tone: verdict === 'behind' ? 'blue' : 'green',
    rows: lines.map((line) => ({
      testId: line.testId,
      who: line.who,
      score: line.score,
      detail: scoreDetail(line.score, t),
      best: compared && line.score === top,
    })),
    verdict:
      verdict === null
        ? t('challenge.invite')
        : verdict === 'ahead'
          ? t('challenge.ahead')
          : verdict === 'tie'
            ? t('challenge.tie')
            : t('challenge.behind', { name: leader }),
    tournament: input.tournament
      ? {
          rank: input.tournament.rank !== null ? t('tournament.rank', { rank: input.tournament.rank }) : null,
          endsIn: input.tournament.endsIn,
          share: t('tournament.share'),
        }
      : null,
    send: t('challenge.send'),
    startTournament: input.startTournament ? t('tournament.start') : null,
    again: t('challenge.again'),
    home: t('exit.menu'),
  };
}
