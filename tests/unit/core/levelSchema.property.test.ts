// Properties of the level check over arbitrary input (the issue "bad levels never crash the tab"):
// parseLevel either refuses with a message that names a field, or answers a level whose every number
// lies within the bounds of the 750 x 1334 design and whose size is within the limits, so it plays at
// normal speed. The bounds below are written out again from docs/levels.md, not read from the code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLevel } from '../../../src/core/levelSchema';
import type { LevelSpec } from '../../../src/core/types';
import { flatLevel } from './fixtures';

const W = 750;
const H = 1334;

/** Every number of an accepted level, by field, against its bound; the first one outside, or null. */
function outOfBounds(level: LevelSpec): string | null {
  const within = (what: string, n: number, min: number, max: number) =>
    Number.isFinite(n) && n >= min && n <= max ? null : `${what}: ${n} not in ${min}..${max}`;
  const checks: (string | null)[] = [
    within('boards', level.boards.length, 1, 60),
    within(
      'screws',
      level.boards.reduce((a, b) => a + b.holes.length, 0),
      1,
      300,
    ),
    within('id', level.id.length, 1, 64),
    within('name', level.name?.length ?? 0, 0, 100),
    within('countdown', level.countdown ?? 1, 1, 3600),
    within('positions', level.boxes.positions, 1, 5),
    within('queue', level.boxes.queue.length, 1, 300),
    within('locked', level.boxes.locked.length, 0, 5),
    within('slots', level.tray.slots, 1, 7),
    within('tray.locked', level.tray.locked, 0, level.tray.slots - 1),
    ...level.boxes.queue.map((c, i) => within(`queue[${i}]`, c, 1, 7)),
    ...level.boxes.locked.map((p, i) => within(`locked[${i}]`, p, 0, level.boxes.positions - 1)),
  ];
  for (const [i, b] of level.boards.entries()) {
    checks.push(
      within(`boards[${i}].id`, b.id.length, 1, 64),
      within(`boards[${i}].group`, b.group, 1, 60),
      within(`boards[${i}].x`, b.x, -W, 2 * W),
      within(`boards[${i}].y`, b.y, -H, 2 * H),
      within(`boards[${i}].angle`, b.angle, -360, 360),
    );
    const s = b.shape;
    if (s.kind === 'bar') checks.push(within('length', s.length, 1, H), within('width', s.width, 1, H));
    if (s.kind === 'rect')
      checks.push(
        within('width', s.width, 1, H),
        within('height', s.height, 1, H),
        within('r', s.radius ?? 0, 0, H / 2),
      );
    if (s.kind === 'circle') checks.push(within('radius', s.radius, 1, H / 2));
    if (s.kind === 'polygon') {
      checks.push(within('points', s.points.length, 3, 32));
      for (const [x, y] of s.points) checks.push(within('point x', x, -H, H), within('point y', y, -H, H));
    }
    for (const h of b.holes)
      checks.push(within('hole x', h.x, -H, H), within('hole y', h.y, -H, H), within('colour', h.colour, 1, 7));
  }
  return checks.find((c) => c !== null) ?? null;
}

/** `path: message`, where the path is the whole file ('level') or a field path such as boards[3].shape.width. */
const NAMES_A_FIELD = /^(level|[A-Za-z_$][\w$]*)(\[(\d+|"(?:[^"\\]|\\.)*")\]|\.[A-Za-z_$][\w$]*)*: \S/;

function expectAnswer(json: unknown): void {
  const r = parseLevel(json);
  if (r.ok) {
    expect(outOfBounds(r.level)).toBeNull();
    expect(JSON.stringify(r.level).length).toBeLessThan(200_000);
  } else {
    expect(r.error).toMatch(NAMES_A_FIELD);
    expect(r.error.length).toBeLessThan(300);
  }
}

/** Numbers at and past every bound, and the extremes of a double. */
const extreme = fc.oneof(
  fc.constantFrom(
    1e10,
    1e12,
    1e20,
    1e300,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    -0,
    0,
    0.5,
    1,
    -1,
    7,
    8,
    59,
    60,
    61,
    299,
    300,
    301,
    360,
    361,
    -360,
    -361,
    667,
    668,
    750,
    1334,
    1335,
    1500,
    1501,
    2668,
    2669,
    -750,
    -751,
    -1334,
    -1335,
    3600,
    3601,
    Number.MAX_SAFE_INTEGER,
    2 ** 53 + 2,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const hugeText = fc.constantFrom(64, 65, 100, 101, 100_000, 1 << 20).map((n) => 'x'.repeat(n));
const value = fc.oneof(extreme, hugeText, fc.anything(), fc.constantFrom(undefined, null, [], {}));

/** Paths into a level of flatLevel's shape (boards of circles with one hole). */
const fieldPath = fc.oneof(
  fc.constantFrom<(string | number)[]>(
    ['id'],
    ['name'],
    ['countdown'],
    ['format'],
    ['tutorial'],
    ['boxes', 'positions'],
    ['boxes', 'queue'],
    ['boxes', 'locked'],
    ['tray', 'slots'],
    ['tray', 'locked'],
    ['boards'],
  ),
  fc
    .tuple(
      fc.nat(8),
      fc.constantFrom<(string | number)[]>(
        ['x'],
        ['y'],
        ['angle'],
        ['group'],
        ['id'],
        ['shape'],
        ['shape', 'radius'],
        ['shape', 'kind'],
        ['holes'],
        ['holes', 0, 'x'],
        ['holes', 0, 'y'],
        ['holes', 0, 'colour'],
      ),
    )
    .map(([i, rest]) => ['boards', i, ...rest]),
);

/** Shapes of every kind with extreme sizes, and polygons with extreme or many points. */
const shape = fc.oneof(
  fc.record({ kind: fc.constant('bar'), length: extreme, width: extreme }),
  fc.record({ kind: fc.constant('rect'), width: extreme, height: extreme, radius: extreme }),
  fc.record({ kind: fc.constant('circle'), radius: extreme }),
  fc.record({
    kind: fc.constant('polygon'),
    points: fc.oneof(
      fc.array(fc.tuple(extreme, extreme), { maxLength: 40 }),
      fc
        .constantFrom(3, 32, 33, 1000)
        .map((n) =>
          Array.from({ length: n }, (_, k) => [
            Math.cos((2 * Math.PI * k) / n) * 60,
            Math.sin((2 * Math.PI * k) / n) * 60,
          ]),
        ),
    ),
  }),
);

type Change =
  | { kind: 'set'; path: (string | number)[]; value: unknown }
  | { kind: 'shape'; board: number; shape: unknown }
  | { kind: 'repeat'; times: number }
  | { kind: 'key'; key: string; at: (string | number)[] };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), path: fieldPath, value }),
  fc.record({ kind: fc.constant('shape' as const), board: fc.nat(8), shape }),
  fc.record({ kind: fc.constant('repeat' as const), times: fc.constantFrom(2, 5, 10, 20, 21, 50, 167) }),
  fc.record({
    kind: fc.constant('key' as const),
    key: fc.constantFrom('__proto__', 'constructor', 'prototype'),
    at: fc.constantFrom<(string | number)[]>(
      [],
      ['boxes'],
      ['tray'],
      ['boards', 0],
      ['boards', 0, 'shape'],
      ['boards', 1, 'holes', 0],
    ),
  }),
);

