// Fails the build when its chunks import each other in a cycle. ES modules allow cycles, but a chunk in one runs
// before the chunk it imports has finished: a class extending an import not yet defined throws, and a chunk waiting
// at its top level never finishes for the other. The game's chunking (scripts/build/initialChunk.ts) is tuned by
// hand; this keeps an upgrade of Pixi or of the bundler from turning it into a page that stops while it loads.
import type { Plugin } from 'vite';

/** What the check reads of an output chunk. */
interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: readonly string[];
}

/** The first cycle of static imports among `bundle`'s chunks (its files in import order, the first again at the end), or null. */
export function findChunkCycle(bundle: Record<string, ChunkLike>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    path.push(file);
    for (const next of bundle[file]?.imports ?? []) {
      if (bundle[next]?.type !== 'chunk') continue;
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || state.has(chunk.fileName)) continue;
    const found = visit(chunk.fileName);
    if (found) return found;
  }
  return null;
}

/** The Vite plugin (build only). */
export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = findChunkCycle(bundle as Record<string, ChunkLike>);
      if (cycle)
        this.error(`chunks import each other in a cycle: ${cycle.join(' -> ')} (see scripts/build/initialChunk.ts)`);
    },
  };
}
