// The game beside the bare scene on one level, on its own (scripts/bench/frameBench.ts):
//   npx tsx scripts/bench/frameBenchCli.ts [--level assets/levels-big/level-05.json] [--taps 40]
//     [--rounds 2] [--profile out.cpuprofile] [--keep] [--hide-dom] [--bare-backdrop]
// Builds the game (dist/) and the bare scene (dist-bench-bare/), serves them on ports 4183 and 4184, plays
// the level (default: the busiest shipped one) along the solver's line and prints both sides' frame work.
// The bare build is removed afterwards unless --keep is given.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { parseLevel } from '../../src/core/levelSchema';
import { solveLevel } from '../../src/core/solver';
import { CHROMIUM_ARGS, executablePath, startPreview } from '../preview';
import { BARE_OUT_DIR, benchFrames, buildBareScene, formatFrameBench } from './frameBench';

const root = join(import.meta.dirname, '../..');

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

type LevelJson = { boards: { holes: unknown[] }[] };
const screwsOf = (json: LevelJson) => json.boards.reduce((s, b) => s + b.holes.length, 0);

/** The level asked for, or the shipped level with the most screws. */
function pickLevel(): { file: string; json: LevelJson } {
  const asked = option('level');
  if (asked) return { file: asked, json: JSON.parse(readFileSync(resolve(asked), 'utf8')) as LevelJson };
  const dir = join(root, 'assets/levels');
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => ({ file: `assets/levels/${n}`, json: JSON.parse(readFileSync(join(dir, n), 'utf8')) as LevelJson }))
    .reduce((a, b) => (screwsOf(b.json) > screwsOf(a.json) ? b : a));
}

async function main() {
  const level = pickLevel();
  const parsed = parseLevel(level.json);
  if (!parsed.ok) throw new Error(`${level.file}: ${parsed.error}`);
  const solution = solveLevel(parsed.level);
  if (!solution.winnable) throw new Error(`${level.file} has no winning line: ${solution.reason ?? ''}`);
  const taps = option('taps') ? Number(option('taps')) : undefined;
  const rounds = option('rounds') ? Number(option('rounds')) : undefined;
  const profilePath = option('profile');

  console.log('Building the game and the bare scene...');
  execSync('npx vite build --logLevel error', { cwd: root, stdio: 'inherit' });
  buildBareScene(root);
  const game = await startPreview(root, 4183);
  const bare = await startPreview(root, 4184, BARE_OUT_DIR);
  try {
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
    try {
      const result = await benchFrames({
        browser,
        gameUrl: `${game.base}/?test`,
        bareUrl: `${bare.base}/`,
        level: level.json,
        line: solution.line,
        ...(taps !== undefined ? { taps } : {}),
        ...(rounds !== undefined ? { rounds } : {}),
        ...(profilePath ? { profilePath: resolve(profilePath) } : {}),
        log: (line) => console.log(`  ${line}`),
        // A diagnosis: the game with its DOM layers off the screen (what painting them over the canvas costs).
        ...(process.argv.includes('--hide-dom') ? { gameHide: '.a11y-mirror' } : {}),
        // A diagnosis: the bare scene with the game's backdrop under the level (what the backdrop costs).
        ...(process.argv.includes('--bare-backdrop') ? { bareBackdrop: true } : {}),
      });
      console.log(
        formatFrameBench(
          `Frame work, Chromium 390x844, 4x CPU throttle, ${level.file} (${screwsOf(level.json)} screws)`,
          result,
        ),
      );
      if (result.profile) console.log(`CPU profile of a game run: ${result.profile}`);
    } finally {
      await browser.close();
    }
  } finally {
    game.stop();
    bare.stop();
    if (!process.argv.includes('--keep')) rmSync(join(root, BARE_OUT_DIR), { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
