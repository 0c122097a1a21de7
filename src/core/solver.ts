// The solver: given a level and a rule state, decides whether the game can still be won and, when it
// can, returns a winning line of taps. It searches depth first over the tap rules (restated on a
// compact state in searchState.ts), remembers every position it has proved lost, and treats loose
// screws of one colour and open box positions as interchangeable, so the memo stays small.
//
// Cover comes from the cautious static model of coverModel.ts (at rest: the outline at the level-file
// pose; hanging on one pin: the whole swing disc; fallen: nothing, because a falling board collides
// with nothing and leaves the screen). A screw that model calls free is free in the physics, so a
// line the solver returns also works in the real game, provided the player lets the scene settle
// between taps, as the headless replay does.
//
// The search never unlocks a locked box position or tray slot and never uses a skill; from a
// mid-game state it uses the positions and tray slots that are open in that state.
//
// An unwinnable answer says why (`UNWINNABLE`): when the search could never park even one more
// screw, the boxes wait for covered screws from the first tap ('cover'); when it parked screws and
// every line still filled the tray, the tray is the bottleneck ('tray'). Every dead end of this game
// is a full tray in the end, so the split is about where the player runs out of room.
import { buildLevel } from './buildLevel';
import { coverModel, type CoverLayout } from './coverModel';
import { tapScrew } from './rules';
import {
  applyTap,
  factsOf,
  freeTaps,
  keyOf,
  movesOf,
  outcomeOf,
  searchFromState,
  type SearchNode,
  type SearchProblem,
} from './searchState';
import type { GameState, LevelSpec } from './types';

// The cover model lives in coverModel.ts; these names stay importable from the solver, as before.
export { boardOutlines, coverModel, screwPositions, type CoverModel } from './coverModel';

/** Screws a box takes when no capacity is given (the spec's figure; variants pass their own). */
const DEFAULT_CAPACITY = 3;

/** States the search visits before it gives up, unless told otherwise. */
export const DEFAULT_MAX_STATES = 400_000;

/** The answer of `solveLevel` and `solveState`. */
export interface SolveResult {
  winnable: boolean;
  /** Screw ids to tap in order, each uncovered by the cover model, ending in a win (empty when not winnable). */
  line: string[];
  /** Distinct positions the search expanded. */
  statesSearched: number;
  /** Why it is not winnable, in words a player could read (absent when winnable). */
  reason?: string;
  /** The most screws waiting in the tray at once along `line` (counting those already there). */
  peakTray: number;
}

/** Options of `solveLevel` and `solveState`. */
export interface SolveOptions {
  /** States to visit before giving up (the answer is then not winnable, with a reason). */
  maxStates?: number;
  /** Screws per box, the variant's figure (solveLevel only: a rule state carries its own). */
  capacity?: number;
  /**
   * Only lines that never send a screw to the tray when it would then hold more than this many
   * (used to measure tray need; screws already waiting in a mid-game tray are not held against it).
   */
  trayLimit?: number;
}

/** Reasons an unwinnable answer gives, in a player's words. */
export const UNWINNABLE = {
  lost: 'the tray is full: this game is already lost',
  tray: 'the tray fills up on every line of taps',
  cover: 'every line leaves a covered screw that no box can take',
  noScrews: 'no screws are left for the boxes that remain',
  gaveUp: (states: number) => `gave up after ${states} states`,
} as const;

/** What one depth-first search found: the winning screw indexes (or null) and facts for the reason. */
interface SearchRun {
  line: number[] | null;
  states: number;
  exhausted: boolean;
  /** Most screws ever waiting in the tray in any position searched. */
  peakSeen: number;
  trayBlocked: boolean;
}

/** Depth first from a node, best moves first, remembering every position proved lost (the memo key merges equal games). */
function runSearch(p: SearchProblem, start: SearchNode, maxStates: number): SearchRun {
  const seen = new Set<string>();
  const line: number[] = [];
  const run: SearchRun = { line: null, states: 0, exhausted: false, peakSeen: start.trayTotal, trayBlocked: false };

  const search = (n: SearchNode): boolean => {
    const facts = factsOf(p, n);
    const key = keyOf(p, n, facts);
    if (seen.has(key)) return false;
    if (seen.size >= maxStates) {
      run.exhausted = true;
      return false;
    }
    seen.add(key);
    if (n.trayTotal > run.peakSeen) run.peakSeen = n.trayTotal;
    const scan = movesOf(p, n, facts);
    if (scan.trayBlocked) run.trayBlocked = true;
    for (const m of scan.moves) {
      const next = applyTap(p, n, m.screw);
      if (!next) continue;
      const outcome = outcomeOf(p, next);
      if (outcome === 'lost') continue;
      line.push(m.screw);
      if (outcome === 'won' || search(next)) return true;
      line.pop();
      if (run.exhausted) return false;
    }
    return false;
  };

  const found = search(start);
  run.states = seen.size;
  if (found) run.line = line;
  return run;
}

/** The peak tray count along a line of screw indexes from a node. */
function peakAlong(p: SearchProblem, start: SearchNode, line: readonly number[]): number {
  let n = start;
  let peak = n.trayTotal;
  for (const s of line) {
    n = applyTap(p, n, s)!;
    peak = Math.max(peak, n.trayTotal);
  }
  return peak;
}

