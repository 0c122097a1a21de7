// A reward's items as the canvas draws them (the sign-in's cards, the chest's award popup), read without a
// canvas: what each item says and is announced as, the order, and where the items sit in their row.
import { describe, expect, it } from 'vitest';
import { CANDY_CHESTS } from '../../../../src/core/candyTasks';
import { estimateTextEm, translatorFor } from '../../../../src/i18n';
import {
  AMOUNT_GAP,
  AWARD,
  awardItemId,
  REWARD_LOOKS,
  rewardAmountLabel,
  rewardEntries,
  rewardLayout,
} from '../../../../src/ui/canvas/rewardLook';

const t = translatorFor('en_US');
const measure = (text: string, fontSize: number) => estimateTextEm(text) * fontSize;

describe('reward items', () => {
  it("coins read as a number, props as 'xN'; broken amounts read 0", () => {
    expect(rewardAmountLabel('coin1', 300)).toBe('300');
    expect(rewardAmountLabel('prop1', 2)).toBe('x2');
    expect(rewardAmountLabel('coin1', -5)).toBe('0');
    expect(rewardAmountLabel('prop0', Number.NaN)).toBe('x0');
  });

  it("a chest's award: every item it holds, in order, each named by what it is", () => {
    const entries = rewardEntries(t, CANDY_CHESTS[1]!.reward);
    expect(entries.map((e) => e.item)).toEqual(['coin1', 'prop0', 'prop1', 'prop2']);
    expect(entries.map((e) => e.amount)).toEqual(['500', 'x1', 'x1', 'x1']);
    expect(entries[0]).toMatchObject({ label: 'Coins 500', prop: null });
    expect(entries[2]).toMatchObject({ label: 'Clear plate x1', prop: { skill: 1, tone: 'purple' } });
    expect(entries.map(awardItemId)).toEqual([
      'award-item-coin1',
      'award-item-prop0',
      'award-item-prop1',
      'award-item-prop2',
    ]);
  });

  it('items worth nothing are left out', () => {
    expect(rewardEntries(t, { coin1: 300, prop0: 0, prop2: 2 }).map((e) => e.item)).toEqual(['coin1', 'prop2']);
    expect(rewardEntries(t, {})).toEqual([]);
  });
});

describe('reward layout', () => {
  it("the award's four items sit in one row across its body, centred", () => {
    const entries = rewardEntries(t, CANDY_CHESTS[1]!.reward);
    const look = REWARD_LOOKS.award;
    const layout = rewardLayout(entries, look, AWARD.bodyWidth, measure);
    expect(layout.items.every((item) => item.y === 0)).toBe(true);
    expect(layout.height).toBe(look.size + AMOUNT_GAP + look.fontSize);
    expect(layout.width).toBeLessThanOrEqual(AWARD.bodyWidth);
    const first = layout.items[0]!;
    const last = layout.items.at(-1)!;
    expect(first.x - first.width / 2).toBeCloseTo(-layout.width / 2);
    expect(last.x + last.width / 2).toBeCloseTo(layout.width / 2);
    // 26 px between neighbours.
    expect(layout.items[1]!.x - layout.items[1]!.width / 2 - (first.x + first.width / 2)).toBeCloseTo(look.gapX);
  });

  it('items that do not fit a row wrap onto the next, each row centred', () => {
    const entries = rewardEntries(t, { coin1: 500, prop0: 1, prop2: 1 });
    const look = REWARD_LOOKS.card;
    const layout = rewardLayout(entries, look, 160, measure);
    const rows = new Set(layout.items.map((item) => item.y));
    expect(rows.size).toBe(2);
    expect(layout.height).toBe(2 * (look.size + AMOUNT_GAP + look.fontSize) + look.gapY);
    expect(layout.items[2]!.x).toBe(0);
  });
});
