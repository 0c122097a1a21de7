// Spec 2, 5, 8 and 9: the skill bar, the coin pill, the tip (prop) layer and the break prompt (the rank panel is
// pinned in tests/unit/ui/canvas/rank.test.ts, the task panels in tests/unit/ui/canvas/tasks.test.ts).
// Static markup for what they show; for taps, a layer's tree is expanded down to DOM elements inside one
// server render (no DOM needed) and the handlers called, with the clock past the tap gate's entrance cooldown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCoins, SKILL_PROMPT_TEXT, type SkillBarSkill } from '../../../src/ui';
import { noop } from './markup';
import { HUD, hudLayout, hudWords } from '../../../src/ui/canvas/hudLook';
import { skillBarButtons } from '../../../src/ui/canvas/skillBarLook';
import { BANNER, promptLayout } from '../../../src/ui/canvas/skillPromptLook';
import { SKILL_PROMPT } from '../../../src/core/stageLayout';
import { AddSlotIcon, BroomIcon, HammerIcon, StarIcon } from '../../../src/ui/levelIcons';
import { translatorFor } from '../../../src/i18n';

const skills = (over: Partial<SkillBarSkill>[] = []): SkillBarSkill[] =>
  [
    { skill: 0 as const, props: 2, price: 200 },
    { skill: 1 as const, props: 0, price: 200 },
    { skill: 2 as const, props: 0, price: 300 },
  ].map((s, i) => ({ ...s, ...over[i] }));

describe('skill bar (drawn on the canvas: its buttons as placed and worded)', () => {
  const t = translatorFor('en_US');
  /** A stand-in for the canvas's text measure: 16 px a character at the badge's type. */
  const width = (text: string) => text.length * 16;
  const bar = (list: SkillBarSkill[]) => skillBarButtons(list, t, 'skill.', width);

  it('three round buttons, add slot / clear tray / break, named with what they cost', () => {
    const buttons = bar(skills());
    expect(buttons.map((b) => b.testId)).toEqual(['skill-0', 'skill-1', 'skill-2']);
    expect(buttons.map((b) => b.label)).toEqual(['Add slot, x2 held', 'Clear tray, 200 coins', 'Break, 300 coins']);
    expect(buttons.map((b) => b.tone)).toEqual(['blue', 'purple', 'orange']);
    expect(buttons.map((b) => b.Icon)).toEqual([AddSlotIcon, BroomIcon, HammerIcon]);
  });

  it('badge: "xN" while props are held, else the coin price (with room for a coin)', () => {
    const [held, coins, dear] = bar(skills());
    expect(held!.badge).toMatchObject({ kind: 'prop', text: 'x2' });
    expect(coins!.badge).toMatchObject({ kind: 'coins', text: '200' });
    expect(dear!.badge).toMatchObject({ kind: 'coins', text: '300' });
    // The coin's badge is wider by the coin than words alone would make it.
    expect(coins!.badge.box.width).toBeGreaterThan(held!.badge.box.width + 20);
    const none = bar(skills([{ props: 0 }, { props: 5 }, { props: 1 }]));
    expect(none.map((b) => [b.badge.kind, b.badge.text])).toEqual([
      ['coins', '200'],
      ['prop', 'x5'],
      ['prop', 'x1'],
    ]);
  });

  it('a disabled skill says so in its name and stays greyed', () => {
    const [first, second] = bar(skills([{ disabled: true }]));
    expect(first!.label).toBe('Add slot, x2 held, unavailable');
    expect(first!.disabled).toBe(true);
    expect(second!.disabled).toBe(false);
  });

  it('an unknown skill id shows a star on blue', () => {
    const [only] = bar([{ skill: 0, id: 'not-a-skill', props: 0, price: 10 }]);
    expect(only!.Icon).toBe(StarIcon);
    expect(only!.tone).toBe('blue');
  });
});

describe('coin pill', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('big balances shorten so the pill keeps its width', () => {
    expect(formatCoins(0)).toBe('0');
    expect(formatCoins(99_999)).toBe('99999');
    expect(formatCoins(100_000)).toBe('100K');
    expect(formatCoins(123_456)).toBe('123K');
    expect(formatCoins(1_234_567)).toBe('1.2M');
    expect(formatCoins(-5)).toBe('0');
    expect(formatCoins(Number.NaN)).toBe('0');
  });

  it('HUD (drawn on the canvas): the coin pill stacks under the score, which stays visible; none without the prop', () => {
    const content = { title: { width: 120, chars: 7 }, timerWidth: 90, scoreWidth: 60, hint: null };
    const stacked = hudLayout({ ...content, coins: { width: 60, ad: true } }, 0);
    expect(stacked.score.stacked).toBe(true);
    expect(stacked.coins).not.toBeNull();
    // The coins under the score, both right-aligned in the bar; the video button at the pill's right end.
    expect(stacked.coins!.y).toBeGreaterThanOrEqual(stacked.score.y + stacked.score.height);
    expect(stacked.coins!.ad!.x + HUD.coins.ad / 2).toBe(stacked.score.x + stacked.score.width);
    expect(stacked.coins!.x + stacked.coins!.width).toBe(stacked.coins!.ad!.x - HUD.coins.ad / 2 + HUD.coins.adOverlap);
    const words = hudWords(
      { timeLeftMs: 90_000, level: 3, score: 140, coins: { coins: 800, onLookAd: noop } },
      translatorFor('en_US'),
    );
    expect(words.coins).toEqual({ text: '800', name: 'Coins 800', lookAd: 'Watch an ad for coins' });
    const plain = hudLayout({ ...content, coins: null }, 0);
    expect(plain.coins).toBeNull();
    expect(plain.score.stacked).toBe(false);
    expect(hudWords({ timeLeftMs: 1, level: 3, score: 140 }, translatorFor('en_US')).coins).toBeNull();
  });
});

describe('break prompt (drawn on the canvas: its banner as laid out)', () => {
  it('says exactly "Please select the dish you want to break"', () => {
    expect(SKILL_PROMPT_TEXT).toBe('Please select the dish you want to break');
    expect(translatorFor('en_US')('toast.selectBoard')).toBe(SKILL_PROMPT_TEXT);
  });

  it('makes room for the cancel button only when there is one', () => {
    const plain = promptLayout(false, 41);
    const withCancel = promptLayout(true, 41);
    expect(plain.cancel).toBeNull();
    expect(withCancel.cancel).not.toBeNull();
    // The button, its gap, and the tighter right padding beside it.
    expect(withCancel.text.width).toBe(
      plain.text.width - BANNER.cancel - BANNER.gap - BANNER.padRightCancel + BANNER.padRight,
    );
    // The cancel button sits inside the banner's right end, on its middle line.
    const b = withCancel.banner;
    expect(withCancel.cancel!.x + BANNER.cancel / 2).toBeLessThanOrEqual(b.x + b.width - BANNER.rim);
    expect(withCancel.cancel!.y).toBe(b.y + b.height / 2);
  });

  it('grows upwards when its words take more than the least height leaves them, its bottom staying put', () => {
    const short = promptLayout(true, 41);
    const tall = promptLayout(true, 3 * 41);
    expect(short.banner.height).toBe(SKILL_PROMPT.height);
    expect(tall.banner.height).toBeGreaterThan(SKILL_PROMPT.height);
    expect(tall.banner.y + tall.banner.height).toBe(short.banner.y + short.banner.height);
  });
});
