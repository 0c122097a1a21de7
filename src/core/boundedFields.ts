// The valibot fields both level formats are built from (docs/levels.md and docs/levels-candy.md): every
// number, text and list with its bound, and a message that names the value and the bound it broke.
import * as v from 'valibot';

/** A number as a message shows it: 1e10, not 10000000000. */
export function showNumber(n: number): string {
  if (Object.is(n, -0)) return '0';
  return Math.abs(n) >= 1e6 ? n.toExponential().replace('e+', 'e') : String(n);
}

type Message = (issue: v.BaseIssue<unknown>) => string;

/** "1e10 is more than 1334". */
export const tooBig =
  (max: number): Message =>
  (issue) =>
    `${showNumber(issue.input as number)} is more than ${showNumber(max)}`;

/** "-2000 is less than -750". */
export const tooSmall =
  (min: number): Message =>
  (issue) =>
    `${showNumber(issue.input as number)} is less than ${showNumber(min)}`;

/** A finite number from `min` to `max`. */
export function between(min: number, max: number, what = 'a number') {
  return v.pipe(
    v.number(`expected ${what}`),
    v.finite(`expected ${what}`),
    v.minValue(min, tooSmall(min)),
    v.maxValue(max, tooBig(max)),
  );
}

/** A whole number from `min` to `max`. */
export function wholeBetween(min: number, max: number, what = 'a whole number') {
  return v.pipe(
    v.number(`expected ${what}`),
    v.integer(`expected ${what}`),
    v.minValue(min, tooSmall(min)),
    v.maxValue(max, tooBig(max)),
  );
}

/** A text of 1 to `max` characters. */
export function text(max: number, what: string) {
  return v.pipe(
    v.string(`expected a text ${what}`),
    v.minLength(1, `expected a non-empty ${what}`),
    v.maxLength(max, (issue) => `${(issue.input as string).length} characters is more than ${max}`),
  );
}

/** An optional name of at most `max` characters (it may be empty). */
export function optionalName(max: number) {
  return v.optional(
    v.pipe(
      v.string('expected a text name'),
      v.maxLength(max, (issue) => `${(issue.input as string).length} characters is more than ${max}`),
    ),
  );
}

/** A list of `min` to `max` items, its length checked before any item is read. */
export function list<T extends v.GenericSchema>(item: T, min: number, max: number, what: string, few: string) {
  return v.pipe(
    v.array(v.unknown(), `expected a list of ${what}`),
    v.minLength(min, few),
    v.maxLength(max, (issue) => `${(issue.input as unknown[]).length} ${what} is more than ${max}`),
    v.array(item, `expected a list of ${what}`),
  );
}
