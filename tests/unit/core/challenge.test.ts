// The challenge level (docs/challenges.md): a short seed names one generated level, the same on every
// device. The pinned digests below hold the seed -> level mapping still: if a change to the generator,
// the random numbers, the plan or a shipped map changes them, two players on different builds would
// play different levels under one link. Such a change must bump CHALLENGE_LINK_VERSION and re-pin.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_SEED_LENGTH,
  CHALLENGE_TARGET,
  challengePlan,
  newChallengeSeed,
  parseChallengeSeed,
} from '../../../src/core/challenge';
import { makeChallengeLevel } from '../../../src/core/challengeLevel';
import { DAILY_MAP_FIT } from '../../../src/core/dailyPlan';
import { measureMap, type LevelMaker } from '../../../src/core/plannedLevel';
import { measureFeltDifficulty } from '../../../src/core/feltDifficulty';
import { parseLevel } from '../../../src/core/levelSchema';
import { solveLevel } from '../../../src/core/solver';
import type { LevelSpec } from '../../../src/core/types';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';

/** The shipped level files of a folder, read as the app's catalogue would serve them. */
const loaderOf = (folder: string) => async (n: number) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../assets/${folder}/level-${String(n).padStart(2, '0')}.json`, import.meta.url),
      'utf8',
    ),
  ) as unknown;

const screwMaker: LevelMaker = {
  levelCount: screwVariant.levelCount,
  capacity: screwVariant.boxCapacity,
  loadLevelFile: loaderOf('levels'),
};
const candyMaker: LevelMaker = {
  levelCount: candyVariant.levelCount,
  capacity: candyVariant.boxCapacity,
  loadLevelFile: loaderOf('levels-candy/built'),
};

const seed = (text: string) => parseChallengeSeed(text)!;
const digest = (level: LevelSpec) => createHash('sha256').update(JSON.stringify(level)).digest('hex');

describe('challenge seed', () => {
  it('is 8 lower-case base-36 characters, URL-safe as it stands', () => {
    expect(parseChallengeSeed('k3x9a0pq')).toBe('k3x9a0pq');
    for (const bad of ['', 'k3x9a0p', 'k3x9a0pqz', 'K3X9A0PQ', 'k3x9-0pq', 'k3x9a0p ', 12345678, null, undefined]) {
      expect(parseChallengeSeed(bad)).toBeNull();
    }
  });

  it('a new seed comes from the injected random numbers, and any numbers make a valid seed', () => {
    expect(newChallengeSeed(() => 0)).toBe('00000000');
    expect(newChallengeSeed(() => 0.999999)).toBe('zzzzzzzz');
    fc.assert(
      fc.property(
        fc.array(fc.double(), { minLength: CHALLENGE_SEED_LENGTH, maxLength: CHALLENGE_SEED_LENGTH }),
        (rs) => {
          let i = 0;
          const s = newChallengeSeed(() => rs[i++]!);
          expect(parseChallengeSeed(s)).toBe(s);
        },
      ),
    );
  });
});

describe('challenge plan', () => {
  it('is a pure function of the seed, aimed at the medium band', () => {
    const a = challengePlan(seed('k3x9a0pq'));
    expect(a).toEqual(challengePlan(seed('k3x9a0pq')));
    expect(a.id).toBe('challenge-k3x9a0pq');
    expect(a.target).toBe(CHALLENGE_TARGET);
    expect(CHALLENGE_TARGET).toBe('medium');
    expect(challengePlan(seed('k3x9a0pq')).seed).not.toBe(challengePlan(seed('k3x9a0pr')).seed);
  });
});

describe('challenge level', () => {
  it('the same seed gives the same level: pinned digests of variant A and B levels', async () => {
    const pinned: [LevelMaker, string, string][] = [
      [screwMaker, 'k3x9a0pq', '465ca6aa2169ea579c87961f5437c12dbe113b340230a28e6c8b660c23d7b994'],
      [screwMaker, '00000000', '7b634a1a524edc8d324e384efe3c30381767fe6522487d802c4328e63e2eed46'],
      [candyMaker, 'k3x9a0pq', '5dbaa2e8b82d66c37d872d868606399bc358fa4d50d15eb30c18c9ea851465da'],
      [candyMaker, 'zzzzzzzz', 'e939ab32f37a51a1ad314d5f05d65ef5b5b276eaa412869a59306ecde82a18b5'],
    ];
    for (const [maker, text, hash] of pinned) {
      const level = await makeChallengeLevel(seed(text), maker);
      expect(level.id).toBe(`challenge-${text}`);
      expect(digest(level), `${text} of ${maker.levelCount} levels`).toBe(hash);
      expect(await makeChallengeLevel(seed(text), maker)).toEqual(level);
    }
  }, 60_000);

  it('is a valid level file, proved winnable by the solver, in the medium band', async () => {
    for (const [maker, text] of [
      [screwMaker, 'abcdefgh'],
      [screwMaker, 'q1w2e3r4'],
      [candyMaker, '00000000'],
    ] as const) {
      const level = await makeChallengeLevel(seed(text), maker);
      const parsed = parseLevel(level, maker.capacity);
      expect(parsed.ok).toBe(true);
      expect(solveLevel(level, { capacity: maker.capacity }).winnable).toBe(true);
      expect(measureFeltDifficulty(level, { capacity: maker.capacity }).band).toBe('medium');
      // Its map is one of the medium band's: 18 screws or more, never a tutorial step.
      expect(DAILY_MAP_FIT.medium(measureMap(level))).toBe(true);
    }
  }, 60_000);

  it('different seeds give different levels', async () => {
    const texts = ['k3x9a0pq', '00000000', 'zzzzzzzz', 'abcdefgh', 'q1w2e3r4'];
    const levels = await Promise.all(texts.map((t) => makeChallengeLevel(seed(t), screwMaker)));
    const bodies = new Set(levels.map((l) => digest({ ...l, id: '', name: '' })));
    expect(bodies.size).toBe(texts.length);
  }, 60_000);

  it('a broken map file is reported, not played', async () => {
    await expect(
      makeChallengeLevel(seed('k3x9a0pq'), { ...screwMaker, loadLevelFile: async () => ({ format: 1 }) }),
    ).rejects.toThrow(/map of level \d+ is broken/);
  });
});
