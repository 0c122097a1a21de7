// Validates a level file (docs/levels.md) and answers with the level or a message naming the field.
// Every number, text and list has a bound that the 750 x 1334 design can hold (LEVEL_BOUNDS), so that
// no accepted file can stall or crash the renderer or the physics: a board 1e10 wide, a pose at 1e308,
// a 1 MB id or 500 boards are refused with the field's path and the bound.
import * as v from 'valibot';
import { between, list, optionalName, text, wholeBetween } from './boundedFields';
import { insetDistance, isConvex, shapeOutline } from './geometry';
import type { LevelSpec } from './types';
import { errorMessage } from './errorMessage';
import { LEVEL_BOUNDS, SCREW_RADIUS } from './levelBounds';

/** Keys that could reach an object's prototype; refused anywhere in a level file. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const colour = wholeBetween(1, LEVEL_BOUNDS.colours, `a colour from 1 to ${LEVEL_BOUNDS.colours}`);
const size = between(LEVEL_BOUNDS.size.min, LEVEL_BOUNDS.size.max, 'a positive size');
const offset = between(-LEVEL_BOUNDS.offset, LEVEL_BOUNDS.offset);

const shapeSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('bar'), length: size, width: size }),
    v.object({
      kind: v.literal('rect'),
      width: size,
      height: size,
      radius: v.optional(between(0, LEVEL_BOUNDS.radius)),
    }),
    v.object({ kind: v.literal('circle'), radius: between(1, LEVEL_BOUNDS.radius, 'a positive radius') }),
    v.object({
      kind: v.literal('polygon'),
      points: list(
        v.tuple([offset, offset], 'expected an [x, y] point'),
        3,
        LEVEL_BOUNDS.polygonPoints,
        'points',
        'expected at least 3 points',
      ),
    }),
  ],
  'expected a shape kind: bar, rect, circle or polygon',
);

const holeSchema = v.object({ x: offset, y: offset, colour });

const boardSchema = v.object({
  id: text(LEVEL_BOUNDS.idLength, 'id'),
  group: wholeBetween(1, LEVEL_BOUNDS.layer, 'a whole layer number'),
  shape: shapeSchema,
  x: between(LEVEL_BOUNDS.x.min, LEVEL_BOUNDS.x.max),
  y: between(LEVEL_BOUNDS.y.min, LEVEL_BOUNDS.y.max),
  angle: between(-LEVEL_BOUNDS.angle, LEVEL_BOUNDS.angle, 'an angle in degrees'),
  holes: list(holeSchema, 1, LEVEL_BOUNDS.screws, 'holes', 'a board needs at least one screw'),
});

const levelSchema = v.object({
  format: v.literal(1, 'expected format 1'),
  id: text(LEVEL_BOUNDS.idLength, 'id'),
  name: optionalName(LEVEL_BOUNDS.nameLength),
  boards: list(boardSchema, 1, LEVEL_BOUNDS.boards, 'boards', 'a level needs at least one board'),
  boxes: v.object({
    queue: list(colour, 1, LEVEL_BOUNDS.queue, 'colours', 'expected at least one box'),
    positions: wholeBetween(1, LEVEL_BOUNDS.positions, `1 to ${LEVEL_BOUNDS.positions} box positions`),
    locked: list(
      wholeBetween(0, LEVEL_BOUNDS.positions - 1, 'a position index'),
      0,
      LEVEL_BOUNDS.positions,
      'position indexes',
      '',
    ),
  }),
  tray: v.object({
    slots: wholeBetween(1, LEVEL_BOUNDS.slots, `1 to ${LEVEL_BOUNDS.slots} tray slots`),
    locked: wholeBetween(0, LEVEL_BOUNDS.slots - 1, 'a whole number of locked slots'),
  }),
  countdown: v.optional(wholeBetween(1, LEVEL_BOUNDS.countdown, 'a countdown of 1 s or more')),
  tutorial: v.optional(v.boolean('expected true or false')),
});

/**
 * The message of an issue whose schema names none (a missing key, an object of the wrong type): never
 * the received value, which may be a huge text.
 */
export const quietMessage = (issue: v.BaseIssue<unknown>): string => {
  if (issue.input === undefined) return 'missing';
  return `expected ${issue.expected === 'Object' ? 'an object' : (issue.expected ?? 'something else')}`;
};

/** The answer of `parseLevel`: the level, or one message naming the first bad field. */
export type LevelParse = { ok: true; level: LevelSpec } | { ok: false; error: string };

/** A field path as messages write it: boards[3].shape.width ('' for the whole file); odd keys quoted and cut short. */
export function formatPath(keys: readonly unknown[]): string {
  let path = '';
  for (const key of keys) {
    if (typeof key === 'number') path += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]{0,63}$/.test(key)) path += path === '' ? key : `.${key}`;
    else {
      const name = String(key);
      path += `[${JSON.stringify(name.length > 32 ? `${name.slice(0, 32)}…` : name)}]`;
    }
  }
  return path;
}

