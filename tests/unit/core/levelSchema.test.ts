import { describe, expect, it } from 'vitest';
import { parseLevel } from '../../../src/core/levelSchema';
import { flatLevel } from './fixtures';

describe('level schema', () => {
  it('accepts a good level', () => {
    expect(parseLevel(flatLevel([1, 1, 1, 2, 2, 2]))).toMatchObject({ ok: true });
  });

  it.each([
    ['not an object', 42, 'level'],
    ['a colour out of range', { path: ['boards', 0, 'holes', 0, 'colour'], value: 9 }, 'boards.0.holes.0.colour'],
    ['an unknown shape', { path: ['boards', 1, 'shape'], value: { kind: 'star' } }, 'boards.1.shape.kind'],
    ['a missing queue', { path: ['boxes', 'queue'], value: undefined }, 'boxes.queue'],
    ['a text where a number goes', { path: ['boards', 0, 'x'], value: '10' }, 'boards.0.x'],
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
