// The key check: every language file has exactly the keys of en_US (a missing or an extra key fails
// and is listed), the same placeholders, and no empty or non-string text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/i18n';

const LOCALES = join(__dirname, '../../../src/i18n/locales');
const FILES = readdirSync(LOCALES)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

function read(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(LOCALES, `${file}.json`), 'utf8')) as Record<string, unknown>;
}

const english = read('en_US');
const englishKeys = Object.keys(english);

/** The keys a language lacks and the keys it has that English does not, each sorted. */
function keyDiff(reference: object, other: object): { missing: string[]; extra: string[] } {
  const ref = new Set(Object.keys(reference));
  const own = new Set(Object.keys(other));
  return {
    missing: [...ref].filter((k) => !own.has(k)).sort(),
    extra: [...own].filter((k) => !ref.has(k)).sort(),
  };
}

/** The `{{name}}` placeholders of a text, sorted (a repeated one counts once). */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!))].sort();
}

describe('the translation files', () => {
  it('are one per file of the language list: zh_HK reads zh_TW and has no file of its own', () => {
    const expected = [...new Set(LANGUAGES.map((l) => l.file))].sort();
    expect(FILES).toEqual(expected);
    expect(FILES).not.toContain('zh_HK');
    expect(LANGUAGES.find((l) => l.code === 'zh_HK')?.file).toBe('zh_TW');
  });

  it('the check reports a missing and an extra key (so a difference fails)', () => {
    const diff = keyDiff({ a: 'A', b: 'B', c: 'C' }, { a: 'A', c: 'C', d: 'D' });
    expect(diff).toEqual({ missing: ['b'], extra: ['d'] });
    expect(() => expect(diff).toEqual({ missing: [], extra: [] })).toThrow();
  });

  it.each(FILES)('%s has exactly the keys of en_US', (file) => {
    expect(keyDiff(english, read(file))).toEqual({ missing: [], extra: [] });
  });

  it.each(FILES)('%s writes no key twice', (file) => {
    const text = readFileSync(join(LOCALES, `${file}.json`), 'utf8');
    const keys = [...text.matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*:/gm)].map((m) => m[1]!);
    const repeated = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(repeated).toEqual([]);
  });

  it.each(FILES)('%s: every text is a non-empty string without stray whitespace', (file) => {
    const bad = Object.entries(read(file))
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '' || v !== v.trim())
      .map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each(FILES)('%s keeps the placeholders of en_US', (file) => {
    const messages = read(file);
    const wrong = englishKeys
      .filter((k) => typeof messages[k] === 'string')
      .filter((k) => placeholders(messages[k] as string).join() !== placeholders(english[k] as string).join())
      .map(
        (k) => `${k}: ${placeholders(messages[k] as string).join()} (en: ${placeholders(english[k] as string).join()})`,
      );
    expect(wrong).toEqual([]);
  });

  it.each(FILES)('%s uses no i18next nesting or plural suffix keys', (file) => {
    const messages = read(file);
    // '$t(' would be read as a nested lookup; '_one'/'_other' keys would need per-language plural forms.
    expect(Object.entries(messages).filter(([, v]) => String(v).includes('$t('))).toEqual([]);
    expect(Object.keys(messages).filter((k) => /_(zero|one|two|few|many|other)$/.test(k))).toEqual([]);
  });

  it('keys are grouped by a namespace-like prefix', () => {
    const bad = englishKeys.filter((k) => !/^[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+)+$/.test(k));
    expect(bad).toEqual([]);
  });
});
