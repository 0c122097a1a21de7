// Spec 3 and 7 (variant B): the player save under a fixed key, every field of the spec with its default,
// corrupt fields defaulted one by one, legacy and unknown fields kept; the writer saves locally at once
// and hands the cloud copy to the platform at most every 30 s, only when changed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANDY_TASK_IDS, CANDY_TASKS, TASK_POINTS_MAX } from '../../../src/core/candyTasks';
import { HEARTS } from '../../../src/core/hearts';
import { realClock } from '../../../src/platform/clock';
import { SAVE_INTERVAL_MS } from '../../../src/platform/saveThrottle';
import {
  CANDY_SAVE_KEY,
  CANDY_SAVE_VERSION,
  createCandySaveWriter,
  defaultCandySave,
  loadCandySave,
  parseCandySave,
  saveCandySave,
  serializeCandySave,
} from '../../../src/save/candySave';
import { safeStore, type KeyValueStore } from '../../../src/platform/storage';

/** Every field spec 3 lists for variant B's save. */
const SPEC_FIELDS = [
  ...['isSigInX2', 'isSigIn', 'signIn', 'lastSignInTime'],
  ...CANDY_TASK_IDS,
  ...['taskListNum', 'Get1', 'Get2', 'Get3'],
  ...['coin1', 'prop0', 'prop1', 'prop2'],
  ...['level', 'levelBK'],
  ...['isMusicOn', 'isSoundOn', 'isShock', 'isVibart', 'curLanguage'],
  ...['maxHeartNum', 'curHeartNum', 'addHreatTime', 'addHeartLeftTime', 'outLineTime'],
  ...['money', 'settlementBar', 'playerLv', 'curEx', 'propArr', 'propDayShare'],
  ...['curCardSkinIdx', 'totalCardSkinNum', 'unlockCardSkinIdx'],
  ...['isSign', 'isSignIn', 'signInProgressIdx', 'signInDayIdx', 'signInTime', 'isTodaySignInGetCardSkin'],
  'dailyChallengeCompleteDateArr',
  ...['isFirstPlay', 'isGuide', 'isShowSignInUI', 'Day_home1', 'lv', 'gold', 'exp'],
  ...['toolHammerCount', 'toolChangeCount', 'toolStopCount', 'toolBigChangeCount'],
  ...['tool1', 'tool2', 'tool3', 'tool4'],
  ...['arrFriend', 'tournamentBestScoreId', 'tournamentBestScore', 'pause', 'playerRankData'],
];

/** A store over a plain map. */
function mapStore(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const writes: string[] = [];
  const store: KeyValueStore = {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => {
      map.set(key, value);
      writes.push(key);
      return true;
    },
  };
  return { store, map, writes };
}

