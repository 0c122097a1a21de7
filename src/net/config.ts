// Where variant B's HTTP layer talks to (spec 7): a production host, a test host for the test flag, and the
// 5 s timeout. The two hosts are placeholders: each deployment sets its own before release.

/** Production base URL. A placeholder: set per deployment (the spec does not give the host). */
export const PRODUCTION_BASE_URL = 'https://api.example-screw-puzzle.com/';

/** Test base URL, used instead of production when the test flag is on. A placeholder like the one above. */
export const TEST_BASE_URL = 'https://test-api.example-screw-puzzle.com/';

/** Every call gives up after this long (spec 7: "XHR with a 5 s timeout"). */
export const HTTP_TIMEOUT_MS = 5000;

/** Local-storage key of the stored Authorization token and its expiry. */
export const TOKEN_STORAGE_KEY = 'screw-puzzle.authToken.v1';

/** The hosts and timeout of the HTTP layer. */
export interface NetConfig {
  /** Base URL of the production host; the qualifying call always goes here. */
  productionBaseUrl: string;
  /** Base URL of the test host, used for every other call when {@link NetConfig.testMode} is on. */
  testBaseUrl: string;
  /** The spec's test flag. */
  testMode: boolean;
  /** Milliseconds before a call times out; {@link HTTP_TIMEOUT_MS} when left out. */
  timeoutMs?: number;
}

/** The placeholder hosts with the given test flag. */
export function defaultNetConfig(testMode = false): NetConfig {
  return { productionBaseUrl: PRODUCTION_BASE_URL, testBaseUrl: TEST_BASE_URL, testMode, timeoutMs: HTTP_TIMEOUT_MS };
}

/** The base URL a call uses: production when forced or when the test flag is off, else the test host. */
export function baseUrlFor(config: NetConfig, forceProduction = false): string {
  return forceProduction || !config.testMode ? config.productionBaseUrl : config.testBaseUrl;
}

/** Joins a base URL and an endpoint path with exactly one slash between them. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
