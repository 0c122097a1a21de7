// The best time of each level: a figure that can fall, beaten only by a faster win.
import { describe, expect, it } from 'vitest';
import { recordBestTime } from '../../../src/core/bestTimes';

describe('recordBestTime', () => {
  it('a first clear sets the time and beats nothing', () => {
    expect(recordBestTime({}, 'a-01', 41_250)).toEqual({
      times: { 'a-01': 41_250 },
      bestMs: 41_250,
      previousMs: null,
      beaten: false,
    });
  });

  it('a slower or equal win keeps the record (the same table); a faster one beats it', () => {
    const times = { 'a-01': 40_000, 'a-02': 9_000 };
    expect(recordBestTime(times, 'a-01', 50_000)).toEqual({ times, bestMs: 40_000, previousMs: 40_000, beaten: false });
    expect(recordBestTime(times, 'a-01', 40_000).beaten).toBe(false);
    expect(recordBestTime(times, 'a-01', 39_999)).toEqual({
      times: { 'a-01': 39_999, 'a-02': 9_000 },
      bestMs: 39_999,
      previousMs: 40_000,
      beaten: true,
    });
    expect(times).toEqual({ 'a-01': 40_000, 'a-02': 9_000 });
  });

  it('a broken time counts as 0 ms; names of the object prototype are ordinary ids', () => {
    expect(recordBestTime({}, 'x', Number.NaN).bestMs).toBe(0);
    expect(recordBestTime({}, 'toString', 5_000).previousMs).toBeNull();
  });
});
