// Texts that reach the UI as English sentences (the machines' toasts, titles the app still passes in) turned
// back into keys: an exact English text, or a text made from one of English's templates with its values.
import { escapeRegExp } from '../core/escapeRegExp';
import { longDate, shortDate } from './dates';
import { ENGLISH, type MessageKey } from './loader';
import type { MessageValues, Translate } from './setup';

/** Placeholders whose value is words (translated in turn); every other placeholder is a number-like value. */
const WORD_PLACEHOLDERS = new Set(['reason', 'date', 'name', 'title', 'cost', 'month']);

/** A number-like value: '7', '1,250', '12:34', '#27', '-3'. */
const NUMBER_PATTERN = '([#+-]?\\d[\\d.,:]*)';
const WORDS_PATTERN = '(.+?)';

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

interface ReverseIndex {
  exact: Map<string, MessageKey>;
  templates: Template[];
  shortMonths: Map<string, number>;
  months: Map<string, number>;
}

let index: ReverseIndex | null = null;

/** English read once: exact texts (the first key of a text wins) and the templates with a letter of their own. */
function buildIndex(): ReverseIndex {
  const exact = new Map<string, MessageKey>();
  const templates: Template[] = [];
  const shortMonths = new Map<string, number>();
  const months = new Map<string, number>();
  for (const key of Object.keys(ENGLISH) as MessageKey[]) {
    const text = ENGLISH[key];
    const month = /^calendar\.month(Short)?(\d+)$/.exec(key);
    if (month) (month[1] ? shortMonths : months).set(text, Number(month[2]));
    if (!text.includes('{{')) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const parts = text.split(/\{\{\s*(\w+)\s*\}\}/);
    // A template of placeholders and punctuation only ('{{month}} {{day}}', '{{name}}, {{cost}}') would
    // match almost any text: it is left out.
    const literal = parts.filter((_, i) => i % 2 === 0).join('');
    if (!/\p{L}/u.test(literal)) continue;
    const names: string[] = [];
    const source = parts
      .map((part, i) => {
        if (i % 2 === 0) return escapeRegExp(part);
        names.push(part);
        return WORD_PLACEHOLDERS.has(part) ? WORDS_PATTERN : NUMBER_PATTERN;
      })
      .join('');
    templates.push({ key, pattern: new RegExp(`^${source}$`, 'u'), names });
  }
  return { exact, templates, shortMonths, months };
}

/** A day written the English way ('Nov 18', 'November 18') in the language of `t`, else null. */
function translateDate(text: string, t: Translate, reverse: ReverseIndex): string | null {
  const match = /^(\p{L}+) (\d{1,2})$/u.exec(text);
  if (!match) return null;
  const [, word = '', day = ''] = match;
  const short = reverse.shortMonths.get(word);
  if (short !== undefined) return shortDate(t, { month: short, day: Number(day) });
  const long = reverse.months.get(word);
  if (long !== undefined) return longDate(t, { month: long, day: Number(day) });
  return null;
}

/**
 * `text` in the language of `t` when it is one of English's texts: an exact text ('Coins shortage'), a
 * template filled with numbers ('Win 5 levels', 'Level 7'), a template with words whose words are translated
 * in turn ('This level can no longer be won: the tray is full: …'), or an English day ('Nov 18'). Any other
 * text comes back unchanged, so unknown or already translated texts pass through.
 */
export function translateText(text: string, t: Translate): string {
  index ??= buildIndex();
  const trimmed = text.trim();
  if (trimmed === '') return text;
  const key = index.exact.get(trimmed);
  if (key) return t(key);
  for (const { key: templateKey, pattern, names } of index.templates) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const values: MessageValues = {};
    names.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      values[name] = WORD_PLACEHOLDERS.has(name) ? translateText(value, t) : value;
    });
    return t(templateKey, values);
  }
  return translateDate(trimmed, t, index) ?? text;
}
