// A real local HTTP server for the net tests: records each request, answers with CORS headers (a jsdom XHR
// enforces CORS and preflights the Authorization and JSON headers), and replies per path or with an echo.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One request as the server saw it. */
export interface Recorded {
  method: string;
  path: string;
  /** The raw query string, without '?'. */
  rawQuery: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the server answers one path. */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
}

/** A running server. */
export interface TestServer {
  name: string;
  baseUrl: string;
  /** Requests other than CORS preflights, oldest first. */
  requests: Recorded[];
  preflights: Recorded[];
  /** Sets the reply of a path (without the leading slash). */
  route(path: string, reply: Reply | ((request: Recorded) => Reply)): void;
  reset(): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization',
  'Access-Control-Max-Age': '0',
};

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Starts a server on an ephemeral loopback port. By default it echoes the request as JSON. */
export async function startServer(name: string): Promise<TestServer> {
  const requests: Recorded[] = [];
  const preflights: Recorded[] = [];
  const routes = new Map<string, Reply | ((request: Recorded) => Reply)>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname.replace(/^\//, ''),
        rawQuery: url.search.replace(/^\?/, ''),
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      if (recorded.method === 'OPTIONS') {
        preflights.push(recorded);
        res.writeHead(204, CORS).end();
        return;
      }
      requests.push(recorded);
      const route = routes.get(recorded.path);
      const reply: Reply = route
        ? typeof route === 'function'
          ? route(recorded)
          : route
        : {
            body: JSON.stringify({
              server: name,
              method: recorded.method,
              path: recorded.path,
              query: recorded.query,
              body: recorded.body === '' ? null : (JSON.parse(recorded.body) as unknown),
              authorization: recorded.headers.authorization ?? null,
            }),
          };
      const send = () => {
        res
          .writeHead(reply.status ?? 200, { 'Content-Type': 'application/json', ...CORS, ...reply.headers })
          .end(reply.body ?? '');
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) send();
        }, reply.delayMs);
        timers.add(timer);
      } else send();
    });
  });
  const port = await listen(server);
  return {
    name,
    baseUrl: `http://127.0.0.1:${port}/`,
    requests,
    preflights,
    route: (path, reply) => routes.set(path, reply),
    reset() {
      requests.length = 0;
      preflights.length = 0;
      routes.clear();
    },
    close() {
      timers.forEach(clearTimeout);
      return closeServer(server);
    },
  };
}

/** A base URL on which nothing listens: a port that was bound and then closed. */
export async function refusedBaseUrl(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await closeServer(server);
  return `http://127.0.0.1:${port}/`;
}

/**
 * Spec 7's two hosts (production and test) as local servers for a test file: started before its tests, emptied before
 * each test, closed after them. Read `prod` and `test` inside tests (they are set once the servers are up).
 */
export function hostServers(): { prod: TestServer; test: TestServer } {
  const hosts = {} as { prod: TestServer; test: TestServer };
  beforeAll(async () => {
    [hosts.prod, hosts.test] = await Promise.all([startServer('prod'), startServer('test')]);
  });
  afterAll(async () => {
    await Promise.all([hosts.prod.close(), hosts.test.close()]);
  });
  beforeEach(() => {
    hosts.prod.reset();
    hosts.test.reset();
  });
  return hosts;
}
