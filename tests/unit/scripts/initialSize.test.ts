// Where the first load's bytes come from (scripts/bench/initialSize.ts, `npm run bench -- size`).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { bytesBySource, initialFiles, initialJs, sourceGroup } from '../../../scripts/bench/initialSize';

describe('initial JS and where it comes from', () => {
  it("lists the page's scripts and module preloads, not its other links", () => {
    const html = `<script type="module" src="./assets/index-a.js"></script>
      <link rel="modulepreload" href="./assets/pixi-b.js"><link rel="stylesheet" href="./assets/index.css">
      <link rel="preload" as="fetch" href="./assets/effects.mp3"><link rel="modulepreload" href="./assets/index-a.js">`;
    // A file both the entry script and a module preload: fetched, and counted, once.
    expect(initialFiles(html)).toEqual(['assets/index-a.js', 'assets/pixi-b.js']);
  });

  it('counts a source under its package, scoped ones included, or under the folder of the game it sits in', () => {
    expect(sourceGroup('../../node_modules/pixi.js/lib/scene/Container.mjs')).toBe('pixi.js');
    expect(sourceGroup('../../node_modules/@pixi/react/lib/index.mjs')).toBe('@pixi/react');
    expect(sourceGroup('../../node_modules/react-reconciler/node_modules/scheduler/index.js')).toBe('scheduler');
    expect(sourceGroup('../../src/ui/canvas/MenuLayer.tsx')).toBe('src/ui');
    expect(sourceGroup('../../machines/game.ts')).toBe('machines');
    expect(sourceGroup('../../src/main.tsx')).toBe('src');
    expect(sourceGroup('..\\..\\src\\app\\App.tsx')).toBe('src/app');
  });

  it("shares a file's bytes by the segment each byte falls in, unmapped bytes with the source before them", () => {
    // Line 0: 2 bytes before any segment, 5 of a.ts, then 3 of b.ts. Line 1: 4 of b.ts, then 3 that no source
    // maps (a one-field segment). Line 2: no segment at all. Line 3: 2 of a.ts.
    const code = 'xxaaaaabbb\nbbbbzzz\nzz\naa';
    const segments: SourceMapSegment[][] = [
      [
        [7, 1, 0, 0],
        [2, 0, 0, 0],
      ],
      [[0, 1, 3, 0], [4]],
      [],
      [[0, 0, 9, 0]],
    ];
    const bytes = bytesBySource(code, { sources: ['a.ts', 'b.ts'], mappings: encode(segments) });
    expect(Object.fromEntries(bytes)).toEqual({ '': 2, 'a.ts': 7, 'b.ts': 12 });
    expect([...bytes.values()].reduce((a, b) => a + b, 0)).toBe(code.length - 3);
  });

  it("sums a build's first load and shares it by package and folder, the shares adding up to the total", () => {
    const dist = mkdtempSync(join(tmpdir(), 'initial-js-'));
    const maps = join(dist, 'maps');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(maps, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="./assets/a.js"></script>');
    const code = 'const x=1;'.repeat(40) + '\nlet y=2;'.repeat(10);
    writeFileSync(join(dist, 'assets/a.js'), code);
    writeFileSync(
      join(maps, 'assets/a.js.map'),
      JSON.stringify({
        version: 3,
        sources: ['../../node_modules/pixi.js/lib/a.mjs', '../../src/app/b.ts'],
        mappings: encode([[[0, 0, 0, 0]], ...Array.from({ length: 10 }, () => [[0, 1, 0, 0] as SourceMapSegment])]),
      }),
    );
    const js = initialJs(dist, maps);
    const gz = gzipSync(code, { level: 9 }).length;
    expect(js.bytes).toBe(gz);
    expect(js.files).toEqual([{ file: 'assets/a.js', bytes: gz }]);
    expect(js.groups.map((g) => g.group)).toEqual(['pixi.js', 'src/app']);
    expect(js.groups.reduce((s, g) => s + g.bytes, 0)).toBeCloseTo(gz, 6);
    // 400 bytes of pixi.js against 80 of the game's (the newlines are nobody's).
    expect(js.groups[0]!.bytes / js.groups[1]!.bytes).toBeCloseTo(400 / 80, 6);
  });
});
