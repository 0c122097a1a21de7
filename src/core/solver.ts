// A draft solver that proves a designed level winnable: a depth-first search with memoisation over
// the tap rules, with a cautious cover model computed once from the level geometry.
import { buildLevel, screwId } from './buildLevel';
import { circleOverlapsConvex, shapeOutline, toWorld, type Point } from './geometry';
import { SCREW_RADIUS } from './levelSchema';
import { tapScrew } from './rules';
import type { GameState, LevelSpec } from './types';

/** Extra design units of caution: outlines of circles and rounded corners are drawn as chords. */
const COVER_SLACK = 1;

/** Screws a box takes when no capacity is given (the spec's figure; variants pass their own). */
const DEFAULT_CAPACITY = 3;

/** States the search visits before it gives up, unless told otherwise. */
const DEFAULT_MAX_STATES = 400_000;

/** One higher board that may cover a screw: at rest, and when it hangs on one of its own screws. */
interface CoverEntry {
  board: number;
  /** True when the board at rest (two or more pins) overlaps the screw head. */
  atRest: boolean;
  /** Screws (global indexes) of that board whose swing disc reaches the screw head when it hangs there. */
  swingPins: number[];
}

/** A level turned into flat arrays for the search. */
interface Compiled {
  ids: string[];
  colour: number[];
  boardOf: number[];
  boardIds: string[];
  boardScrews: number[][];
  cover: CoverEntry[][];
  queue: number[];
  locked: boolean[];
  trayOpen: number;
  capacity: number;
}

/** Where each screw head sits in the world (design units), by screw id. */
export function screwPositions(level: LevelSpec): Map<string, Point> {
  const out = new Map<string, Point>();
  for (const board of level.boards) {
    const pose = { x: board.x, y: board.y, angle: (board.angle * Math.PI) / 180 };
    board.holes.forEach((hole, i) => out.set(screwId(board.id, i), toWorld(hole, pose)));
  }
  return out;
}

/** The outline of each board at its starting pose, in world units, by board id. */
export function boardOutlines(level: LevelSpec): Map<string, Point[]> {
  const out = new Map<string, Point[]>();
  for (const board of level.boards) {
    const pose = { x: board.x, y: board.y, angle: (board.angle * Math.PI) / 180 };
    out.set(
      board.id,
      shapeOutline(board.shape).map((p) => toWorld(p, pose)),
    );
  }
  return out;
}

/** Compiled levels by capacity, so that repeated questions about one level object stay cheap. */
const compiledCache = new WeakMap<LevelSpec, Map<number, Compiled>>();

function compile(level: LevelSpec, capacity: number): Compiled {
  let byCapacity = compiledCache.get(level);
  if (!byCapacity) {
    byCapacity = new Map();
    compiledCache.set(level, byCapacity);
  }
  let c = byCapacity.get(capacity);
  if (!c) {
    c = compileLevel(level, capacity);
    byCapacity.set(capacity, c);
  }
  return c;
}

function compileLevel(level: LevelSpec, capacity: number): Compiled {
  const ids: string[] = [];
  const colour: number[] = [];
  const boardOf: number[] = [];
  const boardScrews: number[][] = [];
  const points: Point[] = [];
  const positions = screwPositions(level);
  const outlines = boardOutlines(level);
  level.boards.forEach((board, b) => {
    boardScrews.push([]);
    board.holes.forEach((hole, i) => {
      const id = screwId(board.id, i);
      boardScrews[b]!.push(ids.length);
      ids.push(id);
      colour.push(hole.colour);
      boardOf.push(b);
      points.push(positions.get(id)!);
    });
  });
  const reach = SCREW_RADIUS + COVER_SLACK;
  const cover: CoverEntry[][] = ids.map((_, s) => {
    const own = level.boards[boardOf[s]!]!;
    const p = points[s]!;
    const entries: CoverEntry[] = [];
    level.boards.forEach((other, b) => {
      if (other.group <= own.group) return;
      const outline = outlines.get(other.id)!;
      const atRest = circleOverlapsConvex(p, reach, outline);
      const swingPins = boardScrews[b]!.filter((pin) => {
        const c = points[pin]!;
        const radius = Math.max(...outline.map((q) => Math.hypot(q.x - c.x, q.y - c.y)));
        return Math.hypot(p.x - c.x, p.y - c.y) < radius + reach;
      });
      if (atRest || swingPins.length > 0) entries.push({ board: b, atRest, swingPins });
    });
    return entries;
  });
  return {
    ids,
    colour,
    boardOf,
    boardIds: level.boards.map((b) => b.id),
    boardScrews,
    cover,
    queue: [...level.boxes.queue],
    locked: Array.from({ length: level.boxes.positions }, (_, i) => level.boxes.locked.includes(i)),
    trayOpen: level.tray.slots - level.tray.locked,
    capacity,
  };
}

