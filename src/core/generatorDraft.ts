// The generator's drafts (steps 1 to 3 of generator.ts's module comment): a map coloured along a
// removal order that ignores colours, boxes given in queue order, then noise by the heat (swaps that
// make screws wait in the tray, and from medium heat the climb of generatorClimb.ts). generator.ts
// verifies, measures and retries them until one lands in the target band.
import { buildLevel } from './buildLevel';
import type { CoverLayout } from './coverModel';
import { placeOf, type LevelMap } from './levelMap';
import { shuffled, type Rng } from './random';
import { applyTap, factsOf, outcomeOf, searchFromState } from './searchState';
import { CLIMB_FROM, climb, type ClimbBudget } from './generatorClimb';
import type { BoardSpec, Colour, LevelSpec } from './types';

/** The colours a generated level uses, from its screw count, the target and the heat. */
export function colourCount(screws: number, capacity: number, openPositions: number, heat: number): number {
  const boxes = screws / capacity;
  const most = Math.max(1, Math.min(7, boxes));
  // Cold levels use two colours (fewer than the open positions, so a free screw usually fits a
  // box); the heat adds colours up to about one per eight screws, and near its top every colour
  // the boxes allow, at most seven.
  const least = Math.max(1, Math.min(most, openPositions - 1, 2));
  const wide = Math.min(most, Math.max(least, Math.round(2 + screws / 8)));
  return Math.round(least + heat * (wide - least) + (heat > 0.85 ? heat * (most - wide) : 0));
}

/** A box queue of `boxes` entries over `colours`, each colour at least once, avoiding the same colour twice in a row. */
function boxQueue(boxes: number, colours: Colour[], rng: Rng): Colour[] {
  const left = colours.map((_, i) => Math.floor(boxes / colours.length) + (i < boxes % colours.length ? 1 : 0));
  const queue: Colour[] = [];
  for (let k = 0; k < boxes; k++) {
    const prev = queue[queue.length - 1];
    const options = colours.map((_, i) => i).filter((i) => left[i]! > 0 && colours[i] !== prev);
    const pool = options.length > 0 ? options : colours.map((_, i) => i).filter((i) => left[i]! > 0);
    // The colour with most boxes left first (ties at random), so no colour is left to repeat at the end.
    const most = Math.max(...pool.map((i) => left[i]!));
    const top = pool.filter((i) => left[i] === most);
    const i = top[rng.int(top.length)]!;
    left[i]! -= 1;
    queue.push(colours[i]!);
  }
  return queue;
}

/** A provisional level of a map, one colour everywhere: the search machinery needs colours and a queue. */
export function plainLevel(map: LevelMap, capacity: number): LevelSpec {
  const screws = map.boards.reduce((n, b) => n + b.holes.length, 0);
  return specOf(
    map,
    map.boards.map((b) => b.holes.map(() => 1 as Colour)),
    Array.from({ length: screws / capacity }, () => 1 as Colour),
  );
}

/** The level file of a map with these colours (by board, then hole) and this queue. */
function specOf(map: LevelMap, colours: Colour[][], queue: Colour[]): LevelSpec {
  const boards: BoardSpec[] = map.boards.map((b, bi) => ({
    ...placeOf(b),
    holes: b.holes.map((h, hi) => ({ x: h.x, y: h.y, colour: colours[bi]![hi]! })),
  }));
  return {
    format: 1,
    id: map.id,
    ...(map.name === undefined ? {} : { name: map.name }),
    boards,
    boxes: { queue, positions: map.boxes.positions, locked: [...map.boxes.locked] },
    tray: { ...map.tray },
    ...(map.countdown === undefined ? {} : { countdown: map.countdown }),
  };
}

/**
 * A removal order ignoring colours (global screw indexes): each screw free by the cover model when
 * it is taken. With probability `fifo` the screw free longest is taken, else a random free one.
 */
function removalOrder(layout: CoverLayout, plain: LevelSpec, capacity: number, fifo: number, rng: Rng): number[] {
  const { problem: p, node: start } = searchFromState(layout, buildLevel(plain, { boxCapacity: capacity }));
  // One colour and an endless tray: every free screw can always be taken.
  p.trayOpen = Number.MAX_SAFE_INTEGER;
  let n = start;
  const order: number[] = [];
  const freeSince = new Int32Array(p.screws).fill(-1);
  for (let step = 0; n.onCount > 0; step++) {
    const f = factsOf(p, n);
    const free: number[] = [];
    for (let s = 0; s < p.screws; s++) {
      if (!f.free[s]) {
        freeSince[s] = -1;
        continue;
      }
      if (freeSince[s]! < 0) freeSince[s] = step;
      free.push(s);
    }
    let pick: number;
    if (rng.next() < fifo) {
      const oldest = Math.min(...free.map((s) => freeSince[s]!));
      const first = free.filter((s) => freeSince[s] === oldest);
      pick = first[rng.int(first.length)]!;
    } else pick = free[rng.int(free.length)]!;
    order.push(pick);
    n = applyTap(p, n, pick)!;
  }
  return order;
}

/**
 * The most screws waiting in the tray at once when screws of these colours are taken in this order,
 * as the rules do it (fullest box first, pours when a box comes); Infinity when it loses or does not win.
 * A fast copy of the tray and box rules of rules.ts for the generator's inner loop:
 * tests/unit/core/rulesAgreement.test.ts holds it equal to them.
 */
