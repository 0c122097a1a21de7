// How each translation file is fetched: English is in the main bundle (it is every key's fallback), every
// other file is a dynamic import, so the bundler gives it a chunk of its own that loads only when chosen.
import english from './locales/en_US.json';
import type { LocaleFile } from './languages';

/** Every key of the game's text, as English has them. */
export type MessageKey = keyof typeof english;

/** One language's texts: every key, each a string (the key check in tests/unit/i18n keeps files complete). */
export type Messages = Record<MessageKey, string>;

/** The English texts, bundled. */
export const ENGLISH: Messages = english;

// Typed as Messages: a file that lacks a key of en_US fails the type check too, not only the unit test.
const LOADERS: Record<Exclude<LocaleFile, 'en_US'>, () => Promise<Messages>> = {
  id_ID: () => import('./locales/id_ID.json').then((m) => m.default),
  hi_IN: () => import('./locales/hi_IN.json').then((m) => m.default),
  pt_PT: () => import('./locales/pt_PT.json').then((m) => m.default),
  es_LA: () => import('./locales/es_LA.json').then((m) => m.default),
  tl_PH: () => import('./locales/tl_PH.json').then((m) => m.default),
  af_ZA: () => import('./locales/af_ZA.json').then((m) => m.default),
  de_DE: () => import('./locales/de_DE.json').then((m) => m.default),
  fr_FR: () => import('./locales/fr_FR.json').then((m) => m.default),
  zh_CN: () => import('./locales/zh_CN.json').then((m) => m.default),
  zh_TW: () => import('./locales/zh_TW.json').then((m) => m.default),
};

/** True when `key` is a key of the game's text (for keys built at run time, such as `task.b.${id}`). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(ENGLISH, key);
}

/** The texts of one file: English at once, the others fetched on first use. */
export function loadMessages(file: LocaleFile): Promise<Messages> {
  return file === 'en_US' ? Promise.resolve(ENGLISH) : LOADERS[file]();
}