/** The cautious static cover model of a level, asked about screws of a rule state. */
export interface CoverModel {
  /**
   * True while a board of a higher group that is still present could overlap the screw head: at
   * rest with two or more pins, anywhere in its swing disc with one, never once it has fallen.
   */
  covered(state: GameState, id: string): boolean;
  /** Ids of the boards of a higher group that could ever cover the screw (at rest or swinging). */
  coverers(id: string): string[];
}

/** Builds the cover model of a level (see `CoverModel`). */
export function coverModel(level: LevelSpec): CoverModel {
  const c = compile(level, DEFAULT_CAPACITY);
  const index = new Map(c.ids.map((id, i) => [id, i]));
  return {
    covered(state, id) {
      const s = index.get(id);
      if (s === undefined) return false;
      return c.cover[s]!.some((e) => {
        const pins = state.boards[c.boardIds[e.board]!]?.pins ?? [];
        if (pins.length >= 2) return e.atRest;
        if (pins.length === 1) return e.swingPins.some((pin) => c.ids[pin] === pins[0]);
        return false;
      });
    },
    coverers(id) {
      const s = index.get(id);
      return s === undefined ? [] : c.cover[s]!.map((e) => c.boardIds[e.board]!);
    },
  };
}

/** The compact search state: which screws remain, the box row, the queue read position and the tray. */
interface Node {
  on: Uint8Array;
  boxColour: Int8Array;
  boxCount: Int8Array;
  qi: number;
  /** Tray screws by colour (index 0 unused). */
  tray: Int8Array;
  trayTotal: number;
}

function startNode(c: Compiled): Node {
  const boxColour = new Int8Array(c.locked.length);
  let qi = 0;
  c.locked.forEach((locked, i) => {
    if (!locked && qi < c.queue.length) boxColour[i] = c.queue[qi++]!;
  });
  return {
    on: new Uint8Array(c.ids.length).fill(1),
    boxColour,
    boxCount: new Int8Array(c.locked.length),
    qi,
    tray: new Int8Array(8),
    trayTotal: 0,
  };
}

function keyOf(n: Node): string {
  const parts: number[] = [];
  for (let i = 0; i < n.on.length; i += 15) {
    let w = 0;
    for (let j = i; j < Math.min(i + 15, n.on.length); j++) w = (w << 1) | n.on[j]!;
    parts.push(w);
  }
  for (let i = 0; i < n.boxColour.length; i++) parts.push(n.boxColour[i]! * 8 + n.boxCount[i]!);
  parts.push(n.qi);
  for (let i = 1; i < 8; i++) parts.push(n.tray[i]!);
  return String.fromCharCode(...parts);
}

/** Pins left on each board, and the last one where exactly one is left. */
function pinsOf(c: Compiled, n: Node): { count: Int32Array; last: Int32Array } {
  const count = new Int32Array(c.boardScrews.length);
  const last = new Int32Array(c.boardScrews.length).fill(-1);
  for (let s = 0; s < n.on.length; s++) {
    if (!n.on[s]) continue;
    const b = c.boardOf[s]!;
    count[b]! += 1;
    last[b] = s;
  }
  return { count, last };
}

function isCovered(c: Compiled, s: number, count: Int32Array, last: Int32Array): boolean {
  for (const e of c.cover[s]!) {
    const k = count[e.board]!;
    if (k >= 2 && e.atRest) return true;
    if (k === 1 && e.swingPins.includes(last[e.board]!)) return true;
  }
  return false;
}

