// The i18next instance of the game: English bundled and ready at import, every other language loaded on
// demand, keys flat ('menu.start'), and a key missing from every file shown as the key itself.
import i18next, { type i18n as I18n } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  LANGUAGES,
  languageInfo,
  type LanguageCode,
  type LocaleFile,
} from './languages';
import { device } from '../platform/currentDevice';
import { ENGLISH, loadMessages, type MessageKey } from './loader';
import { readSavedLanguage, saveLanguage, type LanguageStore } from './storage';

/** Values for a text's `{{placeholders}}`. */
export type MessageValues = Record<string, string | number>;

/** A translate function: the text of `key` in one language, with its placeholders filled. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const NAMESPACE = 'translation';
const ENGLISH_TAG = languageInfo(DEFAULT_LANGUAGE).tag;
const CODE_OF_TAG = new Map(LANGUAGES.map((l) => [l.tag, l.code]));
/** The i18next language each file is stored under: the tag of the language that owns the file. */
const TAG_OF_FILE = new Map(LANGUAGES.filter((l) => l.code === l.file).map((l) => [l.file, l.tag]));

/**
 * A key missing in one language falls back to English (then to the key itself). A language that reads another
 * one's file (zh_HK reads zh_TW) falls back to that file first.
 */
const FALLBACKS: Record<string, string[]> = { default: [ENGLISH_TAG] };
for (const l of LANGUAGES) {
  if (l.code !== l.file) FALLBACKS[l.tag] = [TAG_OF_FILE.get(l.file)!, ENGLISH_TAG];
}

/** The game's own i18next instance (not the global one). Switch languages with {@link loadLanguage}. */
export const i18n: I18n = i18next.createInstance();

void i18n.init({
  lng: ENGLISH_TAG,
  fallbackLng: FALLBACKS,
  // Only the exact tag: 'zh-Hant-HK' must not also look up a bare 'zh'.
  load: 'currentOnly',
  resources: { [ENGLISH_TAG]: { [NAMESPACE]: ENGLISH } },
  partialBundledLanguages: true,
  // English is already here, so init finishes at once and t() works right after import.
  initAsync: false,
  // Keys are flat strings with dots in them ('menu.start'), never paths into nested objects.
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  // An empty text is treated as missing: it falls back to English rather than showing nothing.
  returnEmptyString: false,
  // React escapes what it renders; escaping here would show '&amp;' for '&'.
  interpolation: { escapeValue: false },
  // The spec: a missing translation returns the key itself.
  parseMissingKeyHandler: (key: string) => key,
});

let current: LanguageCode = DEFAULT_LANGUAGE;
let latestRequest = 0;
const loadedFiles = new Set<LocaleFile>([DEFAULT_LANGUAGE as LocaleFile]);
const listeners = new Set<() => void>();

i18n.on('languageChanged', (tag: string) => {
  const code = CODE_OF_TAG.get(tag);
  if (!code || code === current) return;
  current = code;
  device().address.setLanguage(tag);
  listeners.forEach((listener) => listener());
});

/** The text of `key` in the current language, placeholders filled; the key itself when no file has it. */
export const t: Translate = (key, values) => i18n.t(key, values) as string;

/** A translate function fixed to one language, whatever the current one is (English until that file loaded). */
export function translatorFor(code: LanguageCode): Translate {
  const fixed = i18n.getFixedT(languageInfo(code).tag);
  return (key, values) => fixed(key, values) as string;
}

/** The language shown now. */
export function currentLanguage(): LanguageCode {
  return current;
}

/** Calls `listener` after each language switch; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True once the file of `code` is in memory (English always is). */
export function isLanguageLoaded(code: LanguageCode): boolean {
  return loadedFiles.has(languageInfo(code).file);
}

/**
 * Loads the file of `code` (each file once; a dynamic import, so it is a chunk of its own) and switches to
 * it. Resolves with the language shown afterwards: when a later call overtook this one, the later one's
 * language wins and this one does not switch. Rejects when the file cannot be fetched; the language stays.
 */
export async function loadLanguage(code: LanguageCode): Promise<LanguageCode> {
  const { file, tag } = languageInfo(code);
  const request = ++latestRequest;
  if (!loadedFiles.has(file)) {
    const messages = await loadMessages(file);
    i18n.addResourceBundle(TAG_OF_FILE.get(file)!, NAMESPACE, messages, true, true);
    loadedFiles.add(file);
  }
  if (request !== latestRequest) return current;
  await i18n.changeLanguage(tag);
  return current;
}

/** Where the first start reads the browser's languages and the saved choice. */
export interface StartLanguageOptions {
  /** The browser's languages, most preferred first (default: the device's). */
  navigatorLanguages?: readonly string[];
  /** Where the choice is saved (default: the device's storage). */
  store?: LanguageStore | null;
}

/**
 * The start-up switch: the saved choice, else the browser's nearest language, else English. Never rejects:
 * a file that cannot be fetched leaves the game in English (and logs why).
 */
export async function startLanguage(options: StartLanguageOptions = {}): Promise<LanguageCode> {
  const browser = options.navigatorLanguages ?? device().languages();
  const saved = options.store === undefined ? readSavedLanguage() : readSavedLanguage(options.store);
  const wanted = detectLanguage(browser, saved);
  try {
    return await loadLanguage(wanted);
  } catch (error) {
    console.warn(`The ${wanted} texts could not be loaded; staying in ${current}.`, error);
    return current;
  }
}

/**
 * The picker's choice: saved at once (so the next start opens in it), then loaded and shown. Never rejects:
 * when the file cannot be fetched the language stays as it was (and the reason is logged).
 */
export async function pickLanguage(code: LanguageCode, store?: LanguageStore | null): Promise<LanguageCode> {
  if (store === undefined) saveLanguage(code);
  else saveLanguage(code, store);
  try {
    return await loadLanguage(code);
  } catch (error) {
    console.warn(`The ${code} texts could not be loaded; staying in ${current}.`, error);
    return current;
  }
}