export function trayPeak(
  colours: readonly number[],
  queue: readonly Colour[],
  open: number,
  capacity: number,
  trayOpen: number,
): number {
  const rowColour: number[] = [];
  const rowCount: number[] = [];
  let qi = 0;
  for (let i = 0; i < open; i++) {
    rowColour.push(qi < queue.length ? queue[qi++]! : 0);
    rowCount.push(0);
  }
  const tray = new Array<number>(8).fill(0);
  let trayTotal = 0;
  let peak = 0;
  for (const c of colours) {
    let best = -1;
    for (let i = 0; i < open; i++) {
      if (rowColour[i] !== c || rowCount[i]! >= capacity) continue;
      if (best < 0 || rowCount[i]! > rowCount[best]!) best = i;
    }
    if (best < 0) {
      tray[c]! += 1;
      trayTotal += 1;
      peak = Math.max(peak, trayTotal);
      if (trayTotal >= trayOpen) return Infinity;
      continue;
    }
    rowCount[best]! += 1;
    while (rowColour[best] !== 0 && rowCount[best]! >= capacity) {
      if (qi >= queue.length) {
        rowColour[best] = 0;
        rowCount[best] = 0;
        break;
      }
      const next = queue[qi++]!;
      const pour = Math.min(capacity, tray[next]!);
      tray[next]! -= pour;
      trayTotal -= pour;
      rowColour[best] = next;
      rowCount[best] = pour;
    }
  }
  return trayTotal === 0 && rowColour.every((c) => c === 0) ? peak : Infinity;
}

/** One built level before verification: colours by board and hole, the queue and the intended line. */
export interface Draft {
  level: LevelSpec;
  intended: string[];
}

/** Colours a map along a removal order, with noise by the heat (steps 1 to 3 of the module comment). */
export function draftLevel(
  map: LevelMap,
  layout: CoverLayout,
  plain: LevelSpec,
  capacity: number,
  colourTotal: number,
  heat: number,
  rng: Rng,
  climbBudget: ClimbBudget,
): Draft {
  const screwsTotal = plain.boards.reduce((n, b) => n + b.holes.length, 0);
  const boxes = screwsTotal / capacity;
  const open = map.boxes.positions - new Set(map.boxes.locked).size;
  const trayOpen = map.tray.slots - map.tray.locked;
  const palette = shuffled([1, 2, 3, 4, 5, 6, 7] as Colour[], rng).slice(
    0,
    Math.max(1, Math.min(colourTotal, boxes, 7)),
  );
  const queue = boxQueue(boxes, palette, rng);
  const order = removalOrder(layout, plain, capacity, 1 - heat, rng);
  // Box index of each place in the order; noise swaps entries far apart.
  const box = order.map((_, i) => Math.floor(i / capacity));
  const colourAt = (i: number) => queue[box[i]!]!;
  // Medium levels keep a spare tray slot on the intended line; hard ones may use every slot but the last.
  const trayLimit = Math.max(0, heat >= 0.75 ? trayOpen - 1 : trayOpen - 2);
  /** A swap of the boxes of places i and j of the order, when it stays in the tray limit (else undone). */
  const trySwap = (): [number, number] | null => {
    const i = rng.int(screwsTotal);
    const j = i + capacity * open + rng.int(capacity * (open + 2));
    if (j >= screwsTotal || colourAt(i) === colourAt(j)) return null;
    [box[i], box[j]] = [box[j]!, box[i]!];
    const peak = trayPeak(
      order.map((_, t) => colourAt(t)),
      queue,
      open,
      capacity,
      trayOpen,
    );
    if (peak <= trayLimit) return [i, j];
    [box[i], box[j]] = [box[j]!, box[i]!];
    return null;
  };
  const swaps = Math.round(heat * heat * screwsTotal * 0.5);
  for (let k = 0; k < swaps; k++) trySwap();
  // Global screw index -> board and hole, in the order the cover geometry numbers them.
  const where = plain.boards.flatMap((b, bi) => b.holes.map((_, hi) => [bi, hi] as const));
  const colouring = () => {
    const colours = plain.boards.map((b) => b.holes.map(() => 1 as Colour));
    order.forEach((s, i) => (colours[where[s]![0]]![where[s]![1]] = colourAt(i)));
    return colours;
  };
  const swapBack = (i: number, j: number) => void ([box[i], box[j]] = [box[j]!, box[i]!]);
  if (heat >= CLIMB_FROM) {
    climb(specOf(map, colouring(), queue), capacity, heat, rng, order, colourAt, trySwap, swapBack, climbBudget);
  }
  const level = specOf(map, colouring(), queue);
  const ids = level.boards.flatMap((b) => b.holes.map((_, hi) => `${b.id}.${hi}`));
  return { level, intended: order.map((s) => ids[s]!) };
}

/** True when the intended line wins through the search rules (cheap check before the solver). */
export function intendedWins(level: LevelSpec, line: string[], capacity: number): boolean {
  const { problem: p, node } = searchFromState(level, buildLevel(level, { boxCapacity: capacity }));
  let n = node;
  for (const id of line) {
    const s = p.geometry.index.get(id)!;
    if (!factsOf(p, n).free[s]) return false;
    const next = applyTap(p, n, s);
    if (!next) return false;
    n = next;
    const outcome = outcomeOf(p, n);
    if (outcome === 'lost') return false;
    if (outcome === 'won') return n.onCount === 0;
  }
  return false;
}
