// The rows of a ranking, from the hosted data the host answers with: each player's rank record (the `score` key,
// JSON `{ "wxgame" | "ttgame": { score, update_time } }`, written by the game's leaderboard.postScore), best
// score first; equal scores share a rank (1, 2, 2, 4) and are listed by who reached the score first. A player
// whose record is missing or unreadable is left out (they have not finished a level yet). A challenge's ranking
// reads the `challenge` key instead (miniGameChallengeRecord.ts): each player's best score on that one seed.
import { challengeRecordOf, MINI_GAME_CHALLENGE_KEY } from '../miniGameChallengeRecord';
import { MINI_GAME_SCORE_KEY, readRankRecord, type MiniGameKind } from '../miniGameApi';
import type { OpenDataKV, UserGameData } from './openDataApi';

/** One row of the ranking. */
export interface RankRow {
  rank: number;
  openid: string | null;
  nickname: string;
  avatarUrl: string | null;
  score: number;
  /** When the score was reached (Unix seconds; 0 when not known). */
  updateTime: number;
  /** The player themselves. */
  self: boolean;
}

// Control characters, zero-width and direction marks: nothing a row should draw or be reordered by.
// eslint-disable-next-line no-control-regex
const UNDRAWABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e]/g;

/** A nickname fit to draw: control characters out, spaces folded, at most 32 characters; '?' when empty. */
export function cleanNickname(raw: unknown): string {
  if (typeof raw !== 'string') return '?';
  const text = raw.replace(UNDRAWABLE, '').replace(/\s+/g, ' ').trim();
  return text === '' ? '?' : [...text].slice(0, 32).join('');
}

/** Who the player is, as far as the context knows (WeChat's getUserInfo with 'selfOpenId'). */
export interface RankSelf {
  openid: string | null;
  nickname: string | null;
  avatarUrl: string | null;
  /** The best score the game posted in this session (setRank), which the host's storage may not answer yet. */
  score: number | null;
}

/** The record key a ranking reads: the rank record, or the challenge records when it ranks challenge `seed`. */
export function rankKey(seed: string | null): string {
  return seed === null ? MINI_GAME_SCORE_KEY : MINI_GAME_CHALLENGE_KEY;
}

/**
 * The ranking's rows from the host's answer (see the module comment): of the ladder's best scores, or of the scores
 * on challenge `seed`. `self.score` is the player's fresh score on what is ranked.
 */
export function rankRows(
  users: readonly UserGameData[],
  kind: MiniGameKind,
  self: RankSelf,
  seed: string | null = null,
): RankRow[] {
  const key = rankKey(seed);
  const readRecord = (value: string | undefined) =>
    seed === null ? readRankRecord(kind, value) : challengeRecordOf(value, seed);
  const rows: Omit<RankRow, 'rank'>[] = [];
  const seen = new Set<string>();
  for (const user of Array.isArray(users) ? users : []) {
    if (typeof user !== 'object' || user === null) continue;
    const openid = typeof user.openid === 'string' && user.openid !== '' ? user.openid : null;
    if (openid !== null && seen.has(openid)) continue;
    const kv = Array.isArray(user.KVDataList)
      ? user.KVDataList.find((k: OpenDataKV | undefined) => k?.key === key)
      : undefined;
    const record = readRecord(typeof kv?.value === 'string' ? kv.value : undefined);
    const isSelf = openid !== null && openid === self.openid;
    if (!record && !(isSelf && self.score !== null)) continue;
    if (openid !== null) seen.add(openid);
    const score = Math.max(record?.score ?? 0, isSelf ? (self.score ?? 0) : 0);
    rows.push({
      openid,
      nickname: cleanNickname(user.nickname),
      avatarUrl: typeof user.avatarUrl === 'string' && user.avatarUrl !== '' ? user.avatarUrl : null,
      score,
      updateTime: record && record.score === score ? record.updateTime : Number.MAX_SAFE_INTEGER,
      self: isSelf,
    });
  }
  // The player's fresh score before the host lists them (a first score is written just before the ranking opens).
  if (self.score !== null && !rows.some((r) => r.self)) {
    rows.push({
      openid: self.openid,
      nickname: self.nickname === null ? '' : cleanNickname(self.nickname),
      avatarUrl: self.avatarUrl,
      score: self.score,
      updateTime: Number.MAX_SAFE_INTEGER,
      self: true,
    });
  }
  rows.sort(
    (a, b) =>
      b.score - a.score ||
      a.updateTime - b.updateTime ||
      (a.nickname < b.nickname ? -1 : a.nickname > b.nickname ? 1 : 0) ||
      (a.openid ?? '').localeCompare(b.openid ?? ''),
  );
  const ranked: RankRow[] = [];
  rows.forEach((row, i) => {
    const before = ranked[i - 1];
    ranked.push({ ...row, rank: before && before.score === row.score ? before.rank : i + 1 });
  });
  return ranked;
}