describe('the save record', () => {
  it('lives under a fixed key', () => {
    expect(CANDY_SAVE_KEY).toBe('screw-puzzle.candy.v1');
  });

  it("holds every field of spec 3 with the spec's defaults", () => {
    const d = defaultCandySave();
    for (const field of SPEC_FIELDS) expect(d, field).toHaveProperty(field);
    expect(d).toMatchObject({
      version: CANDY_SAVE_VERSION,
      isSigInX2: false,
      isSigIn: false,
      signIn: 0,
      lastSignInTime: 0,
      taskListNum: 0,
      Get1: false,
      Get2: false,
      Get3: false,
      coin1: 0,
      level: 1,
      isMusicOn: true,
      isSoundOn: true,
      curLanguage: 'en_US',
      maxHeartNum: HEARTS.max,
      curHeartNum: HEARTS.max,
      addHreatTime: HEARTS.regenSeconds,
      totalCardSkinNum: 6,
      toolHammerCount: 3,
      toolChangeCount: 3,
      toolStopCount: 3,
      toolBigChangeCount: 3,
      dailyChallengeCompleteDateArr: {},
      arrFriend: [],
      extras: {},
    });
    for (const id of CANDY_TASK_IDS) expect(d[id]).toBe(0);
  });

  it('fills missing fields and keeps the present ones', () => {
    const d = parseCandySave(JSON.stringify({ coin1: 900, level: 12, signIn: 4, curLanguage: 'pt_PT' }));
    expect(d).toMatchObject({ coin1: 900, level: 12, signIn: 4, curLanguage: 'pt_PT', curHeartNum: 20, prop1: 0 });
  });

  it('corrupt fields get their defaults one by one, the others are kept', () => {
    const d = parseCandySave({
      level: 'abc',
      levelBK: -2,
      coin1: -5,
      prop0: 2.5,
      prop1: '7',
      signIn: 9,
      taskListNum: 150,
      task0: 9,
      task8: 12,
      curHeartNum: 50,
      maxHeartNum: 0,
      addHreatTime: -1,
      addHeartLeftTime: 9999,
      outLineTime: 'yesterday',
      isMusicOn: 'maybe',
      isSoundOn: 0,
      curLanguage: 5,
      arrFriend: 'me',
      dailyChallengeCompleteDateArr: { 2025: { 2: [1, 30, 'x', 3, 3] }, abc: {} },
      toolHammerCount: 'lots',
    });
    expect(d).toMatchObject({
      level: 1,
      levelBK: 1,
      coin1: 0,
      prop0: 0,
      prop1: 7,
      signIn: 0,
      taskListNum: TASK_POINTS_MAX,
      task0: CANDY_TASKS[0]!.target,
      task8: 12,
      maxHeartNum: HEARTS.max,
      curHeartNum: HEARTS.max,
      addHreatTime: HEARTS.regenSeconds,
      addHeartLeftTime: HEARTS.regenSeconds,
      outLineTime: 0,
      isMusicOn: true,
      isSoundOn: false,
      curLanguage: 'en_US',
      arrFriend: [],
      toolHammerCount: 3,
    });
    expect(d.dailyChallengeCompleteDateArr['2025']!['2']).toEqual([1, 3]);
    expect(Object.keys(d.dailyChallengeCompleteDateArr)).toEqual(['2025']);
  });

  it('an invalid level is 1; level 0 and negative levels too', () => {
    for (const level of [0, -3, 1.5, null, 'x', Number.NaN]) expect(parseCandySave({ level }).level).toBe(1);
  });

  it('garbage gives the defaults, never throws', () => {
    for (const raw of ['{', 'null', '[]', '42', null, undefined, 7, []]) {
      expect(parseCandySave(raw)).toEqual(defaultCandySave());
    }
  });

  it('with today, the daily-challenge year tables of this year and the last are made', () => {
    const d = defaultCandySave({ year: 2026, month: 3, day: 2 });
    expect(Object.keys(d.dailyChallengeCompleteDateArr).sort()).toEqual(['2025', '2026']);
  });
});

describe('legacy and unknown fields', () => {
  const old = {
    coin1: 1234,
    level: 8,
    money: 55,
    propArr: [{ id: 1, n: 2 }],
    propDayShare: { day: 3, n: 1 },
    unlockCardSkinIdx: [0, 2, 5],
    playerRankData: { rank: 17, name: 'Ana' },
    isSign: true,
    signInDayIdx: 4,
    toolHammerCount: 9,
    tool2: true,
    Day_home1: 20240101,
    somethingFromAnotherBuild: { nested: [1, 2, 3] },
    anotherUnknown: 'text',
  };

  it('are read and kept through a load and a save (no version: the old game)', () => {
    const { store, map } = mapStore({ [CANDY_SAVE_KEY]: JSON.stringify(old) });
    const loaded = loadCandySave(store);
    const { somethingFromAnotherBuild: _a, anotherUnknown: _b, ...legacy } = old;
    expect(loaded).toMatchObject(legacy);
    expect(loaded.extras).toEqual({
      somethingFromAnotherBuild: old.somethingFromAnotherBuild,
      anotherUnknown: old.anotherUnknown,
    });
    expect(saveCandySave(store, loaded)).toBe(true);
    const written = JSON.parse(map.get(CANDY_SAVE_KEY)!) as Record<string, unknown>;
    for (const [field, value] of Object.entries(old)) expect(written[field], field).toEqual(value);
    expect(written.version).toBe(CANDY_SAVE_VERSION);
    expect('extras' in written).toBe(false);
    expect(loadCandySave(store)).toEqual(loaded);
  });

  it('a round trip is stable', () => {
    const d = parseCandySave(old);
    expect(parseCandySave(serializeCandySave(d))).toEqual(d);
    expect(serializeCandySave(parseCandySave(serializeCandySave(d)))).toBe(serializeCandySave(d));
  });

  it('unreadable storage gives the defaults', () => {
    const store = safeStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    });
    expect(loadCandySave(store)).toEqual(defaultCandySave());
  });
});

