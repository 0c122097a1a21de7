// @vitest-environment jsdom
// The game's server as one caller (src/net/serverCaller.ts), against a real local server: the qualifying call on
// the production host without a token, a reply read by its code, the page's token stored for later calls.
import { describe, expect, it } from 'vitest';
import { serverCaller } from '../../../src/net/serverCaller';
import { safeStore } from '../../../src/platform/storage';
import { hostServers } from './testServer';

const hosts = hostServers();

const config = () => ({ productionBaseUrl: hosts.prod.baseUrl, testBaseUrl: hosts.test.baseUrl, testMode: true });

describe('the server caller', () => {
  it('asks the production host for the qualifying tournament, even under the test flag, and gives the raw reply', async () => {
    const reply = { code: 0, data: { contextId: 'ctx-1', tournamentId: 'tour-9', endTime: 1_800_086_400 } };
    hosts.prod.route('free/qualifying/set', { body: JSON.stringify(reply) });
    const call = serverCaller(config(), safeStore(null));
    // The host adapter reads `{ code, data }` itself (platform/qualifyingTournament.ts).
    await expect(call('qualifying', { setKey: 'key 1' })).resolves.toEqual(reply);
    expect(hosts.prod.requests.map((r) => r.path)).toEqual(['free/qualifying/set']);
    expect(hosts.prod.requests[0]!.headers.authorization).toBeUndefined();
    expect(hosts.test.requests).toEqual([]);
  });

  it('sends the set key in the query', async () => {
    hosts.prod.route('free/qualifying/set', { body: JSON.stringify({ code: 3, msg: 'bad key' }) });
    const call = serverCaller(config(), safeStore(null));
    await expect(call('qualifying', { setKey: 'k 2' })).resolves.toEqual({ code: 3, msg: 'bad key' });
    expect(hosts.prod.requests[0]!.query).toEqual({ setKey: 'k 2' });
  });

  it('rejects with the HTTP status when the host fails', async () => {
    hosts.prod.route('free/qualifying/set', { status: 503, body: 'down' });
    const call = serverCaller(config(), safeStore(null));
    await expect(call('qualifying', { setKey: 'k' })).rejects.toMatchObject({ name: 'HttpError', status: 503 });
  });
});
