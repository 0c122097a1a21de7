// Spec 3 and 4: variant A's app-level gameData, read field by field with defaults, versioned, with year
// tables for the current and the previous year; plus today's free hints and the claimed tasks.
import { describe, expect, it, vi } from 'vitest';
import type { DayKey } from '../../../src/core/calendar';
import {
  defaultGameData,
  FREE_HINTS_PER_DAY,
  freeHintsLeft,
  GAME_DATA_COUNTERS,
  GAME_DATA_KEY,
  GAME_DATA_VERSION,
  loadGameData,
  markDailyCompleted,
  migrateGameData,
  parseGameData,
  saveGameData,
  spendHint,
  type GameData,
} from '../../../src/save/gameData';
import { safeStore } from '../../../src/platform/storage';

const today: DayKey = { year: 2026, month: 11, day: 21 };
const emptyYear = () => Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), [] as number[]]));

const DEFAULTS: GameData = {
  version: 3,
  coin1: 0,
  prop0: 0,
  prop1: 0,
  prop2: 0,
  prop3: 0,
  task1: 0,
  task2: 0,
  task3: 0,
  task4: 0,
  task5: 0,
  task6: 0,
  task7: 0,
  task8: 0,
  task9: 0,
  task10: 0,
  task11: 0,
  taskListNum: 0,
  dailyChallengeCompleteDateArr: {},
  isMusicOn: true,
  isSoundOn: true,
  isVibart: true,
  arrFriend: [],
  tournamentBestScore: 0,
  tournamentBestScoreId: '',
  pause: false,
  hints: { day: '', used: 0 },
  tasksClaimed: [],
  chestsClaimed: [],
  tasksDay: '',
  firstWinDay: '',
  bestTimes: {},
};

function memoryStore() {
  const map = new Map<string, string>();
  return { map, store: safeStore({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) }) };
}

describe('gameData defaults', () => {
  it('every field of the spec, with its default', () => {
    expect(defaultGameData()).toEqual(DEFAULTS);
    expect(GAME_DATA_VERSION).toBe(3);
    expect(GAME_DATA_COUNTERS).toHaveLength(18);
  });

  it('with today, year tables for the current and the previous year', () => {
    expect(defaultGameData(today).dailyChallengeCompleteDateArr).toEqual({ '2025': emptyYear(), '2026': emptyYear() });
  });

  it.each(['{', 'null', '[]', '"text"', '42', 'undefined', ''])('survives corrupt JSON %s', (raw) => {
    expect(parseGameData(raw)).toEqual(DEFAULTS);
  });

  it.each([null, undefined, 7, true, [1, 2]])('survives a stored value that is not an object: %s', (raw) => {
    expect(parseGameData(raw)).toEqual(DEFAULTS);
  });
});

