// Official tournaments in instant games, against the FBInstant fake with the real chart: the package's set key
// goes to the qualifying fetch (retried after 1 s, at most 3 more times), a running tournament is offered on
// the menu, playing it joins it and plays the level made from its id, the score is posted to it; an ended
// one, a refused join, a failed fetch or a host without tournaments offer or spend nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenOf } from '../../../machines/screen';
import { tournamentSeed } from '../../../src/core/challenge';
import {
  OFFICIAL_TOURNAMENT_TIPS,
  offerOfficialTournament,
  playOfficialTournament,
} from '../../../src/app/officialTournament';
import { postTournamentScore } from '../../../src/app/tournamentChallenge';
import { flush, playerGame, winTheChallenge } from './challengeGame';

const NOW = Date.UTC(2026, 10, 26, 12);
const now = () => NOW;
const ENDS = NOW / 1000 + 3 * 86_400;
const official = { contextId: 'ctx-official', tournamentId: 't-official', endTime: ENDS };
const reply = { code: 0, data: official };

/** A player's game whose server answers the qualifying GET with `answers`, one per try. */
async function gameWithServer(answers: (() => unknown)[]) {
  const asked: string[] = [];
  const game = await playerGame('ann', 'solo-ann', {
    fetchQualifying: async (setKey) => {
      asked.push(setKey);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
      return answer();
    },
  });
  game.fake.state.knownTournaments.push({ id: official.tournamentId, contextId: official.contextId, endTime: ENDS });
  const toasts: string[] = [];
  return {
    ...game,
    asked,
    toasts,
    runtime: { ...game.runtime, toasts: { show: (text: string) => toasts.push(text) } },
  };
}

/** Lets the qualifying fetch's 1 s waits pass. */
async function offered(game: Awaited<ReturnType<typeof gameWithServer>>, setKey: string | undefined) {
  const found = offerOfficialTournament(game.runtime, setKey, now);
  await vi.advanceTimersByTimeAsync(5_000);
  return found;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the official tournament on the menu', () => {
  it("asks the server with the package's set key and offers a running tournament on the menu", async () => {
    const game = await gameWithServer([() => reply]);
    expect(await offered(game, 'spring-set')).toEqual(official);
    expect(game.asked).toEqual(['spring-set']);
    expect(game.actor.getSnapshot().context.officialTournament).toEqual(official);
  });

  it('retries after 1 s, at most 3 more times; a server that never answers offers nothing', async () => {
    const flaky = await gameWithServer([
      () => {
        throw new Error('timeout');
      },
      () => ({ code: 7 }),
      () => reply,
    ]);
    expect(await offered(flaky, 'k')).toEqual(official);
    expect(flaky.asked).toHaveLength(3);
    const down = await gameWithServer([
      () => {
        throw new Error('offline');
      },
    ]);
    expect(await offered(down, 'k')).toBeNull();
    expect(down.asked).toHaveLength(4);
    expect(down.actor.getSnapshot().context.officialTournament).toBeNull();
  });

  it('a tournament that has ended is not offered; one that ends while offered leaves the menu', async () => {
    const ended = await gameWithServer([() => ({ code: 0, data: { ...official, endTime: NOW / 1000 - 1 } })]);
    expect(await offered(ended, 'k')).toBeNull();
    const soon = await gameWithServer([() => ({ code: 0, data: { ...official, endTime: NOW / 1000 + 60 } })]);
    expect(await offered(soon, 'k')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(soon.actor.getSnapshot().context.officialTournament).toBeNull();
  });

  it('no set key, or a host without tournaments: nothing is asked, nothing offered', async () => {
    const game = await gameWithServer([() => reply]);
    expect(await offered(game, undefined)).toBeNull();
    expect(await offered(game, '')).toBeNull();
    const noTournaments = { ...game.runtime, platform: { ...game.platform, supports: () => false } };
    expect(await offerOfficialTournament(noTournaments, 'k', now)).toBeNull();
    expect(game.asked).toEqual([]);
  });
});

describe('playing the official tournament', () => {
  it('joins it (the game moves into its context), plays the level made from its id and posts the score to it', async () => {
    const game = await gameWithServer([() => reply]);
    await offered(game, 'k');
    vi.useRealTimers(); // the level is played on the chart's own timers
    game.fake.state.strictTournaments = true;
    expect(await playOfficialTournament(game.runtime, official, now)).toBe(true);
    expect(game.fake.state.joined).toEqual(['t-official']);
    expect(game.platform.context.id()).toBe('ctx-official');
    await flush();
    expect(game.requests.at(-1)?.challenge).toBe(tournamentSeed('t-official'));
    const played = await winTheChallenge(game.actor);
    expect(played.seed).toBe(tournamentSeed('t-official'));
    const view = await postTournamentScore(game.runtime, now);
    expect(game.fake.state.tournamentScores).toEqual([played.score]);
    expect(view).toMatchObject({ id: 't-official', endsInMs: 3 * 86_400_000 });
  });

  it('everyone sent to one tournament plays one level; another tournament plays another', () => {
    expect(tournamentSeed('t-official')).toBe(tournamentSeed('t-official'));
    expect(tournamentSeed('t-official')).toMatch(/^[0-9a-z]{8}$/);
    expect(tournamentSeed('t-official')).not.toBe(tournamentSeed('t-other'));
  });

  it('a refused join says so and leaves the player on the menu with nothing played', async () => {
    const game = await gameWithServer([() => reply]);
    await offered(game, 'k');
    const gone = { ...official, tournamentId: 'missing' };
    expect(await playOfficialTournament(game.runtime, gone, now)).toBe(false);
    expect(game.toasts).toEqual([OFFICIAL_TOURNAMENT_TIPS.refused]);
    expect(screenOf(game.actor.getSnapshot())).toBe('menu');
    expect(game.actor.getSnapshot().context.challenge).toBeNull();
  });

  it('a tournament that ended before the tap is taken off the menu, with a word why', async () => {
    const game = await gameWithServer([() => reply]);
    await offered(game, 'k');
    const later = () => ENDS * 1000 + 1;
    expect(await playOfficialTournament(game.runtime, official, later)).toBe(false);
    expect(game.toasts).toEqual([OFFICIAL_TOURNAMENT_TIPS.over]);
    expect(game.fake.state.joined).toEqual([]);
    expect(game.actor.getSnapshot().context.officialTournament).toBeNull();
    expect(screenOf(game.actor.getSnapshot())).toBe('menu');
  });
});
