// Variant B's HTTP layer (spec 7 and 8): XHR with a timeout, JSON both ways, the base URL from config, an
// Authorization header only with an unexpired stored token. Only 2xx reaches the success callback; invalid
// JSON gives the error callback a message and the error; a timeout or network error calls it with no detail.
import { baseUrlFor, HTTP_TIMEOUT_MS, joinUrl, type NetConfig } from './config';
import type { TokenStore } from './tokenStore';
import { errorMessage } from '../core/errorMessage';

export { HTTP_TIMEOUT_MS } from './config';

/** The methods the spec uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** Query parameters of a GET; undefined values are left out. */
export type Query = Record<string, string | number | boolean | undefined>;

/** The spec's callback pair. `error()` with no arguments means a timeout or network error. */
export interface HttpCallbacks {
  success(data: unknown): void;
  error(message?: string, error?: unknown): void;
}

/** Per-call options. */
export interface RequestOptions {
  /** Send the Authorization header when a valid token is stored (default true; false for login and qualifying). */
  auth?: boolean;
  /** Use the production host even when the test flag is on (the qualifying call). */
  production?: boolean;
}

/** Why a call failed, for the promise form. */
export type HttpErrorKind = 'timeout' | 'network' | 'status' | 'invalid-json';

/** The typed failure of {@link HttpClient.request}. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    /** The HTTP status for 'status' and 'invalid-json'. */
    readonly status?: number,
    /** The parsed reply body of a 'status' failure, when it was JSON. */
    readonly body?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What {@link createHttpClient} needs. */
export interface HttpClientConfig extends NetConfig {
  tokens: TokenStore;
  /** Makes the XHR; the global XMLHttpRequest by default (tests may pass their own). */
  createXhr?: () => XMLHttpRequest;
}

/** The client: the spec's callback form plus a promise convenience. */
export interface HttpClient {
  get(path: string, query: Query | undefined, callbacks: HttpCallbacks, opts?: RequestOptions): void;
  post(path: string, body: unknown, callbacks: HttpCallbacks, opts?: RequestOptions): void;
  put(path: string, body: unknown, callbacks: HttpCallbacks, opts?: RequestOptions): void;
  /** `payload` is the query of a GET and the JSON body of a POST or PUT. Rejects with an {@link HttpError}. */
  request<T = unknown>(method: HttpMethod, path: string, payload?: unknown, opts?: RequestOptions): Promise<T>;
}

/**
 * The Authorization header value. The spec does not name the scheme: the Bearer scheme is an assumption, to be
 * changed here if the server expects the bare token.
 */
export function authorizationHeader(token: string): string {
  return `Bearer ${token}`;
}

/** Appends URL-encoded query parameters, skipping undefined values. */
export function withQuery(url: string, query: Query | undefined): string {
  const pairs = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  if (pairs.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/** The message a failed reply carries in its JSON body (`message` or `msg`), if any. */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, msg } = body as Record<string, unknown>;
  if (typeof message === 'string' && message !== '') return message;
  if (typeof msg === 'string' && msg !== '') return msg;
  return undefined;
}

type Outcome = { ok: true; data: unknown } | { ok: false; error: HttpError };

/** Makes the HTTP client over a config and a token store. */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS;
  const createXhr = config.createXhr ?? (() => new XMLHttpRequest());

  function send(
    method: HttpMethod,
    path: string,
    payload: unknown,
    opts: RequestOptions,
    done: (outcome: Outcome) => void,
  ): void {
    let url = joinUrl(baseUrlFor(config, opts.production), path);
    if (method === 'GET') url = withQuery(url, payload as Query | undefined);
    // Serialise first: a body that cannot be JSON is the caller's bug and throws here.
    const body = method !== 'GET' && payload !== undefined ? JSON.stringify(payload) : null;

    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      done(outcome);
    };
    const network = () => finish({ ok: false, error: new HttpError('network', `Network error: ${method} ${path}`) });

    let xhr: XMLHttpRequest;
    try {
      xhr = createXhr();
      xhr.open(method, url, true);
      xhr.timeout = timeoutMs;
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.setRequestHeader('Accept', 'application/json');
      const token = opts.auth === false ? null : config.tokens.get();
      if (token) xhr.setRequestHeader('Authorization', authorizationHeader(token));
    } catch {
      // No XHR here, or a URL it refuses: a network error, reported asynchronously like any other.
      queueMicrotask(network);
      return;
    }

    xhr.ontimeout = () =>
      finish({ ok: false, error: new HttpError('timeout', `Timed out after ${timeoutMs} ms: ${method} ${path}`) });
    xhr.onerror = network;
    xhr.onabort = network;
    xhr.onload = () => {
      const status = xhr.status;
      if (status === 0) return network();
      const text = xhr.responseText;
      if (status >= 200 && status < 300) {
        if (status === 204) return finish({ ok: true, data: null });
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch (cause) {
          const reason = errorMessage(cause);
          return finish({
            ok: false,
            error: new HttpError(
              'invalid-json',
              `Invalid JSON in reply to ${method} ${path}: ${reason}`,
              status,
              text,
              {
                cause,
              },
            ),
          });
        }
        const type = xhr.getResponseHeader('Content-Type') ?? '';
        if (!/json/i.test(type)) console.warn(`Reply to ${method} ${path} is not JSON (${type || 'no content type'})`);
        return finish({ ok: true, data });
      }
      let parsed: unknown;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      finish({
        ok: false,
        error: new HttpError('status', messageOf(parsed) ?? `HTTP ${status}: ${method} ${path}`, status, parsed),
      });
    };
    try {
      xhr.send(body);
    } catch {
      queueMicrotask(network);
    }
  }

  function withCallbacks(method: HttpMethod, path: string, payload: unknown, cb: HttpCallbacks, opts?: RequestOptions) {
    send(method, path, payload, opts ?? {}, (outcome) => {
      if (outcome.ok) return cb.success(outcome.data);
      const { error } = outcome;
      switch (error.kind) {
        case 'timeout':
        case 'network':
          // Spec 8: "the error callback is invoked with no detail".
          return cb.error();
        case 'invalid-json':
          return cb.error(error.message, error.cause);
        case 'status': {
          const message = messageOf(error.body);
          return message === undefined ? cb.error() : cb.error(message);
        }
        default: {
          const never: never = error.kind;
          return never;
        }
      }
    });
  }

  return {
    get: (path, query, callbacks, opts) => withCallbacks('GET', path, query, callbacks, opts),
    post: (path, body, callbacks, opts) => withCallbacks('POST', path, body, callbacks, opts),
    put: (path, body, callbacks, opts) => withCallbacks('PUT', path, body, callbacks, opts),
    request<T>(method: HttpMethod, path: string, payload?: unknown, opts?: RequestOptions) {
      return new Promise<T>((resolve, reject) => {
        send(method, path, payload, opts ?? {}, (outcome) =>
          outcome.ok ? resolve(outcome.data as T) : reject(outcome.error),
        );
      });
    },
  };
}
