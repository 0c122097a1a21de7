// Friend challenges in instant games' contexts, against the FBInstant fake: the friend picker, the challenge
// played in the chosen context, its score on the context's leaderboard and a custom update with the picture,
// score and seed; the friend opened from that update plays the same level and sees both scores, best first.
// A closed picker leaves the player on the menu with nothing lost; SAME_CONTEXT counts as chosen.
import { describe, expect, it } from 'vitest';
import { screenOf } from '../../../machines/screen';
import {
  CHALLENGE_BOARD,
  challengeFriends,
  challengeOfEntry,
  openEntryChallenge,
  reportContextChallenge,
} from '../../../src/app/contextChallenge';
import { flush, PICTURE, playerGame, t, winTheChallenge } from './challengeGame';

describe('a friend challenge in an instant-games context', () => {
  it('choose a friend, play, post the score and send the update; the friend opens it, plays the same level and sees both scores', async () => {
    const ann = await playerGame('ann', 'solo-ann');
    ann.fake.state.chooseTo = 'ctx-ann-bob';
    expect(await challengeFriends(ann.runtime, () => 0.5)).toBe(true);
    expect(ann.fake.calls).toContain('context.chooseAsync');
    expect(ann.platform.context.id()).toBe('ctx-ann-bob');
    const played = await winTheChallenge(ann.actor);
    expect(ann.requests.at(-1)).toMatchObject({ challenge: played.seed });

    const board = await reportContextChallenge(ann.runtime, t, PICTURE);
    expect(board).toEqual([{ playerId: 'ann', name: null, score: played.score, rank: 1 }]);
    expect(ann.fake.state.updates).toEqual([
      expect.objectContaining({
        action: 'CUSTOM',
        template: 'challenge',
        image: PICTURE,
        data: { challenge: played.seed, score: played.score },
      }),
    ]);

    // Bob opens the game from Ann's update, in the same context: the same level against her score.
    const bob = await playerGame('bob', 'ctx-ann-bob');
    bob.fake.state.boards = ann.fake.state.boards;
    bob.fake.state.entryPointData = (ann.fake.state.updates[0] as { data: Record<string, unknown> }).data;
    expect(await openEntryChallenge(bob.runtime)).toBe(true);
    await flush();
    expect(bob.requests.at(-1)).toEqual(ann.requests.at(-1));
    expect(bob.actor.getSnapshot().context.challenge).toMatchObject({
      seed: played.seed,
      theirs: { score: played.score, name: null },
    });
    bob.actor.send({ type: 'TICK', deltaMs: 30_000 });
    const bobs = await winTheChallenge(bob.actor);
    expect(bobs.score).toBeLessThan(played.score!);
    const both = await reportContextChallenge(bob.runtime, t, PICTURE);
    expect(both.map((e) => [e.playerId, e.score, e.rank])).toEqual([
      ['ann', played.score, 1],
      ['bob', bobs.score, 2],
    ]);
  });

  it('a closed friend picker leaves the player on the menu with nothing played or posted', async () => {
    const ann = await playerGame('ann', 'solo-ann');
    ann.fake.state.chooseTo = null;
    expect(await challengeFriends(ann.runtime)).toBe(false);
    expect(screenOf(ann.actor.getSnapshot())).toBe('menu');
    expect(ann.requests).toEqual([]);
    expect(ann.fake.state.updates).toEqual([]);
  });

  it('SAME_CONTEXT (the friend already chosen) counts as chosen', async () => {
    const ann = await playerGame('ann', 'ctx-ann-bob');
    ann.fake.state.chooseTo = 'ctx-ann-bob';
    expect(await challengeFriends(ann.runtime)).toBe(true);
    await flush();
    expect(ann.actor.getSnapshot().context.mode).toBe('challenge');
  });

  it('a failing leaderboard or update loses nothing: the result stays, the board reads empty', async () => {
    const ann = await playerGame('ann', 'solo-ann');
    await challengeFriends(ann.runtime);
    const played = await winTheChallenge(ann.actor);
    ann.fake.state.socialError = 'NETWORK_FAILURE';
    ann.fake.state.boardError = 'RATE_LIMITED';
    const board = await reportContextChallenge(ann.runtime, t, PICTURE);
    expect(board).toEqual([]);
    expect(ann.actor.getSnapshot().context.challenge).toEqual(played);
    expect(screenOf(ann.actor.getSnapshot())).toBe('challenge-result');
  });

  it('no picture, no update (the host requires one); the score is still posted', async () => {
    const ann = await playerGame('ann', 'solo-ann');
    await challengeFriends(ann.runtime);
    const played = await winTheChallenge(ann.actor);
    const board = await reportContextChallenge(ann.runtime, t, null);
    expect(board.map((e) => e.score)).toEqual([played.score]);
    expect(ann.fake.state.updates).toEqual([]);
  });
});

describe("an update's entry data", () => {
  it.each([
    [
      { challenge: 'k3x9a0pq', score: 10_100 },
      { challenge: 'k3x9a0pq', score: 10_100 },
    ],
    [{ challenge: 'k3x9a0pq', score: 5_000 }, null],
    [{ challenge: 'NOPE', score: 10_100 }, null],
    [{ challenge: 'k3x9a0pq', score: '10100' }, null],
    [{ other: 1 }, null],
    [null, null],
  ])('%j reads as %j', (data, expected) => {
    expect(challengeOfEntry(data as Record<string, unknown> | null)).toEqual(expected);
  });

  it('a game not opened from a challenge plays nothing', async () => {
    const ann = await playerGame('ann', null);
    expect(await openEntryChallenge(ann.runtime)).toBe(false);
    expect(screenOf(ann.actor.getSnapshot())).toBe('menu');
  });
});

describe('the challenge board', () => {
  it('is named for the challenge and read from the context (a contextual leaderboard)', async () => {
    const ann = await playerGame('ann', 'ctx-1');
    await ann.platform.context.postScore(CHALLENGE_BOARD, 10_050);
    expect(Object.keys(ann.fake.state.boards)).toEqual(['challenge.ctx-1']);
  });
});
