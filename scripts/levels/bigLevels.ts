// Variant A's big levels (issue 15): five proved level files of 99 to 201 screws made by
// `generateBigLevel` (src/core/bigLevel.ts), kept in assets/levels-big/. They are not in the game's
// ladder or the daily plan; `npm run levels -- check` proves them and replays them in physics like
// every shipped level. Rebuild them (deterministic: same plan, same files) with
//   npx tsx scripts/levels/bigLevels.ts build
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateBigLevel } from '../../src/core/bigLevel';
import type { DifficultyBand } from '../../src/core/difficulty';
import { DEFAULT_GAMES } from '../../src/core/playerModels';
import { DEFAULT_MAX_STATES, replayLine } from '../../src/core/solver';
import { screwVariant } from '../../src/variants/screw';
import { levelJson, ROOT, type VariantLevels } from './variantLevels';

/** Where the big level files live, relative to the repository root. */
export const BIG_DIR = 'assets/levels-big';

/** The big levels: screw count (rounded to a multiple of 3), band and seed of each file. */
export const BIG_LEVEL_PLAN: readonly { screws: number; band: DifficultyBand; seed: string }[] = [
  { screws: 100, band: 'hard', seed: 'big-01' },
  { screws: 120, band: 'hard', seed: 'big-02' },
  { screws: 150, band: 'hard', seed: 'big-03' },
  { screws: 180, band: 'hard', seed: 'big-04' },
  { screws: 200, band: 'hard', seed: 'big-05' },
];

/** The big levels as `check` sees them: variant A's rules and physics, their own folder and count. */
export const BIG_LEVELS: VariantLevels = {
  variant: screwVariant,
  dir: BIG_DIR,
  pattern: /^level-(\d+)\.json$/,
  set: 'screw-big',
  count: BIG_LEVEL_PLAN.length,
};

/** Generates every planned big level, checks its line wins through the rules, and writes the files. */
export async function buildBigLevels(root = ROOT): Promise<string[]> {
  const out = join(root, BIG_DIR);
  mkdirSync(out, { recursive: true });
  const written: string[] = [];
  for (const [i, plan] of BIG_LEVEL_PLAN.entries()) {
    // Offline, so measured as `check` measures (the game counts of `measureFeltDifficulty`, the solver's
    // default state budget for the tray need): the big budgets can put a level a few points off its band.
    const made = generateBigLevel(plan.screws, plan.seed, plan.band, {
      capacity: screwVariant.boxCapacity,
      randomPlayers: DEFAULT_GAMES.random,
      modelGames: DEFAULT_GAMES.boxFirst,
      maxStates: DEFAULT_MAX_STATES,
    });
    const number = String(i + 1).padStart(2, '0');
    const screws = made.figures.screws;
    // The id stays the generator's: the felt measure seeds its players with it, so `check` measures what the generator did.
    const level = { ...made.level, name: `Big ${i + 1} (${screws} screws)` };
    const replay = replayLine(level, made.line, screwVariant.boxCapacity);
    if (replay.outcome !== 'won')
      throw new Error(`big level ${number}: the line does not win: ${replay.problem ?? ''}`);
    const name = `level-${number}.json`;
    writeFileSync(join(out, name), await levelJson(level, root));
    written.push(
      `${BIG_DIR}/${name}: ${screws} screws, ${made.figures.boards} boards, ${made.figures.layers} layers, ` +
        `${made.figures.colours} colours, felt ${made.figures.felt.toFixed(1)} (${made.figures.band}), ${made.attempts} attempt(s)`,
    );
  }
  return written;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== 'build') {
    console.error('Usage: npx tsx scripts/levels/bigLevels.ts build');
    process.exitCode = 2;
  } else {
    void buildBigLevels().then((written) => {
      for (const w of written) console.log(w);
    });
  }
}
