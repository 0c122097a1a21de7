// "Text fits its box in every language": a rough check without a browser. Each box of the layers (a
// button, a caption chip, a switch...) gets the width it has in the 750 px design (design px do not change
// with the window: a 390x844 phone shows the same design box, scaled) divided by its font size, in ems.
// A text's width is estimated from real glyph advances: Arial Bold's for Latin (x1.15 for the 900 weight
// the layers use), 1 em for CJK, and per code point for Devanagari (vowel signs and nasals that sit over or
// under a consonant take no room; a virama turns the consonant before it into a half form).
import { describe, expect, it } from 'vitest';
import { LANGUAGES, loadMessages, type LocaleFile, type MessageKey, type Messages } from '../../../src/i18n';

// Arial Bold (Liberation Sans Bold) advance widths of U+0020..U+007E, in thousandths of an em.
const ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];
const HEAVY = 1.15;
const OTHER: Record<string, number> = { '…': 1, '·': 0.278, '’': 0.278, '–': 0.556, '—': 1, '\u00a0': 0.278 };

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;
// Devanagari: signs that take no width of their own, signs that add a narrow stroke, the virama.
const DEVANAGARI_ZERO = /[\u0900-\u0902\u093a\u093c\u0941-\u0948\u094d\u0951-\u0957\u0962\u0963]/u;
const DEVANAGARI_NARROW = /[\u0903\u093b\u093e-\u0940\u0949-\u094c\u094e\u094f]/u;
const DEVANAGARI = /[\u0900-\u097f]/u;

/** Estimated width of `text` in ems of the layers' heavy face. */
export function widthEm(text: string): number {
  let em = 0;
  let previous = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0x20 && cp < 0x7f) em += (ASCII[cp - 0x20]! / 1000) * HEAVY;
    else if (CJK.test(ch)) em += 1;
    else if (DEVANAGARI.test(ch)) {
      if (ch === '\u094d' && DEVANAGARI.test(previous))
        em -= 0.3 * 1.1; // half form
      else if (DEVANAGARI_ZERO.test(ch)) em += 0;
      else if (DEVANAGARI_NARROW.test(ch)) em += 0.25 * 1.1;
      else em += 0.62 * 1.1;
    } else if (OTHER[ch] !== undefined) em += OTHER[ch] * HEAVY;
    else {
      const base = ch.normalize('NFD')[0] ?? ch;
      const bcp = base.codePointAt(0)!;
      em += (bcp >= 0x20 && bcp < 0x7f ? ASCII[bcp - 0x20]! / 1000 : 0.6) * HEAVY;
    }
    previous = ch;
  }
  return em;
}

/** Fills placeholders with the longest values the game shows. */
function fill(text: string, messages: Messages): string {
  const date = messages['calendar.shortDate']
    .replace('{{month}}', messages['calendar.monthShort9'])
    .replace('{{day}}', '28');
  const values: Record<string, string> = {
    level: '888',
    count: '50',
    seconds: '60',
    price: '300',
    coins: '1000',
    score: '20',
    points: '100',
    rank: '#1234',
    time: '12:34',
    day: '7',
    done: '30',
    total: '31',
    date,
    year: '2026',
    month: messages['calendar.month9'],
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? name);
}

