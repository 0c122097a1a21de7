// URL parameters the game reads (documented in the README).
import { parseDayKey, type DayKey } from '../core/calendar';
import type { SimulatedAdResult } from '../platform/webPlatform';

/** What the URL asks for. */
export interface UrlOptions {
  /** `?test`: expose window.__game (always on in dev). */
  test: boolean;
  /** `?level=N`: start at game level N. */
  level: number | null;
  /** `?countdown=S`: start the timer at S seconds. */
  countdownSeconds: number | null;
  /** `?ads=ok|fail|interrupt|nofill`: how simulated ads end (nofill: none is ever ready). */
  ads: SimulatedAdResult;
  /** `?adSeconds=S`: how long a simulated ad plays. */
  adSeconds: number | null;
  /** `?today=YYYY-MM-DD`: the date the calendar and hints take as today (testers; the clock otherwise). */
  today: DayKey | null;
  /** `?inspect`: attach the Stately statechart inspector to every actor (lazy-loaded). */
  inspect: boolean;
  /** `?debug`: the designers' debug panel (lazy-loaded). */
  debug: boolean;
}

function positiveInt(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** Reads the URL's options; anything malformed is ignored with a console warning. */
export function readUrlOptions(search: string): UrlOptions {
  const params = new URLSearchParams(search);
  const options: UrlOptions = {
    test: params.has('test'),
    level: positiveInt(params.get('level')),
    countdownSeconds: positiveInt(params.get('countdown')),
    ads: (['ok', 'fail', 'interrupt', 'nofill'] as const).find((a) => a === params.get('ads')) ?? 'ok',
    adSeconds: params.has('adSeconds') ? Math.max(0, Number(params.get('adSeconds')) || 0) : null,
    today: params.has('today') ? parseDayKey(params.get('today') ?? '') : null,
    inspect: params.has('inspect'),
    debug: params.has('debug'),
  };
  if (params.has('today') && options.today === null)
    console.warn(`Ignoring ?today=${params.get('today')}: expected a real date as YYYY-MM-DD.`);
  for (const key of ['level', 'countdown'] as const) {
    if (params.has(key) && positiveInt(params.get(key)) === null)
      console.warn(`Ignoring ?${key}=${params.get(key)}: expected a whole number of 1 or more.`);
  }
  return options;
}
