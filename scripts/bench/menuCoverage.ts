// What of the page's first load the menu never runs (issue 13: the path to 260 KiB): the JavaScript block coverage of
// the page from navigation to an idle menu (Chrome's precise coverage, through Playwright), each initial file's bytes
// shared among its sources by the build's source maps, as the size part shares them. A source whose bytes mostly did
// not run is code the menu could load later. Figures are printed, never asserted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Page } from '@playwright/test';
import { initialFiles } from './initialSize';

/** A function's block ranges as Chrome reports them: the first is the whole function, the next its blocks. */
export interface CoverageFunction {
  ranges: readonly { startOffset: number; endOffset: number; count: number }[];
}

/** Per byte of `code`: 1 when it ran. Ranges are applied in the order Chrome lists them, inner blocks after outer. */
export function ranMask(length: number, functions: readonly CoverageFunction[]): Uint8Array {
  const ran = new Uint8Array(length).fill(1);
  for (const fn of functions)
    for (const r of fn.ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(r.endOffset, length));
  return ran;
}

/** Bytes and bytes that ran, by source (bytes no segment maps count for the source mapped before them). */
export function ranBySource(
  code: string,
  map: { sources: string[]; mappings: string },
  ran: Uint8Array,
): Map<string, { bytes: number; ran: number }> {
  const out = new Map<string, { bytes: number; ran: number }>();
  // Prefix sums: bytes that ran before each offset.
  const before = new Uint32Array(code.length + 1);
  for (let i = 0; i < code.length; i++) before[i + 1] = before[i]! + ran[i]!;
  const add = (source: string, from: number, to: number) => {
    if (to <= from) return;
    const entry = out.get(source) ?? { bytes: 0, ran: 0 };
    entry.bytes += to - from;
    entry.ran += before[to]! - before[from]!;
    out.set(source, entry);
  };
  const decoded = decode(map.mappings);
  let lineStart = 0;
  let last = '';
  code.split('\n').forEach((line, i) => {
    const sorted = [...(decoded[i] ?? [])].sort((a, b) => a[0] - b[0]);
    add(last, lineStart, lineStart + (sorted[0]?.[0] ?? line.length));
    sorted.forEach((segment, j) => {
      if (segment.length > 1) last = map.sources[segment[1]!] ?? '';
      const end = j + 1 < sorted.length ? sorted[j + 1]![0] : line.length;
      add(last, lineStart + segment[0], lineStart + end);
    });
    lineStart += line.length + 1;
  });
  return out;
}

export interface MenuCoverage {
  /** Bytes (minified, uncompressed) of the game's own sources in the first load (the bundler's glue too), and how many ran. */
  game: { bytes: number; ran: number };
  /** The same for the libraries (node_modules). */
  libraries: { bytes: number; ran: number };
  /** The game's sources, most bytes never run first. */
  sources: { source: string; bytes: number; ran: number }[];
}

/**
 * Opens `url` in `page` with coverage on, waits until `ready` resolves (the menu takes taps), and shares the first
 * load's bytes among their sources (`dist` the build, `maps` its source maps).
 */
export async function menuCoverage(
  page: Page,
  url: string,
  ready: () => Promise<void>,
  dist: string,
  maps: string,
): Promise<MenuCoverage> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(url);
  await ready();
  const entries = await page.coverage.stopJSCoverage();
  const initial = new Set(initialFiles(readFileSync(join(dist, 'index.html'), 'utf8')));
  const bySource = new Map<string, { bytes: number; ran: number }>();
  for (const entry of entries) {
    const file = /\/(assets\/[^/?#]+\.js)/.exec(entry.url)?.[1];
    const mapPath = file ? join(maps, `${file}.map`) : '';
    if (!file || !initial.has(file) || !existsSync(mapPath)) continue;
    const code = entry.source ?? readFileSync(join(dist, file), 'utf8');
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
    for (const [source, n] of ranBySource(code, map, ranMask(code.length, entry.functions))) {
      const key = source.replaceAll('\\', '/').replace(/^(\.\.?\/)+/, '');
      const sum = bySource.get(key) ?? { bytes: 0, ran: 0 };
      sum.bytes += n.bytes;
      sum.ran += n.ran;
      bySource.set(key, sum);
    }
  }
  const game = { bytes: 0, ran: 0 };
  const libraries = { bytes: 0, ran: 0 };
  const sources: MenuCoverage['sources'] = [];
  for (const [source, n] of bySource) {
    const isLibrary = source.includes('node_modules/');
    const side = isLibrary ? libraries : game;
    side.bytes += n.bytes;
    side.ran += n.ran;
    if (!isLibrary && source !== '') sources.push({ source, ...n });
  }
  sources.sort((a, b) => b.bytes - b.ran - (a.bytes - a.ran));
  return { game, libraries, sources };
}
