// Spec 4, 5 and 8: the skills chart on its own, inside a stand-in parent that records what it is told,
// with a stepped clock and a provided rewarded ad.
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, sendTo, setup, SimulatedClock } from 'xstate';
import { skillsMachine, type SkillsEvent, type SkillsToParent } from '../../../machines/skills';
import { adOutcomeOf, rewardedAdWith, type AdResult } from '../../../machines/rewardedAd';
import { SCREW_SKILLS, SKILL_INDEXES, TIPS, type SkillIndex, type SkillWallet } from '../../../src/core/economy';

const empty: SkillWallet = { coin1: 0, prop0: 0, prop1: 0, prop2: 0, prop3: 0 };

function start(ad: () => Promise<AdResult> = async () => true) {
  const told: SkillsToParent[] = [];
  const placements: string[] = [];
  const parent = setup({
    types: { events: {} as SkillsEvent | SkillsToParent, context: {} as { n: number } },
    actors: {
      skills: skillsMachine.provide({
        actors: {
          rewardedAd: rewardedAdWith(
            fromPromise<AdResult, { placement: string }>(({ input }) => {
              placements.push(input.placement);
              return ad();
            }),
          ),
        },
      }),
    },
  }).createMachine({
    context: { n: 0 },
    invoke: { id: 'skills', src: 'skills', input: {} },
    on: {
      '*': [
        {
          guard: ({ event }) => event.type.startsWith('SKILL_'),
          actions: assign(({ context, event }) => {
            told.push(event as SkillsToParent);
            return { n: context.n + 1 };
          }),
        },
        { actions: sendTo('skills', ({ event }) => event as SkillsEvent) },
      ],
    },
  });
  const actor = createActor(parent, { clock: new SimulatedClock() }).start();
  const child = () => actor.getSnapshot().children.skills!;
  const state = () => child().getSnapshot().value;
  const of = <T extends SkillsToParent['type']>(type: T) =>
    told.filter((e): e is Extract<SkillsToParent, { type: T }> => e.type === type);
  return { actor, told, placements, state, of };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const choose = (skill: SkillIndex, wallet: Partial<SkillWallet> = {}, blocker: string | null = null) => ({
  type: 'CHOOSE' as const,
  skill,
  wallet: { ...empty, ...wallet },
  blocker,
});

describe('the skills chart', () => {
  it.each(SKILL_INDEXES)('skill %i: the tip layer shows the price from the table; open means busy', (skill) => {
    const { actor, of, state } = start();
    actor.send(choose(skill, { coin1: 1000 }));
    expect(state()).toEqual({ open: 'tip' });
    expect(of('SKILL_BUSY')).toEqual([{ type: 'SKILL_BUSY', busy: true }]);
    expect(of('SKILL_VIEW').at(-1)!.view).toEqual({
      stage: 'tip',
      skill,
      offer: { skill, props: 0, price: SCREW_SKILLS[skill]!.coins, canPayCoins: true },
      prompt: null,
    });
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('idle');
    expect(of('SKILL_BUSY').at(-1)).toEqual({ type: 'SKILL_BUSY', busy: false });
    expect(of('SKILL_VIEW').at(-1)).toEqual({ type: 'SKILL_VIEW', view: null });
    expect(of('SKILL_USED')).toEqual([]);
  });

  it('a blocked skill toasts its reason, opens nothing, costs nothing', () => {
    const { actor, told, state } = start();
    actor.send(choose(1, { coin1: 1000, prop1: 1 }, TIPS.trayEmpty));
    expect(state()).toBe('idle');
    expect(told).toEqual([{ type: 'SKILL_TOAST', text: TIPS.trayEmpty }]);
  });

  it('submit with a prop held pays with the prop', () => {
    const { actor, of, placements } = start();
    actor.send(choose(0, { prop0: 2 }));
    actor.send({ type: 'SUBMIT' });
    expect(of('SKILL_USED')).toEqual([{ type: 'SKILL_USED', skill: 0, payment: 'prop', boardId: null }]);
    expect(placements).toEqual([]);
  });

  it("the coin button pays with coins, or says 'Coins shortage' and waits", () => {
    const { actor, of, state } = start();
    actor.send(choose(1, { coin1: SCREW_SKILLS[1]!.coins - 1 }));
    actor.send({ type: 'PAY_COINS' });
    expect(of('SKILL_TOAST')).toEqual([{ type: 'SKILL_TOAST', text: 'Coins shortage' }]);
    expect(state()).toEqual({ open: 'tip' });
    actor.send({ type: 'CLOSE' });
    actor.send(choose(1, { coin1: SCREW_SKILLS[1]!.coins }));
    actor.send({ type: 'PAY_COINS' });
    expect(of('SKILL_USED')).toEqual([{ type: 'SKILL_USED', skill: 1, payment: 'coins', boardId: null }]);
  });

  it('submit without a prop plays a rewarded ad; the reward pays', async () => {
    const { actor, of, state, placements } = start();
    actor.send(choose(0));
    actor.send({ type: 'SUBMIT' });
    expect(state()).toEqual({ open: 'watchingAd' });
    expect(of('SKILL_VIEW').at(-1)!.view).toMatchObject({ stage: 'watchingAd' });
    actor.send({ type: 'CLOSE' });
    expect(state()).toEqual({ open: 'watchingAd' });
    await flush();
    expect(placements).toEqual(['skill-0']);
    expect(of('SKILL_USED')).toEqual([{ type: 'SKILL_USED', skill: 0, payment: 'ad', boardId: null }]);
    expect(state()).toBe('idle');
  });

  it.each([
    [{ rewarded: false, reason: 'interrupted' } as AdResult, TIPS.interrupted],
    [{ rewarded: false, reason: 'no-ads' } as AdResult, TIPS.noAds],
    [{ rewarded: false, reason: 'failed' } as AdResult, TIPS.noAds],
    ['interrupted' as AdResult, TIPS.interrupted],
    ['not-ready' as AdResult, TIPS.noAds],
    [false as AdResult, TIPS.interrupted],
  ])('an ad answering %j gives nothing and toasts why; the tip stays open', async (result, tip) => {
    const { actor, of, state } = start(async () => result);
    actor.send(choose(1));
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(of('SKILL_TOAST')).toEqual([{ type: 'SKILL_TOAST', text: tip }]);
    expect(of('SKILL_USED')).toEqual([]);
    expect(state()).toEqual({ open: 'tip' });
  });

  it('an ad that throws gives nothing: no ads available', async () => {
    const { actor, of, state } = start(() => Promise.reject(new Error('no fill')));
    actor.send(choose(2));
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(of('SKILL_TOAST')).toEqual([{ type: 'SKILL_TOAST', text: TIPS.noAds }]);
    expect(state()).toEqual({ open: 'tip' });
  });

  it("skill 2 asks for a board: 'Please select the dish you want to break'; a tap outside keeps waiting", () => {
    const { actor, of, state } = start();
    actor.send(choose(2, { coin1: 300 }));
    actor.send({ type: 'PAY_COINS' });
    expect(state()).toEqual({ open: 'selectingBoard' });
    expect(of('SKILL_VIEW').at(-1)!.view).toMatchObject({
      stage: 'selectingBoard',
      prompt: 'Please select the dish you want to break',
    });
    actor.send({ type: 'BOARD_TAPPED', boardId: null });
    expect(state()).toEqual({ open: 'selectingBoard' });
    expect(of('SKILL_USED')).toEqual([]);
    actor.send({ type: 'BOARD_TAPPED', boardId: 'b7' });
    expect(of('SKILL_USED')).toEqual([{ type: 'SKILL_USED', skill: 2, payment: 'coins', boardId: 'b7' }]);
    expect(of('SKILL_BUSY').map((e) => e.busy)).toEqual([true, false]);
  });

  it('a board selection paid by a prop or coins can be closed; after a watched ad it cannot', async () => {
    const prop = start();
    prop.actor.send(choose(2, { prop2: 1 }));
    prop.actor.send({ type: 'SUBMIT' });
    prop.actor.send({ type: 'CLOSE' });
    expect(prop.state()).toBe('idle');
    expect(prop.of('SKILL_USED')).toEqual([]);

    const ad = start();
    ad.actor.send(choose(2));
    ad.actor.send({ type: 'SUBMIT' });
    await flush();
    ad.actor.send({ type: 'CLOSE' });
    expect(ad.state()).toEqual({ open: 'selectingBoard' });
    ad.actor.send({ type: 'BOARD_TAPPED', boardId: 'b1' });
    expect(ad.of('SKILL_USED')).toEqual([{ type: 'SKILL_USED', skill: 2, payment: 'ad', boardId: 'b1' }]);
  });

  it('a second skill button while one is open is ignored', () => {
    const { actor, of } = start();
    actor.send(choose(0, { coin1: 1000 }));
    actor.send(choose(1, { coin1: 1000 }));
    expect(of('SKILL_VIEW').at(-1)!.view).toMatchObject({ skill: 0 });
  });
});

describe('ad results', () => {
  it('read booleans, platform words and outcomes alike', () => {
    expect(adOutcomeOf(true)).toEqual({ rewarded: true });
    expect(adOutcomeOf('rewarded')).toEqual({ rewarded: true });
    expect(adOutcomeOf({ rewarded: true, reason: 'failed' })).toEqual({ rewarded: true });
    expect(adOutcomeOf(false)).toEqual({ rewarded: false, reason: 'interrupted' });
    expect(adOutcomeOf('not-ready')).toEqual({ rewarded: false, reason: 'no-ads' });
    expect(adOutcomeOf('failed')).toEqual({ rewarded: false, reason: 'failed' });
    expect(adOutcomeOf({ rewarded: false })).toEqual({ rewarded: false, reason: 'failed' });
    expect(adOutcomeOf(undefined)).toEqual({ rewarded: false, reason: 'failed' });
  });
});
