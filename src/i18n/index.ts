// The game's languages: the list, the start-up choice, loading on demand, and translate functions.
export {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguageCode,
  languageInfo,
  LANGUAGES,
  nearestLanguage,
  type LanguageCode,
  type LanguageInfo,
  type LocaleFile,
} from './languages';
export { ENGLISH, isMessageKey, loadMessages, type MessageKey, type Messages } from './loader';
export {
  currentLanguage,
  i18n,
  isLanguageLoaded,
  loadLanguage,
  onLanguageChange,
  pickLanguage,
  startLanguage,
  t,
  translatorFor,
  type MessageValues,
  type StartLanguageOptions,
  type Translate,
} from './setup';
export { LANGUAGE_STORAGE_KEY, readSavedLanguage, saveLanguage, type LanguageStore } from './storage';
export { longDate, monthName, shortDate, type MonthDay } from './dates';
export { estimateTextEm, fitFontSize, measureTextEm, STAGE_FONT, textWidthEm } from './textWidth';
export { translateText } from './translateText';
export { useLanguage, useT } from './useT';
