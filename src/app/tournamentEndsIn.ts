// A tournament's time left in the player's words, for the menu's tournament strip and the challenge result.
import type { Translate } from '../i18n';

/** Days and hours, or hours and minutes, or "ended"; null when the time is unknown. */
export function tournamentEndsIn(ms: number | null, t: Translate): string | null {
  if (ms === null) return null;
  if (ms <= 0) return t('tournament.ended');
  const minutes = Math.ceil(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const time =
    hours >= 24
      ? t('tournament.days', { days: Math.floor(hours / 24), hours: hours % 24 })
      : t('tournament.hours', { hours, minutes: minutes % 60 });
  return t('tournament.endsIn', { time });
}
