// What a won level pays into variant A's wallet (docs/economy.md): the win's coins, a bonus for the first
// win of the player's day, and a daily challenge's reward. Pure: the day comes in as an argument.
import { dayKeyString, type DayKey } from './calendar';
import { addCoins } from './economy';

/** The coin figures of a win (the variant config's `winCoins` and `winBonus`); absent figures pay nothing. */
export interface WinRewardTable {
  /** Coins every won level gives. */
  levelCoins?: number;
  /** Coins the first won level of the player's day adds. */
  firstWinOfDayCoins?: number;
  /** Coins a won daily challenge adds. */
  dailyChallengeCoins?: number;
}

/** The parts of gameData a win pays into. */
export interface WinWallet {
  coin1: number;
  /** The day ('YYYY-MM-DD') whose first-win bonus was paid; '' when never. */
  firstWinDay: string;
}

/** What one win paid, part by part, for the win layer. */
export interface WinPay {
  /** The win's own coins. */
  level: number;
  /** The first-win-of-the-day bonus (0 when the day's bonus was already paid). */
  firstOfDay: number;
  /** The daily challenge's reward (0 for a campaign level). */
  daily: number;
  /** Everything together. */
  coins: number;
}

/** A whole, non-negative figure (a broken one pays nothing). */
const figure = (n: number | undefined): number => (Number.isSafeInteger(n) && (n ?? 0) > 0 ? n! : 0);

/**
 * The wallet after a win and what it paid. The first-win bonus needs a known day and is paid once per
 * day; a daily challenge adds its reward on top of the win's coins. The input is not changed.
 */
export function payWin<W extends WinWallet>(
  wallet: W,
  win: { daily: boolean; today: DayKey | null },
  table: WinRewardTable,
): { wallet: W; pay: WinPay } {
  const today = win.today ? dayKeyString(win.today) : null;
  const level = figure(table.levelCoins);
  const bonus = figure(table.firstWinOfDayCoins);
  const firstOfDay = today !== null && bonus > 0 && wallet.firstWinDay !== today ? bonus : 0;
  const daily = win.daily ? figure(table.dailyChallengeCoins) : 0;
  const coins = level + firstOfDay + daily;
  const paid = addCoins(wallet, coins);
  return {
    wallet: firstOfDay > 0 ? { ...paid, firstWinDay: today! } : paid,
    pay: { level, firstOfDay, daily, coins },
  };
}