describe('gameData is read field by field', () => {
  const good = {
    version: 3,
    coin1: 450,
    prop0: 2,
    prop3: 1,
    task4: 7,
    taskListNum: 60,
    isMusicOn: false,
    isSoundOn: true,
    isVibart: false,
    arrFriend: ['a1', 'b2'],
    tournamentBestScore: 880,
    tournamentBestScoreId: 't-9',
    pause: true,
    hints: { day: '2026-11-21', used: 2 },
    tasksClaimed: ['task1', 'task3'],
    chestsClaimed: ['chest1'],
    tasksDay: '2026-11-21',
    firstWinDay: '2026-11-20',
    bestTimes: { 'a-01': 41_200 },
    dailyChallengeCompleteDateArr: { '2026': { '11': [4, 1] } },
  };

  it('keeps good values', () => {
    const data = parseGameData(JSON.stringify(good));
    expect(data).toMatchObject({
      ...good,
      dailyChallengeCompleteDateArr: { '2026': { ...emptyYear(), '11': [1, 4] } },
    });
    expect(data.prop1).toBe(0);
  });

  it('accepts an already parsed object as well as JSON text', () => {
    expect(parseGameData(good)).toEqual(parseGameData(JSON.stringify(good)));
  });

  // Each bad field falls back alone; every other field of `good` survives.
  const bad: [string, unknown, unknown][] = [
    ['coin1', -5, 0],
    ['coin1', 2.5, 0],
    ['coin1', 'lots', 0],
    ['coin1', null, 0],
    ['coin1', 1e300, 0],
    ['prop0', [3], 0],
    ['task4', {}, 0],
    ['taskListNum', true, 0],
    ['tournamentBestScore', Number.NaN, 0],
    ['isMusicOn', 'maybe', true],
    ['isVibart', null, true],
    ['pause', 'yes', false],
    ['arrFriend', 'a1', []],
    ['tournamentBestScoreId', 42, ''],
    ['hints', 'three', { day: '', used: 0 }],
    ['hints', { day: '2026-02-30', used: 2 }, { day: '', used: 0 }],
    ['dailyChallengeCompleteDateArr', [1, 2, 3], {}],
    ['tasksClaimed', 'task1', []],
  ];

  it.each(bad)('a bad %s (%j) falls back to its default alone', (field, value, fallback) => {
    const data = parseGameData({ ...good, [field]: value }) as unknown as Record<string, unknown>;
    expect(data[field]).toEqual(fallback);
    const others = Object.keys(good).filter((k) => k !== field && k !== 'dailyChallengeCompleteDateArr');
    for (const k of others) expect(data[k], k).toEqual((good as Record<string, unknown>)[k]);
  });

  it('numbers stored as strings by older builds are read; numeric flags too', () => {
    const data = parseGameData({ coin1: '300', task11: '4', isSoundOn: 0, pause: 'true' });
    expect(data).toMatchObject({ coin1: 300, task11: 4, isSoundOn: false, pause: true });
  });

  it('claimed task ids: strings only, without repeats', () => {
    expect(parseGameData({ version: 2, tasksClaimed: ['task1', 7, '', 'task1', 'task6'] }).tasksClaimed).toEqual([
      'task1',
      'task6',
    ]);
  });

  it('friend ids: strings only, without repeats', () => {
    expect(parseGameData({ arrFriend: ['x', 3, null, 'x', '', 'y'] }).arrFriend).toEqual(['x', 'y']);
  });

  it('hint counts: a bad count on a good day is 0', () => {
    expect(parseGameData({ hints: { day: '2026-11-21', used: -1 } }).hints).toEqual({ day: '2026-11-21', used: 0 });
  });

  it('completed days: real days of that month only, sorted, unique; bad years and months dropped', () => {
    const data = parseGameData({
      dailyChallengeCompleteDateArr: {
        '2024': { '2': [29, 29, 0, 32, 1.5, '3', 'x', null, 1] },
        '2026': { '2': [29, 28], '4': [31, 30], '13': [1], '0': [1], '6': 'all', '7': { 1: 1 } },
        '2025': 'oops',
        abc: { '1': [1] },
        '99': { '1': [1] },
      },
    });
    const t = data.dailyChallengeCompleteDateArr;
    expect(Object.keys(t).sort()).toEqual(['2024', '2026']);
    expect(t['2024']?.['2']).toEqual([1, 3, 29]);
    expect(t['2026']?.['2']).toEqual([28]);
    expect(t['2026']?.['4']).toEqual([30]);
    expect(t['2026']?.['6']).toEqual([]);
    expect(t['2026']?.['7']).toEqual([]);
    expect(Object.keys(t['2026'] ?? {})).toEqual(Object.keys(emptyYear()));
  });

  it('with today, the current and previous year tables are added and older years kept', () => {
    const t = parseGameData(
      { dailyChallengeCompleteDateArr: { '2023': { '1': [5] } } },
      today,
    ).dailyChallengeCompleteDateArr;
    expect(Object.keys(t).sort()).toEqual(['2023', '2025', '2026']);
    expect(t['2023']?.['1']).toEqual([5]);
    expect(t['2026']).toEqual(emptyYear());
  });
});

