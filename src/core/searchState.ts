// The compact search state of the solver, the greedy and random players and the generator: the tap
// rules of rules.ts restated over one byte array per position (which screws remain, the box row,
// tray and set-aside counts by colour) plus the queue read position, with the cover model and the
// symmetry reductions that keep the search small.
import { coverGeometry, type CoverGeometry, type CoverLayout } from './coverModel';
import type { GameState } from './types';

/** Colour indexes run 1..7; arrays by colour have this length (index 0 unused). */
export const COLOUR_SLOTS = 8;

/** Per-node facts the move generator and the memo key share (see `factsOf`). */
export interface NodeFacts {
  pinCount: Int32Array;
  /** For a board with exactly one pin, the screw index of that pin. */
  lastPin: Int32Array;
  /** 1 for a screw on its board that no present board covers now. */
  free: Uint8Array;
  /**
   * 1 for a loose screw: no board can ever cover it again and its own board can never cover any
   * screw still on a board. Loose screws of one colour are interchangeable tokens (see `keyOf`).
   */
  loose: Uint8Array;
  /** Loose screws by colour. */
  looseCount: Uint8Array;
  /** Screws on boards by colour. */
  onByColour: Uint8Array;
}

/** The fixed part of a search: geometry, colours, the queue still to come, the box row and the tray. */
export interface SearchProblem {
  geometry: CoverGeometry;
  /** Colour of each screw, by global screw index. */
  colour: Uint8Array;
  /** Box colours still to come, in order. */
  queue: Uint8Array;
  /** 1 for each box position that is locked (the search never unlocks one). */
  locked: Uint8Array;
  /** Open tray slots: the game is lost the moment this many screws wait there. */
  trayOpen: number;
  /** Most screws the search lets wait in the tray at once (at most trayOpen - 1, the rules' own limit). */
  trayLimit: number;
  capacity: number;
  screws: number;
  positions: number;
  /** Where the parts of `SearchNode.data` start. */
  at: { boxColour: number; boxCount: number; tray: number; aside: number; size: number };
  /** Work arrays reused by `factsOf` and `keyOf` (one search runs at a time per problem). */
  scratch: {
    facts: NodeFacts;
    boardMatters: Uint8Array;
    mayBeCovered: Uint8Array;
    pinMask: Int32Array;
    key: Uint16Array;
  };
}

/**
 * One position of the game as the search sees it; never mutated once built. `data` holds, in order:
 * one byte per screw (1 while on its board), box colour per position (0: none), box count per
 * position, tray counts by colour, set-aside counts by colour.
 */
export interface SearchNode {
  data: Uint8Array;
  /** Read position in `SearchProblem.queue`. */
  qi: number;
  trayTotal: number;
  /** Screws still on boards. */
  onCount: number;
}

/** What a rule state is after a tap, as the rules' `settle` decides it. */
export type NodeOutcome = 'playing' | 'won' | 'lost';

/** A problem and its starting node, built from a rule state. */
export interface SearchStart {
  problem: SearchProblem;
  node: SearchNode;
}

