// The in-game top bar as the canvas draws it (as the DOM HUD it replaces drew it): where the pause and hint buttons,
// the level and countdown pills, the score and the coin pill sit under the top of the layout (HUD_BAR of
// src/core/stageLayout.ts, which the level checks keep clear of boards), their sizes for the words they show, and their
// colours in each variant. Pure, so the tests read the HUD without a canvas.
import { HUD_BAR } from '../../core/stageLayout';
import { shortDate, translateText, type MonthDay, type Translate } from '../../i18n';
import { DEFAULT_STAGE_DESIGN } from '../fitStage';
import { formatTime } from '../formatTime';
import type { DesignBox } from './controls';
import { coinPillBoxes, coinWords, type CoinNodeProps } from './coinPillLook';

/** What a hint costs now: a free hint, a hint prop, coins, or watching an ad. */
export type HudHintKind = 'free' | 'prop' | 'coins' | 'ad';

/** The hint button's state, from the app. */
export interface HudHint {
  /** Badge text: free hints left ('3'), props held ('x2') or the coin price ('200'); unused for 'ad'. */
  label: string;
  kind: HudHintKind;
  /** The search for a hint is running: the bulb pulses and taps are ignored. */
  busy: boolean;
  onHint: () => void;
}

/** Props of the HUD layer. */
export interface HudProps {
  timeLeftMs: number;
  level: number;
  score: number;
  /** The pause/exit button (opens the exit layer). */
  onExit: () => void;
  /** Replaces "Level N" (English texts of the game, such as "Daily · Nov 18", are translated). */
  title?: string;
  /** The daily challenge's day: the title reads "Daily · Nov 18" in the current language (unless `title` is given). */
  daily?: MonthDay;
  /** The hint button beside pause; no button without it. */
  hint?: HudHint;
  /** The coin pill (with its look-ad button), stacked under the score on the right; none without it. */
  coins?: CoinNodeProps;
}

/** The HUD's words in the player's language: what it shows and what each part is announced as. */
export interface HudWords {
  heading: string;
  time: string;
  /** Under 10 s: the countdown turns red and pulses. */
  low: boolean;
  pause: string;
  timeLeft: string;
  score: { text: string; name: string };
  /** The hint button's name (with its badge's words, as a voice user says what they see) and badge words. */
  hint: { name: string; text: string } | null;
  coins: { text: string; name: string; lookAd: string } | null;
}

/** The words of the HUD for `props`. */
export function hudWords(props: Omit<HudProps, 'onExit'>, t: Translate): HudWords {
  const { timeLeftMs, level, score, title, daily, hint, coins } = props;
  const heading =
    title !== undefined
      ? translateText(title, t)
      : daily
        ? t('hud.daily', { date: shortDate(t, daily) })
        : t('hud.level', { level });
  return {
    heading,
    time: formatTime(timeLeftMs),
    low: timeLeftMs < LOW_TIME_MS,
    pause: t('hud.pause'),
    timeLeft: t('hud.timeLeft'),
    score: { text: String(score), name: t('hud.score', { score }) },
    hint: hint
      ? hint.kind === 'ad'
        ? { name: t('hud.hint'), text: '' }
        : { name: `${t('hud.hint')} ${hint.label}`, text: hint.label }
      : null,
    coins: coins ? coinWords(coins.coins, t) : null,
  };
}

/** Below this much time left the timer turns red and pulses. */
export const LOW_TIME_MS = 10_000;

/** Titles longer than this get the smaller type, so the pill stays clear of the hint button. */
export const LONG_TITLE_CHARS = 10;

/** Titles longer than this (German 'Täglich · 18. Nov.') get the smallest type. */
export const LONGER_TITLE_CHARS = 16;

/** The line height of the layers' type, as the DOM layers set it before the canvas move. */
const LINE = 1.15;

