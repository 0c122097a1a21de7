// The instant-games adapter's social calls over the FBInstant 7.1 SDK: the context (friends' picker, its players
// and its leaderboard) and tournaments. Split from instantGamesPlatform.ts, which builds the whole adapter.
import { sleepOn, type Clock } from './clock';
import { instantErrorCode, type FBInstantApi, type InstantTournament } from './instantGamesApi';
import {
  TOURNAMENT_DEFAULT_DAYS,
  type ContextApi,
  type PlatformLog,
  type PlayerIdentity,
  type TournamentApi,
  type TournamentInfo,
} from './platform';
import { fetchQualifyingTournament, type QualifyingFetcher } from './qualifyingTournament';

/** A host call that resolves to nothing, run by {@link instantAttempt}: false (and a log line) when it rejects. */
export type InstantAttempt = (what: string, call: () => Promise<unknown>) => Promise<boolean>;

/** Runs host calls that resolve to nothing; each resolves false (and logs why) when the call rejects. */
export function instantAttempt(log: PlatformLog): InstantAttempt {
  return async (what, call) => {
    try {
      await call();
      return true;
    } catch (error) {
      log(`Instant games: ${what} failed (${instantErrorCode(error)}).`, error);
      return false;
    }
  };
}

const DAY_SECONDS = 86_400;

/** A text the SDK gives, or null when it is missing or its getter throws. */
export function safeText(read: (() => string | null | undefined) | undefined): string | null {
  try {
    return read?.() ?? null;
  } catch {
    return null;
  }
}

function tournamentInfo(tournament: InstantTournament): TournamentInfo {
  return {
    id: tournament.getID(),
    contextId: safeText(() => tournament.getContextID()),
    endTime: Number.isFinite(tournament.getEndTime()) ? tournament.getEndTime() : null,
    title: safeText(tournament.getTitle?.bind(tournament)),
  };
}

/** How many of a context's leaderboard scores are read (the SDK gives at most 100 a query). */
const CONTEXT_SCORES_SHOWN = 20;

/** The context: choosing, creating and switching it, its players, and its contextual leaderboards. */
export function instantContextApi(
  fb: FBInstantApi,
  { log, attempt }: { log: PlatformLog; attempt: InstantAttempt },
): ContextApi {
  /** A move to another context: true when made, or when the host answers with one of the codes that count as made. */
  const move = async (what: string, call: () => Promise<unknown>, done: readonly string[]): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (error) {
      const code = instantErrorCode(error);
      if (done.includes(code)) return true;
      log(`Instant games: ${what} failed (${code}).`, error);
      return false;
    }
  };
  const context: ContextApi = {
    id: () => safeText(() => fb.context.getID()),
    // Being in the context asked for already counts as done.
    choose: (choice) => move('choosing a context', () => fb.context.chooseAsync(choice), ['SAME_CONTEXT']),
    create: (playerId) => move('creating a context', () => fb.context.createAsync(playerId), ['SAME_CONTEXT']),
    // Spec 8: switching to the context we are in, or one the host rejects as a parameter, counts as done.
    switch: (contextId) =>
      move('switching context', () => fb.context.switchAsync(contextId), ['SAME_CONTEXT', 'INVALID_PARAM']),
    async postScore(board, score) {
      const contextId = context.id();
      if (!contextId) return false;
      return attempt(`posting to the context's ${board} leaderboard`, async () => {
        await (await fb.getLeaderboardAsync(`${board}.${contextId}`)).setScoreAsync(score);
      });
    },
    async scores(board) {
      const contextId = context.id();
      if (!contextId) return [];
      try {
        const lb = await fb.getLeaderboardAsync(`${board}.${contextId}`);
        const entries = (await lb.getEntriesAsync?.(CONTEXT_SCORES_SHOWN, 0)) ?? [];
        return entries
          .map((e) => ({
            playerId: safeText(() => e.getPlayer?.().getID() ?? null) ?? '',
            name: safeText(() => e.getPlayer?.().getName?.() ?? null),
            score: e.getScore(),
            rank: e.getRank(),
          }))
          .filter((e) => Number.isFinite(e.score) && Number.isFinite(e.rank))
          .sort((a, b) => a.rank - b.rank);
      } catch (error) {
        log(`Instant games: reading the context's ${board} leaderboard failed (${instantErrorCode(error)}).`, error);
        return [];
      }
    },
    async getPlayers() {
      try {
        const players = await fb.context.getPlayersAsync();
        return players.map((p): PlayerIdentity => ({
          id: p.getID(),
          name: safeText(p.getName?.bind(p)),
          photo: safeText(p.getPhoto?.bind(p)),
        }));
      } catch (error) {
        log(`Instant games: reading the context's players failed (${instantErrorCode(error)}).`, error);
        return [];
      }
    },
  };
  return context;
}

/** Tournaments: create, join, post, share, the current one, and the official one the game's server names. */
export function instantTournamentApi(
  fb: FBInstantApi,
  opts: { clock: Clock; log: PlatformLog; attempt: InstantAttempt; fetchQualifying?: QualifyingFetcher | undefined },
): TournamentApi {
  const { clock, log, attempt, fetchQualifying } = opts;
  return {
    async create({ initialScore, title, image, endTime, data }) {
      try {
        const created = await fb.tournament.createAsync({
          initialScore,
          config: {
            title,
            image,
            sortOrder: 'HIGHER_IS_BETTER',
            scoreFormat: 'NUMERIC',
            endTime: endTime ?? Math.floor(clock.now() / 1000) + TOURNAMENT_DEFAULT_DAYS * DAY_SECONDS,
          },
          data,
        });
        return tournamentInfo(created);
      } catch (error) {
        log(`Instant games: creating a tournament failed (${instantErrorCode(error)}).`, error);
        return null;
      }
    },
    join: (tournamentId) => attempt('joining the tournament', () => fb.tournament.joinAsync(tournamentId)),
    postScore: (score) => attempt('posting the tournament score', () => fb.tournament.postScoreAsync(score)),
    share: (score, data) => attempt('sharing the tournament', () => fb.tournament.shareAsync({ score, data })),
    async getCurrent() {
      try {
        return tournamentInfo(await fb.getTournamentAsync());
      } catch (error) {
        // Not being in a tournament context is the usual answer, not a failure worth a warning.
        if (instantErrorCode(error) !== 'TOURNAMENT_NOT_FOUND' && instantErrorCode(error) !== 'INVALID_OPERATION')
          log(`Instant games: reading the current tournament failed (${instantErrorCode(error)}).`, error);
        return null;
      }
    },
    fetchQualifying: async (setKey) =>
      fetchQualifying ? fetchQualifyingTournament(fetchQualifying, setKey, { sleep: sleepOn(clock), log }) : null,
  };
}
