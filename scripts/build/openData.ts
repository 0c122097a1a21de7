// `npm run build:opendata`: builds the open-data context (src/platform/openData) as the one script a
// mini-game package carries in its openDataContext folder (`"openDataContext": "openDataContext"` in
// game.json): an IIFE with nothing of the game but the ranking program, in ES2015 for the hosts' older
// engines, no source map. Writes dist-minigame/openDataContext/index.js (or the folder given).
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClassicScript } from './classicScript';

/** The folder of the open-data context inside a mini-game package. */
export const OPEN_DATA_FOLDER = 'openDataContext';

/** Builds the open-data context into `outDir`; returns the path of its index.js. */
export function buildOpenDataContext(outDir: string): Promise<string> {
  return buildClassicScript('src/platform/openData/index.ts', join(outDir, 'index.js'), {
    name: 'openDataContext',
    target: 'es2015',
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? join('dist-minigame', OPEN_DATA_FOLDER));
  const file = await buildOpenDataContext(out);
  console.log(`Open-data context: ${file} (${(statSync(file).size / 1024).toFixed(1)} KiB)`);
}
