// How variant B's hearts panel ('Out of hearts!' / 'Hearts') looks on the canvas, as numbers and words: the big beating
// heart with its chocolate count badge, the wait-or-watch sentence, the sunken timer pill with its clock, and the green
// video button for one heart with its pink '+1' badge. Pure, so the tests read the panel without a canvas.
import type { Translate } from '../../i18n';
import type { DesignBox } from './controls';
import { formatHeartTimer, heartCount } from './heartIcon';
import { EASE, sampleKeyframes, type Keyframe } from './motion';
import { BODY_WIDTH } from './panelLook';

/** What the hearts panel is opened with (its layer's props, the handlers aside). */
export interface HeartsLayerState {
  hearts: number;
  max: number;
  /** Whole seconds until the next heart. */
  secondsToNext: number;
  /** A rewarded video is loaded. Without one the button looks switched off but still reports taps. */
  adAvailable: boolean;
}

/** What the panel says. */
export interface HeartsLayerWords {
  /** 'Out of hearts!' at zero, else 'Hearts'. */
  title: string;
  /** Hearts held, a whole number from 0. */
  count: number;
  /** On the heart's badge: '3/20'. */
  countText: string;
  /** The heart's name for screen readers: 'Hearts 3 of 20'. */
  heartLabel: string;
  /** No heart left: the heart is pale and broken. */
  empty: boolean;
  full: boolean;
  /** 'Wait for a new heart or watch an ad.' (none when full). */
  note: string | null;
  /** 'Next heart in 07:01', or 'Full'. */
  timer: string;
  /** The video button (none when full: a full supply needs no video). */
  ad: { text: string; label: string; unavailable: boolean } | null;
  /** On the button's pink badge, after a heart. */
  plus: string;
}

/** The panel's words for a hearts state (the DOM panel's, word for word). */
export function heartsLayerWords(state: HeartsLayerState, t: Translate): HeartsLayerWords {
  const count = heartCount(state.hearts);
  const full = count >= state.max;
  const getOne = t('hearts.getOne');
  return {
    title: count === 0 ? t('hearts.empty') : t('hearts.title'),
    count,
    countText: `${count}/${state.max}`,
    heartLabel: t('hearts.label', { count, max: state.max }),
    empty: count === 0,
    full,
    note: full ? null : t('hearts.emptyText'),
    timer: full ? t('hearts.full') : t('hearts.nextIn', { time: formatHeartTimer(state.secondsToNext) }),
    ad: full
      ? null
      : {
          text: getOne,
          label: state.adAvailable ? getOne : `${getOne}, ${t('toast.noAds')}`,
          unavailable: !state.adAvailable,
        },
    plus: '+1',
  };
}

/** The panel's measures in design px. */
export const HEARTS_LAYER = {
  /** The heart: a 190 px icon with a soft raspberry shadow (`drop-shadow(0 12px 14px rgba(140, 20, 60, 0.35))`). */
  heart: { size: 190, shadow: { dy: 12, blur: 14, color: 0x8c143c, alpha: 0.35 } },
  /**
   * The count's badge over the heart's bottom (8 px below it): 36 px heavy white type, 24 px each side, 2 above and
   * 4 below, a 4 px white rim, round ends (26 px), chocolate, a 5 px ledge.
   */
  badge: {
    fontSize: 36,
    lineHeight: 1.2,
    padX: 24,
    padTop: 2,
    padBottom: 4,
    border: 4,
    radius: 26,
    below: 8,
    top: 0x8b4a2b,
    bottom: 0x5e2c16,
    ledge: { color: 0x501428, alpha: 0.4, depth: 5 },
  },
  /** The sentence: 36 px, at most 500 wide. */
  noteWidth: 500,
  /**
   * The timer's pill: a 40 px clock in raspberry, 12 px to the words (34 px heavy, cocoa), 10 px above and below,
   * 16 px on the left and 28 on the right, round ends (32 px), a soft sunken cocoa wash.
   */
  timer: {
    clock: 40,
    clockColour: 0xe0317a,
    gap: 12,
    padY: 10,
    padLeft: 16,
    padRight: 28,
    radius: 32,
    fontSize: 34,
    lineHeight: 1.2,
    ink: 0x6e3418,
    wash: { fill: { color: 0x6e3418, alpha: 0.12 }, inset: { color: 0x6e3418, alpha: 0.12 } },
    depth: 5,
  },
  /** The video button: green, middle size, at least 420 wide, 8 px more room above it. */
  ad: { minWidth: 420, before: 8 },
  /**
   * The '+1' badge on the button's top right corner (its right edge 55 px past the button's, its top 41 px above
   * it): a 40 px heart, 2 px, '+1' in 28 px type; 4 px left and 14 px right inside a 4 px white rim; pink, round
   * ends (26 px), a 4 px dark pink ledge.
   */
  plus: {
    heart: 40,
    gap: 2,
    fontSize: 28,
    padLeft: 4,
    padRight: 14,
    padY: 2,
    border: 4,
    radius: 26,
    right: 55,
    up: 41,
    top: 0xff7ab3,
    bottom: 0xe0317a,
    ledge: { color: 0xa11c5a, alpha: 1, depth: 4 },
  },
} as const;

