// The rules are written once (src/core/rules.ts); the fast copies that search or generate levels must
// agree with them. The solver's search state is held to a naive search over the real rules in
// solver.test.ts; here the generator's tray simulation (trayPeak) is held to the real tap rule. The hint
// runs the solver, and the idle help asks the rule's own boxFor, so neither has a copy to hold.
import { describe, expect, it } from 'vitest';
import { buildLevel } from '../../../src/core/buildLevel';
import { trayPeak } from '../../../src/core/generatorDraft';
import { createRng } from '../../../src/core/random';
import { tapScrew, trayCount } from '../../../src/core/rules';
import type { Colour } from '../../../src/core/types';
import { flatLevel } from './fixtures';

const CAPACITY = 3;

/** The tray's peak when the real tap rule takes these screws in this order; Infinity when it does not win. */
function realPeak(colours: Colour[], queue: Colour[], open: number, trayOpen: number): number {
  const level = flatLevel(colours, { queue, positions: open, slots: trayOpen });
  let state = buildLevel(level, { boxCapacity: CAPACITY });
  let peak = 0;
  for (let i = 0; i < colours.length; i++) {
    const result = tapScrew(state, `b${i}.0`, false);
    if (result.events.some((e) => e.type === 'Rejected')) return Infinity;
    state = result.state;
    peak = Math.max(peak, trayCount(state));
    if (state.outcome === 'lost-full') return Infinity;
  }
  return state.outcome === 'won' ? peak : Infinity;
}

describe("the generator's tray simulation agrees with the tap rule", () => {
  it('the same peak (or the same loss) for random boxes, colours, orders, open positions and trays', () => {
    let wins = 0;
    let losses = 0;
    for (let seed = 1; seed <= 600; seed++) {
      const rng = createRng(seed);
      const palette = [1, 2, 3, 4, 5, 6, 7].slice(0, 2 + rng.int(4)) as Colour[];
      const boxes = 2 + rng.int(6);
      const queue = Array.from({ length: boxes }, () => palette[rng.int(palette.length)]!);
      const colours = queue.flatMap((c) => [c, c, c]);
      // A shuffled order, more or less far from the queue's.
      for (let k = colours.length - 1; k > 0; k--) {
        if (rng.next() < 0.5) continue;
        const j = rng.int(k + 1);
        [colours[k], colours[j]] = [colours[j]!, colours[k]!];
      }
      const open = 1 + rng.int(3);
      const trayOpen = 2 + rng.int(6);
      const expected = realPeak(colours, queue, open, trayOpen);
      expect(trayPeak(colours, queue, open, CAPACITY, trayOpen), `seed ${seed}`).toBe(expected);
      if (expected === Infinity) losses += 1;
      else wins += 1;
    }
    // Both answers occur, so the comparison means something.
    expect(wins).toBeGreaterThan(50);
    expect(losses).toBeGreaterThan(50);
  }, 60_000);
});
