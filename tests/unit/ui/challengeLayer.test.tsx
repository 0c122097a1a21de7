// The friend challenge's result layer: scores best first with the trophy on the best, what each score stands
// for, who did better; a context's board in place of the two lines; the tournament strip and buttons; and
// the time left in the player's words.
import { describe, expect, it } from 'vitest';
import { tournamentEndsIn } from '../../../src/app/tournamentEndsIn';
import { translatorFor } from '../../../src/i18n';
import { ChallengeResultLayer } from '../../../src/ui/ChallengeResultLayer';
import { buttonIds, html, noop, part, text } from './markup';

const actions = { onSend: noop, onAgain: noop, onHome: noop };

describe('the challenge result layer', () => {
  it("with a sender's score: both lines best first, the trophy on the best, the verdict", () => {
    const markup = html(<ChallengeResultLayer score={620} theirs={{ score: 10_042, name: 'Ann' }} {...actions} />);
    expect(markup.indexOf('challenge-theirs')).toBeLessThan(markup.indexOf('challenge-mine'));
    expect(text(part(markup, 'challenge-theirs', 'div'))).toBe('Ann 10042 Cleared, 00:42 left');
    expect(text(part(markup, 'challenge-mine', 'div'))).toBe('You 620 62% done');
    expect(part(markup, 'challenge-theirs', 'div')).toContain('<svg');
    expect(part(markup, 'challenge-mine', 'div')).not.toContain('<svg');
    expect(text(part(markup, 'challenge-verdict', 'p'))).toBe('Ann is ahead');
    expect(buttonIds(markup)).toEqual(['challenge-send', 'challenge-again', 'challenge-home']);
  });

  it('alone: the invitation to send it on, no trophy', () => {
    const markup = html(<ChallengeResultLayer score={10_001} {...actions} />);
    expect(text(part(markup, 'challenge-verdict', 'p'))).toBe('Send this level to a friend and see who does better.');
    expect(part(markup, 'challenge-mine', 'div')).not.toContain('<svg');
  });

  it("a context's board replaces the two lines: best first, the player as 'You', the nameless as 'Your friend'", () => {
    const board = [
      { name: null, score: 10_010, me: false },
      { name: 'Bo', score: 10_080, me: false },
      { name: null, score: 10_042, me: true },
    ];
    const markup = html(<ChallengeResultLayer score={10_042} board={board} {...actions} />);
    const rows = [...markup.matchAll(/data-testid="(challenge-(?:mine|board-\d+))"/g)].map((m) => m[1]);
    expect(rows).toEqual(['challenge-board-1', 'challenge-mine', 'challenge-board-0']);
    expect(text(part(markup, 'challenge-board-0', 'div'))).toContain('Your friend');
    // Who did better: against the best other score of the context.
    expect(text(part(markup, 'challenge-verdict', 'p'))).toBe('Bo is ahead');
  });

  it('a long board shows the best three and the player further down', () => {
    const board = [10_090, 10_080, 10_070, 10_060].map((score, i) => ({ name: `P${i}`, score, me: false }));
    const markup = html(
      <ChallengeResultLayer score={900} board={[...board, { name: null, score: 900, me: true }]} {...actions} />,
    );
    const rows = [...markup.matchAll(/data-testid="(challenge-(?:mine|board-\d+))"/g)].map((m) => m[1]);
    expect(rows).toEqual(['challenge-board-0', 'challenge-board-1', 'challenge-board-2', 'challenge-mine']);
    expect(text(part(markup, 'challenge-verdict', 'p'))).toBe('P0 is ahead');
  });

  it('in a tournament: rank and time left with a share button; outside one, a button to start it', () => {
    const inOne = html(
      <ChallengeResultLayer
        score={10_042}
        tournament={{ rank: 2, endsIn: 'Ends in 6d 23h', onShare: noop }}
        {...actions}
      />,
    );
    const strip = text(part(inOne, 'challenge-tournament', 'button'));
    expect(strip).toContain('Rank #2');
    expect(strip).toContain('Ends in 6d 23h');
    expect(buttonIds(inOne)).toContain('challenge-tournament-share');
    expect(buttonIds(inOne)).not.toContain('challenge-tournament-start');
    const outside = html(<ChallengeResultLayer score={10_042} onStartTournament={noop} {...actions} />);
    expect(buttonIds(outside)).toContain('challenge-tournament-start');
  });
});

describe('a tournament’s time left in words', () => {
  const t = translatorFor('en_US');
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
