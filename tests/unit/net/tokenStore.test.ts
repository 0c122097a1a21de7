// Spec 6: the Authorization token lives in local storage with its expiry; a missing or expired token is absent.
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../src/net/config';
import { createTokenStore, parseStoredToken } from '../../../src/net/tokenStore';
import { safeStore } from '../../../src/platform/storage';

const NOW = 1_800_000_000_000;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    storage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) },
  };
}

describe('the stored token', () => {
  it('is stored under its key with its expiry', () => {
    const { map, storage } = memoryStorage();
    const tokens = createTokenStore(safeStore(storage), () => NOW);
    expect(tokens.set('abc', NOW + 1000)).toBe(true);
    expect(JSON.parse(map.get(TOKEN_STORAGE_KEY) ?? '')).toEqual({ token: 'abc', expiresAt: NOW + 1000 });
    expect(tokens.get()).toBe('abc');
    expect(tokens.read()).toEqual({ token: 'abc', expiresAt: NOW + 1000 });
  });

  it('is absent when missing, and absent once its expiry is reached', () => {
    let now = NOW;
    const tokens = createTokenStore(safeStore(null), () => now);
    expect(tokens.get()).toBeNull();
    tokens.set('abc', NOW + 1000);
    now = NOW + 999;
    expect(tokens.get()).toBe('abc');
    now = NOW + 1000;
    expect(tokens.get()).toBeNull();
    expect(tokens.get(NOW)).toBe('abc');
  });

  it('is absent after clear', () => {
    const tokens = createTokenStore(safeStore(null), () => NOW);
    tokens.set('abc', NOW + 1000);
    tokens.clear();
    expect(tokens.get()).toBeNull();
  });

  it.each([
    ['not JSON', '{tok'],
    ['null', 'null'],
    ['a string', '"abc"'],
    ['no expiry', '{"token":"abc"}'],
    ['a string expiry', '{"token":"abc","expiresAt":"soon"}'],
    ['an empty token', `{"token":"","expiresAt":${NOW + 1000}}`],
    ['a numeric token', `{"token":5,"expiresAt":${NOW + 1000}}`],
  ])('a corrupt record (%s) reads as absent', (_name, raw) => {
    expect(parseStoredToken(raw)).toBeNull();
    const { map, storage } = memoryStorage();
    map.set(TOKEN_STORAGE_KEY, raw);
    expect(createTokenStore(safeStore(storage), () => NOW).get()).toBeNull();
  });

  it('never throws when storage throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const tokens = createTokenStore(safeStore(broken), () => NOW);
    expect(tokens.set('abc', NOW + 1000)).toBe(false);
    // safeStore keeps the write in memory for this visit.
    expect(tokens.get()).toBe('abc');
    const throwing = createTokenStore(
      {
        get: () => {
          throw new Error('x');
        },
        set: () => {
          throw new Error('x');
        },
      },
      () => NOW,
    );
    expect(throwing.get()).toBeNull();
    expect(throwing.set('a', NOW + 1)).toBe(false);
    vi.restoreAllMocks();
  });
});
