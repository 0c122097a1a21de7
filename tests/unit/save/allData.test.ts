import { describe, expect, it } from 'vitest';
import { newerCloudCopy, parseAllData, readSavedAt, serializeAllData, writeSavedAt } from '../../../src/save/allData';
import { defaultGameData } from '../../../src/save/gameData';
import { SCREW_SAVE_DEFAULTS } from '../../../src/save/screwSave';
import { safeStore } from '../../../src/platform/storage';

/** A store over a plain map. */
function memoryStore() {
  const map = new Map<string, string>();
  return safeStore({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) });
}

const save = { ...SCREW_SAVE_DEFAULTS, game_level: 7, score: 120, scoreMax: 140 };
const gameData = { ...defaultGameData(), coin1: 350 };

describe('allData (the host copy of the saves)', () => {
  it('round-trips both saves and the time they were written', () => {
    const back = parseAllData(serializeAllData(save, gameData, 1_700_000_000_000))!;
    expect(back.savedAt).toBe(1_700_000_000_000);
    expect(back.save).toEqual(save);
    expect(back.gameData.coin1).toBe(350);
  });

  it('a missing, broken or foreign string is no copy at all', () => {
    expect(parseAllData(null)).toBeNull();
    expect(parseAllData('{oops')).toBeNull();
    expect(parseAllData('[1,2]')).toBeNull();
    expect(parseAllData(JSON.stringify({ hello: 1 }))).toBeNull();
  });

  it('bad fields inside a copy fall back field by field', () => {
    const back = parseAllData(JSON.stringify({ savedAt: 'x', screw: { game_level: -3, score: 40 }, gameData: 7 }))!;
    expect(back.savedAt).toBe(0);
    expect(back.save).toMatchObject({ game_level: 1, score: 40, scoreMax: 40 });
    expect(back.gameData.coin1).toBe(0);
  });

  it('the cloud copy wins only when it was written after the device last wrote', () => {
    const cloud = parseAllData(serializeAllData(save, gameData, 2000));
    expect(newerCloudCopy(cloud, 1000)).toBe(cloud);
    expect(newerCloudCopy(cloud, 2000)).toBeNull();
    expect(newerCloudCopy(cloud, 3000)).toBeNull();
    expect(newerCloudCopy(null, 0)).toBeNull();
  });

  it('the device remembers when it last wrote', () => {
    const store = memoryStore();
    expect(readSavedAt(store)).toBe(0);
    writeSavedAt(store, 1234);
    expect(readSavedAt(store)).toBe(1234);
  });
});
