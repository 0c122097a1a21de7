// The first load as one chunk (scripts/build/initialChunk.ts) and the check that no chunks import each other in a
// cycle (scripts/build/chunkCycles.ts).
import { describe, expect, it } from 'vitest';
import { findChunkCycle } from '../../../scripts/build/chunkCycles';
import { inInitialGroup, initialChunkSplitting, pixiFamily } from '../../../scripts/build/initialChunk';
import { installedPackage } from '../../../scripts/build/installedPackage';

describe('the first-load group', () => {
  const pixi = pixiFamily(['@pixi/colord', 'eventemitter3', 'tiny-lru']);

  it("takes the game's modules and its libraries, not Pixi's or its dependencies'", () => {
    expect(inInitialGroup('/repo/src/main.tsx', pixi)).toBe(true);
    expect(inInitialGroup('C:\\repo\\src\\app\\runtime.ts', pixi)).toBe(true);
    expect(inInitialGroup('/repo/node_modules/react-reconciler/cjs/x.js', pixi)).toBe(true);
    expect(inInitialGroup('/repo/node_modules/@pixi/react/lib/index.mjs', pixi)).toBe(true);
    expect(inInitialGroup('/repo/node_modules/pixi.js/lib/scene/container/Container.mjs', pixi)).toBe(false);
    expect(inInitialGroup('C:\\repo\\node_modules\\pixi.js\\lib\\index.mjs', pixi)).toBe(false);
    expect(inInitialGroup('/repo/node_modules/@pixi/colord/index.mjs', pixi)).toBe(false);
    expect(inInitialGroup('/repo/node_modules/eventemitter3/index.mjs', pixi)).toBe(false);
    expect(inInitialGroup('/repo/node_modules/tiny-lru/dist/tiny-lru.js', pixi)).toBe(false);
  });

  it("takes Pixi's pointer events, which only the game imports, and never Vite's preload helper", () => {
    expect(inInitialGroup('/repo/node_modules/pixi.js/lib/events/EventSystem.mjs', pixi)).toBe(true);
    expect(inInitialGroup('\0vite/preload-helper.js', pixi)).toBe(false);
  });

  it("knows Pixi's dependencies from its installed package, and groups only the first load's modules", () => {
    const installed = Object.keys(installedPackage('pixi.js').dependencies ?? {});
    expect(installed.length).toBeGreaterThan(0);
    const family = pixiFamily();
    for (const name of installed) expect(family.test(`/repo/node_modules/${name}/index.js`)).toBe(true);
    expect(family.test('/repo/node_modules/xstate/dist/xstate.esm.js')).toBe(false);
    const [group] = initialChunkSplitting().groups;
    expect(group).toMatchObject({ tags: ['$initial'], includeDependenciesRecursively: false });
  });
});

describe('chunk cycles', () => {
  const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk' as const, fileName, imports });

  it('finds none in a tree of imports, nor through assets', () => {
    const bundle = {
      'index.js': chunk('index.js', ['pixi.js', 'preload.js']),
      'pixi.js': chunk('pixi.js', ['preload.js']),
      'preload.js': chunk('preload.js', []),
      'lazy.js': chunk('lazy.js', ['index.js', 'pixi.js']),
      'style.css': { type: 'asset' as const, fileName: 'style.css' },
    };
    expect(findChunkCycle(bundle)).toBeNull();
  });

  it('names the chunks of a cycle, however long', () => {
    expect(findChunkCycle({ 'a.js': chunk('a.js', ['b.js']), 'b.js': chunk('b.js', ['a.js']) })).toEqual([
      'a.js',
      'b.js',
      'a.js',
    ]);
    const bundle = {
      'index.js': chunk('index.js', ['app.js']),
      'app.js': chunk('app.js', ['lib.js']),
      'lib.js': chunk('lib.js', ['events.js']),
      'events.js': chunk('events.js', ['app.js']),
    };
    expect(findChunkCycle(bundle)).toEqual(['app.js', 'lib.js', 'events.js', 'app.js']);
  });
});