/** The open box a screw of this colour goes to: the fullest with room, leftmost on a tie (as the rules). */
function boxFor(c: Compiled, n: Node, colour: number): number {
  let best = -1;
  for (let p = 0; p < n.boxColour.length; p++) {
    if (c.locked[p] || n.boxColour[p] !== colour || n.boxCount[p]! >= c.capacity) continue;
    if (best < 0 || n.boxCount[p]! > n.boxCount[best]!) best = p;
  }
  return best;
}

function cloneNode(n: Node): Node {
  return {
    on: n.on.slice(),
    boxColour: n.boxColour.slice(),
    boxCount: n.boxCount.slice(),
    qi: n.qi,
    tray: n.tray.slice(),
    trayTotal: n.trayTotal,
  };
}

/** A full box closes; the next queue colour takes its place and tray screws of that colour pour in. */
function closeIfFull(c: Compiled, n: Node, p: number): void {
  while (n.boxColour[p] !== 0 && n.boxCount[p]! >= c.capacity) {
    if (n.qi >= c.queue.length) {
      n.boxColour[p] = 0;
      n.boxCount[p] = 0;
      return;
    }
    const colour = c.queue[n.qi++]!;
    const pour = Math.min(c.capacity, n.tray[colour]!);
    n.boxColour[p] = colour;
    n.boxCount[p] = pour;
    n.tray[colour]! -= pour;
    n.trayTotal -= pour;
  }
}

type Outcome = 'playing' | 'won' | 'lost';

/** Applies a tap on an uncovered screw; null when it has nowhere to go. */
function apply(c: Compiled, n: Node, s: number): { node: Node; outcome: Outcome } | null {
  const colour = c.colour[s]!;
  const p = boxFor(c, n, colour);
  if (p < 0 && n.trayTotal >= c.trayOpen) return null;
  const next = cloneNode(n);
  next.on[s] = 0;
  if (p >= 0) {
    next.boxCount[p]! += 1;
    closeIfFull(c, next, p);
  } else {
    next.tray[colour]! += 1;
    next.trayTotal += 1;
  }
  return { node: next, outcome: outcomeOf(c, next) };
}

function outcomeOf(c: Compiled, n: Node): Outcome {
  let active = false;
  for (let p = 0; p < n.boxColour.length; p++) if (!c.locked[p] && n.boxColour[p] !== 0) active = true;
  if (!active && n.qi >= c.queue.length) return 'won';
  if (n.trayTotal >= c.trayOpen) return 'lost';
  return 'playing';
}

/** A legal tap in a node: the screw and whether it lands in a box (else the tray). */
interface Move {
  screw: number;
  toBox: boolean;
  rank: number;
}

function movesOf(c: Compiled, n: Node): Move[] {
  const { count, last } = pinsOf(c, n);
  const moves: Move[] = [];
  for (let s = 0; s < n.on.length; s++) {
    if (!n.on[s] || isCovered(c, s, count, last)) continue;
    const colour = c.colour[s]!;
    const p = boxFor(c, n, colour);
    const frees = count[c.boardOf[s]!] === 1 ? 1 : 0;
    if (p >= 0) {
      // Box moves first: the ones that close a box, then the ones that free a board.
      const closes = n.boxCount[p]! === c.capacity - 1 ? 1 : 0;
      moves.push({ screw: s, toBox: true, rank: -(1000 + closes * 10 + frees) });
    } else if (n.trayTotal + 1 < c.trayOpen) {
      // Tray moves last (one that fills the tray loses): the colour needed soonest first.
      let soon = c.queue.indexOf(colour, n.qi);
      if (soon < 0) soon = c.queue.length;
      moves.push({ screw: s, toBox: false, rank: soon * 4 - frees * 2 - n.tray[colour]! });
    }
  }
  return moves.sort((a, b) => a.rank - b.rank || a.screw - b.screw);
}

/** The answer of `solveLevel`. */
export interface SolveResult {
  winnable: boolean;
  /** Screw ids to tap in order, each uncovered by the cover model, ending in a win (empty when not winnable). */
  line: string[];
  statesSearched: number;
  reason?: string;
}

/** Options of `solveLevel`. */
export interface SolveOptions {
  /** States to visit before giving up (the answer is then not winnable, with a reason). */
  maxStates?: number;
  /** Screws per box; the variant's figure. */
  capacity?: number;
}

