// Variant B's level files (docs/levels-candy.md): levelId, mapId, type, group, empty, lockCount (spec 3)
// and the map files they name, turned into the shared level format (docs/levels.md) that the rules,
// the solver and the physics read. The colours are not in the file: the generator colours the map
// with the file's seed, aimed at the band the file's `type` names, and proves the result winnable.
// Same file, same maps, same level on every device.
import * as v from 'valibot';
import type { DifficultyBand } from './difficulty';
import { generateFromMap } from './generator';
import type { LevelMap, MapBoard } from './levelMap';
import { between, list, optionalName, text, tooBig } from './boundedFields';
import { issuePath, parseLevel, quietMessage, unsafeContent, type LevelParse } from './levelSchema';
import { LEVEL_BOUNDS } from './levelBounds';
import { CANDY_HOLDING_SLOTS } from './holdingPlate';
import { mapFromGroups } from './mapFromGroups';
import type { Seed } from './random';
import type { LevelSpec } from './types';
import { errorMessage } from './errorMessage';

/** The holding plate (variant B's tray): 5 open slots at the start, up to 7 with expansion plates (spec 3 and 9). */
export { CANDY_HOLDING_SLOTS };

/** The `mapId` that asks for a map laid out from `group` by `mapFromGroups` instead of a map file. */
export const GENERATED_MAP = 'generated';

/** Most plate positions a row has (the shared format's box positions). */
const MAX_PLATES = LEVEL_BOUNDS.positions;

/** Highest level number a file may carry (the save keeps levels up to this too). */
export const MAX_CANDY_LEVEL = LEVEL_BOUNDS.levelNumber;

/** A whole number of at least `min` and at most `max`, with the file's own words below the minimum. */
const whole = (min: number, message: string, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, tooBig(max)));

/** A finite number within `bound` either way. */
const within = (bound: number) => between(-bound, bound);

const candyLevelSchema = v.object({
  levelId: whole(1, 'expected a level number of 1 or more', MAX_CANDY_LEVEL),
  mapId: text(LEVEL_BOUNDS.idLength, 'map name'),
  type: v.picklist(['easy', 'medium', 'hard'], 'expected a type: easy, medium or hard'),
  group: list(
    whole(1, 'expected a candy count of 1 or more per layer', LEVEL_BOUNDS.screws),
    1,
    LEVEL_BOUNDS.layer,
    'layers',
    'expected at least one layer',
  ),
  empty: whole(1, `expected 1 to ${CANDY_HOLDING_SLOTS.max} open holding-plate slots`, CANDY_HOLDING_SLOTS.max),
  lockCount: whole(0, 'expected 0 or more locked plates', MAX_PLATES - 1),
  seed: v.optional(
    v.union(
      [v.pipe(v.number(), v.finite()), text(LEVEL_BOUNDS.idLength, 'seed')],
      'expected a number or a text seed of up to 64 characters',
    ),
  ),
  name: optionalName(LEVEL_BOUNDS.nameLength),
  plates: v.optional(whole(1, `expected 1 to ${MAX_PLATES} plates`, MAX_PLATES)),
  countdown: v.optional(whole(1, 'expected a countdown of 1 s or more', LEVEL_BOUNDS.countdown)),
  tutorial: v.optional(v.boolean('expected true or false')),
});

/** A variant B level file (docs/levels-candy.md). */
export type CandyLevelFile = v.InferOutput<typeof candyLevelSchema>;

const mapBoardSchema = v.object({
  id: text(LEVEL_BOUNDS.idLength, 'id'),
  group: whole(1, 'expected a layer of 1 or more', LEVEL_BOUNDS.layer),
  // The shape is checked with the whole level by parseLevel (docs/levels.md, Shapes).
  shape: v.looseObject({ kind: v.string('expected a shape kind') }, 'expected a shape'),
  x: between(LEVEL_BOUNDS.x.min, LEVEL_BOUNDS.x.max),
  y: between(LEVEL_BOUNDS.y.min, LEVEL_BOUNDS.y.max),
  angle: within(LEVEL_BOUNDS.angle),
  holes: list(
    v.object({ x: within(LEVEL_BOUNDS.offset), y: within(LEVEL_BOUNDS.offset) }),
    1,
    LEVEL_BOUNDS.screws,
    'holes',
    'a board needs at least one candy',
  ),
});

const candyMapSchema = v.object({
  id: text(LEVEL_BOUNDS.idLength, 'id'),
  name: optionalName(LEVEL_BOUNDS.nameLength),
  boards: list(mapBoardSchema, 1, LEVEL_BOUNDS.boards, 'boards', 'a map needs a board'),
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
  const path = issuePath(issue);
  return `${path ? `${root}.${path}` : root}: ${issue.message}`;
}

/** Validates unknown JSON against `schema` after the shared safety walk (no prototype keys, bounded size); never throws. */
function safeRead<S extends v.GenericSchema>(
  schema: S,
  json: unknown,
  root: string,
): { ok: true; value: v.InferOutput<S> } | { ok: false; error: string } {
  try {
    const unsafe = unsafeContent(json, root, true);
    if (unsafe) return { ok: false, error: unsafe };
    const result = v.safeParse(schema, json, { abortEarly: true, message: quietMessage });
    if (!result.success) return { ok: false, error: firstIssue(result.issues, root) };
    return { ok: true, value: result.output };
  } catch (error) {
    return {
      ok: false,
      error: `${root}: could not be read (${errorMessage(error)})`,
    };
  }
}

/** Validates unknown JSON as a variant B level file; never throws. */
export function parseCandyLevel(json: unknown): CandyLevelParse {
  const read = safeRead(candyLevelSchema, json, 'level');
  return read.ok ? { ok: true, file: read.value } : read;
}

/** Validates unknown JSON as a variant B map file (structure only; geometry is checked with the level). */
export function parseCandyMap(json: unknown): { ok: true; map: CandyMap } | { ok: false; error: string } {
  const read = safeRead(candyMapSchema, json, 'map');
  return read.ok ? { ok: true, map: read.value as CandyMap } : read;
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
      return { ok: false, error: `group: ${errorMessage(error)}` };
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
      error: `the level cannot be coloured: ${errorMessage(error)}`,
    };
  }
  if (file.tutorial) level = { ...level, tutorial: true };
  return parseLevel(level, capacity);
}
