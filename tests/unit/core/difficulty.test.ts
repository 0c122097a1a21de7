// Difficulty figures of hand-made and shipped levels, and the formula that folds them into one number.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandOf,
  difficultyScore,
  HARD_FROM,
  measureDifficulty,
  MEDIUM_FROM,
  type DifficultyInputs,
} from '../../../src/core/difficulty';
import { solveLevel } from '../../../src/core/solver';
import { screwVariant } from '../../../src/variants/screw';
import { flatLevel, SHIPPED_SCREW_LEVELS, twoWaiting } from './fixtures';

const capacity = screwVariant.boxCapacity;

const shipped = SHIPPED_SCREW_LEVELS;

describe('measureDifficulty', () => {
  it('a trivial level: no waiting, every player wins, easy', () => {
    const figures = measureDifficulty(flatLevel([1, 1, 1], { positions: 1 }), { capacity });
    expect(figures).toMatchObject({
      colours: 1,
      screws: 3,
      layers: 1,
      boards: 3,
      trayNeed: 0,
      greedyWins: true,
      randomWinShare: 1,
      winnable: true,
      band: 'easy',
    });
    expect(figures.difficulty).toBeLessThan(MEDIUM_FROM);
  });

  it('a level where two screws must wait together needs two tray slots', () => {
    const figures = measureDifficulty(twoWaiting(3), { capacity });
    expect(figures.trayNeed).toBe(2);
    expect(figures.layers).toBe(2);
    expect(figures.colours).toBe(2);
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

  it('is deterministic for a seed, and the seed changes only the random players', () => {
    const spec = shipped[12]!;
    const a = measureDifficulty(spec, { capacity, randomPlayers: 60, seed: 7 });
    expect(measureDifficulty(spec, { capacity, randomPlayers: 60, seed: 7 })).toEqual(a);
    const b = measureDifficulty(spec, { capacity, randomPlayers: 60, seed: 8 });
    expect({ ...b, randomWinShare: 0, difficulty: 0, band: 'easy' }).toEqual({
      ...a,
      randomWinShare: 0,
      difficulty: 0,
      band: 'easy',
    });
  });

  it('sorts the first shipped levels as easy and the last as hard', () => {
    for (const spec of shipped.slice(0, 5)) expect(measureDifficulty(spec, { capacity }).band, spec.id).toBe('easy');
    for (const spec of shipped.slice(-3)) expect(measureDifficulty(spec, { capacity }).band, spec.id).toBe('hard');
  });

  it('scores an unwinnable level 100', () => {
    const figures = measureDifficulty(twoWaiting(2), { capacity, randomPlayers: 10 });
    expect(figures.winnable).toBe(false);
    expect(figures.difficulty).toBe(100);
    expect(figures.band).toBe('hard');
  });
});

const inputs = fc.record({
  colours: fc.integer({ min: 1, max: 7 }),
  screws: fc.integer({ min: 3, max: 80 }),
  layers: fc.integer({ min: 1, max: 8 }),
  traySlots: fc.integer({ min: 1, max: 7 }),
  statesSearched: fc.integer({ min: 0, max: 1_000_000 }),
  trayNeed: fc.integer({ min: 0, max: 6 }),
  greedyWins: fc.boolean(),
  randomWinShare: fc.double({ min: 0, max: 1, noNaN: true }),
  winnable: fc.constant(true),
});

describe('difficultyScore', () => {
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
      (f) => ({ ...f, colours: Math.min(7, f.colours + 1) }),
      (f) => ({ ...f, layers: f.layers + 1 }),
      (f) => ({ ...f, statesSearched: f.statesSearched * 2 + 1 }),
      (f) => ({ ...f, trayNeed: f.trayNeed + 1 }),
      (f) => ({ ...f, greedyWins: false }),
      (f) => ({ ...f, randomWinShare: f.randomWinShare / 2 }),
      (f) => ({ ...f, winnable: false }),
    ];
    fc.assert(fc.property(inputs, (f) => harder.every((make) => difficultyScore(make(f)) >= difficultyScore(f))));
  });

  it('is 0 for the plainest figures and high for the hardest', () => {
    const plain: DifficultyInputs = {
      colours: 1,
      screws: 3,
      layers: 1,
      traySlots: 5,
      statesSearched: 3,
      trayNeed: 0,
      greedyWins: true,
      randomWinShare: 1,
      winnable: true,
    };
    expect(difficultyScore(plain)).toBe(0);
    const hardest = {
      ...plain,
      colours: 7,
      layers: 5,
      statesSearched: 3 * 64,
      trayNeed: 5,
      greedyWins: false,
      randomWinShare: 0,
    };
    expect(difficultyScore(hardest)).toBe(100);
  });
});

describe('bandOf', () => {
  it('easy below MEDIUM_FROM, hard from HARD_FROM, medium between', () => {
    expect(bandOf(0)).toBe('easy');
    expect(bandOf(MEDIUM_FROM - 0.1)).toBe('easy');
    expect(bandOf(MEDIUM_FROM)).toBe('medium');
    expect(bandOf(HARD_FROM - 0.1)).toBe('medium');
    expect(bandOf(HARD_FROM)).toBe('hard');
    expect(bandOf(100)).toBe('hard');
  });
});