/** A measured width, 0 when broken or negative. */
const room = (width: number) => (Number.isFinite(width) && width > 0 ? width : 0);

/** The count badge's size for words `textWidth` px wide. */
export function countBadgeSize(textWidth: number): { width: number; height: number } {
  const b = HEARTS_LAYER.badge;
  const line = Math.round(b.fontSize * b.lineHeight);
  return {
    width: Math.ceil(room(textWidth)) + 2 * (b.padX + b.border),
    height: line + b.padTop + b.padBottom + 2 * b.border,
  };
}

/** The heart's row: the heart centred on x = 0, its badge's box, and the row's height (the badge's ledge in). */
export function heartRowLayout(textWidth: number): { heart: DesignBox; badge: DesignBox; height: number } {
  const size = HEARTS_LAYER.heart.size;
  const b = HEARTS_LAYER.badge;
  const badge = countBadgeSize(textWidth);
  const heart = { x: -size / 2, y: 0, width: size, height: size };
  const badgeBox = { x: -badge.width / 2, y: size + b.below - badge.height, ...badge };
  return { heart, badge: badgeBox, height: Math.max(size, badgeBox.y + badge.height + b.ledge.depth) };
}

/** The timer pill's size for words `textWidth` px wide. */
export function timerPillSize(textWidth: number): { width: number; height: number } {
  const p = HEARTS_LAYER.timer;
  const line = Math.round(p.fontSize * p.lineHeight);
  return {
    width: Math.ceil(p.padLeft + p.clock + p.gap + room(textWidth) + p.padRight),
    height: 2 * p.padY + Math.max(p.clock, line),
  };
}

/** The widest the timer's words may be: the pill then spans the panel's body and 44 px of its padding each side. */
export const TIMER_TEXT_MAX =
  BODY_WIDTH +
  88 -
  HEARTS_LAYER.timer.padLeft -
  HEARTS_LAYER.timer.clock -
  HEARTS_LAYER.timer.gap -
  HEARTS_LAYER.timer.padRight;

/** The timer's words are set smaller (this scale) when `textWidth` px would be wider than the pill may grow. */
export function timerTextScale(textWidth: number): number {
  return textWidth > TIMER_TEXT_MAX ? TIMER_TEXT_MAX / textWidth : 1;
}

/** The '+1' badge's box, from the centre of the top of a button `buttonWidth` wide, for '+1' `textWidth` px wide. */
export function plusBadgeBox(buttonWidth: number, textWidth: number): DesignBox {
  const p = HEARTS_LAYER.plus;
  const width = Math.ceil(p.padLeft + p.heart + p.gap + room(textWidth) + p.padRight + 2 * p.border);
  const height = p.heart + 2 * p.padY + 2 * p.border;
  return { x: buttonWidth / 2 + p.right - width, y: -p.up, width, height };
}

/** The heart's beat: 1.4 s a beat, swelling to 108% at 30% of it and back by 60%, the first 300 ms after it opens. */
export const HEART_BEAT = { ms: 1400, delayMs: 300, scale: 1.08 } as const;

const BEAT: readonly Keyframe<{ scale: number }>[] = [
  [0, { scale: 1 }],
  [0.3, { scale: HEART_BEAT.scale }],
  [0.6, { scale: 1 }],
  [1, { scale: 1 }],
];

/**
 * The heart's scale at progress `t` (0..1) of a loop of one beat that started when the panel opened: the beat
 * lags 300 ms (the loop's last 300 ms are at rest, so the lag is the same loop turned round).
 */
export function heartBeatScale(t: number): number {
  const { ms, delayMs } = HEART_BEAT;
  const at = (((t * ms - delayMs) % ms) + ms) % ms;
  return sampleKeyframes(BEAT, at / ms, EASE.easeInOut).scale;
}
