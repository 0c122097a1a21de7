// The HUD the canvas draws, read without a canvas: its words (what it shows and what each part is announced
// as) and where its parts sit for what they show.
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../../src/i18n';
import { HUD, hudLayout, hudWords, LOW_TIME_MS, titleType, type HudContent } from '../../../../src/ui/canvas/hudLook';

const t = translatorFor('en_US');
const noop = () => {};
const base = { timeLeftMs: 185_000, level: 3, score: 40 };
const content = (over: Partial<HudContent> = {}): HudContent => ({
  title: { width: 120, chars: 7 },
  timerWidth: 90,
  scoreWidth: 40,
  hint: null,
  coins: null,
  ...over,
});

describe('HUD words', () => {
  it('level, m:ss countdown and score; low only under 10 s', () => {
    const calm = hudWords(base, t);
    expect(calm.heading).toBe('Level 3');
    expect(calm.time).toBe('3:05');
    expect(calm.score).toEqual({ text: '40', name: 'Score 40' });
    expect(calm.low).toBe(false);
    expect(hudWords({ ...base, timeLeftMs: LOW_TIME_MS }, t).low).toBe(false);
    const low = hudWords({ ...base, timeLeftMs: LOW_TIME_MS - 1 }, t);
    expect(low.low).toBe(true);
    expect(low.time).toBe('0:10');
    expect(hudWords({ ...base, timeLeftMs: -500 }, t).time).toBe('0:00');
    expect(calm.pause).toBe('Pause');
    expect(calm.timeLeft).toBe('Time left');
  });

  it('the hint button is named with its badge (a voice user says what they see); a video badge has no words', () => {
    const hint = (kind: 'free' | 'prop' | 'coins' | 'ad', label: string) =>
      hudWords({ ...base, hint: { kind, label, busy: false, onHint: noop } }, t).hint;
    expect(hudWords(base, t).hint).toBeNull();
    expect(hint('free', '3')).toEqual({ name: 'Hint 3', text: '3' });
    expect(hint('prop', 'x2')).toEqual({ name: 'Hint x2', text: 'x2' });
    expect(hint('coins', '200')).toEqual({ name: 'Hint 200', text: '200' });
    expect(hint('ad', 'ignored')).toEqual({ name: 'Hint', text: '' });
  });

  it('a title replaces "Level N" (the daily challenge), translated; a day gives the daily title', () => {
    expect(hudWords({ ...base, title: 'Daily · Nov 18' }, t).heading).toBe('Daily · Nov 18');
    expect(hudWords({ ...base, daily: { month: 11, day: 18 } }, t).heading).toBe('Daily · Nov 18');
  });
});

describe('HUD layout', () => {
  it('pause then hint on the left of the bar, the badge under the hint', () => {
    const layout = hudLayout(content({ hint: { width: 16, kind: 'free' } }), 0);
    expect(layout.pause.x).toBe(24 + HUD.pause / 2);
    expect(layout.hint!.x).toBe(24 + HUD.pause + HUD.gap + HUD.hint / 2);
    expect(layout.hint!.y).toBe(layout.pause.y);
    expect(layout.hint!.badge.y).toBeGreaterThan(layout.hint!.y);
    expect(layout.hint!.badge.x + layout.hint!.badge.width / 2).toBe(layout.hint!.x);
    expect(hudLayout(content(), 0).hint).toBeNull();
  });

  it('badge per kind: a coin widens it, a video is its whole content, it is never narrower than 50', () => {
    const badge = (kind: 'free' | 'prop' | 'coins' | 'ad', width: number) =>
      hudLayout(content({ hint: { width, kind } }), 0).hint!.badge.width;
    expect(badge('free', 16)).toBe(HUD.hintBadge.minWidth);
    expect(badge('coins', 48)).toBeGreaterThan(badge('prop', 48) + 20);
    expect(badge('ad', 999)).toBe(badge('ad', 0));
  });

  it("the level's type gets smaller for long titles, and its pill stops at 280", () => {
    expect(titleType(7).fontSize).toBe(36);
    expect(titleType(11).fontSize).toBe(26);
    expect(titleType(17).fontSize).toBe(22);
    const long = hudLayout(content({ title: { width: 400, chars: 18 } }), 0);
    expect(long.level.width).toBe(280);
    expect(long.level.textWidth).toBeLessThan(280);
    // Centred over the countdown, which tucks 4 px under it.
    expect(long.level.x + long.level.width / 2).toBe(375);
    expect(long.timer.y).toBe(long.level.y + long.level.height - HUD.timer.overlap);
  });

  it('the countdown grows past 9:59 instead of letting its digits spill', () => {
    const short = hudLayout(content({ timerWidth: 90 }), 0).timer.width;
    const hour = hudLayout(content({ timerWidth: 200 }), 0).timer.width;
    expect(short).toBe(HUD.timer.minWidth);
    expect(hour).toBeGreaterThan(short);
  });

  it('moves down with the top of the layout (a notch or a safe area)', () => {
    const flat = hudLayout(content({ hint: { width: 16, kind: 'free' }, coins: { width: 60, ad: true } }), 0);
    const notch = hudLayout(content({ hint: { width: 16, kind: 'free' }, coins: { width: 60, ad: true } }), 50);
    expect(notch.pause.y - flat.pause.y).toBe(50);
    expect(notch.level.y - flat.level.y).toBe(50);
    expect(notch.coins!.y - flat.coins!.y).toBe(50);
    expect(notch.hint!.badge.y - flat.hint!.badge.y).toBe(50);
  });
});
