// A challenge (docs/challenges.md): one generated level that everyone in a context plays the same
// way, named by a short seed. This file holds the seed and the pure seed -> plan mapping; the level
// itself is made by `makeChallengeLevel` (challengeLevel.ts), which pulls in the generator and the
// solver and so stays in a lazily loaded chunk, as the daily level does.
import type { LevelPlan } from './dailyPlan';
import type { DifficultyBand } from './difficulty';
import { createRng, hashSeed } from './random';

/** Characters of a challenge seed. */
export const CHALLENGE_SEED_LENGTH = 8;

/** A challenge seed: 8 base-36 characters (0-9, a-z), URL-safe as it stands, e.g. 'k3x9a0pq'. */
export type ChallengeSeed = string & { readonly __challengeSeed: true };

const SEED_PATTERN = new RegExp(`^[0-9a-z]{${CHALLENGE_SEED_LENGTH}}$`);

/** The seed in a text, or null when the text is not exactly 8 lower-case base-36 characters. */
export function parseChallengeSeed(text: unknown): ChallengeSeed | null {
  return typeof text === 'string' && SEED_PATTERN.test(text) ? (text as ChallengeSeed) : null;
}

/**
 * A fresh seed from `random` (numbers in [0, 1), e.g. Math.random; injected so that core reads no
 * platform randomness and tests can pin it). About 41 bits: two friends never meet by chance.
 */
export function newChallengeSeed(random: () => number): ChallengeSeed {
  let out = '';
  for (let i = 0; i < CHALLENGE_SEED_LENGTH; i++) {
    const r = random();
    const digit = Number.isFinite(r) ? Math.min(35, Math.max(0, Math.floor(r * 36))) : 0;
    out += digit.toString(36);
  }
  return out as ChallengeSeed;
}

/** An official tournament the game's server points players to (spec 6 and 7: the qualifying fetch). */
export interface OfficialTournament {
  tournamentId: string;
  contextId: string;
  /** End time in seconds since the epoch. */
  endTime: number;
}

/** True while the tournament runs at `nowMs`. */
export function tournamentRuns(tournament: Pick<OfficialTournament, 'endTime'>, nowMs: number): boolean {
  return tournament.endTime * 1000 > nowMs;
}

/**
 * The challenge of an official tournament: a seed made from the tournament's id alone, so every player the
 * server sends to that tournament plays the same level on every device, with no seed to hand round.
 */
export function tournamentSeed(tournamentId: string): ChallengeSeed {
  return newChallengeSeed(createRng(hashSeed('official tournament', tournamentId)).next);
}

/**
 * The band of every challenge level. Medium, because a head-to-head is decided by the score rule
 * (challengeScore.ts) and that rule separates players best when most of them win but not on
 * autopilot: on an easy level nearly everyone wins and only tapping speed counts; on a hard one many
 * lose and the comparison falls back to screws placed, which says little about who played better.
 * Medium levels also generate in fewer attempts than hard ones, so the level appears quickly.
 */
export const CHALLENGE_TARGET: DifficultyBand = 'medium';

/**
 * The plan of a challenge: a pure function of the seed, so one seed gives one level on every device
 * running the same game version. Its tries borrow maps that suit the band, as the daily level's do
 * (src/core/plannedLevel.ts), never a tutorial.
 */
export function challengePlan(seed: ChallengeSeed): LevelPlan {
  return { seed: hashSeed('challenge', seed), target: CHALLENGE_TARGET, id: `challenge-${seed}` };
}
