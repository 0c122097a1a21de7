// The cover query: which boards of a higher group lie over a screw's head now.
import { circleOverlapsConvex, type Point } from '../core/geometry';

/** How far a board must reach into a screw head before it counts (a graze does not). */
export const COVER_MARGIN = 2;

/** A present board as the cover query sees it: its layer and its outline in the world now. */
export interface CoverCandidate {
  id: string;
  group: number;
  outline: readonly Point[];
}

/** Ids of the boards of a group above `screwGroup` that overlap the screw head at `centre`. */
export function coveringBoardIds(
  centre: Point,
  radius: number,
  screwGroup: number,
  candidates: Iterable<CoverCandidate>,
  margin = COVER_MARGIN,
): string[] {
  const ids: string[] = [];
  for (const c of candidates) {
    if (c.group <= screwGroup) continue;
    if (circleOverlapsConvex(centre, radius, c.outline as Point[], margin)) ids.push(c.id);
  }
  return ids;
}
