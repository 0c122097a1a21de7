// Saves with plausible ranges (the issue "bad levels never crash the tab", saves): for arbitrary stored
// input every field of a parsed save lies within its range (src/save/saveRanges), and a value out of its
// range or of the wrong type falls back to that field's default alone, keeping every other field.
// The ranges are written out again here from the table in src/save/saveRanges.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANDY_TASKS, TASK_POINTS_MAX } from '../../../src/core/candyTasks';
import { HEARTS } from '../../../src/core/hearts';
import { LEVEL_BOUNDS } from '../../../src/core/levelBounds';
import { SIGN_IN_DAYS } from '../../../src/core/signIn';
import { SCREW_TASKS, taskPointsMax } from '../../../src/core/tasks';
import { parseAllData, readSavedAt, SAVED_AT_KEY } from '../../../src/save/allData';
import { CANDY_COUNT_DEFAULTS, parseCandySave, type CandySave } from '../../../src/save/candySave';
import { chartRecordsOf } from '../../../src/save/candyChartRecords';
import { GAME_DATA_COUNTERS, parseGameData, type GameData } from '../../../src/save/gameData';
import { BEST_TIME_MAX_MS, MAX_WIN_SCORE } from '../../../src/save/saveRanges';
import { parseScrewSave, type ScrewSave } from '../../../src/save/screwSave';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';

const NOW = Date.UTC(2026, 10, 24, 12);
const DAY = 24 * 3600 * 1000;
const LEVEL_MAX = 100_000;
const SCORE_CAP = 10_000_000;
const WALLET_CAP = 1e9;
const COUNT_CAP = 1e9;
const TIME_CAP = NOW + 3 * DAY;

const whole = (n: unknown, min: number, max: number) =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;

/** The fields of a parsed save outside their range (empty when all are within). */
function screwSaveOut(s: ScrewSave): string[] {
  const out: string[] = [];
  if (!whole(s.game_level, 1, LEVEL_MAX)) out.push('game_level');
  if (!whole(s.score, 0, SCORE_CAP)) out.push('score');
  if (!whole(s.scoreMax, s.score, SCORE_CAP)) out.push('scoreMax');
  if (typeof s.game_music !== 'boolean' || typeof s.game_sound !== 'boolean') out.push('settings');
  return out;
}

function gameDataOut(d: GameData): string[] {
  const out: string[] = [];
  for (const field of GAME_DATA_COUNTERS) {
    const threshold = SCREW_TASKS.find((t) => t.counter === field)?.threshold;
    const max =
      field === 'coin1' || field.startsWith('prop')
        ? WALLET_CAP
        : field === 'tournamentBestScore'
          ? SCORE_CAP
          : field === 'taskListNum'
            ? taskPointsMax()
            : (threshold ?? COUNT_CAP);
    if (!whole(d[field], 0, max)) out.push(field);
  }
  for (const [id, ms] of Object.entries(d.bestTimes))
    if (!whole(ms, 1, LEVEL_BOUNDS.countdown * 1000) || id.length > 64) out.push(`bestTimes.${id}`);
  if (Object.getPrototypeOf(d.bestTimes) !== Object.prototype) out.push('bestTimes prototype');
  if (!whole(d.hints.used, 0, COUNT_CAP)) out.push('hints.used');
  if (d.tournamentBestScoreId.length > 64) out.push('tournamentBestScoreId');
  if (d.arrFriend.length > 500 || d.arrFriend.some((f) => f.length > 64)) out.push('arrFriend');
  return out;
}

