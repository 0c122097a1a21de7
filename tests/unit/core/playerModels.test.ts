// The simulated players of the felt difficulty: their win shares on hand-made levels whose answer is
// known, that they only make taps the real rules accept, and the doubled level that measures size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverGeometry } from '../../../src/core/coverModel';
import { coverDepthOf, measureFeltDifficulty } from '../../../src/core/feltDifficulty';
import { doubleLevel, playerShares, playGame, PLAYER_MODELS } from '../../../src/core/playerModels';
import { parseLevel } from '../../../src/core/levelSchema';
import { replayLine, solveLevel } from '../../../src/core/solver';
import type { BoardSpec, Colour, LevelSpec } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';
import { SHIPPED_SCREW_LEVELS, boardsLevel, flatLevel, plank } from './fixtures';

const capacity = screwVariant.boxCapacity;

const level = (boards: BoardSpec[], queue: Colour[], positions: number, openSlots: number): LevelSpec =>
  boardsLevel(boards, { queue, positions, slots: openSlots + 1, locked: 1, id: 'p' });

const shipped = SHIPPED_SCREW_LEVELS;

// Three reds under a one-screw blue plank (hanging, it covers all three with its swing disc), two
// blues on a plank apart; the red box comes first, one box position, two open tray slots. Nothing
// fits the red box at the start, so a screw must be parked: parking the covering blue frees the reds
// and wins; parking an apart blue leaves nothing for the box, and the second park fills the tray.
const oneRightPark = level(
  [plank('low', 1, 375, 800, [1, 1, 1]), plank('lid', 2, 375, 800, [2]), plank('side', 1, 375, 1100, [2, 2])],
  [1, 2],
  1,
  2,
);

describe('player models on levels whose answer is known', () => {
  it('every order wins: every player wins every game', () => {
    const open = flatLevel([1, 1, 1, 2, 2, 2], { positions: 2 });
    const shares = playerShares(open, { capacity });
    for (const model of PLAYER_MODELS) {
      expect(shares[model].winShare, model).toBe(1);
      expect(shares[model].lossPerScrew, model).toBe(0);
      expect(shares[model].taps, model).toBe(6 * shares[model].games);
    }
  });

  it('parking any screw loses: box-first and lookahead always win, random players mostly lose', () => {
    // One position, one open tray slot: a blue tapped before the reds are boxed fills the tray.
    const strict = flatLevel([1, 1, 1, 2, 2, 2], { queue: [1, 2], positions: 1, slots: 1 });
    const shares = playerShares(strict, { capacity, games: { random: 400, boxFirst: 50, lookahead: 50 } });
    expect(shares.boxFirst.winShare).toBe(1);
    expect(shares.lookahead.winShare).toBe(1);
    // A random player wins only when its first three taps are the three reds: 3/6 · 2/5 · 1/4 = 1/20.
    expect(shares.random.winShare).toBeLessThan(1);
    expect(Math.abs(shares.random.winShare - 1 / 20)).toBeLessThan(0.035);
  });

  it('one park is right: lookahead always wins, box-first wins about a third, random less', () => {
    const shares = playerShares(oneRightPark, { capacity, games: { random: 300, boxFirst: 300, lookahead: 50 } });
    expect(shares.lookahead.winShare).toBe(1);
    // Box-first parks one of three free blues at random; only the covering one (1/3) wins.
    expect(Math.abs(shares.boxFirst.winShare - 1 / 3)).toBeLessThan(0.08);
    expect(shares.random.winShare).toBeLessThan(shares.boxFirst.winShare);
    expect(solveLevel(oneRightPark, { capacity }).winnable).toBe(true);
  });

  it('is deterministic: the same seed gives the same figures, another seed other games', () => {
    const level = shipped[9]!;
    const a = playerShares(level, { capacity, seed: 'x', games: { random: 40, boxFirst: 40, lookahead: 40 } });
    expect(playerShares(level, { capacity, seed: 'x', games: { random: 40, boxFirst: 40, lookahead: 40 } })).toEqual(a);
    expect(playGame(level, 'boxFirst', 'x', 3, capacity)).toEqual(playGame(level, 'boxFirst', 'x', 3, capacity));
    const lines = new Set(Array.from({ length: 8 }, (_, g) => playGame(level, 'random', 'x', g, capacity).line.join()));
    expect(lines.size).toBeGreaterThan(1);
  });

  it('the random player is the one the old difficulty number had (same seeds, same share)', () => {
    const level = shipped[5]!;
    // Level 6 measured 41.5% over 200 random players before the player models came (docs/levels.md).
    expect(playerShares(level, { capacity }).random.winShare).toBe(0.415);
  });
});

describe('player models agree with the rules', () => {
  const levels = [shipped[0]!, shipped[7]!, shipped[10]!, shipped[16]!, shipped[19]!, oneRightPark];
  it.each(PLAYER_MODELS)('%s: every tap is one the rules accept, and the game ends as the rules say', (model) => {
    for (const spec of levels) {
      for (let game = 0; game < 6; game++) {
        const played = playGame(spec, model, 'agree', game, capacity);
        const replay = replayLine(spec, played.line, capacity);
        expect(replay.problem === undefined || replay.problem.startsWith('ended'), `${spec.id} ${replay.problem}`).toBe(
          true,
        );
        const expected = { won: 'won', lost: 'lost-full', stuck: 'playing' }[played.end];
        expect(replay.outcome, `${spec.id} game ${game}`).toBe(expected);
      }
    }
  });
});

