// The first start follows the browser's language (mapped to the nearest one we have); a saved choice wins.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  nearestLanguage,
  readSavedLanguage,
  saveLanguage,
  type LanguageCode,
  type LanguageStore,
} from '../../../src/i18n';

/** An in-memory store; `broken` throws on every call, like storage in some private modes. */
function memoryStore(broken = false): LanguageStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem(key) {
      if (broken) throw new Error('denied');
      return data.get(key) ?? null;
    },
    setItem(key, value) {
      if (broken) throw new Error('denied');
      data.set(key, value);
    },
  };
}

describe('the browser language maps to the nearest game language', () => {
  const table: [string, LanguageCode][] = [
    ['en', 'en_US'],
    ['en-GB', 'en_US'],
    ['de', 'de_DE'],
    ['de-AT', 'de_DE'],
    ['de-CH', 'de_DE'],
    ['gsw', 'de_DE'],
    ['pt', 'pt_PT'],
    ['pt-BR', 'pt_PT'],
    ['pt-PT', 'pt_PT'],
    ['es', 'es_LA'],
    ['es-MX', 'es_LA'],
    ['es-419', 'es_LA'],
    ['es-ES', 'es_LA'],
    ['fr-CA', 'fr_FR'],
    ['fr', 'fr_FR'],
    ['hi', 'hi_IN'],
    ['hi-IN', 'hi_IN'],
    ['id', 'id_ID'],
    ['in', 'id_ID'],
    ['id-ID', 'id_ID'],
    ['fil', 'tl_PH'],
    ['fil-PH', 'tl_PH'],
    ['tl', 'tl_PH'],
    ['af', 'af_ZA'],
    ['af-ZA', 'af_ZA'],
    ['zh', 'zh_CN'],
    ['zh-CN', 'zh_CN'],
    ['zh-SG', 'zh_CN'],
    ['zh-Hans', 'zh_CN'],
    ['zh-Hans-HK', 'zh_CN'],
    ['zh-TW', 'zh_TW'],
    ['zh-Hant', 'zh_TW'],
    ['zh-Hant-TW', 'zh_TW'],
    ['zh-HK', 'zh_HK'],
    ['zh-MO', 'zh_HK'],
    ['zh-Hant-HK', 'zh_HK'],
    ['yue', 'zh_HK'],
    ['ZH-hk', 'zh_HK'],
    ['pt_BR', 'pt_PT'],
    ['de_DE', 'de_DE'],
    ['zh_HK', 'zh_HK'],
  ];
  it.each(table)('%s → %s', (tag, code) => {
    expect(nearestLanguage(tag)).toBe(code);
    expect(detectLanguage([tag], null)).toBe(code);
  });

  it('a language we do not have maps to nothing, and the next browser language is tried', () => {
    expect(nearestLanguage('nl-NL')).toBeNull();
    expect(nearestLanguage('')).toBeNull();
    expect(detectLanguage(['nl-NL', 'ja', 'fr-BE', 'de'], null)).toBe('fr_FR');
  });

  it('with no match, or no browser list at all, English', () => {
    expect(detectLanguage(['nl', 'ja-JP'], null)).toBe(DEFAULT_LANGUAGE);
    expect(detectLanguage([], null)).toBe('en_US');
    expect(detectLanguage(undefined)).toBe('en_US');
  });

  it('every game language is reached from its own tag', () => {
    for (const l of LANGUAGES) expect(detectLanguage([l.tag])).toBe(l.code);
  });
});

describe('a saved choice comes first', () => {
  it('the saved language wins over the browser list', () => {
    expect(detectLanguage(['de-DE', 'en'], 'hi_IN')).toBe('hi_IN');
    expect(detectLanguage(['de-DE'], 'zh_HK')).toBe('zh_HK');
  });

  it('a saved value that is not one of ours is ignored', () => {
    expect(detectLanguage(['de-DE'], 'xx_XX')).toBe('de_DE');
    expect(detectLanguage(['de-DE'], '')).toBe('de_DE');
    expect(detectLanguage(['de-DE'], 'de')).toBe('de_DE');
  });

  it('is saved under one key and read back', () => {
    const store = memoryStore();
    expect(readSavedLanguage(store)).toBeNull();
    expect(saveLanguage('fr_FR', store)).toBe(true);
    expect(store.data.get(LANGUAGE_STORAGE_KEY)).toBe('fr_FR');
    expect(readSavedLanguage(store)).toBe('fr_FR');
  });

  it('junk in storage reads as no choice', () => {
    const store = memoryStore();
    store.data.set(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(readSavedLanguage(store)).toBeNull();
  });

  it('storage that throws or is missing never breaks the start', () => {
    expect(readSavedLanguage(memoryStore(true))).toBeNull();
    expect(saveLanguage('de_DE', memoryStore(true))).toBe(false);
    expect(readSavedLanguage(null)).toBeNull();
    expect(saveLanguage('de_DE', null)).toBe(false);
  });
});