/** The search problem and node of a rule state of `level` (screws, boxes, queue, tray, set-aside as they are now). */
export function searchFromState(level: CoverLayout, state: GameState, trayLimit = Infinity): SearchStart {
  const geometry = coverGeometry(level);
  const screws = geometry.ids.length;
  const positions = state.positions.length;
  const at = {
    boxColour: screws,
    boxCount: screws + positions,
    tray: screws + 2 * positions,
    aside: screws + 2 * positions + COLOUR_SLOTS,
    size: screws + 2 * positions + 2 * COLOUR_SLOTS,
  };
  const data = new Uint8Array(at.size);
  const colour = new Uint8Array(screws);
  let onCount = 0;
  geometry.ids.forEach((id, s) => {
    const screw = state.screws[id];
    if (!screw) throw new Error(`the state has no screw ${id}: it belongs to another level`);
    colour[s] = screw.colour;
    if (screw.place.kind === 'board') {
      data[s] = 1;
      onCount += 1;
    }
  });
  let trayTotal = 0;
  for (const id of state.tray.slots) {
    if (id === null) continue;
    data[at.tray + state.screws[id]!.colour]! += 1;
    trayTotal += 1;
  }
  for (const id of state.setAside) data[at.aside + state.screws[id]!.colour]! += 1;
  const locked = new Uint8Array(positions);
  state.positions.forEach((pos, i) => {
    locked[i] = pos.locked ? 1 : 0;
    if (pos.box) {
      data[at.boxColour + i] = pos.box.colour;
      data[at.boxCount + i] = pos.box.screws.length;
    }
  });
  const boards = geometry.boardScrews.length;
  const open = positions - locked.reduce((a, b) => a + b, 0);
  const trayOpen = state.tray.open;
  return {
    problem: {
      geometry,
      colour,
      queue: Uint8Array.from(state.queue),
      locked,
      trayOpen,
      trayLimit: Math.max(0, Math.min(trayOpen - 1, trayLimit)),
      capacity: state.capacity,
      screws,
      positions,
      at,
      scratch: {
        facts: {
          pinCount: new Int32Array(boards),
          lastPin: new Int32Array(boards),
          free: new Uint8Array(screws),
          loose: new Uint8Array(screws),
          looseCount: new Uint8Array(COLOUR_SLOTS),
          onByColour: new Uint8Array(COLOUR_SLOTS),
        },
        boardMatters: new Uint8Array(boards),
        pinMask: new Int32Array(boards),
        mayBeCovered: new Uint8Array(screws),
        key: new Uint16Array(Math.ceil(screws / 15) + open + 1 + 3 * (COLOUR_SLOTS - 1)),
      },
    },
    node: { data, qi: 0, trayTotal, onCount },
  };
}

/**
 * Pins per board, current cover and loose screws of a node, in the problem's work arrays: valid
 * until the next call on the same problem.
 */
export function factsOf(p: SearchProblem, n: SearchNode): NodeFacts {
  const g = p.geometry;
  const { coverStart, entryBoard, entryAtRest, swingMask, pinBit } = g.flat;
  const d = n.data;
  const screws = p.screws;
  const f = p.scratch.facts;
  const { boardMatters, mayBeCovered, pinMask } = p.scratch;
  const { pinCount, lastPin, free, loose, looseCount, onByColour } = f;
  pinCount.fill(0);
  pinMask.fill(0);
  lastPin.fill(-1);
  boardMatters.fill(0);
  looseCount.fill(0);
  onByColour.fill(0);
  for (let s = 0; s < screws; s++) {
    if (!d[s]) continue;
    const b = g.boardOf[s]!;
    pinCount[b]! += 1;
    pinMask[b]! |= pinBit[s]!;
    lastPin[b] = s;
    onByColour[p.colour[s]!]! += 1;
  }
  // A board matters while it may still cover some screw on a board; a screw is pinned down while
  // some board may still cover it. Only pins still present can ever be hung on, and a board on
  // fewer than two pins never covers by its outline again.
  for (let s = 0; s < screws; s++) {
    free[s] = 0;
    mayBeCovered[s] = 0;
    if (!d[s]) continue;
    let coveredNow = false;
    for (let e = coverStart[s]!; e < coverStart[s + 1]!; e++) {
      const b = entryBoard[e]!;
      const k = pinCount[b]!;
      if (k === 0) continue;
      const swing = (swingMask[e]! & pinMask[b]!) !== 0;
      const rest = k >= 2 && entryAtRest[e] === 1;
      if (rest || (k === 1 && swing)) coveredNow = true;
      if (rest || swing) {
        mayBeCovered[s] = 1;
        boardMatters[b] = 1;
      }
    }
    if (!coveredNow) free[s] = 1;
  }
  for (let s = 0; s < screws; s++) {
    loose[s] = d[s] && !mayBeCovered[s] && !boardMatters[g.boardOf[s]!] ? 1 : 0;
    if (loose[s]) looseCount[p.colour[s]!]! += 1;
  }
  return f;
}

/** The open box a screw of this colour goes to: the fullest with room, leftmost on a tie (as the rules); -1 for none. */
export function boxFor(p: SearchProblem, n: SearchNode, colour: number): number {
  const d = n.data;
  const { boxColour, boxCount } = p.at;
  let best = -1;
  for (let i = 0; i < p.positions; i++) {
    if (p.locked[i] || d[boxColour + i] !== colour || d[boxCount + i]! >= p.capacity) continue;
    if (best < 0 || d[boxCount + i]! > d[boxCount + best]!) best = i;
  }
  return best;
}