/** The path of a valibot issue, as {@link formatPath} writes it. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return formatPath((issue.path ?? []).map((item) => item.key));
}

/**
 * The first thing in unknown data that no file may hold, as `path: message`, or null: a key that could
 * reach a prototype, something that is not plain data (JSON's objects, lists, texts, numbers, true,
 * false, null; undefined reads as missing), more than LEVEL_BOUNDS.values values or nesting deeper than LEVEL_BOUNDS.depth.
 * Paths start with `root` when `rooted` (variant B's files), else only the whole file's does. Shared by
 * both variants' files. Walks at most LEVEL_BOUNDS.values values.
 */
export function unsafeContent(json: unknown, root = 'level', rooted = false): string | null {
  let seen = 0;
  const at = (keys: unknown[]) => {
    const path = formatPath(keys);
    if (path === '' || path.startsWith('[')) return `${root}${path}`;
    return rooted ? `${root}.${path}` : path;
  };
  const walk = (value: unknown, keys: unknown[]): string | null => {
    seen += 1;
    if (seen > LEVEL_BOUNDS.values) return `${root}: more than ${LEVEL_BOUNDS.values} values`;
    if (
      value === null ||
      value === undefined ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    )
      return null;
    if (typeof value !== 'object') return `${at(keys)}: expected plain data, not ${typeof value}`;
    if (keys.length >= LEVEL_BOUNDS.depth) return `${at(keys)}: nested more than ${LEVEL_BOUNDS.depth} deep`;
    if (Array.isArray(value)) {
      if (Object.getPrototypeOf(value) !== Array.prototype) return `${at(keys)}: expected a plain list`;
      if (value.length > LEVEL_BOUNDS.values) return `${at(keys)}: more than ${LEVEL_BOUNDS.values} values`;
      for (let i = 0; i < value.length; i += 1) {
        const problem = walk(value[i], [...keys, i]);
        if (problem) return problem;
      }
      return null;
    }
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return `${at(keys)}: expected a plain object`;
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key !== 'string') return `${at(keys)}: expected text keys only`;
      if (FORBIDDEN_KEYS.has(key)) return `${at([...keys, key])}: the key "${key}" is not allowed`;
      const problem = walk((value as Record<string, unknown>)[key], [...keys, key]);
      if (problem) return problem;
    }
    return null;
  };
  return walk(json, []);
}

/** Checks that need more than one field: colours match the box queue, holes sit on their boards. */
function crossCheck(level: LevelSpec, capacity: number): string | null {
  const total = level.boards.reduce((n, b) => n + b.holes.length, 0);
  if (total > LEVEL_BOUNDS.screws) return `boards: ${total} screws is more than ${LEVEL_BOUNDS.screws}`;
  const ids = new Set<string>();
  const screws = new Map<number, number>();
  for (const [bi, board] of level.boards.entries()) {
    if (ids.has(board.id)) return `boards[${bi}].id: "${board.id}" is used by another board`;
    ids.add(board.id);
    const outline = shapeOutline(board.shape);
    if (board.shape.kind === 'polygon' && !isConvex(outline))
      return `boards[${bi}].shape.points: the polygon must be convex`;
    for (const [hi, hole] of board.holes.entries()) {
      screws.set(hole.colour, (screws.get(hole.colour) ?? 0) + 1);
      if (insetDistance(hole, outline) < SCREW_RADIUS * 0.8) {
        return `boards[${bi}].holes[${hi}]: the hole at (${hole.x}, ${hole.y}) is not inside the board's outline`;
      }
    }
  }
  const boxes = new Map<number, number>();
  for (const c of level.boxes.queue) boxes.set(c, (boxes.get(c) ?? 0) + 1);
  for (const [c, n] of screws) {
    if (n % capacity !== 0) return `boards: colour ${c} has ${n} screws, not a multiple of ${capacity}`;
    if ((boxes.get(c) ?? 0) * capacity !== n) {
      return `boxes.queue: colour ${c} has ${n} screws but ${boxes.get(c) ?? 0} boxes of ${capacity}`;
    }
  }
  for (const c of boxes.keys()) if (!screws.has(c)) return `boxes.queue: colour ${c} has a box but no screws`;
  for (const [i, p] of level.boxes.locked.entries()) {
    if (p >= level.boxes.positions)
      return `boxes.locked[${i}]: position ${p} does not exist (positions: ${level.boxes.positions})`;
  }
  if (new Set(level.boxes.locked).size >= level.boxes.positions)
    return 'boxes.locked: at least one box position must start open';
  if (level.tray.locked >= level.tray.slots) return 'tray.locked: at least one tray slot must start open';
  return null;
}

/**
 * Validates unknown JSON as a level; never throws. The message names the first bad field as
 * `path: message`, e.g. `boards[3].shape.width: 1e10 is more than 1334`.
 */
export function parseLevel(json: unknown, capacity = 3): LevelParse {
  try {
    const unsafe = unsafeContent(json);
    if (unsafe) return { ok: false, error: unsafe };
    const result = v.safeParse(levelSchema, json, { abortEarly: true, message: quietMessage });
    if (!result.success) {
      const issue = result.issues[0];
      return { ok: false, error: `${issuePath(issue) || 'level'}: ${issue.message}` };
    }
    const level = result.output as LevelSpec;
    const problem = crossCheck(level, capacity);
    return problem ? { ok: false, error: problem } : { ok: true, level };
  } catch (error) {
    return { ok: false, error: `level: could not be read (${errorMessage(error)})` };
  }
}
