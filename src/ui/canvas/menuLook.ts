// The menu as the canvas draws it (as the DOM menu it replaces drew it, in both skins): where the top bar, the title
// sign, the two rails of round buttons, the middle column (best score, the candy plates, the level path), the planks
// and Start sit under the top of the layout, and the words and names each button shows. Pure, so the tests read the
// menu without a canvas.
import type { LanguageCode, Translate } from '../../i18n';
import { fitFontSize } from '../../i18n/textWidth';
import type { ButtonTone } from './buttonLook';
import type { UiTheme } from '../skin';
import { DEFAULT_STAGE_DESIGN } from '../fitStage';
import type { CoinPillMeasures } from './coinPillLook';
import type { Keyframe } from './motion';

const WIDTH = DEFAULT_STAGE_DESIGN.width;

/** The menu's measures, in design px from the top of the layout. */
export const MENU = {
  /** The top bar: hearts at the left, coins and settings at the right, each centred in a 116 px row. */
  top: { y: 40, height: 116, side: 36 },
  heartsLeft: 34,
  /** The coin pill's right end (the video button's included). */
  coinsRight: 168,
  coins: {
    height: 72,
    coin: 56,
    gap: 8,
    padLeft: 8,
    padRight: 28,
    padRightAd: 50,
    rim: 5,
    fontSize: 38,
    ad: 80,
    adOverlap: 40,
    adTap: 96,
  } satisfies CoinPillMeasures,
  /** The title sign's top and its scale between the rails. */
  title: { y: 176, scale: 0.8 },
  /** The rails: 150 px wide, 20 px in from each side, round buttons 116 px, 36 px apart. */
  rail: { y: 480, width: 150, side: 20, button: 116, gap: 36 },
  /** A round button's caption chip: over its lower edge, at most 172 px wide, type 26 px down to 16. */
  chip: { overlap: 6, height: 40, padX: 16, rim: 3, maxWidth: 172, fontSize: 26, minFontSize: 16, room: 124 },
  /** The red dot of a waiting reward: 36 px, its centre 10 px in from the button's top right corner. */
  dot: { size: 36, rim: 5, inset: 10, pulseMs: 1200, pulseScale: 1.18 },
  /** The language code in place of an icon. */
  languageFontSize: 40,
  /** The column between the rails: best score, plates of sweets, the level path. */
  middle: { y: 470, side: 172, gap: 30 },
  /** The best score's pill. */
  best: { height: 84, padLeft: 18, padRight: 34, gap: 14, rim: 5, icon: 52, labelSize: 36, valueSize: 42 },
  /** The screw game's planks between the rails. */
  planks: { x: 190, y: 600, width: 370, height: 330 },
  /** Start, and the tournament's strip 44 px under it. */
  start: { y: 1094, height: 156, minWidth: 500, maxWidth: 640 },
  tournament: { gap: 44, minWidth: 440 },
  /** The title sign pops in: 0.4 s. */
  titlePopMs: 400,
} as const;

/** The menu's colours in each game: the caption chips (white-rimmed milk chocolate, or pink-rimmed dark) and the
 * best score's label. */
export const MENU_COLOURS: Readonly<
  Record<UiTheme, { chipTop: number; chipBottom: number; chipRim: number; bestLabel: number }>
> = {
  screw: { chipTop: 0x8a4819, chipBottom: 0x6c3511, chipRim: 0xffffff, bestLabel: 0xffd99c },
  candy: { chipTop: 0x8b4a2b, chipBottom: 0x5e2c16, chipRim: 0xffe3ef, bestLabel: 0xffc9e0 },
};

/** The title sign's entrance: from 60% and clear to a little past full size, then settling (CSS's pop-in). */
export const TITLE_POP: readonly Keyframe<{ scale: number; alpha: number }>[] = [
  [0, { scale: 0.6, alpha: 0 }],
  [0.4, { scale: 1.04, alpha: 1 }],
  [0.7, { scale: 0.98, alpha: 1 }],
  [1, { scale: 1, alpha: 1 }],
];

/** The round buttons the rails may hold, in their order down each rail. */
export const LEFT_RAIL = ['signIn', 'tasks', 'calendar', 'challenge'] as const;
export const RIGHT_RAIL = ['rank', 'share', 'moreGames', 'language'] as const;