describe('the save writer', () => {
  beforeEach(() => void vi.useFakeTimers({ now: Date.UTC(2025, 0, 6, 9) }));
  afterEach(() => void vi.useRealTimers());

  function writer(initial: Record<string, string> = {}) {
    const local = mapStore(initial);
    const cloud: string[] = [];
    const platform = { saveData: (s: string) => void cloud.push(s), flushData: vi.fn(async () => {}) };
    const w = createCandySaveWriter(local.store, platform, realClock);
    const stored = () => JSON.parse(local.map.get(CANDY_SAVE_KEY) ?? 'null') as Record<string, unknown> | null;
    return { w, local, cloud, platform, stored };
  }

  it('starts from the stored record', () => {
    const { w } = writer({ [CANDY_SAVE_KEY]: JSON.stringify({ coin1: 40, oldField: 1 }) });
    expect(w.get()).toMatchObject({ coin1: 40, extras: { oldField: 1 } });
  });

  it('every scalar write is saved locally at once', () => {
    const { w, stored, local } = writer();
    w.set('coin1', 300);
    expect(stored()).toMatchObject({ coin1: 300 });
    w.set('isMusicOn', false);
    expect(stored()).toMatchObject({ coin1: 300, isMusicOn: false });
    w.patch({ signIn: 2, isSigIn: true, lastSignInTime: Date.now() });
    expect(stored()).toMatchObject({ signIn: 2, isSigIn: true });
    expect(local.writes).toHaveLength(3);
    expect(w.get()).toMatchObject({ coin1: 300, isMusicOn: false, signIn: 2 });
  });

  it('a write that changes nothing writes nothing', () => {
    const { w, local, cloud } = writer();
    w.set('coin1', 0);
    w.patch({ level: 1 });
    expect(local.writes).toEqual([]);
    expect(cloud).toEqual([]);
  });

  it('a bad value written gets its default, like a bad value read', () => {
    const { w } = writer();
    w.set('level', -4);
    w.set('curHeartNum', 99);
    expect(w.get()).toMatchObject({ level: 1, curHeartNum: HEARTS.max });
  });

  it('the cloud copy goes to the platform at most every 30 s, the latest one', async () => {
    expect(SAVE_INTERVAL_MS).toBe(30_000);
    const { w, cloud } = writer();
    w.set('coin1', 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(cloud).toHaveLength(1);
    expect(JSON.parse(cloud[0]!)).toMatchObject({ coin1: 1 });
    w.set('coin1', 2);
    await vi.advanceTimersByTimeAsync(5_000);
    w.set('coin1', 3);
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS - 5_000 - 1);
    expect(cloud).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(cloud).toHaveLength(2);
    expect(JSON.parse(cloud[1]!)).toMatchObject({ coin1: 3 });
    await vi.advanceTimersByTimeAsync(10 * SAVE_INTERVAL_MS);
    expect(cloud).toHaveLength(2);
  });

  it('only when changed: going back to what the cloud holds sends nothing', async () => {
    const { w, cloud } = writer();
    w.set('coin1', 5);
    await vi.advanceTimersByTimeAsync(0);
    w.set('coin1', 6);
    w.set('coin1', 5);
    await vi.advanceTimersByTimeAsync(2 * SAVE_INTERVAL_MS);
    expect(cloud).toHaveLength(1);
  });

  it('flush hands a waiting copy over at once and asks the platform to flush', async () => {
    const { w, cloud, platform } = writer();
    w.set('prop0', 1);
    await vi.advanceTimersByTimeAsync(0);
    w.set('prop0', 2);
    await w.flush();
    expect(cloud).toHaveLength(2);
    expect(JSON.parse(cloud[1]!)).toMatchObject({ prop0: 2 });
    expect(platform.flushData).toHaveBeenCalledTimes(1);
  });

  it('the chart patches are written with their field names', () => {
    const { w, stored } = writer();
    w.patch({ curHeartNum: 12, addHeartLeftTime: 321.5, outLineTime: Date.now() });
    expect(stored()).toMatchObject({ curHeartNum: 12, addHeartLeftTime: 321.5, outLineTime: Date.now() });
  });
});