/** Room left in the box at a position. */
function roomAt(p: SearchProblem, n: SearchNode, i: number): number {
  return p.capacity - n.data[p.at.boxCount + i]!;
}

/**
 * A full box closes and the next queue colour takes its place; tray screws of that colour pour in
 * first, then set-aside ones, up to the capacity, and a box filled that way closes in turn
 * (rules.ts: closeIfFull, bringNextBox, pourWaiting).
 */
function closeIfFull(p: SearchProblem, n: SearchNode, i: number): void {
  const d = n.data;
  const { at } = p;
  while (d[at.boxColour + i] !== 0 && d[at.boxCount + i]! >= p.capacity) {
    if (n.qi >= p.queue.length) {
      d[at.boxColour + i] = 0;
      d[at.boxCount + i] = 0;
      return;
    }
    const colour = p.queue[n.qi++]!;
    const fromTray = Math.min(p.capacity, d[at.tray + colour]!);
    d[at.tray + colour]! -= fromTray;
    n.trayTotal -= fromTray;
    const fromAside = Math.min(p.capacity - fromTray, d[at.aside + colour]!);
    d[at.aside + colour]! -= fromAside;
    d[at.boxColour + i] = colour;
    d[at.boxCount + i] = fromTray + fromAside;
  }
}

/** The node after a tap on screw `s` (which must be on its board and uncovered); null when it has nowhere to go. */
export function applyTap(p: SearchProblem, n: SearchNode, s: number): SearchNode | null {
  const colour = p.colour[s]!;
  const i = boxFor(p, n, colour);
  if (i < 0 && n.trayTotal >= p.trayOpen) return null;
  const next: SearchNode = { data: n.data.slice(), qi: n.qi, trayTotal: n.trayTotal, onCount: n.onCount - 1 };
  next.data[s] = 0;
  if (i >= 0) {
    next.data[p.at.boxCount + i]! += 1;
    closeIfFull(p, next, i);
  } else {
    next.data[p.at.tray + colour]! += 1;
    next.trayTotal += 1;
  }
  return next;
}

/** Won when no box is left (rules: settle), else lost when every open tray slot is taken. */
export function outcomeOf(p: SearchProblem, n: SearchNode): NodeOutcome {
  if (n.qi >= p.queue.length) {
    let active = false;
    for (let i = 0; i < p.positions; i++) if (!p.locked[i] && n.data[p.at.boxColour + i] !== 0) active = true;
    if (!active) return 'won';
  }
  if (n.trayTotal >= p.trayOpen) return 'lost';
  return 'playing';
}

/**
 * The memo key of a node. Two nodes with the same key are the same game: screws on boards that are
 * not loose (bit set), loose screws as counts by colour (any loose screw of a colour can stand in for
 * another: it is free now and forever, and taking it changes no other screw's cover), the box row as
 * a sorted multiset (open positions are alike: a position only matters through the box it holds),
 * the queue position, and tray and set-aside counts by colour.
 */
export function keyOf(p: SearchProblem, n: SearchNode, f: NodeFacts): string {
  const key = p.scratch.key;
  const d = n.data;
  let k = 0;
  let word = 0;
  let bits = 0;
  for (let s = 0; s < p.screws; s++) {
    // 15 bits a character keeps every code below the surrogate range.
    word = (word << 1) | (d[s]! & (f.loose[s]! ^ 1));
    if (++bits === 15) {
      key[k++] = word;
      word = 0;
      bits = 0;
    }
  }
  if (bits > 0) key[k++] = word;
  const rowStart = k;
  for (let i = 0; i < p.positions; i++) {
    if (p.locked[i]) continue;
    const v = d[p.at.boxColour + i]! * 256 + d[p.at.boxCount + i]!;
    // Insertion into the sorted run (a row has at most five positions).
    let j = k++;
    while (j > rowStart && key[j - 1]! > v) {
      key[j] = key[j - 1]!;
      j--;
    }
    key[j] = v;
  }
  key[k++] = n.qi;
  for (let c = 1; c < COLOUR_SLOTS; c++) {
    key[k++] = f.looseCount[c]!;
    key[k++] = d[p.at.tray + c]!;
    key[k++] = d[p.at.aside + c]!;
  }
  return String.fromCharCode.apply(null, key as unknown as number[]);
}

