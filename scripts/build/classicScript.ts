// One classic script (an IIFE, no modules, no chunks, no source map) from one entry: what a mini-game package
// carries beside game.js, its open-data context and its game worker, each run by the host on its own.
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Builds `entry` (a path from the repository's root) into the file `out`, emptying its folder first. */
export async function buildClassicScript(
  entry: string,
  out: string,
  options: { name: string; target: string; minify?: boolean },
): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: dirname(out),
      emptyOutDir: true,
      target: options.target,
      sourcemap: false,
      minify: options.minify ?? true,
      lib: { entry: join(root, entry), formats: ['iife'], name: options.name, fileName: () => basename(out) },
    },
  });
  return out;
}
