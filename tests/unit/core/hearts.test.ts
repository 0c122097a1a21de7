// Spec 3, 4 and 9 (variant B): hearts, at most 20, one back every 600 s, offline time credited.
import { describe, expect, it } from 'vitest';
import {
  canStartLevel,
  fullHearts,
  HEART_TIPS,
  heartFieldsOf,
  HEARTS,
  heartsAfter,
  heartStateOf,
  refillHearts,
  secondsToNextHeart,
  spendHeart,
  type HeartState,
} from '../../../src/core/hearts';

const T0 = Date.UTC(2025, 0, 6, 9);
const PERIOD = HEARTS.regenSeconds * 1000;

/** Spends `n` hearts at `at`, failing the test on a refusal. */
function spent(state: HeartState, n: number, at: number): HeartState {
  let s = state;
  for (let i = 0; i < n; i += 1) {
    const r = spendHeart(s, at);
    if (!r.ok) throw new Error('no heart');
    s = r.state;
  }
  return s;
}

describe('the heart figures', () => {
  it('are 20 at most and one every 600 s', () => {
    expect(HEARTS).toEqual({ max: 20, regenSeconds: 600 });
    expect(fullHearts(T0)).toEqual({ cur: HEARTS.max, max: HEARTS.max, lastTickAt: T0 });
  });
});

describe('regeneration', () => {
  it('spending from full starts the period; one heart comes back after each 600 s', () => {
    const s = spent(fullHearts(T0), 3, T0);
    expect(s.cur).toBe(HEARTS.max - 3);
    expect(heartsAfter(s, T0 + PERIOD - 1)).toBe(s);
    expect(heartsAfter(s, T0 + PERIOD).cur).toBe(HEARTS.max - 2);
    expect(heartsAfter(s, T0 + 2 * PERIOD + 5).cur).toBe(HEARTS.max - 1);
  });

  it('the partial period carries over between credits', () => {
    const s = spent(fullHearts(T0), 5, T0);
    const a = heartsAfter(s, T0 + PERIOD + PERIOD / 2);
    expect(a).toEqual({ ...s, cur: s.cur + 1, lastTickAt: T0 + PERIOD });
    const b = heartsAfter(a, T0 + 2 * PERIOD);
    expect(b.cur).toBe(s.cur + 2);
    expect(secondsToNextHeart(b, T0 + 2 * PERIOD)).toBe(HEARTS.regenSeconds);
  });

  it('a spend below full does not restart the running period', () => {
    const s = spent(fullHearts(T0), 1, T0);
    const again = spent(s, 1, T0 + PERIOD / 2);
    expect(again.lastTickAt).toBe(T0);
    expect(heartsAfter(again, T0 + PERIOD).cur).toBe(HEARTS.max - 1);
  });

  it('offline time is credited, never above the maximum', () => {
    const s = spent(fullHearts(T0), HEARTS.max, T0);
    expect(s.cur).toBe(0);
    expect(heartsAfter(s, T0 + 7 * PERIOD + 1).cur).toBe(7);
    const days = heartsAfter(s, T0 + 3 * 86_400_000);
    expect(days.cur).toBe(HEARTS.max);
    expect(secondsToNextHeart(days, T0 + 3 * 86_400_000)).toBe(0);
  });

  it('a full supply does not change with time', () => {
    const full = fullHearts(T0);
    expect(heartsAfter(full, T0 + 10 * PERIOD)).toBe(full);
  });

  it('the clock moved back credits nothing and restarts the period from now; never negative', () => {
    const s = spent(fullHearts(T0), HEARTS.max, T0);
    const back = T0 - 5 * PERIOD;
    const after = heartsAfter(s, back);
    expect(after).toEqual({ ...s, cur: 0, lastTickAt: back });
    expect(secondsToNextHeart(after, back)).toBe(HEARTS.regenSeconds);
    expect(heartsAfter(after, back + PERIOD).cur).toBe(1);
    expect(heartsAfter({ cur: -3, max: 20, lastTickAt: T0 }, T0 - 1).cur).toBe(0);
    expect(heartsAfter(s, Number.NaN)).toBe(s);
  });
});

describe('spending', () => {
  it("at zero a spend is refused with 'No hearts left' and the wait", () => {
    const s = spent(fullHearts(T0), HEARTS.max, T0);
    const r = spendHeart(s, T0 + 60_000);
    expect(r).toEqual({ ok: false, text: 'No hearts left', secondsToNextHeart: HEARTS.regenSeconds - 60, state: s });
    expect(HEART_TIPS.noHearts).toBe('No hearts left');
    expect(canStartLevel(s, T0 + 60_000)).toBe(false);
    expect(canStartLevel(s, T0 + PERIOD)).toBe(true);
  });

  it('the seconds to the next heart round up', () => {
    const s = spent(fullHearts(T0), 1, T0);
    expect(secondsToNextHeart(s, T0)).toBe(600);
    expect(secondsToNextHeart(s, T0 + 1)).toBe(600);
    expect(secondsToNextHeart(s, T0 + 1000)).toBe(599);
    expect(secondsToNextHeart(s, T0 + PERIOD - 1)).toBe(1);
  });
});

describe('refilling (a rewarded ad)', () => {
  it('gives a heart, never above the maximum, keeping the running period', () => {
    const s = spent(fullHearts(T0), 2, T0);
    const one = refillHearts(s, T0 + 1000);
    expect(one).toEqual({ ...s, cur: HEARTS.max - 1 });
    expect(refillHearts(one, T0 + 2000, 5).cur).toBe(HEARTS.max);
    const full = fullHearts(T0);
    expect(refillHearts(full, T0)).toBe(full);
  });
});

describe('the save fields', () => {
  it('are written with the spec names and read back to the same hearts', () => {
    const s = spent(fullHearts(T0), 4, T0);
    const at = T0 + PERIOD / 4;
    const fields = heartFieldsOf(s, at);
    expect(fields).toEqual({
      maxHeartNum: 20,
      curHeartNum: 16,
      addHreatTime: 600,
      addHeartLeftTime: 450,
      outLineTime: at,
    });
    expect(heartStateOf(fields, at)).toEqual(s);
  });

  it('offline regeneration through the save: hours later, capped at 20', () => {
    const s = spent(fullHearts(T0), 10, T0);
    const fields = heartFieldsOf(s, T0 + 100_000);
    const later = T0 + 3 * PERIOD + 1;
    expect(heartsAfter(heartStateOf(fields, later), later).cur).toBe(13);
    const muchLater = T0 + 48 * 3_600_000;
    expect(heartsAfter(heartStateOf(fields, muchLater), muchLater).cur).toBe(20);
  });

  it('a save "from the future" (the clock moved back) starts the period at now, no credit', () => {
    const s = spent(fullHearts(T0), 10, T0);
    const fields = heartFieldsOf(s, T0 + 5 * PERIOD);
    const back = T0 - 86_400_000;
    const read = heartsAfter(heartStateOf(fields, back), back);
    expect(read).toEqual({ cur: fields.curHeartNum, max: 20, lastTickAt: back });
  });

  it('a full save or one never written has no running period', () => {
    expect(heartFieldsOf(fullHearts(T0), T0 + 5).addHeartLeftTime).toBe(600);
    expect(
      heartStateOf({ maxHeartNum: 20, curHeartNum: 3, addHreatTime: 600, addHeartLeftTime: 10, outLineTime: 0 }, T0),
    ).toEqual({ cur: 3, max: 20, lastTickAt: T0 });
  });
});
