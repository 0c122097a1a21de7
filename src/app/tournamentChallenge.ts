// Tournaments of friend challenges (instant games; docs/challenges.md): a finished challenge starts a
// tournament (higher is better, 7 days by default, this play as its first score) and the game continues in
// its context; every challenge played there posts its score; the tournament is shared with its seed and id,
// so a player who opens the share joins it and plays the same level (contextChallenge.ts's
// openEntryChallenge). The result layer shows the time left and the player's rank on the tournament
// context's challenge board.
import { parseChallengeSeed } from '../core/challenge';
import type { Translate } from '../i18n';
import type { TournamentInfo } from '../platform/platform';
import { CHALLENGE_BOARD } from './contextChallenge';
import type { Runtime } from './runtime';

type TournamentRuntime = Pick<Runtime, 'actor' | 'platform'>;

/** What the result layer shows of the tournament being played. */
export interface TournamentView {
  id: string;
  /** Time until it ends, in ms (0 once over); null when the host does not say. */
  endsInMs: number | null;
  /** The player's place among the context's challenge scores; null when unknown. */
  rank: number | null;
}

/** Time left of a tournament at `nowMs`. */
export function tournamentTimeLeft(info: Pick<TournamentInfo, 'endTime'>, nowMs: number): number | null {
  return info.endTime === null ? null : Math.max(0, info.endTime * 1000 - nowMs);
}

/** The challenge just finished: its seed and score, or null before its end. */
function finished(runtime: TournamentRuntime) {
  const { challenge } = runtime.actor.getSnapshot().context;
  const seed = challenge ? parseChallengeSeed(challenge.seed) : null;
  return seed && challenge?.score != null ? { seed, score: challenge.score } : null;
}

async function viewOf(runtime: TournamentRuntime, info: TournamentInfo, now: () => number): Promise<TournamentView> {
  const me = runtime.platform.player().id;
  const mine = (await runtime.platform.context.scores(CHALLENGE_BOARD)).find((e) => e.playerId === me);
  return { id: info.id, endsInMs: tournamentTimeLeft(info, now()), rank: mine?.rank ?? null };
}

/**
 * Starts a tournament from the finished challenge: the host's creation dialog, this play's score first, the
 * seed in its data. The game continues in the tournament's context. Null when refused or failed (nothing lost).
 */
export async function startTournament(
  runtime: TournamentRuntime,
  t: Translate,
  image: string | null,
  now: () => number = Date.now,
): Promise<TournamentView | null> {
  const play = finished(runtime);
  if (!play) return null;
  const info = await runtime.platform.tournament.create({
    initialScore: play.score,
    title: t('tournament.title'),
    ...(image ? { image } : {}),
    data: { challenge: play.seed, score: play.score },
  });
  if (!info) return null;
  await runtime.platform.context.postScore(CHALLENGE_BOARD, play.score);
  return viewOf(runtime, info, now);
}

/**
 * A challenge played in a tournament's context is over: its score is posted to the tournament (every one: the
 * host keeps the best) and to the context's board. Null when no tournament is being played.
 */
export async function postTournamentScore(
  runtime: TournamentRuntime,
  now: () => number = Date.now,
): Promise<TournamentView | null> {
  const play = finished(runtime);
  if (!play) return null;
  const info = await runtime.platform.tournament.getCurrent();
  if (!info) return null;
  await runtime.platform.tournament.postScore(play.score);
  return viewOf(runtime, info, now);
}

/** Shares the tournament with this play's score; whoever opens the share joins it and plays the same level. */
export async function shareTournament(runtime: TournamentRuntime, tournamentId: string): Promise<boolean> {
  const play = finished(runtime);
  if (!play) return false;
  return runtime.platform.tournament.share(play.score, {
    challenge: play.seed,
    score: play.score,
    tournament: tournamentId,
  });
}
