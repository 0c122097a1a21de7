// The page's first load of JavaScript (issue 13: at most 260 KiB gzip), and where it comes from. The files are the
// scripts and module preloads the built index.html lists; each file's gzip size (level 9) is shared out among its
// sources by the bytes each produced, read from the build's source maps (kept beside the build, never in it), and
// summed by package (node_modules) or by the game's folder (src/ui, src/app, machines, ...).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** The JavaScript files the page loads first: its scripts and module preloads, as paths inside the build, each once. */
export function initialFiles(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
}

/** The part of the first load a source is counted under: its package, or the game's folder it sits in. */
export function sourceGroup(source: string): string {
  const path = source.replaceAll('\\', '/').replace(/^(\.\.?\/)+/, '');
  // The last node_modules names the package (a dependency's own copy of another sits below it).
  const pkg = /^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  const parts = path.split('/');
  return parts[0] === 'src' && parts.length > 2 ? `src/${parts[1]}` : parts[0]!;
}

/**
 * A source map's bytes of generated code by source. Bytes no segment maps (a JSON module inlined, the glue the
 * bundler writes between modules) count for the source mapped before them; those before any, under ''.
 */
export function bytesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const decoded = decode(map.mappings);
  const bytes = new Map<string, number>();
  const add = (key: string, n: number) => n > 0 && bytes.set(key, (bytes.get(key) ?? 0) + n);
  let last = '';
  code.split('\n').forEach((line, i) => {
    const sorted = [...(decoded[i] ?? [])].sort((a, b) => a[0] - b[0]);
    add(last, sorted[0]?.[0] ?? line.length);
    sorted.forEach((segment, j) => {
      if (segment.length > 1) last = map.sources[segment[1]!] ?? '';
      add(last, (j + 1 < sorted.length ? sorted[j + 1]![0] : line.length) - segment[0]);
    });
  });
  return bytes;
}

export interface InitialJs {
  /** Gzip bytes of all the initial files. */
  bytes: number;
  files: { file: string; bytes: number }[];
  /** Gzip bytes by package or folder, largest first (empty when the source maps are missing). */
  groups: { group: string; bytes: number }[];
}

/** The first load of the build in `dist`, its source maps in `maps` (`dist-sourcemaps` for the web build). */
export function initialJs(dist: string, maps: string): InitialJs {
  const files = initialFiles(readFileSync(join(dist, 'index.html'), 'utf8')).map((file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    return { file, code, bytes: gzipSync(code, { level: 9 }).length };
  });
  const groups = new Map<string, number>();
  for (const { file, code, bytes } of files) {
    const mapPath = join(maps, `${file}.map`);
    if (!existsSync(mapPath)) continue;
    const bySource = bytesBySource(code, JSON.parse(readFileSync(mapPath, 'utf8')) as never);
    const total = [...bySource.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, n] of bySource) {
      const group = source === '' ? '(bundler)' : sourceGroup(source);
      groups.set(group, (groups.get(group) ?? 0) + (n / total) * bytes);
    }
  }
  return {
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    files: files.map(({ file, bytes }) => ({ file, bytes })).sort((a, b) => b.bytes - a.bytes),
    groups: [...groups].map(([group, bytes]) => ({ group, bytes })).sort((a, b) => b.bytes - a.bytes),
  };
}
