// The player's language choice, kept in local storage so the next start opens in it.
import { device } from '../platform/currentDevice';
import { isLanguageCode, type LanguageCode } from './languages';

/** Where the choice is kept (one key for both variants: the language belongs to the player, not a save). */
export const LANGUAGE_STORAGE_KEY = 'screw-puzzle.language';

/** The part of Web Storage the choice needs. */
export type LanguageStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The device's storage (the browser's localStorage) when it can be reached, else null. */
function defaultStore(): LanguageStore | null {
  return device().storage();
}

/** The saved choice, or null when there is none, it is not one of ours, or storage cannot be read. */
export function readSavedLanguage(store: LanguageStore | null = defaultStore()): LanguageCode | null {
  try {
    const value = store?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
    return isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

/** Saves the choice; false when storage refuses (private mode, quota): the game then keeps it for this visit. */
export function saveLanguage(code: LanguageCode, store: LanguageStore | null = defaultStore()): boolean {
  try {
    if (!store) return false;
    store.setItem(LANGUAGE_STORAGE_KEY, code);
    return true;
  } catch {
    return false;
  }
}
