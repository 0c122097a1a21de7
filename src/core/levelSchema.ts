// Validates a level file (docs/levels.md) and answers with the level or a message naming the field.
import * as v from 'valibot';
import { insetDistance, isConvex, shapeOutline } from './geometry';
import type { LevelSpec } from './types';

/** Screw head radius in design units; a hole must sit this far inside its board's outline. */
export const SCREW_RADIUS = 24;

const finite = v.pipe(v.number('expected a number'), v.finite('expected a finite number'));
const positive = v.pipe(finite, v.minValue(1, 'expected a positive size'));
const colour = v.pipe(
  v.number('expected a colour number'),
  v.integer('expected a whole colour number'),
  v.minValue(1, 'expected a colour from 1 to 7'),
  v.maxValue(7, 'expected a colour from 1 to 7'),
);

const shapeSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('bar'), length: positive, width: positive }),
    v.object({
      kind: v.literal('rect'),
      width: positive,
      height: positive,
      radius: v.optional(v.pipe(finite, v.minValue(0))),
    }),
    v.object({ kind: v.literal('circle'), radius: positive }),
    v.object({
      kind: v.literal('polygon'),
      points: v.pipe(
        v.array(v.tuple([finite, finite]), 'expected a list of [x, y] points'),
        v.minLength(3, 'expected at least 3 points'),
      ),
    }),
  ],
  'expected a shape kind: bar, rect, circle or polygon',
);

const holeSchema = v.object({ x: finite, y: finite, colour });

const boardSchema = v.object({
  id: v.pipe(v.string('expected a text id'), v.minLength(1, 'expected a non-empty id')),
  group: v.pipe(
    v.number('expected a layer number'),
    v.integer('expected a whole layer number'),
    v.minValue(1, 'expected a layer of 1 or more'),
  ),
  shape: shapeSchema,
  x: finite,
  y: finite,
  angle: finite,
  holes: v.pipe(v.array(holeSchema, 'expected a list of holes'), v.minLength(1, 'a board needs at least one screw')),
});

const levelSchema = v.object({
  format: v.literal(1, 'expected format 1'),
  id: v.pipe(v.string('expected a text id'), v.minLength(1, 'expected a non-empty id')),
  name: v.optional(v.string('expected a text name')),
  boards: v.pipe(v.array(boardSchema, 'expected a list of boards'), v.minLength(1, 'a level needs at least one board')),
  boxes: v.object({
    queue: v.pipe(v.array(colour, 'expected a list of colours'), v.minLength(1, 'expected at least one box')),
    positions: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1, 'expected 1 to 5 box positions'),
      v.maxValue(5, 'expected 1 to 5 box positions'),
    ),
    locked: v.array(v.pipe(v.number(), v.integer(), v.minValue(0)), 'expected a list of position indexes'),
  }),
  tray: v.object({
    slots: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1, 'expected 1 to 7 tray slots'),
      v.maxValue(7, 'expected 1 to 7 tray slots'),
    ),
    locked: v.pipe(v.number(), v.integer(), v.minValue(0, 'expected 0 or more locked slots')),
  }),
  countdown: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'expected a countdown of 1 s or more'))),
  tutorial: v.optional(v.boolean('expected true or false')),
});

/** The answer of `parseLevel`: the level, or one message naming the first bad field. */
export type LevelParse = { ok: true; level: LevelSpec } | { ok: false; error: string };

/** Checks that need more than one field: colours match the box queue, holes sit on their boards. */
function crossCheck(level: LevelSpec, capacity: number): string | null {
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

/** Validates unknown JSON as a level; never throws. */
export function parseLevel(json: unknown, capacity = 3): LevelParse {
  const result = v.safeParse(levelSchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    const path = v.getDotPath(issue) ?? 'level';
    return { ok: false, error: `${path}: ${issue.message}` };
  }
  const level = result.output as LevelSpec;
  const problem = crossCheck(level, capacity);
  return problem ? { ok: false, error: problem } : { ok: true, level };
}
