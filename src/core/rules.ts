// The tap rules of spec section 4 as pure functions: state in, next state and events out.
import type { BoxState, Colour, GameState, RuleEvent, RuleResult } from './types';

/**
 * A deep copy of a rule state, field by field: `structuredClone` costs about a millisecond a tap at
 * 200 screws, and every tap copies. Every object and array of the state is copied (nothing is shared
 * with the old state); the values are strings, numbers, booleans and null.
 */
function clone(state: GameState): GameState {
  const screws: GameState['screws'] = {};
  for (const [id, screw] of Object.entries(state.screws)) screws[id] = { ...screw, place: { ...screw.place } };
  const boards: GameState['boards'] = {};
  for (const [id, board] of Object.entries(state.boards)) boards[id] = { ...board, pins: [...board.pins] };
  return {
    ...state,
    screws,
    boards,
    positions: state.positions.map((p) => ({ ...p, box: p.box && { ...p.box, screws: [...p.box.screws] } })),
    queue: [...state.queue],
    tray: { ...state.tray, slots: [...state.tray.slots] },
    setAside: [...state.setAside],
  };
}

/** The open box of this colour that a screw goes to: the fullest with room, leftmost on a tie; null when none. */
export function boxFor(state: GameState, colour: Colour): { position: number; box: BoxState } | null {
  let best: { position: number; box: BoxState } | null = null;
  state.positions.forEach((pos, position) => {
    const box = pos.box;
    if (pos.locked || !box || box.colour !== colour || box.screws.length >= state.capacity) return;
    if (!best || box.screws.length > best.box.screws.length) best = { position, box };
  });
  return best;
}

/** Number of screws waiting in the tray. */
export function trayCount(state: GameState): number {
  return state.tray.slots.filter((s) => s !== null).length;
}

/** True when every open tray slot holds a screw. */
export function trayIsFull(state: GameState): boolean {
  return trayCount(state) >= state.tray.open;
}

/** True when no box position holds a box and no colour is left in the queue. */
function noBoxActive(state: GameState): boolean {
  return state.positions.every((p) => p.box === null || p.locked) && state.queue.length === 0;
}

/** Puts the next queue colour (if any) at `position` and pours matching waiting screws into it. */
function bringNextBox(state: GameState, position: number, events: RuleEvent[], oldUid: number | null): void {
  const pos = state.positions[position]!;
  const colour = state.queue.shift();
  if (colour === undefined) {
    pos.box = null;
    if (oldUid !== null) events.push({ type: 'BoxRemoved', position, oldUid });
    return;
  }
  const box: BoxState = { uid: state.nextBoxUid++, colour, screws: [] };
  pos.box = box;
  if (oldUid !== null) events.push({ type: 'BoxReplaced', position, oldUid, boxUid: box.uid, colour });
  else events.push({ type: 'BoxUnlocked', position, boxUid: box.uid, colour });
  pourWaiting(state, position, events);
}

/** Moves tray and set-aside screws of the box's colour into the box at `position`, cascading when it fills. */
function pourWaiting(state: GameState, position: number, events: RuleEvent[]): void {
  const box = state.positions[position]!.box;
  if (!box) return;
  for (let slot = 0; slot < state.tray.slots.length && box.screws.length < state.capacity; slot++) {
    const id = state.tray.slots[slot];
    if (id == null || state.screws[id]!.colour !== box.colour) continue;
    state.tray.slots[slot] = null;
    const boxSlot = box.screws.length;
    box.screws.push(id);
    state.screws[id]!.place = { kind: 'box', boxUid: box.uid, slot: boxSlot };
    events.push({ type: 'TrayToBox', screwId: id, fromSlot: slot, boxUid: box.uid, position, slot: boxSlot });
  }
  for (const id of [...state.setAside]) {
    if (box.screws.length >= state.capacity) break;
    if (state.screws[id]!.colour !== box.colour) continue;
    state.setAside = state.setAside.filter((s) => s !== id);
    const boxSlot = box.screws.length;
    box.screws.push(id);
    state.screws[id]!.place = { kind: 'box', boxUid: box.uid, slot: boxSlot };
    events.push({ type: 'SetAsideToBox', screwId: id, boxUid: box.uid, position, slot: boxSlot });
  }
  closeIfFull(state, position, events);
}

/** A full box closes: its screws are done and the next queue colour takes its place. */
function closeIfFull(state: GameState, position: number, events: RuleEvent[]): void {
  const box = state.positions[position]!.box;
  if (!box || box.screws.length < state.capacity) return;
  events.push({ type: 'BoxFilled', boxUid: box.uid, position, colour: box.colour });
  for (const id of box.screws) state.screws[id]!.place = { kind: 'done' };
  bringNextBox(state, position, events, box.uid);
}

/** Win when no box is active; lose-full when every open tray slot is taken. */
function settle(state: GameState, events: RuleEvent[]): void {
  if (noBoxActive(state)) {
    state.outcome = 'won';
    events.push({ type: 'Won' });
  } else if (trayIsFull(state)) {
    state.outcome = 'lost-full';
    events.push({ type: 'TrayFull' });
  }
}

/** Takes a screw off its board and reports what that does to the board (hang or fall). */
function unpin(state: GameState, screwIdValue: string, events: RuleEvent[]): void {
  const screw = state.screws[screwIdValue]!;
  const board = state.boards[screw.boardId]!;
  board.pins = board.pins.filter((p) => p !== screwIdValue);
  if (board.pins.length === 1) events.push({ type: 'BoardHanging', boardId: board.id, pinScrewId: board.pins[0]! });
  if (board.pins.length === 0) events.push({ type: 'BoardFreed', boardId: board.id });
}