/** One round button of a rail. */
export type RailButton = (typeof LEFT_RAIL)[number] | (typeof RIGHT_RAIL)[number];

/** What a rail button shows and is called. */
export interface RailWords {
  testId: string;
  tone: ButtonTone;
  /** The chip's words under the button. */
  caption: string;
  /** The chip's type size: 26 px, smaller for a long caption. */
  captionSize: number;
  /** Its spoken name. */
  label: string;
  /** The language button's short name of the language, shown in place of an icon. */
  code?: string;
}

/** Each language's short name on the language button, in its own script. */
export const LANGUAGE_SHORT_NAMES: Record<LanguageCode, string> = {
  en_US: 'EN',
  id_ID: 'ID',
  hi_IN: 'हिं',
  pt_PT: 'PT',
  es_LA: 'ES',
  tl_PH: 'FIL',
  af_ZA: 'AF',
  de_DE: 'DE',
  fr_FR: 'FR',
  zh_CN: '简',
  zh_HK: '繁',
  zh_TW: '繁',
};

/** The chip's type size for `caption`: 26 px, smaller (to 16) so the chip stays about the rail's width. */
export function captionSize(caption: string): number {
  const c = MENU.chip;
  return fitFontSize(caption, c.room, c.fontSize, c.minFontSize);
}

/** The words of a rail button (the sign-in one names a waiting reward; the language one its code). */
export function railWords(button: RailButton, t: Translate, language: LanguageCode, signInReady: boolean): RailWords {
  const make = (testId: string, tone: ButtonTone, caption: string, label = caption): RailWords => ({
    testId,
    tone,
    caption,
    captionSize: captionSize(caption),
    label,
  });
  switch (button) {
    case 'signIn':
      return make(
        'menu-signin',
        'red',
        t('menu.signIn'),
        signInReady ? `${t('menu.signIn')}, ${t('menu.signInReady')}` : t('menu.signIn'),
      );
    case 'tasks':
      return make('menu-tasks', 'green', t('menu.tasks'));
    case 'calendar':
      return make('menu-calendar', 'blue', t('menu.daily'), t('menu.dailyLabel'));
    case 'challenge':
      return make('menu-challenge', 'orange', t('challenge.menu'), t('challenge.menuLabel'));
    case 'rank':
      return make('menu-rank', 'purple', t('menu.rank'));
    case 'share':
      return make('menu-share', 'blue', t('common.share'));
    case 'moreGames':
      return make('menu-more', 'orange', t('menu.moreGames'));
    case 'language':
      // What the button shows, the code then the caption, is its name (a voice user says what they see).
      return {
        ...make('menu-language', 'wood', t('menu.language'), `${LANGUAGE_SHORT_NAMES[language]} ${t('menu.language')}`),
        code: LANGUAGE_SHORT_NAMES[language],
      };
  }
}

/** A point in design px. */
export interface Point {
  x: number;
  y: number;
}

/** Where the menu's pieces sit, for a layout top `top` (design px). */
export interface MenuLayout {
  /** The settings button's centre. */
  settings: Point;
  /** The vertical middle of the top bar. */
  barMid: number;
  /** The coin pill's right end (its video button's included). */
  coinsRight: number;
  /** The hearts pill's top-left corner. */
  hearts: Point;
  /** The title sign's top-centre and scale. */
  title: Point & { scale: number };
  /** The centres of the rails' buttons, in order, for the buttons given. */
  left: (Point & { button: RailButton })[];
  right: (Point & { button: RailButton })[];
  /** The middle column: its centre line, top and width. */
  middle: { x: number; y: number; width: number; gap: number };
  /** The planks' box. */
  planks: { x: number; y: number; width: number; height: number };
  /** Start's centre. */
  start: Point;
  /** The tournament strip's centre, for a strip `height` tall. */
  tournamentY: (height: number) => number;
}

