// The qualifying-tournament fetch: one GET carrying setKey, retried after 1 s, at most 3 more times.
import { realClock, sleepOn } from './clock';
import { consoleLog, type PlatformLog } from './platform';

/** The official tournament the server points the player to. */
export interface QualifyingTournament {
  contextId: string;
  tournamentId: string;
  /** End time as the server sends it (seconds since the epoch). */
  endTime: number;
}

/** Performs the HTTP GET with query `setKey` and resolves with the parsed JSON reply (plugged in from src/net). */
export type QualifyingFetcher = (setKey: string) => Promise<unknown>;

/** The wait before a retry (spec 7: "retries after 1 s"). */
export const QUALIFYING_RETRY_MS = 1000;

/** Retries after the first try (spec 7: "up to 3 more times"). */
export const QUALIFYING_MAX_RETRIES = 3;

/** Options of {@link fetchQualifyingTournament}. */
export interface QualifyingOptions {
  /** Waits `ms`; tests pass fake timers or an instant sleep. */
  sleep?: (ms: number) => Promise<void>;
  log?: PlatformLog;
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Reads `{ code: 0, data: { contextId, tournamentId, endTime } }`; anything else is null. */
export function parseQualifyingReply(reply: unknown): QualifyingTournament | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const { code, data } = reply as { code?: unknown; data?: unknown };
  if ((code !== 0 && code !== '0') || typeof data !== 'object' || data === null) return null;
  const fields = data as { contextId?: unknown; tournamentId?: unknown; endTime?: unknown };
  const contextId = idOf(fields.contextId);
  const tournamentId = idOf(fields.tournamentId);
  const endTime = Number(fields.endTime);
  if (contextId === null || tournamentId === null || fields.endTime === null || !Number.isFinite(endTime)) return null;
  return { contextId, tournamentId, endTime };
}

/** Fetches the qualifying tournament; a thrown call or a reply without code 0 is retried; null after the last try. */
export async function fetchQualifyingTournament(
  fetcher: QualifyingFetcher,
  setKey: string,
  options: QualifyingOptions = {},
): Promise<QualifyingTournament | null> {
  const { sleep = sleepOn(realClock), log = consoleLog } = options;
  for (let attempt = 0; attempt <= QUALIFYING_MAX_RETRIES; attempt++) {
    if (attempt > 0) await sleep(QUALIFYING_RETRY_MS);
    try {
      const found = parseQualifyingReply(await fetcher(setKey));
      if (found) return found;
      log(`Qualifying tournament: unexpected reply (try ${attempt + 1}).`);
    } catch (error) {
      log(`Qualifying tournament: request failed (try ${attempt + 1}).`, error);
    }
  }
  return null;
}
