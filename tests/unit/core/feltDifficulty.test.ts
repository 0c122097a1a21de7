// The felt difficulty of hand-made and shipped levels (the three players, tray pressure, cover), and the
// formula that folds it into one number that reads no figure of size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feltBandOf as bandOf,
  feltScore as difficultyScore,
  FELT_HARD_FROM as HARD_FROM,
  lossOverReference,
  measureFeltDifficulty as measureDifficulty,
  FELT_MEDIUM_FROM as MEDIUM_FROM,
  type FeltInputs as DifficultyInputs,
} from '../../../src/core/feltDifficulty';
import { solveLevel } from '../../../src/core/solver';
import { screwVariant } from '../../../src/variants/screw';
import { flatLevel, SHIPPED_SCREW_LEVELS, twoWaiting } from './fixtures';

const capacity = screwVariant.boxCapacity;

const shipped = SHIPPED_SCREW_LEVELS;

describe('measureFeltDifficulty', () => {
  it('a trivial level: no waiting, every player wins, easy', () => {
    const figures = measureDifficulty(flatLevel([1, 1, 1], { positions: 1 }), { capacity });
    expect(figures).toMatchObject({
      trayNeed: 0,
      randomWinShare: 1,
      boxFirstWinShare: 1,
      lookaheadWinShare: 1,
      coverDepth: 0,
      winnable: true,
      felt: 0,
      band: 'easy',
    });
    expect(figures.felt).toBeLessThan(MEDIUM_FROM);
  });

  it('a level where two screws must wait together needs two tray slots', () => {
    const figures = measureDifficulty(twoWaiting(3), { capacity });
    expect(figures.trayNeed).toBe(2);
    // With two open slots the second waiting screw would fill the tray: not winnable.
    expect(solveLevel(twoWaiting(2), { capacity }).winnable).toBe(false);
    expect(solveLevel(twoWaiting(3), { capacity, trayLimit: 1 }).winnable).toBe(false);
  });

  it('random players lose when free screws have nowhere to go but a small tray', () => {
    // Blues over reds, one position, a tray of four: a random player who parks the apart blue early loses.
    const figures = measureDifficulty(twoWaiting(3), { capacity, randomPlayers: 100 });
    expect(figures.randomWinShare).toBeGreaterThan(0);
    expect(figures.randomWinShare).toBeLessThan(1);
  });

  it('is deterministic for a seed, and the seed changes only the simulated players', () => {
    const spec = shipped[12]!;
    const a = measureDifficulty(spec, { capacity, randomPlayers: 60, modelGames: 40, seed: 7 });
    expect(measureDifficulty(spec, { capacity, randomPlayers: 60, modelGames: 40, seed: 7 })).toEqual(a);
    const b = measureDifficulty(spec, { capacity, randomPlayers: 60, modelGames: 40, seed: 8 });
    const players = {
      randomWinShare: 0,
      randomLossPerScrew: 0,
      boxFirstWinShare: 0,
      boxFirstLossPerScrew: 0,
      lookaheadWinShare: 0,
      lookaheadLossPerScrew: 0,
      felt: 0,
      band: 'easy',
    };
    expect({ ...b, ...players }).toEqual({ ...a, ...players });
  });

  it('sorts the first shipped levels as easy and the last as hard; level 20 is the hardest', () => {
    for (const spec of shipped.slice(0, 5)) expect(measureDifficulty(spec, { capacity }).band, spec.id).toBe('easy');
    for (const spec of shipped.slice(-3)) expect(measureDifficulty(spec, { capacity }).band, spec.id).toBe('hard');
  });

  it('level 20 of variant A is its hardest', { timeout: 120_000 }, () => {
    const felt = shipped.map((spec) => measureDifficulty(spec, { capacity }).felt);
    expect(felt.indexOf(Math.max(...felt))).toBe(shipped.length - 1);
  });

  it('scores an unwinnable level 100', () => {
    const figures = measureDifficulty(twoWaiting(2), { capacity, randomPlayers: 10 });
    expect(figures.winnable).toBe(false);
    expect(figures.felt).toBe(100);
    expect(figures.band).toBe('hard');
  });
});

