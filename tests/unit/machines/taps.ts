// The one input event of the game chart, as the scene's hit test makes it (DESIGN.md, the flow of one tap).
import type { CanvasHit } from '../../../src/core/types';

const tap = (hit: CanvasHit) => ({ type: 'CANVAS_TAP' as const, hit });

/** A tap on a screw still on its board; `covered` when a board of a higher group lies over it now. */
export const screwTap = (id: string, covered = false, boardId: string | null = id.split('.')[0] ?? null) =>
  tap({ kind: 'screw', id, covered, boardId });
/** A tap on a locked box position. */
export const boxTap = (position: number) => tap({ kind: 'lockedBox', position });
/** A tap inside a board's outline (away from its screws), or on nothing when `boardId` is null. */
export const boardTap = (boardId: string | null) =>
  tap(boardId === null ? { kind: 'none' } : { kind: 'board', boardId });
