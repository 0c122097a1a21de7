// Tournaments of friend challenges in instant games, against the FBInstant fake with the real chart: a
// finished challenge starts one (higher is better, 7 days, this play first) and the game continues in its
// context; every later play there posts its score; sharing carries the seed and the tournament, and a player
// opened from the share joins it and plays the same level; time left and rank for the result layer.
import { describe, expect, it } from 'vitest';
import { screenOf } from '../../../machines/screen';
import { challengeFriends, openEntryChallenge } from '../../../src/app/contextChallenge';
import {
  postTournamentScore,
  shareTournament,
  startTournament,
  tournamentTimeLeft,
} from '../../../src/app/tournamentChallenge';
import { TOURNAMENT_DEFAULT_DAYS } from '../../../src/platform/platform';
import { flush, PICTURE, playerGame, t, winTheChallenge } from './challengeGame';

const NOW = Date.UTC(2026, 10, 26, 12);
const now = () => NOW;

describe('a tournament from a finished challenge', () => {
  it('starts with this play as its first score, 7 days, higher is better; the game continues in its context', async () => {
    const ann = await playerGame('ann', 'solo-ann');
    await challengeFriends(ann.runtime);
    const played = await winTheChallenge(ann.actor);
    const view = await startTournament(ann.runtime, t, PICTURE, now);
    expect(ann.fake.state.createdTournaments).toEqual([
      {
        initialScore: played.score,
        config: expect.objectContaining({
          sortOrder: 'HIGHER_IS_BETTER',
          scoreFormat: 'NUMERIC',
          title: 'tournament.title',
          image: PICTURE,
        }),
      },
    ]);
    const end = (ann.fake.state.createdTournaments[0]!.config.endTime ?? 0) * 1000;
    expect(end - Date.now()).toBeGreaterThan((TOURNAMENT_DEFAULT_DAYS * 24 - 1) * 3600_000);
    expect(ann.platform.context.id()).toBe('ctx-new');
    expect(view).toEqual({ id: 't-new', endsInMs: tournamentTimeLeft({ endTime: end / 1000 }, NOW), rank: 1 });
  });

  it('every later play in its context posts its score; sharing carries the seed, the score and the tournament', async () => {
    const ann = await playerGame('ann', 'solo-ann');
    ann.fake.state.strictTournaments = true;
    await challengeFriends(ann.runtime);
    await winTheChallenge(ann.actor);
    await startTournament(ann.runtime, t, PICTURE, now);
    ann.actor.send({ type: 'RESTART' });
    await flush();
    const again = await winTheChallenge(ann.actor);
    const view = await postTournamentScore(ann.runtime, now);
    expect(ann.fake.state.tournamentScores).toEqual([again.score]);
    expect(view).toMatchObject({ id: 't-new', rank: 1 });
    expect(await shareTournament(ann.runtime, 't-new')).toBe(true);
    expect(ann.fake.state.tournamentShares).toEqual([
      { score: again.score, data: { challenge: again.seed, score: again.score, tournament: 't-new' } },
    ]);
  });

  it('outside a tournament nothing is posted to one', async () => {
    const ann = await playerGame('ann', 'solo-ann');
    await challengeFriends(ann.runtime);
    await winTheChallenge(ann.actor);
    expect(await postTournamentScore(ann.runtime, now)).toBeNull();
    expect(ann.fake.state.tournamentScores).toEqual([]);
  });

  it('a refused creation loses nothing: the result stays and no tournament is shown', async () => {
    const ann = await playerGame('ann', 'solo-ann');
    await challengeFriends(ann.runtime);
    const played = await winTheChallenge(ann.actor);
    ann.fake.state.currentTournament = { id: 't-old', contextId: 'ctx-friend', endTime: 0 };
    expect(await startTournament(ann.runtime, t, PICTURE, now)).toBeNull();
    expect(ann.actor.getSnapshot().context.challenge).toEqual(played);
    expect(screenOf(ann.actor.getSnapshot())).toBe('challenge-result');
  });
});

describe('joining from a tournament share', () => {
  it('joins the tournament named in the entry data, then plays its challenge against the sharer', async () => {
    const bob = await playerGame('bob', null);
    bob.fake.state.knownTournaments = [{ id: 't-9', contextId: 'ctx-t9', endTime: NOW / 1000 + 3600 }];
    bob.fake.state.entryPointData = { challenge: 'k3x9a0pq', score: 10_050, tournament: 't-9' };
    expect(await openEntryChallenge(bob.runtime)).toBe(true);
    expect(bob.fake.state.joined).toEqual(['t-9']);
    expect(bob.platform.context.id()).toBe('ctx-t9');
    await flush();
    expect(bob.actor.getSnapshot().context.challenge).toMatchObject({
      seed: 'k3x9a0pq',
      theirs: { score: 10_050, name: null },
    });
    const view = await (async () => {
      await winTheChallenge(bob.actor);
      await bob.platform.context.postScore('challenge', bob.actor.getSnapshot().context.challenge!.score!);
      return postTournamentScore(bob.runtime, now);
    })();
    expect(view).toEqual({ id: 't-9', endsInMs: 3600_000, rank: 1 });
  });

  it('a tournament that cannot be joined still plays its challenge; entry data without a tournament joins none', async () => {
    const bob = await playerGame('bob', null);
    bob.fake.state.entryPointData = { challenge: 'k3x9a0pq', score: 10_050, tournament: 'missing' };
    expect(await openEntryChallenge(bob.runtime)).toBe(true);
    await flush();
    expect(bob.actor.getSnapshot().context.mode).toBe('challenge');
    const other = await playerGame('cy', null);
    other.fake.state.entryPointData = { challenge: 'k3x9a0pq', score: 10_050 };
    expect(await openEntryChallenge(other.runtime)).toBe(true);
    expect(other.fake.state.joined).toEqual([]);
  });
});

describe('time left', () => {
  it('counts down to the end, never below zero, and is unknown without an end', () => {
    expect(tournamentTimeLeft({ endTime: NOW / 1000 + 90 }, NOW)).toBe(90_000);
    expect(tournamentTimeLeft({ endTime: NOW / 1000 - 5 }, NOW)).toBe(0);
    expect(tournamentTimeLeft({ endTime: null }, NOW)).toBeNull();
  });
});
