// The friend challenge's result layer and its props: this play's score beside the sender's; where the host
// has contexts (instant games) the context's scores, the update sent into it, and its tournament (time left,
// rank, share) or a way to start one.
import { useSelector } from '@xstate/react';
import { lazy, useEffect, useState } from 'react';
import { screenOf } from '../../../machines/screen';
import { useT } from '../../i18n';
import type { ContextScore } from '../../platform/platform';
import { CHALLENGE_BOARD_HEIGHT, rankBoardPixels, type RankBoardView } from '../../ui/canvas/rankBoardLook';
import type { Runtime } from '../runtime';
import { shareCardOf } from '../share';
import { tournamentEndsIn } from '../tournamentEndsIn';
import type { TournamentView } from '../tournamentChallenge';
import { rankWordsOf, useRankBoard } from './hostRankBoard';
import { layer, type LayerEnv } from './registry';

/** A friend challenge's result: a chunk fetched when the first challenge ends. */
const ChallengeResultLayer = lazy(() =>
  import('../../ui/canvas/ChallengeResultLayer').then((m) => ({ default: m.ChallengeResultLayer })),
);

/**
 * Where the host has contexts: once the result shows, the score is posted, the update sent and the context's
 * scores read (src/app/contextChallenge.ts); a tournament being played gets the score too
 * (src/app/tournamentChallenge.ts).
 */
function useChallengeHost(runtime: Runtime, open: boolean) {
  const t = useT();
  const [board, setBoard] = useState<ContextScore[] | null>(null);
  const [tournament, setTournament] = useState<TournamentView | null>(null);
  const inContexts = runtime.platform.supports('context');
  const tournaments = runtime.platform.supports('tournament');
  useEffect(() => {
    if (!open || !inContexts) {
      setBoard(null);
      setTournament(null);
      return;
    }
    let live = true;
    void (async () => {
      const [{ reportContextChallenge }, { postTournamentScore }] = await Promise.all([
        import('../contextChallenge'),
        import('../tournamentChallenge'),
      ]);
      const rows = await reportContextChallenge(runtime, t, await shareCardOf(runtime, t));
      const view = tournaments ? await postTournamentScore(runtime) : null;
      if (!live) return;
      setBoard(rows);
      setTournament(view);
    })();
    return () => {
      live = false;
    };
  }, [open, inContexts, tournaments, runtime, t]);
  const me = runtime.platform.player().id;
  const run = (step: () => Promise<void>) => () => void step();
  return {
    board: board?.map((e) => ({ name: e.name, score: e.score, me: e.playerId === me })),
    sendAgain: inContexts
      ? run(async () => {
          const { challengeAnotherFriend } = await import('../contextChallenge');
          const rows = await challengeAnotherFriend(runtime, t, await shareCardOf(runtime, t));
          if (rows) setBoard(rows);
        })
      : null,
    tournament: tournament && {
      endsIn: tournamentEndsIn(tournament.endsInMs, t),
      rank: tournament.rank,
      onShare: run(async () => {
        const { shareTournament } = await import('../tournamentChallenge');
        await shareTournament(runtime, tournament.id);
      }),
    },
    startTournament:
      tournaments && !tournament
        ? run(async () => {
            const { startTournament } = await import('../tournamentChallenge');
            const view = await startTournament(runtime, t, await shareCardOf(runtime, t));
            if (view) setTournament(view);
          })
        : null,
  };
}

/**
 * Where the host draws rankings (mini-games): each result's score is kept in the host's cloud storage for friends
 * and groups to rank, and a challenge opened from a friend's card shows the friends' scores on it, or the group's
 * when the card was shared in a group, on the host's board in place of the two score lines.
 */
function useChallengeRankBoard(
  runtime: Runtime,
  played: { seed: string; score: number | null; theirs: boolean } | null,
): RankBoardView | undefined {
  const t = useT();
  const board = useRankBoard(runtime);
  const seed = played?.seed ?? null;
  const score = played?.score ?? null;
  const shown = board !== undefined && played?.theirs === true;
  useEffect(() => {
    const { leaderboard } = runtime.platform;
    if (seed === null || score === null || !leaderboard.postChallengeScore) return;
    let live = true;
    void leaderboard.postChallengeScore(seed, score).then(() => {
      // Asked once the score is written, so that the host's answer holds it (the context is given it too).
      if (live && shown)
        leaderboard.getChallengeRank?.({ seed, score }, rankWordsOf(t), rankBoardPixels(CHALLENGE_BOARD_HEIGHT));
    });
    return () => {
      live = false;
      if (shown) runtime.closeRank();
    };
  }, [runtime, seed, score, shown, t]);
  return shown ? board : undefined;
}

function useChallengeResultProps({ runtime }: LayerEnv) {
  const { actor } = runtime;
  const t = useT();
  const open = useSelector(actor, (s) => screenOf(s) === 'challenge-result');
  const challenge = useSelector(actor, (s) => s.context.challenge);
  const host = useChallengeHost(runtime, open && challenge?.score != null);
  const rankBoard = useChallengeRankBoard(
    runtime,
    open && challenge ? { seed: challenge.seed, score: challenge.score, theirs: challenge.theirs != null } : null,
  );
  if (!open || !challenge || challenge.score === null) return null;
  return {
    score: challenge.score,
    ...(challenge.theirs ? { theirs: challenge.theirs } : {}),
    ...(host.board ? { board: host.board } : {}),
    ...(rankBoard ? { rankBoard } : {}),
    ...(host.tournament ? { tournament: host.tournament } : {}),
    ...(host.startTournament ? { onStartTournament: host.startTournament } : {}),
    onSend:
      host.sendAgain ??
      (() =>
        void import('../friendChallenge').then(({ sendChallenge }) =>
          sendChallenge(runtime, t, () => shareCardOf(runtime, t)),
        )),
    // RESTART passes the chart's hearts gate, then its interstitial state.
    onAgain: () => actor.send({ type: 'RESTART' }),
    onHome: () => actor.send({ type: 'HOME' }),
  };
}

export const CHALLENGE_RESULT_LAYER = layer({
  name: 'challenge-result',
  component: ChallengeResultLayer,
  useProps: useChallengeResultProps,
});
