import { describe, expect, it } from 'vitest';
import { parseLevel } from '../../../src/core/levelSchema';
import { flatLevel } from './fixtures';

describe('level schema', () => {
  it('accepts a good level', () => {
    expect(parseLevel(flatLevel([1, 1, 1, 2, 2, 2]))).toMatchObject({ ok: true });
  });

  it.each([
    ['not an object', 42, 'level'],
    [
      'a colour out of range',
      { path: ['boards', 0, 'holes', 0, 'colour'], value: 9 },
      'boards[0].holes[0].colour: 9 is more than 7',
    ],
    ['an unknown shape', { path: ['boards', 1, 'shape'], value: { kind: 'star' } }, 'boards[1].shape.kind'],
    ['a missing queue', { path: ['boxes', 'queue'], value: undefined }, 'boxes.queue'],
    ['a text where a number goes', { path: ['boards', 0, 'x'], value: '10' }, 'boards[0].x'],
  ])('names the field for %s', (_name, change, field) => {
    let json: unknown = flatLevel([1, 1, 1, 2, 2, 2]);
    if (typeof change === 'object' && change && 'path' in change) {
      let node = json as Record<string | number, unknown>;
      const path = change.path as (string | number)[];
      for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
      node[path.at(-1)!] = change.value;
    } else json = change;
    const r = parseLevel(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.startsWith(field)).toBe(true);
  });

  it('rejects colours whose screw count is not a multiple of 3', () => {
    const r = parseLevel(flatLevel([1, 1, 1, 2, 2], { queue: [1, 2] }));
    expect(r).toEqual({ ok: false, error: 'boards: colour 2 has 2 screws, not a multiple of 3' });
  });

  it('rejects a queue that does not match the screws', () => {
    const r = parseLevel(flatLevel([1, 1, 1], { queue: [1, 1] }));
    expect(r).toEqual({ ok: false, error: 'boxes.queue: colour 1 has 3 screws but 2 boxes of 3' });
  });

  it('rejects a hole outside its board', () => {
    const level = flatLevel([1, 1, 1]);
    level.boards[0]!.holes[0]!.x = 200;
    const r = parseLevel(level);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^boards\[0\]\.holes\[0\]: .*not inside/);
  });

  it('rejects a concave polygon, duplicate ids and every position locked', () => {
    const concave = flatLevel([1, 1, 1]);
    concave.boards[0]!.shape = {
      kind: 'polygon',
      points: [
        [-100, -100],
        [100, -100],
        [0, -10],
        [100, 100],
        [-100, 100],
      ],
    };
    expect(parseLevel(concave)).toMatchObject({ ok: false, error: expect.stringContaining('convex') });
    const dup = flatLevel([1, 1, 1]);
    dup.boards[1]!.id = 'b0';
    expect(parseLevel(dup)).toMatchObject({ ok: false, error: expect.stringContaining('used by another board') });
    expect(parseLevel(flatLevel([1, 1, 1], { positions: 1, locked: [0] }))).toMatchObject({ ok: false });
  });
});

