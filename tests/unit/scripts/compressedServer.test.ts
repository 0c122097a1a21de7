// The benchmarks' compressed static server (issue 15): brotli, gzip or nothing as the request accepts, the right
// types and caching, 404 for a missing file, and nothing outside the served folder, however the path is spelt.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:http2';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  resolveRequestPath,
  selfSignedTls,
  startCompressedServer,
  type CompressedServer,
} from '../../../scripts/bench/compressedServer';

/** A reply as it came over the wire: the body not decoded. */
interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET (or another method) sent as is: node:http does not normalise the path, so '..' reaches the server. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const SCRIPT = `export function hello() { return 'hello'; }\n`.repeat(200);
const PAGE = `<!doctype html><html><head><title>t</title></head><body>${'<p>screws</p>'.repeat(100)}</body></html>`;
const STYLE = `.a { color: red; }\n`.repeat(100);
const DATA = JSON.stringify({ boards: Array.from({ length: 50 }, (_, i) => ({ id: i, holes: [] })) });
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(50)}</svg>`;
const SOUND = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 37) % 256));

let root: string;
let server: CompressedServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'compressed-server-'));
  const site = join(root, 'site');
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'index.html'), PAGE);
  writeFileSync(join(site, 'assets/index-AbC123.js'), SCRIPT);
  writeFileSync(join(site, 'assets/index-AbC123.css'), STYLE);
  writeFileSync(join(site, 'assets/music-XyZ789.mp3'), SOUND);
  writeFileSync(join(site, 'level.json'), DATA);
  writeFileSync(join(site, 'icon.svg'), SVG);
  // Beside the served folder: never to be served.
  writeFileSync(join(root, 'secret.txt'), 'the secret');
  server = await startCompressedServer(site, 0);
});

afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('the compressed server', () => {
  it('sends brotli when the request accepts br, with Vary and the content type', async () => {
    const reply = await get(server.base, '/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['vary']).toBe('Accept-Encoding');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(reply.body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip when br is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const reply = await get(server.base, '/assets/index-AbC123.js', { 'Accept-Encoding': accept });
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers['vary']).toBe('Accept-Encoding');
      expect(gunzipSync(reply.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file as it is without Accept-Encoding, still saying it varies on it', async () => {
    const reply = await get(server.base, '/assets/index-AbC123.js');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['vary']).toBe('Accept-Encoding');
    expect(reply.body.toString()).toBe(SCRIPT);
    const refused = await get(server.base, '/assets/index-AbC123.js', { 'Accept-Encoding': 'identity, *;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('gives each type its content type, and compresses text only', async () => {
    const types: [string, string, boolean][] = [
      ['/', 'text/html; charset=utf-8', true],
      ['/index.html?test', 'text/html; charset=utf-8', true],
      ['/assets/index-AbC123.css', 'text/css; charset=utf-8', true],
      ['/level.json', 'application/json; charset=utf-8', true],
      ['/icon.svg', 'image/svg+xml', true],
      ['/assets/music-XyZ789.mp3', 'audio/mpeg', false],
    ];
    for (const [path, type, compressed] of types) {
      const reply = await get(server.base, path, { 'Accept-Encoding': 'br, gzip' });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-type'], path).toBe(type);
      expect(reply.headers['content-encoding'], path).toBe(compressed ? 'br' : undefined);
      expect(reply.headers['vary'], path).toBe(compressed ? 'Accept-Encoding' : undefined);
    }
    const sound = await get(server.base, '/assets/music-XyZ789.mp3', { 'Accept-Encoding': 'br' });
    expect(sound.body.equals(SOUND)).toBe(true);
  });

  it('lets hashed assets be cached for good and has the rest revalidated', async () => {
    expect((await get(server.base, '/assets/index-AbC123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(server.base, '/')).headers['cache-control']).toBe('no-cache');
    expect((await get(server.base, '/level.json')).headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the headers only, and refuses other methods', async () => {
    const head = await get(server.base, '/assets/index-AbC123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    const post = await get(server.base, '/', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
  });

  it('answers 404 for a missing file', async () => {
    expect((await get(server.base, '/missing.js')).status).toBe(404);
    expect((await get(server.base, '/assets/')).status).toBe(404);
  });

  it('refuses a path out of the folder, however it is spelt', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2E%2E/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      '/../../../../../../etc/passwd',
    ]) {
      const reply = await get(server.base, path);
      expect(reply.status, path).toBe(403);
      expect(reply.body.toString(), path).not.toContain('the secret');
    }
    expect((await get(server.base, '/%E0%A4%A')).status).toBe(400);
  });
});

/** Whether the openssl command is there to make a certificate. */
function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the compressed server over HTTP/2', () => {
  it.skipIf(!hasOpenssl())('serves brotli over TLS to an HTTP/2 client', async () => {
    const h2 = await startCompressedServer(join(root, 'site'), 0, selfSignedTls());
    try {
      expect(h2.base).toMatch(/^https:/);
      const session = connect(h2.base, { rejectUnauthorized: false });
      const reply = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': '/assets/index-AbC123.js', 'accept-encoding': 'br' });
        const chunks: Buffer[] = [];
        let headers: Record<string, unknown> = {};
        stream.on('response', (h) => (headers = h));
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
        stream.end();
      });
      session.close();
      expect(reply.headers[':status']).toBe(200);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(reply.body).toString()).toBe(SCRIPT);
    } finally {
      await h2.stop();
    }
  });
});

describe('choosing the encoding', () => {
  it('prefers br, then gzip, honours q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0.1')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
  });
});

describe('reading the request path', () => {
  it('drops the query, decodes escapes, and serves a folder its index.html', () => {
    expect(resolveRequestPath('/?test')).toEqual({ ok: true, file: 'index.html' });
    expect(resolveRequestPath('/assets/a%20b.js#x')).toEqual({ ok: true, file: 'assets/a b.js' });
    expect(resolveRequestPath('/./assets//a.js')).toEqual({ ok: true, file: 'assets/a.js' });
    expect(resolveRequestPath('/icons/')).toEqual({ ok: true, file: 'icons/index.html' });
  });

  it('refuses parent segments, backslashes and NUL; a target that is not a path is a bad request', () => {
    expect(resolveRequestPath('/a/../b')).toEqual({ ok: false, status: 403 });
    expect(resolveRequestPath('/a%00.js')).toEqual({ ok: false, status: 403 });
    expect(resolveRequestPath('*')).toEqual({ ok: false, status: 400 });
    expect(resolveRequestPath('/%zz')).toEqual({ ok: false, status: 400 });
  });
});
