// What the level tools report about hand-made and shipped levels: the size figures beside the felt
// difficulty (whose formula tests/unit/core/feltDifficulty.test.ts pins).
import { describe, expect, it } from 'vitest';
import { measureDifficulty } from '../../../src/core/difficulty';
import { FELT_MEDIUM_FROM, measureFeltDifficulty } from '../../../src/core/feltDifficulty';
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
      randomWinShare: 1,
      boxFirstWinShare: 1,
      winnable: true,
      band: 'easy',
    });
    expect(figures.felt).toBeLessThan(FELT_MEDIUM_FROM);
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

  it('is deterministic for a seed; the seed changes only the simulated players, never the size or the solver figures', () => {
    const spec = shipped[12]!;
    const a = measureDifficulty(spec, { capacity, randomPlayers: 60, modelGames: 30, seed: 7 });
    expect(measureDifficulty(spec, { capacity, randomPlayers: 60, modelGames: 30, seed: 7 })).toEqual(a);
    const b = measureDifficulty(spec, { capacity, randomPlayers: 60, modelGames: 30, seed: 8 });
    const fixed = ({ colours, screws, layers, boards, statesSearched, trayNeed, coverDepth }: typeof a) => ({
      colours,
      screws,
      layers,
      boards,
      statesSearched,
      trayNeed,
      coverDepth,
    });
    expect(fixed(b)).toEqual(fixed(a));
  });

  it('reports the felt difficulty exactly as measureFeltDifficulty measures it', () => {
    const spec = shipped[9]!;
    const { felt, band, boxFirstWinShare } = measureDifficulty(spec, { capacity });
    expect({ felt, band, boxFirstWinShare }).toMatchObject(
      (({ felt, band, boxFirstWinShare }) => ({ felt, band, boxFirstWinShare }))(
        measureFeltDifficulty(spec, { capacity }),
      ),
    );
  });

  it('sorts the first shipped levels as easy and the last as hard', () => {
    for (const spec of shipped.slice(0, 5)) expect(measureDifficulty(spec, { capacity }).band, spec.id).toBe('easy');
    for (const spec of shipped.slice(-3)) expect(measureDifficulty(spec, { capacity }).band, spec.id).toBe('hard');
  });

  it('scores an unwinnable level 100', () => {
    const figures = measureDifficulty(twoWaiting(2), { capacity, randomPlayers: 10 });
    expect(figures.winnable).toBe(false);
    expect(figures.felt).toBe(100);
    expect(figures.band).toBe('hard');
  });
});