/** A tap the search may try: the screw, whether it lands in a box, and its order (lower first). */
export interface SearchMove {
  screw: number;
  toBox: boolean;
  rank: number;
}

/** The taps of a node worth trying, best first, and whether the tray (or its limit) kept any free screw out. */
export interface MoveScan {
  moves: SearchMove[];
  trayBlocked: boolean;
}

/**
 * The taps worth trying in a node, best first: one per loose colour (the rest are the same move),
 * box moves before tray moves, and tray moves only while they keep within the tray limit (a tap that
 * fills the tray loses at once). Box moves: drop a board, avoid making a board swing, prefer screws
 * of high layers on boards that cover many screws (measured on the shipped levels: eager closing of
 * boxes did not help); tray moves: park the colour needed soonest.
 *
 * One move is forced: when every screw of a colour left on the boards is loose and its box has room
 * for two or more, taking one of them now is as good as any line. Proof: some winning line takes a
 * screw of that colour first, and by interchangeability it may be this one; until then the line
 * taps only other colours, which neither read nor fill that box (it cannot close on one screw), and
 * a loose screw changes no cover; so tapping it first leaves every later position the same.
 */
export function movesOf(p: SearchProblem, n: SearchNode, f: NodeFacts): MoveScan {
  const g = p.geometry;
  const d = n.data;
  const moves: SearchMove[] = [];
  let trayBlocked = false;
  let looseTried = 0;
  const trayRoom = n.trayTotal < p.trayLimit;
  for (let s = 0; s < p.screws; s++) {
    if (!f.free[s]) continue;
    const colour = p.colour[s]!;
    const loose = f.loose[s]!;
    if (loose) {
      if (looseTried & (1 << colour)) continue;
      looseTried |= 1 << colour;
    }
    const i = boxFor(p, n, colour);
    if (i >= 0 && loose && f.looseCount[colour] === f.onByColour[colour] && roomAt(p, n, i) >= 2) {
      return { moves: [{ screw: s, toBox: true, rank: 0 }], trayBlocked: false };
    }
    const pins = f.pinCount[g.boardOf[s]!]!;
    // Taking the last pin drops the board (it covers nothing after); taking the second-last makes it
    // swing, which may cover more, unless nothing it could cover is left.
    const frees = pins === 1 ? 1 : 0;
    const hangs = pins === 2 && !loose ? 1 : 0;
    if (i >= 0) {
      const board = g.boardOf[s]!;
      const rank =
        frees * 20 - hangs * 10 + loose * 5 + g.boardGroup[board]! * 3 + Math.min(10, g.targets[board]!.length);
      moves.push({ screw: s, toBox: true, rank: -(1000 + rank) });
    } else if (trayRoom) {
      let soon = p.queue.indexOf(colour, n.qi);
      soon = soon < 0 ? p.queue.length + 1 : soon - n.qi;
      moves.push({ screw: s, toBox: false, rank: soon * 8 - frees * 4 + hangs * 2 - d[p.at.tray + colour]! });
    } else {
      trayBlocked = true;
    }
  }
  moves.sort((a, b) => a.rank - b.rank || a.screw - b.screw);
  return { moves, trayBlocked };
}

/** Free screws of a node and where each would go: its box (true) or the tray (false); tray moves only while a slot is open. */
export function freeTaps(p: SearchProblem, n: SearchNode, f: NodeFacts): { screw: number; toBox: boolean }[] {
  const out: { screw: number; toBox: boolean }[] = [];
  for (let s = 0; s < p.screws; s++) {
    if (!f.free[s]) continue;
    if (boxFor(p, n, p.colour[s]!) >= 0) out.push({ screw: s, toBox: true });
    else if (n.trayTotal < p.trayOpen) out.push({ screw: s, toBox: false });
  }
  return out;
}