/** Small random levels: stacks of a plank with an optional plank on top, and a plank apart. */
const smallLevel = fc
  .record({
    stacks: fc.array(fc.record({ low: fc.integer({ min: 2, max: 4 }), top: fc.integer({ min: 0, max: 3 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    colours: fc.integer({ min: 1, max: 3 }),
    positions: fc.integer({ min: 1, max: 3 }),
    openSlots: fc.integer({ min: 2, max: 5 }),
    order: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
  })
  .map(({ stacks, colours, positions, openSlots, order }) => {
    const total = stacks.reduce((n, s) => n + s.low + s.top, 0);
    const side = (3 - (total % 3)) % 3;
    const boxes = (total + side) / 3;
    const queue: Colour[] = Array.from({ length: boxes }, (_, i) => ((i % Math.min(colours, boxes)) + 1) as Colour);
    // Screw colours: the boxes' colours, three each, in an order drawn by fast-check.
    const pool = queue.flatMap((c) => [c, c, c]);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = order[i % order.length]! % (i + 1);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    let k = 0;
    const take = (n: number) => pool.slice(k, (k += n));
    const boards: BoardSpec[] = [];
    stacks.forEach((s, i) => {
      boards.push(plank(`low${i}`, 1, 375, 560 + i * 170, take(s.low)));
      if (s.top > 0) boards.push(plank(`top${i}`, 2, 375, 560 + i * 170, take(s.top)));
    });
    if (side > 0) boards.push(plank('side', 1, 375, 560 + stacks.length * 170, take(side)));
    return level(boards, queue, positions, openSlots);
  });

/** Variant B's shipped levels, as the game loads them (their built files). */
const shippedCandy: LevelSpec[] = Object.entries(
  import.meta.glob<unknown>('../../../assets/levels-candy/built/level-*.json', { eager: true, import: 'default' }),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, json]) => {
    const parsed = parseLevel(json, capacity);
    if (!parsed.ok) throw new Error(`${path}: ${parsed.error}`);
    return parsed.level;
  });

/** Games enough that the sampling noise of a small level's loss rates stays well inside 5 points. */
const manyGames = { randomPlayers: 400, modelGames: 400 };

describe('the level doubled in size: the same puzzle twice over (rounds: 2)', () => {
  it('win shares fall to about their squares, the loss per screw stays', () => {
    const one = playerShares(oneRightPark, { capacity, games: { random: 600, boxFirst: 600, lookahead: 50 } });
    const two = playerShares(oneRightPark, {
      capacity,
      games: { random: 600, boxFirst: 600, lookahead: 50 },
      rounds: 2,
    });
    expect(Math.abs(two.boxFirst.winShare - one.boxFirst.winShare ** 2)).toBeLessThan(0.06);
    expect(two.lookahead.winShare).toBe(1);
    expect(two.lookahead.taps).toBe(2 * one.lookahead.taps);
    expect(two.boxFirst.lossPerScrew / one.boxFirst.lossPerScrew).toBeGreaterThan(0.8);
    expect(two.boxFirst.lossPerScrew / one.boxFirst.lossPerScrew).toBeLessThan(1.25);
  });

  it('scores within 5 points of the level itself: small levels of every kind', () => {
    fc.assert(
      fc.property(smallLevel, (spec) => {
        const once = measureFeltDifficulty(spec, { capacity, ...manyGames }).felt;
        const twice = measureFeltDifficulty(spec, { capacity, ...manyGames, rounds: 2 }).felt;
        expect(Math.abs(twice - once), `${once} once, ${twice} twice`).toBeLessThanOrEqual(5);
      }),
      { numRuns: 60 },
    );
  });

  it('scores within 5 points of the level itself: every shipped level of both variants', { timeout: 300_000 }, () => {
    for (const spec of [...shipped, ...shippedCandy]) {
      const once = measureFeltDifficulty(spec, { capacity }).felt;
      const twice = measureFeltDifficulty(spec, { capacity, rounds: 2 }).felt;
      expect(Math.abs(twice - once), `${spec.id}: ${once} once, ${twice} twice`).toBeLessThanOrEqual(5);
    }
  });
});

describe('doubleLevel', () => {
  it('is the same level twice: boards and screws twice, the queue twice, the row and the tray as they are', () => {
    fc.assert(
      fc.property(smallLevel, (spec) => {
        const twice = doubleLevel(spec);
        expect(twice.boards).toHaveLength(2 * spec.boards.length);
        expect(twice.boxes.queue).toEqual([...spec.boxes.queue, ...spec.boxes.queue]);
        expect(twice.boxes.positions).toBe(spec.boxes.positions);
        expect(twice.tray).toEqual(spec.tray);
        // No board of one copy can cover a screw of the other: the cover is the original's, twice.
        const one = coverGeometry(spec);
        const two = coverGeometry(twice);
        const n = one.ids.length;
        for (let s = 0; s < 2 * n; s++) {
          const mine = two.cover[s]!.map((e) => e.board % spec.boards.length).sort();
          expect(mine).toEqual(one.cover[s % n]!.map((e) => e.board).sort());
          for (const e of two.cover[s]!) expect(e.board >= spec.boards.length).toBe(s >= n);
        }
        expect(coverDepthOf(twice)).toBeCloseTo(coverDepthOf(spec), 12);
      }),
      { numRuns: 40 },
    );
  });

  it('a level whose every order wins scores the same twice over', () => {
    const open = flatLevel([1, 1, 1, 2, 2, 2], { positions: 2 });
    expect(measureFeltDifficulty(doubleLevel(open), { capacity, seed: open.id }).felt).toBe(
      measureFeltDifficulty(open, { capacity }).felt,
    );
  });
});
