// The layers read their texts through useT: rendered after a switch to German they say German words, and
// the variant words (plate, candy) follow the variant prop. Back to English after each test.
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, ENGLISH, loadLanguage, translatorFor } from '../../../src/i18n';
import { hudWords } from '../../../src/ui/canvas/hudLook';
import { skillBarButtons } from '../../../src/ui/canvas/skillBarLook';
import { tapHintWords } from '../../../src/ui/canvas/tapHintLook';
import german from '../../../src/i18n/locales/de_DE.json';
import { rankWords } from '../../../src/ui/canvas/rankLook';
import { settingsWords } from '../../../src/ui/canvas/settingsLook';
import { tipContent } from '../../../src/ui/canvas/tipLook';
import { toastWords } from '../../../src/ui/canvas/toastLook';
import { loseWords } from '../../../src/ui/canvas/levelPanelsLook';
import { CANDY_SKIN, SCREW_SKIN } from '../../../src/ui/skin';

const noop = () => {};
afterEach(async () => {
  await loadLanguage('en_US');
});

describe('layers in German', () => {
  it('the settings panel', async () => {
    await loadLanguage('de_DE');
    const words = settingsWords(translatorFor(currentLanguage()));
    expect(words).toEqual({
      title: 'Einstellungen',
      music: 'Musik',
      sound: german['settings.sound'],
      vibration: 'Vibration',
      language: german['settings.language'],
      on: 'AN',
      off: 'AUS',
      ok: german['common.ok'],
    });
    expect(Object.values(words)).not.toContain('Settings');
  });

  it('the rank panel (drawn on the canvas)', async () => {
    await loadLanguage('de_DE');
    const words = rankWords(translatorFor(currentLanguage()), {
      rank: 27,
      best: 260,
      loading: false,
      invite: false,
      adCoins: 200,
    });
    expect(words.title).toBe('Rang');
    expect(words.medalName).toBe('Dein Rang #27');
    expect(words.best.label).toBe('Rekord');
    expect(words.ad?.amount).toBe('+200 Münzen');
    expect(Object.values(words).join(' ')).not.toContain('Your rank');
  });

  it('the HUD (drawn on the canvas) in German', async () => {
    await loadLanguage('de_DE');
    const t = translatorFor(currentLanguage());
    const words = hudWords(
      {
        timeLeftMs: 90_000,
        level: 7,
        score: 140,
        hint: { label: '3', kind: 'free', busy: false, onHint: noop },
        coins: { coins: 1250, onLookAd: noop },
      },
      t,
    );
    expect(words.heading).toBe('Level 7');
    expect(words.timeLeft).toBe('Restzeit');
    expect(words.score.name).toBe('Punkte 140');
    expect(words.hint?.name).toBe('Tipp 3');
    expect(words.coins?.name).toBe('Münzen 1250');
    expect(hudWords({ timeLeftMs: 1, level: 7, score: 0, daily: { month: 11, day: 18 } }, t).heading).toBe(
      'Täglich · 18. Nov.',
    );
    // The app's English daily title is translated too.
    expect(hudWords({ timeLeftMs: 1, level: 7, score: 0, title: 'Daily · Nov 18' }, t).heading).toBe(
      'Täglich · 18. Nov.',
    );
  });

  it('Toast translates the English tip it is given', async () => {
    await loadLanguage('de_DE');
    const t = translatorFor(currentLanguage());
    expect(toastWords('Coins shortage', t)).toBe(german['toast.coinsShortage']);
    expect(toastWords('Something new', t)).toBe('Something new');
  });

  it('a switch back to English shows English again', async () => {
    await loadLanguage('de_DE');
    await loadLanguage('en_US');
    expect(settingsWords(translatorFor(currentLanguage())).title).toBe('Settings');
  });
});

describe("variant B's words", () => {
  it('the lose-full panel: tray for screws, plate for candies', () => {
    const t = translatorFor(currentLanguage());
    const tray = loseWords(t, SCREW_SKIN, 'lose-full', 0);
    expect([tray.title, tray.text, tray.hint]).toEqual([
      ENGLISH['loseFull.title'],
      ENGLISH['loseFull.text'],
      ENGLISH['loseFull.hint'],
    ]);
    const plate = loseWords(t, CANDY_SKIN, 'lose-full', 0);
    expect([plate.title, plate.text, plate.hint]).toEqual([
      ENGLISH['losePlate.title'],
      ENGLISH['losePlate.text'],
      ENGLISH['losePlate.hint'],
    ]);
    expect(CANDY_SKIN.loseFull.picture).toBe('plate');
    expect(SCREW_SKIN.loseFull.picture).toBe('tray');
  });

  it('the skill bar names the skills by variant', () => {
    const skills = [{ skill: 0 as const, props: 1, price: 200 }];
    const t = translatorFor(currentLanguage());
    const width = (text: string) => text.length * 16;
    expect(skillBarButtons(skills, t, SCREW_SKIN.skillWords, width)[0]?.label).toBe('Add slot, x1 held');
    expect(skillBarButtons(skills, t, CANDY_SKIN.skillWords, width)[0]?.label).toBe('Add plate, x1 held');
  });

  it("the tip defaults to the variant's title and description", async () => {
    const tip = { skill: 1 as const, props: 0, price: 200, coins: 50, adAvailable: true };
    const screw = tipContent(translatorFor(currentLanguage()), SCREW_SKIN.skillWords, tip);
    expect([screw.heading, screw.description]).toEqual([ENGLISH['skill.title1'], ENGLISH['skill.desc1']]);
    const candy = tipContent(translatorFor(currentLanguage()), CANDY_SKIN.skillWords, tip);
    expect([candy.heading, candy.description]).toEqual([ENGLISH['skill.b.title1'], ENGLISH['skill.b.desc1']]);
    await loadLanguage('de_DE');
    const deutsch = tipContent(translatorFor(currentLanguage()), CANDY_SKIN.skillWords, tip);
    expect(deutsch.heading).toBe(german['skill.b.title1']);
    expect(deutsch.buttons[0]!.text).toBe(german['tip.watchAd']);
  });

  it('TapHint (drawn on the canvas): the screw or the candy', async () => {
    expect(tapHintWords(translatorFor(currentLanguage()), SCREW_SKIN)).toBe('Tap the screw!');
    expect(tapHintWords(translatorFor(currentLanguage()), CANDY_SKIN)).toBe('Tap the candy!');
    await loadLanguage('de_DE');
    const t = translatorFor(currentLanguage());
    expect(tapHintWords(t, CANDY_SKIN)).toBe(german['tutorial.tapCandy']);
    expect(tapHintWords(t, SCREW_SKIN, 'Tap the screw!')).toBe(german['tutorial.tapScrew']);
  });
});
