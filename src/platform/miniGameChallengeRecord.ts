// A mini-game player's friend-challenge scores in the host's cloud storage (docs/challenges.md): one key,
// `challenge`, holding the best score of each of the player's latest challenges, newest first, so that the
// open-data context can rank a group's (or the friends') scores on the challenge a card brought. One key rather
// than a key a seed: the hosts keep at most 128 keys a player, and the context must name the keys it reads.
//
// The value is JSON: {"challenges":[{"seed":"k3x9a0pq","score":10042,"update_time":1764300000}, …]}. WeChat takes
// a key and its value of at most 1024 bytes together (wx.setUserCloudStorage, KVData), so at most
// {@link CHALLENGE_RECORDS_KEPT} are kept; an unreadable value or entry is read as none (the ranking leaves it out).
import { parseChallengeSeed } from '../core/challenge';
import { isMiniGameScore, recordTimeOf } from './miniGameApi';

/** The cloud-storage key of the challenge records. */
export const MINI_GAME_CHALLENGE_KEY = 'challenge';

/** How many challenges a player's record keeps (the newest). */
export const CHALLENGE_RECORDS_KEPT = 8;

/** The player's best score on one challenge, and when it was reached (Unix seconds). */
export interface ChallengeRecord {
  seed: string;
  score: number;
  updateTime: number;
}

/** The records a value holds, newest first; [] when it holds none or is unreadable. */
export function readChallengeRecords(value: string | null | undefined): ChallengeRecord[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  const list = (parsed as { challenges?: unknown } | null)?.challenges;
  if (!Array.isArray(list)) return [];
  const out: ChallengeRecord[] = [];
  for (const entry of list.slice(0, CHALLENGE_RECORDS_KEPT)) {
    const { seed, score, update_time: time } = (entry ?? {}) as Record<string, unknown>;
    if (!parseChallengeSeed(seed) || !isMiniGameScore(score) || out.some((r) => r.seed === seed)) continue;
    out.push({ seed: seed as string, score: Math.round(score), updateTime: recordTimeOf(time) });
  }
  return out;
}

/** The player's record on `seed` in a value, or null when it has none. */
export function challengeRecordOf(
  value: string | null | undefined,
  seed: string,
): { score: number; updateTime: number } | null {
  const record = readChallengeRecords(value).find((r) => r.seed === seed);
  return record ? { score: record.score, updateTime: record.updateTime } : null;
}

/**
 * The records after a play of `seed` scored `score` at `now`: that challenge moves to the front with the better of
 * its old and new score (the time of the better one), and the oldest past {@link CHALLENGE_RECORDS_KEPT} go.
 */
export function withChallengeScore(
  records: readonly ChallengeRecord[],
  seed: string,
  score: number,
  now: number,
): ChallengeRecord[] {
  const old = records.find((r) => r.seed === seed);
  const best = old && old.score >= score ? old : { seed, score, updateTime: now };
  return [best, ...records.filter((r) => r.seed !== seed)].slice(0, CHALLENGE_RECORDS_KEPT);
}

/** The cloud-storage value of `records`. */
export function challengeRecordsValue(records: readonly ChallengeRecord[]): string {
  return JSON.stringify({
    challenges: records.map((r) => ({ seed: r.seed, score: r.score, update_time: r.updateTime })),
  });
}
