// Official tournaments (instant games; docs/challenges.md): the package names the set its server runs
// (`npm run package -- instant --tournament-set-key=…`); at start the qualifying fetch (spec 7: setKey, code 0,
// retried after 1 s, at most 3 more times) asks which tournament to join, and the menu offers it while it runs.
// Playing it joins the tournament (the host moves the game into its context) and plays its challenge: one
// level made from the tournament's id, the same for everyone there. The score is posted as any tournament
// challenge's is (tournamentChallenge.ts).
import { tournamentRuns, tournamentSeed, type OfficialTournament } from '../core/challenge';
import { device } from '../platform/currentDevice';
import type { Platform } from '../platform/platform';
import type { Runtime } from './runtime';

/** The package option naming the server's tournament set; without it the game offers no official tournament. */
export const TOURNAMENT_SET_KEY_OPTION = 'tournament-set-key';

/** What the player reads when the menu's tournament cannot be played (English: the toast translates it). */
export const OFFICIAL_TOURNAMENT_TIPS = {
  over: 'This tournament has ended',
  refused: 'Could not join the tournament',
} as const;

/** The longest wait a timer keeps (setTimeout's 2^31 − 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;

type OfficialRuntime = Pick<Runtime, 'actor' | 'platform'> & { toasts: Pick<Runtime['toasts'], 'show'> };

/**
 * Asks the game's server for its official tournament and offers it on the menu when one runs. Nothing is
 * asked on a host without tournaments or without a set key; a failed fetch (after its retries) offers none.
 */
export async function offerOfficialTournament(
  runtime: Pick<Runtime, 'actor'> & { platform: Pick<Platform, 'supports' | 'tournament'> },
  setKey: string | undefined,
  now: () => number = () => device().timers.now(),
): Promise<OfficialTournament | null> {
  if (!setKey || !runtime.platform.supports('tournament')) return null;
  const found = await runtime.platform.tournament.fetchQualifying(setKey);
  const offered = found && tournamentRuns(found, now()) ? found : null;
  runtime.actor.send({ type: 'TOURNAMENT_OFFERED', tournament: offered });
  // Taken off the menu when it ends (a timer's longest wait is about 24 days; one ending later stays until tapped).
  const endsInMs = offered ? offered.endTime * 1000 - now() : 0;
  if (offered && endsInMs < MAX_TIMER_MS) {
    device().timers.setTimeout(() => {
      if (runtime.actor.getSnapshot().context.officialTournament === offered)
        runtime.actor.send({ type: 'TOURNAMENT_OFFERED', tournament: null });
    }, endsInMs);
  }
  return offered;
}

/**
 * The menu's tournament button: joins it, then plays its challenge. An ended tournament is taken off the
 * menu; one the host will not join says so; either way the player stays on the menu with nothing spent.
 */
export async function playOfficialTournament(
  runtime: OfficialRuntime,
  tournament: OfficialTournament,
  now: () => number = Date.now,
): Promise<boolean> {
  if (!tournamentRuns(tournament, now())) {
    runtime.actor.send({ type: 'TOURNAMENT_OFFERED', tournament: null });
    runtime.toasts.show(OFFICIAL_TOURNAMENT_TIPS.over);
    return false;
  }
  if (!(await runtime.platform.tournament.join(tournament.tournamentId))) {
    runtime.toasts.show(OFFICIAL_TOURNAMENT_TIPS.refused);
    return false;
  }
  runtime.actor.send({ type: 'PLAY_CHALLENGE', seed: tournamentSeed(tournament.tournamentId) });
  return true;
}
