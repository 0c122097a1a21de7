// Variant B's holding plate (spec 2 and 9): 5 slots open at the start, at most 7 after expansion plates.
// A module of its own so that the variant config reads the figure without the level-file schema.
export const CANDY_HOLDING_SLOTS = { initial: 5, max: 7 } as const;
