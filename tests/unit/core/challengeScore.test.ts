// The challenge score rule (docs/challenges.md): higher is better, a win always beats a loss, among
// wins more time left is better, among losses more screws placed is better, and it is a whole number.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  challengeResultOf,
  challengeScore,
  challengeVerdict,
  CLEARED_POINTS,
  compareScores,
  isPossibleScore,
  MOST_LOSS_POINTS,
  MOST_SECONDS,
  scoreParts,
  type ChallengeResult,
} from '../../../src/core/challengeScore';
import { screwVariant } from '../../../src/variants/screw';

const countdownMs = screwVariant.countdownSeconds * 1000;
const won = (timeLeftMs: number, countdown = countdownMs): ChallengeResult => ({
  won: true,
  screwsPlaced: 60,
  screwsTotal: 60,
  timeLeftMs,
  countdownMs: countdown,
});
const lost = (screwsPlaced: number, screwsTotal = 60, timeLeftMs = 0): ChallengeResult => ({
  won: false,
  screwsPlaced,
  screwsTotal,
  timeLeftMs,
  countdownMs,
});

/** Any play's figures, sensible or not (the rule clamps). */
const anyResult = fc.record({
  won: fc.boolean(),
  screwsPlaced: fc.oneof(fc.integer({ min: -5, max: 310 }), fc.double()),
  screwsTotal: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double()),
  timeLeftMs: fc.oneof(fc.integer({ min: -1000, max: 4_000_000 }), fc.double()),
  countdownMs: fc.oneof(fc.integer({ min: 0, max: 4_000_000 }), fc.double()),
});
/** A level's screw count (a multiple of 3 up to the level bound) and a countdown up to an hour. */
const total = fc.integer({ min: 1, max: 100 }).map((n) => n * 3);
const countdown = fc.integer({ min: 1000, max: MOST_SECONDS * 1000 });

describe('the challenge score: the examples of docs/challenges.md', () => {
  it('a win scores 10 000 plus the seconds left as the countdown shows them (rounded up)', () => {
    expect(CLEARED_POINTS).toBe(10_000);
    expect(challengeScore(won(142_000))).toBe(10_142);
    expect(challengeScore(won(142_300))).toBe(10_143);
    expect(challengeScore(won(400))).toBe(10_001);
    expect(challengeScore(won(countdownMs))).toBe(10_185);
  });

  it('a loss scores the screws placed per mille, at most 999', () => {
    expect(challengeScore(lost(45))).toBe(750);
    expect(challengeScore(lost(59))).toBe(983);
    expect(challengeScore(lost(0))).toBe(0);
    expect(challengeScore(lost(20, 60, 90_000))).toBe(333);
    expect(challengeScore(lost(60))).toBe(MOST_LOSS_POINTS);
  });

  it("time a revive adds beyond the level's countdown does not count", () => {
    expect(challengeScore(won(55_000, 30_000))).toBe(10_030);
  });

  it('who did better: the higher score, equal scores tie', () => {
    expect(compareScores(10_142, 10_100)).toBe(1);
    expect(compareScores(983, 10_001)).toBe(-1);
    expect(compareScores(750, 750)).toBe(0);
    expect(challengeVerdict(10_001, 999)).toBe('ahead');
    expect(challengeVerdict(333, 750)).toBe('behind');
    expect(challengeVerdict(10_142, 10_142)).toBe('tie');
  });
});