function candySaveOut(c: CandySave): string[] {
  const out: string[] = [];
  const wallet = ['coin1', 'prop0', 'prop1', 'prop2', 'money', 'gold'];
  const times = ['lastSignInTime', 'tasksDayTime', 'outLineTime', 'signInTime', 'Day_home1'];
  for (const field of Object.keys(CANDY_COUNT_DEFAULTS) as (keyof typeof CANDY_COUNT_DEFAULTS)[]) {
    const [min, max] = wallet.includes(field)
      ? [0, WALLET_CAP]
      : times.includes(field)
        ? [0, TIME_CAP]
        : field === 'lv' || field === 'playerLv'
          ? [1, LEVEL_MAX]
          : field === 'tournamentBestScore'
            ? [0, SCORE_CAP]
            : field === 'signInProgressIdx' || field === 'signInDayIdx'
              ? [0, 7]
              : [0, COUNT_CAP];
    if (!whole(c[field], min, max)) out.push(field);
  }
  for (const task of CANDY_TASKS) if (!whole(c[task.id], 0, task.target)) out.push(task.id);
  if (!whole(c.taskListNum, 0, TASK_POINTS_MAX)) out.push('taskListNum');
  if (!whole(c.signIn, 0, SIGN_IN_DAYS.length - 1)) out.push('signIn');
  if (!whole(c.maxHeartNum, 1, HEARTS.max)) out.push('maxHeartNum');
  if (!whole(c.curHeartNum, 0, c.maxHeartNum)) out.push('curHeartNum');
  if (!whole(c.addHreatTime, 1, DAY / 1000)) out.push('addHreatTime');
  if (!(c.addHeartLeftTime >= 0 && c.addHeartLeftTime <= c.addHreatTime)) out.push('addHeartLeftTime');
  if (!whole(c.level, 1, LEVEL_MAX)) out.push('level');
  if (!whole(c.levelBK, 0, LEVEL_MAX)) out.push('levelBK');
  if (!/^[a-z]{2}_[A-Z]{2}$/.test(c.curLanguage)) out.push('curLanguage');
  if (c.tournamentBestScoreId.length > 64) out.push('tournamentBestScoreId');
  if (c.arrFriend.length > 500 || c.arrFriend.some((f) => f.length > 64)) out.push('arrFriend');
  if ('score' in c.extras && !whole(c.extras.score, 0, SCORE_CAP)) out.push('extras.score');
  if ('scoreMax' in c.extras && !whole(c.extras.scoreMax, 0, SCORE_CAP)) out.push('extras.scoreMax');
  if ('prop3' in c.extras && !whole(c.extras.prop3, 0, WALLET_CAP)) out.push('extras.prop3');
  if (Object.getPrototypeOf(c.extras) !== Object.prototype) out.push('extras prototype');
  return out;
}

/** Numbers at and past every range, extreme doubles, numeric strings ("1e300"), other types. */
const extreme = fc.oneof(
  fc.constantFrom(
    -1,
    -0,
    0,
    1,
    6,
    7,
    8,
    20,
    21,
    65,
    66,
    100,
    101,
    600,
    86_400,
    86_401,
    3_600_000,
    3_600_001,
    100_000,
    100_001,
    1e7,
    1e7 + 1,
    1e9,
    1e9 + 1,
    1e10,
    1e15,
    1e20,
    1e300,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    NOW,
    NOW + 2 * DAY,
    NOW + 4 * DAY,
    NOW + 365 * DAY,
    2.5,
    NaN,
    Infinity,
    -Infinity,
  ),
  fc.double(),
  fc.integer(),
  fc.constantFrom('1e300', '1e20', '-5', '12', 'NaN', '', ' ', 'x'.repeat(100), '9'.repeat(400)),
  fc.anything(),
);

const screwFields = ['game_music', 'game_sound', 'game_level', 'score', 'scoreMax'];
const gameDataFields = [...GAME_DATA_COUNTERS, 'hints', 'bestTimes', 'tournamentBestScoreId', 'arrFriend'];
const candyFields = [
  ...Object.keys(CANDY_COUNT_DEFAULTS),
  ...CANDY_TASKS.map((t) => t.id),
  ...['taskListNum', 'signIn', 'maxHeartNum', 'curHeartNum', 'addHreatTime', 'addHeartLeftTime', 'level'],
  ...['levelBK', 'curLanguage', 'tournamentBestScoreId', 'arrFriend', 'score', 'scoreMax', 'prop3'],
  ...['__proto__', 'constructor', 'prototype', 'valueOf', 'toString', 'hasOwnProperty'],
];

