// Spec 4, 5 and 9: the skills' props and prices, paying with a prop, coins or an ad, and when a skill cannot apply.
import { describe, expect, it } from 'vitest';
import { buildLevel } from '../../../src/core/buildLevel';
import {
  addCoins,
  LOOK_AD_COINS,
  payWith,
  SCREW_SKILLS,
  SKILL_INDEXES,
  skillBlocker,
  skillOffer,
  TIPS,
  type SkillWallet,
} from '../../../src/core/economy';
import { tapScrew } from '../../../src/core/rules';
import { screwVariant } from '../../../src/variants/screw';
import { flatLevel } from './fixtures';

const empty: SkillWallet = { coin1: 0, prop0: 0, prop1: 0, prop2: 0, prop3: 0 };

describe('the skill table (spec 9: coin skill costs 200, 200 and 300; coin add 200)', () => {
  it('skill 0 unlocks a tray slot, 1 clears the tray, 2 breaks a board, each with its own prop', () => {
    expect(SCREW_SKILLS.map((s) => [s.id, s.prop, s.target])).toEqual([
      ['unlock-tray-slot', 'prop0', 'none'],
      ['clear-tray', 'prop1', 'none'],
      ['break-board', 'prop2', 'board'],
    ]);
    expect(SCREW_SKILLS.map((s) => s.coins)).toEqual([200, 200, 300]);
    expect(LOOK_AD_COINS).toBe(200);
  });

  it('the variant reads the same table', () => {
    expect(screwVariant.skills).toBe(SCREW_SKILLS);
    expect(screwVariant.lookAdCoins).toBe(LOOK_AD_COINS);
  });
});

describe('the tip layer offer', () => {
  it.each(SKILL_INDEXES)("skill %i: 'x N' when a prop is held, and the coin price", (skill) => {
    const { prop, coins } = SCREW_SKILLS[skill]!;
    expect(skillOffer({ ...empty, [prop]: 3, coin1: coins }, skill)).toEqual({
      skill,
      props: 3,
      price: coins,
      canPayCoins: true,
    });
    expect(skillOffer({ ...empty, coin1: coins - 1 }, skill)).toEqual({
      skill,
      props: 0,
      price: coins,
      canPayCoins: false,
    });
  });
});

describe('paying for a skill (spec 5)', () => {
  it.each(SKILL_INDEXES)('skill %i: a prop is spent when its count is above 0', (skill) => {
    const { prop } = SCREW_SKILLS[skill]!;
    const wallet = { ...empty, [prop]: 2, coin1: 999, extra: 'kept' };
    expect(payWith(wallet, skill, 'prop')).toEqual({ ok: true, wallet: { ...wallet, [prop]: 1 } });
    expect(payWith({ ...empty, coin1: 999 }, skill, 'prop')).toEqual({ ok: false, error: TIPS.noProp });
  });

  it.each(SKILL_INDEXES)("skill %i: coins at its price, else 'Coins shortage'", (skill) => {
    const { coins } = SCREW_SKILLS[skill]!;
    expect(payWith({ ...empty, coin1: coins }, skill, 'coins')).toEqual({ ok: true, wallet: { ...empty, coin1: 0 } });
    expect(payWith({ ...empty, coin1: coins + 7 }, skill, 'coins')).toMatchObject({ wallet: { coin1: 7 } });
    expect(payWith({ ...empty, coin1: coins - 1 }, skill, 'coins')).toEqual({
      ok: false,
      error: 'Coins shortage',
    });
  });

  it('a watched ad takes nothing', () => {
    const wallet = { ...empty, coin1: 5 };
    expect(payWith(wallet, 2, 'ad')).toEqual({ ok: true, wallet });
  });

  it('never changes the wallet it is given', () => {
    const wallet = { ...empty, coin1: 500, prop0: 1 };
    payWith(wallet, 0, 'prop');
    payWith(wallet, 0, 'coins');
    expect(wallet).toEqual({ ...empty, coin1: 500, prop0: 1 });
  });

  it(`the look-ad adds ${LOOK_AD_COINS} coins`, () => {
    expect(addCoins({ ...empty, coin1: 50 }, LOOK_AD_COINS)).toEqual({ ...empty, coin1: 50 + LOOK_AD_COINS });
    expect(addCoins({ coin1: 5 }, -10)).toEqual({ coin1: 5 });
  });
});

describe('a skill that cannot apply says why', () => {
  const level = flatLevel([1, 1, 1, 2, 2, 2, 3, 3, 3], { positions: 1, slots: 3, trayLocked: 1 });

  it('skill 0 needs a locked tray slot', () => {
    const s = buildLevel(level, screwVariant);
    expect(skillBlocker(s, 0)).toBeNull();
    expect(skillBlocker({ ...s, tray: { ...s.tray, open: 3 } }, 0)).toBe(TIPS.trayAllOpen);
  });

  it('skill 1 needs a screw in the tray', () => {
    const s = buildLevel(level, screwVariant);
    expect(skillBlocker(s, 1)).toBe(TIPS.trayEmpty);
    expect(skillBlocker(tapScrew(s, 'b3.0', false).state, 1)).toBeNull();
  });

  it('skill 2 needs a board still held by a screw', () => {
    const s = buildLevel(level, screwVariant);
    expect(skillBlocker(s, 2)).toBeNull();
    const gone = {
      ...s,
      boards: Object.fromEntries(Object.entries(s.boards).map(([id, b]) => [id, { ...b, pins: [] }])),
    };
    expect(skillBlocker(gone, 2)).toBe(TIPS.noBoard);
  });

  it.each(SKILL_INDEXES)('skill %i: not while no level is being played', (skill) => {
    const s = buildLevel(level, screwVariant);
    expect(skillBlocker(null, skill)).toBe(TIPS.notPlaying);
    expect(skillBlocker({ ...s, outcome: 'won' }, skill)).toBe(TIPS.notPlaying);
    expect(skillBlocker({ ...s, outcome: 'lost-full' }, skill)).toBe(TIPS.notPlaying);
  });
});
