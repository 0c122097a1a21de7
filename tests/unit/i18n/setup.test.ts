// Loading on demand, switching, the fallback rule, and zh_HK reading the zh_TW file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentLanguage,
  ENGLISH,
  i18n,
  isLanguageLoaded,
  isMessageKey,
  LANGUAGE_STORAGE_KEY,
  languageInfo,
  loadLanguage,
  loadMessages,
  onLanguageChange,
  pickLanguage,
  startLanguage,
  t,
  translatorFor,
  type LanguageStore,
  type MessageKey,
} from '../../../src/i18n';
import german from '../../../src/i18n/locales/de_DE.json';
import traditional from '../../../src/i18n/locales/zh_TW.json';

function memoryStore(): LanguageStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await loadLanguage('en_US');
});

describe('English', () => {
  it('is ready at import: t() works before any load', () => {
    expect(isLanguageLoaded('en_US')).toBe(true);
    expect(t('menu.start', { level: 7 })).toBe('Level 7');
    expect(t('task.a.task1', { count: 5 })).toBe('Win 5 levels');
  });

  it('fills placeholders without HTML escaping (React escapes)', () => {
    expect(t('calendar.days', { title: 'Tom & Jerry <3>' })).toBe('Days of Tom & Jerry <3>');
  });
});

describe('a missing key', () => {
  it('shows the key itself', () => {
    expect(t('no.such.key' as MessageKey)).toBe('no.such.key');
    expect(translatorFor('de_DE')('menu.nothing' as MessageKey)).toBe('menu.nothing');
  });

  it('missing only in one language falls back to English', async () => {
    await loadLanguage('de_DE');
    const tag = languageInfo('de_DE').tag;
    // An empty text counts as missing (returnEmptyString: false): it stands in for a key the file lacks.
    i18n.addResource(tag, 'translation', 'menu.rank', '');
    try {
      expect(t('menu.rank')).toBe(ENGLISH['menu.rank']);
      expect(t('menu.tasks')).toBe(german['menu.tasks']);
    } finally {
      i18n.addResource(tag, 'translation', 'menu.rank', german['menu.rank']);
    }
  });

  it('isMessageKey tells real keys from others (for keys built at run time)', () => {
    expect(isMessageKey('task.b.task12')).toBe(true);
    expect(isMessageKey('task.b.task13')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});

describe('loadLanguage', () => {
  it('loads a language on demand and switches to it', async () => {
    await expect(loadLanguage('de_DE')).resolves.toBe('de_DE');
    expect(currentLanguage()).toBe('de_DE');
    expect(isLanguageLoaded('de_DE')).toBe(true);
    expect(t('menu.tasks')).toBe(german['menu.tasks']);
    expect(t('task.a.task4', { count: 15 })).toBe('15 Minuten spielen');
    await loadLanguage('en_US');
    expect(t('menu.tasks')).toBe('Tasks');
  });

  it('tells listeners after each switch, not before', async () => {
    const seen: string[] = [];
    const stop = onLanguageChange(() => seen.push(`${currentLanguage()}:${t('settings.title')}`));
    await loadLanguage('fr_FR');
    await loadLanguage('fr_FR');
    await loadLanguage('es_LA');
    stop();
    await loadLanguage('en_US');
    expect(seen).toEqual(['fr_FR:Paramètres', 'es_LA:Ajustes']);
  });

  it('sets the document language when there is a document', async () => {
    const doc = { documentElement: { lang: 'en-US' } };
    vi.stubGlobal('document', doc);
    try {
      await loadLanguage('zh_CN');
      expect(doc.documentElement.lang).toBe('zh-Hans-CN');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('when two loads overlap, the later pick wins', async () => {
    const first = loadLanguage('id_ID');
    const second = loadLanguage('af_ZA');
    await Promise.all([first, second]);
    expect(currentLanguage()).toBe('af_ZA');
    expect(t('settings.title')).toBe('Instellings');
  });

  it('every language loads and shows its own text', async () => {
    for (const code of ['id_ID', 'hi_IN', 'pt_PT', 'es_LA', 'tl_PH', 'af_ZA', 'de_DE', 'fr_FR', 'zh_CN'] as const) {
      await loadLanguage(code);
      const messages = await loadMessages(languageInfo(code).file);
      expect(currentLanguage()).toBe(code);
      expect(t('menu.start', { level: 3 })).toBe(messages['menu.start'].replace('{{level}}', '3'));
    }
  });
});

describe('zh_HK shares the Traditional Chinese of zh_TW', () => {
  it('reads the zh_TW file: same texts, no file of its own', async () => {
    expect(languageInfo('zh_HK').file).toBe('zh_TW');
    await loadLanguage('zh_HK');
    expect(currentLanguage()).toBe('zh_HK');
    expect(isLanguageLoaded('zh_TW')).toBe(true);
    for (const key of ['settings.title', 'toast.levelLocked', 'task.b.task0'] as const) {
      expect(t(key)).toBe(traditional[key]);
    }
    expect(t('hud.level', { level: 12 })).toBe('第12關');
  });

  it('zh_TW and zh_HK are both Traditional, zh_CN Simplified', async () => {
    expect(translatorFor('zh_TW')('settings.title')).toBe(translatorFor('zh_HK')('settings.title'));
    await loadLanguage('zh_CN');
    expect(t('settings.title')).toBe('设置');
    expect(translatorFor('zh_HK')('settings.title')).toBe('設定');
  });
});

describe('start and pick', () => {
  it('the first start follows the browser and saves nothing', async () => {
    const store = memoryStore();
    await expect(startLanguage({ navigatorLanguages: ['pt-BR', 'en'], store })).resolves.toBe('pt_PT');
    expect(t('common.share')).toBe('Partilhar');
    expect(store.data.size).toBe(0);
  });

  it('a pick is saved and shown, and the next start opens in it whatever the browser says', async () => {
    const store = memoryStore();
    await expect(pickLanguage('hi_IN', store)).resolves.toBe('hi_IN');
    expect(store.data.get(LANGUAGE_STORAGE_KEY)).toBe('hi_IN');
    await loadLanguage('en_US');
    await expect(startLanguage({ navigatorLanguages: ['de-DE'], store })).resolves.toBe('hi_IN');
  });
});
