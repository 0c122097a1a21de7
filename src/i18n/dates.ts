// Days and months as the layers write them, in the language of a translate function.
import type { MessageKey } from './loader';
import type { Translate } from './setup';

/** A day of a month: month 1-12, day 1-31. */
export interface MonthDay {
  month: number;
  day: number;
}

/** The name of month 1-12 ('November'), or '' outside that range. */
export function monthName(t: Translate, month: number): string {
  return month >= 1 && month <= 12 ? t(`calendar.month${Math.floor(month)}` as MessageKey) : '';
}

/** A day in full, for aria labels: 'November 18' (Chinese '11月18日'). */
export function longDate(t: Translate, { month, day }: MonthDay): string {
  return t('calendar.date', { month: monthName(t, month), day });
}

/** A day in short, for the HUD and the win layer: 'Nov 18'. */
export function shortDate(t: Translate, { month, day }: MonthDay): string {
  const name = month >= 1 && month <= 12 ? t(`calendar.monthShort${Math.floor(month)}` as MessageKey) : '';
  return t('calendar.shortDate', { month: name, day });
}
