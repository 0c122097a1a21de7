// @vitest-environment jsdom
// Spec 6 and 7: the seven endpoint paths as typed functions, each on its path, host and token rule, against a
// real local server; and variant A's qualifying reply read by its code.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApi, ENDPOINTS, parseQualifyingReply, type Api } from '../../../src/net/endpoints';
import { createHttpClient } from '../../../src/net/httpClient';
import { createTokenStore } from '../../../src/net/tokenStore';
import { safeStore } from '../../../src/platform/storage';
import { hostServers } from './testServer';

const NOW = 1_800_000_000_000;

let api: Api;

const hosts = hostServers();
beforeEach(() => {
  const tokens = createTokenStore(safeStore(null), () => NOW);
  tokens.set('tok', NOW + 60_000);
  // The test flag is on: every call but qualifying goes to the test host.
  api = createApi(
    createHttpClient({
      productionBaseUrl: hosts.prod.baseUrl,
      testBaseUrl: hosts.test.baseUrl,
      testMode: true,
      tokens,
    }),
  );
});

const QUALIFYING_OK = { code: 0, data: { contextId: 'ctx-1', tournamentId: 'tour-9', endTime: 1_800_086_400 } };

describe('the seven endpoint paths of spec 7', () => {
  it('are exactly the spec paths', () => {
    expect(Object.values(ENDPOINTS).map((e) => e.path)).toEqual([
      'free/qualifying/set',
      'v1/login',
      'v1/login/update',
      'v1/heart/beat',
      'v1/game/tikPoint',
      'v1/update/rank/score',
      'v1/rank/list',
    ]);
  });

  it('qualifying goes to the production host with setKey and without a token', async () => {
    hosts.prod.route('free/qualifying/set', { body: JSON.stringify(QUALIFYING_OK) });
    await expect(api.fetchQualifying('key 1')).resolves.toEqual(QUALIFYING_OK.data);
    expect(hosts.test.requests).toHaveLength(0);
    const [req] = hosts.prod.requests;
    expect(req).toMatchObject({ method: 'GET', path: 'free/qualifying/set', query: { setKey: 'key 1' } });
    expect(req?.headers).not.toHaveProperty('authorization');
  });

  it('login goes to the test host without a token', async () => {
    await expect(api.login({ code: 'platform-code' })).resolves.toMatchObject({
      server: 'test',
      path: 'v1/login',
      body: { code: 'platform-code' },
      authorization: null,
    });
  });

  const withToken: [string, (api: Api) => Promise<unknown>, string][] = [
    ['v1/login/update', (a) => a.loginUpdate({ nickname: 'n' }), 'POST'],
    ['v1/heart/beat', (a) => a.heartBeat(), 'POST'],
    ['v1/game/tikPoint', (a) => a.tikPoint({ point: 'level_start' }), 'POST'],
    ['v1/update/rank/score', (a) => a.updateRankScore({ score: 12 }), 'POST'],
    ['v1/rank/list', (a) => a.rankList({ page: 1 }), 'GET'],
  ];
  it.each(withToken)('%s goes to the test host with the token', async (path, call, method) => {
    await expect(call(api)).resolves.toMatchObject({ server: 'test', path, method, authorization: 'Bearer tok' });
    expect(hosts.prod.requests).toHaveLength(0);
  });
});

describe("variant A's qualifying reply", () => {
  it('resolves the data when code is 0', () => {
    expect(parseQualifyingReply(QUALIFYING_OK)).toEqual(QUALIFYING_OK.data);
    expect(parseQualifyingReply({ code: 0, data: { contextId: 7, tournamentId: 8, endTime: '9' } })).toEqual({
      contextId: '7',
      tournamentId: '8',
      endTime: 9,
    });
  });

  it('rejects a non-zero code or missing fields, without retrying', async () => {
    expect(() => parseQualifyingReply({ code: 1, msg: 'no' })).toThrow(ApiError);
    expect(() => parseQualifyingReply({ code: 0, data: { contextId: 'c' } })).toThrow(ApiError);
    expect(() => parseQualifyingReply('nope')).toThrow(ApiError);
    hosts.prod.route('free/qualifying/set', { body: '{"code":3}' });
    await expect(api.fetchQualifying('k')).rejects.toMatchObject({ name: 'ApiError', code: 3 });
    expect(hosts.prod.requests).toHaveLength(1);
  });

  it('rejects with the HTTP error when the call fails', async () => {
    hosts.prod.route('free/qualifying/set', { status: 503, body: '' });
    await expect(api.fetchQualifying('k')).rejects.toMatchObject({ name: 'HttpError', kind: 'status', status: 503 });
  });
});
