// The friend challenge's result: scores best first with the trophy on the best, what each score stands for,
// who did better; a context's board in place of the two lines; the tournament strip and buttons; and the time
// left in the player's words. Read without a canvas (src/ui/canvas/challengeLook.ts draws from it).
import { describe, expect, it } from 'vitest';
import { tournamentEndsIn } from '../../../src/app/tournamentEndsIn';
import { translatorFor } from '../../../src/i18n';
import { challengeContent, scoreDetail } from '../../../src/ui/canvas/challengeLook';

const t = translatorFor('en_US');
const line = (c: ReturnType<typeof challengeContent>, id: string) => c.rows.find((r) => r.testId === id)!;

describe('the challenge result', () => {
  it("with a sender's score: both lines best first, the trophy on the best, the verdict", () => {
    const c = challengeContent(t, { score: 620, theirs: { score: 10_042, name: 'Ann' }, startTournament: false });
    expect(c.rows.map((r) => r.testId)).toEqual(['challenge-theirs', 'challenge-mine']);
    expect(line(c, 'challenge-theirs')).toMatchObject({
      who: 'Ann',
      score: 10_042,
      detail: 'Cleared, 00:42 left',
      best: true,
    });
    expect(line(c, 'challenge-mine')).toMatchObject({ who: 'You', score: 620, detail: '62% done', best: false });
    expect(c.verdict).toBe('Ann is ahead');
    expect(c.tone).toBe('blue');
    expect(c.startTournament).toBeNull();
  });

  it('alone: the invitation to send it on, no trophy', () => {
    const c = challengeContent(t, { score: 10_001, startTournament: false });
    expect(c.verdict).toBe('Send this level to a friend and see who does better.');
    expect(c.rows).toHaveLength(1);
    expect(c.rows[0]!.best).toBe(false);
    expect(c.tone).toBe('green');
  });

  it("a context's board replaces the two lines: best first, the player as 'You', the nameless as 'Your friend'", () => {
    const board = [
      { name: null, score: 10_010, me: false },
      { name: 'Bo', score: 10_080, me: false },
      { name: null, score: 10_042, me: true },
    ];
    const c = challengeContent(t, { score: 10_042, board, startTournament: false });
    expect(c.rows.map((r) => r.testId)).toEqual(['challenge-board-1', 'challenge-mine', 'challenge-board-0']);
    expect(line(c, 'challenge-board-0').who).toBe('Your friend');
    // Who did better: against the best other score of the context.
    expect(c.verdict).toBe('Bo is ahead');
  });

  it('a long board shows the best three and the player further down', () => {
    const board = [10_090, 10_080, 10_070, 10_060].map((score, i) => ({ name: `P${i}`, score, me: false }));
    const c = challengeContent(t, {
      score: 900,
      board: [...board, { name: null, score: 900, me: true }],
      startTournament: false,
    });
    expect(c.rows.map((r) => r.testId)).toEqual([
      'challenge-board-0',
      'challenge-board-1',
      'challenge-board-2',
      'challenge-mine',
    ]);
    expect(c.verdict).toBe('P0 is ahead');
  });

  it('in a tournament: rank and time left with a share button; outside one, a button to start it', () => {
    const inOne = challengeContent(t, {
      score: 10_042,
      tournament: { rank: 2, endsIn: 'Ends in 6d 23h' },
      startTournament: false,
    });
    expect(inOne.tournament).toEqual({ rank: 'Rank #2', endsIn: 'Ends in 6d 23h', share: expect.any(String) });
    expect(inOne.startTournament).toBeNull();
    expect(challengeContent(t, { score: 10_042, startTournament: true }).startTournament).not.toBeNull();
  });

  it('a score stands for a cleared level with its time left, or how far the play got', () => {
    expect(scoreDetail(10_042, t)).toBe('Cleared, 00:42 left');
    expect(scoreDetail(620, t)).toBe('62% done');
  });
});

describe('a tournament’s time left in words', () => {
  it.each([
    [null, null],
    [0, 'Tournament over'],
    [-5, 'Tournament over'],
    [90_000, 'Ends in 0h 2m'],
    [3 * 3600_000 + 60_000, 'Ends in 3h 1m'],
    [7 * 24 * 3600_000, 'Ends in 7d 0h'],
    [(6 * 24 + 23) * 3600_000 + 1, 'Ends in 6d 23h'],
  ])('%s ms: %s', (ms, words) => {
    expect(tournamentEndsIn(ms, t)).toBe(words);
  });
});