/**
 * A tap on a screw (spec section 4): a covered screw stays; a free one goes to an open box of its
 * colour with room, else to the first free tray slot, else it is rejected (the empty sound).
 */
export function tapScrew(state: GameState, id: string, covered: boolean): RuleResult {
  const screw = state.screws[id];
  if (!screw) return { state, events: [{ type: 'Rejected', screwId: id, reason: 'unknown' }] };
  if (state.outcome !== 'playing') return { state, events: [{ type: 'Rejected', screwId: id, reason: 'not-playing' }] };
  if (screw.place.kind !== 'board')
    return { state, events: [{ type: 'Rejected', screwId: id, reason: 'not-on-board' }] };
  if (covered) return { state, events: [{ type: 'Rejected', screwId: id, reason: 'covered' }] };

  const target = boxFor(state, screw.colour);
  const traySlot = state.tray.slots.findIndex((s, i) => s === null && i < state.tray.open);
  if (!target && traySlot < 0) return { state, events: [{ type: 'Rejected', screwId: id, reason: 'no-room' }] };

  const next = clone(state);
  const events: RuleEvent[] = [];
  const moving = next.screws[id]!;
  if (target) {
    const box = next.positions[target.position]!.box!;
    const slot = box.screws.length;
    box.screws.push(id);
    moving.place = { kind: 'box', boxUid: box.uid, slot };
    events.push({
      type: 'ScrewToBox',
      screwId: id,
      boardId: moving.boardId,
      boxUid: box.uid,
      position: target.position,
      slot,
    });
    unpin(next, id, events);
    closeIfFull(next, target.position, events);
  } else {
    next.tray.slots[traySlot] = id;
    moving.place = { kind: 'tray', slot: traySlot };
    events.push({ type: 'ScrewToTray', screwId: id, boardId: moving.boardId, slot: traySlot });
    unpin(next, id, events);
  }
  settle(next, events);
  return { state: next, events };
}

/**
 * Empties the tray (revive after lose-full, and the clear-tray skill). The screws are set aside and
 * drop into their box when one of their colour comes up, so the level stays winnable.
 */
export function clearTray(state: GameState): RuleResult {
  const screwIds = state.tray.slots.filter((s): s is string => s !== null);
  const next = clone(state);
  next.tray.slots = next.tray.slots.map(() => null);
  for (const id of screwIds) next.screws[id]!.place = { kind: 'set-aside' };
  next.setAside.push(...screwIds);
  if (next.outcome === 'lost-full') next.outcome = 'playing';
  return { state: next, events: [{ type: 'TrayCleared', screwIds }] };
}

/** Opens a locked box position (after a rewarded ad); it takes the next queue colour. */
export function unlockBox(state: GameState, position: number): RuleResult {
  const pos = state.positions[position];
  if (!pos || !pos.locked || state.outcome !== 'playing') return { state, events: [] };
  const next = clone(state);
  const events: RuleEvent[] = [];
  next.positions[position]!.locked = false;
  if (next.queue.length === 0) events.push({ type: 'BoxUnlocked', position, boxUid: null, colour: null });
  else bringNextBox(next, position, events, null);
  settle(next, events);
  return { state: next, events };
}

/** Opens the next locked tray slot (the tray skill); false-y result when none is locked. */
export function unlockTraySlot(state: GameState): RuleResult {
  if (state.tray.open >= state.tray.slots.length) return { state, events: [] };
  const next = clone(state);
  const slot = next.tray.open;
  next.tray.open += 1;
  return { state: next, events: [{ type: 'TraySlotUnlocked', slot }] };
}

/** Screws still on boards. */
export function screwsOnBoards(state: GameState): string[] {
  return Object.values(state.screws)
    .filter((s) => s.place.kind === 'board')
    .map((s) => s.id);
}

/**
 * The break-board skill: the board leaves (BoardFreed, so physics drops it) without losing its
 * screws, which would make the level unwinnable. Each screw still on it goes to an open box of its
 * colour with room (ScrewToBox, as a tap would send it; full boxes close and the queue advances),
 * else it is set aside (ScrewSetAside) like the screws of a cleared tray and drops into its box when
 * one of its colour comes up. Screws that fit a box are placed first, so as few as possible wait.
 * An unknown board, one already falling, or a level not being played: no change and no events.
 */
export function breakBoard(state: GameState, boardId: string): RuleResult {
  const board = state.boards[boardId];
  if (!board || board.pins.length === 0 || state.outcome !== 'playing') return { state, events: [] };
  const next = clone(state);
  const events: RuleEvent[] = [];
  let waiting = next.boards[boardId]!.pins.filter((id) => next.screws[id]?.place.kind === 'board');
  next.boards[boardId]!.pins = [];
  // A box that fills brings the next colour, which may take a screw that found no box before.
  for (let placed = true; placed;) {
    placed = false;
    for (const id of waiting) {
      const screw = next.screws[id]!;
      const target = boxFor(next, screw.colour);
      if (!target) continue;
      const box = next.positions[target.position]!.box!;
      const slot = box.screws.length;
      box.screws.push(id);
      screw.place = { kind: 'box', boxUid: box.uid, slot };
      events.push({ type: 'ScrewToBox', screwId: id, boardId, boxUid: box.uid, position: target.position, slot });
      closeIfFull(next, target.position, events);
      placed = true;
    }
    waiting = waiting.filter((id) => next.screws[id]!.place.kind === 'board');
  }
  for (const id of waiting) {
    next.screws[id]!.place = { kind: 'set-aside' };
    next.setAside.push(id);
    events.push({ type: 'ScrewSetAside', screwId: id, boardId });
  }
  events.push({ type: 'BoardFreed', boardId });
  settle(next, events);
  return { state: next, events };
}
