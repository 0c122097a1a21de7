// @vitest-environment jsdom
// Spec 6, 7 and 8: variant B's HTTP layer against a real local HTTP server, through jsdom's real XHR.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS, TOKEN_STORAGE_KEY } from '../../../src/net/config';
import {
  createHttpClient,
  HttpError,
  type HttpCallbacks,
  type HttpClient,
  type HttpClientConfig,
} from '../../../src/net/httpClient';
import { createTokenStore, type TokenStore } from '../../../src/net/tokenStore';
import { safeStore } from '../../../src/platform/storage';
import { hostServers, refusedBaseUrl } from './testServer';

const NOW = 1_800_000_000_000;

type Result = { kind: 'success'; data: unknown } | { kind: 'error'; args: unknown[] };

/** Runs one callback-form call and resolves with which callback ran and its arguments. */
function viaCallbacks(start: (callbacks: HttpCallbacks) => void): Promise<Result> {
  return new Promise((resolve) =>
    start({
      success: (data) => resolve({ kind: 'success', data }),
      error: (...args: unknown[]) => resolve({ kind: 'error', args }),
    }),
  );
}

/** The rejection of a promise-form call, which must be an HttpError. */
async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

let tokens: TokenStore;

function client(overrides: Partial<HttpClientConfig> = {}): HttpClient {
  return createHttpClient({
    productionBaseUrl: hosts.prod.baseUrl,
    testBaseUrl: hosts.test.baseUrl,
    testMode: false,
    tokens,
    ...overrides,
  });
}