/**
 * Decides whether a game in progress can still be won without unlocking anything, and returns a
 * winning line when it can. Reads the screws still on boards, the box row (including positions
 * unlocked mid-game), the remaining queue, the tray and its open slots, and the set-aside screws,
 * which drop into their box when one of their colour comes up. The line is replayed through
 * `tapScrew` from `state` before the answer is given.
 */
export function solveState(level: LevelSpec, state: GameState, opts: SolveOptions = {}): SolveResult {
  switch (state.outcome) {
    case 'won':
      return { winnable: true, line: [], statesSearched: 0, peakTray: 0 };
    case 'lost-full':
      return { winnable: false, line: [], statesSearched: 0, reason: UNWINNABLE.lost, peakTray: 0 };
    case 'playing':
      break;
  }
  const maxStates = opts.maxStates ?? DEFAULT_MAX_STATES;
  const { problem, node } = searchFromState(level, state, opts.trayLimit);
  if (node.onCount === 0) {
    return { winnable: false, line: [], statesSearched: 0, reason: UNWINNABLE.noScrews, peakTray: node.trayTotal };
  }
  const run = runSearch(problem, node, maxStates);
  if (!run.line) {
    let reason: string;
    if (run.exhausted) reason = UNWINNABLE.gaveUp(maxStates);
    // Never able to park even one more screw: the boxes wait for covered screws from the first tap.
    else if (run.peakSeen === node.trayTotal && run.trayBlocked) reason = UNWINNABLE.cover;
    else reason = UNWINNABLE.tray;
    return { winnable: false, line: [], statesSearched: run.states, reason, peakTray: 0 };
  }
  const ids = run.line.map((s) => problem.geometry.ids[s]!);
  const peakTray = peakAlong(problem, node, run.line);
  const replay = replayFromState(level, state, ids);
  if (replay.outcome !== 'won') {
    // The search restates the rules; a mismatch is a bug, reported rather than hidden.
    return {
      winnable: false,
      line: ids,
      statesSearched: run.states,
      reason: `replay failed: ${replay.problem}`,
      peakTray,
    };
  }
  return { winnable: true, line: ids, statesSearched: run.states, peakTray };
}

/**
 * Searches for a line of taps that wins the level from its start without unlocking locked box
 * positions or tray slots (see `solveState`).
 */
export function solveLevel(level: LevelSpec, opts: SolveOptions = {}): SolveResult {
  return solveState(level, buildLevel(level, { boxCapacity: opts.capacity ?? DEFAULT_CAPACITY }), opts);
}

/** What a replay did: the state it reached, its outcome, and where it went wrong if it did. */
export interface ReplayResult {
  state: GameState;
  outcome: GameState['outcome'];
  problem?: string;
}

/** Plays a line of taps through the real rules from a state, with the cover model; says where it went wrong, if it did. */
export function replayFromState(level: CoverLayout, start: GameState, line: readonly string[]): ReplayResult {
  const model = coverModel(level);
  let state = start;
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

/** Plays a line of taps through the real rules from the level's start, with the cover model. */
export function replayLine(level: LevelSpec, line: string[], capacity = DEFAULT_CAPACITY): ReplayResult {
  return replayFromState(level, buildLevel(level, { boxCapacity: capacity }), line);
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
  const { problem: p, node } = searchFromState(level, buildLevel(level, { boxCapacity: capacity }));
  const ids = p.geometry.ids;
  let n = node;
  const line: string[] = [];
  for (;;) {
    const taps = freeTaps(p, n, factsOf(p, n));
    const box = taps.filter((t) => t.toBox).map((t) => t.screw);
    const candidates = box.length > 0 ? box : taps.map((t) => t.screw);
    if (candidates.length === 0) return { outcome: 'stuck', line };
    const chosen = candidates[pick(candidates.map((s) => ids[s]!))] ?? candidates[0]!;
    n = applyTap(p, n, chosen)!;
    line.push(ids[chosen]!);
    const outcome = outcomeOf(p, n);
    if (outcome === 'won') return { outcome: 'won', line };
    if (outcome === 'lost') return { outcome: 'lost-full', line };
  }
}

/**
 * The tray need: the smallest peak tray count over all winning lines, starting from a line whose peak
 * is known. Solves again with a limit one below the best peak until that is proved impossible. Because
 * the game is lost the moment every open slot is taken, a level with tray need k is winnable only with
 * k + 1 open slots or more. Returns the figure and whether it is proved (false when a search gave up
 * first: the figure is then an upper bound).
 */
export function trayNeedOf(
  level: LevelSpec,
  knownPeak: number,
  opts: { capacity: number; maxStates?: number },
): { trayNeed: number; proved: boolean } {
  let need = knownPeak;
  while (need > 0) {
    const maxStates = opts.maxStates ?? DEFAULT_MAX_STATES;
    const r = solveLevel(level, { capacity: opts.capacity, maxStates, trayLimit: need - 1 });
    if (!r.winnable) return { trayNeed: need, proved: r.reason !== UNWINNABLE.gaveUp(maxStates) };
    need = r.peakTray;
  }
  return { trayNeed: 0, proved: true };
}
