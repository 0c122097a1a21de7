// Seeded randomness that gives the same numbers on every device: a 32-bit string/number hash and the
// mulberry32 generator. Only 32-bit integer maths (Math.imul, >>>) is used, so no platform's float
// rounding can change a sequence; nothing here reads Math.random or the clock.

/** A seeded source of random numbers; the same seed gives the same sequence everywhere. */
export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, n) (0 when n is 0 or less). */
  int(n: number): number;
  /** The seed this generator started from (a 32-bit unsigned integer). */
  readonly seed: number;
}

/** A seed as callers give it: any number, or a text such as a level id. */
export type Seed = number | string;

/** The finaliser of MurmurHash3: spreads every input bit over the whole word. */
function fmix32(n: number): number {
  let h = n >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Folds one 32-bit word into a running hash (order matters, so `[a, b]` and `[b, a]` differ). */
function fold(h: number, word: number): number {
  return fmix32((Math.imul(h ^ (word >>> 0), 0x9e3779b1) + 0x7f4a7c15) >>> 0);
}

/** Turns a number into 32-bit words: integers exactly, other numbers through their text. */
function wordsOfNumber(n: number): number[] {
  if (Number.isSafeInteger(n)) return [n >>> 0, Math.floor(n / 0x100000000) >>> 0];
  return wordsOfText(String(n));
}

function wordsOfText(s: string): number[] {
  const out: number[] = [s.length];
  for (let i = 0; i < s.length; i++) out.push(s.charCodeAt(i));
  return out;
}

/** A 32-bit seed from texts and numbers, identical on every device (used to derive level and player seeds). */
export function hashSeed(...parts: Seed[]): number {
  let h = 0x243f6a88;
  for (const part of parts) {
    // The kind tag keeps the number 1 and the text "1" apart.
    h = fold(h, typeof part === 'number' ? 1 : 2);
    for (const w of typeof part === 'number' ? wordsOfNumber(part) : wordsOfText(part)) h = fold(h, w);
  }
  return h;
}

/** The mulberry32 generator: a small, fast 32-bit PRNG with a full 2^32 period. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded generator; a text seed (or a number that is not a 32-bit integer) is hashed first. */
export function createRng(seed: Seed): Rng {
  const s =
    typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff ? seed : hashSeed(seed);
  const next = mulberry32(s);
  return {
    seed: s,
    next,
    int: (n) => (n <= 0 ? 0 : Math.floor(next() * n)),
  };
}

/** Shuffles a copy of the items with the generator (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One item picked uniformly; undefined for an empty list. */
export function pickOne<T>(items: readonly T[], rng: Rng): T | undefined {
  return items.length === 0 ? undefined : items[rng.int(items.length)];
}
