// Variant A's win pay (docs/economy.md): the win's coins, the first win of the day's bonus, a daily challenge's reward.
import { describe, expect, it } from 'vitest';
import { payWin, type WinRewardTable } from '../../../src/core/winRewards';
import { screwVariant } from '../../../src/variants/screw';

const table: WinRewardTable = {
  levelCoins: screwVariant.winCoins,
  firstWinOfDayCoins: screwVariant.winBonus!.firstWinOfDayCoins,
  dailyChallengeCoins: screwVariant.winBonus!.dailyChallengeCoins,
};
const day = { year: 2026, month: 3, day: 9 };
const wallet = { coin1: 7, firstWinDay: '' };

describe('payWin', () => {
  it("the day's first win pays the win's coins and the bonus, and marks the day", () => {
    const { wallet: after, pay } = payWin(wallet, { daily: false, today: day }, table);
    const coins = table.levelCoins! + table.firstWinOfDayCoins!;
    expect(pay).toEqual({ level: table.levelCoins, firstOfDay: table.firstWinOfDayCoins, daily: 0, coins });
    expect(after).toEqual({ coin1: 7 + coins, firstWinDay: '2026-03-09' });
  });

  it("a later win of the same day pays the win's coins only; the next day's first has the bonus again", () => {
    const paid = { coin1: 0, firstWinDay: '2026-03-09' };
    expect(payWin(paid, { daily: false, today: day }, table).pay.firstOfDay).toBe(0);
    expect(payWin(paid, { daily: false, today: { ...day, day: 10 } }, table).pay.firstOfDay).toBe(
      table.firstWinOfDayCoins,
    );
  });

  it('a daily challenge adds its reward; an unknown day pays no bonus', () => {
    const { pay } = payWin(wallet, { daily: true, today: null }, table);
    expect(pay).toEqual({
      level: table.levelCoins,
      firstOfDay: 0,
      daily: table.dailyChallengeCoins,
      coins: table.levelCoins! + table.dailyChallengeCoins!,
    });
  });

  it('without figures (or with broken ones) a win pays nothing', () => {
    expect(payWin(wallet, { daily: true, today: day }, {}).pay.coins).toBe(0);
    expect(payWin(wallet, { daily: false, today: day }, { levelCoins: -5, firstWinOfDayCoins: 1.5 }).wallet).toEqual(
      wallet,
    );
  });

  it('does not change its input', () => {
    const frozen = Object.freeze({ ...wallet });
    payWin(frozen, { daily: true, today: day }, table);
    expect(frozen).toEqual(wallet);
  });
});
