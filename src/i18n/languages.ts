// The game's languages (spec 1: 12 UI languages) and how the first start picks one from the browser's list.

/** A language the game can show, named as the spec names them. */
export type LanguageCode =
  'en_US' | 'id_ID' | 'hi_IN' | 'pt_PT' | 'es_LA' | 'tl_PH' | 'af_ZA' | 'de_DE' | 'fr_FR' | 'zh_CN' | 'zh_HK' | 'zh_TW';

/** A translation file under `src/i18n/locales/` (zh_HK has none: it reads zh_TW's). */
export type LocaleFile = Exclude<LanguageCode, 'zh_HK'>;

/** One row of the language picker. */
export interface LanguageInfo {
  code: LanguageCode;
  /** The language's name in itself, as the picker shows it. */
  nativeName: string;
  /** The translation file it reads. */
  file: LocaleFile;
  /** BCP 47 tag: the `lang` attribute (fonts, screen readers) and the code i18next and Intl work with. */
  tag: string;
}

/** The language of the first start when the browser's list matches none, and of every missing key's fallback. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en_US';

/** Every language, in the picker's order. */
export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en_US', nativeName: 'English', file: 'en_US', tag: 'en-US' },
  { code: 'id_ID', nativeName: 'Bahasa Indonesia', file: 'id_ID', tag: 'id-ID' },
  { code: 'hi_IN', nativeName: 'हिन्दी', file: 'hi_IN', tag: 'hi-IN' },
  { code: 'pt_PT', nativeName: 'Português', file: 'pt_PT', tag: 'pt-PT' },
  { code: 'es_LA', nativeName: 'Español', file: 'es_LA', tag: 'es-419' },
  { code: 'tl_PH', nativeName: 'Filipino', file: 'tl_PH', tag: 'fil-PH' },
  { code: 'af_ZA', nativeName: 'Afrikaans', file: 'af_ZA', tag: 'af-ZA' },
  { code: 'de_DE', nativeName: 'Deutsch', file: 'de_DE', tag: 'de-DE' },
  { code: 'fr_FR', nativeName: 'Français', file: 'fr_FR', tag: 'fr-FR' },
  { code: 'zh_CN', nativeName: '简体中文', file: 'zh_CN', tag: 'zh-Hans-CN' },
  { code: 'zh_HK', nativeName: '繁體中文（香港）', file: 'zh_TW', tag: 'zh-Hant-HK' },
  { code: 'zh_TW', nativeName: '繁體中文（台灣）', file: 'zh_TW', tag: 'zh-Hant-TW' },
];

const BY_CODE = new Map<string, LanguageInfo>(LANGUAGES.map((l) => [l.code, l]));

/** True for one of the game's language codes. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** The picker row of a language. */
export function languageInfo(code: LanguageCode): LanguageInfo {
  // Every LanguageCode has a row: the table above is the source of the type.
  return BY_CODE.get(code)!;
}

/** Chinese by script and region: Traditional for TW/HK/MO or an explicit Hant, else Simplified. */
function chineseFor(script: string | undefined, region: string | undefined): LanguageCode {
  if (region === 'hk' || region === 'mo') return script === 'hans' ? 'zh_CN' : 'zh_HK';
  if (script === 'hant') return 'zh_TW';
  if (script === 'hans') return 'zh_CN';
  if (region === 'tw') return 'zh_TW';
  return 'zh_CN';
}

/**
 * The nearest game language of one browser language tag ('de-AT', 'pt_BR', 'zh-Hant', 'fil'), or null when
 * none is near. Any region of a language maps to its one file (pt-BR reads pt_PT, es-ES reads es_LA); only
 * Chinese looks at the script and region.
 */
export function nearestLanguage(tag: string): LanguageCode | null {
  if (isLanguageCode(tag)) return tag;
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const lang = parts[0] ?? '';
  // Script subtags are 4 letters, regions 2 letters or 3 digits; anything after them is ignored.
  const script = parts.slice(1).find((p) => /^[a-z]{4}$/.test(p));
  const region = parts.slice(1).find((p) => /^([a-z]{2}|\d{3})$/.test(p));
  switch (lang) {
    case 'en':
      return 'en_US';
    case 'id':
    case 'in': // the old code of Indonesian, still sent by some Android WebViews
      return 'id_ID';
    case 'hi':
      return 'hi_IN';
    case 'pt':
      return 'pt_PT';
    case 'es':
      return 'es_LA';
    case 'tl':
    case 'fil':
      return 'tl_PH';
    case 'af':
      return 'af_ZA';
    case 'de':
    case 'gsw': // Swiss German reads standard German
      return 'de_DE';
    case 'fr':
      return 'fr_FR';
    case 'zh':
      return chineseFor(script, region);
    case 'yue': // Cantonese: Hong Kong's Traditional Chinese unless written in Simplified
      return script === 'hans' ? 'zh_CN' : 'zh_HK';
    default:
      return null;
  }
}

/**
 * The language to start in: the saved choice when it is one of ours, else the first of the browser's
 * languages (navigator.languages, most preferred first) that maps to one, else English.
 */
export function detectLanguage(
  navigatorLanguages: readonly string[] | null | undefined,
  saved?: string | null,
): LanguageCode {
  if (isLanguageCode(saved)) return saved;
  for (const tag of navigatorLanguages ?? []) {
    if (typeof tag !== 'string') continue;
    const found = nearestLanguage(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}
