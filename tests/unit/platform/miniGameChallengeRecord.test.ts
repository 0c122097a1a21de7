// A mini-game player's challenge records in the host's cloud storage (one `challenge` key): read back whatever
// is stored, the best score of each seed kept, the newest first, at most eight, and always within the hosts'
// 1024-byte limit for a key and its value.
import { describe, expect, it } from 'vitest';
import {
  challengeRecordOf,
  challengeRecordsValue,
  CHALLENGE_RECORDS_KEPT,
  MINI_GAME_CHALLENGE_KEY,
  readChallengeRecords,
  withChallengeScore,
} from '../../../src/platform/miniGameChallengeRecord';
import { MINI_GAME_MAX_SCORE } from '../../../src/platform/miniGameApi';

const seed = (i: number) => `seed${String(i).padStart(4, '0')}`;

describe('challenge records', () => {
  it('keeps the best score of a seed, with the time it was reached, and moves the seed to the front', () => {
    let records = withChallengeScore([], seed(1), 10_042, 100);
    records = withChallengeScore(records, seed(2), 10_010, 200);
    records = withChallengeScore(records, seed(1), 9_000, 300);
    expect(records).toEqual([
      { seed: seed(1), score: 10_042, updateTime: 100 },
      { seed: seed(2), score: 10_010, updateTime: 200 },
    ]);
    records = withChallengeScore(records, seed(2), 10_090, 400);
    expect(records[0]).toEqual({ seed: seed(2), score: 10_090, updateTime: 400 });
  });

  it('reads back what it writes; a seed not played has no record', () => {
    const value = challengeRecordsValue(withChallengeScore([], seed(7), 10_042, 1_764_300_000));
    expect(JSON.parse(value)).toEqual({ challenges: [{ seed: seed(7), score: 10_042, update_time: 1_764_300_000 }] });
    expect(challengeRecordOf(value, seed(7))).toEqual({ score: 10_042, updateTime: 1_764_300_000 });
    expect(challengeRecordOf(value, seed(8))).toBeNull();
  });

  it(`keeps the newest ${CHALLENGE_RECORDS_KEPT}, within 1024 bytes with the key even at the largest scores`, () => {
    let records = readChallengeRecords(null);
    for (let i = 0; i < 20; i++) records = withChallengeScore(records, seed(i), MINI_GAME_MAX_SCORE, 1_999_999_999);
    expect(records.map((r) => r.seed)).toEqual([19, 18, 17, 16, 15, 14, 13, 12].map(seed));
    const bytes = new TextEncoder().encode(MINI_GAME_CHALLENGE_KEY + challengeRecordsValue(records)).length;
    expect(bytes).toBeLessThanOrEqual(1024);
  });

  it.each([
    ['not JSON', '{challenges'],
    ['no list', '{"wxgame":{"score":3}}'],
    ['null', 'null'],
    ['an empty string', ''],
  ])('reads a value that is %s as no records', (_what, value) => {
    expect(readChallengeRecords(value)).toEqual([]);
  });

  it('leaves out entries with a broken seed or score, and a seed listed twice after its first', () => {
    const value = JSON.stringify({
      challenges: [
        { seed: 'NOT A SEED', score: 10 },
        { seed: seed(1), score: -1 },
        { seed: seed(2), score: 'high' },
        { seed: seed(3), score: 12.6, update_time: 'yesterday' },
        { seed: seed(3), score: 99 },
        null,
      ],
    });
    expect(readChallengeRecords(value)).toEqual([{ seed: seed(3), score: 13, updateTime: 0 }]);
  });
});
