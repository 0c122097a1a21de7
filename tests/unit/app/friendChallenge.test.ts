// Friend challenges on the plain web: a link opened at start plays its level against the sender's score, a
// refused one says why and changes nothing; the result's link carries this play's score, signed.
import { describe, expect, it } from 'vitest';
import { CHALLENGE_REFUSAL_TIPS, challengeUrl, openChallengeLink } from '../../../src/app/friendChallenge';
import { parseChallengeSeed } from '../../../src/core/challenge';
import { challengeLinkSearch, readChallengeLink } from '../../../src/core/challengeLink';
import type { VariantConfig } from '../../../src/variants/types';

/** A runtime with only what the link reader touches: the game actor's send, the toasts, the variant. */
function fakeRuntime(variant: 'screw' | 'candy' = 'screw') {
  const sent: unknown[] = [];
  const toasts: string[] = [];
  const runtime = {
    actor: { send: (e: unknown) => void sent.push(e) },
    toasts: { show: (text: string) => void toasts.push(text) },
    variant: { id: variant } as VariantConfig,
  };
  return { runtime: runtime as unknown as Parameters<typeof openChallengeLink>[0], sent, toasts };
}

const seed = parseChallengeSeed('k3x9a0pq')!;

describe('opening a challenge link', () => {
  it("a good link plays the challenge against the sender's score and name", async () => {
    const search = await challengeLinkSearch({ variant: 'screw', seed, score: 10_142, name: 'Ann' });
    const { runtime, sent, toasts } = fakeRuntime();
    await openChallengeLink(runtime, search);
    expect(sent).toEqual([{ type: 'PLAY_CHALLENGE', seed, theirs: { score: 10_142, name: 'Ann' } }]);
    expect(toasts).toEqual([]);
  });

  it.each([
    ['score', '10143', 'tampered'],
    ['score', '5000', 'impossibleScore'],
    ['cv', '4', 'unknownVersion'],
    ['challenge', 'NOT-A-SEED', 'malformed'],
  ] as const)('a link with %s changed to %s is refused (%s): a tip, and nothing is played', async (key, value, why) => {
    const link = new URLSearchParams(await challengeLinkSearch({ variant: 'screw', seed, score: 10_142, name: null }));
    link.set(key, value);
    const { runtime, sent, toasts } = fakeRuntime();
    await openChallengeLink(runtime, `?${link.toString()}`);
    expect(sent).toEqual([]);
    expect(toasts).toEqual([CHALLENGE_REFUSAL_TIPS[why]]);
  });

  it('a link for the other variant is not played by this one', async () => {
    const search = await challengeLinkSearch({ variant: 'candy', seed, score: 500, name: null });
    const { runtime, sent, toasts } = fakeRuntime('screw');
    await openChallengeLink(runtime, search);
    expect(sent).toEqual([]);
    expect(toasts).toEqual([CHALLENGE_REFUSAL_TIPS.malformed]);
  });

  it('a page without a challenge says nothing', async () => {
    const { runtime, sent, toasts } = fakeRuntime();
    await openChallengeLink(runtime, '?test&level=3');
    expect([...sent, ...toasts]).toEqual([]);
  });
});

describe('the link the result layer sends', () => {
  it("carries this play's score, signed, on the page's clean address (tester parameters dropped)", async () => {
    const url = await challengeUrl('https://play.example/game/?test&level=4&countdown=3#x', 'candy', seed, 873);
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://play.example/game/');
    for (const dropped of ['test', 'level', 'countdown']) expect(parsed.searchParams.has(dropped)).toBe(false);
    expect(parsed.hash).toBe('');
    expect(await readChallengeLink(parsed.search)).toEqual({
      kind: 'challenge',
      variant: 'candy',
      seed,
      score: 873,
      name: null,
    });
  });

  it('refuses to sign what is not a seed', async () => {
    await expect(challengeUrl('https://play.example/', 'screw', 'nope', 10_001)).rejects.toThrow(
      'not a challenge seed',
    );
  });
});