/** What the step from version 2 to 3 adds. */
const V3_ADDS = { chestsClaimed: [], tasksDay: '', firstWinDay: '', bestTimes: {} };

describe('gameData versions', () => {
  it('version 2 to 3: the task progress and claims are kept (their day unknown); no chest, bonus or best time yet', () => {
    const v2 = { version: 2, coin1: 40, task1: 3, taskListNum: 15, tasksClaimed: ['task3'], chestsClaimed: ['chest1'] };
    expect(migrateGameData(v2)).toEqual({ ...v2, version: 3, ...V3_ADDS });
    expect(parseGameData(JSON.stringify(v2))).toMatchObject({
      version: 3,
      coin1: 40,
      task1: 3,
      taskListNum: 15,
      tasksClaimed: ['task3'],
      ...V3_ADDS,
    });
  });

  it('version 3 fields are read defensively: days must be real, best times whole and positive', () => {
    const data = parseGameData({
      version: 3,
      chestsClaimed: ['chest1', 4, 'chest1'],
      tasksDay: '2026-02-30',
      firstWinDay: '2026-11-21',
      bestTimes: { 'a-01': 41_200, 'a-02': -5, 'a-03': 'x', '': 9, 'a-04': '7000' },
    });
    expect(data).toMatchObject({
      chestsClaimed: ['chest1'],
      tasksDay: '',
      firstWinDay: '2026-11-21',
      bestTimes: { 'a-01': 41_200, 'a-04': 7000 },
    });
  });

  it('a record without a version (the original game) keeps its fields and gets the new ones', () => {
    const old = { coin1: 120, prop2: 3, dailyChallengeCompleteDateArr: { '2026': { '10': [3] } } };
    const data = parseGameData(JSON.stringify(old));
    expect(data).toMatchObject({
      version: 3,
      coin1: 120,
      prop2: 3,
      hints: { day: '', used: 0 },
      tasksClaimed: [],
      isMusicOn: true,
    });
    expect(data.dailyChallengeCompleteDateArr['2026']?.['10']).toEqual([3]);
  });

  it('version 0, or a bad version, is upgraded like a missing one', () => {
    for (const version of [0, '0', 'x', -1, null]) {
      expect(migrateGameData({ version, coin1: 5 })).toEqual({ version: 3, coin1: 5, ...V3_ADDS, tasksClaimed: [] });
    }
  });

  it('version 1 to 2: the task counters are kept and nothing counts as claimed yet', () => {
    const v1 = {
      version: 1,
      task1: 5,
      taskListNum: 30,
      hints: { day: '2026-11-21', used: 1 },
      tasksClaimed: ['task1'],
    };
    expect(migrateGameData(v1)).toEqual({ ...v1, version: 3, ...V3_ADDS, tasksClaimed: [] });
    expect(parseGameData(JSON.stringify(v1))).toMatchObject({
      version: 3,
      task1: 5,
      taskListNum: 30,
      hints: { day: '2026-11-21', used: 1 },
      tasksClaimed: [],
    });
  });

  it('the current version passes through; a newer one is read for the fields this build knows', () => {
    expect(migrateGameData({ version: 3, coin1: 5, tasksClaimed: ['task1'] })).toEqual({
      version: 3,
      coin1: 5,
      tasksClaimed: ['task1'],
    });
    const newer = parseGameData({ version: 7, coin1: 9, somethingNew: [1] });
    expect(newer.version).toBe(3);
    expect(newer.coin1).toBe(9);
    expect(newer).not.toHaveProperty('somethingNew');
  });

  it('anything that is not an object migrates to an empty current record', () => {
    expect(migrateGameData('x')).toEqual({ version: 3 });
    expect(migrateGameData([1])).toEqual({ version: 3 });
  });

  it('does not change its input', () => {
    const raw = { coin1: 3 };
    migrateGameData(raw);
    expect(raw).toEqual({ coin1: 3 });
  });
});

