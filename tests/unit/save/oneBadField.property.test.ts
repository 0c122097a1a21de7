// A save with one corrupt field keeps all the others (the issue "The game chart owns the game": the
// domain apart from the save format, a fallback per field). For every field of every stored format, any
// junk in that one field leaves every other field of the parsed record exactly as a good record gives it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAllData } from '../../../src/save/allData';
import { defaultCandySave, parseCandySave, type CandySave } from '../../../src/save/candySave';
import { defaultGameData, parseGameData, type GameData } from '../../../src/save/gameData';
import { parseScrewSave, SCREW_SAVE_DEFAULTS, type ScrewSave } from '../../../src/save/screwSave';

const NOW = Date.UTC(2026, 10, 24, 12);
const DAY_MS = 24 * 3600 * 1000;

/** What a corrupt field can hold: other types, numbers past every range, odd texts, nested junk. */
const junk = fc.oneof(
  fc.constantFrom(null, true, false, -1, -0.5, 2.5, 1e300, -1e300, '', 'x', '1e300', '-5', 'NaN', [], {}),
  fc.double(),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.string({ maxLength: 80 }),
  fc.anything({ maxDepth: 2 }),
);

const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every field of `good` but `field` reads back as in the good record, whatever `field` holds. */
function checkEveryField<T extends object>(
  good: Record<string, unknown>,
  fields: readonly string[],
  parse: (stored: string) => T,
) {
  const expected = parse(JSON.stringify(good)) as Record<string, unknown>;
  // The good record is read as written: a fixture that fell back would prove nothing.
  for (const field of fields) expect(expected[field], field).toEqual(good[field]);
  fc.assert(
    fc.property(fc.constantFrom(...fields), junk, (field, value) => {
      const parsed = parse(JSON.stringify({ ...good, [field]: value })) as Record<string, unknown>;
      // Junk the reader takes as a valid value (a whole number in range, say) is not corrupt: a valid
      // value may rightly bound another field (seconds to the next heart within the regeneration time).
      const without = parse(JSON.stringify({ ...good, [field]: undefined })) as Record<string, unknown>;
      fc.pre(isEqual(parsed[field], without[field]));
      for (const other of fields) {
        if (other !== field) expect(parsed[other], `${other} after a bad ${field}`).toEqual(expected[other]);
      }
    }),
    { numRuns: 2000 },
  );
}

/** Variant A's save, every field away from its default. */
const screwGood: ScrewSave = { game_music: false, game_sound: false, game_level: 17, score: 420, scoreMax: 900 };

/** Variant A's gameData, every field set to a valid value that is not its default. */
function gameDataGood(): GameData {
  const base = defaultGameData();
  const data: Record<string, unknown> = { ...base };
  for (const [field, value] of Object.entries(base)) {
    if (typeof value === 'number' && field !== 'version') data[field] = 1;
    if (typeof value === 'boolean') data[field] = !value;
  }
  return {
    ...(data as unknown as GameData),
    dailyChallengeCompleteDateArr: {
      '2026': Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), i === 10 ? [3, 20] : []])),
    },
    arrFriend: ['ann', 'bo'],
    tournamentBestScoreId: 'cup-7',
    hints: { day: '2026-11-20', used: 2 },
    tasksClaimed: ['task1'],
    chestsClaimed: ['chest-1'],
    tasksDay: '2026-11-20',
    firstWinDay: '2026-11-21',
    bestTimes: { 'level-1': 42_000, 'level-2': 61_500 },
  };
}

/** Variant B's save, every field set to a valid value that is not its default. */
function candyGood(): CandySave {
  const base = defaultCandySave();
  const data: Record<string, unknown> = { ...base };
  for (const [field, value] of Object.entries(base)) {
    if (typeof value === 'number' && field !== 'version') data[field] = 1;
    if (typeof value === 'boolean') data[field] = !value;
  }
  return {
    ...(data as unknown as CandySave),
    lastSignInTime: NOW - DAY_MS,
    tasksDayTime: NOW - 2 * DAY_MS,
    outLineTime: NOW - 3 * DAY_MS,
    signIn: 3,
    maxHeartNum: 12,
    curHeartNum: 4,
    addHreatTime: 300,
    addHeartLeftTime: 120,
    level: 33,
    levelBK: 30,
    curLanguage: 'de_DE',
    dailyChallengeCompleteDateArr: {
      '2026': Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), i === 10 ? [1, 2] : []])),
    },
    arrFriend: ['cy'],
    tournamentBestScoreId: 'cup-9',
    propArr: [1, 2],
    propDayShare: 2,
    unlockCardSkinIdx: [0, 3],
    playerRankData: { rank: 4 },
    extras: {},
  };
}

describe('one corrupt field keeps all the others, in every stored format', () => {
  it('variant A save: every field', { timeout: 60_000 }, () => {
    checkEveryField(screwGood as unknown as Record<string, unknown>, Object.keys(SCREW_SAVE_DEFAULTS), (text) =>
      parseScrewSave(text),
    );
  });

  it('variant A gameData: every field', { timeout: 60_000 }, () => {
    const good = gameDataGood();
    const fields = Object.keys(good).filter((f) => f !== 'version');
    checkEveryField(good as unknown as Record<string, unknown>, fields, (text) => parseGameData(text));
  });

  it('variant B save: every field, the legacy ones too', { timeout: 60_000 }, () => {
    const good = candyGood();
    const { extras: _extras, ...record } = good;
    const fields = Object.keys(record).filter((f) => f !== 'version');
    checkEveryField(record, fields, (text) => parseCandySave(text, undefined, NOW));
  });

  it('allData from the host: a bad field of either record keeps the rest of both', { timeout: 60_000 }, () => {
    const screw = screwGood as unknown as Record<string, unknown>;
    const gameData = gameDataGood() as unknown as Record<string, unknown>;
    const read = (s: unknown, g: unknown) =>
      parseAllData(JSON.stringify({ version: 1, savedAt: NOW - DAY_MS, screw: s, gameData: g }), NOW)!;
    const expected = read(screw, gameData);
    const fields = [
      ...Object.keys(screw).map((f) => ['screw', f] as const),
      ...Object.keys(gameData)
        .filter((f) => f !== 'version')
        .map((f) => ['gameData', f] as const),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...fields), junk, ([record, field], value) => {
        const all =
          record === 'screw'
            ? read({ ...screw, [field]: value }, gameData)
            : read(screw, { ...gameData, [field]: value });
        expect(all).not.toBeNull();
        for (const [r, other] of fields) {
          if (r === record && other === field) continue;
          const got = (r === 'screw' ? all.save : all.gameData) as unknown as Record<string, unknown>;
          const want = (r === 'screw' ? expected.save : expected.gameData) as unknown as Record<string, unknown>;
          expect(got[other], `${r}.${other} after a bad ${record}.${field}`).toEqual(want[other]);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
