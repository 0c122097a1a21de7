// A level map: a level without colours (boards with shapes, poses and holes, the box row and the tray), what
// the generator colours (generator.ts) and what mapFromGroups.ts and the big-level plans draw.
import type { BoardPlace, LevelSpec } from './types';

/** A board of a level map: a level file's board without the colours of its holes. */
export interface MapBoard extends BoardPlace {
  holes: { x: number; y: number }[];
}

/** A level without colours: boards with shapes, poses and holes, the box row and the tray. */
export interface LevelMap {
  id: string;
  name?: string;
  boards: MapBoard[];
  boxes: { positions: number; locked: number[] };
  tray: { slots: number; locked: number };
  countdown?: number;
}

/** The map of a level: the same boards, holes, box row and tray, with colours and the queue stripped. */
export function mapOf(level: LevelSpec): LevelMap {
  return {
    id: level.id,
    ...(level.name === undefined ? {} : { name: level.name }),
    boards: level.boards.map((b) => ({ ...placeOf(b), holes: b.holes.map((h) => ({ x: h.x, y: h.y })) })),
    boxes: { positions: level.boxes.positions, locked: [...level.boxes.locked] },
    tray: { ...level.tray },
    ...(level.countdown === undefined ? {} : { countdown: level.countdown }),
  };
}

/** A copy of a board's place (its outline cloned), for a map or a level made from another. */
export function placeOf(board: BoardPlace): BoardPlace {
  return {
    id: board.id,
    group: board.group,
    shape: structuredClone(board.shape),
    x: board.x,
    y: board.y,
    angle: board.angle,
  };
}
