// A save that cannot be read must not wipe progress: both variants' records keep a last good copy, a read
// falls back to it, and only when both copies fail does the game start afresh and tell the player.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANDY_SAVE_KEY, createCandySaveWriter, defaultCandySave, loadCandySave } from '../../../src/save/candySave';
import { defaultGameData, GAME_DATA_KEY, loadGameData, saveGameData } from '../../../src/save/gameData';
import { isReadableRecord, readBackedUp, SAVE_TIPS, withSaveBackups } from '../../../src/save/saveBackup';
import { backupKeyOf, unreadableKeyOf } from '../../../src/save/saveKeys';
import { SCREW_SAVE_DEFAULTS, screwSaveStore } from '../../../src/save/screwSave';
import type { KeyValueStore } from '../../../src/platform/storage';
import { screwVariant } from '../../../src/variants/screw';

const TODAY = { year: 2026, month: 11, day: 21 };

/** A device's storage as a map, and the store the game sees through the backups. */
function device(keys: readonly string[], initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const raw: KeyValueStore = {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => {
      map.set(key, value);
      return true;
    },
  };
  const lost: string[] = [];
  const store = withSaveBackups(raw, keys, (key) => void lost.push(key));
  return { map, store, lost };
}

const CORRUPT = ['{"coin1": 5', '[1, 2, 3]', '42', '"text"', 'null', ''];

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => void vi.restoreAllMocks());

describe('a readable record', () => {
  it('is JSON of an object; corrupt text and other shapes are not', () => {
    expect(isReadableRecord('{}')).toBe(true);
    expect(isReadableRecord('{"level": 3}')).toBe(true);
    for (const text of [...CORRUPT, null]) expect(isReadableRecord(text), String(text)).toBe(false);
  });
});

describe("variant B's save", () => {
  const good = JSON.stringify({ ...JSON.parse(JSON.stringify(defaultCandySave())), coin1: 1234, level: 9 });

  it.each(CORRUPT)('a corrupt main record (%j) with a good backup is restored from the backup', (text) => {
    const { map, store, lost } = device([CANDY_SAVE_KEY], {
      [CANDY_SAVE_KEY]: text,
      [backupKeyOf(CANDY_SAVE_KEY)]: good,
    });
    expect(loadCandySave(store)).toMatchObject({ coin1: 1234, level: 9 });
    expect(map.get(CANDY_SAVE_KEY)).toBe(good);
    expect(map.get(unreadableKeyOf(CANDY_SAVE_KEY))).toBe(text);
    expect(lost).toEqual([]);
  });

  it('every write keeps the last good copy, so a later corruption loses nothing', () => {
    const { map, store } = device([CANDY_SAVE_KEY]);
    const writer = createCandySaveWriter(store, { saveData: () => {} });
    writer.patch({ coin1: 300, level: 4 });
    expect(map.get(backupKeyOf(CANDY_SAVE_KEY))).toBe(map.get(CANDY_SAVE_KEY));
    map.set(CANDY_SAVE_KEY, '{"coin1": 30');
    expect(createCandySaveWriter(store, { saveData: () => {} }).get()).toMatchObject({ coin1: 300, level: 4 });
  });

  it('both copies corrupt: the defaults, reported once, and the unreadable text set aside', () => {
    const { map, store, lost } = device([CANDY_SAVE_KEY], {
      [CANDY_SAVE_KEY]: '{"coin1": 5',
      [backupKeyOf(CANDY_SAVE_KEY)]: '[]',
    });
    expect(loadCandySave(store)).toEqual(defaultCandySave());
    expect(loadCandySave(store)).toEqual(defaultCandySave());
    expect(lost).toEqual([CANDY_SAVE_KEY]);
    expect(map.get(unreadableKeyOf(CANDY_SAVE_KEY))).toBe('{"coin1": 5');
  });

  it('a new player (nothing stored) gets the defaults and no message', () => {
    const { store, lost } = device([CANDY_SAVE_KEY]);
    expect(loadCandySave(store)).toEqual(defaultCandySave());
    expect(lost).toEqual([]);
  });

  it('a good record saved before backups existed gets its backup when read', () => {
    const { map, store } = device([CANDY_SAVE_KEY], { [CANDY_SAVE_KEY]: good });
    expect(loadCandySave(store).coin1).toBe(1234);
    expect(map.get(backupKeyOf(CANDY_SAVE_KEY))).toBe(good);
  });
});

describe("variant A's save and gameData", () => {
  const keys = [screwVariant.saveKey, GAME_DATA_KEY];

  it('corrupt main records with good backups are restored', () => {
    const save = JSON.stringify({ ...SCREW_SAVE_DEFAULTS, game_level: 12, score: 220, scoreMax: 220 });
    const data = JSON.stringify({ ...defaultGameData(TODAY), coin1: 900, prop3: 2 });
    const { store, lost } = device(keys, {
      [screwVariant.saveKey]: 'not json',
      [backupKeyOf(screwVariant.saveKey)]: save,
      [GAME_DATA_KEY]: '[]',
      [backupKeyOf(GAME_DATA_KEY)]: data,
    });
    expect(screwSaveStore(store, screwVariant.saveKey).load()).toMatchObject({ game_level: 12, score: 220 });
    expect(loadGameData(store, GAME_DATA_KEY, TODAY)).toMatchObject({ coin1: 900, prop3: 2 });
    expect(lost).toEqual([]);
  });

  it('writes keep the backups; both copies corrupt fall back to the defaults and are reported', () => {
    const { map, store, lost } = device(keys);
    screwSaveStore(store, screwVariant.saveKey).save({ ...SCREW_SAVE_DEFAULTS, game_level: 5 });
    saveGameData(store, GAME_DATA_KEY, { ...defaultGameData(TODAY), coin1: 40 });
    expect(map.get(backupKeyOf(screwVariant.saveKey))).toBe(map.get(screwVariant.saveKey));
    expect(map.get(backupKeyOf(GAME_DATA_KEY))).toBe(map.get(GAME_DATA_KEY));
    for (const key of keys) {
      map.set(key, '{');
      map.set(backupKeyOf(key), '{');
    }
    expect(screwSaveStore(store, screwVariant.saveKey).load()).toEqual(SCREW_SAVE_DEFAULTS);
    expect(loadGameData(store, GAME_DATA_KEY, TODAY)).toEqual(defaultGameData(TODAY));
    expect(lost).toEqual(keys);
  });
});

describe('the helper', () => {
  it('leaves other keys alone (no backup of a token or a timestamp)', () => {
    const { map, store } = device([CANDY_SAVE_KEY]);
    store.set('screw-puzzle.savedAt', '12');
    expect(store.get('screw-puzzle.savedAt')).toBe('12');
    expect(map.has(backupKeyOf('screw-puzzle.savedAt'))).toBe(false);
  });

  it('says where it read from', () => {
    const { store } = device([]);
    expect(readBackedUp(store, 'k')).toEqual({ raw: null, source: 'none' });
    store.set('k', '{');
    expect(readBackedUp(store, 'k').source).toBe('lost');
  });

  it("has the player's message in English (the toast translates it)", () => {
    expect(SAVE_TIPS.unreadable).toBe('Your saved progress could not be read. A new game has started.');
  });
});
