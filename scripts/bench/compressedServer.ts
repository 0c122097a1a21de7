// A static file server for the benchmarks that serves a build folder the way a host or CDN does (issue 15):
// text files brotli-compressed when the browser accepts `br`, else gzip, else as they are; the right content
// types; `Vary: Accept-Encoding`; a year's immutable caching for the hashed files under assets/ and revalidation
// for the rest (index.html, the service worker, the manifest). Every file is read and compressed once, when the
// server starts (brotli at its best quality, gzip at level 9, as a host's build step would pre-compress them), so
// no request waits on a compressor. Plain node:http (HTTP/1.1), no dependency; given a certificate it speaks
// HTTP/2 over TLS instead (node:http2), as hosts do: then a browser fetches every chunk over one connection,
// where over HTTP/1.1 it opens at most six per host and queues the rest.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type Http2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Content types by file extension; anything else goes as application/octet-stream. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** The types a host compresses: text, and WebAssembly. Images, sound and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.xml',
  '.txt',
  '.wasm',
]);

/** Hashed build output (Vite's assets/): its name changes with its content, so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, the manifest, icons): cached, but asked again each time. */
const REVALIDATE = 'no-cache';

/** A body encoding the server sends. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send for an Accept-Encoding header: brotli when it is acceptable, else gzip, else none. A coding
 * is acceptable when listed (or covered by `*`) with a q-value above 0 (RFC 9110, 12.5.3).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (m) q = Number(m[1]);
    }
    weights.set(coding, Number.isFinite(q) ? q : 0);
  }
  const acceptable = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (acceptable('br')) return 'br';
  if (acceptable('gzip') || (weights.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/** Where a request target points in the build folder, or why it is refused. */
export type RequestPath = { ok: true; file: string } | { ok: false; status: 400 | 403 };

/**
 * The file (relative, '/'-separated) a raw request target names: the query and fragment dropped,
 * percent-escapes decoded, a folder meaning its index.html. Any '..' segment (also escaped as %2e%2e), a
 * backslash or a NUL is refused (403); a target that is not a path or does not decode is a bad request (400).
 */
export function resolveRequestPath(target: string): RequestPath {
  const rawPath = target.split(/[?#]/, 1)[0] ?? '';
  if (!rawPath.startsWith('/')) return { ok: false, status: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400 };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { ok: false, status: 403 };
  const segments = decoded.split('/');
  if (segments.includes('..')) return { ok: false, status: 403 };
  const parts = segments.filter((s) => s !== '' && s !== '.');
  if (decoded.endsWith('/') || parts.length === 0) parts.push('index.html');
  return { ok: true, file: parts.join('/') };
}

/** A file held in memory, with its compressed bodies where they are smaller. */
interface Entry {
  type: string;
  compressible: boolean;
  cacheControl: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function loadEntry(dir: string, path: string): Promise<[string, Entry]> {
  const name = relative(dir, path).split(sep).join('/');
  const ext = extname(name).toLowerCase();
  const identity = await readFile(path);
  const compressible = COMPRESSIBLE.has(ext);
  const entry: Entry = {
    type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    compressible,
    cacheControl: name.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
    bodies: { identity },
  };
  if (compressible) {
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: ext === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    // A host sends a compressed body only when it saves bytes (a tiny file can grow).
    if (br.length < identity.length) entry.bodies.br = br;
    if (gz.length < identity.length) entry.bodies.gzip = gz;
  }
  return [name, entry];
}

type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

function send(res: Response, status: number, text: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(text);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

function handle(files: ReadonlyMap<string, Entry>, req: Request, res: Response): void {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
  const path = resolveRequestPath(req.url ?? '');
  if (!path.ok) return send(res, path.status, path.status === 403 ? 'Forbidden\n' : 'Bad request\n');
  const entry = files.get(path.file);
  if (!entry) return send(res, 404, 'Not found\n');
  const wanted = entry.compressible ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
  const encoding: Encoding = entry.bodies[wanted] ? wanted : 'identity';
  const body = entry.bodies[encoding] ?? entry.bodies.identity;
  const headers: Record<string, string> = {
    'Content-Type': entry.type,
    'Content-Length': String(body.length),
    'Cache-Control': entry.cacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  // Caches must key a compressible file on the encoding asked for, whichever one this answer has.
  if (entry.compressible) headers['Vary'] = 'Accept-Encoding';
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** A certificate and its key (PEM), for HTTP/2 over TLS. */
export interface TlsOptions {
  key: string | Buffer;
  cert: string | Buffer;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1, made by the openssl command (which must be installed). A
 * browser takes it only when told to (Chromium's --ignore-certificate-errors).
 */
export function selfSignedTls(): TlsOptions {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A running compressed server. */
export interface CompressedServer {
  /** Its address, e.g. http://127.0.0.1:4185 (no trailing slash). */
  base: string;
  /** Closes the server and any open connection. */
  stop(): Promise<void>;
}

/**
 * Serves the build folder `dir` on 127.0.0.1:`port` (0: any free port), once every file is read and its
 * compressed bodies are made; over HTTP/1.1, or HTTP/2 over TLS (HTTP/1.1 still answered) given `tls`. The folder
 * is read at start: files added later are not served.
 */
export async function startCompressedServer(dir: string, port: number, tls?: TlsOptions): Promise<CompressedServer> {
  const files = new Map(await Promise.all((await listFiles(dir)).map((path) => loadEntry(dir, path))));
  const onRequest = (req: Request, res: Response) => handle(files, req, res);
  const sessions = new Set<Http2Session>();
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, onRequest).on('session', (session: Http2Session) => {
        sessions.add(session);
        session.once('close', () => sessions.delete(session));
      })
    : createServer(onRequest);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    base: `${tls ? 'https' : 'http'}://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Open connections would hold close() until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
        for (const session of sessions) session.destroy();
      }),
  };
}