describe('gameData storage', () => {
  it('saves under its own key beside the screw save and loads back, with year tables', () => {
    const { map, store } = memoryStore();
    store.set('screw-puzzle.screw.v1', '{"game_level":4}');
    const data = markDailyCompleted({ ...defaultGameData(today), coin1: 75 }, { year: 2026, month: 11, day: 20 });
    expect(saveGameData(store, GAME_DATA_KEY, data)).toBe(true);
    expect(map.get('screw-puzzle.screw.v1')).toBe('{"game_level":4}');
    expect(JSON.parse(map.get(GAME_DATA_KEY) ?? '{}')).toMatchObject({ version: 3, coin1: 75 });
    expect(loadGameData(store, GAME_DATA_KEY, today)).toEqual(data);
  });

  it('another variant keeps its own key', () => {
    const { store } = memoryStore();
    saveGameData(store, 'variant-b.gameData', { ...defaultGameData(), coin1: 9 });
    expect(loadGameData(store, GAME_DATA_KEY, today).coin1).toBe(0);
    expect(loadGameData(store, 'variant-b.gameData', today).coin1).toBe(9);
  });

  it('nothing saved gives the defaults with year tables for today', () => {
    expect(loadGameData(memoryStore().store, GAME_DATA_KEY, today)).toEqual(defaultGameData(today));
  });

  it('storage that throws leaves the game playable: defaults, and writes kept for this visit', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = safeStore({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(loadGameData(store, GAME_DATA_KEY, today)).toEqual(defaultGameData(today));
    const data = { ...defaultGameData(today), coin1: 40 };
    expect(saveGameData(store, GAME_DATA_KEY, data)).toBe(false);
    expect(loadGameData(store, GAME_DATA_KEY, today).coin1).toBe(40);
    warn.mockRestore();
  });

  it('no storage at all still works for the visit', () => {
    const store = safeStore(null);
    expect(loadGameData(store, GAME_DATA_KEY, today)).toEqual(defaultGameData(today));
  });
});

describe('daily challenge and hints', () => {
  it('markDailyCompleted adds the day without changing the input', () => {
    const data = defaultGameData(today);
    const next = markDailyCompleted(data, today);
    expect(next.dailyChallengeCompleteDateArr['2026']?.['11']).toEqual([21]);
    expect(data.dailyChallengeCompleteDateArr['2026']?.['11']).toEqual([]);
    expect(markDailyCompleted(next, today)).toBe(next);
  });

  it('the first 3 hints of a day are free', () => {
    expect(FREE_HINTS_PER_DAY).toBe(3);
    let data = defaultGameData(today);
    expect(freeHintsLeft(data, today)).toBe(3);
    for (const left of [2, 1, 0, 0]) {
      data = spendHint(data, today);
      expect(freeHintsLeft(data, today)).toBe(left);
    }
    expect(data.hints).toEqual({ day: '2026-11-21', used: 4 });
  });

  it('hints reset on a new day, across a month end too', () => {
    const end = { year: 2026, month: 11, day: 30 };
    const next = { year: 2026, month: 12, day: 1 };
    let data = spendHint(spendHint(spendHint(defaultGameData(), end), end), end);
    expect(freeHintsLeft(data, end)).toBe(0);
    expect(freeHintsLeft(data, next)).toBe(3);
    data = spendHint(data, next);
    expect(data.hints).toEqual({ day: '2026-12-01', used: 1 });
    expect(freeHintsLeft(data, next)).toBe(2);
  });

  it('a different free allowance can be given', () => {
    expect(freeHintsLeft(spendHint(defaultGameData(), today), today, 5)).toBe(4);
  });

  it('hints survive a save and load', () => {
    const { store } = memoryStore();
    saveGameData(store, GAME_DATA_KEY, spendHint(defaultGameData(today), today));
    expect(freeHintsLeft(loadGameData(store, GAME_DATA_KEY, today), today)).toBe(2);
  });
});