const hosts = hostServers();
beforeEach(() => {
  tokens = createTokenStore(safeStore(null), () => NOW);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('only 2xx responses reach the success callback', () => {
  it('a 2xx JSON reply goes to success, parsed', async () => {
    hosts.prod.route('v1/ok', { body: '{"code":0,"list":[1,2]}' });
    const result = await viaCallbacks((cb) => client().get('v1/ok', undefined, cb));
    expect(result).toEqual({ kind: 'success', data: { code: 0, list: [1, 2] } });
    await expect(client().request('GET', 'v1/ok')).resolves.toEqual({ code: 0, list: [1, 2] });
  });

  it('an empty 204 is a success with null', async () => {
    hosts.prod.route('v1/empty', { status: 204, body: '' });
    expect(await viaCallbacks((cb) => client().post('v1/empty', { a: 1 }, cb))).toEqual({
      kind: 'success',
      data: null,
    });
    await expect(client().request('PUT', 'v1/empty', {})).resolves.toBeNull();
  });

  it('a 4xx goes to error: the callback gets the body message, the promise the status', async () => {
    hosts.prod.route('v1/bad', { status: 400, body: '{"message":"setKey is required"}' });
    expect(await viaCallbacks((cb) => client().get('v1/bad', undefined, cb))).toEqual({
      kind: 'error',
      args: ['setKey is required'],
    });
    const error = await rejection(client().request('GET', 'v1/bad'));
    expect(error).toMatchObject({ kind: 'status', status: 400, message: 'setKey is required' });
    expect(error.body).toEqual({ message: 'setKey is required' });
  });

  it('a 4xx without a message in its body calls error with no arguments', async () => {
    hosts.prod.route('v1/forbidden', { status: 403, body: '' });
    expect(await viaCallbacks((cb) => client().get('v1/forbidden', undefined, cb))).toEqual({
      kind: 'error',
      args: [],
    });
    expect(await rejection(client().request('GET', 'v1/forbidden'))).toMatchObject({ kind: 'status', status: 403 });
  });

  it('a 5xx goes to error, with the status in the typed error', async () => {
    hosts.prod.route('v1/boom', { status: 500, headers: { 'Content-Type': 'text/html' }, body: '<h1>Internal</h1>' });
    expect(await viaCallbacks((cb) => client().post('v1/boom', {}, cb))).toEqual({ kind: 'error', args: [] });
    expect(await rejection(client().request('POST', 'v1/boom', {}))).toMatchObject({ kind: 'status', status: 500 });
  });
});

describe('the response is parsed as JSON', () => {
  it('invalid JSON in a 2xx goes to the error callback with a message and the error', async () => {
    hosts.prod.route('v1/garbled', { body: '{"code":0,' });
    const result = await viaCallbacks((cb) => client().get('v1/garbled', undefined, cb));
    expect(result.kind).toBe('error');
    const [message, error] = (result as { args: unknown[] }).args;
    expect(message).toMatch(/invalid json/i);
    expect(error).toBeInstanceOf(SyntaxError);
    expect(await rejection(client().request('GET', 'v1/garbled'))).toMatchObject({ kind: 'invalid-json', status: 200 });
  });

  it('a 2xx that parses but is not labelled JSON is only warned', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    hosts.prod.route('v1/plain', { headers: { 'Content-Type': 'text/plain' }, body: '{"ok":true}' });
    expect(await viaCallbacks((cb) => client().get('v1/plain', undefined, cb))).toEqual({
      kind: 'success',
      data: { ok: true },
    });
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('a timeout or network error calls the error callback with no details', () => {
  it('the default timeout is 5 s and is set on the XHR', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(5000);
    const made: XMLHttpRequest[] = [];
    const c = client({
      createXhr: () => {
        const xhr = new XMLHttpRequest();
        made.push(xhr);
        return xhr;
      },
    });
    await c.request('GET', 'v1/echo');
    expect(made).toHaveLength(1);
    expect(made[0]?.timeout).toBe(5000);
  });

  it('a reply slower than the timeout', async () => {
    hosts.prod.route('v1/slow', { delayMs: 1500, body: '{}' });
    const quick = client({ timeoutMs: 300 });
    const started = Date.now();
    expect(await viaCallbacks((cb) => quick.get('v1/slow', undefined, cb))).toEqual({ kind: 'error', args: [] });
    expect(Date.now() - started).toBeLessThan(1400);
    expect(await rejection(quick.request('GET', 'v1/slow'))).toMatchObject({ kind: 'timeout' });
  });

  it('a refused connection', async () => {
    const refused = client({ productionBaseUrl: await refusedBaseUrl() });
    expect(await viaCallbacks((cb) => refused.post('v1/login', { code: 'x' }, cb))).toEqual({
      kind: 'error',
      args: [],
    });
    expect(await rejection(refused.request('GET', 'v1/rank/list'))).toMatchObject({ kind: 'network' });
  });
});

describe('the Authorization header (spec 6)', () => {
  it('is sent with a stored token that has not expired', async () => {
    tokens.set('abc123', NOW + 60_000);
    await client().request('GET', 'v1/rank/list');
    expect(hosts.prod.requests[0]?.headers.authorization).toBe('Bearer abc123');
    // A browser XHR (jsdom's too) preflights the header cross-origin: the server must allow it.
    expect(hosts.prod.preflights[0]?.headers['access-control-request-headers']).toMatch(/authorization/i);
  });

  it('is not sent with an expired token', async () => {
    tokens.set('old', NOW - 1);
    await client().request('GET', 'v1/rank/list');
    expect(hosts.prod.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('is not sent without a token, nor when the call asks for none', async () => {
    await client().request('GET', 'v1/rank/list');
    tokens.set('abc123', NOW + 60_000);
    await client().request('POST', 'v1/login', {}, { auth: false });
    expect(hosts.prod.requests.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('reads the token from local storage at each call', async () => {
    const storage = new Map<string, string>();
    const store = safeStore({ getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) });
    tokens = createTokenStore(store, () => NOW);
    storage.set(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'from-storage', expiresAt: NOW + 1 }));
    await client().request('GET', 'v1/rank/list');
    expect(hosts.prod.requests[0]?.headers.authorization).toBe('Bearer from-storage');
  });
});

describe('JSON headers, query parameters on GET and JSON bodies on POST and PUT', () => {
  it('sends JSON content type and accept headers', async () => {
    await client().request('POST', 'v1/heart/beat', { n: 1 });
    expect(hosts.prod.requests[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(hosts.prod.requests[0]?.headers.accept).toBe('application/json');
  });

  it('GET URL-encodes query parameters and skips undefined ones', async () => {
    await client().request('GET', 'v1/rank/list', { q: 'a b&c=d/é', page: 2, mine: true, skip: undefined });
    const [req] = hosts.prod.requests;
    expect(req?.method).toBe('GET');
    expect(req?.query).toEqual({ q: 'a b&c=d/é', page: '2', mine: 'true' });
    expect(req?.rawQuery).toBe('q=a%20b%26c%3Dd%2F%C3%A9&page=2&mine=true');
    expect(req?.body).toBe('');
  });

  it('POST and PUT send the body as JSON', async () => {
    const body = { score: 42, name: 'Zoë', nested: { list: [1, 2] } };
    const posted = await client().request<{ method: string; body: unknown }>('POST', 'v1/update/rank/score', body);
    const put = await client().request<{ method: string; body: unknown }>('PUT', 'v1/login/update', body);
    expect(posted).toMatchObject({ method: 'POST', body });
    expect(put).toMatchObject({ method: 'PUT', body });
    expect(hosts.prod.requests.map((r) => JSON.parse(r.body) as unknown)).toEqual([body, body]);
  });
});

describe('the base URL (spec 7)', () => {
  it('is the production host when the test flag is off', async () => {
    await client({ testMode: false }).request('GET', 'v1/rank/list');
    expect([hosts.prod.requests.length, hosts.test.requests.length]).toEqual([1, 0]);
  });

  it('is the test host when the test flag is on, except for a call forced to production', async () => {
    const c = client({ testMode: true });
    await expect(c.request('GET', 'v1/rank/list')).resolves.toMatchObject({ server: 'test' });
    await expect(c.request('GET', 'free/qualifying/set', { setKey: 'k' }, { production: true })).resolves.toMatchObject(
      {
        server: 'prod',
        path: 'free/qualifying/set',
      },
    );
    expect(hosts.test.requests.map((r) => r.path)).toEqual(['v1/rank/list']);
    expect(hosts.prod.requests.map((r) => r.path)).toEqual(['free/qualifying/set']);
  });

  it('joins base and path with one slash', async () => {
    const c = client({ productionBaseUrl: hosts.prod.baseUrl.replace(/\/$/, '') });
    await c.request('GET', '/v1/rank/list');
    expect(hosts.prod.requests[0]?.path).toBe('v1/rank/list');
  });
});
