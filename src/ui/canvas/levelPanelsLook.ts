// What the panels over a level say (pause, lose-time, lose-full) in the player's language and the variant's
// words, and the buttons they offer in order. Pure: the canvas layers draw it, the tests pin it.
import type { MessageKey, Translate } from '../../i18n';
import type { Skin } from '../skin';

/** The pause panel's words: its title, toggles (by their state), share, resume, menu and the cost of leaving. */
export function exitWords(t: Translate, music: boolean, sound: boolean, costsHeart: boolean) {
  return {
    title: t('exit.title'),
    music: t(music ? 'exit.musicOn' : 'exit.musicOff'),
    sound: t(sound ? 'exit.soundOn' : 'exit.soundOff'),
    share: t('common.share'),
    resume: t('exit.resume'),
    menu: t('exit.menu'),
    note: t(costsHeart ? 'exit.noteHeart' : 'exit.note'),
  };
}

/** Which lose panel: time ran out, or the tray (variant B: the holding plate) is full. */
export type LoseKind = 'lose-time' | 'lose-full';

/** A lose panel's words: title, sentence, the revive button (and its spoken label), its hint, restart, home. */
export function loseWords(
  t: Translate,
  skin: Pick<Skin, 'loseFull' | 'loseTimeReviveKey'>,
  kind: LoseKind,
  seconds: number,
) {
  const keys: { title: MessageKey; text: MessageKey; hint: MessageKey } =
    kind === 'lose-time'
      ? { title: 'loseTime.title', text: 'loseTime.text', hint: 'loseTime.hint' }
      : { title: skin.loseFull.titleKey, text: skin.loseFull.textKey, hint: skin.loseFull.hintKey };
  const revive = kind === 'lose-time' ? t(skin.loseTimeReviveKey, { seconds }) : t('loseFull.revive');
  return {
    title: t(keys.title),
    text: t(keys.text),
    revive,
    reviveLabel: kind === 'lose-time' ? t('loseTime.reviveLabel', { seconds }) : revive,
    hint: t(keys.hint),
    restart: t('lose.restart'),
    home: t('exit.menu'),
  };
}

/** The heart a loss took, said as '-1 heart, N left' (N a whole number, never below 0). */
export function heartSpentWords(t: Translate, left: number): { count: number; text: string } {
  const count = Number.isFinite(left) ? Math.max(0, Math.floor(left)) : 0;
  return { count, text: t('lose.heartSpent', { count }) };
}

/** The buttons of a lose panel, in order. */
export function loseButtonIds(kind: LoseKind): string[] {
  return [`${kind}-revive`, `${kind}-restart`, `${kind}-home`];
}

/** The colours jammed in the lose-full picture's tray (variant B: the sweets on its plate). */
export const TRAY_COLOURS = [0xff4b3e, 0x2f9bff, 0xffc21a, 0x4cc93a, 0xb15cf0] as const;
