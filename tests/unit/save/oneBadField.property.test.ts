// A save with one corrupt field keeps all the others (the issue "The game chart owns the game": the
// domain apart from the save format, a fallback per field). For every field of every stored format, taken
// from the format's schema so that a new field is covered at once, any junk in that one field leaves
// every other field of the parsed record exactly as a good record gives it. A save that cannot be read at
// all gives the defaults, and the player is told.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAllData } from '../../../src/save/allData';
import {
  CANDY_OPAQUE_DEFAULTS,
  CANDY_SAVE_KEY,
  candySaveSchema,
  defaultCandySave,
  loadCandySave,
  parseCandySave,
  type CandySave,
} from '../../../src/save/candySave';
import { CANDY_EXTRA_FIELDS } from '../../../src/save/candyChartRecords';
import {
  defaultGameData,
  GAME_DATA_KEY,
  gameDataSchema,
  loadGameData,
  parseGameData,
  type GameData,
} from '../../../src/save/gameData';
import { SAVE_TIPS, withSaveBackups } from '../../../src/save/saveBackup';
import { backupKeyOf, unreadableKeyOf } from '../../../src/save/saveKeys';
import { parseScrewSave, SCREW_SAVE_DEFAULTS, screwSaveSchema, screwSaveStore } from '../../../src/save/screwSave';
import type { KeyValueStore } from '../../../src/platform/storage';
import { screwVariant } from '../../../src/variants/screw';

const NOW = Date.UTC(2026, 10, 24, 12);
const DAY_MS = 24 * 3600 * 1000;
const TODAY = { year: 2026, month: 11, day: 24 };

/** What a corrupt field can hold: other types, numbers past every range, odd and huge texts, nested junk. */
const junk = fc.oneof(
  fc.constantFrom(null, true, false, -1, -0.5, 2.5, 5e-324, 1e300, -1e300, '', 'x', '1e300', '-5', 'NaN', [], {}),
  fc.constantFrom('x'.repeat(100_000), '9'.repeat(400), ' ', '[]', '{}', [{}], [[1]], { day: 'x', used: 1 }),
  // A key that would reach a prototype, nested where a table or a list belongs.
  fc.constantFrom(
    JSON.parse('{"__proto__": {"coin1": 5, "2026": {}}, "2026": {"1": [1]}}') as unknown,
    JSON.parse('{"constructor": {"prototype": {"x": 1}}}') as unknown,
  ),
  fc.double(),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.string({ maxLength: 80 }),
  fc.anything({ maxDepth: 2 }),
);

/** Keys that are no field but could reach a prototype or shadow one of its methods: they change no field. */
const STRAY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every field of `good` but `field` reads back as in the good record, whatever `field` (or a stray key)
 * holds. `fields` are the schema's; `keptAsRead` the fields that keep any value as read.
 */
function checkEveryField(
  good: Record<string, unknown>,
  fields: readonly string[],
  defaults: Record<string, unknown>,
  parse: (stored: string) => Record<string, unknown>,
  keptAsRead: ReadonlySet<string> = new Set(),
) {
  const expected = parse(JSON.stringify(good));
  for (const field of fields) {
    // The good record is read as written, and differs from the defaults: a fallback would show.
    expect(expected[field], field).toEqual(good[field]);
    expect(good[field], `the good ${field} is its default`).not.toEqual(defaults[field]);
  }
  const anyValue = new Set([...keptAsRead, ...STRAY_KEYS]);
  for (const field of [...fields, ...STRAY_KEYS]) {
    let rejected = 0;
    const without = parse(JSON.stringify({ ...good, [field]: undefined }));
    fc.assert(
      fc.property(junk, (value) => {
        const parsed = parse(JSON.stringify({ ...good, [field]: value }));
        // Junk the reader takes as a valid value (a whole number in range, say) is not corrupt: a valid
        // value may rightly bound another field (seconds to the next heart within the regeneration time).
        if (!isEqual(parsed[field], without[field]) && !anyValue.has(field)) return;
        rejected += 1;
        for (const other of fields) {
          if (other !== field) expect(parsed[other], `${other} after a bad ${field}`).toEqual(expected[other]);
        }
      }),
      { numRuns: 50 },
    );
    // Every field met junk its reader refused (or kept as read), not only values it took.
    expect(rejected, `junk refused by ${field}`).toBeGreaterThan(0);
  }
}

