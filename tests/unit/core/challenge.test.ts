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
import { makeChallengeLevel, type ChallengeLevelMaker } from '../../../src/core/challengeLevel';
import { measureFeltDifficulty } from '../../../src/core/feltDifficulty';
import { parseLevel } from '../../../src/core/levelSchema';
import { mulberry32 } from '../../../src/core/random';
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

const screwMaker: ChallengeLevelMaker = {
  levelCount: screwVariant.levelCount,
  capacity: screwVariant.boxCapacity,
  loadLevelFile: loaderOf('levels'),
};
const candyMaker: ChallengeLevelMaker = {
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
  it('is a pure function of the seed and the level count, aimed at the medium band', () => {
    const a = challengePlan(seed('k3x9a0pq'), 20);
    expect(a).toEqual(challengePlan(seed('k3x9a0pq'), 20));
    expect(a.id).toBe('challenge-k3x9a0pq');
    expect(a.target).toBe(CHALLENGE_TARGET);
    expect(CHALLENGE_TARGET).toBe('medium');
  });

  it('borrows the maps of the medium band, never a tutorial level, and spreads seeds over them', () => {
    const maps = new Set<number>();
    const random = mulberry32(7);
    for (let k = 0; k < 500; k++) {
      const plan = challengePlan(newChallengeSeed(random), 20);
      expect(plan.mapLevel).toBeGreaterThanOrEqual(8);
      expect(plan.mapLevel).toBeLessThanOrEqual(16);
      maps.add(plan.mapLevel);
    }
    expect(maps.size).toBe(9);
    for (let k = 0; k < 200; k++) {
      const plan = challengePlan(newChallengeSeed(random), 32);
      expect(plan.mapLevel).toBeGreaterThanOrEqual(13);
      expect(plan.mapLevel).toBeLessThanOrEqual(26);
    }
  });
});

describe('challenge level', () => {
  it('the same seed gives the same level: pinned digests of variant A and B levels', async () => {
    const pinned: [ChallengeLevelMaker, string, string][] = [
      [screwMaker, 'k3x9a0pq', '2424dcecaa6e34f54ba9ecdfb3d0a23e4407235ece13150a43576b6bba13ce46'],
      [screwMaker, '00000000', '381c5dc0ecd34a81b35127ca5ff7c0b702bf4bc3706497bb3f7dca8c8153cb0b'],
      [candyMaker, 'k3x9a0pq', '5f84d7fc158439ba7babad6068a9dc7c73ceb4d21d7fd3c7d6c3794c9916595a'],
      [candyMaker, 'zzzzzzzz', '523f14985d049a2e98bfda7782fc613fddfce80a89c98f04b8d7796836342d6b'],
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
