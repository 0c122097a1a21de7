// `npm run build:minigame [-- --douyin] [--variant screw|candy] [--app-id ID] [--rewarded-unit ID]
// [--interstitial-unit ID] [--banner-unit ID] [--out DIR]`: the mini-game package (issue 13), variant B unless
// built for another (`--variant`) or launched with another (`variant` in the launch query). Writes, in the layout
// WeChat and Douyin expect:
//   game.js              the game as one classic script (vite.minigame.config.ts)
//   assets/              the sound files and the workers' scripts it addresses (minigame://package/assets/…)
//   game.json            portrait, the open-data context's and the workers' folders (packageFiles.ts)
//   workers/game/index.js  the game worker: the hint search and the level maker (src/minigame/gameWorker.ts)
//   project.config.json  the developer tools' project file of the flavour (WeChat by default, --douyin)
//   openDataContext/     the open-data context that draws friends' ranks on the shared canvas (scripts/build/openData.ts)
import { writeFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { MINI_GAME_WORKER_SCRIPT } from '../../src/platform/miniGameWorker';
import { MINI_GAME_VARIANT, variants } from '../../src/variants';
import { buildClassicScript } from '../build/classicScript';
import { buildOpenDataContext, OPEN_DATA_FOLDER } from '../build/openData';
import { gameJson, projectConfig, type MiniGameFlavour } from './packageFiles';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The ad unit ids a package may be built with (the host's console gives them); a missing one turns that ad off. */
export const AD_UNIT_OPTIONS = ['rewarded-unit', 'interstitial-unit', 'banner-unit'] as const;

/** Builds the package of `flavour` into `outDir`; returns the files written. */
export async function buildMiniGamePackage(
  outDir: string,
  flavour: MiniGameFlavour,
  appId?: string,
  adUnits: Partial<Record<(typeof AD_UNIT_OPTIONS)[number], string>> = {},
  variant: string = MINI_GAME_VARIANT.id,
): Promise<string[]> {
  if (!Object.hasOwn(variants, variant)) {
    throw new Error(`Unknown variant "${variant}" (known: ${Object.keys(variants).join(', ')}).`);
  }
  process.env.MINIGAME_OUT = outDir;
  process.env.VITE_MINIGAME_VARIANT = variant;
  // Built into the game as a host package's options are (src/app/hostPlatform.ts reads them), the host named.
  process.env.VITE_HOST = 'minigame';
  process.env.VITE_PACKAGE_OPTIONS = JSON.stringify(adUnits);
  await build({ configFile: join(root, 'vite.minigame.config.ts'), root, logLevel: 'warn' });
  // The game worker: one classic script in the workers folder, every job of the game (src/minigame/gameWorker.ts).
  await buildClassicScript('src/minigame/gameWorker.ts', join(outDir, MINI_GAME_WORKER_SCRIPT), {
    name: 'gameWorker',
    target: 'es2020',
    minify: process.env.MINIGAME_MINIFY !== 'false',
  });
  await buildOpenDataContext(join(outDir, OPEN_DATA_FOLDER));
  const name = `${variant}-puzzle-${flavour}`;
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(join(outDir, 'game.json'), json(gameJson()));
  writeFileSync(join(outDir, 'project.config.json'), json(projectConfig(flavour, { appId, name })));
  return ['game.js', 'game.json', 'project.config.json', MINI_GAME_WORKER_SCRIPT, `${OPEN_DATA_FOLDER}/index.js`].map(
    (f) => join(outDir, f),
  );
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flavour: MiniGameFlavour = process.argv.includes('--douyin') ? 'douyin' : 'wechat';
  const out = resolve(option('--out') ?? 'dist-minigame');
  const adUnits = Object.fromEntries(
    AD_UNIT_OPTIONS.flatMap((name) => {
      const value = option(`--${name}`);
      return value ? [[name, value]] : [];
    }),
  );
  const variant = option('--variant') ?? MINI_GAME_VARIANT.id;
  const files = await buildMiniGamePackage(out, flavour, option('--app-id'), adUnits, variant);
  console.log(`Mini-game package (${flavour}, variant ${variant}) in ${out}:`);
  for (const file of files)
    console.log(`  ${file.slice(out.length + 1)}  ${(statSync(file).size / 1024).toFixed(1)} KiB`);
}