/** The level pill's type and padding for a title of `chars` characters: normal, long, or longer. */
export function titleType(chars: number): {
  fontSize: number;
  padTop: number;
  padBottom: number;
  padX: number;
  maxWidth: number;
} {
  if (chars > LONGER_TITLE_CHARS) return { fontSize: 22, padTop: 11, padBottom: 13, padX: 12, maxWidth: 280 };
  if (chars > LONG_TITLE_CHARS) return { fontSize: 26, padTop: 9, padBottom: 11, padX: 16, maxWidth: 280 };
  return { fontSize: 36, padTop: 6, padBottom: 8, padX: 26, maxWidth: Number.POSITIVE_INFINITY };
}

/** The measures the HUD is drawn with, in design px. */
export const HUD = {
  /** The pause button (`.btn--icon`) and the hint button (`.btn--icon-sm`), 10 apart, in a 116-high row 6 below the bar's top. */
  pause: 116,
  hint: 86,
  gap: 10,
  rowTop: 6,
  rowHeight: 116,
  /** The hint's badge: 2 under the bulb (58 high in the 86 button), 36 high, 26 px type. */
  hintBulb: 58,
  hintBadge: {
    gap: 2,
    height: 36,
    minWidth: 50,
    padX: 12,
    padLeftCoins: 4,
    rim: 4,
    fontSize: 26,
    icon: 28,
    adIcon: 30,
    iconGap: 4,
  },
  /** The level pill: at least 220 wide, a 5 px rim, 24 px corners. */
  level: { minWidth: 220, rim: 5, radius: 24 },
  /** The countdown under it (4 px tucked under the pill): at least 210 wide, 66 high, a clock of 40 and 46 px digits. */
  timer: {
    minWidth: 210,
    height: 66,
    overlap: 4,
    rim: 5,
    radius: 26,
    clock: 40,
    gap: 10,
    padLeft: 8,
    padRight: 14,
    padTop: 4,
    fontSize: 46,
    digitsMin: 104,
  },
  /** The score pill alone (80 high) or stacked over the coins (60 high). */
  score: { minWidth: 180, height: 80, star: 50, gap: 14, padLeft: 14, padRight: 26, rim: 5, fontSize: 42 },
  scoreStacked: { minWidth: 150, height: 60, star: 40, gap: 8, padLeft: 10, padRight: 24, rim: 4, fontSize: 36 },
  /** The coin pill (60 high, a 44 coin) and its video button (72, overlapping the pill's end by 34, taps to 96). */
  coins: {
    height: 60,
    coin: 44,
    gap: 6,
    padLeft: 6,
    padRight: 22,
    padRightAd: 42,
    rim: 4,
    fontSize: 34,
    ad: 72,
    adOverlap: 34,
    adTap: 96,
    stackGap: 4,
  },
} as const;

/** What the HUD shows, for its layout. */
export interface HudContent {
  /** The title's width at its type (design px) and its length in characters. */
  title: { width: number; chars: number };
  /** The countdown's digits' width at 46 px. */
  timerWidth: number;
  /** The score's digits' width at the score pill's type (42, or 36 stacked). */
  scoreWidth: number;
  /** The hint button's badge words' width at 26 px, or null without a hint button; its kind. */
  hint: { width: number; kind: 'free' | 'prop' | 'coins' | 'ad' } | null;
  /** The coin count's width at 34 px, or null without the coin pill; whether it has the video button. */
  coins: { width: number; ad: boolean } | null;
}

/** Where each part of the HUD sits. */
export interface HudLayout {
  pause: { x: number; y: number };
  hint: { x: number; y: number; badge: DesignBox } | null;
  level: DesignBox & { fontSize: number; textWidth: number };
  timer: DesignBox;
  score: DesignBox & { stacked: boolean };
  coins: (DesignBox & { ad: { x: number; y: number; tap: DesignBox } | null }) | null;
}

