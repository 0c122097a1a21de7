// The bench's coverage of the first load (scripts/bench/menuCoverage.ts): which bytes ran, from Chrome's nested block
// ranges, and how they are shared among sources by a source map.
import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { ranBySource, ranMask } from '../../../scripts/bench/menuCoverage';

describe("the first load's coverage", () => {
  it('marks what ran from nested ranges: a block inside a run function that never ran, a function never called', () => {
    // 0         1         2
    // 0123456789012345678901234
    // script whole (ran), function f [5, 20) ran, its block [10, 15) did not, function g [20, 25) never called.
    const mask = ranMask(25, [
      { ranges: [{ startOffset: 0, endOffset: 25, count: 1 }] },
      {
        ranges: [
          { startOffset: 5, endOffset: 20, count: 3 },
          { startOffset: 10, endOffset: 15, count: 0 },
        ],
      },
      { ranges: [{ startOffset: 20, endOffset: 25, count: 0 }] },
    ]);
    expect([...mask].join('')).toBe('1111111111000001111100000');
  });

  it("shares each line's bytes among its sources, bytes before a line's first segment going to the source before", () => {
    // Line 0: 'aaaabbbb' (a.ts from column 0, b.ts from 4); line 1: 'cccc' with no segment until column 2 (b.ts
    // goes on), then a.ts.
    const code = 'aaaabbbb\ncccc';
    const map = {
      sources: ['src/a.ts', 'src/b.ts'],
      mappings: encode([
        [
          [0, 0, 0, 0],
          [4, 1, 0, 0],
        ],
        [[2, 0, 1, 0]],
      ]),
    };
    // Everything ran but line 0's b.ts part and the last byte.
    const ran = new Uint8Array(code.length).fill(1);
    ran.fill(0, 4, 8);
    ran[code.length - 1] = 0;
    const shares = ranBySource(code, map, ran);
    // b.ts: 4 bytes on line 0 (none ran) and 2 of line 1 (both ran); newlines are no one's.
    expect(shares.get('src/b.ts')).toEqual({ bytes: 6, ran: 2 });
    // a.ts: 4 bytes of line 0 (ran) and 2 of line 1 (one ran).
    expect(shares.get('src/a.ts')).toEqual({ bytes: 6, ran: 5 });
  });
});
