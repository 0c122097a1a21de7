// Variant B's level files (docs/levels-candy.md): levelId, mapId, type, group, empty, lockCount (spec 3)
// and the map files they name, turned into the shared level format (docs/levels.md) that the rules,
// the solver and the physics read. The colours are not in the file: the generator colours the map
// with the file's seed, aimed at the band the file's `type` names, and proves the result winnable.
// Same file, same maps, same level on every device.
import * as v from 'valibot';
import type { DifficultyBand } from './difficulty';
import { generateFromMap, type LevelMap, type MapBoard } from './generator';
import { parseLevel, type LevelParse } from './levelSchema';
import { CANDY_HOLDING_SLOTS } from './holdingPlate';
import { mapFromGroups } from './mapFromGroups';
import type { Seed } from './random';
import type { LevelSpec } from './types';

/** The holding plate (variant B's tray): 5 open slots at the start, up to 7 with expansion plates (spec 3 and 9). */
export { CANDY_HOLDING_SLOTS };

/** The `mapId` that asks for a map laid out from `group` by `mapFromGroups` instead of a map file. */
export const GENERATED_MAP = 'generated';

/** Most plate positions a row has (the shared format's box positions). */
const MAX_PLATES = 5;

const whole = (min: number, message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message));

const candyLevelSchema = v.object({
  levelId: whole(1, 'expected a level number of 1 or more'),
  mapId: v.pipe(v.string('expected a map name'), v.minLength(1, 'expected a non-empty map name')),
  type: v.picklist(['easy', 'medium', 'hard'], 'expected a type: easy, medium or hard'),
  group: v.pipe(
    v.array(whole(1, 'expected a candy count of 1 or more per layer'), 'expected a list of candy counts per layer'),
    v.minLength(1, 'expected at least one layer'),
  ),
  empty: v.pipe(
    whole(1, `expected 1 to ${CANDY_HOLDING_SLOTS.max} open holding-plate slots`),
    v.maxValue(CANDY_HOLDING_SLOTS.max, `expected 1 to ${CANDY_HOLDING_SLOTS.max} open holding-plate slots`),
  ),
  lockCount: whole(0, 'expected 0 or more locked plates'),
  seed: v.optional(v.union([v.pipe(v.number(), v.finite()), v.string()], 'expected a number or a text seed')),
  name: v.optional(v.string('expected a text name')),
  plates: v.optional(
    v.pipe(
      whole(1, `expected 1 to ${MAX_PLATES} plates`),
      v.maxValue(MAX_PLATES, `expected 1 to ${MAX_PLATES} plates`),
    ),
  ),
  countdown: v.optional(whole(1, 'expected a countdown of 1 s or more')),
  tutorial: v.optional(v.boolean('expected true or false')),
});

/** A variant B level file (docs/levels-candy.md). */
export type CandyLevelFile = v.InferOutput<typeof candyLevelSchema>;

const mapBoardSchema = v.object({
  id: v.pipe(v.string('expected a text id'), v.minLength(1, 'expected a non-empty id')),
  group: whole(1, 'expected a layer of 1 or more'),
  // The shape is checked with the whole level by parseLevel (docs/levels.md, Shapes).
  shape: v.looseObject({ kind: v.string('expected a shape kind') }, 'expected a shape'),
  x: v.pipe(v.number('expected a number'), v.finite()),
  y: v.pipe(v.number('expected a number'), v.finite()),
  angle: v.pipe(v.number('expected a number'), v.finite()),
  holes: v.pipe(
    v.array(v.object({ x: v.pipe(v.number(), v.finite()), y: v.pipe(v.number(), v.finite()) }), 'expected holes'),
    v.minLength(1, 'a board needs at least one candy'),
  ),
});

const candyMapSchema = v.object({
  id: v.pipe(v.string('expected a text id'), v.minLength(1, 'expected a non-empty id')),
  name: v.optional(v.string('expected a text name')),
  boards: v.pipe(v.array(mapBoardSchema, 'expected a list of boards'), v.minLength(1, 'a map needs a board')),
});

/** A variant B map file: boards and their holes, no colours (the shared format's boards without `colour`). */
export interface CandyMap {
  id: string;
  name?: string;
  boards: MapBoard[];
}

/** The map files by map id (the file name without `.json`), as loaded JSON. */
export type CandyMaps = Readonly<Record<string, unknown>>;

/** `parseCandyLevel`'s answer. */
export type CandyLevelParse = { ok: true; file: CandyLevelFile } | { ok: false; error: string };

function firstIssue(issues: readonly v.BaseIssue<unknown>[], root: string): string {
  const issue = issues[0]!;
  const path = v.getDotPath(issue);
  return `${path ? `${root}.${path}` : root}: ${issue.message}`;
}

/** Validates unknown JSON as a variant B level file; never throws. */
export function parseCandyLevel(json: unknown): CandyLevelParse {
  const result = v.safeParse(candyLevelSchema, json);
  if (!result.success) return { ok: false, error: firstIssue(result.issues, 'level') };
  return { ok: true, file: result.output };
}

/** Validates unknown JSON as a variant B map file (structure only; geometry is checked with the level). */
export function parseCandyMap(json: unknown): { ok: true; map: CandyMap } | { ok: false; error: string } {
  const result = v.safeParse(candyMapSchema, json);
  if (!result.success) return { ok: false, error: firstIssue(result.issues, 'map') };
  return { ok: true, map: result.output as CandyMap };
}

