// A language file that cannot be fetched (offline, a stale chunk after a deploy) never breaks the game.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, loadLanguage, pickLanguage, startLanguage, t, type LanguageStore } from '../../../src/i18n';

// The dynamic imports of these two files fail, as a chunk that cannot be downloaded does.
vi.mock('../../../src/i18n/locales/tl_PH.json', () => {
  throw new Error('offline');
});
vi.mock('../../../src/i18n/locales/af_ZA.json', () => {
  throw new Error('offline');
});

function memoryStore(): LanguageStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a file that cannot be fetched', () => {
  it('loadLanguage rejects and the language stays as it was', async () => {
    await loadLanguage('de_DE');
    await expect(loadLanguage('tl_PH')).rejects.toThrow();
    expect(currentLanguage()).toBe('de_DE');
    expect(t('settings.title')).toBe('Einstellungen');
  });

  it('the start does not reject: it stays in English and says why', async () => {
    await loadLanguage('en_US');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(startLanguage({ navigatorLanguages: ['fil-PH'], store: memoryStore() })).resolves.toBe('en_US');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a pick does not reject either; the choice is still saved for the next start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = memoryStore();
    await expect(pickLanguage('af_ZA', store)).resolves.toBe('en_US');
    expect(store.data.get('screw-puzzle.language')).toBe('af_ZA');
    expect(warn).toHaveBeenCalledOnce();
  });
});
