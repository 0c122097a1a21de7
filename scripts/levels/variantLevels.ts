// The game variants whose shipped levels `npm run levels -- check` proves, and where their files live.
//
// Variant B's level files (assets/levels-candy/level-NN.json, docs/levels-candy.md) hold no colours:
// `candyLevelToSpec` colours their maps with the generator. Its output, in the shared format, is kept
// in assets/levels-candy/built/ (what the game loads and what `check` proves); rebuild it after
// changing a level file, a map or the generator with
//   npx tsx scripts/levels/variantLevels.ts build-candy
// The unit test tests/unit/core/candyLevel.test.ts fails when a built file is not the conversion of
// its level file.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { candyLevelToSpec, type CandyMaps } from '../../src/core/candyLevel';
import { candyVariant } from '../../src/variants/candy';
import { screwVariant } from '../../src/variants/screw';
import type { VariantConfig } from '../../src/variants/types';

/** The repository root (scripts/levels/ is two folders down). */
export const ROOT = join(import.meta.dirname, '..', '..');

/** One variant as the level tool sees it: its config and the folder and file names of its levels. */
export interface VariantLevels {
  variant: VariantConfig;
  /** Folder of the level files, relative to the repository root. */
  dir: string;
  /** File names that are shipped levels; the first capture group is the level number. */
  pattern: RegExp;
  /** The name `check` gives the set (default: the variant's id), for a set that is not a variant's ladder. */
  set?: string;
  /** Level files expected (default: the variant's level count). */
  count?: number;
}

/** Where variant B's level files, map files and built levels live, relative to the repository root. */
export const CANDY_DIRS = {
  levels: 'assets/levels-candy',
  maps: 'assets/levels-candy/maps',
  built: 'assets/levels-candy/built',
} as const;

/** Every variant with shipped levels: variant B's are its built levels (see the module comment). */
export const VARIANT_LEVELS: readonly VariantLevels[] = [
  { variant: screwVariant, dir: 'assets/levels', pattern: /^level-(\d+)\.json$/ },
  { variant: candyVariant, dir: CANDY_DIRS.built, pattern: /^level-(\d+)\.json$/ },
];

/** One shipped level file of a variant. */
export interface LevelFile {
  /** The level number from the file name. */
  number: number;
  /** The file name alone, e.g. level-01.json. */
  name: string;
  /** Path relative to the repository root, for messages. */
  path: string;
  /** Absolute path, for reading. */
  absolute: string;
}

/** The shipped level files of a variant, in level-number order. */
export function levelFilesOf(entry: VariantLevels, root = ROOT): LevelFile[] {
  const dir = join(root, entry.dir);
  return readdirSync(dir)
    .map((name) => ({ name, match: entry.pattern.exec(name) }))
    .filter((f): f is { name: string; match: RegExpExecArray } => f.match !== null)
    .map(({ name, match }) => ({
      number: Number(match[1]),
      name,
      path: `${entry.dir}/${name}`,
      absolute: join(dir, name),
    }))
    .sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}

/** The variant with this id, or undefined. */
export function variantById(id: string): VariantLevels | undefined {
  return VARIANT_LEVELS.find((v) => v.variant.id === id);
}

/** Variant B's map files by map id (file name without .json), as parsed JSON. */
export function candyMapsOf(root = ROOT): CandyMaps {
  const dir = join(root, CANDY_DIRS.maps);
  const maps: Record<string, unknown> = {};
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    maps[name.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
  }
  return maps;
}

/** A level as a JSON file, laid out by the repository's Prettier settings, holes and shapes on one line each. */
export async function levelJson(level: unknown, root = ROOT): Promise<string> {
  // Flat objects (holes, shapes, the tray) written on one line stay on one line under Prettier.
  const text = JSON.stringify(level, null, 2).replace(
    /\{\n\s+([^{}[\]]*?)\n\s+\}/g,
    (_, body: string) => `{ ${body.split(/,\n\s+/).join(', ')} }`,
  );
  // Loaded on demand: `npm run levels` reads this module and never writes a level.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(join(root, 'package.json'))) ?? {};
  return prettier.format(text, { ...options, parser: 'json' });
}

/**
 * Converts every variant B level file to the shared format and writes it to the built folder (one
 * file per level file, same name). Answers the files written and the level files that failed.
 */
export async function buildCandyLevels(root = ROOT): Promise<{ written: string[]; failures: string[] }> {
  const maps = candyMapsOf(root);
  const entry = { variant: candyVariant, dir: CANDY_DIRS.levels, pattern: /^level-(\d+)\.json$/ };
  const out = join(root, CANDY_DIRS.built);
  mkdirSync(out, { recursive: true });
  const written: string[] = [];
  const failures: string[] = [];
  for (const file of levelFilesOf(entry, root)) {
    const json = JSON.parse(readFileSync(file.absolute, 'utf8')) as unknown;
    const made = candyLevelToSpec(json, maps, candyVariant.boxCapacity);
    if (!made.ok) {
      failures.push(`${file.path}: ${made.error}`);
      continue;
    }
    writeFileSync(join(out, file.name), await levelJson(made.level, root));
    written.push(`${CANDY_DIRS.built}/${file.name}`);
  }
  return { written, failures };
}

// `npx tsx scripts/levels/variantLevels.ts build-candy` rebuilds variant B's built levels.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== 'build-candy') {
    console.error('Usage: npx tsx scripts/levels/variantLevels.ts build-candy');
    process.exitCode = 2;
  } else {
    void buildCandyLevels().then(({ written, failures }) => {
      console.log(`${written.length} variant B levels written to ${CANDY_DIRS.built}`);
      for (const f of failures) console.error(`  - ${f}`);
      process.exitCode = failures.length > 0 ? 1 : 0;
    });
  }
}