/** A box of the layers: the keys shown in it and how many ems of its font fit. */
interface Box {
  name: string;
  maxEm: number;
  keys: MessageKey[];
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}` as MessageKey);

// Widths in design px, as the DOM layers' stylesheet set them before the canvas move. A panel's body is 508 px
// (620 - 2x8 border - 2x48 padding); a label's room is the box minus its padding, border, icon and gap, over the
// font size.
const BOXES: Box[] = [
  // .btn--lg in a panel: 60 px type after 104 px padding, 10 px border, a 60 px icon and 18 px gap: 5.3 em
  // inside the 508 px body; it may spread into the panel's inner padding, (604 - 192) / 60 = 6.9 at most.
  {
    name: 'large button',
    maxEm: 6.5,
    keys: [
      'win.next',
      'win.calendar',
      'win.nextLevel',
      'exit.resume',
      'loseFull.revive',
      'loseTime.revive',
      'loseTime.addTime',
      'tip.use',
      'tip.watchAd',
    ],
  },
  // .menu__start: 68 px type on the open menu (670 px wide at most) with a 68 px icon.
  { name: 'menu start button', maxEm: 6.9, keys: ['menu.start', 'menu.play'] },
  // .btn--md with a 50 px icon: 46 px type, (508 - 80 - 10 - 68) / 46.
  {
    name: 'medium button',
    maxEm: 7.6,
    keys: [
      'lose.restart',
      'exit.menu',
      'common.share',
      'error.back',
      'ad.skip',
      'signIn.claim',
      'signIn.double',
      'menu.moreGames',
      'hearts.getOne',
      'tasks.collect',
    ],
  },
  // .btn--md without an icon.
  { name: 'medium text button', maxEm: 9, keys: ['common.ok'] },
  // .task-row__claim: 150 px wide, 36 px type: 140 px inside the border.
  { name: 'claim button', maxEm: 3.9, keys: ['tasks.claim'] },
  // .menu__round-caption: a 26 px chip under a 116 px round button, ~200 px before it meets the best pill.
  { name: 'menu round caption', maxEm: 6.2, keys: ['menu.tasks', 'menu.rank'] },
  // .menu__daily: 42 px type beside a 58 px icon in the top-left corner.
  { name: 'menu daily button', maxEm: 4.5, keys: ['menu.daily'] },
  // .score-pill__label (36 px) and .tasks__points-label (34 px) beside their numbers.
  { name: 'pill label', maxEm: 4.2, keys: ['common.best', 'tasks.points'] },
  // .win__score-label: 40 px before a 64 px score.
  { name: 'win score label', maxEm: 5, keys: ['common.score'] },
  // A settings row's label (settingsLook.ts): 188 px (508 - 50 padding - 56 icon - 44 gaps - 170 switch); 48 px
  // type, which the settings panel sets smaller for a longer word, down to 30 px: 188 / 30.
  {
    name: 'settings switch label',
    maxEm: 6.2,
    keys: ['settings.music', 'settings.sound', 'settings.vibration'],
  },
  // The language row's label: 320 px beside the globe and the chevron, 48 px type down to 30 px.
  { name: 'settings language label', maxEm: 10.6, keys: ['settings.language'] },
  // The switch's words: 28 px inside a 170 px switch beside its 64 px knob (smaller where they run longer).
  { name: 'switch text', maxEm: 2.9, keys: ['settings.on', 'settings.off'] },
  // .hud__level: 36 px, up to 280 px.
  { name: 'HUD level', maxEm: 6.3, keys: ['hud.level'] },
  // .hud__level--long: 26 px, 248 px.
  { name: 'HUD daily title', maxEm: 9.5, keys: ['hud.daily'] },
  // .task-row__title: 30 px, one line cut with an ellipsis; 642 px body of the wide task panel minus the
  // row's padding, gap and 150 px action = 432 px.
  {
    name: 'task title',
    maxEm: 14.4,
    keys: [
      ...(['task1', 'task3', 'task6', 'task9', 'task4', 'task8', 'task11'].map((k) => `task.a.${k}`) as MessageKey[]),
      ...range('task.b.task', 0, 12),
    ],
  },
  // .ribbon__text: one line from 58 down to 36 px, else two lines down to 30 px; longer is clipped.
  {
    name: 'ribbon title',
    maxEm: 23,
    keys: [
      'language.title',
      'settings.title',
      'exit.title',
      'rank.title',
      'tasks.title',
      'win.title',
      'loseFull.title',
      'losePlate.title',
      'loseTime.title',
      'error.title',
      'error.screen',
      'signIn.title',
      'hearts.title',
      'tasks.rewardTitle',
      'calendar.title',
      ...range('skill.title', 0, 2),
      ...range('skill.b.title', 0, 2),
    ],
  },
  // .panel__hint: 29 px on one line across the 508 px body (a longer text wraps, balanced).
  { name: 'one-line hint', maxEm: 17.5, keys: ['loseFull.hint', 'losePlate.hint', 'loseTime.hint'] },
  // .calendar-weekday: 28 px over a day cell of (642 - 6x8) / 7 = 85 px.
  { name: 'weekday', maxEm: 3, keys: range('calendar.weekday', 0, 6) },
  // .calendar-progress: 32 px, two lines of 438 px between the arrows of the wide calendar panel.
  { name: 'calendar progress', maxEm: 27, keys: ['calendar.progress'] },
  // .tap-hint__text: 34 px, two lines of 320 px.
  { name: 'tap hint', maxEm: 18.8, keys: ['tutorial.tapScrew', 'tutorial.tapCandy'] },
  // .rank__medal-label (30 px on the medal) and .rank-ad__text (30 px in a medium button).
  { name: 'rank medal label', maxEm: 8, keys: ['rank.yourRank'] },
  { name: 'rank ad text', maxEm: 10, keys: ['rank.watchAdFor'] },
  // .badge: 40 px beside a 46 px trophy.
  { name: 'new best badge', maxEm: 10.3, keys: ['win.newBest'] },
  // .loading__caption: 44 px.
  { name: 'loading caption', maxEm: 11, keys: ['loading.caption'] },
  // The web app's update bar (src/ui/canvas/updateBarLook.ts): Reload's 34 px label; and the text, 32 px on two lines of
  // what the bar's 646 px leave beside the widest Reload (6.2 em + 22 px padding each side, 10 px border, 34 px
  // icon, 10 px gap), the 68 px close button and two 18 px gaps: 225 px.
  { name: 'update bar Reload', maxEm: 6.2, keys: ['update.reload'] },
  { name: 'update bar text (2 lines)', maxEm: 14, keys: ['update.ready'] },
  // .panel__text: 42-44 px, two lines of 508 px.
  {
    name: 'panel text (2 lines)',
    maxEm: 23,
    keys: [
      'loseFull.text',
      'losePlate.text',
      'loseTime.text',
      'win.levelComplete',
      'win.dailyComplete',
      'error.connection',
    ],
  },
  // .panel__note: 32 px, two lines.
  { name: 'panel note (2 lines)', maxEm: 31, keys: ['exit.note', 'error.safe', 'rank.notRanked'] },
  // .tip__description: 36 px, three lines of 520 px.
  {
    name: 'skill description (3 lines)',
    maxEm: 43,
    keys: [...range('skill.desc', 0, 2), ...range('skill.b.desc', 0, 2)],
  },
  // .toast: 38 px, at most three lines of 592 px.
  {
    name: 'toast (3 lines)',
    maxEm: 46,
    keys: [
      'toast.coinsShortage',
      'toast.selectBoard',
      'toast.noAds',
      'toast.interrupted',
      'toast.rewarded',
      'toast.comingSoon',
      'toast.noProp',
      'toast.notPlaying',
      'toast.trayAllOpen',
      'toast.trayEmpty',
      'toast.noBoard',
      'toast.taskUnknown',
      'toast.taskNotDone',
      'toast.received',
      'toast.hintUnsure',
      'toast.hintNone',
      'toast.expansionAllUnlocked',
      'toast.noCandies',
      'toast.notAvailable',
      'toast.notEnoughPoints',
      'toast.signedInToday',
      'toast.levelLocked',
      'toast.miniGameOnly',
      'toast.noHearts',
      'signIn.tip',
      ...range('loading.tip', 0, 8),
    ],
  },
];

/**
 * Known overflows, each with its reason: a text here is let through its box's check (and listed in
 * docs/i18n.md), so the layer's owner can give the box room. Keep this list short.
 */
const TOLERATED: Record<string, string> = {};

const FILES = [...new Set(LANGUAGES.map((l) => l.file))] as LocaleFile[];
const ALL = await Promise.all(FILES.map(async (file) => [file, await loadMessages(file)] as const));

describe('the width estimate', () => {
  it('is in the right range for known texts', () => {
    // The Panel's own estimate for its ribbon is 0.66 em a character ("November 2026", 13 characters).
    expect(widthEm('November 2026') / 13).toBeCloseTo(0.66, 1);
    expect(widthEm('设置')).toBe(2);
    // 'सेटिंग्स' has 4 full letters, one half letter, a narrow vowel sign and a nasal dot.
    expect(widthEm('सेटिंग्स')).toBeGreaterThan(2.2);
    expect(widthEm('सेटिंग्स')).toBeLessThan(3.2);
  });
});

describe.each(BOXES)('$name (at most $maxEm em)', ({ maxEm, keys }) => {
  it.each(ALL)('%s fits', (file, messages) => {
    const over = keys
      .filter((key) => TOLERATED[`${file}:${key}`] !== messages[key])
      .map((key) => ({ key, text: fill(messages[key], messages) }))
      .map(({ key, text }) => ({ key, text, em: Math.round(widthEm(text) * 100) / 100 }))
      .filter(({ em }) => em > maxEm);
    expect(over).toEqual([]);
  });
});

describe('long texts stay near the English length', () => {
  // Texts without a measured box (toasts that carry a reason, reminders, aria labels) may run at most 1.6x
  // the English estimate, so no translation becomes a wall of text.
  const english = ALL.find(([file]) => file === 'en_US')![1];
  it.each(ALL)('%s', (_file, messages) => {
    const over = (Object.keys(english) as MessageKey[])
      .filter((key) => widthEm(english[key]) > 12)
      .map((key) => ({ key, ratio: Math.round((widthEm(messages[key]) / widthEm(english[key])) * 100) / 100 }))
      .filter(({ ratio }) => ratio > 1.6);
    expect(over).toEqual([]);
  });
});
