// The page's first load as one file of the game's code and libraries instead of some forty (initial JS, issue 13;
// time to a playable menu, issue 15). Left to itself, the bundler cuts the modules the entry and its lazy chunks
// share into many small chunks, all fetched before the menu: each is compressed alone (the same code gzipped as one
// file is about 13 KiB smaller) and each is a request, six at a time over HTTP/1.1 behind the network's latency.
//
// The group takes every module of the first load (Rolldown's `$initial` tag: statically imported from the entry)
// except two kinds, which keep the bundler's own chunks:
// - Pixi and the packages Pixi imports. Pixi's entry re-exports all of Pixi, so the tag marks modules that only its
//   lazy parts use (the WebGPU and canvas renderers, filters, accessibility); a group would pull them into the first
//   load. Left alone, Pixi's chunks import nothing of ours, so no chunk cycle forms between them and the group.
// - Vite's preload helper, which Pixi's own lazy imports call: in the group, Pixi's chunks would import the group.
//
// The group does not pull in its modules' dependencies (`includeDependenciesRecursively: false`): those it does not
// take are Pixi's, whose chunks load first. The lazy chunks import the group's chunk, so the entry module must not
// wait at its top level (src/main.tsx starts the game from a function): a chunk with a pending top-level await
// would never finish evaluating for the lazy chunk that imports it.
import { escapeRegExp } from '../../src/core/escapeRegExp';
import { installedPackage } from './installedPackage';

/** The names of the packages Pixi depends on, read from its installed package.json. */
function pixiDependencies(): string[] {
  return Object.keys(installedPackage('pixi.js').dependencies ?? {});
}

/** A test of module ids: true for a module of Pixi or of a package Pixi depends on. */
export function pixiFamily(dependencies: readonly string[] = pixiDependencies()): RegExp {
  const names = ['pixi.js', ...dependencies].map(escapeRegExp).join('|');
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);
}

/**
 * Pixi's pointer events: an entry point of its own (`pixi.js/events`) that the game imports (src/scene/pixiExtensions.ts)
 * and no other chunk of the first load does. Left out of the group, the bundler puts them in the page's entry chunk,
 * which imports the group's chunk for the game's start: the two would import each other.
 */
const PIXI_EVENTS = /[\\/]node_modules[\\/]pixi\.js[\\/]lib[\\/]events[\\/]/;

/** True for a module the first-load group takes (the `$initial` tag narrows it to the first load). */
export function inInitialGroup(id: string, pixi: RegExp): boolean {
  if (id.includes('vite/preload-helper')) return false;
  return PIXI_EVENTS.test(id) || !pixi.test(id);
}

/** Rolldown's `output.codeSplitting` for the game build. */
export function initialChunkSplitting() {
  const pixi = pixiFamily();
  return {
    groups: [
      {
        // The group holds the entry module, so its chunk is the page's entry script (`assets/index-<hash>.js`).
        name: 'app',
        tags: ['$initial' as const],
        includeDependenciesRecursively: false,
        test: (id: string) => inInitialGroup(id, pixi),
      },
    ],
  };
}
