import { describe, expect, it } from 'vitest';
import { readRankRecord } from '../../../../src/platform/miniGameApi';
import { cleanNickname, rankRows } from '../../../../src/platform/openData/rankRows';
import { scoreKV } from '../fakes/fakeOpenData';

const none = { openid: null, nickname: null, avatarUrl: null, score: null };
const user = (openid: string, score: number | null, time = 1_700_000_000, kind: 'wx' | 'tt' = 'wx') => ({
  openid,
  nickname: openid.toUpperCase(),
  avatarUrl: `https://a.test/${openid}.png`,
  KVDataList: score === null ? [] : scoreKV(kind, score, time),
});

describe('rank records', () => {
  it('reads the field of its host and nothing else', () => {
    expect(readRankRecord('wx', '{"wxgame":{"score":12,"update_time":5}}')).toEqual({ score: 12, updateTime: 5 });
    expect(readRankRecord('tt', '{"ttgame":{"score":7,"update_time":9}}')).toEqual({ score: 7, updateTime: 9 });
    expect(readRankRecord('wx', '{"ttgame":{"score":7,"update_time":9}}')).toBeNull();
    for (const bad of [
      undefined,
      '',
      'not json',
      'null',
      '{"wxgame":{"score":"12"}}',
      '{"wxgame":{"score":-1}}',
      '{"wxgame":{"score":1e300}}',
      '{"wxgame":5}',
    ]) {
      expect(readRankRecord('wx', bad)).toBeNull();
    }
    expect(readRankRecord('wx', '{"wxgame":{"score":3}}')).toEqual({ score: 3, updateTime: 0 });
  });

  it('cleans nicknames for drawing', () => {
    expect(cleanNickname('  Ann\u0000  Lee\u202e ')).toBe('Ann Lee');
    expect(cleanNickname('')).toBe('?');
    expect(cleanNickname(5)).toBe('?');
    expect([...cleanNickname('长'.repeat(50))]).toHaveLength(32);
  });
});

describe('rankRows', () => {
  it('puts the best score first; equal scores share a rank, the earlier one listed first', () => {
    const rows = rankRows([user('c', 30, 300), user('a', 50), user('b', 30, 100), user('d', 10)], 'wx', none);
    expect(rows.map((r) => [r.openid, r.rank, r.score])).toEqual([
      ['a', 1, 50],
      ['b', 2, 30],
      ['c', 2, 30],
      ['d', 4, 10],
    ]);
  });

  it('leaves out players without a readable record, and duplicates', () => {
    const broken = { openid: 'x', nickname: 'X', KVDataList: [{ key: 'score', value: '{oops' }] };
    const other = { openid: 'y', nickname: 'Y', KVDataList: [{ key: 'level', value: '{"wxgame":{"score":99}}' }] };
    const rows = rankRows(
      [user('a', 5), broken, other, user('a', 9), null as never, { nickname: 'no id', KVDataList: scoreKV('wx', 2) }],
      'wx',
      none,
    );
    expect(rows.map((r) => r.nickname)).toEqual(['A', 'no id']);
  });

  it('reads Douyin records from ttgame', () => {
    expect(rankRows([user('a', 5, 1, 'tt')], 'tt', none).map((r) => r.score)).toEqual([5]);
    expect(rankRows([user('a', 5, 1, 'tt')], 'wx', none)).toEqual([]);
  });

  it("marks the player's row and lifts it to a score just posted", () => {
    const self = { openid: 'b', nickname: 'B', avatarUrl: null, score: 80 };
    const rows = rankRows([user('a', 50), user('b', 20)], 'wx', self);
    expect(rows.map((r) => [r.openid, r.rank, r.score, r.self])).toEqual([
      ['b', 1, 80, true],
      ['a', 2, 50, false],
    ]);
  });

  it('adds the player with a first score the host does not list yet', () => {
    const self = { openid: 'me', nickname: 'Me', avatarUrl: null, score: 15 };
    const rows = rankRows([user('a', 50), user('c', 10)], 'wx', self);
    expect(rows.map((r) => [r.nickname, r.rank, r.self])).toEqual([
      ['A', 1, false],
      ['Me', 2, true],
      ['C', 3, false],
    ]);
  });
});
