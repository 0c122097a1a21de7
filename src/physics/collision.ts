// Collision filters that keep the layers apart: boards of one group may touch, boards of different
// groups never do, and a falling board touches nothing.

/** A matter collision filter with every field set. */
export interface LayerFilter {
  group: number;
  category: number;
  mask: number;
}

/** Category bits available to groups; groups beyond this share bits (cyclically). */
const GROUP_BITS = 31;

/** The category bit of a group (groups are numbered 1..n). */
export function groupCategory(group: number): number {
  const index = (Math.max(1, Math.floor(group)) - 1) % GROUP_BITS;
  return 1 << index;
}

/** Filter of a board that is held (fixed or hanging): it meets only boards of its own group. */
export function heldFilter(group: number): LayerFilter {
  const category = groupCategory(group);
  return { group: 0, category, mask: category };
}

/** Filter of a falling board: it meets nothing. */
export function fallingFilter(group: number): LayerFilter {
  return { group: 0, category: groupCategory(group), mask: 0 };
}