/**
 * Searches for a line of taps that wins the level without unlocking locked box positions or tray
 * slots, using the cautious cover model, and replays it through `tapScrew` before answering.
 */
export function solveLevel(level: LevelSpec, opts: SolveOptions = {}): SolveResult {
  const capacity = opts.capacity ?? DEFAULT_CAPACITY;
  const maxStates = opts.maxStates ?? DEFAULT_MAX_STATES;
  const c = compile(level, capacity);
  const seen = new Set<string>();
  const line: number[] = [];
  let exhausted = false;

  const search = (n: Node): boolean => {
    const key = keyOf(n);
    if (seen.has(key)) return false;
    if (seen.size >= maxStates) {
      exhausted = true;
      return false;
    }
    seen.add(key);
    for (const m of movesOf(c, n)) {
      const step = apply(c, n, m.screw);
      if (!step || step.outcome === 'lost') continue;
      line.push(m.screw);
      if (step.outcome === 'won' || search(step.node)) return true;
      line.pop();
      if (exhausted) return false;
    }
    return false;
  };

  const start = startNode(c);
  if (outcomeOf(c, start) === 'won') return { winnable: true, line: [], statesSearched: 0 };
  const found = search(start);
  const ids = line.map((s) => c.ids[s]!);
  if (!found) {
    return {
      winnable: false,
      line: [],
      statesSearched: seen.size,
      reason: exhausted ? `gave up after ${maxStates} states` : 'every line of taps loses or gets stuck',
    };
  }
  const replay = replayLine(level, ids, capacity);
  if (replay.outcome !== 'won') {
    return { winnable: false, line: ids, statesSearched: seen.size, reason: `replay failed: ${replay.problem}` };
  }
  return { winnable: true, line: ids, statesSearched: seen.size };
}

/** Plays a line of taps through the real rules with the cover model; says where it went wrong, if it did. */
export function replayLine(
  level: LevelSpec,
  line: string[],
  capacity = DEFAULT_CAPACITY,
): { state: GameState; outcome: GameState['outcome']; problem?: string } {
  const model = coverModel(level);
  let state = buildLevel(level, { boxCapacity: capacity });
  for (const [i, id] of line.entries()) {
    const result = tapScrew(state, id, model.covered(state, id));
    const rejected = result.events.find((e) => e.type === 'Rejected');
    if (rejected && rejected.type === 'Rejected') {
      return { state, outcome: state.outcome, problem: `tap ${i} (${id}) rejected: ${rejected.reason}` };
    }
    state = result.state;
  }
  return { state, outcome: state.outcome, ...(state.outcome === 'won' ? {} : { problem: `ended ${state.outcome}` }) };
}

/** Picks one screw index out of the candidates a greedy player sees. */
export type GreedyPick = (candidates: readonly string[]) => number;

/**
 * A simple greedy player: taps an uncovered screw that goes to a box if there is one, else one that
 * goes to the tray; `pick` chooses among the candidates (the first one by default). Answers the
 * outcome and the taps it made.
 */
export function greedyPlay(
  level: LevelSpec,
  pick: GreedyPick = () => 0,
  capacity = DEFAULT_CAPACITY,
): { outcome: GameState['outcome'] | 'stuck'; line: string[] } {
  const c = compile(level, capacity);
  let n = startNode(c);
  const line: string[] = [];
  for (;;) {
    const { count, last } = pinsOf(c, n);
    const box: number[] = [];
    const tray: number[] = [];
    for (let s = 0; s < n.on.length; s++) {
      if (!n.on[s] || isCovered(c, s, count, last)) continue;
      if (boxFor(c, n, c.colour[s]!) >= 0) box.push(s);
      else if (n.trayTotal < c.trayOpen) tray.push(s);
    }
    const candidates = box.length > 0 ? box : tray;
    if (candidates.length === 0) return { outcome: 'stuck', line };
    const chosen = candidates[pick(candidates.map((s) => c.ids[s]!))] ?? candidates[0]!;
    const step = apply(c, n, chosen)!;
    line.push(c.ids[chosen]!);
    n = step.node;
    if (step.outcome === 'won') return { outcome: 'won', line };
    if (step.outcome === 'lost') return { outcome: 'lost-full', line };
  }
}
