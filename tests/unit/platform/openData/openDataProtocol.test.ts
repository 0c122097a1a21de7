import { describe, expect, it } from 'vitest';
import { DEFAULT_RANK_LABELS, parseOpenDataMessage } from '../../../../src/platform/openData/openDataProtocol';

describe('parseOpenDataMessage', () => {
  it("reads the game's messages", () => {
    expect(parseOpenDataMessage({ type: 'setRank', score: 41.6 })).toEqual({
      ok: true,
      message: { type: 'setRank', score: 42 },
    });
    // The adapter's plain getRank is a friends' ranking in English.
    expect(parseOpenDataMessage({ type: 'getRank' })).toEqual({
      ok: true,
      message: { type: 'getRank', scope: 'friends', shareTicket: null, labels: DEFAULT_RANK_LABELS, challenge: null },
    });
    // A challenge's ranking: the seed, and the player's fresh score on it (rounded).
    expect(parseOpenDataMessage({ type: 'getRank', challenge: { seed: 'k3x9a0pq', score: 10_041.6 } })).toMatchObject({
      ok: true,
      message: { challenge: { seed: 'k3x9a0pq', score: 10_042 } },
    });
    const group = parseOpenDataMessage({
      type: 'getRank',
      scope: 'group',
      shareTicket: 't-1',
      labels: { group: 'Gruppe', loading: 7 },
    });
    expect(group).toEqual({
      ok: true,
      message: {
        type: 'getRank',
        scope: 'group',
        shareTicket: 't-1',
        labels: { ...DEFAULT_RANK_LABELS, group: 'Gruppe' },
        challenge: null,
      },
    });
    expect(parseOpenDataMessage({ type: 'page', delta: -1 })).toEqual({
      ok: true,
      message: { type: 'page', delta: -1 },
    });
    expect(parseOpenDataMessage({ type: 'hide' })).toEqual({ ok: true, message: { type: 'hide' } });
  });

  it('drops what it does not take, saying why', () => {
    const reasons = [
      null,
      'getRank',
      { type: 'setRank', score: '5' },
      { type: 'setRank', score: -3 },
      { type: 'setRank', score: Infinity },
      { type: 'getRank', scope: 'group' },
      { type: 'getRank', challenge: { seed: 'NOT A SEED', score: 1 } },
      { type: 'getRank', challenge: { seed: 'k3x9a0pq', score: -1 } },
      { type: 'getRank', challenge: 'k3x9a0pq' },
      { type: 'page', delta: 0.5 },
      { type: 'page', delta: 0 },
      { type: 'explode' },
    ].map((raw) => parseOpenDataMessage(raw));
    for (const r of reasons) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).not.toBe('');
    }
    const ticketless = parseOpenDataMessage({ type: 'getRank', scope: 'group' });
    expect(ticketless.ok === false && ticketless.reason).toMatch(/shareTicket/);
  });

  it('keeps labels short', () => {
    const r = parseOpenDataMessage({ type: 'getRank', labels: { friends: 'x'.repeat(500) } });
    expect(r.ok && r.message.type === 'getRank' && r.message.labels.friends.length).toBe(80);
  });
});
