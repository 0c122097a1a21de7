// The score of a challenge (docs/challenges.md): levels cleared first, then the time left, and for a
// player who cleared nothing, how far they got. One whole number, higher is better, so two players'
// results compare as numbers and travel in a link as digits.
//
//   score = won ? CLEARED_POINTS + seconds left  : screws placed per mille (0..999)
//         = 10 000 + ⌈time left / 1 s⌉           : ⌊1000 × placed / total⌋, at most 999
//
// A challenge is one level, so levels cleared is 0 or 1 and CLEARED_POINTS is its whole weight.
import { LEVEL_BOUNDS } from './levelBounds';

/** Points of one cleared level: above any time left (a countdown is at most LEVEL_BOUNDS.countdown s). */
export const CLEARED_POINTS = 10_000;

/** The most a lost challenge scores: a loss always stays below a win. */
export const MOST_LOSS_POINTS = 999;

/** The most seconds a level's countdown holds (the level file's bound). */
export const MOST_SECONDS = LEVEL_BOUNDS.countdown;

/** How one challenge play ended, in the figures the score is made of. */
export interface ChallengeResult {
  /** The level was cleared (every screw boxed). */
  won: boolean;
  /** Screws that reached a box (the tray does not count). */
  screwsPlaced: number;
  /** Screws of the level. */
  screwsTotal: number;
  /** Countdown left when the play ended, in ms. */
  timeLeftMs: number;
  /** The level's countdown at the start, in ms: time left beyond it (a revive's added time) does not count. */
  countdownMs: number;
}

/** A finite number, else 0. */
const finite = (x: number) => (Number.isFinite(x) ? x : 0);

/**
 * The score of one challenge play: higher is better, a win always beats a loss, among wins more
 * time left is better (whole seconds, rounded up as the countdown shows them), among losses more
 * screws placed is better. Out-of-range figures are clamped, so any input gives a possible score.
 */
export function challengeScore(r: ChallengeResult): number {
  if (r.won) {
    const countdown = Math.min(MOST_SECONDS * 1000, Math.max(0, finite(r.countdownMs)));
    const left = Math.min(countdown, Math.max(0, finite(r.timeLeftMs)));
    return CLEARED_POINTS + Math.ceil(left / 1000);
  }
  const total = Math.floor(finite(r.screwsTotal));
  if (total <= 0) return 0;
  const placed = Math.min(total, Math.max(0, Math.floor(finite(r.screwsPlaced))));
  // A level holds at most 300 screws, so each screw is worth at least 3 points: no two counts tie.
  return Math.min(MOST_LOSS_POINTS, Math.floor((placed * 1000) / total));
}

/** A score taken apart for display: a win with its seconds left, or a loss with its progress. */
export type ScoreParts =
  | { cleared: 1; secondsLeft: number }
  | { cleared: 0; /** Screws placed per mille of the level's screws. */ progressPermille: number };

/**
 * The parts of a score, or null when no play can score it: not a whole number, negative, between
 * the loss and the win ranges, or more seconds left than the longest countdown (or than
 * `countdownMs`, when the level's countdown is known).
 */
export function scoreParts(score: number, countdownMs?: number): ScoreParts | null {
  if (!Number.isSafeInteger(score) || score < 0) return null;
  if (score <= MOST_LOSS_POINTS) return { cleared: 0, progressPermille: score };
  const most =
    countdownMs === undefined
      ? MOST_SECONDS
      : Math.ceil(Math.min(MOST_SECONDS * 1000, Math.max(0, finite(countdownMs))) / 1000);
  const seconds = score - CLEARED_POINTS;
  return seconds >= 0 && seconds <= most ? { cleared: 1, secondsLeft: seconds } : null;
}

/** True when some play of a level with this countdown (or of any level) can score `score`. */
export function isPossibleScore(score: number, countdownMs?: number): boolean {
  return scoreParts(score, countdownMs) !== null;
}

/** Who did better: 1 when `a` is the better score, -1 when `b` is, 0 for a tie (sort with `(a, b) => compareScores(b, a)`). */
export function compareScores(a: number, b: number): -1 | 0 | 1 {
  return a > b ? 1 : a < b ? -1 : 0;
}

/** The friend's play against the sender's score: 'ahead', 'behind' or 'tie'. */
export function challengeVerdict(mine: number, theirs: number): 'ahead' | 'behind' | 'tie' {
  const c = compareScores(mine, theirs);
  return c > 0 ? 'ahead' : c < 0 ? 'behind' : 'tie';
}

/** How a finished play of a level stands as a challenge result: screws that reached a box count as placed. */
export function challengeResultOf(
  rules: { outcome: string; screws: Readonly<Record<string, { place: { kind: string } }>> },
  timeLeftMs: number,
  countdownMs: number,
): ChallengeResult {
  const screws = Object.values(rules.screws);
  return {
    won: rules.outcome === 'won',
    screwsPlaced: screws.filter((s) => s.place.kind === 'box' || s.place.kind === 'done').length,
    screwsTotal: screws.length,
    timeLeftMs,
    countdownMs,
  };
}