const inputs = fc.record({
  traySlots: fc.integer({ min: 1, max: 7 }),
  trayNeed: fc.integer({ min: 0, max: 6 }),
  randomWinShare: fc.double({ min: 0, max: 1, noNaN: true }),
  randomLossPerScrew: fc.double({ min: 0, max: 1, noNaN: true }),
  boxFirstWinShare: fc.double({ min: 0, max: 1, noNaN: true }),
  boxFirstLossPerScrew: fc.double({ min: 0, max: 1, noNaN: true }),
  lookaheadWinShare: fc.double({ min: 0, max: 1, noNaN: true }),
  lookaheadLossPerScrew: fc.double({ min: 0, max: 1, noNaN: true }),
  coverDepth: fc.double({ min: 0, max: 3, noNaN: true }),
  winnable: fc.constant(true),
});

describe('feltScore', () => {
  it('stays within 0..100', () => {
    fc.assert(
      fc.property(inputs, (f) => {
        const score = difficultyScore(f);
        return score >= 0 && score <= 100;
      }),
    );
  });

  it('never falls when a figure gets harder (monotone in every input)', () => {
    const harder: ((f: DifficultyInputs) => DifficultyInputs)[] = [
      (f) => ({ ...f, trayNeed: f.trayNeed + 1 }),
      (f) => ({ ...f, randomLossPerScrew: Math.min(1, f.randomLossPerScrew * 2) }),
      (f) => ({ ...f, boxFirstLossPerScrew: Math.min(1, f.boxFirstLossPerScrew * 2) }),
      (f) => ({ ...f, lookaheadLossPerScrew: Math.min(1, f.lookaheadLossPerScrew * 2) }),
      (f) => ({ ...f, coverDepth: f.coverDepth + 0.5 }),
      (f) => ({ ...f, winnable: false }),
    ];
    fc.assert(fc.property(inputs, (f) => harder.every((make) => difficultyScore(make(f)) >= difficultyScore(f))));
  });

  it('reads no figure of size: screws, colours, layers and search effort leave the score as it is', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 3, max: 300 }), (f, screws) => {
        const withSize = { ...f, screws, colours: 7, layers: 9, statesSearched: screws * 99 };
        return difficultyScore(withSize) === difficultyScore(f);
      }),
    );
  });

  it('is 0 for the plainest figures and 100 for the hardest', () => {
    const plain: DifficultyInputs = {
      traySlots: 5,
      trayNeed: 0,
      randomWinShare: 1,
      randomLossPerScrew: 0,
      boxFirstWinShare: 1,
      boxFirstLossPerScrew: 0,
      lookaheadWinShare: 1,
      lookaheadLossPerScrew: 0,
      coverDepth: 0,
      winnable: true,
    };
    expect(difficultyScore(plain)).toBe(0);
    const hardest = {
      ...plain,
      trayNeed: 5,
      randomWinShare: 0,
      randomLossPerScrew: 1,
      boxFirstWinShare: 0,
      boxFirstLossPerScrew: 1,
      lookaheadWinShare: 0,
      lookaheadLossPerScrew: 1,
      coverDepth: 1,
    };
    expect(difficultyScore(hardest)).toBe(100);
  });

  it('reads the players by their loss per screw, not their win shares', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (f, a, b) =>
          difficultyScore({ ...f, randomWinShare: a, boxFirstWinShare: b, lookaheadWinShare: a * b }) ===
          difficultyScore(f),
      ),
    );
  });

  it('weighs every player by its loss per screw, brought to a level of 30 screws', () => {
    expect(lossOverReference(0)).toBe(0);
    expect(lossOverReference(1)).toBe(1);
    // 1 - 0.99^30
    expect(lossOverReference(0.01)).toBeCloseTo(0.2603, 4);
  });
});

describe('feltBandOf', () => {
  it('easy below MEDIUM_FROM, hard from HARD_FROM, medium between', () => {
    expect(bandOf(0)).toBe('easy');
    expect(bandOf(MEDIUM_FROM - 0.1)).toBe('easy');
    expect(bandOf(MEDIUM_FROM)).toBe('medium');
    expect(bandOf(HARD_FROM - 0.1)).toBe('medium');
    expect(bandOf(HARD_FROM)).toBe('hard');
    expect(bandOf(100)).toBe('hard');
  });
});
