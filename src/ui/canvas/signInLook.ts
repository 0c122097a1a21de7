// The candy game's 7-day sign-in popup as the canvas draws it: a wide panel, a card per day in a grid of four columns
// (day 7 over two), each card's state (claimed and ticked, today's and lit, or still to come), its heading chip and its
// reward, then Sign in and Claim x2 and, once today's claim is made, the time until the next one. Pure: words, states
// and places; SignInLayer.tsx draws them.
import type { SignInDay, SignInStatus } from '../../core/signIn';
import type { Translate } from '../../i18n';
import { formatHours } from '../formatTime';
import { PANEL } from './panelLook';
import { REWARD_LOOKS, rewardEntries, type RewardEntry, type RewardRowLook } from './rewardLook';

/** How a day's card looks: claimed (ticked), today's (lit, the next claim gives it) or still to come. */
export type SignInDayState = 'claimed' | 'today' | 'upcoming';

/** The state of the card of `day` (1 to 7). */
export function signInDayState(status: SignInStatus, day: number): SignInDayState {
  if (day <= status.claimedSlots) return 'claimed';
  if (status.claimable && day === status.day) return 'today';
  return 'upcoming';
}

/** The sign-in's measures in design px: a 702 px panel, 24 px side padding, cards 14 px apart. */
export const SIGN_IN = {
  width: 702,
  padTop: 104,
  padSide: 24,
  /** The body's rows are 20 px apart (the panel's own gap is 26). */
  rowGap: 20,
  columns: 4,
  gap: 14,
  card: {
    minHeight: 200,
    padTop: 8,
    padSide: 6,
    padBottom: 14,
    gap: 8,
    radius: 28,
    /** The heading chip: 26 px type (18 at least for a long word), 6 px above and below, radius 18. */
    label: { fontSize: 26, minFontSize: 18, padY: 6, padX: 2, radius: 18, lineHeight: 1.1, room: 132 },
  },
  /** The tick over a claimed card: 68 px across, a 5 px white rim, its centre 47% down the card. */
  tick: { size: 68, rim: 5, icon: 44, ledge: 5, at: 0.47 },
  /** Today's card swells to 1.04 and back every 1.6 s. */
  glow: { ms: 1600, scale: 0.04 },
  /** The wait for the next claim: a clock and the time on a soft pill. */
  next: { icon: 40, gap: 12, padLeft: 14, padRight: 26, padY: 8, fontSize: 30, radius: 30 },
  /** Both buttons are at least 460 px wide. */
  buttonMinWidth: 460,
} as const;

/** The body's width inside the wide panel. */
export const SIGN_IN_BODY = SIGN_IN.width - 2 * PANEL.border - 2 * SIGN_IN.padSide;

/** A column's width in the grid. */
export const SIGN_IN_COLUMN = (SIGN_IN_BODY - (SIGN_IN.columns - 1) * SIGN_IN.gap) / SIGN_IN.columns;

/** The chip's height at its type size (one line). */
export const LABEL_HEIGHT = Math.round(
  SIGN_IN.card.label.fontSize * SIGN_IN.card.label.lineHeight + 2 * SIGN_IN.card.label.padY,
);

/** One day's card: what it says and shows, and where it sits in the grid (x its centre, y its top). */
export interface SignInCard {
  day: number;
  state: SignInDayState;
  wide: boolean;
  /** The chip's words: 'Today' or 'Day N'. */
  label: string;
  entries: RewardEntry[];
  look: RewardRowLook;
  /** What the card's control reads ('Day 1 200'), and what it is announced as. */
  text: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The sign-in's cards and the grid's height; `rewardHeight(entries, look, width)` is a reward's height laid out in `width`. */
export function signInCards(
  t: Translate,
  status: SignInStatus,
  table: readonly SignInDay[],
  rewardHeight: (entries: readonly RewardEntry[], look: RewardRowLook, width: number) => number,
): { cards: SignInCard[]; height: number } {
  const { card: c, columns, gap } = SIGN_IN;
  const placed: (Omit<SignInCard, 'y' | 'height'> & { row: number; need: number })[] = [];
  let column = 0;
  let row = 0;
  table.forEach((day, i) => {
    const wide = i === table.length - 1 && table.length % columns === columns - 1;
    const span = wide ? 2 : 1;
    if (column + span > columns) {
      column = 0;
      row += 1;
    }
    const width = span * SIGN_IN_COLUMN + (span - 1) * gap;
    const state = signInDayState(status, day.day);
    const label = state === 'today' ? t('signIn.today') : t('signIn.day', { day: day.day });
    const entries = rewardEntries(t, day.normal);
    const look = wide ? REWARD_LOOKS.wideCard : REWARD_LOOKS.card;
    const claimed = state === 'claimed' ? `, ${t('tasks.claimed')}` : '';
    const need = c.padTop + LABEL_HEIGHT + c.gap + rewardHeight(entries, look, width - 2 * c.padSide) + c.padBottom;
    placed.push({
      day: day.day,
      state,
      wide,
      label,
      entries,
      look,
      text: [label, ...entries.map((e) => e.amount)].join(' '),
      name: `${label}: ${entries.map((e) => e.label).join(', ')}${claimed}`,
      x: -SIGN_IN_BODY / 2 + column * (SIGN_IN_COLUMN + gap) + width / 2,
      width,
      row,
      need,
    });
    column += span;
  });
  const rows = placed.length === 0 ? 0 : Math.max(...placed.map((p) => p.row)) + 1;
  const heights = Array.from({ length: rows }, (_, r) =>
    Math.max(c.minHeight, ...placed.filter((p) => p.row === r).map((p) => p.need)),
  );
  const tops = heights.map((_, r) => heights.slice(0, r).reduce((sum, h) => sum + h + gap, 0));
  const cards = placed.map(({ row: r, need: _need, ...card }) => ({ ...card, y: tops[r]!, height: heights[r]! }));
  const height = rows === 0 ? 0 : heights.reduce((sum, h) => sum + h, 0) + (rows - 1) * gap;
  return { cards, height };
}

/** The chip's type size for `text` (26 px, smaller for a long word, 18 at least); `em` is its width at 1 px. */
export function dayLabelSize(em: number): number {
  const { fontSize, minFontSize, room } = SIGN_IN.card.label;
  if (em <= 0 || em * fontSize <= room) return fontSize;
  return Math.max(minFontSize, Math.floor(room / em));
}

/** The sign-in's words and its buttons' states. */
export interface SignInWords {
  title: string;
  tip: string;
  claim: { text: string; unavailable: boolean };
  double: { text: string; label: string; unavailable: boolean };
  /** 'Next reward in h:mm:ss' once today's claim is made, else null. */
  next: string | null;
}

/**
 * What the popup says: once a claim is made both buttons look switched off, yet still report taps (the app
 * says why), and a line tells when the next claim opens; without a loaded video 'Claim x2' is switched off too
 * and says so.
 */
export function signInWords(t: Translate, status: SignInStatus, adAvailable: boolean): SignInWords {
  const done = !status.claimable;
  const double = t('signIn.double');
  return {
    title: t('signIn.title'),
    tip: t('signIn.tip'),
    claim: { text: t('signIn.claim'), unavailable: done },
    double: {
      text: double,
      label: adAvailable ? double : `${double}, ${t('toast.noAds')}`,
      unavailable: done || !adAvailable,
    },
    next: done ? t('signIn.nextIn', { time: formatHours(status.secondsToNext) }) : null,
  };
}
