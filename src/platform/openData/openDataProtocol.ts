// The messages the game posts to its open-data context (OpenDataContext.postMessage: plain objects whose values
// are primitives), and the reading of one on the other side: anything else is dropped with a reason, so a
// message of an older or newer game never breaks the ranking.
import { parseChallengeSeed } from '../../core/challenge';
import { isMiniGameScore } from '../miniGameApi';

/** The words the ranking shows, in the player's language (the context has no translations of its own). */
export interface RankLabels {
  /** Over the friends' ranking. */
  friends: string;
  /** Over a group's ranking (opened from a card shared in a group). */
  group: string;
  loading: string;
  /** No friend (or group member) has a score yet. */
  empty: string;
  /** The host refused or failed the call (no grant, no network). */
  failed: string;
  /** The player's own row, when their name is not known. */
  you: string;
}

/** English words, for a game that posts none. */
export const DEFAULT_RANK_LABELS: RankLabels = {
  friends: 'Friends',
  group: 'This group',
  loading: 'Loading…',
  empty: 'No friend has a score yet. Share the game!',
  failed: 'Could not load the ranking.',
  you: 'You',
};

/** A message of the game to its open-data context. */
export type OpenDataMessage =
  /** The player's new best score (drawn at once, before the host's storage answers with it). */
  | { type: 'setRank'; score: number }
  /**
   * Draw the ranking: of friends, or of the group a card was shared in (needs its share ticket); of the ladder's
   * best scores, or of the scores on one friend challenge (`challenge`, with the player's fresh score on it).
   */
  | {
      type: 'getRank';
      scope: 'friends' | 'group';
      shareTicket: string | null;
      labels: RankLabels;
      challenge: RankChallenge | null;
    }
  /** Turn the ranking's page by `delta` pages (negative: back). */
  | { type: 'page'; delta: number }
  /** The ranking left the screen: clear the shared canvas. */
  | { type: 'hide' };

/** The friend challenge a ranking is of, and the player's score on it. */
export interface RankChallenge {
  seed: string;
  score: number;
}

/** A message read, or why it was dropped. */
export type ParsedOpenDataMessage = { ok: true; message: OpenDataMessage } | { ok: false; reason: string };

const LABEL_MAX = 80;

function labelsOf(raw: unknown): RankLabels {
  const out: RankLabels = { ...DEFAULT_RANK_LABELS };
  if (typeof raw !== 'object' || raw === null) return out;
  for (const key of Object.keys(out) as (keyof RankLabels)[]) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.slice(0, LABEL_MAX);
  }
  return out;
}

/** A getRank's challenge: absent is none; anything else must be a seed with a score from 0. */
function challengeOf(raw: unknown): { ok: true; challenge: RankChallenge | null } | { ok: false; reason: string } {
  if (raw === undefined || raw === null) return { ok: true, challenge: null };
  const { seed, score } = (typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (!parseChallengeSeed(seed) || !isMiniGameScore(score))
    return {
      ok: false,
      reason: `getRank: the challenge ${JSON.stringify(raw)} is not a seed with a score a record holds`,
    };
  return { ok: true, challenge: { seed: seed as string, score: Math.round(score) } };
}

/** Reads a posted message; `ok: false` with a reason for anything this context does not take. */
export function parseOpenDataMessage(raw: unknown): ParsedOpenDataMessage {
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: 'not an object' };
  const m = raw as Record<string, unknown>;
  switch (m.type) {
    case 'setRank': {
      if (!isMiniGameScore(m.score))
        return { ok: false, reason: `setRank: the score ${String(m.score)} is not a score a record holds` };
      return { ok: true, message: { type: 'setRank', score: Math.round(m.score) } };
    }
    case 'getRank': {
      const group = m.scope === 'group';
      const ticket = typeof m.shareTicket === 'string' && m.shareTicket !== '' ? m.shareTicket : null;
      if (group && ticket === null) return { ok: false, reason: 'getRank: a group ranking needs its shareTicket' };
      const challenge = challengeOf(m.challenge);
      if (!challenge.ok) return challenge;
      return {
        ok: true,
        message: {
          type: 'getRank',
          scope: group ? 'group' : 'friends',
          shareTicket: ticket,
          labels: labelsOf(m.labels),
          challenge: challenge.challenge,
        },
      };
    }
    case 'page': {
      const delta = Number(m.delta);
      if (!Number.isInteger(delta) || delta === 0)
        return { ok: false, reason: `page: the delta ${String(m.delta)} is not a whole number of pages` };
      return { ok: true, message: { type: 'page', delta } };
    }
    case 'hide':
      return { ok: true, message: { type: 'hide' } };
    default:
      return { ok: false, reason: `unknown type ${JSON.stringify(m.type)}` };
  }
}
