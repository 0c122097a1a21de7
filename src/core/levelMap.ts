// A level map: a level without colours (boards with shapes, poses and holes, the box row and the tray), what
// the generator colours (generator.ts) and what mapFromGroups.ts and the big-level plans draw.
import type { LevelSpec, Shape } from './types';

/** A board of a level map: a level file's board without the colours of its holes. */
export interface MapBoard {
  id: string;
  group: number;
  shape: Shape;
  x: number;
  y: number;
  angle: number;
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
    boards: level.boards.map((b) => ({
      id: b.id,
      group: b.group,
      shape: structuredClone(b.shape),
      x: b.x,
      y: b.y,
      angle: b.angle,
      holes: b.holes.map((h) => ({ x: h.x, y: h.y })),
    })),
    boxes: { positions: level.boxes.positions, locked: [...level.boxes.locked] },
    tray: { ...level.tray },
    ...(level.countdown === undefined ? {} : { countdown: level.countdown }),
  };
}
