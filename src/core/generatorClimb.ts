// The generator's climb (generator.ts, step 3 from medium heat up): more swaps of the draft's kind, each kept only
// while the intended line still wins within the tray and seeded box-first players win no more games than before,
// until they win no more than the heat's goal share. Counted in swaps and games, never time.
import { buildLevel } from './buildLevel';
import { createRng, hashSeed, type Rng } from './random';
import {
  applyTap,
  factsOf,
  freeTaps,
  outcomeOf,
  searchFromState,
  type SearchNode,
  type SearchProblem,
} from './searchState';
import type { Colour, LevelSpec } from './types';

/** Games per weighing and swaps per screw of the climb. */
export interface ClimbBudget {
  games: number;
  swaps: number;
}

/** Heat from which the draft climbs towards box-first losses (below it the swaps are blind). */
export const CLIMB_FROM = 0.4;

/**
 * The box-first players' win share the climb aims at for a heat: about 78% at the medium band's
 * starting heat, a third at the hard band's, a quarter at full heat.
 */
function climbGoal(heat: number): number {
  return Math.min(1, Math.max(0, 1 - (heat - 0.3) * 1.1));
}

/**
 * Games won by `games` seeded box-first players (as `playerModels.ts` plays them: never park a screw
 * while a free one fits a box, else any free screw) from the start. Their rule restated for the
 * climb's inner loop, on a search problem whose colours the climb changes in place.
 */
function boxFirstWins(p: SearchProblem, start: SearchNode, games: number, base: number): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(hashSeed(base, g));
    let n = start;
    for (let k = 0, cap = start.onCount; k <= cap; k++) {
      const taps = freeTaps(p, n, factsOf(p, n));
      if (taps.length === 0) break;
      const toBox = taps.filter((t) => t.toBox);
      const pool = toBox.length > 0 ? toBox : taps;
      n = applyTap(p, n, pool[rng.int(pool.length)]!.screw)!;
      const outcome = outcomeOf(p, n);
      if (outcome === 'won') wins += 1;
      if (outcome !== 'playing') break;
    }
  }
  return wins;
}

/**
 * The heat's climb: more swaps of the kind `draftLevel` makes, each kept only while the intended line
 * still wins within the tray limit (`trySwap` checks that) and seeded box-first players win no more
 * games than before, until they win no more than the heat's goal share or the budget (CLIMB_SWAPS
 * per screw times the heat) runs out. Swaps that change no result are kept, so the colours keep moving.
 * That puts screws whose boxes come late where a player meets them early: the waiting a player
 * who takes the first box that fits cannot see coming. Counted in swaps and games, never time.
 */
export function climb(
  level: LevelSpec,
  capacity: number,
  heat: number,
  rng: Rng,
  order: number[],
  colourAt: (i: number) => Colour,
  trySwap: () => [number, number] | null,
  swapBack: (i: number, j: number) => void,
  { games, swaps }: ClimbBudget,
): void {
  const { problem: p, node: start } = searchFromState(level, buildLevel(level, { boxCapacity: capacity }));
  const base = rng.int(0x7fffffff);
  const goal = Math.floor(climbGoal(heat) * games);
  let wins = boxFirstWins(p, start, games, base);
  const budget = Math.round(order.length * swaps * heat);
  for (let k = 0; k < budget && wins > goal; k++) {
    const swap = trySwap();
    if (!swap) continue;
    const [i, j] = swap;
    p.colour[order[i]!] = colourAt(i);
    p.colour[order[j]!] = colourAt(j);
    const now = boxFirstWins(p, start, games, base);
    if (now <= wins) {
      wins = now;
      continue;
    }
    // Worse for the heat: undone (the same swap again restores both places).
    swapBack(i, j);
    p.colour[order[i]!] = colourAt(i);
    p.colour[order[j]!] = colourAt(j);
  }
}