describe('the challenge score: properties', () => {
  it('is always a whole number that the rule can produce', () => {
    fc.assert(
      fc.property(anyResult, (r) => {
        const s = challengeScore(r);
        expect(Number.isSafeInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(isPossibleScore(s)).toBe(true);
      }),
    );
  });

  it('a win always beats a loss', () => {
    fc.assert(
      fc.property(anyResult, anyResult, (a, b) => {
        fc.pre(a.won && !b.won);
        expect(challengeScore(a)).toBeGreaterThan(challengeScore(b));
      }),
    );
    fc.assert(
      fc.property(countdown, fc.integer({ min: 0, max: 299 }), total, (cd, placed, screws) => {
        const win = challengeScore({
          won: true,
          screwsPlaced: screws,
          screwsTotal: screws,
          timeLeftMs: 1,
          countdownMs: cd,
        });
        expect(win).toBeGreaterThan(challengeScore(lost(Math.min(placed, screws), screws)));
      }),
    );
  });

  it('among wins more time left scores higher, or equal within the same shown second', () => {
    fc.assert(
      fc.property(countdown, fc.nat(), fc.nat(), (cd, x, y) => {
        const [less, more] = [x % (cd + 1), y % (cd + 1)].sort((a, b) => a - b) as [number, number];
        const a = challengeScore(won(less, cd));
        const b = challengeScore(won(more, cd));
        expect(b).toBeGreaterThanOrEqual(a);
        if (Math.ceil(more / 1000) > Math.ceil(less / 1000)) expect(b).toBeGreaterThan(a);
      }),
    );
  });

  it('among losses one more screw placed always scores higher, whatever the time left', () => {
    fc.assert(
      fc.property(total, fc.nat(), fc.nat(), fc.nat(), (screws, p, t1, t2) => {
        const placed = p % screws;
        fc.pre(placed + 1 < screws);
        expect(challengeScore(lost(placed + 1, screws, t1))).toBeGreaterThan(challengeScore(lost(placed, screws, t2)));
      }),
    );
  });

  it('compareScores is a total order: antisymmetric, a tie only for equal scores', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        expect(compareScores(a, b)).toBe(-compareScores(b, a) || 0);
        expect(compareScores(a, b) === 0).toBe(a === b);
      }),
    );
  });

  it('scoreParts reads back what the rule put in', () => {
    fc.assert(
      fc.property(countdown, fc.nat(), (cd, t) => {
        const left = t % (cd + 1);
        expect(scoreParts(challengeScore(won(left, cd)), cd)).toEqual({
          cleared: 1,
          secondsLeft: Math.ceil(left / 1000),
        });
      }),
    );
    fc.assert(
      fc.property(total, fc.nat(), (screws, p) => {
        const placed = p % screws;
        expect(scoreParts(challengeScore(lost(placed, screws)))).toEqual({
          cleared: 0,
          progressPermille: Math.floor((placed * 1000) / screws),
        });
      }),
    );
  });
});

describe('impossible scores', () => {
  it('between the loss and win ranges, negative, fractional or beyond the longest countdown', () => {
    for (const s of [1000, 5000, 9999, -1, 10.5, Number.NaN, Infinity, CLEARED_POINTS + MOST_SECONDS + 1]) {
      expect(isPossibleScore(s), String(s)).toBe(false);
    }
    for (const s of [0, 999, 10_000, CLEARED_POINTS + MOST_SECONDS]) expect(isPossibleScore(s), String(s)).toBe(true);
  });

  it("beyond the level's own countdown, when it is known", () => {
    expect(isPossibleScore(10_185, countdownMs)).toBe(true);
    expect(isPossibleScore(10_186, countdownMs)).toBe(false);
  });
});

describe('challengeResultOf: a finished play as a challenge result', () => {
  it('counts screws in boxes (and boxed away) as placed, not those on boards or in the tray', () => {
    const screw = (kind: string) => ({ place: { kind } });
    const rules = {
      outcome: 'lost-full',
      screws: { a: screw('box'), b: screw('done'), c: screw('tray'), d: screw('board'), e: screw('set-aside') },
    };
    expect(challengeResultOf(rules, 4_000, 60_000)).toEqual({
      won: false,
      screwsPlaced: 2,
      screwsTotal: 5,
      timeLeftMs: 4_000,
      countdownMs: 60_000,
    });
    expect(challengeScore(challengeResultOf(rules, 4_000, 60_000))).toBe(400);
    expect(challengeScore(challengeResultOf({ ...rules, outcome: 'won' }, 4_200, 60_000))).toBe(10_005);
  });
});
