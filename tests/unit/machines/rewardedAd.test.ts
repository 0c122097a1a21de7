// Spec 5 and 8: one rewarded-ad chart for every video the game pays with; its output is a typed outcome.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { rewardedAdMachine, rewardedAdWith, type AdOutcome, type AdResult } from '../../../machines/rewardedAd';

/** Runs the ad chart for a placement with a platform answering `answer`; resolves its output. */
async function play(answer: () => Promise<AdResult>, placement = 'hint') {
  const asked: string[] = [];
  const chart = rewardedAdWith(
    fromPromise<AdResult, { placement: string }>(({ input }) => {
      asked.push(input.placement);
      return answer();
    }),
  );
  const actor = createActor(chart, { input: { placement } });
  actor.start();
  const outcome: AdOutcome = await toPromise(actor);
  return { outcome, asked };
}

describe('the rewarded-ad chart', () => {
  it('asks the platform for its placement and answers a typed outcome', async () => {
    const { outcome, asked } = await play(async () => 'rewarded', 'revive-full');
    expect(asked).toEqual(['revive-full']);
    expect(outcome).toEqual({ rewarded: true });
  });

  it.each<[AdResult, AdOutcome]>([
    [true, { rewarded: true }],
    [{ rewarded: true }, { rewarded: true }],
    [false, { rewarded: false, reason: 'interrupted' }],
    ['interrupted', { rewarded: false, reason: 'interrupted' }],
    ['not-ready', { rewarded: false, reason: 'no-ads' }],
    ['failed', { rewarded: false, reason: 'failed' }],
    [
      { rewarded: false, reason: 'no-ads' },
      { rewarded: false, reason: 'no-ads' },
    ],
  ])('the platform answer %j reads as %j', async (answer, expected) => {
    expect((await play(async () => answer)).outcome).toEqual(expected);
  });

  it('a platform call that throws is a failed ad, never an error of the chart that invoked it', async () => {
    expect((await play(() => Promise.reject(new Error('no fill')))).outcome).toEqual({
      rewarded: false,
      reason: 'failed',
    });
  });

  it('without a platform ad provided, no reward is granted (never a simulated one)', async () => {
    const actor = createActor(rewardedAdMachine, { input: { placement: 'look-ad' } });
    actor.start();
    expect(await toPromise(actor)).toEqual({ rewarded: false, reason: 'failed' });
  });
});
