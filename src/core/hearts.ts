// Variant B's hearts (spec sections 3, 4 and 9): at most 20, one back every 600 s, offline time credited.
// Pure: the wall clock only comes in as `now` (ms since 1970). A lost level spends a heart; starting a
// level needs one (docs/meta.md says why).
import { HEARTS } from './candyTables';

export { HEARTS };

/** The toast of a start refused for want of a heart. */
export const HEART_TIPS = {
  noHearts: 'No hearts left',
} as const;

/** Hearts as the rules see them. */
export interface HeartState {
  /** Hearts held, 0 to max. */
  cur: number;
  max: number;
  /**
   * When the running regeneration period began (ms). Only meaningful below max: a full supply has no
   * running period, and the first heart spent starts one.
   */
  lastTickAt: number;
}

/**
 * What spends a heart: a level lost by a full plate or by time (once the loss is final: the player
 * restarts or leaves the lose layer instead of reviving), or a running level given up through the exit
 * layer.
 */
export type HeartSpendReason = 'lost-full' | 'lost-time' | 'quit';

/** A full supply at `now`. */
export function fullHearts(now: number, max: number = HEARTS.max): HeartState {
  return { cur: max, max, lastTickAt: now };
}

/**
 * Hearts at `now`: one for each whole period since lastTickAt (offline time too), the partial period
 * carried over, never above max. A clock that went back credits nothing and restarts the period from
 * `now`. The same object when nothing changed.
 */
export function heartsAfter(state: HeartState, now: number, regenSeconds: number = HEARTS.regenSeconds): HeartState {
  if (!Number.isFinite(now)) return state;
  if (state.cur >= state.max) return state;
  if (now < state.lastTickAt) return { ...state, cur: Math.max(0, state.cur), lastTickAt: now };
  const periodMs = regenSeconds * 1000;
  const periods = Math.floor((now - state.lastTickAt) / periodMs);
  if (periods <= 0) return state.cur < 0 ? { ...state, cur: 0 } : state;
  const cur = Math.min(state.max, Math.max(0, state.cur) + periods);
  return { ...state, cur, lastTickAt: cur >= state.max ? now : state.lastTickAt + periods * periodMs };
}

/** Whole seconds (rounded up) until the next heart at `now`; 0 when the supply is full. */
export function secondsToNextHeart(state: HeartState, now: number, regenSeconds: number = HEARTS.regenSeconds): number {
  const after = heartsAfter(state, now, regenSeconds);
  if (after.cur >= after.max) return 0;
  const leftMs = after.lastTickAt + regenSeconds * 1000 - now;
  return Math.min(regenSeconds, Math.max(0, Math.ceil(leftMs / 1000)));
}

/** True when a level can start at `now`: at least one heart. */
export function canStartLevel(state: HeartState, now: number, regenSeconds: number = HEARTS.regenSeconds): boolean {
  return heartsAfter(state, now, regenSeconds).cur > 0;
}

/** A spend's answer: the hearts after it, or the toast and the wait when none is left. */
export type HeartSpend =
  { ok: true; state: HeartState } | { ok: false; text: string; secondsToNextHeart: number; state: HeartState };

/**
 * Takes one heart at `now` (after crediting what regenerated). Spending from a full supply starts the
 * regeneration period at `now`; otherwise the running period goes on. Never below 0.
 */
export function spendHeart(state: HeartState, now: number, regenSeconds: number = HEARTS.regenSeconds): HeartSpend {
  const after = heartsAfter(state, now, regenSeconds);
  if (after.cur <= 0) {
    return {
      ok: false,
      text: HEART_TIPS.noHearts,
      secondsToNextHeart: secondsToNextHeart(after, now, regenSeconds),
      state: after,
    };
  }
  const wasFull = after.cur >= after.max;
  return {
    ok: true,
    state: { ...after, cur: Math.min(after.cur, after.max) - 1, lastTickAt: wasFull ? now : after.lastTickAt },
  };
}

/** Gives `count` hearts at `now` (a watched rewarded ad gives 1), never above max; the running period goes on. */
export function refillHearts(
  state: HeartState,
  now: number,
  count = 1,
  regenSeconds: number = HEARTS.regenSeconds,
): HeartState {
  const after = heartsAfter(state, now, regenSeconds);
  const by = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (by === 0 || after.cur >= after.max) return after;
  const cur = Math.min(after.max, after.cur + by);
  return { ...after, cur, lastTickAt: cur >= after.max && Number.isFinite(now) ? now : after.lastTickAt };
}

/** The heart fields of the save (spec 3), with the spec's names (addHreatTime is spelt as the spec spells it). */
export interface HeartFields {
  maxHeartNum: number;
  curHeartNum: number;
  /** Seconds a heart takes to come back. */
  addHreatTime: number;
  /** Seconds left, at outLineTime, until the next heart (addHreatTime when full). */
  addHeartLeftTime: number;
  /** When these fields were written, ms since 1970; 0 = never. */
  outLineTime: number;
}

/** The save fields of hearts at `now` (credited first), to be written now. */
export function heartFieldsOf(state: HeartState, now: number, regenSeconds: number = HEARTS.regenSeconds): HeartFields {
  const after = heartsAfter(state, now, regenSeconds);
  const full = after.cur >= after.max;
  const leftMs = full ? regenSeconds * 1000 : after.lastTickAt + regenSeconds * 1000 - now;
  return {
    maxHeartNum: after.max,
    curHeartNum: Math.max(0, Math.min(after.cur, after.max)),
    addHreatTime: regenSeconds,
    addHeartLeftTime: Math.min(regenSeconds, Math.max(0, Math.round(leftMs) / 1000)),
    outLineTime: now,
  };
}

/**
 * Hearts from the save fields, read at `now` (not yet credited: pass the result to {@link heartsAfter}
 * for the offline time). The period is rebuilt from outLineTime and addHeartLeftTime; a save never
 * written, or written "later" than `now` (the clock went back), starts the period at `now`.
 */
export function heartStateOf(fields: HeartFields, now: number): HeartState {
  const max = Math.max(1, Math.floor(fields.maxHeartNum));
  const cur = Math.max(0, Math.min(max, Math.floor(fields.curHeartNum)));
  if (cur >= max || !(fields.outLineTime > 0) || now < fields.outLineTime) return { cur, max, lastTickAt: now };
  const regenMs = fields.addHreatTime * 1000;
  const leftMs = Math.min(regenMs, Math.max(0, fields.addHeartLeftTime * 1000));
  return { cur, max, lastTickAt: fields.outLineTime + leftMs - regenMs };
}
