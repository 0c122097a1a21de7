// Turns a validated level file into the starting rule state.
import type { RuleConfig } from './config';
import type { BoardState, BoxPosition, GameState, LevelSpec, ScrewState } from './types';

/** The id of the screw in hole `index` of board `boardId`. */
export function screwId(boardId: string, index: number): string {
  return `${boardId}.${index}`;
}

/** The starting state of a level: every screw on its board, the first queue colours in the open box positions. */
export function buildLevel(level: LevelSpec, config: RuleConfig): GameState {
  const screws: Record<string, ScrewState> = {};
  const boards: Record<string, BoardState> = {};
  for (const board of level.boards) {
    const pins: string[] = [];
    board.holes.forEach((hole, index) => {
      const id = screwId(board.id, index);
      screws[id] = { id, colour: hole.colour, boardId: board.id, place: { kind: 'board' } };
      pins.push(id);
    });
    boards[board.id] = { id: board.id, group: board.group, pins };
  }
  const queue = [...level.boxes.queue];
  let nextBoxUid = 1;
  const positions: BoxPosition[] = [];
  for (let i = 0; i < level.boxes.positions; i++) {
    const locked = level.boxes.locked.includes(i);
    const colour = locked ? undefined : queue.shift();
    positions.push({
      locked,
      box: colour === undefined ? null : { uid: nextBoxUid++, colour, screws: [] },
    });
  }
  const open = level.tray.slots - level.tray.locked;
  return {
    levelId: level.id,
    capacity: config.boxCapacity,
    screws,
    boards,
    positions,
    queue,
    nextBoxUid,
    tray: { slots: Array.from({ length: level.tray.slots }, () => null), open },
    setAside: [],
    outcome: 'playing',
  };
}