/** The most boards a repeat change makes (the bound is 60). */
const MOST_BOARDS_MADE = 5_000;

/** A valid level changed by a few changes, as a JSON text would give it (JSON.parse makes __proto__ an own key). */
function changed(colours: (1 | 2 | 3)[], changes: Change[]): unknown {
  const level = JSON.parse(JSON.stringify(flatLevel(colours))) as Record<string, unknown>;
  const nodeAt = (path: (string | number)[]): unknown =>
    path.reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      level,
    );
  for (const c of changes) {
    if (c.kind === 'set') {
      const parent = nodeAt(c.path.slice(0, -1));
      if (parent && typeof parent === 'object') (parent as Record<string | number, unknown>)[c.path.at(-1)!] = c.value;
    } else if (c.kind === 'shape') {
      const board = nodeAt(['boards', c.board]);
      if (board && typeof board === 'object') (board as Record<string, unknown>).shape = c.shape;
    } else if (c.kind === 'repeat') {
      const boards = level.boards;
      // Repeats multiply: past a few thousand boards every list is as far over its bound (60) as it needs to
      // be, and more would only exhaust the test's memory (four repeats of 167 are 42 million boards).
      if (Array.isArray(boards) && boards.length * c.times > MOST_BOARDS_MADE) continue;
      if (Array.isArray(boards))
        level.boards = Array.from({ length: c.times }, (_, r) =>
          boards.map((b: unknown, i) => (b && typeof b === 'object' ? { ...b, id: `r${r}b${i}` } : b)),
        ).flat();
      const queue = (level.boxes as { queue?: unknown } | undefined)?.queue;
      if (Array.isArray(queue))
        (level.boxes as { queue: unknown }).queue = Array.from({ length: c.times }, () => queue).flat();
    } else {
      const node = nodeAt(c.at);
      if (node && typeof node === 'object')
        Object.defineProperty(node, c.key, {
          value: { polluted: true },
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
  }
  return level;
}

const colours = fc
  .array(fc.constantFrom<1 | 2 | 3>(1, 2, 3), { minLength: 1, maxLength: 9 })
  .map((cs) => cs.flatMap((c) => [c, c, c]).slice(0, 9));

describe('parseLevel over arbitrary input', () => {
  it('anything at all: a message naming a field, or a level within the bounds', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true, maxDepth: 6 }),
        (json) => expectAnswer(json),
      ),
      { numRuns: 500 },
    );
  });

  it('a level with extreme numbers, huge texts, many boards and prototype keys', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(colours, fc.array(change, { minLength: 1, maxLength: 4 }), (cs, changes) =>
        expectAnswer(changed(cs, changes)),
      ),
      { numRuns: 400 },
    );
  });

  it('a prototype key anywhere is refused and pollutes nothing', () => {
    fc.assert(
      fc.property(
        colours,
        change.filter((c) => c.kind === 'key'),
        (cs, c) => {
          const r = parseLevel(changed(cs, [c]));
          expect(r.ok).toBe(false);
          if (!r.ok && c.kind === 'key') expect(r.error).toContain(`the key "${c.key}" is not allowed`);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 100 },
    );
  });

  it('the changes above leave some levels valid, so both answers are exercised', () => {
    expect(parseLevel(changed([1, 1, 1], [{ kind: 'repeat', times: 20 }]))).toMatchObject({ ok: true });
    expect(parseLevel(changed([1, 1, 1], [{ kind: 'set', path: ['boards', 0, 'x'], value: 1500 }]))).toMatchObject({
      ok: true,
    });
  });
});
