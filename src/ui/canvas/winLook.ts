// What the win panel says, row by row: the level (or the daily challenge's date), the score with its gain or,
// in the candy game, a column of time taken, leaderboard score and coins; the first win of the day's bonus,
// the best time, a 'New best' badge, and Next (or back to the calendar) with Share. Pure: the canvas layer
// draws it, the tests pin it.
import type { Translate } from '../../i18n';
import { formatTimeTaken } from '../formatTime';
import type { Skin } from '../skin';

/** What a win shows (the win layer's props but its handlers). */
export interface WinFacts {
  /** The level just won. */
  level: number;
  /** Score after the win. */
  score: number;
  /** What the win added to the score (the spec's +20). */
  scoreGain: number;
  /** True when this win beat a best that can fall (the 'New best!' badge, unless `bestTime` is given). */
  bestBeaten?: boolean;
  /** The level's best time and whether this win beat an earlier one. */
  bestTime?: { ms: number; beaten: boolean };
  /** Coins of `coinsGain` that are the first win of the day's bonus: said on a line of their own. */
  firstWinBonus?: number;
  /** Set for a daily-challenge win: no score change is shown and the button leads to the calendar. */
  daily?: { dateLabel: string };
  /** How long the level took: shows 'Time taken mm:ss'. */
  timeTakenMs?: number;
  /** Coins the win gave, shown with a coin. */
  coinsGain?: number;
}

/** What the win panel is made from: the facts, and whether it offers Share. */
export interface WinInput extends WinFacts {
  share: boolean;
}

/** A stat pill: an icon and its words. */
export interface WinStat {
  id: 'win-time' | 'win-score' | 'win-best-time';
  icon: 'clock' | 'trophy';
  /** A gold icon (trophies) rather than the panel's wood or candy colour. */
  gold: boolean;
  text: string;
}

/** One row of the win panel's body. */
export type WinRow =
  | { kind: 'level'; text: string }
  | { kind: 'score'; label: string; value: string; gain: string; name: string }
  | { kind: 'stats'; stats: WinStat[]; coins: { text: string; name: string } | null }
  | { kind: 'stat'; stat: WinStat }
  | { kind: 'coins'; text: string; name: string }
  | { kind: 'bonus'; text: string }
  | { kind: 'badge'; text: string };

/** The win panel's title, rows and buttons. */
export interface WinContent {
  title: string;
  stars: string;
  rows: WinRow[];
  next: { text: string; icon: 'play' | 'calendar' };
  share: string | null;
}

/** The win panel for `input`, in the player's language and the variant's words. */
export function winContent(t: Translate, skin: Pick<Skin, 'win'>, input: WinInput): WinContent {
  const rows: WinRow[] = [];
  const coinsGain = input.coinsGain === undefined ? null : Math.max(0, Math.floor(input.coinsGain));
  const coins = coinsGain === null ? null : { text: `+${coinsGain}`, name: t('rank.adCoins', { coins: coinsGain }) };
  const bonus =
    input.firstWinBonus !== undefined && input.firstWinBonus > 0
      ? t('win.firstWinBonus', { coins: Math.floor(input.firstWinBonus) })
      : null;
  const time: WinStat | null =
    input.timeTakenMs === undefined
      ? null
      : {
          id: 'win-time',
          icon: 'clock',
          gold: false,
          text: t('win.timeTaken', { time: formatTimeTaken(input.timeTakenMs) }),
        };
  if (input.daily) {
    rows.push({ kind: 'level', text: t('win.dailyComplete', { date: input.daily.dateLabel }) });
    if (coins) rows.push({ kind: 'coins', ...coins });
    if (bonus) rows.push({ kind: 'bonus', text: bonus });
  } else {
    rows.push({ kind: 'level', text: t('win.levelComplete', { level: input.level }) });
    if (skin.win.stats === 'column') {
      // The spec's order: time taken, then the leaderboard score, then the coins.
      if (time) rows.push({ kind: 'stat', stat: time });
      rows.push({
        kind: 'stat',
        stat: {
          id: 'win-score',
          icon: 'trophy',
          gold: true,
          text: t('win.leaderboardScore', { score: input.scoreGain }),
        },
      });
      if (coins) rows.push({ kind: 'coins', ...coins });
    } else {
      const label = t('common.score');
      rows.push({
        kind: 'score',
        label,
        value: String(input.score),
        gain: `+${input.scoreGain}`,
        name: `${label} ${input.score} +${input.scoreGain}`,
      });
      if (time || coins) rows.push({ kind: 'stats', stats: time ? [time] : [], coins });
      if (bonus) rows.push({ kind: 'bonus', text: bonus });
    }
    if (input.bestTime) {
      rows.push({
        kind: 'stat',
        stat: {
          id: 'win-best-time',
          icon: 'trophy',
          gold: true,
          text: t('win.bestTime', { time: formatTimeTaken(input.bestTime.ms) }),
        },
      });
      if (input.bestTime.beaten) rows.push({ kind: 'badge', text: t('win.newBestTime') });
    } else if (input.bestBeaten) rows.push({ kind: 'badge', text: t('win.newBest') });
  }
  return {
    title: t('win.title'),
    stars: t('win.stars'),
    rows,
    next: input.daily ? { text: t('win.calendar'), icon: 'calendar' } : { text: t(skin.win.nextKey), icon: 'play' },
    share: input.share ? t('common.share') : null,
  };
}