/** A record of some of `fields` with extreme values (and, for the nested tables, extreme entries). */
const recordOf = (fields: string[]) =>
  fc.dictionary(
    fc.constantFrom(...fields),
    fc.oneof(
      extreme,
      fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('a-01', '__proto__', 'x'.repeat(65))), extreme),
      fc.record({ day: fc.constantFrom('2026-11-24', 'nope'), used: extreme }),
      fc.array(fc.oneof(fc.string(), extreme), { maxLength: 20 }),
    ),
  );

/** As a stored text would come back: JSON.parse makes __proto__ an own key. */
const stored = (record: unknown) => {
  try {
    return JSON.stringify(record) ?? 'null';
  } catch {
    return 'null';
  }
};

describe('every parsed save field lies within its range, for arbitrary input', () => {
  it('variant A save', () => {
    fc.assert(
      fc.property(fc.oneof(recordOf(screwFields), fc.anything()), (record) => {
        expect(screwSaveOut(parseScrewSave(stored(record)))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('variant A gameData, as text and as a parsed value', () => {
    fc.assert(
      fc.property(fc.oneof(recordOf(gameDataFields), fc.anything()), (record) => {
        expect(gameDataOut(parseGameData(stored(record)))).toEqual([]);
        expect(gameDataOut(parseGameData(record))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('variant B save, and the chart records read from it', () => {
    fc.assert(
      fc.property(fc.oneof(recordOf(candyFields), fc.anything()), (record) => {
        const candy = parseCandySave(stored(record), undefined, NOW);
        expect(candySaveOut(candy)).toEqual([]);
        expect(candySaveOut(parseCandySave(record, undefined, NOW))).toEqual([]);
        const chart = chartRecordsOf(candy);
        expect(screwSaveOut(chart.save)).toEqual([]);
        expect(gameDataOut(chart.gameData)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('allData from the host', () => {
    fc.assert(
      fc.property(recordOf(screwFields), recordOf(gameDataFields), extreme, (screw, gameData, savedAt) => {
        const all = parseAllData(JSON.stringify({ version: 1, savedAt, screw, gameData }), NOW);
        if (!all) return;
        expect(whole(all.savedAt, 0, TIME_CAP)).toBe(true);
        expect(screwSaveOut(all.save)).toEqual([]);
        expect(gameDataOut(all.gameData)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a value out of range falls back to its default alone', () => {
  it('a best score given as the text "1e300" reads 0 (not "Best 1e+300"); the other fields stay', () => {
    const save = parseScrewSave(JSON.stringify({ game_level: 7, score: 120, scoreMax: '1e300', game_music: false }));
    expect(save).toEqual({ game_level: 7, score: 120, scoreMax: 120, game_music: false, game_sound: true });
    // Variant B keeps the score as an extra field of its one save: the same there.
    const candy = parseCandySave({ level: 7, score: 120, scoreMax: '1e300', coin1: 50 }, undefined, NOW);
    expect(candy.extras).toEqual({ score: 120 });
    expect(chartRecordsOf(candy).save).toMatchObject({ game_level: 7, score: 120, scoreMax: 120 });
    expect(candy.coin1).toBe(50);
  });

  it('variant A save: a level past 100,000 and a score past the cap', () => {
    expect(parseScrewSave(JSON.stringify({ game_level: 1e9, score: 40, scoreMax: 60 }))).toMatchObject({
      game_level: 1,
      score: 40,
      scoreMax: 60,
    });
    expect(parseScrewSave(JSON.stringify({ game_level: 100_000, score: 1e8, scoreMax: 60 }))).toMatchObject({
      game_level: 100_000,
      score: 0,
      scoreMax: 60,
    });
  });

  it('variant A gameData: wallet past 1e9, task points past the day, best times past the countdown cap', () => {
    const data = parseGameData({
      version: 3,
      coin1: 1e300,
      prop0: 2e9,
      prop1: 4,
      task11: 1e12,
      task1: 9,
      taskListNum: 1000,
      tournamentBestScore: 1e8,
      bestTimes: { 'a-01': 1e12, 'a-02': 0, 'a-03': 45_000, 'a-04': '1e300' },
      tournamentBestScoreId: 'x'.repeat(1000),
      arrFriend: ['ok', 'y'.repeat(65), ...Array.from({ length: 600 }, (_, i) => `f${i}`)],
    });
    expect(data).toMatchObject({
      coin1: 0,
      prop0: 0,
      prop1: 4,
      task11: 0,
      task1: 5,
      taskListNum: 0,
      tournamentBestScore: 0,
      bestTimes: { 'a-03': 45_000 },
      tournamentBestScoreId: '',
    });
    expect(data.arrFriend).toHaveLength(500);
    expect(data.arrFriend[0]).toBe('ok');
  });

  it('variant B save: times in the far future, hearts, sign-in day and levels out of range', () => {
    const candy = parseCandySave(
      {
        lastSignInTime: NOW + 365 * DAY,
        tasksDayTime: NOW + 2 * DAY,
        outLineTime: 1e20,
        signInTime: 1,
        signIn: 8,
        maxHeartNum: 1e6,
        curHeartNum: 999,
        addHreatTime: 1e12,
        level: 1e9,
        levelBK: 5,
        coin1: 1e10,
        prop0: 3,
        lv: 0,
      },
      undefined,
      NOW,
    );
    expect(candy).toMatchObject({
      lastSignInTime: 0,
      tasksDayTime: NOW + 2 * DAY,
      outLineTime: 0,
      signInTime: 1,
      signIn: 0,
      maxHeartNum: HEARTS.max,
      curHeartNum: HEARTS.max,
      addHreatTime: HEARTS.regenSeconds,
      level: 1,
      levelBK: 5,
      coin1: 0,
      prop0: 3,
      lv: 1,
    });
  });

  it('variant B save: a field named like an Object method (valueOf, toString) is kept as an extra field', () => {
    // Found by the property test above (seed 1256485103): the extra fields' ranges were looked up in an object.
    expect(parseCandySave({ valueOf: null, toString: 3 }, undefined, NOW).extras).toEqual({
      valueOf: null,
      toString: 3,
    });
  });

  it('variant B save: prototype keys are not kept as extra fields', () => {
    const candy = parseCandySave('{"__proto__":{"coin1":5},"constructor":1,"custom":2}', undefined, NOW);
    expect(candy.extras).toEqual({ custom: 2 });
    expect(Object.getPrototypeOf(candy.extras)).toBe(Object.prototype);
  });

  it('allData: a copy stamped in the far future does not win over every later write', () => {
    const screw = { game_level: 3 };
    expect(parseAllData(JSON.stringify({ savedAt: NOW + 365 * DAY, screw }), NOW)?.savedAt).toBe(0);
    expect(parseAllData(JSON.stringify({ savedAt: NOW - DAY, screw }), NOW)?.savedAt).toBe(NOW - DAY);
    const store = new Map<string, string>([[SAVED_AT_KEY, String(1e20)]]);
    expect(readSavedAt({ get: (k) => store.get(k) ?? null, set: () => true }, NOW)).toBe(0);
  });

  it('the caps follow from the game: every variant wins at most MAX_WIN_SCORE, best times stop at the countdown cap', () => {
    expect(screwVariant.winScore).toBeLessThanOrEqual(MAX_WIN_SCORE);
    expect(candyVariant.winScore).toBeLessThanOrEqual(MAX_WIN_SCORE);
    expect(BEST_TIME_MAX_MS).toBe(LEVEL_BOUNDS.countdown * 1000);
  });
});
