import { describe, expect, it, vi } from 'vitest';
import { startOpenDataContext } from '../../../../src/platform/openData/openDataContext';
import { challengeKV, fakeOpenData, scoreKV } from '../fakes/fakeOpenData';

const friend = (openid: string, score: number, kind: 'wx' | 'tt' = 'wx') => ({
  openid,
  nickname: openid,
  avatarUrl: `https://avatar.test/${openid}.png`,
  KVDataList: scoreKV(kind, score),
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the open-data context', () => {
  it("draws the friends' ranking the game asks for, in the game's words, the player marked", async () => {
    const host = fakeOpenData({ friends: [friend('ann', 90), friend('me', 40), friend('bob', 60)] });
    const log = vi.fn();
    const context = startOpenDataContext(host.api, 'wx', log);
    host.post({ type: 'getRank', scope: 'friends', labels: { friends: 'Freunde', loading: 'Lädt…' } });
    expect(context.view()?.state).toBe('loading');
    expect(host.ctx.texts()).toEqual(['Freunde', 'Lädt…']);
    await settle();
    expect(host.calls).toEqual(['getFriendCloudStorage score', 'getUserInfo selfOpenId']);
    const view = context.view();
    expect(view?.state).toBe('ready');
    expect(view?.rows.map((r) => [r.nickname, r.rank, r.self])).toEqual([
      ['ann', 1, false],
      ['bob', 2, false],
      ['me', 3, true],
    ]);
    expect(host.ctx.texts()).toEqual(expect.arrayContaining(['Freunde', 'ann', '90', 'bob', '60', 'me', '40']));
    expect(log).not.toHaveBeenCalled();
  });

  it('draws avatars once they load, and keeps the initial for one that fails', async () => {
    const host = fakeOpenData({
      friends: [friend('ann', 90), friend('bob', 60)],
      brokenImages: ['https://avatar.test/bob.png'],
    });
    const log = vi.fn();
    startOpenDataContext(host.api, 'wx', log);
    host.post({ type: 'getRank' });
    await settle();
    await settle();
    expect(host.images.map((i) => i.src)).toEqual(['https://avatar.test/ann.png', 'https://avatar.test/bob.png']);
    expect(host.ctx.images()).toEqual([host.images[0]]);
    expect(host.ctx.texts()).toContain('B');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('bob.png did not load'), expect.anything());
  });

  it("ranks a score the game just posted before the host's storage has it", async () => {
    const host = fakeOpenData({ friends: [friend('ann', 90), friend('me', 40)] });
    const context = startOpenDataContext(host.api, 'wx', vi.fn());
    host.post({ type: 'getRank' });
    await settle();
    host.post({ type: 'setRank', score: 120 });
    expect(context.view()?.rows.map((r) => [r.nickname, r.score])).toEqual([
      ['me', 120],
      ['ann', 90],
    ]);
  });

  it("draws a group's ranking from the share ticket the game was opened with", async () => {
    const host = fakeOpenData({
      friends: [friend('ann', 90)],
      groups: { 'ticket-7': [friend('cat', 30), friend('dan', 70)] },
    });
    const context = startOpenDataContext(host.api, 'wx', vi.fn());
    host.post({ type: 'getRank', scope: 'group', shareTicket: 'ticket-7', labels: { group: 'This group' } });
    await settle();
    expect(host.calls[0]).toBe('getGroupCloudStorage ticket-7 score');
    expect(context.view()?.title).toBe('This group');
    expect(context.view()?.rows.map((r) => r.nickname)).toEqual(['dan', 'cat']);
  });

  it("ranks a group's scores on one challenge: that seed's records, with the player's fresh score", async () => {
    const member = (openid: string, ladder: number, challenges: Record<string, number>) => ({
      ...friend(openid, ladder),
      KVDataList: [...scoreKV('wx', ladder), ...challengeKV(challenges)],
    });
    const host = fakeOpenData({
      groups: {
        'ticket-7': [
          member('kim', 70, { k3x9a0pq: 10_042, zz00aa11: 10_090 }),
          // Lee has the best ladder score, and another challenge only: not on this ranking.
          member('lee', 900, { zz00aa11: 10_100 }),
          member('me', 40, { k3x9a0pq: 10_001 }),
          member('ned', 10, { k3x9a0pq: 10_020 }),
        ],
      },
    });
    const context = startOpenDataContext(host.api, 'wx', vi.fn());
    host.post({
      type: 'getRank',
      scope: 'group',
      shareTicket: 'ticket-7',
      labels: { group: 'This group' },
      challenge: { seed: 'k3x9a0pq', score: 10_030 },
    });
    await settle();
    expect(host.calls[0]).toBe('getGroupCloudStorage ticket-7 challenge');
    expect(context.view()?.rows.map((r) => [r.nickname, r.score, r.self])).toEqual([
      ['kim', 10_042, false],
      ['me', 10_030, true],
      ['ned', 10_020, false],
    ]);
    // A ladder score posted meanwhile does not change a challenge's ranking.
    host.post({ type: 'setRank', score: 5_000_000 });
    expect(context.view()?.rows.map((r) => r.score)).toEqual([10_042, 10_030, 10_020]);
    // Asked for the ladder again, the ranking is of the ladder's records.
    host.post({ type: 'getRank', scope: 'group', shareTicket: 'ticket-7' });
    await settle();
    expect(host.calls.at(-1)).toBe('getGroupCloudStorage ticket-7 score');
    expect(context.view()?.rows.map((r) => r.nickname)).toEqual(['me', 'lee', 'kim', 'ned']);
  });

  it('says so when the player refused the grant or the ticket is unknown, and logs why', async () => {
    for (const [script, message] of [
      [{ refused: true }, { type: 'getRank' }],
      [{}, { type: 'getRank', scope: 'group', shareTicket: 'stale' }],
    ] as const) {
      const host = fakeOpenData(script);
      const log = vi.fn();
      const context = startOpenDataContext(host.api, 'wx', log);
      host.post(message);
      await settle();
      expect(context.view()?.state).toBe('failed');
      expect(host.ctx.texts()).toContain('Could not load the ranking.');
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/could not be read \(.+\)/), expect.anything());
    }
  });

  it('says when no friend has a score yet', async () => {
    const host = fakeOpenData({ friends: [{ openid: 'x', nickname: 'x', KVDataList: [] }] });
    const context = startOpenDataContext(host.api, 'wx', vi.fn());
    host.post({ type: 'getRank', labels: { empty: 'Nobody yet' } });
    await settle();
    expect(context.view()?.state).toBe('empty');
    expect(host.ctx.texts()).toEqual(['Friends', 'Nobody yet']);
  });

  it('reads Douyin friends through getCloudStorageByRelation, and offers no group ranking there', async () => {
    const host = fakeOpenData({ kind: 'tt', friends: [friend('ann', 9, 'tt'), friend('bo', 12, 'tt')] });
    const context = startOpenDataContext(host.api, 'tt', vi.fn());
    host.post({ type: 'getRank' });
    await settle();
    expect(host.calls).toEqual(['getCloudStorageByRelation friend score']);
    expect(context.view()?.rows.map((r) => r.nickname)).toEqual(['bo', 'ann']);
    host.post({ type: 'getRank', scope: 'group', shareTicket: 't' });
    await settle();
    expect(context.view()?.state).toBe('failed');
  });

  it('turns pages within the ranking', async () => {
    const friends = Array.from({ length: 25 }, (_, i) => friend(`p${String(i).padStart(2, '0')}`, 1000 - i));
    const host = fakeOpenData({ friends });
    const context = startOpenDataContext(host.api, 'wx', vi.fn());
    host.post({ type: 'getRank' });
    await settle();
    host.post({ type: 'page', delta: -1 });
    expect(context.view()?.page).toBe(0);
    host.post({ type: 'page', delta: 1 });
    expect(context.view()?.page).toBe(1);
    host.post({ type: 'page', delta: 99 });
    const last = context.view()?.page ?? 0;
    expect(last).toBeGreaterThan(1);
    expect(host.ctx.texts()).toContain('p24');
  });

  it('clears the canvas on hide and draws nothing of an answer that comes after', async () => {
    const host = fakeOpenData({ friends: [friend('ann', 90)], holdAnswers: true });
    const context = startOpenDataContext(host.api, 'wx', vi.fn());
    host.post({ type: 'getRank' });
    host.post({ type: 'hide' });
    host.release();
    await settle();
    expect(context.view()).toBeNull();
    expect(host.ctx.calls.at(-1)?.op).toBe('clearRect');
    expect(host.ctx.texts()).toEqual([]);
  });

  it('drops malformed messages with a reason and keeps working', async () => {
    const host = fakeOpenData({ friends: [friend('ann', 90)] });
    const log = vi.fn();
    const context = startOpenDataContext(host.api, 'wx', log);
    host.post('hello');
    host.post({ type: 'setRank', score: 'lots' });
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]?.[0]).toMatch(/dropped \(setRank/);
    host.post({ type: 'getRank' });
    await settle();
    expect(context.view()?.state).toBe('ready');
  });

  it('survives a host call that throws', async () => {
    const host = fakeOpenData();
    host.api.getFriendCloudStorage = () => {
      throw new Error('not in this base library');
    };
    const context = startOpenDataContext(host.api, 'wx', vi.fn());
    host.post({ type: 'getRank' });
    await settle();
    expect(context.view()?.state).toBe('failed');
  });
});