/** The menu's layout under a layout top of `top`, with the rail buttons `shown`. */
export function menuLayout(top: number, shown: ReadonlySet<RailButton>): MenuLayout {
  const r = MENU.rail;
  const rail = (buttons: readonly RailButton[], x: number) =>
    buttons
      .filter((button) => shown.has(button))
      .map((button, i) => ({ button, x, y: top + r.y + r.button / 2 + i * (r.button + r.gap) }));
  const barMid = top + MENU.top.y + MENU.top.height / 2;
  const startY = top + MENU.start.y + MENU.start.height / 2;
  return {
    settings: { x: WIDTH - MENU.top.side - r.button / 2, y: barMid },
    barMid,
    coinsRight: WIDTH - MENU.coinsRight,
    hearts: { x: MENU.heartsLeft, y: barMid },
    title: { x: WIDTH / 2, y: top + MENU.title.y, scale: MENU.title.scale },
    left: rail(LEFT_RAIL, r.side + r.width / 2),
    right: rail(RIGHT_RAIL, WIDTH - r.side - r.width / 2),
    middle: { x: WIDTH / 2, y: top + MENU.middle.y, width: WIDTH - 2 * MENU.middle.side, gap: MENU.middle.gap },
    planks: { ...MENU.planks, y: top + MENU.planks.y },
    start: { x: WIDTH / 2, y: startY },
    tournamentY: (height) => startY + MENU.start.height / 2 + MENU.tournament.gap + height / 2,
  };
}

/** The best score pill's width for a label and value `labelWidth` and `valueWidth` wide. */
export function bestPillWidth(labelWidth: number, valueWidth: number): number {
  const b = MENU.best;
  return 2 * b.rim + b.padLeft + b.icon + b.gap + labelWidth + b.gap + valueWidth + b.padRight;
}

/** The chip under a rail button: its width for a caption `textWidth` wide (the ellipsis keeps it at most 172). */
export function chipWidth(textWidth: number): number {
  const c = MENU.chip;
  return Math.min(c.maxWidth, Math.ceil(textWidth) + 2 * (c.padX + c.rim));
}

// Screw heads on the planks: colour, place along the plank (0..1).
export const PLANK_SCREWS: readonly (readonly { colour: number; at: number }[])[] = [
  [
    { colour: 0xff4b3e, at: 0.14 },
    { colour: 0x2f9bff, at: 0.5 },
    { colour: 0xffc21a, at: 0.86 },
  ],
  [
    { colour: 0x4cc93a, at: 0.16 },
    { colour: 0xff4b3e, at: 0.84 },
  ],
  [
    { colour: 0xb15cf0, at: 0.18 },
    { colour: 0x4cc93a, at: 0.5 },
    { colour: 0x2f9bff, at: 0.82 },
  ],
];

/** The three planks in the planks' box: left and right insets, top, tilt (degrees) and wood colours. */
export const PLANKS: readonly {
  left: number;
  right: number;
  top: number;
  tilt: number;
  light: number;
  dark: number;
}[] = [
  { left: 10, right: 40, top: 20, tilt: -8, light: 0xffd48a, dark: 0xe7a04f },
  // The CSS's hue-rotate(-12deg) saturate(1.2): a redder wood.
  { left: 30, right: 20, top: 130, tilt: 12, light: 0xffc884, dark: 0xec8f45 },
  // brightness(1.05).
  { left: 40, right: 0, top: 222, tilt: -3, light: 0xffdf91, dark: 0xf2a853 },
];

/** A plank's height, rim and a screw head's size. */
export const PLANK = { height: 92, rim: 6, screw: 58 } as const;

/** The candy menu's three plates: each holds sweets of one colour, tilted; the middle one sits lower. */
export const CANDY_PLATES = {
  size: 124,
  rim: 5,
  gap: 12,
  sweet: 62,
  plates: [
    { colour: 0, tilt: -8, drop: 0 },
    { colour: 3, tilt: 4, drop: 14 },
    { colour: 4, tilt: -3, drop: 0 },
  ],
  /** Where the three sweets of a plate sit: top centre, lower left, lower right (fractions of the plate). */
  sweets: [
    { x: 0.5, y: 0.08, centred: true },
    { x: 0.06, y: 0.42, centred: false },
    { x: 0.94, y: 0.42, centred: false },
  ],
} as const;

/** The plates' row: its width and height (the middle plate's drop included). */
export function candyPlatesSize(): { width: number; height: number } {
  const p = CANDY_PLATES;
  return { width: 3 * p.size + 2 * p.gap, height: p.size + Math.max(...p.plates.map((plate) => plate.drop)) };
}
