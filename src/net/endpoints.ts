// The endpoints of spec 7 as typed functions over the HTTP client. The spec gives the seven paths, that login
// and qualifying go without a token and that qualifying always uses the production host; it shows no methods
// and no field names. Every method and field below is therefore an ASSUMPTION, kept in the one table
// {@link ENDPOINTS} so that it changes in one place; fields the spec does not show are typed `unknown`.
import type { HttpClient, HttpMethod, Query } from './httpClient';

/** How one endpoint is called. */
export interface EndpointSpec {
  path: string;
  /** Assumed: the spec does not show methods (qualifying is GET per variant A). */
  method: HttpMethod;
  /** Whether the Authorization header is sent (when a valid token is stored). */
  auth: boolean;
  /** Whether the production host is used even with the test flag on. */
  production: boolean;
}

/** The seven endpoints of spec 7. */
export const ENDPOINTS = {
  qualifying: { path: 'free/qualifying/set', method: 'GET', auth: false, production: true },
  login: { path: 'v1/login', method: 'POST', auth: false, production: false },
  loginUpdate: { path: 'v1/login/update', method: 'POST', auth: true, production: false },
  heartBeat: { path: 'v1/heart/beat', method: 'POST', auth: true, production: false },
  tikPoint: { path: 'v1/game/tikPoint', method: 'POST', auth: true, production: false },
  updateRankScore: { path: 'v1/update/rank/score', method: 'POST', auth: true, production: false },
  rankList: { path: 'v1/rank/list', method: 'GET', auth: true, production: false },
} as const satisfies Record<string, EndpointSpec>;

/** The name of one endpoint. */
export type EndpointName = keyof typeof ENDPOINTS;

/** The data of a successful qualifying reply (spec 7, variant A). */
export interface QualifyingData {
  contextId: string;
  tournamentId: string;
  /** As the server sends it (assumed epoch seconds or milliseconds; the spec does not say). */
  endTime: number;
}

/** A reply that arrived (2xx, valid JSON) but is not a success by its own `code`, or lacks its fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** The reply's `code` (anything but 0), when it had one. */
    readonly code: unknown,
    readonly reply: unknown,
  ) {
    super(message);
  }
}

/** Assumed request of login: the platform's login code; other fields unknown. */
export interface LoginRequest {
  code?: string;
  [field: string]: unknown;
}

/** Assumed request bodies of the other calls: their fields are not shown in the spec. */
export type UnknownFields = Record<string, unknown>;

/** Assumed request of the rank score update: the score; other fields unknown. */
export interface RankScoreRequest {
  score?: number;
  [field: string]: unknown;
}

/** The typed endpoint functions. Replies whose shape the spec does not show resolve as `unknown`. */
export interface Api {
  /** Variant A's qualifying tournament: GET with `setKey`; resolves `data` when `code` is 0, else rejects (no retry here). */
  fetchQualifying(setKey: string): Promise<QualifyingData>;
  /** v1/login, without a token. */
  login(body: LoginRequest): Promise<unknown>;
  /** v1/login/update. */
  loginUpdate(body: UnknownFields): Promise<unknown>;
  /** v1/heart/beat. */
  heartBeat(body?: UnknownFields): Promise<unknown>;
  /** v1/game/tikPoint (a tracking point). */
  tikPoint(body: UnknownFields): Promise<unknown>;
  /** v1/update/rank/score. */
  updateRankScore(body: RankScoreRequest): Promise<unknown>;
  /** v1/rank/list; the shape of the rank list is not shown in the spec. */
  rankList(query?: Query): Promise<unknown>;
}

/** Calls one endpoint of the table with its method, auth rule and host rule. */
export function callEndpoint<T = unknown>(client: HttpClient, name: EndpointName, payload?: unknown): Promise<T> {
  const { path, method, auth, production } = ENDPOINTS[name];
  return client.request<T>(method, path, payload, { auth, production });
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function timeOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Reads a qualifying reply `{ code: 0, data: { contextId, tournamentId, endTime } }`; throws an {@link ApiError} otherwise. */
export function parseQualifyingReply(reply: unknown): QualifyingData {
  const record = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {};
  if (record.code !== 0) throw new ApiError(`Qualifying failed with code ${String(record.code)}`, record.code, reply);
  const data = typeof record.data === 'object' && record.data !== null ? (record.data as Record<string, unknown>) : {};
  const contextId = idOf(data.contextId);
  const tournamentId = idOf(data.tournamentId);
  const endTime = timeOf(data.endTime);
  if (contextId === undefined || tournamentId === undefined || endTime === undefined) {
    throw new ApiError('Qualifying reply lacks contextId, tournamentId or endTime', record.code, reply);
  }
  return { contextId, tournamentId, endTime };
}

/** The endpoint functions over a client. */
export function createApi(client: HttpClient): Api {
  return {
    fetchQualifying: (setKey) => callEndpoint(client, 'qualifying', { setKey }).then(parseQualifyingReply),
    login: (body) => callEndpoint(client, 'login', body),
    loginUpdate: (body) => callEndpoint(client, 'loginUpdate', body),
    heartBeat: (body = {}) => callEndpoint(client, 'heartBeat', body),
    tikPoint: (body) => callEndpoint(client, 'tikPoint', body),
    updateRankScore: (body) => callEndpoint(client, 'updateRankScore', body),
    rankList: (query) => callEndpoint(client, 'rankList', query),
  };
}
