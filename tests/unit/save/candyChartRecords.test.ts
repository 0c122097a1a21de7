// Variant B's one save and the shared chart's two records: read, written back, nothing lost.
import { describe, expect, it } from 'vitest';
import { CANDY_SAVE_KEY, createCandySaveWriter, defaultCandySave, parseCandySave } from '../../../src/save/candySave';
import { candyPatchOfGameData, candyPatchOfSave, chartRecordsOf } from '../../../src/save/candyChartRecords';
import type { KeyValueStore } from '../../../src/platform/storage';

const TODAY = { year: 2026, month: 11, day: 22 };

function mapStore(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const store: KeyValueStore = {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => {
      map.set(key, value);
      return true;
    },
  };
  return { store, map };
}

describe("the chart's records inside variant B's save", () => {
  it('a new player reads level 1, no coins, music and sound on, and this year and last in the daily table', () => {
    const { save, gameData } = chartRecordsOf(defaultCandySave(TODAY), TODAY);
    expect(save).toEqual({ game_music: true, game_sound: true, game_level: 1, score: 0, scoreMax: 0 });
    expect([gameData.coin1, gameData.prop0, gameData.prop1, gameData.prop2, gameData.prop3]).toEqual([0, 0, 0, 0, 0]);
    expect(Object.keys(gameData.dailyChallengeCompleteDateArr).sort()).toEqual(['2025', '2026']);
  });

  it("reads the spec's field names: level, coin1, props, isMusicOn, isSoundOn, isVibart, the daily table", () => {
    const candy = parseCandySave(
      {
        level: 7,
        coin1: 900,
        prop0: 1,
        prop1: 2,
        prop2: 3,
        isMusicOn: false,
        isSoundOn: true,
        isVibart: false,
        dailyChallengeCompleteDateArr: { 2026: { 11: [3, 1] } },
        score: 140,
        scoreMax: 160,
        prop3: 4,
      },
      TODAY,
    );
    const { save, gameData } = chartRecordsOf(candy, TODAY);
    expect(save).toEqual({ game_music: false, game_sound: true, game_level: 7, score: 140, scoreMax: 160 });
    expect(gameData).toMatchObject({ coin1: 900, prop0: 1, prop1: 2, prop2: 3, prop3: 4, isVibart: false });
    expect(gameData.dailyChallengeCompleteDateArr['2026']?.['11']).toEqual([1, 3]);
  });

  it('bad extra fields read as their defaults and lose nothing else', () => {
    const candy = parseCandySave({ level: 4, coin1: 50, score: 'lots', scoreMax: -3, prop3: 'x' });
    const { save, gameData } = chartRecordsOf(candy);
    expect(save).toMatchObject({ game_level: 4, score: 0, scoreMax: 0 });
    expect(gameData).toMatchObject({ coin1: 50, prop3: 0 });
  });

  it('written back through the writer, every value survives a reload, with legacy fields and B task points kept', () => {
    const { store, map } = mapStore({
      [CANDY_SAVE_KEY]: JSON.stringify({
        level: 2,
        gold: 77,
        Day_home1: 5,
        taskListNum: 45,
        task8: 12,
        someOldField: 'x',
      }),
    });
    const writer = createCandySaveWriter(store, { saveData: () => {} });
    const { save, gameData } = chartRecordsOf(writer.get(), TODAY);
    writer.patch(candyPatchOfSave({ ...save, game_level: 3, score: 20, scoreMax: 20, game_music: false }));
    writer.patch(
      candyPatchOfGameData({ ...gameData, coin1: 100, prop2: 1, prop3: 2, taskListNum: 0, task8: 0, isVibart: false }),
    );
    const reread = parseCandySave(map.get(CANDY_SAVE_KEY) ?? null, TODAY);
    const again = chartRecordsOf(reread, TODAY);
    expect(again.save).toEqual({ game_music: false, game_sound: true, game_level: 3, score: 20, scoreMax: 20 });
    expect(again.gameData).toMatchObject({ coin1: 100, prop2: 1, prop3: 2, isVibart: false });
    expect(reread).toMatchObject({ level: 3, isMusicOn: false, gold: 77, Day_home1: 5, taskListNum: 45, task8: 12 });
    expect(reread.extras).toMatchObject({ someOldField: 'x' });
  });
});
