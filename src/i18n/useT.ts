// React's view of the language: components that read texts through these hooks re-render on a switch.
import { useMemo, useSyncExternalStore } from 'react';
import type { LanguageCode } from './languages';
import { currentLanguage, onLanguageChange, translatorFor, type Translate } from './setup';

/** The language shown now; the component re-renders when it changes. */
export function useLanguage(): LanguageCode {
  return useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
}

/**
 * The translate function of the language shown now. It is a new function after each switch, so components
 * and memos that depend on it update too.
 */
export function useT(): Translate {
  const language = useLanguage();
  return useMemo(() => translatorFor(language), [language]);
}