describe('level bounds (what the 750 x 1334 design can hold)', () => {
  interface LooseBoard {
    [key: string]: unknown;
    holes: Record<string, unknown>[];
  }
  interface Loose {
    [key: string]: unknown;
    boards: LooseBoard[];
    boxes: Record<string, unknown>;
  }
  const good = () => structuredClone(flatLevel([1, 1, 1, 2, 2, 2])) as unknown as Loose;
  const board = (i: number) => ({ ...good().boards[0]!, id: `b${i}` });

  it.each([
    [
      'a board 1e10 wide',
      (l: Loose) => (l.boards[3]!.shape = { kind: 'rect', width: 1e10, height: 40 }),
      'boards[3].shape.width: 1e10 is more than 1334',
    ],
    [
      'a board 1e12 high',
      (l: Loose) => (l.boards[3]!.shape = { kind: 'rect', width: 40, height: 1e12 }),
      'boards[3].shape.height: 1e12 is more than 1334',
    ],
    [
      'a bar 1e10 long',
      (l: Loose) => (l.boards[0]!.shape = { kind: 'bar', length: 1e10, width: 50 }),
      'boards[0].shape.length: 1e10 is more than 1334',
    ],
    [
      'a disc of radius 1e6',
      (l: Loose) => (l.boards[0]!.shape = { kind: 'circle', radius: 1e6 }),
      'boards[0].shape.radius: 1e6 is more than 667',
    ],
    [
      'a corner radius of 1e9',
      (l: Loose) => (l.boards[0]!.shape = { kind: 'rect', width: 80, height: 80, radius: 1e9 }),
      'boards[0].shape.radius: 1e9 is more than 667',
    ],
    ['x at 1e308', (l: Loose) => (l.boards[0]!.x = 1e308), 'boards[0].x: 1e308 is more than 1500'],
    ['x at -1e308', (l: Loose) => (l.boards[0]!.x = -1e308), 'boards[0].x: -1e308 is less than -750'],
    ['y at 1e9', (l: Loose) => (l.boards[1]!.y = 1e9), 'boards[1].y: 1e9 is more than 2668'],
    ['an angle of 1e300', (l: Loose) => (l.boards[0]!.angle = 1e300), 'boards[0].angle: 1e300 is more than 360'],
    ['a hole at 1e7', (l: Loose) => (l.boards[0]!.holes[0]!.x = 1e7), 'boards[0].holes[0].x: 1e7 is more than 1334'],
    [
      'a polygon point at 1e200',
      (l: Loose) =>
        (l.boards[0]!.shape = {
          kind: 'polygon',
          points: [
            [0, 0],
            [1e200, 0],
            [0, 50],
          ],
        }),
      'boards[0].shape.points[1][0]: 1e200 is more than 1334',
    ],
    [
      'a polygon of 1000 points',
      (l: Loose) => (l.boards[0]!.shape = { kind: 'polygon', points: Array.from({ length: 1000 }, () => [0, 0]) }),
      'boards[0].shape.points: 1000 points is more than 32',
    ],
    ['a countdown of 1e20 s', (l: Loose) => (l.countdown = 1e20), 'countdown: 1e20 is more than 3600'],
    ['a 1 MB id', (l: Loose) => (l.id = 'x'.repeat(1 << 20)), 'id: 1048576 characters is more than 64'],
    [
      'a 1 MB board id',
      (l: Loose) => (l.boards[2]!.id = 'x'.repeat(1 << 20)),
      'boards[2].id: 1048576 characters is more than 64',
    ],
    ['a 1 MB name', (l: Loose) => (l.name = 'x'.repeat(1 << 20)), 'name: 1048576 characters is more than 100'],
    [
      '500 boards',
      (l: Loose) => (l.boards = Array.from({ length: 500 }, (_, i) => board(i))),
      'boards: 500 boards is more than 60',
    ],
    ['a layer of 1e6', (l: Loose) => (l.boards[0]!.group = 1e6), 'boards[0].group: 1e6 is more than 60'],
    [
      'a box queue of 10000',
      (l: Loose) => (l.boxes.queue = new Array(10_000).fill(1)),
      'boxes.queue: 10000 colours is more than 300',
    ],
    ['a locked box index of 1e9', (l: Loose) => (l.boxes.locked = [1e9]), 'boxes.locked[0]: 1e9 is more than 4'],
    [
      'a colour outside the palette',
      (l: Loose) => (l.boards[0]!.holes[0]!.colour = 8),
      'boards[0].holes[0].colour: 8 is more than 7',
    ],
  ])('refuses %s, naming the field and the bound', (_name, spoil, message) => {
    const level = good();
    spoil(level);
    expect(parseLevel(level)).toEqual({ ok: false, error: message });
  });

  it('refuses more than 300 screws in all', () => {
    // 61 boards is too many already; 60 boards of 6 holes is 360 screws.
    const level = good();
    level.boards = Array.from({ length: 60 }, (_, i) => ({
      ...board(i),
      shape: { kind: 'rect', width: 600, height: 60 },
      holes: Array.from({ length: 6 }, (_, h) => ({ x: -250 + h * 100, y: 0, colour: 1 })),
    }));
    expect(parseLevel(level)).toEqual({ ok: false, error: 'boards: 360 screws is more than 300' });
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s anywhere, naming where', (key) => {
    const top = JSON.parse(JSON.stringify(good()).replace('{', `{"${key}":{"x":1},`));
    expect(parseLevel(top)).toEqual({ ok: false, error: `${key}: the key "${key}" is not allowed` });
    const deep = good();
    deep.boards[1]!.shape = JSON.parse(`{"kind":"circle","radius":40,"${key}":{"polluted":true}}`);
    expect(parseLevel(deep)).toEqual({
      ok: false,
      error: `boards[1].shape.${key}: the key "${key}" is not allowed`,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses data that is not plain JSON, and nesting or size without end, without throwing', () => {
    const withFunction = { ...good(), extra: () => 1 };
    expect(parseLevel(withFunction)).toMatchObject({ ok: false, error: 'extra: expected plain data, not function' });
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(parseLevel({ ...good(), extra: deep })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^extra.*nested more than 16 deep$/),
    });
    const cyclic: Record<string, unknown> = good();
    cyclic.self = cyclic;
    expect(parseLevel(cyclic)).toMatchObject({ ok: false, error: expect.stringContaining('nested more than') });
    expect(parseLevel({ ...good(), extra: new Array(200_000).fill(0) })).toMatchObject({
      ok: false,
      error: 'extra: more than 100000 values',
    });
    const throwing = Object.defineProperty(good(), 'id', {
      get: () => {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(parseLevel(throwing)).toMatchObject({ ok: false, error: expect.stringContaining('boom') });
  });

  it('never echoes a huge value into the message', () => {
    const huge = 'x'.repeat(1 << 20);
    for (const json of [huge, { ...good(), format: huge }, { ...good(), boxes: huge }, { ...good(), tutorial: huge }]) {
      const r = parseLevel(json);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.length).toBeLessThan(200);
    }
  });

  it('accepts the bounds themselves', () => {
    const level = good();
    level.boards[0] = { ...level.boards[0]!, x: 1500, y: -1334, angle: -360 };
    level.boards[1] = { ...level.boards[1]!, shape: { kind: 'rect', width: 1334, height: 100, radius: 0 }, angle: 360 };
    level.countdown = 3600;
    level.id = 'x'.repeat(64);
    expect(parseLevel(level)).toMatchObject({ ok: true });
  });
});
