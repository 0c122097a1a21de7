// translateText: the machines' English sentences (toasts, task titles, the daily title) shown in the current
// language, found by their English text; anything else passes through unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { CHEST_TIPS } from '../../../src/core/candyTasks';
import { TIPS } from '../../../src/core/economy';
import { HEART_TIPS } from '../../../src/core/hearts';
import { SAVE_TIPS } from '../../../src/save/saveBackup';
import { CANDY_AD_TIPS, SIGN_IN_TIPS } from '../../../src/core/signIn';
import { UNWINNABLE } from '../../../src/core/solver';
import { CLAIM_TIPS } from '../../../src/core/tasks';
import {
  ENGLISH,
  isMessageKey,
  loadLanguage,
  t,
  translateText,
  translatorFor,
  type MessageKey,
} from '../../../src/i18n';
import { candyVariant } from '../../../src/variants/candy';
import german from '../../../src/i18n/locales/de_DE.json';

afterEach(async () => {
  await loadLanguage('en_US');
});

const english = translatorFor('en_US');
/** The key translateText finds for a text (a translate function that answers with the key itself). */
const keyOf = (text: string) => translateText(text, (key) => key);

describe('translateText', () => {
  it('turns English toasts into German', async () => {
    await loadLanguage('de_DE');
    expect(translateText('Coins shortage', t)).toBe(german['toast.coinsShortage']);
    expect(translateText('You have signed in today', t)).toBe(german['toast.signedInToday']);
    expect(translateText('This level has not been unlocked', t)).toBe(german['toast.levelLocked']);
    expect(translateText('No hearts left', t)).toBe(german['toast.noHeartsLeft']);
  });

  it('fills the hint toast, translating the reason it carries', async () => {
    const deutsch = translatorFor('de_DE');
    await loadLanguage('de_DE');
    const text = t('toast.hintLost', { reason: 'x' }).replace('x', deutsch('unwinnable.tray'));
    expect(
      translateText(
        'This level can no longer be won: the tray fills up on every line of taps. Restart to try again.',
        deutsch,
      ),
    ).toBe(text);
    // A reason English does not know stays as it is, inside the translated sentence.
    expect(
      translateText('This level can no longer be won: gave up after 5000 states. Restart to try again.', deutsch),
    ).toBe(deutsch('toast.hintLost', { reason: 'gave up after 5000 states' }));
  });

  it('reads numbers back out of templates: task titles, levels, the daily title', async () => {
    await loadLanguage('de_DE');
    expect(translateText('Win 5 levels', t)).toBe('5 Level gewinnen');
    expect(translateText('Level 12', t)).toBe('Level 12');
    expect(translateText('Daily · Nov 18', t)).toBe('Täglich · 18. Nov.');
    expect(translateText('November 18', t)).toBe('18. November');
  });

  it('leaves unknown texts, and texts already translated, unchanged', async () => {
    await loadLanguage('de_DE');
    for (const text of ['Level 7 is damaged (boards[3].holes is missing).', 'Hello', '', 'Nicht genug Münzen']) {
      expect(translateText(text, t)).toBe(text);
    }
    // Placeholder-only templates ('{{month}} {{day}}', '{{name}}, {{cost}}') match nothing.
    expect(translateText('Foo bar', t)).toBe('Foo bar');
    expect(translateText('Foo, bar', t)).toBe('Foo, bar');
  });

  it('gives every English text back unchanged in English', () => {
    for (const key of Object.keys(ENGLISH) as MessageKey[]) {
      const text = english(key, { level: 7, count: 5, seconds: 60, price: 300, coins: 200, score: 20, rank: '#3' });
      if (/\{\{/.test(text)) continue;
      expect(translateText(text, english), key).toBe(text);
    }
  });

  it('knows every toast the code emits', () => {
    const toasts = [
      ...Object.values(TIPS),
      ...Object.values(CLAIM_TIPS),
      ...Object.values(CANDY_AD_TIPS),
      ...Object.values(SIGN_IN_TIPS),
      ...Object.values(CHEST_TIPS),
      ...Object.values(HEART_TIPS),
      ...Object.values(SAVE_TIPS),
      ...Object.values(candyVariant.skillTips ?? {}),
      'This level has not been unlocked',
      'Only supported on mini-game platform',
      'No sure way found: this screw fits a box.',
      'No hint found for this position.',
      `This level can no longer be won: ${UNWINNABLE.cover}. Restart to try again.`,
    ];
    expect(toasts.filter((text) => !isMessageKey(keyOf(text)))).toEqual([]);
  });
});
