// The seeded random source gives the same numbers on every device: fixed sequences, fixed hashes.
import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, mulberry32, pickOne, shuffled } from '../../../src/core/random';

describe('mulberry32', () => {
  it('gives the reference sequence for a seed (the same on every device)', () => {
    const next = mulberry32(1);
    expect([next(), next(), next()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    const other = mulberry32(0xdeadbeef);
    expect([other(), other()]).toEqual([0.9413696140982211, 0.26719574979506433]);
  });

  it('stays in [0, 1)', () => {
    const next = mulberry32(42);
    const values = Array.from({ length: 10_000 }, next);
    expect(values.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('hashSeed', () => {
  it('is a fixed 32-bit number for the same parts', () => {
    expect(hashSeed(0)).toBe(3842070216);
    expect(hashSeed('a-01')).toBe(2648719013);
    expect(hashSeed(1, 2)).toBe(3106242705);
    for (const parts of [[0], ['a-01'], [1, 'x', 2.5], [-1]] as (string | number)[][]) {
      const h = hashSeed(...parts);
      expect(h).toBe(hashSeed(...parts));
      expect(Number.isInteger(h) && h >= 0 && h <= 0xffffffff).toBe(true);
    }
  });

  it('tells apart numbers and texts, orders of parts, and fractions', () => {
    const hashes = [hashSeed(1), hashSeed('1'), hashSeed(1, 2), hashSeed(2, 1), hashSeed(1.5), hashSeed(-1)];
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe('createRng', () => {
  it('repeats its sequence for the same seed, number or text', () => {
    const a = createRng('level-7');
    const b = createRng('level-7');
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
    expect(createRng(5).seed).toBe(5);
    expect(createRng(-5).seed).toBe(hashSeed(-5));
  });

  it('int(n) stays in 0..n-1 and reaches every value', () => {
    const rng = createRng(9);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const k = rng.int(7);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThan(7);
      seen.add(k);
    }
    expect(seen.size).toBe(7);
    expect(rng.int(0)).toBe(0);
  });

  it('shuffles into a permutation, the same one for the same seed', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const once = shuffled(items, createRng(3));
    expect([...once].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled(items, createRng(3))).toEqual(once);
    expect(once).not.toEqual(items);
    expect(pickOne([], createRng(1))).toBeUndefined();
    expect(items).toContain(pickOne(items, createRng(1)));
  });
});