/** The shared level id of a variant B level number: "b-01", "b-02"... */
export function candyLevelId(levelId: number): string {
  return `b-${String(levelId).padStart(2, '0')}`;
}

/** The seed a file colours its map with: its own, or one made from its level number. */
export function candySeedOf(file: CandyLevelFile): Seed {
  return file.seed ?? `candy-${file.levelId}`;
}

/** Candies per layer of a map: entry i counts the holes of group i + 1 (0 for a missing layer). */
export function groupCountsOf(boards: readonly { group: number; holes: readonly unknown[] }[]): number[] {
  const top = Math.max(0, ...boards.map((b) => b.group));
  const counts = new Array<number>(top).fill(0);
  for (const b of boards) counts[b.group - 1]! += b.holes.length;
  return counts;
}

/** Plate positions when a file names none: as mapFromGroups lays them out (3, 4 above 36 candies), never more than the plates. */
function defaultPlates(candies: number, capacity: number): number {
  return Math.max(1, Math.min(candies > 36 ? 4 : 3, Math.floor(candies / capacity)));
}

/** The uncoloured level a file asks for: its boards, plate row and holding plate, or why it cannot be made. */
export function candyMapOf(
  file: CandyLevelFile,
  maps: CandyMaps,
  capacity = 3,
): { ok: true; map: LevelMap } | { ok: false; error: string } {
  const candies = file.group.reduce((a, b) => a + b, 0);
  if (candies % capacity !== 0) {
    return { ok: false, error: `group: ${candies} candies is not a multiple of the plate capacity ${capacity}` };
  }
  let boards: MapBoard[];
  let name = file.name;
  if (file.mapId === GENERATED_MAP) {
    try {
      boards = mapFromGroups(file.group, candySeedOf(file)).boards;
    } catch (error) {
      return { ok: false, error: `group: ${error instanceof Error ? error.message : String(error)}` };
    }
  } else {
    if (!Object.hasOwn(maps, file.mapId)) return { ok: false, error: `mapId: there is no map "${file.mapId}"` };
    const parsed = parseCandyMap(maps[file.mapId]);
    if (!parsed.ok) return { ok: false, error: `maps/${file.mapId}: ${parsed.error}` };
    boards = structuredClone(parsed.map.boards);
    name ??= parsed.map.name;
    const counts = groupCountsOf(boards);
    if (counts.join(',') !== file.group.join(',')) {
      return {
        ok: false,
        error: `group: [${file.group.join(', ')}] does not match map "${file.mapId}", which holds [${counts.join(', ')}] candies per layer`,
      };
    }
  }
  const plates = file.plates ?? defaultPlates(candies, capacity);
  if (file.lockCount >= plates) {
    return {
      ok: false,
      error: `lockCount: ${file.lockCount} of ${plates} plates locked; at least one must start open`,
    };
  }
  // The right-most plates start locked.
  const locked = Array.from({ length: file.lockCount }, (_, i) => plates - 1 - i).reverse();
  return {
    ok: true,
    map: {
      id: candyLevelId(file.levelId),
      ...(name === undefined ? {} : { name }),
      boards,
      boxes: { positions: plates, locked },
      tray: { slots: CANDY_HOLDING_SLOTS.max, locked: CANDY_HOLDING_SLOTS.max - file.empty },
      ...(file.countdown === undefined ? {} : { countdown: file.countdown }),
    },
  };
}

/** A map's boards in one colour, as a level the schema can check before the generator runs. */
function plainSpec(map: LevelMap, capacity: number): LevelSpec {
  const candies = map.boards.reduce((n, b) => n + b.holes.length, 0);
  return {
    format: 1,
    id: map.id,
    boards: map.boards.map((b) => ({ ...b, holes: b.holes.map((h) => ({ ...h, colour: 1 })) })),
    boxes: { queue: Array.from({ length: Math.max(1, candies / capacity) }, () => 1), positions: 1, locked: [] },
    tray: { slots: 1, locked: 0 },
  };
}

/**
 * A variant B level file (unknown JSON) as a shared-format level: its map (a map file, or one laid
 * out from `group`), coloured by `generateFromMap` with the file's seed towards the band of `type`,
 * proved winnable by the generator's solver and validated by `parseLevel`. Deterministic; never throws.
 */
export function candyLevelToSpec(json: unknown, maps: CandyMaps, capacity = 3): LevelParse {
  const parsed = parseCandyLevel(json);
  if (!parsed.ok) return parsed;
  const file = parsed.file;
  const made = candyMapOf(file, maps, capacity);
  if (!made.ok) return made;
  const map = made.map;
  const geometry = parseLevel(plainSpec(map, capacity), capacity);
  if (!geometry.ok) return { ok: false, error: `map "${file.mapId}": ${geometry.error}` };
  let level: LevelSpec;
  try {
    level = generateFromMap(map, candySeedOf(file), file.type as DifficultyBand, { capacity }).level;
  } catch (error) {
    return {
      ok: false,
      error: `the level cannot be coloured: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (file.tutorial) level = { ...level, tutorial: true };
  return parseLevel(level, capacity);
}
