// Which board a point lands on, top-most layer first (for the remove-board skill).
import { pointInConvex, type Point } from '../core/geometry';
import type { CoverCandidate } from './coverQuery';

/** The id of the top-most board whose outline holds the point; later boards win a tie in a group. */
export function topBoardAt(point: Point, candidates: Iterable<CoverCandidate>): string | null {
  let best: CoverCandidate | null = null;
  for (const c of candidates) {
    if (best && c.group < best.group) continue;
    if (pointInConvex(point, c.outline as Point[])) best = c;
  }
  return best ? best.id : null;
}
