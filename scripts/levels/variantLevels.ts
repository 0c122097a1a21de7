// The game variants whose shipped levels `npm run levels -- check` proves, and where their files live.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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
}

/**
 * Every variant with shipped levels. Variant B ('candy') does not exist yet: adding it is one more
 * entry here, e.g. `{ variant: candyVariant, dir: 'assets/candy-levels', pattern: /^level-(\d+)\.json$/ }`.
 */
export const VARIANT_LEVELS: readonly VariantLevels[] = [
  { variant: screwVariant, dir: 'assets/levels', pattern: /^level-(\d+)\.json$/ },
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
