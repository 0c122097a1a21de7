// The valibot fields the save formats are read with (variant A's save and gameData, variant B's save).
// Each field has its own fallback, so a bad value (of the wrong type, out of its range in
// src/save/saveRanges, NaN, a huge text, a list where an object belongs) gives that field its default
// and every other field keeps its value.
import * as v from 'valibot';
import { isValidDay } from '../core/calendar';
import { COUNT_MAX, FRIENDS_MAX, FUTURE_SLACK_MS, SAVED_TEXT_MAX } from './saveRanges';

export type Loose = Record<string, unknown>;

/** True for an object that is not a list (JSON's `{...}`). */
export function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored value: a text is read as JSON (null when it is not JSON), anything else is taken as it is. */
export function jsonOf(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** One schema per field name. */
export function eachField<K extends string, S>(fields: readonly K[], schema: (field: K) => S): Record<K, S> {
  return Object.fromEntries(fields.map((field) => [field, schema(field)])) as Record<K, S>;
}

/** The keys of a table of defaults. */
export const keysOf = <K extends string>(defaults: Readonly<Record<K, unknown>>) => Object.keys(defaults) as K[];

/** A number, or a numeric text of at most 32 characters as older builds saved numbers. */
const numeric = v.union([
  v.number(),
  v.pipe(
    v.string(),
    v.maxLength(32),
    v.check((text) => text.trim() !== ''),
    v.transform(Number),
  ),
]);

/** A number from `min` to `max` (numeric texts too). */
export const numberIn = (min: number, max: number) => v.pipe(numeric, v.minValue(min), v.maxValue(max));

/** A whole number from `min` to `max` (numeric texts too). */
export const whole = (min: number, max: number) => v.pipe(numeric, v.safeInteger(), v.minValue(min), v.maxValue(max));

/** A whole number from `min` to `max`, else `fallback`. */
export const wholeOr = (min: number, max: number, fallback: number) => v.fallback(whole(min, max), fallback);

/** A time in ms from 0 ('never') to a few days after `now`, else `fallback`. */
export const timeOr = (now: number, fallback = 0) => wholeOr(0, now + FUTURE_SLACK_MS, fallback);

/** A count from 0 to COUNT_MAX kept at most `cap` (more only means the target was reached), else 0. */
export const capped = (cap: number) =>
  v.fallback(
    v.pipe(
      whole(0, COUNT_MAX),
      v.transform((n) => Math.min(n, cap)),
    ),
    0,
  );

/** The field's value, or null when it is bad: its default is another field's value. */
export const orNull = <S extends v.GenericSchema>(schema: S) => v.fallback(v.nullable(schema), null);

const savedTrue = v.pipe(
  v.union([v.literal(true), v.picklist(['true', 1, '1'])]),
  v.transform(() => true),
);
const savedFalse = v.pipe(
  v.union([v.literal(false), v.picklist(['false', 0, '0'])]),
  v.transform(() => false),
);

/** On or off, also as older builds saved it ('true', 1, '1'; 'false', 0, '0'), else `fallback`. */
export const flag = (fallback: boolean) => v.fallback(v.union([savedTrue, savedFalse]), fallback);

/** An id or a name: a text of 1 to SAVED_TEXT_MAX characters. */
export const shortText = v.pipe(v.string(), v.minLength(1), v.maxLength(SAVED_TEXT_MAX));

/** The distinct short texts of a list, at most FRIENDS_MAX; anything but a list gives []. */
export const shortTexts = v.fallback(
  v.pipe(
    v.array(orNull(shortText)),
    v.transform((texts) => [...new Set(texts.filter((text) => text !== null))].slice(0, FRIENDS_MAX)),
  ),
  () => [],
);

/**
 * A table (an object, not a list) read entry by entry: an entry whose key or value is bad is dropped,
 * not the table. Prototype keys are never kept (valibot's record skips them); at most `max` entries are.
 * Anything else gives {}.
 */
export function tableOf<S extends v.GenericSchema>(
  key: v.GenericSchema<string>,
  value: (key: string) => S,
  max = Number.POSITIVE_INFINITY,
) {
  return v.fallback(
    v.pipe(
      v.custom<Loose>(isRecord),
      v.record(v.string(), v.unknown()),
      v.transform((table) => {
        const kept: Record<string, v.InferOutput<S>> = {};
        let count = 0;
        for (const [k, item] of Object.entries(table)) {
          if (count >= max) break;
          if (!v.is(key, k)) continue;
          const read = v.safeParse(value(k), item);
          if (!read.success) continue;
          kept[k] = read.output;
          count += 1;
        }
        return kept;
      }),
    ),
    () => ({}),
  );
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** The days of a month as saved, sorted, without repeats; anything but a list gives []. */
const monthDays = v.fallback(
  v.pipe(
    v.array(orNull(whole(1, 31))),
    v.transform((days) => [...new Set(days.filter((d) => d !== null))].sort((a, b) => a - b)),
  ),
  () => [],
);

/** One year of the completed-days table: all 12 months. */
const yearDays = v.pipe(v.custom<Loose>(isRecord), v.object(eachField(MONTHS, () => monthDays)));

/** The completed-days table (daily challenges): 4-digit year keys, all 12 months, only days that exist. */
export const completedDays = tableOf(v.pipe(v.string(), v.regex(/^[1-9]\d{3}$/)), (year) =>
  v.pipe(
    yearDays,
    v.transform((months) =>
      Object.fromEntries(
        Object.entries(months).map(([month, days]) => [
          month,
          days.filter((day) => isValidDay(Number(year), Number(month), day)),
        ]),
      ),
    ),
  ),
);

/** A record's version as stored (0 when missing or bad). */
const storedVersion = wholeOr(0, COUNT_MAX, 0);

/**
 * Upgrades a stored record to `version`, one step per old version (`steps[n]` turns a version-n record
 * into a version n+1 one; a missing or bad version counts as 0). A newer record is read as it is.
 * Anything that is not an object gives an empty record, which reads as the defaults.
 */
export function upgrade(raw: unknown, version: number, steps: readonly ((record: Loose) => Loose)[]): Loose {
  if (!isRecord(raw)) return { version };
  let record = raw;
  for (let n = v.parse(storedVersion, raw.version); n < version; n += 1) {
    const step = steps[n];
    if (step) record = step(record);
  }
  return { ...record, version };
}