/** A good record: every field of `defaults` away from its default (numbers one more, flags flipped), then `set`. */
function awayFromDefaults<T extends object>(defaults: T, set: Partial<T>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(defaults)) {
    data[field] = value;
    if (typeof value === 'number' && field !== 'version') data[field] = value + 1;
    if (typeof value === 'boolean') data[field] = !value;
  }
  return { ...data, ...set };
}

const yearWith = (month: number, days: number[]) =>
  Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), i + 1 === month ? days : []]));

/** Variant A's save, every field away from its default. */
const screwGood = awayFromDefaults(SCREW_SAVE_DEFAULTS, { game_level: 17, score: 420, scoreMax: 900 });

/** Variant A's gameData, every field set to a valid value that is not its default. */
const gameDataGood = awayFromDefaults<GameData>(defaultGameData(), {
  dailyChallengeCompleteDateArr: { '2026': yearWith(11, [3, 20]) },
  arrFriend: ['ann', 'bo'],
  tournamentBestScoreId: 'cup-7',
  hints: { day: '2026-11-20', used: 2 },
  tasksClaimed: ['task1'],
  chestsClaimed: ['chest-1'],
  tasksDay: '2026-11-20',
  firstWinDay: '2026-11-21',
  bestTimes: { 'level-1': 42_000, 'level-2': 61_500 },
});

/** Variant B's save, every field set to a valid value that is not its default, and the chart's extra fields. */
const { extras: _extras, ...candyDefaults } = defaultCandySave();
const candyGood = {
  ...awayFromDefaults<Omit<CandySave, 'extras'>>(candyDefaults, {
    lastSignInTime: NOW - DAY_MS,
    tasksDayTime: NOW - 2 * DAY_MS,
    outLineTime: NOW - 3 * DAY_MS,
    signIn: 3,
    maxHeartNum: 12,
    curHeartNum: 4,
    addHreatTime: 300,
    addHeartLeftTime: 120.5,
    level: 33,
    levelBK: 30,
    curLanguage: 'de_DE',
    dailyChallengeCompleteDateArr: { '2024': yearWith(2, [1, 29]) },
    arrFriend: ['cy'],
    tournamentBestScoreId: 'cup-9',
    propArr: [1, 2],
    propDayShare: 2,
    unlockCardSkinIdx: [0, 3],
    playerRankData: { rank: 4 },
  }),
  // The chart's fields that B's spec has no name for (src/save/candyChartRecords), kept beside the rest.
  score: 120,
  scoreMax: 140,
  prop3: 2,
  hints: { day: '2026-11-20', used: 1 },
};

/** Variant B's save as stored: the extra fields beside the known ones. */
const candyRead = (text: string) => {
  const { extras, ...known } = parseCandySave(text, undefined, NOW);
  return { ...extras, ...known } as Record<string, unknown>;
};

