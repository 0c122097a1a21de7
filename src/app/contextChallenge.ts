// Friend challenges where the host has social contexts (instant games; docs/challenges.md): the menu's
// Challenge opens the host's friend picker first, the challenge is played in the chosen context, and its
// end posts the score on the context's challenge leaderboard and sends a custom update carrying the game's
// picture, the score and the seed. A friend who opens the game from that update plays the same level; the
// result layer lists the context's scores, best first. A closed picker leaves the player on the menu.
import { newChallengeSeed, parseChallengeSeed } from '../core/challenge';
import { isPossibleScore } from '../core/challengeScore';
import type { Translate } from '../i18n';
import type { ContextScore, Platform } from '../platform/platform';
import type { Runtime } from './runtime';

/** The contextual leaderboard of friend challenges (made in the host's console: numeric, higher is better). */
export const CHALLENGE_BOARD = 'challenge';

/** The update's data: what a friend's game reads back from the entry point. */
export interface ChallengeEntry {
  challenge: string;
  score: number;
}

type ChallengeRuntime = Pick<Runtime, 'actor' | 'platform'>;

/** True where challenges are played in the host's contexts rather than by link. */
export function playsInContexts(platform: Pick<Platform, 'supports'>): boolean {
  return platform.supports('context');
}

/**
 * The menu's Challenge on a host with contexts: the friend picker, then the challenge in the chosen context.
 * False (and nothing played, nothing spent) when the player closes the picker or the host refuses it.
 */
export async function challengeFriends(runtime: ChallengeRuntime, random: () => number = Math.random) {
  if (!(await runtime.platform.context.choose())) return false;
  runtime.actor.send({ type: 'PLAY_CHALLENGE', seed: newChallengeSeed(random) });
  return true;
}

/** The challenge a message carries (its entry point data), or null when it carries none or a broken one. */
export function challengeOfEntry(data: Record<string, unknown> | null): ChallengeEntry | null {
  if (!data) return null;
  const seed = parseChallengeSeed(data.challenge);
  const score = data.score;
  if (!seed || typeof score !== 'number' || !isPossibleScore(score)) return null;
  return { challenge: seed, score };
}

/**
 * Opened from a friend's challenge (an update, or a tournament's share naming its tournament): joins that
 * tournament first (one that cannot be joined still plays the challenge), then plays the same level against
 * their score. True when a challenge was played.
 */
export async function openEntryChallenge(
  runtime: ChallengeRuntime,
  data: Record<string, unknown> | null = runtime.platform.entryData(),
): Promise<boolean> {
  const entry = challengeOfEntry(data);
  if (!entry) return false;
  if (typeof data?.tournament === 'string' && data.tournament !== '')
    await runtime.platform.tournament.join(data.tournament);
  runtime.actor.send({
    type: 'PLAY_CHALLENGE',
    seed: entry.challenge,
    theirs: { score: entry.score, name: null },
  });
  return true;
}

/**
 * A challenge played in a context is over: its score goes on the context's leaderboard, the context gets
 * an update with the game's picture (`image`, a data URL; none is sent without one, as the host requires),
 * the score and the seed; the answer is the context's scores, best first (empty when they cannot be read).
 */
export async function reportContextChallenge(
  runtime: ChallengeRuntime,
  t: Translate,
  image: string | null,
): Promise<ContextScore[]> {
  const { challenge } = runtime.actor.getSnapshot().context;
  const { platform } = runtime;
  if (!challenge || challenge.score === null || platform.context.id() === null) return [];
  const { seed, score } = challenge;
  await platform.context.postScore(CHALLENGE_BOARD, score);
  if (image) {
    const data: ChallengeEntry & Record<string, unknown> = { challenge: seed, score };
    await platform.update({ text: t('challenge.shareText', { score }), cta: t('challenge.accept'), image, data });
  }
  return platform.context.scores(CHALLENGE_BOARD);
}

/**
 * The result layer's "Challenge a friend" on a host with contexts: the picker again, then this play's score
 * and update in the newly chosen context (the same level for the friend there). Null when the picker closed.
 */
export async function challengeAnotherFriend(
  runtime: ChallengeRuntime,
  t: Translate,
  image: string | null,
): Promise<ContextScore[] | null> {
  if (!(await runtime.platform.context.choose())) return null;
  return reportContextChallenge(runtime, t, image);
}