/** The HUD's layout under the top of the layout `layoutTop` (the notch shift or the safe area, design px). */
export function hudLayout(content: HudContent, layoutTop: number): HudLayout {
  const top = layoutTop + HUD_BAR.top;
  const left = HUD_BAR.side;
  const right = DEFAULT_STAGE_DESIGN.width - HUD_BAR.side;
  const rowY = top + HUD.rowTop + HUD.rowHeight / 2;

  const pause = { x: left + HUD.pause / 2, y: rowY };
  let hint: HudLayout['hint'] = null;
  if (content.hint) {
    const x = left + HUD.pause + HUD.gap + HUD.hint / 2;
    const b = HUD.hintBadge;
    const icons = content.hint.kind === 'ad' ? b.adIcon : content.hint.kind === 'coins' ? b.icon + b.iconGap : 0;
    const words = content.hint.kind === 'ad' ? 0 : content.hint.width;
    const padLeft = content.hint.kind === 'coins' ? b.padLeftCoins : b.padX;
    const width = Math.max(b.minWidth, padLeft + icons + words + b.padX + 2 * b.rim);
    const badgeTop = rowY + HUD.hintBulb / 2 + b.gap;
    hint = { x, y: rowY, badge: { x: x - width / 2, y: badgeTop, width, height: b.height } };
  }

  const type = titleType(content.title.chars);
  const levelWidth = Math.min(
    type.maxWidth,
    Math.max(HUD.level.minWidth, content.title.width + 2 * type.padX + 2 * HUD.level.rim),
  );
  const levelHeight = type.fontSize * LINE + type.padTop + type.padBottom + 2 * HUD.level.rim;
  const centre = DEFAULT_STAGE_DESIGN.width / 2;
  const level = {
    x: centre - levelWidth / 2,
    y: top,
    width: levelWidth,
    height: levelHeight,
    fontSize: type.fontSize,
    textWidth: levelWidth - 2 * type.padX - 2 * HUD.level.rim,
  };
  const t = HUD.timer;
  const timerWidth = Math.max(
    t.minWidth,
    t.padLeft + t.clock + t.gap + Math.max(t.digitsMin, content.timerWidth) + t.padRight + 2 * t.rim,
  );
  const timer = { x: centre - timerWidth / 2, y: top + levelHeight - t.overlap, width: timerWidth, height: t.height };

  const stacked = content.coins !== null;
  const s = stacked ? HUD.scoreStacked : HUD.score;
  const scoreWidth = Math.max(s.minWidth, s.padLeft + s.star + s.gap + content.scoreWidth + s.padRight + 2 * s.rim);
  const scoreY = stacked ? top : rowY - s.height / 2;
  const score = { x: right - scoreWidth, y: scoreY, width: scoreWidth, height: s.height, stacked };

  const coins = content.coins
    ? coinPillBoxes(
        HUD.coins,
        content.coins.width,
        content.coins.ad,
        right,
        top + s.height + HUD.coins.stackGap + HUD.coins.ad / 2,
      )
    : null;
  return { pause, hint, level, timer, score, coins };
}

/** The countdown's colours when little time is left (both variants). */
export const LOW_TIME = { ink: 0xe5261a, paper: 0xffe9e3 } as const;

/** The countdown's ink and the gold of the score's star. */
export const INK = 0x5b2d0c;
export const GOLD = { face: 0xffc21a, deep: 0xd98a00 } as const;

/** The hint badge's gradient for each kind of price. */
export const HINT_BADGE_FILL: Readonly<Record<'free' | 'prop' | 'coins' | 'ad', readonly [number, number]>> = {
  free: [0x8ee65a, 0x3fb328],
  prop: [0x6cc8ff, 0x2687f2],
  coins: [0x8a4819, 0x6c3511],
  ad: [0xff8a75, 0xf0402c],
};

/** The low-time pulse of the countdown's digits (1 s, up to 1.18 and back) and the busy hint's bulb (0.9 s). */
export const TIMER_PULSE_MS = 1000;
export const BULB_PULSE_MS = 900;
/** Under reduced motion the searching bulb fades in and out over 1.6 s instead. */
export const BULB_FADE_MS = 1600;