describe('one corrupt field keeps all the others, in every stored format', () => {
  const screwFields = Object.keys(screwSaveSchema.entries);
  const gameDataFields = Object.keys(gameDataSchema.entries);
  const candyFields = [...Object.keys(candySaveSchema(NOW).entries), ...CANDY_EXTRA_FIELDS];

  it('the fields are the schemas’: every field of each record, and no other', () => {
    const sorted = (fields: readonly string[]) => fields.filter((f) => f !== 'version').sort();
    expect(sorted(screwFields)).toEqual(sorted(Object.keys(SCREW_SAVE_DEFAULTS)));
    expect(sorted(gameDataFields)).toEqual(sorted(Object.keys(defaultGameData())));
    expect(sorted(Object.keys(candySaveSchema(NOW).entries))).toEqual(sorted(Object.keys(candyDefaults)));
  });

  it('variant A save: every field', { timeout: 60_000 }, () => {
    checkEveryField(screwGood, screwFields, { ...SCREW_SAVE_DEFAULTS }, (text) => ({ ...parseScrewSave(text) }));
  });

  it('variant A gameData: every field', { timeout: 60_000 }, () => {
    checkEveryField(gameDataGood, gameDataFields, { ...defaultGameData() }, (text) => ({ ...parseGameData(text) }));
  });

  it('variant B save: every field, the legacy ones and the chart’s extra ones too', { timeout: 120_000 }, () => {
    // The legacy fields of unknown shape, and the chart's hints, keep whatever they hold.
    const keptAsRead = new Set([...Object.keys(CANDY_OPAQUE_DEFAULTS), 'hints']);
    checkEveryField(candyGood, candyFields, candyRead('null'), candyRead, keptAsRead);
  });

  it('allData from the host: a bad field of either record keeps the rest of both', { timeout: 60_000 }, () => {
    const read = (s: unknown, g: unknown) =>
      parseAllData(JSON.stringify({ version: 1, savedAt: NOW - DAY_MS, screw: s, gameData: g }), NOW)!;
    const expected = read(screwGood, gameDataGood);
    const fields = [
      ...screwFields.map((f) => ['screw', f] as const),
      ...gameDataFields.map((f) => ['gameData', f] as const),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...fields), junk, ([record, field], value) => {
        const all =
          record === 'screw'
            ? read({ ...screwGood, [field]: value }, gameDataGood)
            : read(screwGood, { ...gameDataGood, [field]: value });
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

/** Stored texts that are no save record at all: not JSON, or JSON of something that is not an object. */
const unreadable = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"coin1": 5',
    'null',
    '[]',
    '[{"coin1": 5}]',
    '42',
    '"text"',
    'undefined',
    'x'.repeat(100_000),
  ),
  fc.string({ maxLength: 40 }).filter((text) => !/^\s*\{[\s\S]*\}\s*$/.test(text)),
  fc.oneof(fc.array(fc.anything()), fc.double(), fc.string(), fc.boolean()).map((value) => JSON.stringify(value)),
);

/** A device's storage holding `main` as the record under `key` and `backup` (if any) as its backup. */
function device(key: string, main: string, backup?: string) {
  const map = new Map<string, string>([[key, main]]);
  if (backup !== undefined) map.set(backupKeyOf(key), backup);
  const raw: KeyValueStore = {
    get: (k) => map.get(k) ?? null,
    set: (k, value) => {
      map.set(k, value);
      return true;
    },
  };
  const lost: string[] = [];
  return { map, lost, store: withSaveBackups(raw, [key], (k) => void lost.push(k)) };
}

describe('a wholly unreadable save gives the defaults and says so', () => {
  const formats = [
    {
      name: 'variant A save',
      key: screwVariant.saveKey,
      parse: (text: string) => parseScrewSave(text),
      load: (store: KeyValueStore) => screwSaveStore(store, screwVariant.saveKey).load(),
      defaults: () => SCREW_SAVE_DEFAULTS,
    },
    {
      name: 'variant A gameData',
      key: GAME_DATA_KEY,
      parse: (text: string) => parseGameData(text, TODAY),
      load: (store: KeyValueStore) => loadGameData(store, GAME_DATA_KEY, TODAY),
      defaults: () => defaultGameData(TODAY),
    },
    {
      name: 'variant B save',
      key: CANDY_SAVE_KEY,
      parse: (text: string) => parseCandySave(text, TODAY),
      load: (store: KeyValueStore) => loadCandySave(store, TODAY),
      defaults: () => defaultCandySave(TODAY),
    },
  ];

  it.each(formats)('$name: the reader gives every default', ({ parse, defaults }) => {
    fc.assert(
      fc.property(unreadable, (text) => {
        expect(parse(text)).toEqual(defaults());
      }),
      { numRuns: 300 },
    );
  });

  it.each(formats)(
    '$name: with no readable copy, the defaults, the player told once, the text set aside',
    ({ key, load, defaults }) => {
      fc.assert(
        fc.property(unreadable, fc.option(unreadable, { nil: undefined }), (main, backup) => {
          const { map, lost, store } = device(key, main, backup);
          expect(load(store)).toEqual(defaults());
          expect(load(store)).toEqual(defaults());
          expect(lost).toEqual([key]);
          expect(map.get(unreadableKeyOf(key))).toBe(main);
        }),
        { numRuns: 100 },
      );
      expect(SAVE_TIPS.unreadable).toBe('Your saved progress could not be read. A new game has started.');
    },
  );
});
