// Storage keys that more than one module names (the variant config and the save layer), written once.
// A module of its own, without the parsers, so that the config reads a key without loading them.

/** Variant B's one save record (spec 3, variant B). */
export const CANDY_SAVE_KEY = 'screw-puzzle.candy.v1';
