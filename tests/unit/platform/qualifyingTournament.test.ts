// Spec 7 and 8: the qualifying-tournament GET carries setKey, reads { code: 0, data: { contextId, tournamentId,
// endTime } }, and on failure retries after 1 s, at most 3 more times.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchQualifyingTournament,
  parseQualifyingReply,
  QUALIFYING_MAX_RETRIES,
  QUALIFYING_RETRY_MS,
} from '../../../src/platform/qualifyingTournament';
import { recordingLog } from './fakes/flush';

const GOOD = { code: 0, data: { contextId: '123', tournamentId: '456', endTime: 1_900_000_000 } };

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the reply', () => {
  it('reads code 0 with the three fields', () => {
    expect(parseQualifyingReply(GOOD)).toEqual({ contextId: '123', tournamentId: '456', endTime: 1_900_000_000 });
    expect(parseQualifyingReply({ code: '0', data: { contextId: 1, tournamentId: 2, endTime: '99' } })).toEqual({
      contextId: '1',
      tournamentId: '2',
      endTime: 99,
    });
  });

  it.each([
    null,
    'text',
    { code: 1, data: GOOD.data },
    { code: 0 },
    { code: 0, data: { contextId: 'c', endTime: 1 } },
    { code: 0, data: { contextId: 'c', tournamentId: 't', endTime: 'soon' } },
    { data: GOOD.data },
  ])('anything else is a failure: %j', (reply) => {
    expect(parseQualifyingReply(reply)).toBeNull();
  });
});

describe('retries', () => {
  it('is 1 s and at most 3 more tries', () => {
    expect(QUALIFYING_RETRY_MS).toBe(1000);
    expect(QUALIFYING_MAX_RETRIES).toBe(3);
  });

  it('answers at once when the first try succeeds', async () => {
    const fetcher = vi.fn(async () => GOOD);
    expect(await fetchQualifyingTournament(fetcher, 'set-1')).toEqual(parseQualifyingReply(GOOD));
    expect(fetcher).toHaveBeenCalledWith('set-1');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('tries again 1 s after each failure (thrown call or bad code) and returns the first good reply', async () => {
    const times: number[] = [];
    const replies: (() => unknown)[] = [
      () => {
        throw new Error('network');
      },
      () => ({ code: 500 }),
      () => GOOD,
    ];
    const fetcher = vi.fn(async () => {
      times.push(Date.now());
      return replies.shift()?.();
    });
    const { log, lines } = recordingLog();
    const result = fetchQualifyingTournament(fetcher, 'k', { log });
    await vi.advanceTimersByTimeAsync(2 * QUALIFYING_RETRY_MS);
    expect(await result).toEqual(parseQualifyingReply(GOOD));
    expect(times.map((t) => t - (times[0] ?? 0))).toEqual([0, 1000, 2000]);
    expect(lines).toHaveLength(2);
  });

  it('gives up with null after 4 tries in all', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('down');
    });
    const result = fetchQualifyingTournament(fetcher, 'k', { log: () => {} });
    await vi.advanceTimersByTimeAsync(10 * QUALIFYING_RETRY_MS);
    expect(await result).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1 + QUALIFYING_MAX_RETRIES);
  });

  it('uses an injected sleep when given one', async () => {
    const sleep = vi.fn(async () => {});
    const fetcher = vi.fn(async () => ({ code: 2 }));
    expect(await fetchQualifyingTournament(fetcher, 'k', { sleep, log: () => {} })).toBeNull();
    expect(sleep.mock.calls).toEqual([[1000], [1000], [1000]]);
  });
});
