// A friend challenge on a mini-game platform, with the real chart over the `wx` fake: the result's "Challenge a
// friend" opens the host's share sheet with the seed and the score in the share's query (no link to sign); a
// friend whose game starts from that message plays the same level against that score; a share the host
// refuses says so. (Group ranks through share tickets are drawn by the open-data context: not here.)
import { describe, expect, it } from 'vitest';
import { openEntryChallenge } from '../../../src/app/contextChallenge';
import { sendChallenge } from '../../../src/app/friendChallenge';
import { TIPS } from '../../../src/core/economy';
import { createMiniGamePlatform } from '../../../src/platform/miniGamePlatform';
import { screwVariant } from '../../../src/variants/screw';
import { createFakeMiniGame, type MiniGameScript } from '../platform/fakes/fakeMiniGame';
import { flush, gameOn, t, winTheChallenge } from './challengeGame';

async function miniGamePlayer(script: Partial<MiniGameScript> = {}) {
  const fake = createFakeMiniGame(script);
  const game = await gameOn(createMiniGamePlatform(fake.api, { kind: fake.script.kind, log: () => {} }));
  const toasts: string[] = [];
  const runtime = {
    ...game.runtime,
    variant: screwVariant,
    toasts: { show: (text: string) => void toasts.push(text) },
  };
  return { fake, ...game, runtime, toasts };
}

/** The query a player's game starts with when they tap the shared message (the host decodes its values). */
const launchQueryOf = (query: string | undefined) => Object.fromEntries(new URLSearchParams(query ?? ''));

describe('a friend challenge through a mini-game share', () => {
  for (const kind of ['wx', 'tt'] as const) {
    it(`${kind}: the share carries seed and score; the friend opened from it plays the same level against that score`, async () => {
      const ann = await miniGamePlayer({ kind });
      ann.actor.send({ type: 'PLAY_CHALLENGE', seed: 'k3x9a0pq' });
      const played = await winTheChallenge(ann.actor);
      await sendChallenge(ann.runtime, t, async () => 'data:image/jpeg;base64,/9j/');
      expect(ann.fake.shares).toHaveLength(1);
      // The game's card goes as a file of the user's folder (the hosts take a local path, not a data URL).
      const card = kind === 'tt' ? 'ttfile://user/share-card.jpg' : 'wxfile://usr/share-card.jpg';
      expect(ann.fake.shares[0]!.imageUrl).toBe(card);
      expect(ann.fake.files.get(card)?.data).toBe('/9j/');
      const query = launchQueryOf(ann.fake.shares[0]!.query);
      expect(JSON.parse(query.data!)).toEqual({ challenge: 'k3x9a0pq', score: played.score });
      expect(ann.toasts).toEqual([]);

      const bob = await miniGamePlayer({ kind, launch: { scene: 1007, query } });
      expect(await openEntryChallenge(bob.runtime)).toBe(true);
      await flush();
      expect(bob.requests.at(-1)?.challenge).toBe('k3x9a0pq');
      const his = await winTheChallenge(bob.actor);
      expect(his).toMatchObject({ seed: 'k3x9a0pq', theirs: { score: played.score, name: null } });
    });
  }

  it('a share the host refuses (Douyin fail) says "Could not share"; the result stays', async () => {
    const ann = await miniGamePlayer({ kind: 'tt', share: 'fail' });
    ann.actor.send({ type: 'PLAY_CHALLENGE', seed: 'k3x9a0pq' });
    const played = await winTheChallenge(ann.actor);
    await sendChallenge(ann.runtime, t);
    expect(ann.toasts).toEqual([TIPS.shareFailed]);
    expect(ann.actor.getSnapshot().context.challenge).toEqual(played);
  });

  it('a warm start (the message opened while the game runs) plays the challenge from the menu, never mid-level', async () => {
    const bob = await miniGamePlayer();
    const heard: Record<string, unknown>[] = [];
    bob.platform.onEntry?.((data) => heard.push(data));
    const message = { data: JSON.stringify({ challenge: 'k3x9a0pq', score: 12_000 }) };
    bob.actor.send({ type: 'START' });
    await flush();
    bob.fake.show({ scene: 1007, query: message });
    await openEntryChallenge(bob.runtime, heard[0]!);
    expect(bob.actor.getSnapshot().context.mode).toBe('campaign');
    bob.actor.send({ type: 'EXIT' });
    bob.actor.send({ type: 'SUBMIT' });
    await flush();
    bob.fake.show({ scene: 1007, query: message });
    expect(await openEntryChallenge(bob.runtime, heard[1]!)).toBe(true);
    await flush();
    expect(bob.actor.getSnapshot().context.challenge).toMatchObject({ seed: 'k3x9a0pq', theirs: { score: 12_000 } });
  });

  it('a game started from any other message plays no challenge', async () => {
    const bob = await miniGamePlayer({ launch: { scene: 1007, query: { data: JSON.stringify({ level: 2 }) } } });
    expect(await openEntryChallenge(bob.runtime)).toBe(false);
    expect(bob.actor.getSnapshot().context.challenge).toBeNull();
  });
});
