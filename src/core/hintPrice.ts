// What a hint costs (issue 3, paid as the skills of the economy): the first hints of a day are free;
// after that a hint prop when one is held, else coins when there are enough, else a rewarded ad.
import { dayKeyString, type DayKey } from './calendar';
import { CLEAR_TRAY } from './skills';

/** Free hints used on a day: `day` is 'YYYY-MM-DD', or '' before the first hint. */
export interface HintUse {
  day: string;
  used: number;
}

/** The parts of the saved gameData a hint reads and spends (prop3 is the hint prop). */
export interface HintWallet {
  hints: HintUse;
  coin1: number;
  prop3: number;
}

/** The hint's prices. */
export interface HintPricing {
  /** Free hints each calendar day. */
  freePerDay: number;
  /** Coins a hint costs once the free ones are used and no hint prop is held. */
  coins: number;
}

/** The hint prices: 3 free a day (issue 3), then the coin price of skill 1, clear the tray (spec 9: 200), not written twice. */
export const HINT_PRICING: HintPricing = { freePerDay: 3, coins: CLEAR_TRAY.coins };

/** How a hint is paid for. */
export type HintPayment = 'free' | 'prop' | 'coins' | 'ad';

/** Free hints still left today: all of them on a new day. */
export function freeHintsLeft(
  wallet: Pick<HintWallet, 'hints'>,
  today: DayKey,
  freePerDay: number = HINT_PRICING.freePerDay,
): number {
  const usedToday = wallet.hints.day === dayKeyString(today) ? wallet.hints.used : 0;
  return Math.max(0, freePerDay - usedToday);
}

/** How the next hint today would be paid: free, a prop, coins, or (when none of those) a rewarded ad. */
export function hintPaymentFor(wallet: HintWallet, today: DayKey, pricing: HintPricing = HINT_PRICING): HintPayment {
  if (freeHintsLeft(wallet, today, pricing.freePerDay) > 0) return 'free';
  if (wallet.prop3 > 0) return 'prop';
  if (wallet.coin1 >= pricing.coins) return 'coins';
  return 'ad';
}

/**
 * The wallet after one hint today: the day's count goes up by 1 (from 0 on a new day) and the prop
 * or coins are taken when that is how it was paid. (Named spend, not use: a `use` name would make the
 * React hooks lint treat every caller as a hook.)
 */
export function spendHint<W extends Pick<HintWallet, 'hints'> & Partial<HintWallet>>(
  wallet: W,
  today: DayKey,
  payment: HintPayment = 'free',
  pricing: HintPricing = HINT_PRICING,
): W {
  const day = dayKeyString(today);
  const used = wallet.hints.day === day ? wallet.hints.used : 0;
  const next: W = { ...wallet, hints: { day, used: used + 1 } };
  if (payment === 'prop') next.prop3 = Math.max(0, (wallet.prop3 ?? 0) - 1);
  if (payment === 'coins') next.coin1 = Math.max(0, (wallet.coin1 ?? 0) - pricing.coins);
  return next;
}
